// End to end, against the release build: a player's own SWU deck (issue "the whole Jump to
// Lightspeed set"). An SWUDB JSON export (a Premier deck around Wedge Antilles: X-Wings, Pilots
// with Piloting, and Jump to Lightspeed events; one card in its sideboard) is imported into the
// deck builder, a match starts with it against the computer, a Piloting card from it is dragged
// onto a friendly Vehicle as its Pilot, and an event is dragged onto the player's discard pile and
// resolves there. The page's clock is fixed, so the shuffle (seeded from it) and the match are the
// same on every run. Until then the player plays a unit when it can, else resources a card, else
// attacks, else takes the first legal action.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { deckAgainstComputer, drag, seatZeroUp as playerUp, servedTable } from './harness.mjs';

const table = servedTable();
const DECK = new URL('./fixtures/red-squadron-strike.swudb.json', import.meta.url).pathname;

test('an SWUDB deck imported, played against the computer: a Piloting card flies a Vehicle and an event is played', { timeout: 300_000 }, async () => {
  const { context, page, errors } = await deckAgainstComputer(table, 'swu', DECK, 'Red Squadron Strike');

  const done = { pilot: false, event: false };
  for (let moves = 0; !(done.pilot && done.event); moves++) {
    assert.ok(moves < 400, `a pilot flies and an event is played within 400 moves (${JSON.stringify(done)})`);
    await page.waitForFunction(playerUp, null, { timeout: 120_000, polling: 50 });
    assert.equal(await page.locator('.outcome').count(), 0, `the match ended first (${JSON.stringify(done)})`);
    const next = await page.evaluate((done) => {
      // The first legal action with this label, from a card onto a target.
      const offered = (key) => window.hangar.board.actions.find((a) => a.label.key === key && a.source != null && a.target != null);
      const pilot = !done.pilot && offered('swu-label-play-pilot');
      if (pilot) return { pilot: pilot.source, host: pilot.target.Card };
      const event = !done.event && offered('swu-label-play-event');
      if (event) return { event: event.source, pile: event.target.Zone };
      // Else a unit played when one can be (Vehicles for the pilots to fly), a card resourced, an
      // attack, or the first action.
      const keys = ['swu-label-play-unit', 'swu-label-resource', 'swu-label-attack'];
      const actions = window.hangar.board.actions;
      const take = keys.map((k) => actions.findIndex((a) => a.label.key === k)).find((i) => i >= 0);
      return { take: take ?? 0 };
    }, done);
    if (next.pilot != null) {
      const host = `.card[data-card-id="${next.host}"]`;
      await drag(page, `.card[data-card-id="${next.pilot}"]`, host);
      if (await page.locator('.pay-choice').count()) await page.locator('.pay-choice [data-pay="confirm"]').click();
      await page.waitForSelector(`${host} .attachment[data-role="pilot"] .card[data-card-id="${next.pilot}"]`);
      console.log(`# the pilot flies after ${moves} moves`);
      done.pilot = true;
      continue;
    }
    if (next.event != null) {
      await drag(page, `.card[data-card-id="${next.event}"]`, `.pile[data-zone="${next.pile}"]`);
      if (await page.locator('.pay-choice').count()) await page.locator('.pay-choice [data-pay="confirm"]').click();
      // Played: out of the hand and on its owner's discard pile (its choices, if any, still to make).
      await page.waitForFunction(
        ([id, pile]) =>
          window.hangar.board.seats.some((s) => s.zones.some((z) => z.id === pile && z.cards.some((c) => c.id === id))),
        [next.event, next.pile],
        { polling: 50 },
      );
      console.log(`# an event is played after ${moves} moves`);
      done.event = true;
      continue;
    }
    const before = await page.evaluate(() => JSON.stringify(window.hangar.board));
    if (process.env.E2E_VERBOSE) console.log(`# ${moves}: ${await page.evaluate((i) => document.querySelectorAll(".all-actions li button")[i].textContent, next.take)}`);
    await page.evaluate((i) => document.querySelectorAll('.all-actions li button')[i].click(), next.take);
    await page.waitForFunction((b) => JSON.stringify(window.hangar.board) !== b, before, { polling: 20 });
  }
  assert.deepEqual(errors, []);
  await context.close();
});
