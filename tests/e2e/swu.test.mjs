// End to end, against the release build: Star Wars: Unlimited. A match is started from the start
// screen (against the computer from either seat, or hot-seat), and its scenarios are listed there.
// In the scenario "3.6.b — Piloting's attachment restriction" (Hopeful Volunteer in hand; an
// Alliance X-Wing and a Dilapidated Ski Speeder without a Pilot, a Phoenix Squadron A-Wing piloted
// by a Clone Pilot; the opponent's TIE/ln Fighter): a Pilot dragged onto a friendly Vehicle by
// mouse, by finger, and by tap-then-tap is played as its Pilot; illegal drops say why, citing the
// rule; a ready unit dropped on an enemy unit or base attacks it. A mid-game table fits 1366×768
// and a 390-wide phone; and a whole match against the computer, deterministic (the clock is fixed,
// so the match seed is, and the computer always spends its whole playout budget), reaches a winner.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { card, drag, fingerDrag, openSave, pay, servedTable, settled } from './harness.mjs';

const table = servedTable();

/** Date.now() in the page, fixed: the match seed (taken from it at the start button) is too. */
const FIXED_TIME = new Date('2026-12-01T12:00:00Z');

const SCENARIOS = ['swu-piloting-restriction', 'swu-extra-pilot', 'swu-play-a-unit', 'swu-unique-hera', 'swu-pilot-leader'];
const VOLUNTEER = card('Hopeful Volunteer');
const XWING = card('Alliance X-Wing');
const AWING = card('Phoenix Squadron A-Wing');
const SPEEDER = card('Dilapidated Ski Speeder');
const TIE = card('TIE/ln Fighter');
const ENEMY_BASE = card('Shield Generator Complex');
const GROUND = '.shared .arena[aria-label^="Ground arena"]';
const SPACE = '.shared .arena[aria-label^="Space arena"]';
const PILOTED = `${XWING} .attachment[data-role="pilot"] ${VOLUNTEER}`;
/** A hosting card's own face (its attachments are tucked above it, each a card of its own). */
const face = (selector) => `${selector} > .card-body`;

/** A new context (its own storage: a first visit) and page, with its page errors collected. */
async function visit(options = { viewport: { width: 1366, height: 768 } }) {
  const context = await table.browser.newContext(options);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  return { context, page, errors };
}

/** Opens the SWU scenario `key` from the start screen of a first visit. */
async function openScenario(key = 'swu-piloting-restriction', options) {
  const opened = await visit(options);
  await opened.page.goto(table.server.url);
  await opened.page.click(`.start-screen [data-scenario="${key}"]`);
  await opened.page.locator('.start-screen').waitFor({ state: 'detached' });
  await opened.page.waitForSelector('main.board .table .card[data-name]');
  return opened;
}

/** The legal actions the page offers now, by label. */
const labels = (page) => page.evaluate(() => window.hangar.board.actions.map((a) => a.label));

/** Every card in the arenas (the view model: what the engine says is there). */
const arenaCards = (page) => page.evaluate(() => window.hangar.board.shared.flatMap((z) => z.cards));

/** The refusal shown now: its reason and its rule, in words. */
async function refusal(page) {
  await page.waitForSelector('.refusal .rule');
  return { reason: await page.locator('.refusal .reason').innerText(), rule: await page.locator('.refusal .rule').innerText() };
}

const snapshot = (page) => page.evaluate(() => JSON.stringify(window.hangar.board));

