// End to end, against the release build: the deck builder (issue #34). In each game, from the
// start screen: a new empty deck is built into a legal one by search and click in the card
// browser; a problem appears with its rule cited and goes away; the deck is exported as text and
// imported back, and as a file downloaded and uploaded back; after a reload the decks are still there; and a match starts with the deck. The
// same in Polish on a 390-wide phone for Star Wars: Unlimited. A card opens in full with the rules
// Hangar enforces about it, cited.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { drag, fingerDrag, seededContext, servedTable } from './harness.mjs';

const table = servedTable();

// The built-in decks, as [printed key, title, copies] (src/rules/*/setup): built again by hand.
const DECKS = {
  swu: {
    blank: 'blank',
    // Thirty cards: a Limited deck (a new deck is a Premier one, of at least 50).
    format: 'limited',
    cards: [
      ['JTL_008', 'Wedge Antilles', 1], ['JTL_022', 'Resistance Headquarters', 1], ['SOR_093', 'Alliance Dispatcher', 2],
      ['JTL_093', 'Nien Nunb', 2], ['JTL_245', 'R2-D2', 1], ['JTL_255', 'Sullustan Spacer', 2], ['SOR_237', 'Alliance X-Wing', 2],
      ['JTL_108', 'Clone Pilot', 2], ['JTL_246', 'Hopeful Volunteer', 3], ['JTL_094', 'Luke Skywalker', 1],
      ['JTL_095', 'Phoenix Squadron A-Wing', 3], ['JTL_247', 'Resistance X-Wing', 3], ['JTL_248', 'Dilapidated Ski Speeder', 2],
      ['JTL_249', 'Millennium Falcon', 1], ['SOR_114', 'Escort Skiff', 3], ['JTL_101', 'Red Leader', 1], ['JTL_103', 'Chewbacca', 1],
      ['SOR_244', 'Snowspeeder', 1],
    ],
    // Four copies would break Premier's "at most 3 copies"; Limited allows any. Turned to
    // Premier, the thirty cards are too few.
    over: ['JTL_246', 'Hopeful Volunteer', 1],
  },
  swccg: {
    blank: 'blank-dark',
    cards: [
      ['1_291', 'Docking Bay 94', 1], ['1_289', 'Tatooine', 1], ['1_295', 'Mos Eisley', 1], ['1_285', 'Docking Bay 327', 1],
      ['1_194', 'Stormtrooper', 11], ['1_167', 'Commander Praji', 1], ['1_173', 'DS-61-2', 1], ['1_174', 'DS-61-3', 1],
      ['2_85', 'Danz Borin', 1], ['1_180', 'Imperial Pilot', 7], ['1_168', 'Darth Vader', 1], ['1_192', 'R1-G4', 1],
      ['2_100', 'R3-T6', 1], ['2_101', 'R5-A2', 1], ['1_193', 'R4-M9', 1], ['1_299', 'Black 2', 1], ['1_300', 'Black 3', 1],
      ['1_304', 'TIE Fighter', 8], ['1_303', 'TIE Advanced', 3], ['1_305', 'TIE Scout', 2], ['1_306', "Vader's Custom TIE", 1],
      ['1_301', 'Devastator', 1], ['1_302', 'Imperial-Class', 2], ['8_172', 'Tempest Scout 1', 1], ['8_171', 'Tempest Scout', 2],
      ['8_178', 'AT-ST Dual Cannon', 1], ['1_241', 'Dark Maneuvers', 3], ['1_257', 'Lone Pilot', 1], ['1_209', 'Baniss Keeg', 2],
    ],
    // A 61st card (a second Darth Vader: any number of copies may be in a deck).
    over: ['1_168', 'Darth Vader', 1],
  },
  lcg: {
    blank: 'blank',
    cards: [
      ['IN-AFF', 'Imperial Navy', 1], ['0036', 'Death and Despayre', 1], ['0040', 'Defense Protocol', 1],
      ['0087', 'Kuat Reinforcements', 1], ['0145', 'The Ultimate Power', 1], ['0713', "The Empire's Elite", 1],
      ['0741', 'Guarding the Wing', 1], ['0759', 'Training Procedures', 1], ['0783', 'Defending the Trench', 1],
      ['0916', "The Emperor's Legion", 1], ['0925', 'Mission Command', 1],
    ],
    // A third copy of a set.
    over: ['0036', 'Death and Despayre', 2],
  },
};

async function visit(viewport = { width: 1366, height: 768 }, made = null) {
  const context = made ?? (await table.browser.newContext({ viewport, acceptDownloads: true }));
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.goto(table.server.url);
  await page.waitForSelector('.start-screen');
  return { context, page, errors };
}

