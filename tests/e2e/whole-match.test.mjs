// End to end, against the release build: a whole match against the computer, from the start
// screen to a winner. The player (Light Side) always takes the first legal action in the list;
// the computer plays its own turns and choices. Every twenty moves the player undoes once (timed
// from the click to the table redrawn); the autosave's size after 12 and 90 moves and after the
// match, and the undo times, are printed (the figures of the closing note of "Saves that never
// lose a game"); the autosave is held to 50 KB. The page's clock is fixed: the match's seed comes
// from it, and the computer's time cap never binds, so it always spends its whole playout budget
// and the match is the same on every run, on a fast machine or a loaded one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedTable } from './harness.mjs';

const table = servedTable();

/** The player may act: its seat is marked and the computer is not thinking. */
const playerUp = () =>
  document.querySelector('.outcome') ||
  (document.querySelector('.seat-1.acting') && !document.querySelector('.thinking') && document.querySelector('.all-actions button'));

/** In the page: clicks Undo and resolves to the milliseconds until the table is redrawn. */
function timedUndo() {
  return new Promise((resolve) => {
    const before = JSON.stringify(window.hangar.board);
    const start = performance.now();
    [...document.querySelectorAll('.toolbar button')].find((b) => b.textContent.trim() === 'Undo').click();
    const check = () =>
      JSON.stringify(window.hangar.board) !== before ? resolve(performance.now() - start) : requestAnimationFrame(check);
    check();
  });
}

test('a whole match against the computer reaches a winner', { timeout: 600_000 }, async () => {
  const page = await table.browser.newPage({ viewport: { width: 1366, height: 768 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.clock.setFixedTime(new Date('2026-12-01T12:00:00Z'));
  await page.goto(table.server.url);
  await page.click('[data-game="lcg"] [data-start="computer-1"]');
  const autosave = () => page.evaluate(() => (localStorage.getItem('hangar.autosave') ?? '').length);
  const sizes = {};
  const undos = [];
  let moves = 0;
  for (;;) {
    await page.waitForFunction(playerUp, null, { timeout: 120_000, polling: 50 });
    if (await page.locator('.outcome').count()) break;
    if (moves % 20 === 11 && undos.length < moves / 20) {
      undos.push(await page.evaluate(timedUndo));
      continue;
    }
    const before = await page.evaluate(() => JSON.stringify(window.hangar.board));
    await page.evaluate(() => document.querySelector('.all-actions button').click());
    await page.waitForFunction((b) => JSON.stringify(window.hangar.board) !== b, before, { polling: 20 });
    moves += 1;
    if (moves === 12 || moves === 90) sizes[moves] = await autosave();
    assert.ok(moves < 3000, 'the match ends');
  }
  const outcome = await page.locator('.outcome').innerText();
  assert.match(outcome, /The (Dark|Light) Side wins: /);
  const whole = await autosave();
  const slowest = Math.max(...undos);
  const median = [...undos].sort((a, b) => a - b)[Math.floor(undos.length / 2)];
  console.log(`# whole match: ${moves} player moves; ${outcome}`);
  console.log(
    `# autosave: ${sizes[12]} chars after 12 player moves, ${sizes[90]} after 90, ${whole} after the match; ` +
      `undo to the table redrawn: median ${median.toFixed(1)} ms, slowest ${slowest.toFixed(1)} ms (${undos.map((u) => u.toFixed(1)).join(', ')})`,
  );
  assert.ok(whole <= 50 * 1024, `the whole match's autosave is ${whole} chars`);
  // Undo's time is a figure to read, not a test: timing depends on the machine.
  assert.ok(undos.length > 0, 'the player undid during the match');
  // The end screen says who won; a rematch deals a new match with the same seats.
  assert.match(await page.locator('.end-screen h2').innerText(), /^(You win!|The computer wins)$/);
  assert.match(await page.locator('.end-length').innerText(), /\d+ turns, \d+ moves/);
  await page.click('[data-end="rematch"]');
  await page.locator('.end-screen').waitFor({ state: 'detached' });
  await page.locator('.players', { hasText: 'Dark Side: Computer (Normal)' }).waitFor();
  await page.waitForFunction(() => window.hangar.board.ending == null && window.hangar.board.stage.turn === 1);
  assert.deepEqual(errors, []);
  await page.close();
});
