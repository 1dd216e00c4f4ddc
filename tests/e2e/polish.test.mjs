// End to end, against the release build: Hangar in Polish. The language chosen on the start
// screen, Example 1 played by dragging Baron Fel onto the TIE, an illegal drop refused in Polish
// with its rule, the choice kept over a reload, a switch in the middle of a game that changes only
// the words, the browser's language on a first visit, a hot-seat cover in Polish, and no overflow
// at 390 px wide with the longer Polish words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { FEL, PILOTED, TIE, card, drag, openSave, pay, servedTable, settled } from './harness.mjs';

const table = servedTable();
const XWING = card('Rogue Squadron X-Wing');

/** A first visit in a fresh context whose browser prefers `locale`. */
async function firstVisit(locale = 'en-US', viewport = { width: 1366, height: 768 }) {
  const context = await table.browser.newContext({ viewport, locale });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.goto(table.server.url);
  await page.waitForSelector('.start-screen');
  return { context, page, errors };
}

const htmlLang = (page) => page.evaluate(() => document.documentElement.lang);
const board = (page) => page.evaluate(() => JSON.stringify(window.hangar.board));

test('Polish chosen on the start screen: Example 1 by drag, a refusal and its rule in Polish, still Polish after a reload', async () => {
  const { context, page, errors } = await firstVisit('en-US');
  assert.equal(await htmlLang(page), 'en', 'an English browser opens in English');
  await page.locator('.start-screen h2', { hasText: 'Scenarios' }).waitFor();
  await page.click('.start-screen .lang-switch [data-lang="pl"]');
  await page.locator('.start-screen h2', { hasText: 'Scenariusze' }).waitFor();
  assert.equal(await htmlLang(page), 'pl');
  assert.equal(await page.locator('.start-screen [data-lang="pl"]').getAttribute('aria-pressed'), 'true');
  assert.match(await page.locator('meta[name=description]').getAttribute('content'), /Zagraj w przeglądarce/);
  assert.equal(await page.locator('link[rel=manifest]').getAttribute('href'), 'manifest-pl.webmanifest');
  await page.locator('.start-screen [data-game="lcg"] button', { hasText: 'Graj jako: Ciemna Strona' }).waitFor();

  await page.click('.start-screen [data-scenario="lcg-pilot-x"]');
  await page.locator('.start-screen').waitFor({ state: 'detached' });
  await page.locator('.toolbar button', { hasText: 'Cofnij' }).waitFor();

  // An illegal drop: Baron Fel onto the enemy X-Wing. Nothing changes; the refusal is in Polish.
  const before = await board(page);
  await drag(page, FEL, XWING);
  await page.waitForSelector('.refusal');
  assert.match(await page.locator('.refusal .reason').innerText(), /Pilota można dołączyć tylko do przyjaznej jednostki/);
  assert.match(await page.locator('.refusal .rule').innerText(), /Zasada: Star Wars: The Card Game — „Pilot \(X\)”, instrukcja Ready for Takeoff/);
  assert.equal(await board(page), before, 'the refused drop changed nothing');

  // The legal drop: Baron Fel pilots the TIE.
  await drag(page, FEL, TIE, { hold: true });
  await page.waitForSelector(`${TIE}.drop-ok`);
  assert.match(await page.locator(TIE).getAttribute('aria-label'), /dozwolony wybór/, 'lit in Polish words too');
  await page.mouse.up();
  await page.locator('.pay-choice h2', { hasText: 'Wybierz sposób zapłaty' }).waitFor();
  await pay(page);
  await page.waitForSelector(PILOTED);
  assert.deepEqual(await page.locator(`${TIE} > .card-body .badge`).allInnerTexts(), ['Pilotowana', 'Elitarna', 'Przewaga (1)']);
  assert.match(await page.locator('.log').innerText(), /Dołączono Baron Fel do 181st TIE Interceptor jako ulepszenie \(Pilot\)/);

  await page.reload();
  await page.waitForSelector(PILOTED);
  assert.equal(await htmlLang(page), 'pl', 'the choice is remembered');
  await page.locator('.toolbar button', { hasText: 'Cofnij' }).waitFor();
  assert.match(await page.locator('.log').innerText(), /Dołączono Baron Fel do 181st TIE Interceptor/, 'the saved log reads in Polish');
  assert.deepEqual(errors, []);
  await context.close();
});

