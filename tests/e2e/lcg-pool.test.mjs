// End to end, against the release build: a player's own LCG deck (issue "every pilot and every
// mission"). An OCTGN `.o8d` file of pilots from the new objective sets ("Howlrunner", Maarek
// Stele, Darth Vader, Academy Pilots…) is imported into the deck builder, a match starts with it
// against the computer, and one of its pilots is dragged onto a Vehicle. The page's clock is
// fixed, so the shuffle (seeded from it) and the match are the same on every run. Until a pilot
// can fly, the player deploys units when it can, and otherwise takes the first legal action.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { deckAgainstComputer, drag, seatZeroUp as playerUp, servedTable } from './harness.mjs';

const table = servedTable();
const DECK = new URL('./fixtures/pilots-of-the-empire.o8d', import.meta.url).pathname;

test('an .o8d deck imported, played against the computer, and one of its pilots dragged onto a Vehicle', { timeout: 300_000 }, async () => {
  const { context, page, errors } = await deckAgainstComputer(table, 'lcg', DECK, 'Pilots of the Empire');

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
