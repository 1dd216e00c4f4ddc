// End to end, across games: each game's table is its own wasm holding only that game's engine,
// so turning to another game hands the page over to that game's table. From an LCG table, "New
// game" and a Star Wars: Unlimited match open the SWU table (and fetch no other game's); a reload
// resumes it, straight from the lobby; a reload whose lobby cannot tell the autosave's game opens
// a table that hands it on; a scenario of the LCG chosen in the SWU table opens the LCG's again.
// A game's Decks opens that game's deck builder, a wasm of its own (a player who only plays
// never fetches one), from the lobby or from another game's table; putting it away opens its
// game's table; a builder keeps the other games' decks whole.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { FEL, pastStartScreen, servedTable, watchedPage } from './harness.mjs';

const table = servedTable();
const gameOnBoard = (page, game) => page.waitForFunction((g) => window.hangar?.board?.game === g, game, { timeout: 60_000 });

test('turning to another game hands the page over to its table, and a reload resumes it', { timeout: 180_000 }, async () => {
  const { context, page, errors, fetched } = await watchedPage(table.browser, table.server.url);
  await pastStartScreen(page);
  await page.waitForSelector(FEL);

  // New game, then a hot-seat SWU match: the SWU table takes the page.
  await page.click('.toolbar button:has-text("New game")');
  await page.click('.start-screen [data-game="swu"] [data-start="hot-seat"]');
  await gameOnBoard(page, 'swu');
  await page.locator('.handover button').waitFor();
  assert.ok(fetched.some((p) => p.endsWith('/hangar-table-swu_bg.wasm')), 'the SWU table is fetched');
  assert.ok(!fetched.some((p) => p.includes('hangar-table-swccg')), 'no other game\'s table is');
  assert.ok(!fetched.some((p) => p.includes('hangar-decks-')), `a player who only plays fetches no deck builder (${fetched})`);
  assert.equal(await page.locator('main.board').count(), 1, 'one table on the page');
  await page.waitForFunction(() => localStorage.getItem('hangar.autosave.game') === 'swu');

  // A reload resumes the SWU match, the lobby loading the SWU table at once.
  fetched.length = 0;
  await page.reload();
  await gameOnBoard(page, 'swu');
  assert.ok(!fetched.some((p) => p.includes('hangar-table-lcg')), `only the SWU table is fetched (${fetched})`);

  // With no word of the autosave's game, the lobby opens the first game's table, which hands on.
  await page.evaluate(() => localStorage.removeItem('hangar.autosave.game'));
  await page.reload();
  await gameOnBoard(page, 'swu');
  await page.locator('.handover button').waitFor();

  // A scenario of the LCG from the SWU table's scenarios: the LCG table again.
  await page.click('.handover button');
  await page.click('.toolbar button:has-text("Scenarios")');
  await page.click('.dialog [data-scenario="lcg-pilot-x"], [data-scenario="lcg-pilot-x"]');
  await gameOnBoard(page, 'lcg');
  await page.waitForSelector(FEL);
  assert.equal(await page.locator('main.board').count(), 1, 'one table on the page');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a game\'s Decks opens its own builder, from the lobby and from another game\'s table; each lists its own decks and backs up all', { timeout: 180_000 }, async () => {
  const { context, page, errors, fetched } = await watchedPage(table.browser, table.server.url, { acceptDownloads: true });
  await page.waitForSelector('.start-screen');

  // The lobby's Decks of the LCG: the LCG's builder, and no table nor other builder, opens.
  await page.click('.start-screen [data-decks="lcg"]');
  await page.waitForSelector('.decks-screen[data-game="lcg"] .browser .result');
  assert.ok(fetched.some((p) => p.endsWith('/hangar-decks-lcg_bg.wasm')), 'the LCG builder is fetched');
  assert.ok(!fetched.some((p) => p.includes('hangar-table-') || p.includes('hangar-decks-swu') || p.includes('hangar-decks-swccg')),
    `no table and no other builder (${fetched})`);
  await page.locator('.deck-shelf [data-new]').first().click();
  await page.waitForFunction(() => document.querySelectorAll('.deck-rows .deck-row').length === 1);

  // Put away, the builder hands the page to the LCG's table (its start screen: nothing to
  // resume); there SWU's Decks hands the page to the SWU builder.
  await page.click('[data-close="decks"]');
  await page.click('.start-screen [data-decks="swu"]');
  await page.waitForSelector('.decks-screen[data-game="swu"] .browser .result');
  assert.ok(fetched.some((p) => p.endsWith('/hangar-table-lcg_bg.wasm')), 'the LCG table is fetched');
  assert.ok(fetched.some((p) => p.endsWith('/hangar-decks-swu_bg.wasm')), 'the SWU builder is fetched');
  assert.equal(await page.locator('main.board').count(), 0, 'the table left the page');
  assert.equal(await page.locator('.decks-screen').count(), 1, 'one builder on the page');
  // The LCG's deck is not SWU's: not listed, not called unreadable, and kept whole in a backup.
  assert.equal(await page.locator('.deck-rows .deck-row').count(), 0, 'the SWU builder lists no LCG deck');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-export="all"]')]);
  const backup = JSON.parse(await readFile(await download.path(), 'utf8'));
  assert.deepEqual(backup.decks.map((d) => d.game), ['lcg'], 'the backup holds the LCG deck');

  // That backup read by the SWU table keeps the LCG deck for the LCG's table: two LCG decks now.
  await page.click('.deck-import summary');
  await page.setInputFiles('.deck-import .file-input', await download.path());
  await page.waitForSelector('.deck-note');
  assert.equal(await page.locator('.deck-rows .deck-row').count(), 0);
  const lcgDecks = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('hangar.deck.') && localStorage.getItem(k).startsWith('hangar-deck.1 lcg')).length);
  assert.equal(lcgDecks, 2, 'the backup\'s LCG deck is stored for the LCG table');
  assert.deepEqual(errors, []);
  await context.close();
});