test('switching the language in the middle of a game changes the words and nothing else', async () => {
  const { context, page, errors } = await firstVisit('en-US');
  await page.click('.start-screen [data-scenario="lcg-pilot-x"]');
  await page.locator('.start-screen').waitFor({ state: 'detached' });
  await drag(page, FEL, TIE);
  await pay(page);
  await page.waitForSelector(PILOTED);
  const game = await board(page);
  const englishLog = await page.locator('.log').innerText();
  assert.match(englishLog, /Baron Fel is attached to 181st TIE Interceptor/);
  const lines = await page.locator('.log li').count();

  await page.click('.toolbar .lang-switch [data-lang="pl"]');
  await page.locator('.toolbar button', { hasText: 'Cofnij' }).waitFor();
  assert.equal(await htmlLang(page), 'pl');
  assert.equal(await board(page), game, 'the game is the same');
  assert.equal(await page.locator('.log li').count(), lines, 'the log keeps its lines');
  assert.match(await page.locator('.log').innerText(), /Dołączono Baron Fel do 181st TIE Interceptor/);
  assert.equal(await page.locator('.toolbar button', { hasText: 'Cofnij' }).isEnabled(), true, 'the undo history stays');

  await page.click('.toolbar button:has-text("Cofnij")');
  await page.waitForFunction(() => !document.querySelector('.attachment[data-role="pilot"]'));
  // Undone, the move is out of the log too, in either language.
  assert.doesNotMatch(await page.locator('.log').innerText(), /Dołączono Baron Fel/);
  await page.click('.toolbar .lang-switch [data-lang="en"]');
  await page.locator('.toolbar button', { hasText: 'Undo' }).waitFor();
  assert.doesNotMatch(await page.locator('.log').innerText(), /Baron Fel is attached/);
  assert.equal(await htmlLang(page), 'en');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a game saved by an English build reads in Polish: the log is typed, not stored as sentences', async () => {
  const midgame = await readFile(new URL('./fixtures/midgame-lcg.json', import.meta.url), 'utf8');
  assert.match(midgame, /"key":\s*"lcg-log-drew"/, 'the fixture keeps the log as messages');
  const { context, page, errors } = await openSave(table.browser, table.server.url, midgame, { width: 1366, height: 768 }, { locale: 'pl-PL' });
  assert.equal(await htmlLang(page), 'pl');
  const log = await page.locator('.log').innerText();
  assert.match(log, /Jasna Strona dobiera kartę\./);
  assert.doesNotMatch(log, /draws a card/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a first visit from a Polish browser opens in Polish; the hot-seat cover and the crash panel speak Polish', async () => {
  const { context, page, errors } = await firstVisit('pl-PL');
  assert.equal(await htmlLang(page), 'pl', 'navigator.languages chooses Polish');
  await page.locator('.start-screen h2', { hasText: 'Scenariusze' }).waitFor();
  await page.click('[data-start="hot-seat"]');
  await page.locator('.handover h2', { hasText: 'Przekaż urządzenie: Ciemna Strona' }).waitFor();
  assert.match(await page.locator('.handover p').innerText(), /twoja ręka pozostaje ukryta/);
  assert.equal(await page.locator('.hand .card[data-name]').count(), 0, 'no hand under the cover');
  await page.click('.handover button:has-text("To ja, Ciemna Strona — pokaż moją rękę")');
  await page.waitForSelector('.seat-0 .hand .card[data-name]');
  assert.deepEqual(errors, []);

  // Should the app ever stop, its crash panel speaks the page's language too.
  await page.evaluate(() => {
    try {
      window.wasmBindings.hangar_test_panic();
    } catch {
      // The panic ends in a wasm trap, thrown here; the panel is what the player sees.
    }
  });
  await page.waitForSelector('.crash-panel');
  assert.match(await page.locator('.crash-panel h2').innerText(), /Hangar przestał działać/);
  await page.locator('.crash-panel a', { hasText: 'Przeładuj' }).waitFor();
  await context.close();
});

/** Opens the phone's menu, unless it is open. */
async function openMenu(page) {
  if ((await page.locator('.menu-toggle').getAttribute('aria-expanded')) !== 'true') await page.click('.menu-toggle');
  await page.waitForSelector('.tools.open .lang-switch');
}

/** Elements wider than the page, or running past its right edge. */
async function overflow(page) {
  await settled(page);
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll('body *')]
      .filter((e) => e.getClientRects().length && getComputedStyle(e).position !== 'fixed')
      .filter((e) => e.getBoundingClientRect().right > width + 1)
      .filter((e) => !e.closest('.hand, .tools:not(.open), .drawer:not(.open), [aria-hidden="true"]'))
      .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}: ${e.textContent.slice(0, 40)}`);
    // Words cut off inside their own box: a button or a badge whose text is wider than it.
    const clipped = [...document.querySelectorAll('button, .badge, .lang-choice, .prompt, h1, h2')]
      .filter((e) => e.getClientRects().length && e.scrollWidth > e.clientWidth + 1)
      .filter((e) => !e.closest('.hand, .tools:not(.open), .drawer:not(.open)'))
      .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}: ${e.textContent.slice(0, 40)}`);
    return { scroll: document.documentElement.scrollWidth, width, wide: wide.slice(0, 5), clipped };
  });
}

test('at 390 px wide the longer Polish words do not overflow: start screen, table, prompts, menu, hand-over', async () => {
  const phone = { width: 390, height: 844 };
  const { context, page, errors } = await firstVisit('pl-PL', phone);
  const check = async (where) => {
    const found = await overflow(page);
    assert.ok(found.scroll <= found.width, `${where}: the page scrolls sideways (${found.scroll} > ${found.width}): ${found.wide}`);
    assert.deepEqual(found.clipped, [], `${where}: words cut off`);
  };
  await check('start screen');
  for (const scenario of ['lcg-pilot-x', 'lcg-skirmish', 'swccg-landing', 'swu-extra-pilot']) {
    await page.goto(`${table.server.url}`);
    await page.waitForSelector('main.board, .start-screen');
    if (!(await page.locator('.start-screen').count())) {
      await openMenu(page);
      await page.click('.toolbar button:has-text("Scenariusze")');
    }
    await page.click(`[data-scenario="${scenario}"]`);
    await page.waitForFunction(() => !document.querySelector('.start-screen, .overlay'));
    await page.waitForSelector('.prompt-bar');
    await check(scenario);
  }
  await openMenu(page);
  await check('the menu open');

  const hot = await context.newPage();
  await hot.goto(table.server.url);
  await hot.waitForSelector('main.board');
  await openMenu(hot);
  await hot.click('.toolbar button:has-text("Nowa gra")');
  await hot.click('[data-game="swccg"] [data-start="hot-seat"]');
  await hot.locator('.handover h2', { hasText: 'Przekaż urządzenie' }).waitFor();
  const cover = await overflow(hot);
  assert.ok(cover.scroll <= cover.width, `hand-over: ${cover.wide}`);
  assert.deepEqual(cover.clipped, [], 'hand-over: words cut off');
  assert.deepEqual(errors, []);
  await context.close();
});
