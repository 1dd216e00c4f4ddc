// Hangar's service worker. tools/post-build.mjs writes sw.js from this template at build time,
// filling in the build's exact asset list and a version derived from their contents.
const VERSION = '__VERSION__';
// Each file of the build (relative to this file, so the build works under any sub-path) with the
// SHA-256 of its bytes (base64).
const ASSETS = __ASSETS__;
const CACHE = `hangar-${VERSION}`;

// The page registers this worker only once its table is drawn and it is idle
// (src/ui/services/offline.rs), so every file the page used is in the browser's HTTP cache by
// then: each is taken from there when its bytes are this build's (never fetched twice on a first
// visit), and fetched afresh otherwise (a file the page did not need, or an older one).
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => Promise.all(ASSETS.map(([url, digest]) => precache(cache, url, digest))))
      .then(() => self.skipWaiting()),
  );
});

async function precache(cache, url, digest) {
  let response = await fetch(url, { cache: 'force-cache' });
  if (!response.ok || (await sha256(response.clone())) !== digest) {
    response = await fetch(url, { cache: 'reload' });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
  }
  await cache.put(url, response);
}

async function sha256(response) {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', await response.arrayBuffer()));
  return btoa(String.fromCharCode(...bytes));
}

// A new deployment takes over as soon as it is installed; other builds' caches go.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('hangar-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(request.mode === 'navigate' ? page(request) : asset(request));
});

// The page: the network first (so a new deployment shows on the next load), the cache offline.
async function page(request) {
  try {
    return await fetch(request);
  } catch (offline) {
    const cache = await caches.open(CACHE);
    const scope = self.registration.scope;
    return (
      (await cache.match(new URL('index.html', scope).href)) ??
      (await cache.match(scope)) ??
      Response.error()
    );
  }
}

// Everything else has a content hash in its name: the cache first.
async function asset(request) {
  const cache = await caches.open(CACHE);
  return (await cache.match(request, { ignoreSearch: true })) ?? fetch(request);
}
