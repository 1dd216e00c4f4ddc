// End to end, against the release build: a player's own CCG deck (issue "The Star Wars CCG from
// Premiere to Hoth"). A text list (a Light Side starfighter deck starting at the Yavin 4 system,
// its headings and starting-location line as a player would paste them) is imported into the deck
// builder; a match starts with it against the computer; the player deploys a starship with a pilot
// aboard, lands it at a site of its system, and in that same move phase a character disembarks from
// it and embarks on it again, twice ([V5]: free and unlimited during your move phase). The page's
// clock is fixed, so the shuffle (seeded from it) and the match are the same on every run.
//
// The player's plan, one legal action at a time, each taken from the page's list of legal actions
// (`window.hangar.board.actions`, the same list the action buttons show): the sites of the Yavin 4
// system deployed as they are drawn, and the Force otherwise kept; once a
// site is down, a starship deployed with a pilot aboard at the system, and in the move phase
// landed at the site; then the same character off it and on again until it has done so twice. No
// battle is started; a forfeit is the cheapest card; otherwise the most Force activated, and else
// the first action listed. A move phase with nothing left but getting back on waits for its player
// ([V5], `State::returns_wait`): without that, the phase would end by itself after the first hop.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { deckAgainstComputer, servedTable } from './harness.mjs';

const table = servedTable();
const DECK = new URL('./fixtures/rogue-flight.txt', import.meta.url).pathname;

/** In the page: the player (the seat nearest the device) may act, or the match is over. */
const playerUp = () =>
  document.querySelector('.end-screen, .outcome') ||
  (document.querySelector('.seat.near.acting') && !document.querySelector('.thinking') && document.querySelector('.all-actions button'));

/** In the page: the player's next action, by the plan above, as its index in the list of legal
 *  actions, with what it is (`kind`) and the card it concerns. */
function plan(done) {
  const { actions, stage, shared } = window.hangar.board;
  const arg = (a, name) => a.label.args?.find(([n]) => n === name)?.[1];
  const card = (a, name) => arg(a, name)?.Card;
  const say = (a, name) => arg(a, name)?.Say;
  const place = (a) => say(a, 'to')?.args?.find(([n]) => n === 'location')?.[1]?.Card;
  const key = (a) => a.label.key;
  const index = (test) => actions.findIndex(test);
  const pick = (kind, i) => (i >= 0 ? { kind, i, card: card(actions[i], 'card'), rider: card(actions[i], 'rider'), phase: `${stage.turn}:${stage.phase.key}` } : null);
  const phase = stage.phase.key;
  const siteUp = shared.some((z) => z.card?.title.startsWith('Yavin 4: '));
  const first = (...choices) => choices.find(Boolean) ?? null;
  if (done.landed) {
    if (done.hops < 4 && done.phase === `${stage.turn}:${phase}`) {
      // The character that got off first (any, for the first hop) off and on again.
      const hop = index((a) => ['swccg-label-disembark', 'swccg-label-embark'].includes(key(a)) && (done.rider == null || card(a, 'card') === done.rider));
      if (hop >= 0) return pick(key(actions[hop]) === 'swccg-label-embark' ? 'embark' : 'disembark', hop);
    }
    return pick('first', 0);
  }
  const pass = pick('pass', index((a) => key(a) === 'swccg-label-end-phase'));
  if (phase === 'swccg-phase-deploy') {
    // A site of Yavin 4; once one is down, a starship with a pilot at the system; until then the
    // Force is kept for that.
    const withPilot = (a) => key(a) === 'swccg-label-deploy-with' && say(a, 'slot')?.key === 'swccg-slot-pilot' && place(a) === 'Yavin 4';
    return first(
      pick('deploy', index((a) => key(a) === 'swccg-label-deploy-location' && card(a, 'card')?.startsWith('Yavin 4: '))),
      siteUp && pick('deploy-with', index(withPilot)),
      pass,
      pick('first', 0),
    );
  }
  if (phase === 'swccg-phase-move') {
    return first(pick('land', index((a) => key(a) === 'swccg-label-move' && say(a, 'how')?.key === 'swccg-move-land')), pass, pick('first', 0));
  }
  if (phase === 'swccg-phase-battle') {
    // No battle started; a forfeit, the cheapest card.
    const forfeits = actions.map((a, i) => [a, i]).filter(([a]) => key(a) === 'swccg-label-forfeit');
    forfeits.sort(([a], [b]) => (arg(a, 'n')?.Number ?? 0) - (arg(b, 'n')?.Number ?? 0));
    return first(forfeits.length && pick('forfeit', forfeits[0][1]), pass, pick('first', 0));
  }
  return first(pick('activate', index((a) => key(a) === 'swccg-label-activate')), pick('first', 0));
}

