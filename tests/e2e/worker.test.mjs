// End to end, against the release build: the computer thinks in its Web Worker. The worker is
// started only when a game against the computer asks its first question; on a CPU slowed four
// times (Chromium's throttling), no task of the page's own thread runs over 50 ms while a
// question is out (between the page's `hangar-asked` and `hangar-answered` marks); a new game
// stops a search in flight (the worker is let go) and the next question starts a fresh one. The
// page's Date.now is fixed, so the match and its moves are the same on every run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedTable } from './harness.mjs';

const table = servedTable();
const WORKER = /search-worker\.js$/;

/** In the page: the player may act (its seat is marked, the computer is not thinking). */
function playerUp() {
  return Boolean(document.querySelector('.seat-1.acting') && !document.querySelector('.thinking') && document.querySelector('.all-actions button'));
}

/** In the page, from the start: every long task of its thread. */
function watchLongTasks() {
  window.hangarLongTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.hangarLongTasks.push({ start: e.startTime, end: e.startTime + e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** In the page: each time the computer thought, from its question out to its answer in (the
 *  page's `hangar-asked` and `hangar-answered` marks). */
function thinkingTimes() {
  const asked = performance.getEntriesByName('hangar-asked').map((m) => m.startTime);
  const answered = performance.getEntriesByName('hangar-answered').map((m) => m.startTime);
  return asked.flatMap((from) => {
    const to = answered.find((t) => t >= from);
    return to === undefined ? [] : [{ from, to }];
  });
}

async function computerGame(level, viewport = { width: 1366, height: 768 }) {
  const page = await table.browser.newPage({ viewport });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  // The match's seed and the computer's waits read Date.now: fixed, they make the match the
  // same on every run (the page's performance timeline, which the test reads, stays real).
  await page.addInitScript(() => {
    const fixed = Date.parse('2026-12-01T12:00:00Z');
    Date.now = () => fixed;
  });
  await page.addInitScript(watchLongTasks);
  await page.addInitScript(`window.playerUp = ${playerUp.toString()};`);
  await page.goto(table.server.url);
  await page.waitForSelector('.start-screen');
  assert.equal(page.workers().length, 0, 'no worker before a game against the computer');
  await page.check(`.start-screen [data-level="${level}"]`);
  const started = page.waitForEvent('worker', (w) => WORKER.test(w.url()));
  await page.click('[data-game="lcg"] [data-start="computer-1"]'); // the computer's Dark Side acts first
  return { page, errors, worker: await started };
}

test('on a CPU slowed four times, the page never blocks over 50 ms while the computer thinks in its worker', { timeout: 300_000 }, async () => {
  const { page, errors, worker } = await computerGame('Normal');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Five of the computer's decisions; between them the player takes the first action listed.
  for (let moves = 0; ; moves++) {
    assert.ok(moves < 200, 'the computer makes five moves');
    await page.waitForFunction(() => window.hangar?.searched?.worker >= 5 || playerUp(), null, { timeout: 120_000, polling: 50 });
    if (await page.evaluate(() => window.hangar?.searched?.worker >= 5)) break;
    const before = await page.evaluate(() => JSON.stringify(window.hangar.board));
    await page.evaluate(() => document.querySelector('.all-actions button').click());
    await page.waitForFunction((b) => JSON.stringify(window.hangar.board) !== b, before, { polling: 20 });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const tasks = await page.evaluate(() => window.hangarLongTasks);
  const thinking = await page.evaluate(thinkingTimes);
  // A task that ran wholly while a question was out: the page doing work while it waits.
  const during = tasks.filter((t) => thinking.some((s) => t.start >= s.from && t.end <= s.to));
  const thought = thinking.reduce((ms, s) => ms + (s.to - s.from), 0);
  console.log(
    `# throttled ×4: ${thinking.length} questions, ${thought.toFixed(0)} ms of thinking in all; ` +
      `main-thread tasks over 50 ms meanwhile: ${during.length}; over the whole run: ${tasks.length}`,
  );
  assert.ok(thinking.length >= 5, 'the computer was asked five times');
  assert.deepEqual(during, [], 'no main-thread task over 50 ms while the computer thinks');
  assert.ok(WORKER.test(worker.url()));
  const searched = await page.evaluate(() => window.hangar.searched);
  assert.ok(searched.worker >= 5 && !searched.page, `every move was found in the worker: ${JSON.stringify(searched)}`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a new game stops a search in flight, and the next question starts a fresh worker', { timeout: 120_000 }, async () => {
  // The worker's import of the table's script (it runs the table's wasm) is held on its way until
  // the player has left the game, so the first question is surely still unanswered then. The
  // page's own import of it, the first, goes through.
  let release;
  let imports = 0;
  const held = new Promise((resolve) => (release = resolve));
  const context = await table.browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.route('**/hangar-table-lcg.js', async (route) => {
    imports += 1;
    if (imports > 1) await held;
    await route.continue();
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.goto(table.server.url);
  await page.waitForSelector('.start-screen');
  await page.check('.start-screen [data-level="Hard"]');
  const started = page.waitForEvent('worker', (w) => WORKER.test(w.url()));
  await page.click('[data-game="lcg"] [data-start="computer-1"]');
  const worker = await started;
  await page.locator('.thinking').waitFor();
  const closed = worker.waitForEvent('close');
  await page.click('button:has-text("New game")');
  await closed; // the question in flight is dropped with its worker, not left to run
  release();
  assert.equal(await page.evaluate(() => window.hangar.searched), undefined, 'no move came of it');
  // Nothing was played yet, so nothing is asked: the start screen opens.
  await page.waitForSelector('.start-screen');
  const again = page.waitForEvent('worker', (w) => WORKER.test(w.url()));
  await page.click('[data-game="lcg"] [data-start="computer-1"]');
  await again;
  await page.waitForSelector('.log .log-move.computer', { timeout: 60_000 });
  const searched = await page.evaluate(() => window.hangar.searched);
  assert.ok(searched.worker >= 1 && !searched.page, `the move was found in the fresh worker: ${JSON.stringify(searched)}`);
  assert.deepEqual(errors, []);
  await context.close();
});