/** Opens the deck builder of `game` from the start screen. */
async function openDecks(page, game) {
  await page.click(`.start-screen [data-decks="${game}"]`);
  await page.waitForSelector(`.decks-screen[data-game="${game}"] .browser .result`);
}

/** Searches the browser for `title` and adds the card `key` `n` times. */
async function add(page, [key, title, n]) {
  await page.fill('.browser-words', title);
  const row = page.locator(`.results .result[data-card="${key}"]`);
  await row.waitFor();
  const count = (k) => Number(document.querySelector(`.results .result[data-card="${k}"] .result-count`)?.dataset.count ?? 0);
  for (let i = 0; i < n; i++) {
    const before = await page.evaluate(count, key);
    await row.locator('.result-add').click();
    await page.waitForFunction(([k, b]) => Number(document.querySelector(`.results .result[data-card="${k}"] .result-count`)?.dataset.count ?? 0) > b, [key, before]);
  }
}

/** Opens SWU's builder on a new empty deck with Hopeful Volunteer (JTL_246) found in the browser. */
async function volunteerFound(page) {
  await openDecks(page, 'swu');
  await page.click('.deck-shelf [data-new="blank"]');
  await page.waitForSelector('.deck-editor');
  await page.fill('.browser-words', 'Hopeful Volunteer');
  await page.locator('.results .result[data-card="JTL_246"]').waitFor();
}

const problems = (page) => page.locator('.deck-problem-count').getAttribute('data-problems').then(Number);

/** Builds a legal deck of `game` from an empty one, sees a problem come and go, exports and
 *  imports it, reloads, and starts a match against the computer with it. */
async function buildAndPlay(game, { viewport, polish = false } = {}) {
  const { context, page, errors } = await visit(viewport);
  if (polish) {
    await page.click('.start-screen [data-lang="pl"]');
    await page.waitForFunction(() => document.documentElement.lang === 'pl');
  }
  await openDecks(page, game);
  const deck = DECKS[game];
  await page.click(`.deck-shelf [data-new="${deck.blank}"]`);
  await page.waitForSelector('.deck-editor[data-legal="false"]');
  assert.ok((await problems(page)) > 0, 'an empty deck has problems');
  if (deck.format) await page.selectOption('.deck-format select', deck.format);
  for (const entry of deck.cards) await add(page, entry);
  await page.waitForSelector('.deck-editor[data-legal="true"]');
  assert.equal(await problems(page), 0);

  // A problem appears, citing its rule, and goes away.
  if (deck.format) await page.selectOption('.deck-format select', 'premier');
  else await add(page, deck.over);
  await page.waitForSelector('.deck-editor[data-legal="false"] .deck-problem cite');
  const cited = await page.locator('.deck-problem cite').first().innerText();
  assert.ok(cited.length > 3, `the problem cites its rule: ${cited}`);
  if (deck.format) {
    // Back in Limited, a fourth copy is no problem either; it is taken out again below.
    await add(page, deck.over);
    await page.selectOption('.deck-format select', deck.format);
  }
  // The entry's "−" button (the first of its row) takes the extra copies out: legal again.
  for (let i = 0; i < deck.over[2]; i++) await page.locator(`.deck-entry[data-card="${deck.over[0]}"] .tool`).first().click();
  await page.waitForSelector('.deck-editor[data-legal="true"]');

  // Export as text, import it back as a second deck.
  const text = await page.locator('.deck-export-text').inputValue();
  assert.ok(text.length > 20, 'the export has the deck');
  await page.click('.deck-import summary');
  await page.fill('.deck-paste', text);
  await page.click('[data-import="paste"]');
  await page.waitForFunction(() => document.querySelectorAll('.deck-rows .deck-row[data-legal="true"]').length === 2);

  // Export as a file, upload that file back: a third deck, the same cards.
  const entries = () => page.$$eval('.deck-entry', (es) => es.map((e) => `${e.dataset.card}×${e.dataset.count}`).sort());
  const built = await entries();
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-export="file"]')]);
  await page.setInputFiles('.deck-import .file-input', await download.path());
  await page.waitForFunction(() => document.querySelectorAll('.deck-rows .deck-row[data-legal="true"]').length === 3);
  assert.deepEqual(await entries(), built, 'the file brings the deck back whole');

  // Shared as a link: a new visitor's page opens the builder with the deck among theirs.
  if (game === 'swu' && !polish) {
    await page.click('[data-export="link"]');
    const note = await page.locator('.deck-note').innerText();
    const url = note.slice(note.indexOf('http')).trim();
    const other = await table.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const visitor = await other.newPage();
    await visitor.goto(url);
    await visitor.waitForSelector('.decks-screen[data-game="swu"] .deck-rows .deck-row[data-legal="true"]');
    await other.close();
  }

  // Kept in the browser: after a reload, both decks are listed again.
  await page.reload();
  await page.waitForSelector('.start-screen');
  await openDecks(page, game);
  await page.waitForFunction(() => document.querySelectorAll('.deck-rows .deck-row[data-legal="true"]').length === 3);
  await page.locator('.deck-rows .deck-row-name').first().click();
  await page.waitForSelector('.deck-editor[data-legal="true"]');

  // A match against the computer with it.
  await page.click('[data-play="computer"]');
  await page.locator('.decks-screen').waitFor({ state: 'detached' });
  await page.waitForSelector('main.board .card[data-name]');
  assert.deepEqual(errors, []);
  await context.close();
}

