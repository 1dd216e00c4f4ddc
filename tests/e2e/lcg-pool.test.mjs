// End to end, against the release build: a player's own LCG deck (issue "every pilot and every
// mission"). An OCTGN `.o8d` file of pilots from the new objective sets ("Howlrunner", Maarek
// Stele, Darth Vader, Academy Pilots…) is imported into the deck builder, a match starts with it
// against the computer, and one of its pilots is dragged onto a Vehicle. The page's clock is
// fixed, so the shuffle (seeded from it) and the match are the same on every run. Until a pilot
// can fly, the player deploys units when it can, and otherwise takes the first legal action.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { drag, servedTable } from './harness.mjs';

const table = servedTable();
const DECK = new URL('./fixtures/pilots-of-the-empire.o8d', import.meta.url).pathname;

/** The player (the Dark Side, seat 0) may act, or the match is over. */
const playerUp = () =>
  document.querySelector('.outcome') ||
  (document.querySelector('.seat-0.acting') && !document.querySelector('.thinking') && document.querySelector('.all-actions button'));

test('an .o8d deck imported, played against the computer, and one of its pilots dragged onto a Vehicle', { timeout: 300_000 }, async () => {
  const context = await table.browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.clock.setFixedTime(new Date('2026-12-04T12:00:00Z'));
  await page.goto(table.server.url);
  await page.click('.start-screen [data-decks="lcg"]');
  await page.waitForSelector('.decks-screen[data-game="lcg"] .browser .result');
  await page.click('.deck-import summary');
  await page.setInputFiles('.deck-import .file-input', DECK);
  await page.waitForSelector('.deck-editor[data-legal="true"]');
  assert.equal(await page.locator('.deck-name input').inputValue(), 'Pilots of the Empire');
  assert.equal(await page.locator('.deck-refused').count(), 0, 'every line of the file is read');
  await page.click('[data-play="computer"]');
  await page.locator('.decks-screen').waitFor({ state: 'detached' });

  let moves = 0;
  for (;;) {
    await page.waitForFunction(playerUp, null, { timeout: 120_000, polling: 50 });
    assert.equal(await page.locator('.outcome').count(), 0, 'the match ended before a pilot could fly');
    const next = await page.evaluate(() => {
      const actions = window.hangar.board.actions;
      const pilot = actions.find((a) => a.label.key === 'lcg-label-play-pilot' && a.target?.Card != null);
      if (pilot) return { pilot: pilot.source, host: pilot.target.Card };
      const unit = actions.findIndex((a) => a.label.key === 'lcg-label-play-unit');
      return { take: Math.max(unit, 0) };
    });
    if (next.pilot != null) {
      const host = `.card[data-card-id="${next.host}"]`;
      await drag(page, `.card[data-card-id="${next.pilot}"]`, host);
      if (await page.locator('.pay-choice').count()) {
        await page.locator('.pay-choice [data-pay="confirm"]').click();
      }
      await page.waitForSelector(`${host} .attachment[data-role="pilot"] .card[data-card-id="${next.pilot}"]`);
      const name = (id) => page.locator(`.card[data-card-id="${id}"]`).first().getAttribute('data-name');
      console.log(`# ${await name(next.pilot)} flies ${await name(next.host)} after ${moves} player moves`);
      break;
    }
    const before = await page.evaluate(() => JSON.stringify(window.hangar.board));
    await page.evaluate((i) => document.querySelectorAll('.all-actions li button')[i].click(), next.take);
    await page.waitForFunction((b) => JSON.stringify(window.hangar.board) !== b, before, { polling: 20 });
    moves += 1;
    assert.ok(moves < 400, 'a pilot flies within 400 moves');
  }
  assert.deepEqual(errors, []);
  await context.close();
});
