// End to end, across games: each game's table is its own wasm holding only that game's engine,
// so turning to another game hands the page over to that game's table. From an LCG table, "New
// game" and a Star Wars: Unlimited match open the SWU table (and fetch no other game's); a reload
// resumes it, straight from the lobby; a reload whose lobby cannot tell the autosave's game opens
// a table that hands it on; a scenario of the LCG chosen in the SWU table opens the LCG's again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FEL, pastStartScreen, servedTable } from './harness.mjs';

const table = servedTable();
const gameOnBoard = (page, game) => page.waitForFunction((g) => window.hangar?.board?.game === g, game, { timeout: 60_000 });

test('turning to another game hands the page over to its table, and a reload resumes it', { timeout: 180_000 }, async () => {
  const context = await table.browser.newContext({ viewport: { width: 1366, height: 768 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  const fetched = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto(table.server.url);
  await pastStartScreen(page);
  await page.waitForSelector(FEL);

  // New game, then a hot-seat SWU match: the SWU table takes the page.
  await page.click('.toolbar button:has-text("New game")');
  await page.click('.start-screen [data-game="swu"] [data-start="hot-seat"]');
  await gameOnBoard(page, 'swu');
  await page.locator('.handover button').waitFor();
  assert.ok(fetched.some((p) => p.endsWith('/hangar-table-swu_bg.wasm')), 'the SWU table is fetched');
  assert.ok(!fetched.some((p) => p.includes('hangar-table-swccg')), 'no other game\'s table is');
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