test('an SWU match starts from the start screen: against the computer from either seat, or hot-seat; its scenarios are listed', async () => {
  const { context, page, errors } = await visit();
  await page.goto(table.server.url);
  const swu = page.locator('.start-screen [data-game="swu"]');
  assert.equal(await swu.locator('h2').innerText(), 'Star Wars: Unlimited');
  assert.deepEqual(
    await swu.locator('[data-start]').evaluateAll((bs) => bs.map((b) => b.dataset.start)),
    ['computer-0', 'computer-1', 'hot-seat'],
  );
  assert.match(await swu.locator('[data-start="computer-0"]').innerText(), /^Play as the Red Squadron \(Wedge Antilles\)/);
  assert.match(await swu.locator('[data-start="computer-1"]').innerText(), /^Play as the Victor Squadron \(Darth Vader\)/);
  for (const key of SCENARIOS) {
    const button = page.locator(`.start-screen .scenario-list [data-scenario="${key}"]`);
    assert.equal(await button.count(), 1, `${key} is listed`);
    assert.equal(await button.locator('xpath=following-sibling::span[@class="game"]').innerText(), 'Star Wars: Unlimited');
  }

  // Against the computer, as Player 2: the player's seat at the bottom, the computer's at the top.
  await swu.locator('[data-start="computer-1"]').click();
  await page.locator('.start-screen').waitFor({ state: 'detached' });
  await page.waitForSelector('.table .seat.near.seat-1');
  assert.equal(await page.locator('.topbar .game').innerText(), 'Star Wars: Unlimited');
  assert.equal(await page.locator('.topbar .title').innerText(), 'Player 1 (Wedge Antilles) against Player 2 (Darth Vader)');
  assert.equal(await page.locator('.table .seat.far.seat-0').count(), 1);
  assert.equal(await page.locator('.players').innerText(), 'Player 1 (Wedge Antilles): Computer (Normal) · You: Player 2 (Darth Vader)');
  assert.equal(
    await page.evaluate(() => window.hangar.board.shared.map((z) => z.name.key).join()),
    'swu-arena-ground,swu-arena-space',
  );
  // The match is dealt: an initiative to choose, or the opening hand to keep (whoever decides).
  await page.waitForFunction(() => window.hangar.board.seats.some((s) => s.acting));

  assert.deepEqual(errors, []);
  await context.close();

  // Hot-seat: the device is handed to the seat that decides first.
  const hot = await visit();
  await hot.page.goto(table.server.url);
  await hot.page.click('.start-screen [data-game="swu"] [data-start="hot-seat"]');
  await hot.page.waitForSelector('.handover');
  assert.match(await hot.page.locator('.handover h2').innerText(), /^Pass the device to Player [12] \((Wedge Antilles|Darth Vader)\)$/);
  await hot.page.click('.handover button');
  await hot.page.locator('.handover').waitFor({ state: 'detached' });
  await hot.page.waitForSelector('.table .seat.near.acting');
  assert.match(await hot.page.locator('.players').innerText(), /player at this device.*player at this device/);
  assert.ok((await labels(hot.page)).length > 0, 'the player at the device decides');
  assert.deepEqual(hot.errors, []);
  await hot.context.close();
});