/** In the page: where the player's card titled `title` is: the location it is at, and the card it
 *  is aboard with its place there (null for either when it is at the location itself). */
function whereIs(title) {
  const inside = (card, host) => {
    for (const { role, card: aboard } of card.attachments ?? []) {
      if (aboard.title === title) return { host, role: role.key };
      const deeper = inside(aboard, aboard.title);
      if (deeper) return deeper;
    }
    return null;
  };
  for (const zone of window.hangar.board.shared) {
    for (const card of zone.cards) {
      if (card.title === title) return { location: zone.card?.title, host: null, role: null };
      const found = inside(card, card.title);
      if (found) return { location: zone.card?.title, ...found };
    }
  }
  return { location: null, host: null, role: null };
}

test('a CCG deck list imported, played against the computer: a starship deployed with its pilot lands, and a character disembarks and embarks twice in one move phase', { timeout: 300_000 }, async () => {
  const { context, page, errors } = await deckAgainstComputer(table, 'swccg', DECK, 'Rogue Flight, my cut');
  await page.waitForSelector('main.board');
  assert.match(await page.locator('.players').innerText(), /You: Light Side/);

  const done = { deployed: false, landed: false, hops: 0, phase: null, rider: null, ship: null, site: null, flown: [] };
  for (let moves = 0; done.hops < 4; moves++) {
    assert.ok(moves < 400, `the plan is done within 400 moves (${JSON.stringify(done)})`);
    await page.waitForFunction(playerUp, null, { timeout: 120_000, polling: 50 });
    assert.equal(await page.locator('.end-screen, .outcome').count(), 0, `the match ended first (${JSON.stringify(done)})`);
    const next = await page.evaluate(plan, done);
    if (process.env.E2E_VERBOSE) console.log(`# ${moves}: ${next.kind} ${next.card ?? ''} (${next.phase})`);
    if (done.landed && done.hops > 0 && done.hops < 4 && next.phase !== done.phase) {
      assert.fail(`the move phase ended after ${done.hops} of the four hops (${JSON.stringify(done)})`);
    }
    const before = await page.evaluate(() => JSON.stringify(window.hangar.board));
    await page.evaluate((i) => document.querySelectorAll('.all-actions li button')[i].click(), next.i);
    await page.waitForFunction((b) => JSON.stringify(window.hangar.board) !== b, before, { polling: 20 });
    if (next.kind === 'deploy-with') {
      const at = await page.evaluate(whereIs, next.rider);
      assert.equal(at.location, 'Yavin 4', `${next.card} is at the Yavin 4 system`);
      assert.deepEqual([at.host, at.role], [next.card, 'swccg-role-pilot'], `${next.rider} is aboard ${next.card} as its pilot`);
      console.log(`# ${next.card} deployed with ${next.rider} aboard after ${moves} moves`);
      done.deployed = true;
      done.flown.push(next.card);
    } else if (next.kind === 'land') {
      const ship = await page.evaluate(whereIs, next.card);
      assert.ok(done.flown.includes(next.card), `${next.card} is a starship deployed with its pilot`);
      assert.match(ship.location ?? '', /^Yavin 4: /, `${next.card} is at a Yavin 4 site`);
      console.log(`# ${next.card} landed at ${ship.location} after ${moves} moves`);
      done.landed = true;
      done.ship = next.card;
      done.site = ship.location;
      done.phase = next.phase;
    } else if (next.kind === 'disembark' || next.kind === 'embark') {
      done.rider ??= next.card;
      done.hops += 1;
      const at = await page.evaluate(whereIs, next.card);
      const expected = next.kind === 'embark' ? done.ship : null;
      assert.deepEqual([at.location, at.host], [done.site, expected], `${next.card} ${next.kind}s (hop ${done.hops})`);
      console.log(`# ${next.card} ${next.kind}s (${done.hops} of 4, ${next.phase})`);
    }
  }
  assert.equal(await page.evaluate(() => `${window.hangar.board.stage.turn}:${window.hangar.board.stage.phase.key}`), done.phase, 'still the same move phase');
  assert.deepEqual(errors, []);
  await context.close();
});
