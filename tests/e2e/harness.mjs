// Shared set-up for the end-to-end tests: serve dist/ on a free loopback port and drive
// Debian's Chromium through playwright-core (no browser download, ever).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { inflateRawSync } from 'node:zlib';

const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
];

/** Starts tools/serve.mjs on `dir` (a free port unless `port` is given); resolves to
 *  { url, port, stop, requests }. `stop` kills the server process: nothing answers on the port
 *  after it. `requests` lists every request the server answered ({ path, status, encoding }, in
 *  order), when `log` is set. */
export async function serve(dir = process.env.E2E_DIST ?? 'dist', publicUrl = '/', port = 0, { log = false } = {}) {
  const server = spawn(process.execPath, ['tools/serve.mjs', dir, String(port), publicUrl], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: log ? { ...process.env, HANGAR_SERVE_LOG: '1' } : process.env,
  });
  running.add(server);
  server.once('exit', () => running.delete(server));
  const first = once(server.stdout, 'data');
  const ended = once(server, 'exit').then(([code]) => {
    throw new Error(`tools/serve.mjs ${dir} on port ${port} exited (${code}) before it answered`);
  });
  const [line] = await Promise.race([first, ended]);
  ended.catch(() => {});
  // A server left running by a test that failed before stopping it must not keep this test file
  // alive (the runner would wait on it for ever): once up, it holds no reference to the event
  // loop, and it is killed when the file's process exits.
  server.unref();
  server.stdout.unref();
  const [url, ...early] = line.toString().trim().split('\n');
  const requests = [];
  let pending = early.length ? `${early.join('\n')}\n` : '';
  const take = () => {
    const lines = pending.split('\n');
    pending = lines.pop();
    for (const l of lines) if (l.trim()) requests.push(JSON.parse(l));
  };
  take();
  server.stdout.on('data', (chunk) => {
    pending += chunk.toString();
    take();
  });
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    const late = setTimeout(() => server.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(late);
  };
  return { url, port: Number(new URL(url).port), stop, requests };
}

/** Every server `serve` started that has not exited: killed when the test file's process exits. */
const running = new Set();
process.on('exit', () => {
  for (const server of running) server.kill('SIGKILL');
});

export async function launch() {
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
}

/** Opens the app and waits until the engine's table is drawn. A first visit opens on the start
 *  screen: Example 1 is chosen there (unless a share link is being opened: its dialog asks first). */
export async function openTable(browser, url, viewport = { width: 1366, height: 768 }) {
  const page = await browser.newPage({ viewport, acceptDownloads: true });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.goto(url);
  if (!url.includes('#share=')) await pastStartScreen(page);
  await page.waitForSelector('.card[data-name="Baron Fel"]');
  return { page, errors };
}

/** Once the app is drawn (a first visit's lobby, or the table): if the start screen is up,
 *  opens Example 1 from it and waits for the table the lobby loads. */
export async function pastStartScreen(page) {
  await page.waitForSelector('main.board, .start-screen');
  if (await page.locator('.start-screen').count()) {
    await page.click('.start-screen [data-scenario="lcg-pilot-x"]');
    await page.locator('.start-screen').waitFor({ state: 'detached' });
  }
  await page.waitForSelector('main.board');
}

export function card(name) {
  return `.card[data-name="${name}"]`;
}

/** Waits until no card is on its way anywhere (the moves glide for a moment). */
export async function settled(page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.effect?.getTiming().iterations === Infinity || a.playState !== 'running'),
  );
}

