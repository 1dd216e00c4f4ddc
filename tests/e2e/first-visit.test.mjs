// End to end, a real first visit with the service worker on (a fresh browser context: empty
// HTTP cache, no storage), counted at the server: the start screen registers no service worker;
// a game against the computer opens and the computer moves; then the service worker, registered
// once the table is drawn and the page idle, precaches the whole build for offline play, taking
// what the page already fetched from the browser's cache. No URL is fetched twice (the computer's
// worker revalidates the table's scripts the page loaded, with no body sent), and every file the
// build lists ends up in the offline cache.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { launch, serve } from './harness.mjs';

const DIST = process.env.E2E_DIST ?? 'dist';

let server;
let browser;
before(async () => {
  server = await serve(DIST, '/', 0, { log: true });
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test('a first visit fetches no URL twice: the service worker precaches after the table, from what the page fetched', { timeout: 180_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.goto(server.url);
  await page.waitForSelector('.start-screen [data-start]');
  assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined), true,
    'the start screen registers no service worker');

  await page.click('.start-screen [data-game="lcg"] [data-start="computer-1"]'); // the computer acts first
  await page.waitForFunction(() => performance.getEntriesByName('hangar-moved').length > 0, null, { timeout: 60_000 });
  // The service worker's install is over once it is active: everything is precached by then.
  await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated', null, { timeout: 60_000, polling: 100 });

  // The build's files, as sw.js lists them (read from the folder: asking the server would count).
  const script = readFileSync(`${DIST}/sw.js`, 'utf8');
  const assets = JSON.parse(script.match(/const ASSETS = (\[[\s\S]*?\]);/)[1]).map(([url]) => new URL(url, server.url).pathname);
  // Every file of the build ends up in the offline cache.
  await page.waitForFunction(async (wanted) => {
    const name = (await caches.keys()).find((k) => k.startsWith('hangar-'));
    if (!name) return false;
    const cached = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    return wanted.every((a) => cached.includes(a));
  }, assets, { timeout: 60_000, polling: 100 });
  // Each file was fetched by the page or by the service worker: wait until the server's log says so.
  const logged = () => assets.every((a) => server.requests.some((r) => r.path === a));
  for (let tries = 0; !logged(); tries++) {
    assert.ok(tries < 200, `the server answered for every file: missing ${assets.filter((a) => !server.requests.some((r) => r.path === a))}`);
    await page.waitForFunction(() => true);
  }

  // A URL sent twice is a file downloaded twice. A revalidation (304, no body) is not: the
  // computer's worker imports the table's script the page has loaded, which the browser
  // revalidates (the server says `no-cache`), and nothing else may be asked again.
  const counts = new Map();
  for (const r of server.requests.filter((r) => r.status === 200)) counts.set(r.path, (counts.get(r.path) ?? 0) + 1);
  const twice = [...counts].filter(([, n]) => n > 1);
  const revalidated = server.requests.filter((r) => r.status === 304).map((r) => r.path);
  console.log(`# first visit: ${server.requests.length} requests for ${counts.size} URLs (${revalidated.length} revalidated, no body: ${revalidated.join(' ')})`);
  assert.deepEqual(twice, [], 'no URL is fetched twice');
  assert.ok(revalidated.every((path) => /^\/(hangar-table-lcg\.js|snippets\/.*\.js)$/.test(path) && counts.get(path) === 1),
    `only the worker's imports of the table's scripts are revalidated: ${revalidated}`);
  const wasm = server.requests.filter((r) => r.path.endsWith('.wasm'));
  assert.ok(wasm.length >= 3 && wasm.every((r) => r.encoding === 'br'), 'every wasm came brotli-compressed');
  assert.deepEqual(errors, []);
  await context.close();
});
