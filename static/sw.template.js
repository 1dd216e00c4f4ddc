// Hangar's service worker. tools/post-build.mjs writes sw.js from this template at build time,
// filling in the build's exact asset list and a version derived from their contents.
const VERSION = '__VERSION__';
const ASSETS = __ASSETS__; // relative to this file, so the build works under any sub-path
const CACHE = `hangar-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(ASSETS))
      .then(() => self.skipWaiting()),
  );
});

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
