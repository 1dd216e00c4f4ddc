// End to end, against the release build: the Star Wars CCG (Decipher). A match started from the
// start screen (its scenarios listed there too); by mouse drag, a pilot deployed aboard a
// starfighter, a piloted starfighter landing at a related exterior site and another taking off
// (the seed's [S12], [S13] and [S14] positions, opened from the start screen); the same by a
// finger on a phone and by tap-then-tap; illegal drops refused with the marker of the rule they
// break; a mid-game table that fits a laptop and a phone; and a whole match against the computer,
// deterministic (the clock is fixed, so the match seed is, and the computer's time cap never
// binds: it always spends its whole playout budget).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { card, drag, fingerDrag, readSave, servedTable, settled } from './harness.mjs';

const table = servedTable();

/** The fixed moment every deterministic test starts at: Date.now() (the match seed) is fixed. */
const NOW = new Date('2026-12-01T12:00:00Z');
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

const BLACK_2 = card('Black 2');
const DS61 = card('DS-61-2');
const DEVASTATOR = card('Devastator');
const FALCON = card('Millennium Falcon');
const HAN = card('Han Solo');
const RED_3 = card('Red 3');
const BIGGS = card('Biggs Darklighter');
const TIE = card('TIE Fighter');

/** A card's own face (not the strips of what is aboard it, drawn above it). */
const face = (selector) => `${selector} > .card-body`;
/** `rider` aboard `host` in `role` ("pilot", "passenger"…), drawn as a strip on it. */
const aboard = (host, role, rider) => `${host} > .attachments > .attachment[data-role="${role}"] > ${rider}`;
/** The badges on a card's own face. */
const badges = (page, selector) => page.locator(`${face(selector)} .badge`).allInnerTexts();

/** A fresh page (nothing saved yet: the start screen opens) in a new context. */
async function firstVisit(options = { viewport: LAPTOP }, { fixedClock = false } = {}) {
  const context = await table.browser.newContext(options);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  if (fixedClock) await page.clock.setFixedTime(NOW);
  await page.goto(table.server.url);
  await page.waitForSelector('.start-screen');
  return { context, page, errors };
}

/** Opens the CCG scenario `key` from the start screen and waits for its table. */
async function openScenario(page, key) {
  await page.click(`.start-screen [data-scenario="${key}"]`);
  await page.locator('.start-screen').waitFor({ state: 'detached' });
  await page.waitForSelector('.shared .location .card[data-name]');
  await settled(page);
}

/** The selector of the location titled `title`: its shared zone, `[data-zone]` from the view. */
async function location(page, title) {
  const id = await page.evaluate((t) => window.hangar.board.shared.find((z) => z.card?.title === t)?.id, title);
  assert.ok(id !== undefined, `${title} is on the table`);
  return `.shared .location[data-zone="${id}"]`;
}

/** The title of the location the card named `name` is at (on its own), from the view. */
const whereIs = (page, name) =>
  page.evaluate((n) => window.hangar.board.shared.find((z) => z.cards.some((c) => c.title === n))?.card?.title ?? null, name);

/** The view model's card named `name`, wherever it is. */
const viewCard = (page, name) =>
  page.evaluate((n) => {
    const board = window.hangar.board;
    const all = [...board.shared.flatMap((z) => z.cards), ...board.seats.flatMap((s) => s.zones.flatMap((z) => z.cards))];
    const walk = (cs) => cs.flatMap((c) => [c, ...walk(c.attachments.map((a) => a.card))]);
    return walk(all).find((c) => c.title === n) ?? null;
  }, name);

/** The Force in a side's Force Pile (seat 0 is the Dark Side), from the view. */
const forcePile = (page, seat) =>
  page.evaluate((s) => window.hangar.board.seats[s].zones.find((z) => z.name.key === 'swccg-zone-force-pile').hidden, seat);

/** Waits for a refusal and returns its reason and rule, in words. */
async function refusal(page) {
  await page.waitForSelector('.refusal .rule');
  return { reason: await page.locator('.refusal .reason').innerText(), rule: await page.locator('.refusal .rule').innerText() };
}

