// End to end, offline: the sub-path build (PUBLIC_URL=/games/hangar/, in dist-subpath/) served on
// localhost. After one visit the server *process is stopped* (Playwright's offline switch does
// not stop a service worker's own fetches, so it would prove nothing), the page reloads from
// the service worker's cache, and a move is made. Then a new deployment takes over on the next
// load without losing the saved game.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FEL, PILOTED, launch, pastStartScreen, pilotFel, serve } from './harness.mjs';

const BUILD = 'dist-subpath';
const PATH = '/games/hangar/';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

async function controlledPage(context, url) {
  const page = await context.newPage({ viewport: { width: 1366, height: 768 } });
  await page.goto(url);
  await pastStartScreen(page);
  await page.waitForSelector(FEL);
  await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated', null, { timeout: 60_000, polling: 100 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  return page;
}

async function isDown(url) {
  try {
    await fetch(url);
    return false;
  } catch {
    return true;
  }
}

test('the app is installable, and after one visit it loads and plays with the server process stopped', { timeout: 180_000 }, async () => {
  const server = await serve(BUILD, PATH);
  assert.match(server.url, /\/games\/hangar\/$/);
  const context = await browser.newContext();
  const page = await controlledPage(context, server.url);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito-like, which alone blocks installing; any manifest,
  // icon or service-worker problem would be listed besides it.
  const blocking = installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito');
  assert.deepEqual(blocking, [], 'Chromium can install it as an app');
  await server.stop();
  assert.ok(await isDown(server.url), 'nothing answers on the port any more');

  const fromWorker = [];
  page.on('response', (r) => r.url().endsWith('.wasm') && fromWorker.push(r.fromServiceWorker()));
  await page.reload();
  await page.waitForSelector(FEL);
  // The lobby's wasm, then the table's, which the lobby loads at once to resume the game.
  assert.deepEqual(fromWorker, [true, true], 'both wasm files came from the service worker');
  await pilotFel(page);
  await context.close();
});

test('a new deployment takes over on the next load, and the saved game survives it', { timeout: 180_000 }, async () => {
  // The second deployment: the same build with one visible change, its sw.js regenerated.
  const second = await mkdtemp(join(tmpdir(), 'hangar-deploy-'));
  await cp(BUILD, second, { recursive: true });
  const index = join(second, 'index.html');
  const html = await readFile(index, 'utf8');
  await writeFile(index, html.replace('<title>Hangar</title>', '<title>Hangar (second deployment)</title>'));
  execFileSync(process.execPath, ['tools/post-build.mjs'], { env: { ...process.env, TRUNK_STAGING_DIR: second } });

  const first = await serve(BUILD, PATH);
  const context = await browser.newContext();
  const page = await controlledPage(context, first.url);
  await pilotFel(page);
  await first.stop();

  const next = await serve(second, PATH, first.port);
  await page.reload();
  await page.waitForSelector(PILOTED);
  assert.equal(await page.title(), 'Hangar (second deployment)');
  // The new worker installs, takes control and drops the first deployment's cache.
  const worker = await (await fetch(new URL('sw.js', next.url))).text();
  const version = worker.match(/const VERSION = '([0-9a-f]+)'/)[1];
  await page.waitForFunction(async (v) => {
    const keys = await caches.keys();
    return keys.length === 1 && keys[0] === `hangar-${v}`;
  }, version);
  await page.reload();
  await page.waitForSelector(PILOTED);
  await context.close();
  await next.stop();
});
