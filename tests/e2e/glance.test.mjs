// End to end, against the release build: the table, second pass (issue #29). Every card is read
// at a glance — its numbers where its game prints them and always whole, titles broken only
// between words, pile labels whole, SWU's resources a labelled row, the CCG's locations on one
// line with each side's cards on its own side —; no click acts without the player choosing; the
// zoom and a pile's list stay inside the window; and the log, undo and saves agree with the
// table. Each test opens a seeded match, a scenario or a committed mid-game save.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { card, drag, FEL, openSave, openTable, pay, PILOTED, pilotFel, readSave, seededContext, servedTable, settled, TIE } from './harness.mjs';

const table = servedTable();
const fixture = (name) => readFile(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const NOW = new Date('2026-12-01T12:00:00Z');

/** Opens a mid-game save; a hot-seat cover is passed. */
async function midgame(name, viewport = LAPTOP, options = {}) {
  const opened = await openSave(table.browser, table.server.url, await fixture(name), viewport, options);
  if (await opened.page.locator('.handover button').count()) {
    await opened.page.click('.handover button');
    await opened.page.locator('.handover').waitFor({ state: 'detached' });
  }
  await opened.page.mouse.move(0, 0);
  await settled(opened.page);
  return opened;
}

/** A fresh visit (the start screen), optionally at a fixed moment (the match seed is fixed). */
async function firstVisit({ fixedClock = false, options = { viewport: LAPTOP } } = {}) {
  const context = await table.browser.newContext(options);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  if (fixedClock) await page.clock.setFixedTime(NOW);
  await page.goto(table.server.url);
  await page.waitForSelector('.start-screen');
  return { context, page, errors };
}

/** Every corner number of every card on the table that is not whole inside its card's face. */
const cutCorners = (page) =>
  page.evaluate(() => {
    const out = [];
    for (const corner of document.querySelectorAll('.table .card-body .corner, .hand-dock .card-body .corner')) {
      // Small cards that show only a title (a hand's fan, a resource tray) draw no numbers.
      if (getComputedStyle(corner).display === 'none') continue;
      const body = corner.closest('.card-body').getBoundingClientRect();
      const r = corner.getBoundingClientRect();
      const inside = r.width > 0 && r.left >= body.left - 0.5 && r.right <= body.right + 0.5 && r.top >= body.top - 0.5 && r.bottom <= body.bottom + 0.5;
      if (!inside) out.push(`${corner.closest('.card').dataset.name}: ${corner.title}`);
    }
    return out;
  });

/** Corners (and the tokens standing by them) of one card that overlap each other. */
const overlappingCorners = (page) =>
  page.evaluate(() => {
    const out = [];
    for (const body of document.querySelectorAll('.table .card-body, .hand-dock .card-body')) {
      const parts = [...body.querySelectorAll('.corner, .tokens')]
        .filter((c) => c.closest('.card-body') === body && getComputedStyle(c).display !== 'none')
        .map((c) => [c.title || c.className, c.getBoundingClientRect()])
        .filter(([, r]) => r.width > 0 && r.height > 0);
      for (let i = 0; i < parts.length; i++) {
        for (let j = i + 1; j < parts.length; j++) {
          const [a, b] = [parts[i][1], parts[j][1]];
          const overlap = a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
          if (overlap) out.push(`${body.closest('.card').dataset.name}: ${parts[i][0]} / ${parts[j][0]}`);
        }
      }
    }
    return out;
  });

/** The stats drawn at each place on the card named `name` (its own face, not its attachments'). */
const corners = (page, name) =>
  page.evaluate((n) => {
    const el = document.querySelector(`.table .card[data-name="${n}"]:not(.strip) > .card-body`);
    if (!el) return null;
    const at = {};
    for (const c of el.querySelectorAll(':scope .corner')) {
      if (c.closest('.card-body') !== el) continue;
      const place = [...c.classList].find((k) => k !== 'corner');
      (at[place] ??= []).push(c.dataset.stat);
    }
    return at;
  }, name);

/** Titles (of cards on the table and in the hand) with a word broken across lines or cut off (beside or below). */
const brokenTitles = (page) =>
  page.evaluate(() => {
    const out = [];
    for (const name of document.querySelectorAll('.table .card:not(.strip) > .card-body .card-name, .hand-dock .card .card-name')) {
      const text = name.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE || name.getBoundingClientRect().width === 0) continue;
      const box = name.closest('.card-top').getBoundingClientRect();
      const words = text.textContent.matchAll(/\S+/g);
      for (const word of words) {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        // A fan of small cards (the top seat's hand) shows only the start of each title.
        const fan = name.closest('.hand.mini');
        const cut = !fan && rects.some((r) => r.right > box.right + 1 || r.left < box.left - 1 || r.bottom > box.bottom + 1);
        if (rects.length > 1 || cut) out.push(`${text.textContent}: ${word[0]}`);
      }
    }
    return out;
  });