/** The box of every element matching `selector`. */
const boxes = (page, selector) =>
  page.locator(selector).evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, name: e.dataset.name ?? e.dataset.zone ?? e.className };
    }),
  );

// ---- 1. From the start screen ----

test('the start screen offers a CCG match (either side against the computer, or hot-seat) and lists the CCG scenarios', async () => {
  const { context, page, errors } = await firstVisit();
  const section = page.locator('.start-screen [data-game="swccg"]');
  assert.equal(await section.locator('h2').innerText(), 'Star Wars CCG');
  assert.equal(await section.locator('[data-start="computer-0"]').innerText(), 'Play as the Dark Side');
  assert.equal(await section.locator('[data-start="computer-1"]').innerText(), 'Play as the Light Side');
  assert.equal(await section.locator('[data-start="hot-seat"]').innerText(), 'Hot-seat game (two players, one device)');
  const scenarios = await page.locator('.start-screen .scenario-list li').evaluateAll((lis) =>
    lis.map((li) => [li.querySelector('[data-scenario]').dataset.scenario, li.querySelector('.game').textContent]),
  );
  const ccg = scenarios.filter(([, game]) => game === 'Star Wars CCG').map(([key]) => key);
  assert.deepEqual(ccg, [
    'swccg-vader-pilots',
    'swccg-danz-borin',
    'swccg-permanent-pilot',
    'swccg-no-permanent-pilot',
    'swccg-landing',
    'swccg-ties-need-docking-bays',
    'swccg-landed',
    'swccg-vehicles',
  ]);

  // The player takes the Dark Side, which has the first turn: the deal is on the table.
  await section.locator('[data-start="computer-0"]').click();
  await page.locator('.start-screen').waitFor({ state: 'detached' });
  await page.locator('.players', { hasText: 'You: Dark Side · Light Side: Computer (Normal)' }).waitFor();
  assert.equal(await page.locator('.topbar .game').innerText(), 'Star Wars CCG');
  assert.equal(await page.locator('.topbar .title').innerText(), 'Black Squadron over Tatooine against Rogue Flight from Yavin');
  const locations = await page.locator('.shared .location .location-card .card').evaluateAll((cs) => cs.map((c) => c.dataset.name));
  assert.deepEqual([...locations].sort(), ['Tatooine', 'Yavin 4'], 'one starting location each');
  assert.equal(await page.locator('.hand-dock .hand > .card[data-name]').count(), 8, 'an opening hand of eight');
  assert.equal(await page.locator('.seat-1 .hand .card[data-name]').count(), 0, "the computer's hand is hidden");
  assert.equal(await page.locator('.seat-1 .hand .card-back').count(), 8);
  assert.equal(await page.locator('.table .seat.near.seat-0.acting').count(), 1, 'the Dark Side acts, at the bottom');
  assert.match(await page.locator('.prompt-bar .prompt').innerText(), /^Dark Side: activate up to \d+ Force\.$/);
  // The game is on: it is saved and resumes after a reload without the start screen.
  await page.reload();
  await page.waitForSelector('.shared .location');
  assert.equal(await page.locator('.start-screen').count(), 0);
  assert.equal(await page.locator('.topbar .game').innerText(), 'Star Wars CCG');
  assert.deepEqual(errors, []);
  await context.close();

  // Hot-seat: the device is handed to the Dark Side first, and no hand is in the page.
  const hot = await firstVisit();
  await hot.page.click('.start-screen [data-game="swccg"] [data-start="hot-seat"]');
  await hot.page.locator('.handover h2', { hasText: 'Pass the device to Dark Side' }).waitFor();
  assert.equal(await hot.page.locator('.hand .card[data-name]').count(), 0);
  await hot.page.click('.handover button');
  await hot.page.waitForSelector('.seat-0 .hand .card[data-name]');
  assert.equal(await hot.page.locator('.topbar .game').innerText(), 'Star Wars CCG');
  assert.deepEqual(hot.errors, []);
  await hot.context.close();
});

// ---- 2. By mouse ----

