// End to end, against the release build: a whole match against the computer, from the start
// screen to a winner. The player (Light Side) always takes the first legal action in the list;
// the computer plays its own turns and choices.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedTable } from './harness.mjs';

const table = servedTable();

/** The player may act: its seat is marked and the computer is not thinking. */
const playerUp = () =>
  document.querySelector('.outcome') ||
  (document.querySelector('.seat-1.acting') && !document.querySelector('.thinking') && document.querySelector('.all-actions button'));

test('a whole match against the computer reaches a winner', { timeout: 600_000 }, async () => {
  const page = await table.browser.newPage({ viewport: { width: 1366, height: 768 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.goto(table.server.url);
  await page.click('[data-start="computer-1"]');
  let moves = 0;
  for (;;) {
    await page.waitForFunction(playerUp, null, { timeout: 120_000, polling: 50 });
    if (await page.locator('.outcome').count()) break;
    const before = await page.evaluate(() => JSON.stringify(window.hangar.board));
    await page.evaluate(() => document.querySelector('.all-actions button').click());
    await page.waitForFunction((b) => JSON.stringify(window.hangar.board) !== b, before, { polling: 20 });
    moves += 1;
    assert.ok(moves < 3000, 'the match ends');
  }
  const outcome = await page.locator('.outcome').innerText();
  assert.match(outcome, /The (Dark|Light) Side wins: /);
  console.log(`# whole match: ${moves} player moves; ${outcome}`);
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