test('SWU: a deck built from empty by search and click, checked, exported, imported, kept and played', async () => {
  await buildAndPlay('swu');
});

test('CCG: a deck built from empty by search and click, checked, exported, imported, kept and played', async () => {
  await buildAndPlay('swccg');
});

test('LCG: a deck built from empty by search and click, checked, exported, imported, kept and played', async () => {
  await buildAndPlay('lcg');
});

test('SWU in Polish on a 390-wide phone', async () => {
  await buildAndPlay('swu', { viewport: { width: 390, height: 844 }, polish: true });
});

test('a card opens in full with the rules Hangar enforces about it, cited', async () => {
  const { context, page, errors } = await visit();
  await openDecks(page, 'swu');
  await page.fill('.browser-words', 'Hopeful Volunteer');
  await page.locator('.result[data-card="JTL_246"] .result-title').click();
  await page.waitForSelector('.card-detail[data-card="JTL_246"] .card-rules cite');
  const rules = await page.locator('.card-detail .card-rules').innerText();
  assert.match(rules, /7\.5\.17\.a/, 'Piloting cited');
  assert.match(rules, /3\.6\.b/, 'its restriction cited');
  const stats = await page.locator('.card-detail .card-stats').innerText();
  assert.match(stats, /Piloting/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a stored deck that cannot be read is listed with its reason, offered and never overwritten', async () => {
  const damaged = 'hangar-deck.1 swu\nBroken\n{"cards": 7';
  const { context, page, errors } = await visit(undefined, await seededContext(table.browser, { 'hangar.deck.1': damaged }));
  await openDecks(page, 'swu');
  await page.waitForSelector('.deck-rows .deck-row.unreadable');
  await page.click('.deck-shelf [data-new="blank"]');
  await page.waitForSelector('.deck-editor');
  assert.equal(await page.evaluate(() => localStorage.getItem('hangar.deck.1')), damaged, 'kept as it was');
  assert.equal(await page.locator('.deck-rows .deck-row').count(), 2);
  assert.deepEqual(errors, []);
  await context.close();
});

test('edits clicked in one burst all count, and the stored deck is the latest', async () => {
  const { context, page, errors } = await visit();
  await volunteerFound(page);
  // Three clicks from one script, with no wait between them.
  await page.$eval('.results .result[data-card="JTL_246"] .result-add', (b) => { b.click(); b.click(); b.click(); });
  await page.waitForSelector('.deck-entry[data-card="JTL_246"][data-count="3"]');
  await page.$eval('.deck-entry[data-card="JTL_246"] .tool', (b) => { b.click(); b.click(); });
  await page.waitForSelector('.deck-entry[data-card="JTL_246"][data-count="1"]');
  // The stored deck is the latest one.
  await page.reload();
  await page.waitForSelector('.start-screen');
  await openDecks(page, 'swu');
  await page.locator('.deck-rows .deck-row-name').first().click();
  await page.waitForSelector('.deck-entry[data-card="JTL_246"][data-count="1"]');
  assert.deepEqual(errors, []);
  await context.close();
});

test('storage full while saving: the deck stays on screen to export and the player is told', async () => {
  const context = await table.browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (String(key).startsWith('hangar.deck.')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  });
  const { page, errors } = await visit(undefined, context);
  await openDecks(page, 'swu');
  await page.click('.deck-shelf [data-new="blank"]');
  await page.waitForSelector('.deck-note.error');
  await add(page, ['JTL_246', 'Hopeful Volunteer', 2]);
  await page.waitForSelector('.deck-entry[data-card="JTL_246"][data-count="2"]');
  const note = await page.locator('.deck-note.error').innerText();
  assert.match(note, /storage is full/, note);
  assert.match(await page.locator('.deck-export-text').inputValue(), /JTL_246/, 'the deck is there to export');
  assert.ok(await page.locator('[data-export="file"]').isEnabled());
  assert.equal(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('hangar.deck.')).length), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

/** The centre of the first element matching `selector`, in viewport pixels. */
async function centre(page, selector) {
  const box = await page.locator(selector).first().boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('a card dragged onto the deck, by mouse or by finger, is added; one let go elsewhere is not', async () => {
  const { context, page, errors } = await visit();
  await volunteerFound(page);
  const row = '.results .result[data-card="JTL_246"]';
  // By mouse, from the card's row: the deck lights while the card is held, and takes it.
  await drag(page, `${row} .result-kind`, '.deck-editor .deck-size', { hold: true });
  await page.waitForSelector('.browser[data-dragging] .deck-ghost:not([hidden])');
  await page.mouse.up();
  await page.waitForSelector('.deck-entry[data-card="JTL_246"][data-count="1"]');
  assert.equal(await page.locator('.card-detail').count(), 0, 'the drag opened no card');
  // Let go over the browser itself: nothing is added and the ghost goes.
  await drag(page, `${row} .result-kind`, '#browser-title');
  await page.waitForSelector('.browser:not([data-dragging])');
  assert.equal(await page.locator('.deck-entry[data-card="JTL_246"]').getAttribute('data-count'), '1');
  assert.deepEqual(errors, []);
  await context.close();

  // By finger on a phone, from the row's grip.
  const phone = await table.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const { page: touch, errors: touchErrors } = await visit(undefined, phone);
  await volunteerFound(touch);
  // On a phone the deck sits above the browser: the finger carries the card up onto its end.
  await touch.locator(row).scrollIntoViewIfNeeded();
  const cdp = await phone.newCDPSession(touch);
  const from = await centre(touch, `${row} .result-grip`);
  const editor = await touch.locator('.deck-editor').boundingBox();
  const to = { x: editor.x + editor.width / 2, y: editor.y + editor.height - 12 };
  assert.ok(to.y > 0 && to.y < from.y, `the deck's end is on screen above the card (${to.y}, ${from.y})`);
  await fingerDrag(cdp, from, to, async () => {
    await touch.waitForSelector('.decks-body:has(.browser[data-dragging]) [data-deck-drop]');
  });
  await touch.waitForSelector('.deck-entry[data-card="JTL_246"][data-count="1"]');
  assert.deepEqual(touchErrors, []);
  await phone.close();
});

test('keys alone build a deck: down from the search into the results, + adds, − takes out', async () => {
  const { context, page, errors } = await visit();
  await volunteerFound(page);
  await page.focus('.browser-words');
  await page.keyboard.press('ArrowDown');
  const focused = () => page.evaluate(() => document.activeElement?.closest('.result')?.dataset.card ?? null);
  assert.equal(await focused(), 'JTL_246', 'the first result has the focus');
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await page.waitForSelector('.deck-entry[data-card="JTL_246"][data-count="2"]');
  // A screen reader hears each edit.
  await page.waitForFunction(() => /Hopeful Volunteer: 2 in the deck/.test(document.querySelector('.decks-screen .sr-only[role="status"]')?.textContent));
  await page.keyboard.press('-');
  await page.waitForSelector('.deck-entry[data-card="JTL_246"][data-count="1"]');
  // In the deck's list, the same keys.
  await page.locator('.deck-entry[data-card="JTL_246"] .tool').last().focus();
  await page.keyboard.press('+');
  await page.waitForSelector('.deck-entry[data-card="JTL_246"][data-count="2"]');
  // Up from the first result goes back to the search field.
  await page.locator('.results .result[data-card="JTL_246"] .result-title').focus();
  await page.keyboard.press('ArrowUp');
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('browser-words')), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the start screen offers the player's decks: one opens in the builder, and a hot-seat match starts from it", async () => {
  const { context, page, errors } = await visit();
  await openDecks(page, 'lcg');
  await page.click(`.deck-shelf [data-new="${DECKS.lcg.blank}"]`);
  await page.waitForSelector('.deck-editor');
  for (const entry of DECKS.lcg.cards) await add(page, entry);
  await page.fill('.deck-name input', 'Fleet of the Empire');
  await page.locator('.deck-name input').press('Tab');
  await page.waitForSelector('.deck-editor[data-legal="true"]');
  await page.click('[data-close="decks"]');
  await page.reload();
  // The deck is on the start screen under its game, by name.
  const offered = page.locator('.start-choice[data-game="lcg"] .start-deck', { hasText: 'Fleet of the Empire' });
  await offered.click();
  await page.waitForSelector('.decks-screen[data-game="lcg"] .deck-editor[data-legal="true"]');
  assert.equal(await page.locator('.deck-name input').inputValue(), 'Fleet of the Empire');
  assert.ok((await page.locator('.deck-play select option').count()) > 0, 'opponents offered');
  await page.click('[data-play="hot-seat"]');
  await page.locator('.decks-screen').waitFor({ state: 'detached' });
  await page.waitForSelector('.handover h2');
  assert.deepEqual(errors, []);
  await context.close();
});