test('mouse: [S12] Black 2 deploys empty at Docking Bay 94, then DS-61-2 dropped on it deploys aboard as its pilot', async () => {
  const { context, page, errors } = await firstVisit();
  await openScenario(page, 'swccg-no-permanent-pilot');
  const [system, bay] = [await location(page, 'Tatooine'), await location(page, 'Tatooine: Docking Bay 94')];
  await page.waitForSelector('.reference:has-text("Black 2 has no permanent pilot")');
  assert.equal(await forcePile(page, 0), 3);

  // Black 2 picked up: its legal places light (the docking bay, aboard Devastator), not the system.
  await drag(page, face(BLACK_2), bay, { hold: true });
  await page.waitForSelector(`${bay}.drop-ok`);
  assert.equal(await page.locator(`${DEVASTATOR}.drop-ok`).count(), 1, 'aboard Devastator is lit');
  assert.equal(await page.locator(`${system}.drop-ok`).count(), 0, 'the system is not lit: empty, it may not go there');
  assert.match(await page.locator(bay).getAttribute('aria-label'), /Docking Bay 94, a legal choice now$/, 'lit in words too');
  await page.mouse.up();
  await page.waitForSelector(`${bay} ${BLACK_2}`);
  assert.deepEqual(await badges(page, BLACK_2), ['Unique', 'Landed', 'Unpiloted']);
  assert.equal(await page.locator(`.hand ${BLACK_2}`).count(), 0);

  // DS-61-2 picked up: Black 2 is lit; dropped on it, he is its pilot.
  await drag(page, face(DS61), face(BLACK_2), { hold: true });
  await page.waitForSelector(`${BLACK_2}.drop-ok`);
  assert.match(await page.locator(BLACK_2).getAttribute('aria-label'), /a legal choice now/);
  await page.mouse.up();
  await page.waitForSelector(aboard(BLACK_2, 'pilot', DS61));
  assert.equal(await page.locator(`${aboard(BLACK_2, 'pilot', DS61)} .role`).innerText(), 'PILOT'); // drawn upper-case
  assert.deepEqual(await badges(page, BLACK_2), ['Unique', 'Landed', 'Piloted']);
  assert.equal(await page.locator(`.hand ${DS61}`).count(), 0, 'no longer in hand');
  const black2 = await viewCard(page, 'Black 2');
  assert.deepEqual(black2.attachments.map((a) => [a.role.key, a.card.title]), [['swccg-role-pilot', 'DS-61-2']]);
  assert.equal(await whereIs(page, 'Black 2'), 'Tatooine: Docking Bay 94');
  assert.equal(await forcePile(page, 0), 0, '1 Force for Black 2, 2 for DS-61-2');
  assert.match(await page.locator('.log').innerText(), /DS-61-2 deploys aboard Black 2 as pilot \(2 Force\)/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('mouse: [S13] the piloted Millennium Falcon lands at Docking Bay 94 (free) and shows Landed; Red 3 takes off from Mos Eisley (1 Force)', async () => {
  const { context, page, errors } = await firstVisit();
  await openScenario(page, 'swccg-landing');
  const [system, bay, mos] = [
    await location(page, 'Tatooine'),
    await location(page, 'Tatooine: Docking Bay 94'),
    await location(page, 'Tatooine: Mos Eisley'),
  ];
  assert.equal(await page.locator(`${system} ${aboard(FALCON, 'pilot', HAN)}`).count(), 1, 'Han Solo pilots the Falcon at Tatooine');
  assert.deepEqual(await badges(page, FALCON), ['Unique', 'Piloted']);
  assert.equal(await forcePile(page, 1), 2);

  // Picked up at the system, the Falcon may land at either related exterior site.
  await drag(page, face(FALCON), bay, { hold: true });
  await page.waitForSelector(`${bay}.drop-ok`);
  assert.equal(await page.locator(`${mos}.drop-ok`).count(), 1, 'Mos Eisley is lit too');
  assert.equal(await page.locator(`${system}.drop-ok`).count(), 0);
  await page.mouse.up();
  await page.waitForSelector(`${bay} ${aboard(FALCON, 'pilot', HAN)}`);
  assert.equal(await whereIs(page, 'Millennium Falcon'), 'Tatooine: Docking Bay 94');
  assert.deepEqual(await badges(page, FALCON), ['Unique', 'Landed', 'Piloted', 'Moved']);
  assert.equal(await forcePile(page, 1), 2, '[S15] landing at a docking bay is free');
  assert.match(await page.locator('.log').innerText(), /Land: Millennium Falcon to Tatooine: Docking Bay 94 \(0 Force\)/);
  // One regular move a turn: the Falcon is not movable again until the next turn.
  assert.equal(await page.locator(`${FALCON}.movable`).count(), 0, 'it has made its regular move');

  // Red 3, landed at Mos Eisley with Biggs piloting, is dragged back to the system: it takes off.
  assert.deepEqual(await badges(page, RED_3), ['Unique', 'Landed', 'Piloted']);
  await drag(page, face(RED_3), system, { hold: true });
  await page.waitForSelector(`${system}.drop-ok`);
  await page.mouse.up();
  await page.waitForSelector(`${system} ${aboard(RED_3, 'pilot', BIGGS)}`);
  assert.deepEqual(await badges(page, RED_3), ['Unique', 'Piloted', 'Moved'], 'no longer landed');
  assert.equal(await forcePile(page, 1), 1, '[S15] taking off from Mos Eisley costs 1 Force');
  assert.match(await page.locator('.log').innerText(), /Take off: Red 3 to Tatooine \(1 Force\)/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('mouse: [S14] Black 2 with DS-61-2 takes off from Docking Bay 94 to Tatooine, and the TIE Fighter lands there', async () => {
  const { context, page, errors } = await firstVisit();
  await openScenario(page, 'swccg-ties-need-docking-bays');
  const [system, bay, mos] = [
    await location(page, 'Tatooine'),
    await location(page, 'Tatooine: Docking Bay 94'),
    await location(page, 'Tatooine: Mos Eisley'),
  ];
  assert.deepEqual(await badges(page, BLACK_2), ['Unique', 'Landed', 'Piloted']);
  await drag(page, face(BLACK_2), system, { hold: true });
  await page.waitForSelector(`${system}.drop-ok`);
  assert.equal(await page.locator(`${mos}.drop-ok`).count(), 0);
  await page.mouse.up();
  await page.waitForSelector(`${system} ${aboard(BLACK_2, 'pilot', DS61)}`);
  assert.deepEqual(await badges(page, BLACK_2), ['Unique', 'Piloted', 'Moved']);

  // The TIE Fighter (a permanent pilot): only the docking bay is lit, and it lands there.
  await drag(page, face(TIE), bay, { hold: true });
  await page.waitForSelector(`${bay}.drop-ok`);
  assert.equal(await page.locator(`${mos}.drop-ok`).count(), 0, '[S14] Mos Eisley is no place for a TIE');
  await page.mouse.up();
  await page.waitForSelector(`${bay} ${TIE}`);
  assert.deepEqual(await badges(page, TIE), ['Landed', 'Piloted', 'Moved']);
  assert.equal(await forcePile(page, 0), 2, 'both free at a docking bay');
  assert.deepEqual(errors, []);
  await context.close();
});

// ---- 3. By touch ----

/** Scrolls so that both `from` and `to` are in view above the dock (the hand is docked: it
 *  never scrolls), and returns the points to press and to lift at. */
async function inView(page, from, to) {
  await settled(page);
  await page.evaluate(
    ([a, b]) => {
      const dock = document.querySelector('.dock').getBoundingClientRect().top;
      const rects = [a, b].map((s) => document.querySelector(s)).filter((e) => !e.closest('.dock')).map((e) => e.getBoundingClientRect());
      if (!rects.length) return;
      const top = Math.min(...rects.map((r) => r.top));
      const bottom = Math.max(...rects.map((r) => r.top + 40));
      if (top < 0 || bottom > dock) window.scrollBy(0, top - Math.max(8, (dock - (bottom - top)) / 2));
    },
    [from, to],
  );
  await settled(page);
  const dock = (await boxes(page, '.dock'))[0];
  const point = async (selector) => {
    const box = await page.locator(selector).first().boundingBox();
    const p = { x: box.x + box.width / 2, y: box.y + Math.min(20, box.height / 2) };
    const docked = await page.locator(selector).first().evaluate((e) => !!e.closest('.dock'));
    assert.ok(p.y >= 0 && (docked || p.y < dock.top), `${selector} is on the screen, not under the dock: ${JSON.stringify(p)}`);
    return p;
  };
  return { from: await point(from), to: await point(to) };
}

/** A finger drags from `from` to `to` (both scrolled into view), `lit` lighting on the way. */
async function touchDrag(page, cdp, from, to, lit) {
  const { from: a, to: b } = await inView(page, from, to);
  await fingerDrag(cdp, a, b, () => page.waitForSelector(lit)); // lit while the finger moves
}

test('touch: on a phone a finger drags Black 2 onto Docking Bay 94, then DS-61-2 goes aboard by tap-then-tap', async () => {
  const { context, page, errors } = await firstVisit(PHONE);
  await openScenario(page, 'swccg-no-permanent-pilot');
  const bay = await location(page, 'Tatooine: Docking Bay 94');
  const cdp = await context.newCDPSession(page);
  await touchDrag(page, cdp, `.hand-dock ${face(BLACK_2)}`, bay, `${bay}.drop-ok`);
  await page.waitForSelector(`${bay} ${BLACK_2}`);
  assert.deepEqual(await badges(page, BLACK_2), ['Unique', 'Landed', 'Unpiloted']);

  // Tap the pilot in hand: it is picked up and Black 2 lights; tap Black 2: he is aboard.
  await page.tap(`.hand-dock ${face(DS61)}`);
  await page.waitForSelector(`${DS61}.selected`);
  await page.waitForSelector(`${BLACK_2}.drop-ok`);
  await page.locator('.prompt-bar .hint.held', { hasText: 'DS-61-2 picked up' }).waitFor();
  await page.tap(face(BLACK_2));
  await page.waitForSelector(aboard(BLACK_2, 'pilot', DS61));
  assert.deepEqual(await badges(page, BLACK_2), ['Unique', 'Landed', 'Piloted']);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'no sideways scrolling');
  assert.deepEqual(errors, []);
  await context.close();
});

test('touch: on a phone tap the Falcon then tap Mos Eisley to land it, and a finger drags Red 3 up to Tatooine to take off', async () => {
  const { context, page, errors } = await firstVisit(PHONE);
  await openScenario(page, 'swccg-landing');
  const [system, mos] = [await location(page, 'Tatooine'), await location(page, 'Tatooine: Mos Eisley')];

  await page.tap(face(FALCON));
  await page.waitForSelector(`${FALCON}.selected`);
  await page.waitForSelector(`${mos}.drop-ok`);
  await page.tap(mos);
  await page.waitForSelector(`${mos} ${aboard(FALCON, 'pilot', HAN)}`);
  assert.deepEqual(await badges(page, FALCON), ['Unique', 'Landed', 'Piloted', 'Moved']);
  assert.equal(await forcePile(page, 1), 1, '[S15] 1 Force to land away from a docking bay');

  const cdp = await context.newCDPSession(page);
  await touchDrag(page, cdp, face(RED_3), system, `${system}.drop-ok`);
  await page.waitForSelector(`${system} ${aboard(RED_3, 'pilot', BIGGS)}`);
  assert.deepEqual(await badges(page, RED_3), ['Unique', 'Piloted', 'Moved']);
  assert.equal(await forcePile(page, 1), 0);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'no sideways scrolling');
  assert.deepEqual(errors, []);
  await context.close();
});

// ---- 4. Illegal drops ----

test('illegal drops change nothing and say why with the marker: [S12] an empty Black 2 on Tatooine, [S14] a TIE on Mos Eisley', async () => {
  let { context, page, errors } = await firstVisit();
  await openScenario(page, 'swccg-no-permanent-pilot');
  let before = await page.evaluate(() => JSON.stringify(window.hangar.board));
  await drag(page, face(BLACK_2), await location(page, 'Tatooine'));
  let why = await refusal(page);
  assert.equal(why.reason, 'An empty starfighter cannot deploy to a system: without a permanent pilot it goes there only with a pilot deploying aboard.');
  assert.match(why.rule, /^Rule: Star Wars CCG — \[S12\] Deploying starfighters without a permanent pilot/);
  assert.equal(await page.evaluate(() => JSON.stringify(window.hangar.board)), before, 'the engine state is unchanged');
  assert.equal(await page.locator(`.hand ${BLACK_2}`).count(), 1, 'still in hand');
  // A legal move clears the refusal.
  await drag(page, face(BLACK_2), await location(page, 'Tatooine: Docking Bay 94'));
  await page.locator('.refusal').waitFor({ state: 'detached' });

  assert.deepEqual(errors, []);
  await context.close();

  ({ context, page, errors } = await firstVisit());
  await openScenario(page, 'swccg-ties-need-docking-bays');
  before = await page.evaluate(() => JSON.stringify(window.hangar.board));
  // Dropped on the location's own card: the same as on the location.
  await drag(page, face(TIE), face(card('Tatooine: Mos Eisley')));
  why = await refusal(page);
  assert.equal(why.reason, 'TIEs land and take off only at docking bays.');
  assert.match(why.rule, /^Rule: Star Wars CCG — \[S14\] TIEs require docking bays/);
  assert.equal(await page.evaluate(() => JSON.stringify(window.hangar.board)), before, 'the engine state is unchanged');
  assert.equal(await whereIs(page, 'TIE Fighter'), 'Tatooine');
  assert.deepEqual(errors, []);
  await context.close();
});

// ---- 5. The table fits ----

/** With the clock fixed, plays a hot-seat match from the start screen, each side taking the
 *  first of its legal actions, until turn `turn` (handing the device over as asked). */
async function hotSeatUntil(page, turn) {
  await page.click('.start-screen [data-game="swccg"] [data-start="hot-seat"]');
  for (let moves = 0; ; moves++) {
    assert.ok(moves < 2000, 'the turn comes');
    await page.waitForFunction(() => document.querySelector('.handover button, .all-actions button, .outcome'));
    if (await page.locator('.handover').count()) {
      await page.click('.handover button');
      await page.locator('.handover').waitFor({ state: 'detached' });
      continue;
    }
    const at = await page.evaluate(() => ({ turn: window.hangar.board.stage.turn, over: window.hangar.board.ending != null }));
    assert.ok(!at.over, 'the match is still on');
    if (at.turn >= turn) return;
    const before = await page.evaluate(() => JSON.stringify(window.hangar.board));
    await page.evaluate(() => document.querySelector('.all-actions button').click());
    await page.waitForFunction((b) => JSON.stringify(window.hangar.board) !== b, before, { polling: 20 });
  }
}

/** A mid-game table, the same every time: turn 6 of a hot-seat match (the clock fixed). */
async function midGame(options) {
  const visit = await firstVisit(options, { fixedClock: true });
  await hotSeatUntil(visit.page, 6);
  await settled(visit.page);
  return visit;
}

test('a mid-game CCG table fits 1366×768: both sides and every location in view, no scrolling', async () => {
  const { context, page, errors } = await midGame({ viewport: LAPTOP });
  const onTable = await page.locator('.shared .location .band .card[data-name]').count();
  const locations = await page.locator('.shared .location').count();
  console.log(`# mid-game table: turn 6, ${locations} locations, ${onTable} cards at them`);
  assert.ok(onTable >= 4, `a mid-game table (${onTable} cards at the locations)`);
  assert.equal(await page.locator('.table .seat.far').count(), 1, 'the other side at the top');
  assert.equal(await page.locator('.table .seat.near').count(), 1, 'the side at the device at the bottom');
  const far = (await boxes(page, '.seat.far'))[0];
  const shared = (await boxes(page, '.shared'))[0];
  const near = (await boxes(page, '.seat.near'))[0];
  assert.ok(far.bottom <= shared.top && shared.bottom <= near.top, 'the other side, the locations, the side at the device');
  const scroll = await page.evaluate(() => ({
    page: [document.documentElement.scrollWidth, document.documentElement.scrollHeight],
    table: [document.querySelector('.table').scrollHeight, document.querySelector('.table').clientHeight],
  }));
  assert.deepEqual(scroll.page, [LAPTOP.width, LAPTOP.height], 'the page does not scroll');
  for (const selector of ['.seat.far', '.seat.near', '.shared .location', '.shared .location .card', '.hand-dock .hand > .card', '.prompt-bar']) {
    for (const box of await boxes(page, selector)) {
      assert.ok(
        box.left >= 0 && box.top >= 0 && box.right <= LAPTOP.width && box.bottom <= LAPTOP.height,
        `${selector} ${box.name} is in view: ${JSON.stringify(box)}`,
      );
    }
  }
  assert.ok(scroll.table[0] <= scroll.table[1], `the table does not scroll either: ${scroll.table}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the same mid-game table on a 390-wide phone scrolls up and down only, with the dock at the bottom edge', async () => {
  const { context, page, errors } = await midGame(PHONE);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'no sideways scrolling');
  for (const box of await boxes(page, '.table .card, .hand-dock .card, .shared .location, .seat')) {
    assert.ok(box.left >= 0 && box.right <= 390, `${box.name} is within the width: ${JSON.stringify(box)}`);
  }
  for (const y of [0, 100000]) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    await page.waitForFunction((to) => (to === 0 ? window.scrollY === 0 : window.scrollY > 0 || document.documentElement.scrollHeight <= innerHeight), y);
    const dock = (await boxes(page, '.dock'))[0];
    assert.ok(Math.abs(dock.bottom - 844) <= 1, `the dock stays at the bottom edge: ${JSON.stringify(dock)}`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

// ---- 6. A whole match ----

/** The player may act: its seat is marked and the computer is not thinking. */
const playerUp = () =>
  document.querySelector('.end-screen') ||
  (document.querySelector('.seat-1.acting') && !document.querySelector('.thinking') && document.querySelector('.all-actions button'));

test('a whole CCG match against the computer, from the start screen to its end, deterministic', { timeout: 600_000 }, async () => {
  const started = Date.now();
  const { context, page, errors } = await firstVisit({ viewport: LAPTOP }, { fixedClock: true });
  await page.click('.start-screen [data-game="swccg"] [data-start="computer-1"]'); // the Light Side; the Dark Side opens
  await page.locator('.players', { hasText: 'Dark Side: Computer (Normal) · You: Light Side' }).waitFor();
  // The match seed is the fixed clock's time (the autosave's start names it).
  await page.waitForFunction(() => localStorage.getItem('hangar.autosave'));
  assert.equal(readSave(await page.evaluate(() => localStorage.getItem('hangar.autosave'))).start.seed, NOW.getTime());
  let moves = 0;
  for (;;) {
    await page.waitForFunction(playerUp, null, { timeout: 120_000, polling: 50 });
    if (await page.locator('.end-screen').count()) break;
    const before = await page.evaluate(() => JSON.stringify(window.hangar.board));
    await page.evaluate(() => document.querySelector('.all-actions button').click());
    await page.waitForFunction((b) => JSON.stringify(window.hangar.board) !== b, before, { polling: 20 });
    moves += 1;
    assert.ok(moves < 600, 'the match ends within 600 player moves');
  }
  const seconds = (Date.now() - started) / 1000;
  assert.ok(await page.evaluate(() => window.hangar.board.ending != null), 'the engine says the match is over');
  const headline = await page.locator('.end-screen h2').innerText();
  assert.match(headline, /^(You win!|The computer wins)$/);
  const outcome = await page.locator('.end-screen .outcome').innerText();
  assert.match(outcome, /^the (Dark|Light) Side's Life Force is gone$/);
  const length = await page.locator('.end-length').innerText();
  assert.match(length, /^\d+ turns, \d+ moves$/);
  // The headline and the engine agree on who won: the loser is the side whose Life Force is gone.
  const loser = outcome.match(/the (Dark|Light) Side/)[1];
  assert.equal(headline === 'You win!', loser === 'Dark', `${headline} / ${outcome}`);
  console.log(`# whole CCG match: ${moves} player moves, ${length}, ${seconds.toFixed(0)} s; ${headline} (${outcome})`);
  assert.deepEqual(errors, []);
  await context.close();
});