async function centerOf(page, selector) {
  await settled(page);
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not visible`);
  return { x: box.x + box.width / 2, y: box.y + Math.min(20, box.height / 2) };
}

/** Presses on `from`, moves in steps to the point `to` gives, and (unless `hold`) releases. */
export async function drag(page, from, to, { hold = false } = {}) {
  const start = await centerOf(page, from);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  const end = typeof to === 'string' ? await centerOf(page, to) : to;
  await page.mouse.move(end.x, end.y, { steps: 12 });
  if (!hold) await page.mouse.up();
  return end;
}

/** A finger drags, through touch events sent over CDP (`cdp`, the page's session), each with its
 *  own time, 20 ms apart: it presses at the point `from`, moves in twelve steps to the point `to`
 *  (awaiting `halfway()` after six: the check that targets light while the finger moves), rests
 *  there and lifts. (Lifted while still moving, Chromium would start a fling, and swallow the
 *  next tap that stops it.) */
export async function fingerDrag(cdp, from, to, halfway = async () => {}) {
  let time = Date.now() / 1000;
  const touch = (type, point, dt = 0.02) => {
    time += dt;
    return cdp.send('Input.dispatchTouchEvent', { type, timestamp: time, touchPoints: point ? [{ x: point.x, y: point.y }] : [] });
  };
  await touch('touchStart', from);
  for (let i = 1; i <= 12; i++) {
    await touch('touchMove', { x: from.x + ((to.x - from.x) * i) / 12, y: from.y + ((to.y - from.y) * i) / 12 });
    if (i === 6) await halfway();
  }
  await touch('touchMove', to, 0.3);
  await touch('touchEnd', null, 0.05);
}

/** For a test file: serves dist/ and launches the browser once, before its tests, and stops
 *  both after them. Returns the live { server, browser } (filled in by the time tests run). */
export function servedTable() {
  const shared = {};
  before(async () => {
    shared.server = await serve();
    shared.browser = await launch();
  });
  after(async () => {
    await shared.browser?.close();
    await shared.server?.stop();
  });
  return shared;
}

/** Confirms the way to pay that is chosen (the engine's suggestion unless the player changed it):
 *  a play that can be paid more than one way asks before it is made. */
export async function pay(page) {
  await page.locator('.pay-choice [data-pay="confirm"]').click();
  await page.locator('.pay-choice').waitFor({ state: 'detached' });
}

/** Drags Baron Fel onto the 181st TIE Interceptor in Example 1, pays with the suggestion, and
 *  waits until he is its pilot. */
export async function pilotFel(page) {
  await drag(page, FEL, TIE);
  await pay(page);
  await page.waitForSelector(PILOTED);
}

/** A browser context whose local storage holds `entries` (key → text) when its first page loads,
 *  as an earlier visit would have left them; reloads keep what the page has written since. */
export async function seededContext(browser, entries, options = { viewport: { width: 1366, height: 768 } }) {
  const context = await browser.newContext(options);
  await context.addInitScript((seed) => {
    if (!sessionStorage.getItem('hangar.test.seeded')) {
      sessionStorage.setItem('hangar.test.seeded', '1');
      for (const [key, text] of Object.entries(seed)) localStorage.setItem(key, text);
    }
  }, entries);
  return context;
}

/** Opens the app at `url` with `save` (a save file's text) as its autosave, as if the player
 *  had left that game there. */
export async function openSave(browser, url, save, viewport = { width: 1366, height: 768 }, options = {}) {
  const context = await seededContext(browser, { 'hangar.autosave': save }, { viewport, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.goto(url);
  await page.waitForSelector('main.board .table .card[data-name]');
  return { context, page, errors };
}

export const FEL = card('Baron Fel');
export const TIE = card('181st TIE Interceptor');
export const PILOTED = `${TIE} .attachment[data-role="pilot"] ${FEL}`;

/** The fields of a save of this build (`hangar-save.4.` and base64url(deflate(bytes)),
 *  src/save/binary.rs) up to its log: its game, seating, current position (parsed), how the
 *  match started (`{ seed }` for a new match) and its moves. For tests that look at what the page
 *  keeps. */
export function readSave(text) {
  const prefix = 'hangar-save.4.';
  if (!text?.startsWith(prefix)) throw new Error(`not a save of this build: ${text?.slice(0, 20)}`);
  const bytes = inflateRawSync(Buffer.from(text.slice(prefix.length), 'base64url'));
  let at = 0;
  const byte = () => bytes[at++];
  const varint = () => {
    let n = 0;
    for (let shift = 0; ; shift += 7) {
      const b = byte();
      n += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return n;
    }
  };
  const run = () => {
    const length = varint();
    const out = bytes.subarray(at, at + length).toString('utf8');
    at += length;
    return out;
  };
  if (bytes.subarray(0, 3).toString('latin1') !== 'HGS') throw new Error('not the bytes of a save');
  at = 3;
  varint(); // the version
  const game = run();
  const schema = varint();
  const kind = byte();
  const seating = kind === 2 ? { human: byte(), seed: varint(), level: byte() } : kind === 1 ? 'hot-seat' : 'open';
  const state = JSON.parse(run());
  const startKind = byte();
  const start = startKind === 0 ? { seed: varint() } : startKind === 1 ? { scenario: run() } : startKind === 2 ? { first: run() } : {};
  const moves = Array.from({ length: varint() }, varint);
  return { game, schema, seating, state, start, moves };
}

/** A page of a new context with the service worker kept out, so every request it makes is its
 *  own: it collects its errors and the path of every URL it requests, and opens `url`. */
export async function watchedPage(browser, url, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, serviceWorkers: 'block', ...options });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  const fetched = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto(url);
  return { context, page, errors, fetched };
}

/** In the page: the player at seat 0 may act, or the match is over. */
export const seatZeroUp = () =>
  document.querySelector('.outcome') ||
  (document.querySelector('.seat-0.acting') && !document.querySelector('.thinking') && document.querySelector('.all-actions button'));

/** A new page (the clock fixed, so the shuffle seeded from it, and the match, are the same on
 *  every run) whose `game` builder imports the deck file at `path`: the deck is legal, named
 *  `name`, every line read; then a match against the computer starts with it. */
export async function deckAgainstComputer(table, game, path, name) {
  const context = await table.browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.clock.setFixedTime(new Date('2026-12-04T12:00:00Z'));
  await page.goto(table.server.url);
  await page.click(`.start-screen [data-decks="${game}"]`);
  await page.waitForSelector(`.decks-screen[data-game="${game}"] .browser .result`);
  await page.click('.deck-import summary');
  await page.setInputFiles('.deck-import .file-input', path);
  await page.waitForSelector('.deck-editor[data-legal="true"]');
  assert.equal(await page.locator('.deck-name input').inputValue(), name);
  assert.equal(await page.locator('.deck-refused').count(), 0, 'every line of the file is read');
  await page.click('[data-play="computer"]');
  await page.locator('.decks-screen').waitFor({ state: 'detached' });
  return { context, page, errors };
}