/** Pile labels that do not show whole. */
const cutPileNames = (page) =>
  page.locator('.pile-name').evaluateAll((els) =>
    els.filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1).map((e) => e.textContent));

/** Whether the element matching `selector` is whole inside the window. */
const inWindow = (page, selector) =>
  page.locator(selector).evaluate((e) => {
    const r = e.getBoundingClientRect();
    return r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight;
  });

/** What is marked on the table: lit targets, and a card selected or on its way. */
const marked = (page) => page.locator('.drop-ok, .card.selected, .card.dragging').count();

/** How many targets one click may answer now (lit with nothing held): the view's actions
 *  that move no card and pick a target. */
const clickTargets = (page) =>
  page.evaluate(() => new Set(window.hangar.board.actions.filter((a) => a.source == null && a.target != null).map((a) => JSON.stringify(a.target))).size);

test('SWU mid-game: power and HP are the two numbers at the bottom, whole under a pilot; a base says HP left; resources are a labelled row', async () => {
  const { context, page, errors } = await midgame('midgame-swu.json');
  // Every unit in an arena: cost top left, power bottom left, HP bottom right, all whole.
  const units = await page.locator('.shared .arena .card:not(.strip)').evaluateAll((cs) => cs.map((c) => c.dataset.name));
  assert.ok(units.length >= 4, 'a mid-game table');
  for (const name of new Set(units)) {
    const at = await corners(page, name);
    assert.deepEqual(at?.['bottom-left'], ['power'], `${name}: power bottom left`);
    assert.deepEqual(at?.['bottom-right'], ['hp'], `${name}: HP bottom right`);
  }
  const piloted = await page.locator('.shared .arena .card.hosting').count();
  assert.ok(piloted >= 1, 'a unit with a pilot strip on it');
  assert.deepEqual(await cutCorners(page), [], 'no number is pushed out of its card');
  // A base: the HP it has left, in its corner.
  const base = page.locator('.table .identity > .card').first();
  assert.match(await base.locator('.corner.bottom-right').getAttribute('title'), /^HP left \d+$/);
  // The zoom of every card of the near seat and the near side of the arenas stays whole.
  for (const near of await page.locator('.seat.near .card[data-card-id]:not(.strip), .shared .band.bottom > .card[data-card-id]').all()) {
    await near.hover();
    await page.waitForSelector('#zoom');
    await settled(page);
    assert.ok(await inWindow(page, '#zoom'), `the zoom of ${await near.getAttribute('data-name')} is whole`);
    await page.mouse.move(0, 0);
    await page.locator('#zoom').waitFor({ state: 'detached' });
  }
  // A card's zoom open, then a drag: when the drag ends no zoom stays over the table.
  const held = page.locator('.hand-dock .hand > .card.movable').first();
  await held.hover();
  await page.waitForSelector('#zoom');
  await drag(page, '.hand-dock .hand > .card.movable >> nth=0', '.topbar h1');
  await settled(page);
  assert.equal(await page.locator('#zoom').count(), 0, 'the zoom closed with the drag');
  // Resources: a labelled row of each seat, never cards in the base row, never called units.
  assert.equal(await page.locator('.seat .resources').count(), 2, 'a resource row for each seat');
  for (const row of await page.locator('.seat .resources').all()) {
    assert.equal(await row.locator('.resources-name').innerText(), 'Resources');
    assert.match(await row.locator('.resources-count').innerText(), /^(\d+ ready · \d+ exhausted|\d+ cards?)$/);
  }
  assert.ok((await page.locator('.seat.far .resources .card-back').count()) > 0, "the other seat's resources face down");
  assert.match(await page.locator('.seat.near .resources .resources-count').innerText(), /ready · \d+ exhausted/);
  const resourceLabels = await page.locator('.seat.near .resources .card').evaluateAll((cs) => cs.map((c) => c.getAttribute('aria-label')));
  assert.ok(resourceLabels.length > 0);
  for (const label of resourceLabels) assert.doesNotMatch(label, /Unit|arena/, label);
  assert.equal(await page.locator('.seat .identity .card[aria-label*="Resource"]').count(), 0, 'no resource in the base row');
  // Titles break between words only; pile labels whole.
  assert.deepEqual(await brokenTitles(page), []);
  assert.deepEqual(await cutPileNames(page), []);
  // SWU counts rounds: the log's headings say so, and no name is said twice over.
  const headings = await page.locator('.log-turn h3').allInnerTexts();
  assert.ok(headings.length > 0);
  for (const h of headings) assert.match(h, /^Round \d+$/, h);
  for (const who of await page.locator('.log-move .who').allInnerTexts()) assert.doesNotMatch(who, /\(.*\).*\(/, who);
  assert.deepEqual(errors, []);
  await context.close();
});

test('CCG: numbers in fixed corners, Force icons on both edges of each location, locations on one line with each side labelled', async () => {
  const { context, page, errors } = await midgame('midgame-swccg.json');
  const locations = await page.locator('.shared .location').all();
  assert.ok(locations.length >= 3);
  const tops = [];
  for (const location of locations) {
    const face = location.locator('.location-card > .card > .card-body');
    // The location's Force icons for each side on its two edges, whole.
    assert.equal(await face.locator('.card-edge.edge-top .corner.edge').count(), 1, 'icons on the top edge');
    assert.equal(await face.locator('.card-edge.edge-bottom .corner.edge').count(), 1, 'icons on the bottom edge');
    tops.push((await face.boundingBox()).y);
    // Each side's cards on its own side, labelled.
    assert.match(await location.locator('.band.top').getAttribute('aria-label'), /Side/);
    assert.match(await location.locator('.band.bottom').getAttribute('aria-label'), /Side/);
  }
  // The icons toward the Dark Side face the Dark Side's seat.
  const darkTop = await page.locator('.table .seat.far.seat-0').count();
  const edge = darkTop ? 'edge-top' : 'edge-bottom';
  for (const title of await page.locator(`.shared .location-card .card-edge.${edge} .corner`).evaluateAll((cs) => cs.map((c) => c.title))) {
    assert.match(title, /^Dark Side Force icons \d+$/);
  }
  assert.ok(Math.max(...tops) - Math.min(...tops) < 2, `every location card on the middle line: ${tops}`);
  // A character: deploy top left, destiny top right, power bottom left, ability bottom right,
  // forfeit between; a starship: armor or maneuver bottom right.
  const character = await page.locator('.shared .band .card:not(.strip)[aria-label*="Character"]').first().getAttribute('data-name');
  assert.deepEqual(await corners(page, character), {
    'top-left': ['deploy'], 'top-right': ['destiny'], 'bottom-left': ['power'], bottom: ['forfeit'], 'bottom-right': ['ability'],
  });
  const ship = await page.locator('.shared .band .card:not(.strip)[aria-label*="Starship"]').first().getAttribute('data-name');
  const at = await corners(page, ship);
  assert.ok(['armor', 'maneuver'].includes(at['bottom-right'][0]), JSON.stringify(at));
  assert.deepEqual(await cutCorners(page), [], 'no number is cut off');
  assert.deepEqual(await brokenTitles(page), []);
  assert.deepEqual(await cutPileNames(page), []);
  // A pile's list opens inside the window, near its pile; an empty pile is not "face down".
  const pile = page.locator('.seat.far .pile').first();
  await pile.click();
  await page.waitForSelector('.pile-list');
  assert.ok(await inWindow(page, '.pile-list'), 'the list is whole in the window');
  const [p, l] = [await pile.boundingBox(), await page.locator('.pile-list').boundingBox()];
  assert.ok(Math.abs(l.y - (p.y + p.height)) < 12 || Math.abs(l.y + l.height - p.y) < 12, 'next to its pile');
  await page.keyboard.press('Escape');
  const empty = page.locator('.pile.empty-pile').first();
  if (await empty.count()) {
    await empty.click();
    await page.waitForSelector('.pile-list');
    assert.doesNotMatch(await page.locator('.pile-list').innerText(), /face down/);
    await page.keyboard.press('Escape');
  }
  // The zoom stays whole in the window, even for a card at the bottom edge.
  for (const selector of ['.hand-dock .hand > .card:last-child', '.seat.near .pile-slot:last-child', '.shared .location:last-child .location-card .card']) {
    const target = page.locator(`${selector}[data-card-id], ${selector} [data-card-id]`).first();
    if (!(await target.count())) continue;
    await target.hover();
    await page.waitForSelector('#zoom');
    await settled(page);
    assert.ok(await inWindow(page, '#zoom'), `the zoom of ${selector} is whole`);
    await page.mouse.move(0, 0);
    await page.locator('#zoom').waitFor({ state: 'detached' });
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('CCG: a click that spends Force asks first, with the cost; its dialog says what it decides; the Reserve Deck acts without opening its list', { timeout: 120_000 }, async () => {
  const { context, page, errors } = await firstVisit();
  // The start screen says who starts as each game's rules decide it: SWU by a random flip.
  const swu = await page.locator('.start-screen [data-game="swu"]').innerText();
  assert.doesNotMatch(swu, /acts first/);
  assert.match(swu, /random flip/);
  await page.click('.start-screen [data-scenario="swccg-no-permanent-pilot"]');
  await page.locator('.start-screen').waitFor({ state: 'detached' });
  await page.waitForSelector('.shared .location .card[data-name]');
  await settled(page);
  // Before anything is picked up, only what one click answers is lit.
  assert.equal(await marked(page), await clickTargets(page), 'nothing else lit');
  const system = `.shared .location[data-zone="${await page.evaluate(() => window.hangar.board.shared.find((z) => z.card?.title === 'Tatooine').id)}"]`;
  assert.equal(await page.locator(`${system}.drop-ok`).count(), 1, 'the system is lit: one click deploys Black 2 with DS-61-2');
  const force = () => page.evaluate(() => window.hangar.board.seats[0].zones.find((z) => z.name.key === 'swccg-zone-force-pile').hidden);
  const before = await force();
  const box = await page.locator(system).boundingBox();
  await page.mouse.click(box.x + 6, box.y + 6);
  await page.waitForSelector('.pay-choice', { timeout: 5000 });
  assert.equal(await force(), before, 'nothing spent yet');
  const ways = await page.locator('.pay-choice .pay-way').allInnerTexts();
  assert.ok(ways.length >= 1 && ways.every((w) => /Force/.test(w)), `each way says its cost: ${ways}`);
  assert.equal(new Set(ways).size, ways.length, 'each way once');
  assert.doesNotMatch(await page.locator('.pay-choice').innerText(), /how to pay|click the cards/);
  await page.click('.pay-choice [data-pay="cancel"]');
  await page.locator('.pay-choice').waitFor({ state: 'detached' });
  // A refused drop leaves nothing lit but what one click answers.
  await drag(page, '.hand-dock .card[data-name="Black 2"] > .card-body', system);
  await page.waitForSelector('.refusal');
  await settled(page);
  assert.equal(await marked(page), await clickTargets(page), 'no stale highlight after a refused drop');
  // Confirmed, the deploy is made; nothing of it stays lit.
  await page.mouse.click(box.x + 6, box.y + 6);
  await page.click('.pay-choice [data-pay="confirm"]');
  await page.waitForFunction((f) => window.hangar.board.seats[0].zones.find((z) => z.name.key === 'swccg-zone-force-pile').hidden < f, before);
  await settled(page);
  assert.equal(await marked(page), await clickTargets(page), 'no stale highlight after a played move');
  await context.close();

  // A new match: the Dark Side's first decision is how much Force to activate, from its Reserve Deck.
  const fresh = await firstVisit({ fixedClock: true });
  await fresh.page.click('.start-screen [data-game="swccg"] [data-start="computer-0"]');
  await fresh.page.locator('.start-screen').waitFor({ state: 'detached' });
  await fresh.page.waitForSelector('.seat.near.acting');
  const reserve = await fresh.page.evaluate(() => window.hangar.board.seats[0].zones.find((z) => z.name.key === 'swccg-zone-reserve').id);
  await fresh.page.click(`.seat.near .pile[data-zone="${reserve}"]`);
  await fresh.page.waitForSelector('.pay-choice');
  assert.equal(await fresh.page.locator('.pay-choice h2').innerText(), 'Choose how much Force to activate');
  assert.doesNotMatch(await fresh.page.locator('.pay-choice').innerText(), /how to pay|click the cards/);
  assert.equal(await fresh.page.locator('.pile-list').count(), 0, 'a pile that acts does not open its list');
  assert.deepEqual([...errors, ...fresh.errors], []);
  await fresh.context.close();
});

test('LCG: cost, Force icons, combat icons and damage capacity in their corners; undo leaves the log of the position on the table; a finished match starts anew without a word of a game in progress', async () => {
  const { context, page, errors } = await midgame('midgame-lcg.json');
  const unit = await page.locator('.seat .play-area .card:not(.strip)[aria-label*="Unit"]').first().getAttribute('data-name');
  const at = await corners(page, unit);
  assert.deepEqual(at['top-left'], ['cost']);
  assert.deepEqual(at['bottom-left'], ['icons']);
  assert.deepEqual(at['bottom-right'], ['damage-capacity']);
  assert.deepEqual(await cutCorners(page), []);
  assert.deepEqual(await overlappingCorners(page), []);
  assert.deepEqual(await brokenTitles(page), []);
  assert.deepEqual(await cutPileNames(page), []);
  await context.close();

  const opened = await openTable(table.browser, table.server.url);
  const example = opened.page;
  const logBefore = await example.locator('.log-list').innerText();
  await pilotFel(example);
  assert.match(await example.locator('.log-list').innerText(), /Baron Fel/);
  await example.click('button:has-text("Undo")');
  await example.waitForSelector('.hand .card[data-name="Baron Fel"]');
  assert.equal(await example.locator('.log-list').innerText(), logBefore, 'the log of the position on the table');
  // Played again: once in the log.
  await pilotFel(example);
  const lines = (await example.locator('.log-list').innerText()).split('\n').filter((l) => /Baron Fel/.test(l));
  assert.equal(lines.length, 1, `once: ${lines}`);
  const turn = await example.evaluate(() => window.hangar.board.stage.turn);
  const headings = await example.locator('.log-turn h3').allInnerTexts();
  assert.match(headings.at(-1), new RegExp(`^Turn ${turn} `), 'the last heading is the turn on the table');
  // The end of the scenario, a look back at the final table, then New game: the start screen,
  // no word of a game in progress.
  await example.click('.prompt-bar button:has-text("End the Deployment phase")');
  await example.waitForSelector('.end-screen [data-end="look-back"]');
  await example.click('.end-screen [data-end="look-back"]');
  await example.locator('.end-screen').waitFor({ state: 'detached' });
  await example.click('.toolbar button:has-text("New game")');
  await example.waitForSelector('.start-screen');
  assert.equal(await example.locator('.dialog').count(), 0, 'nothing to confirm');
  assert.deepEqual([...errors, ...opened.errors], []);
  await example.close();
});

test('storage full: the notice overlays the table with the hand whole, and a reload says the last moves could not be kept and exports them', { timeout: 120_000 }, async () => {
  const context = await seededContext(table.browser, { 'hangar.autosave': await fixture('midgame-lcg.json') }, { viewport: LAPTOP, acceptDownloads: true });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.goto(table.server.url);
  await page.waitForSelector('main.board .table .card[data-name]');
  // Storage fills up once the game is saved as this build writes it.
  await page.waitForFunction(() => localStorage.getItem('hangar.autosave')?.startsWith('hangar-save.4.'));
  await page.evaluate(() => {
    let chunk = 'x'.repeat(1 << 20);
    for (let i = 0; chunk.length > 0; i++) {
      try {
        localStorage.setItem(`filler.${i}`, chunk);
      } catch {
        chunk = chunk.slice(0, chunk.length >> 1);
      }
    }
  });
  const saved = await page.evaluate(() => localStorage.getItem('hangar.autosave'));
  const hand = await page.locator('.hand-dock').boundingBox();
  // A move: its save fails.
  const pass = page.locator('.prompt-bar .prompt-buttons .action').first();
  await pass.click();
  await page.waitForSelector('.notice.error [data-notice="export"]');
  const after = await page.locator('.hand-dock').boundingBox();
  assert.ok(after.y + after.height <= LAPTOP.height + 0.5, 'the hand is whole');
  assert.ok(Math.abs(after.y - hand.y) < 1 || after.y > hand.y - 1, 'the table is not pushed down');
  assert.equal(await page.locator('main.board').evaluate((b) => b.getBoundingClientRect().top), 0, 'the notice takes no room');
  // It covers neither the toolbar nor the prompt's buttons nor a card of the hand.
  const covered = await page.evaluate(() =>
    [...document.querySelectorAll('.toolbar button, .prompt-bar button, .all-actions summary, .hand-dock .card')].filter((e) => {
      const r = e.getBoundingClientRect();
      if (r.width === 0) return false;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit?.closest('.notices') != null;
    }).map((e) => e.textContent.trim().slice(0, 30)));
  assert.deepEqual(covered, [], 'nothing to click is under the notice');
  assert.equal(await page.evaluate(() => localStorage.getItem('hangar.autosave')), saved, 'the old autosave is all storage kept');
  // Reloaded while storage is still full: said, and the game with its last moves exported.
  await page.reload();
  await page.waitForSelector('.notice.error [data-notice="export"]');
  assert.match(await page.locator('.notice').innerText(), /last moves .* could not be kept/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-notice="export"]')]);
  const file = join(await mkdtemp(join(tmpdir(), 'hangar-glance-')), 'game.txt');
  await download.saveAs(file);
  const kept = readSave(await readFile(file, 'utf8'));
  assert.equal(kept.game, 'lcg');
  assert.deepEqual(errors, []);
  await context.close();
});

test('phone: the menu closes when an item is chosen or the table is touched; hand cards never overlap their titles', async () => {
  // A new CCG match: an opening hand of eight.
  const { context, page, errors } = await firstVisit({ fixedClock: true, options: PHONE });
  await page.click('.start-screen [data-game="swccg"] [data-start="computer-0"]');
  await page.locator('.start-screen').waitFor({ state: 'detached' });
  await page.waitForSelector('.seat.near.acting');
  assert.equal(await page.locator('.hand-dock .hand > .card[data-name]').count(), 8);
  await page.click('.menu-toggle');
  await page.waitForSelector('.tools.open');
  await page.click('.tools.open .lang-choice[lang="pl"], .tools.open .lang-choice:has-text("Polski")');
  await page.locator('.tools.open').waitFor({ state: 'detached' });
  await page.click('.menu-toggle');
  await page.waitForSelector('.tools.open');
  const seat = await page.locator('.seat.far').boundingBox();
  await page.mouse.click(seat.x + 4, seat.y + 4);
  await page.locator('.tools.open').waitFor({ state: 'detached' });
  const cards = await page.locator('.hand-dock .hand > .card > .card-body').evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right, top: r.top })));
  assert.equal(cards.length, 8);
  for (let i = 1; i < cards.length; i++) {
    if (Math.abs(cards[i].top - cards[i - 1].top) < 2) assert.ok(cards[i].left >= cards[i - 1].right - 1, `card ${i} does not cover card ${i - 1}`);
  }
  assert.deepEqual(await brokenTitles(page), []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('every game, English and Polish, laptop and phone: no number cut off, no title broken inside a word, no pile label cut, nothing lit before a card is picked up', { timeout: 180_000 }, async () => {
  const sizes = [
    { name: 'laptop, Polish', viewport: LAPTOP, options: { locale: 'pl-PL' } },
    { name: 'phone, English', viewport: PHONE.viewport, options: { hasTouch: true, isMobile: true, locale: 'en-US' } },
    { name: 'phone, Polish', viewport: PHONE.viewport, options: { hasTouch: true, isMobile: true, locale: 'pl-PL' } },
  ];
  for (const game of ['lcg', 'swu', 'swccg']) {
    for (const { name, viewport, options } of sizes) {
      const { context, page, errors } = await midgame(`midgame-${game}.json`, viewport, options);
      const lang = options.locale.slice(0, 2);
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang, `${game}, ${name}: in ${lang}`);
      assert.deepEqual(await cutCorners(page), [], `${game}, ${name}: every number whole`);
      assert.deepEqual(await overlappingCorners(page), [], `${game}, ${name}: no corner runs into another`);
      assert.deepEqual(await brokenTitles(page), [], `${game}, ${name}: titles broken only between words`);
      assert.deepEqual(await cutPileNames(page), [], `${game}, ${name}: pile labels whole`);
      assert.equal(await marked(page), await clickTargets(page), `${game}, ${name}: nothing lit but what one click answers`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  }
});

test('LCG: the attackers step says "then press done" only once there is a Done button', async () => {
  const { context, page, errors } = await midgame('midgame-lcg.json');
  await page.click('.prompt-bar button:has-text("End the Deployment phase")');
  await page.waitForSelector('.prompt-bar button:has-text("End the Conflict phase")');
  await page.click('.table .card[data-name="Mission Command"]');
  await page.locator('.prompt-bar .prompt', { hasText: 'declare attackers' }).waitFor();
  assert.equal(await page.locator('.prompt-bar .prompt').innerText(), 'Light Side: declare attackers against Mission Command.');
  assert.equal(await page.locator('.prompt-bar .prompt-buttons > button:has-text("Done")').count(), 0, 'no Done yet');
  await page.click('.table .card[data-name="X-Wing"]');
  await page.locator('.prompt-bar .prompt', { hasText: 'then press done' }).waitFor();
  assert.equal(await page.locator('.prompt-bar .prompt-buttons > button:has-text("Done")').count(), 1, 'a Done to press');
  assert.deepEqual(errors, []);
  await context.close();
});

test('CCG: losing N Force from one pile takes one confirmation', { timeout: 120_000 }, async () => {
  // A new match as the Dark Side, every phase ended at once, until the Light Side makes the Dark
  // Side lose more than 1 Force (the seed is fixed: a few turns).
  const { context, page, errors } = await firstVisit({ fixedClock: true });
  await page.click('.start-screen [data-game="swccg"] [data-start="computer-0"]');
  await page.locator('.start-screen').waitFor({ state: 'detached' });
  const keys = () => page.evaluate(() => window.hangar.board.actions.map((a) => a.label.key));
  let found = false;
  for (let step = 0; step < 60 && !found; step++) {
    await page.waitForFunction(() => window.hangar.board.actions.length > 0 && !document.querySelector('.prompt-bar .thinking'));
    const listed = await keys();
    if (listed.includes('swccg-label-lose-all')) {
      found = true;
      break;
    }
    const end = listed.indexOf('swccg-label-end-phase');
    await page.evaluate(() => { document.querySelector('.all-actions').open = true; });
    await page.locator('.all-actions li button').nth(end >= 0 ? end : 0).click();
    if (await page.locator('.pay-choice').count()) await page.click('.pay-choice [data-pay="confirm"]');
  }
  assert.ok(found, 'the Dark Side has Force to lose');
  const prompt = await page.locator('.prompt-bar .prompt').innerText();
  const n = Number(prompt.match(/lose (\d+) Force/)[1]);
  assert.ok(n > 1, prompt);
  // The prompt says what one confirmation does, not "one card at a time".
  assert.doesNotMatch(prompt, /one card at a time/);
  assert.match(prompt, /all of it from the top of one pile at one confirmation/);
  const reserve = () => page.evaluate(() => window.hangar.board.seats[0].zones.find((z) => z.name.key === 'swccg-zone-reserve'));
  const before = (await reserve()).hidden;
  await page.click(`.seat.near .pile[data-zone="${(await reserve()).id}"]`);
  await page.waitForSelector('.pay-choice');
  assert.equal(await page.locator('.pay-choice h2').innerText(), 'Choose how to lose Force');
  assert.equal(await page.locator('.pile-list').count(), 0, 'a pile that acts does not open its list');
  await page.locator('.pay-choice .pay-way', { hasText: `Lose all ${n} Force from the top of the Reserve Deck` }).click();
  await page.click('.pay-choice [data-pay="confirm"]');
  await page.waitForFunction((b) => window.hangar.board.seats[0].zones.find((z) => z.name.key === 'swccg-zone-reserve').hidden < b, before);
  assert.equal((await reserve()).hidden, before - n, `${n} Force lost at one confirmation`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('SWU: a new match starts with the flip, and the log says its winner chose who has the initiative', async () => {
  const { context, page, errors } = await firstVisit({ fixedClock: true });
  await page.click('.start-screen [data-game="swu"] [data-start="computer-0"]');
  await page.locator('.start-screen').waitFor({ state: 'detached' });
  await page.waitForFunction(() => window.hangar.board.actions.length > 0 && !document.querySelector('.prompt-bar .thinking'));
  // The player won the flip: the choice is theirs (else the computer made it).
  if (/won the flip: choose who starts/.test(await page.locator('.prompt-bar .prompt').innerText())) {
    await page.locator('.prompt-bar .prompt-buttons > button.action').first().click();
  }
  await page.locator('.log-list', { hasText: /The flip's winner chose: .* starts with the initiative\./ }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

/** Log lines that begin with a seat's name but stand under another seat's name. */
const linesUnderOthers = (page) =>
  page.evaluate(() => {
    const bare = (who) => who.replace(/^⚙\s*/, '').replace(/ · computer$/, '').trim();
    const seats = new Set([...document.querySelectorAll('.log-move .who')].map((w) => bare(w.textContent)));
    const out = [];
    for (const move of document.querySelectorAll('.log-move')) {
      let who = null;
      for (const el of move.children) {
        if (el.classList.contains('who')) who = bare(el.textContent);
        else {
          const text = el.textContent.replace(/^The /, '');
          const seat = [...seats].find((s) => text.startsWith(`${s} `));
          if (seat && seat !== who) out.push(`${text} (under ${who})`);
        }
      }
    }
    return out;
  });

test('the log: each line stands under the seat that acted (SWU and the CCG)', async () => {
  for (const game of ['swu', 'swccg']) {
    const { context, page, errors } = await midgame(`midgame-${game}.json`);
    assert.ok((await page.locator('.log-move .who').count()) > 2, `${game}: moves in the log`);
    assert.deepEqual(await linesUnderOthers(page), [], game);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('LCG: a choice of how to pay lists each play once, its ways to pay under it, each once', async () => {
  const { page, errors } = await openTable(table.browser, table.server.url);
  await drag(page, FEL, TIE);
  await page.waitForSelector('.pay-choice');
  // One play (Baron Fel as a Pilot on the TIE), said once; under it only how each way pays.
  assert.deepEqual(await page.locator('.pay-choice .pay-group > legend').allInnerTexts(), [
    'Play Baron Fel as a Pilot on 181st TIE Interceptor (pilot cost 2)',
  ]);
  const ways = await page.locator('.pay-choice .pay-group .pay-way').allInnerTexts();
  assert.equal(ways.length, 2, `${ways}`);
  assert.equal(new Set(ways).size, ways.length, 'each way once');
  for (const way of ways) assert.match(way, /^focus /, 'a way says how it pays, not the play again');
  assert.equal(await page.locator('.pay-choice [data-pay-option]').count(), 2);
  // Every play the table offers a choice for, grouped the same way: each play's words once.
  const groups = await page.evaluate(() => {
    const by = new Map();
    for (const a of window.hangar.board.actions.filter((a) => a.way)) {
      const key = JSON.stringify([a.source, a.target]);
      by.set(key, [...(by.get(key) ?? []), a]);
    }
    return [...by.values()].map((as) => ({ plays: new Set(as.map((a) => JSON.stringify(a.way.play))).size, ways: as.length }));
  });
  assert.ok(groups.some((g) => g.ways > g.plays), 'some play has more than one way to pay');
  await pay(page);
  await page.waitForSelector(PILOTED);
  assert.deepEqual(errors, []);
  await page.close();
});

test('CCG: the "Pilot or passenger?" dialog says what it decides', async () => {
  const { context, page, errors } = await firstVisit();
  await page.click('.start-screen [data-scenario="swccg-vader-pilots"]');
  await page.locator('.start-screen').waitFor({ state: 'detached' });
  await page.waitForSelector('.shared .location .card[data-name]');
  await settled(page);
  await drag(page, '.hand-dock .card[data-name="Darth Vader"] > .card-body', '.shared .card[data-name="Imperial-Class Star Destroyer"] > .card-body');
  await page.waitForSelector('.pay-choice');
  assert.equal(await page.locator('.pay-choice h2').innerText(), 'Pilot or passenger?');
  assert.doesNotMatch(await page.locator('.pay-choice').innerText(), /how to pay|click the cards/);
  const ways = await page.locator('.pay-choice .pay-way').allInnerTexts();
  assert.ok(ways.length >= 2, `${ways}`);
  assert.equal(new Set(ways).size, ways.length, 'each way once');
  assert.ok(ways.some((w) => /pilot/i.test(w)) && ways.some((w) => /passenger/i.test(w)), `${ways}`);
  await page.click('.pay-choice [data-pay="cancel"]');
  await page.locator('.pay-choice').waitFor({ state: 'detached' });
  assert.equal(await marked(page), await clickTargets(page), 'nothing stays lit after a cancelled choice');
  assert.deepEqual(errors, []);
  await context.close();
});

test('SWU and the LCG: no stale highlight after a refused drop or a played move', async () => {
  // SWU: Hopeful Volunteer on the A-Wing, which has a Pilot (refused); then on the X-Wing (played).
  const swu = await firstVisit();
  await swu.page.click('.start-screen [data-scenario="swu-piloting-restriction"]');
  await swu.page.locator('.start-screen').waitFor({ state: 'detached' });
  await swu.page.waitForSelector('main.board .table .card[data-name]');
  await settled(swu.page);
  const volunteer = card('Hopeful Volunteer');
  await drag(swu.page, volunteer, `${card('Phoenix Squadron A-Wing')} > .card-body`);
  await swu.page.waitForSelector('.refusal');
  await settled(swu.page);
  assert.equal(await marked(swu.page), await clickTargets(swu.page), 'SWU: no stale highlight after a refused drop');
  const xwing = card('Alliance X-Wing');
  await drag(swu.page, volunteer, `${xwing} > .card-body`);
  await pay(swu.page);
  await swu.page.waitForSelector(`${xwing} .attachment[data-role="pilot"] ${volunteer}`);
  await settled(swu.page);
  assert.equal(await marked(swu.page), await clickTargets(swu.page), 'SWU: no stale highlight after a played move');
  assert.deepEqual(swu.errors, []);
  await swu.context.close();

  // The LCG: Baron Fel on the enemy X-Wing (refused); then on the TIE (played).
  const { page, errors } = await openTable(table.browser, table.server.url);
  await settled(page);
  await drag(page, FEL, card('Rogue Squadron X-Wing'));
  await page.waitForSelector('.refusal');
  await settled(page);
  assert.equal(await marked(page), await clickTargets(page), 'LCG: no stale highlight after a refused drop');
  await pilotFel(page);
  await settled(page);
  assert.equal(await marked(page), await clickTargets(page), 'LCG: no stale highlight after a played move');
  assert.deepEqual(errors, []);
  await page.close();
});