test('a scenario from the start screen: the rule beside the table', async () => {
  const { context, page, errors } = await openScenario();
  assert.equal(await page.locator('.topbar .game').innerText(), 'Star Wars: Unlimited');
  assert.equal(await page.locator('.topbar .title').innerText(), "3.6.b — Piloting's attachment restriction");
  assert.match(await page.locator('.reference h2').innerText(), /3\.6\.b/);
  assert.match(await page.locator('.reference').innerText(), /Attach to a friendly Vehicle unit without a Pilot on it/);
  assert.equal(await page.locator(`.hand ${VOLUNTEER}`).count(), 1);
  assert.equal(await page.locator(`${AWING} .attachment[data-role="pilot"] ${card('Clone Pilot')}`).count(), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('dragging Hopeful Volunteer onto the Alliance X-Wing with the mouse lights the legal targets and plays him as its Pilot', async () => {
  const { context, page, errors } = await openScenario();
  await drag(page, VOLUNTEER, face(XWING), { hold: true });
  await page.waitForSelector(`${XWING}.drop-ok`);
  assert.equal(await page.locator(`${SPEEDER}.drop-ok`).count(), 1, 'the other friendly Vehicle without a Pilot is lit');
  assert.equal(await page.locator(`${AWING}.drop-ok`).count(), 0, 'the A-Wing has a Pilot already: not lit');
  assert.equal(await page.locator(`${TIE}.drop-ok`).count(), 0, 'the enemy TIE is not lit');
  assert.equal(await page.locator(`${GROUND}.drop-ok`).count(), 1, 'the ground arena is lit (played as a unit)');
  assert.equal(await page.locator(`${SPACE}.drop-ok`).count(), 0, 'the space arena is not');
  assert.match(await page.locator(XWING).getAttribute('aria-label'), /a legal choice now/, 'lit in words too');
  assert.equal(await page.locator(`${VOLUNTEER}.dragging`).count(), 1);
  await page.mouse.up();

  // Two ways to play him there: with Piloting [2], or through Wedge Antilles's Action ("Play a
  // Pilot card from your hand. It costs 1 less."). The engine's suggestion, Piloting, is chosen.
  await page.waitForSelector('.pay-choice');
  assert.deepEqual(await page.locator('.pay-choice .pay-way').allInnerTexts(), [
    'Play Hopeful Volunteer with Piloting on Alliance X-Wing (cost 2)',
    "Play Hopeful Volunteer with Piloting on Alliance X-Wing with Wedge Antilles's Action (cost 1)",
  ]);
  assert.equal(await page.locator('.card.pays').count(), 2, 'two resources marked to be spent');
  await pay(page);
  await page.waitForSelector(PILOTED);
  assert.equal(await page.locator(`.hand ${VOLUNTEER}`).count(), 0, 'no longer in hand');
  assert.ok((await page.locator(`${XWING} > .card-body .badge`).allInnerTexts()).includes('Piloted'));
  assert.equal(await page.locator(`${PILOTED} .role`).textContent(), 'Pilot');
  const xwing = (await arenaCards(page)).find((c) => c.title === 'Alliance X-Wing');
  assert.deepEqual(xwing.attachments.map((a) => [a.role.key, a.card.title]), [['swu-role-pilot', 'Hopeful Volunteer']]);
  assert.match(await page.locator('.log').innerText(), /Hopeful Volunteer was played with Piloting on Alliance X-Wing/);
  // Piloting [2]: two of the three resources are spent.
  assert.match(await page.locator('.topbar .status').innerText(), /Resources of Player 1 \(Wedge Antilles\) 1 ready of 3/);
  assert.deepEqual(errors, []);
  await context.close();
});

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

async function centre(page, selector) {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  await settled(page);
  const box = await page.locator(selector).first().boundingBox();
  return { x: box.x + box.width / 2, y: box.y + Math.min(20, box.height / 2) };
}

test('on a phone a finger drags Hopeful Volunteer onto the X-Wing: the targets light up, and he is its Pilot', async () => {
  const { context, page, errors } = await openScenario(undefined, PHONE);
  const cdp = await context.newCDPSession(page);
  const to = await centre(page, face(XWING));
  const from = await centre(page, VOLUNTEER);
  await fingerDrag(cdp, from, to, async () => {
    await page.waitForSelector(`${XWING}.drop-ok`); // lit while the finger moves
    assert.equal(await page.locator(`${AWING}.drop-ok`).count(), 0);
  });
  await page.tap('.pay-choice [data-pay="confirm"]');
  await page.waitForSelector(PILOTED);
  assert.equal(await page.locator(`.hand ${VOLUNTEER}`).count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a phone, tap Hopeful Volunteer, then tap the Ski Speeder: the same play without dragging', async () => {
  const { context, page, errors } = await openScenario(undefined, PHONE);
  await page.tap(VOLUNTEER);
  await page.waitForSelector(`${SPEEDER}.drop-ok`);
  assert.equal(await page.locator(`${VOLUNTEER}.selected`).count(), 1);
  await page.tap(`${SPEEDER} > .card-body .card-name`);
  // This time through Wedge Antilles's Action, for 1.
  await page.tap('.pay-choice .pay-way:has-text("Wedge Antilles\'s Action")');
  await page.waitForSelector('.pay-choice .pay-way.chosen:has-text("Wedge Antilles\'s Action")');
  await page.tap('.pay-choice [data-pay="confirm"]');
  await page.waitForSelector(`${SPEEDER} .attachment[data-role="pilot"] ${VOLUNTEER}`);
  assert.match(await page.locator('.log').innerText(), /Hopeful Volunteer was played with Piloting on Dilapidated Ski Speeder/);
  assert.equal(await page.locator(`${card('Wedge Antilles')}.turned`).count(), 1, "Wedge's Action exhausts him");
  assert.deepEqual(errors, []);
  await context.close();
});

test('illegal drops change nothing and say why, citing the rule', async () => {
  const { context, page, errors } = await openScenario();
  const before = await snapshot(page);

  // A second Pilot on the A-Wing, which has one.
  await drag(page, VOLUNTEER, face(AWING));
  let shown = await refusal(page);
  assert.equal(shown.reason, 'That Vehicle already has a Pilot on it, as many as it may carry.');
  assert.match(shown.rule, /^Rule: Star Wars: Unlimited — 7\.5\.17\.a “Piloting \[Y\]”, Jump to Lightspeed rulebook$/);

  // A Pilot on the enemy's Vehicle.
  await drag(page, VOLUNTEER, TIE);
  await page.waitForFunction(() => !/already has/.test(document.querySelector('.refusal .reason')?.textContent));
  shown = await refusal(page);
  assert.equal(shown.reason, 'Piloting plays a Pilot on a friendly Vehicle unit only.');
  assert.match(shown.rule, /7\.5\.17\.a/);

  // A ground unit attacking a space unit.
  await drag(page, face(SPEEDER), TIE);
  await page.waitForFunction(() => /arena/.test(document.querySelector('.refusal .reason')?.textContent));
  shown = await refusal(page);
  assert.match(shown.reason, /^A unit in the ground arena attacks in its own arena, not the space arena\.$/i);
  assert.equal(shown.rule, 'Rule: Star Wars: Unlimited — “Attack”, base game rules');

  assert.equal(await snapshot(page), before, 'the engine state is unchanged');
  assert.equal(await page.locator(`.hand ${VOLUNTEER}`).count(), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('dragging a ready unit onto an enemy unit or the enemy base in its arena attacks it', async () => {
  // The X-Wing (2 power) on the TIE/ln Fighter (2 power, 1 HP): the TIE is defeated, the X-Wing takes 2.
  let { context, page, errors } = await openScenario();
  await drag(page, face(XWING), TIE, { hold: true });
  await page.waitForSelector(`${TIE}.drop-ok`);
  assert.equal(await page.locator(`${ENEMY_BASE}.drop-ok`).count(), 1, 'the enemy base is lit');
  assert.equal(await page.locator(`${SPEEDER}.drop-ok`).count(), 0, 'a friendly unit is not');
  await page.mouse.up();
  await page.waitForFunction(() => /Alliance X-Wing attacked TIE\/ln Fighter/.test(document.querySelector('.log')?.innerText));
  await page.locator(TIE).waitFor({ state: 'detached' });
  await page.waitForSelector(`${XWING}.turned .token.damage[data-n="2"]`);
  assert.match(await page.locator('.log').innerText(), /TIE\/ln Fighter was defeated/);
  assert.deepEqual(errors, []);
  await context.close();

  // The Ski Speeder (ground, 3 power) on the enemy base: 3 damage on it.
  ({ context, page, errors } = await openScenario());
  await drag(page, face(SPEEDER), ENEMY_BASE);
  await page.waitForSelector(`${ENEMY_BASE} .token.damage[data-n="3"]`);
  assert.match(await page.locator('.log').innerText(), /Dilapidated Ski Speeder attacked Shield Generator Complex/);
  assert.equal(await page.locator(`${SPEEDER}.turned`).count(), 1, 'the attacker is exhausted');
  assert.deepEqual(errors, []);
  await context.close();
});

/** The player may act: its seat acts, the computer is not thinking, and there is something to do
 *  (or the game is over). */
const playerUp = (seat) =>
  document.querySelector('.outcome') ||
  (document.querySelector(`.seat-${seat}.acting`) && !document.querySelector('.thinking') && document.querySelector('.all-actions button'));

/** Plays as `seat` against the computer: `choose` picks the index of the button to press among the
 *  action labels; stops at the end of the game or when `stop` (run in the page) says so. Returns the
 *  number of moves made. */
async function play(page, seat, { choose, stop = () => false, limit }) {
  let moves = 0;
  for (;;) {
    await page.waitForFunction(playerUp, seat, { timeout: 120_000, polling: 50 });
    if (await page.locator('.outcome').count()) return moves;
    if (await page.evaluate(stop)) return moves;
    const names = await page.locator('.all-actions button').allInnerTexts();
    const before = await snapshot(page);
    await page.evaluate((i) => document.querySelectorAll('.all-actions button')[i].click(), choose(names));
    await page.waitForFunction((b) => JSON.stringify(window.hangar.board) !== b, before, { polling: 20 });
    moves += 1;
    assert.ok(moves < limit, `fewer than ${limit} moves`);
  }
}

/** A mid-game SWU table against the computer (round 3, units on both sides), as its autosave:
 *  the player (Player 1) always takes the LAST action listed (a play, an attack, a deploy when
 *  there is one), so both sides build a board. Made once, for the two layout tests. */
let midgame;
function midgameSave() {
  midgame ??= (async () => {
    const { context, page, errors } = await visit();
    await page.clock.setFixedTime(FIXED_TIME);
    await page.goto(table.server.url);
    await page.click('.start-screen [data-game="swu"] [data-start="computer-0"]');
    const stop = () => {
      const board = window.hangar.board;
      const units = board.shared.flatMap((z) => z.cards);
      const sides = new Set(units.map((c) => c.controller));
      return board.stage.turn >= 3 && units.length >= 6 && sides.size === 2;
    };
    const moves = await play(page, 0, { choose: (names) => names.length - 1, stop, limit: 400 });
    assert.equal(await page.locator('.outcome').count(), 0, 'still in play');
    const save = await page.evaluate(() => localStorage.getItem('hangar.autosave'));
    assert.deepEqual(errors, []);
    await context.close();
    console.log(`# mid-game table after ${moves} player moves`);
    return save;
  })();
  return midgame;
}

/** The box of every element matching `selector`. */
const boxes = (page, selector) =>
  page.locator(selector).evaluateAll((els) => els.map((e) => {
    const r = e.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, name: e.dataset.name ?? e.getAttribute('aria-label') };
  }));

test('at 1366×768 a mid-game SWU table fits: both seats and both arenas in view, no scrolling', { timeout: 300_000 }, async () => {
  const save = await midgameSave();
  const viewport = { width: 1366, height: 768 };
  const { context, page, errors } = await openSave(table.browser, table.server.url, save, viewport);
  await page.waitForFunction(playerUp, 0);
  await settled(page);
  assert.equal(await page.locator('.table .seat.far.seat-1').count(), 1, "the computer's seat is at the top");
  assert.equal(await page.locator('.table .seat.near.seat-0').count(), 1, "the player's at the bottom");
  assert.equal(await page.locator('.shared .arena').count(), 2, 'the ground and space arenas');
  assert.ok((await page.locator('.shared .arena .band.top > .card').count()) >= 1, "the computer's units in the arenas");
  assert.ok((await page.locator('.shared .arena .band.bottom > .card').count()) >= 1, "the player's units in the arenas");
  // Everything on the table is within the table's own box (which does not scroll), and the
  // dock within the window: nothing is hidden behind the dock or scrolled out of sight.
  const [area] = await boxes(page, '.table');
  const inside = (box, frame) => box.left >= frame.left && box.top >= frame.top && box.right <= frame.right && box.bottom <= frame.bottom;
  const onTable = [
    '.seat.far', '.seat.near', '.shared .arena', '.shared .arena .card', '.seat .identity > .card', '.seat .play-area',
    '.seat .play-area > .card',
  ];
  for (const selector of onTable) {
    for (const box of await boxes(page, `.table ${selector}`)) {
      assert.ok(inside(box, area), `${selector} ${box.name ?? ''} is in view: ${JSON.stringify(box)}, the table ${JSON.stringify(area)}`);
    }
  }
  const screen = { left: 0, top: 0, right: viewport.width, bottom: viewport.height };
  for (const box of await boxes(page, '.dock .hand > .card, .prompt-bar')) {
    assert.ok(inside(box, screen), `${box.name ?? 'the prompt bar'} is in view: ${JSON.stringify(box)}`);
  }
  const [far] = await boxes(page, '.seat.far');
  const [near] = await boxes(page, '.seat.near');
  const arenas = await boxes(page, '.shared');
  assert.ok(far.bottom <= arenas[0].top && arenas[0].bottom <= near.top, 'the computer above the arenas, the player below');
  const scroll = await page.evaluate(() => ({
    page: [document.documentElement.scrollWidth, document.documentElement.scrollHeight],
    table: [document.querySelector('.table').scrollHeight, document.querySelector('.table').clientHeight],
  }));
  assert.deepEqual(scroll.page, [1366, 768], 'the page does not scroll');
  assert.ok(scroll.table[0] <= scroll.table[1], 'the table does not scroll either');
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a 390-wide phone the mid-game SWU table does not scroll sideways', { timeout: 300_000 }, async () => {
  const save = await midgameSave();
  const { context, page, errors } = await openSave(table.browser, table.server.url, save, PHONE.viewport, { hasTouch: true, isMobile: true });
  await page.waitForFunction(playerUp, 0);
  await settled(page);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'no sideways scrolling');
  for (const box of await boxes(page, '.table .card, .hand-dock .card, .shared .arena')) {
    assert.ok(box.left >= 0 && box.right <= 390, `${box.name} is within the width: ${JSON.stringify(box)}`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('a whole SWU match against the computer, from the start screen to a winner', { timeout: 600_000 }, async () => {
  const started = Date.now();
  const { context, page, errors } = await visit();
  await page.clock.setFixedTime(FIXED_TIME);
  await page.goto(table.server.url);
  await page.click('.start-screen [data-game="swu"] [data-start="computer-0"]');
  await page.locator('.start-screen').waitFor({ state: 'detached' });
  // The player takes the last action listed (a play, an attack, a deploy when there is one),
  // so both sides build a board and fight for it.
  const moves = await play(page, 0, { choose: (names) => names.length - 1, limit: 2000 });
  const seconds = (Date.now() - started) / 1000;
  const outcome = await page.locator('.end-screen .outcome').innerText();
  const headline = await page.locator('.end-screen h2').innerText();
  const length = await page.locator('.end-length').innerText();
  console.log(`# whole SWU match: ${moves} player moves, ${length}, ${seconds.toFixed(0)} s; ${headline}: ${outcome}`);
  assert.match(outcome, /^(Player [12] \((Wedge Antilles|Darth Vader)\) wins: the base of Player [12] \((Wedge Antilles|Darth Vader)\) took damage equal to its HP\.|A draw: both bases fell at once\.)$/);
  const computerWon = /^Player 2 /.test(outcome);
  assert.equal(headline, computerWon ? 'The computer wins' : 'You win!', 'the headline and the outcome agree');
  assert.match(length, /^\d+ rounds?, \d+ moves?$/, "SWU counts rounds");
  assert.deepEqual(errors, []);
  await context.close();
});
