// End to end, against the release build: a new player's path from the start screen — a scenario
// played by mouse drag, the same play by keyboard in another game, a hot-seat hand-over that keeps
// hands hidden, and a match against the computer whose moves hand the turn back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FEL, PILOTED, TIE, drag, pay, servedTable, watchedPage } from './harness.mjs';

const table = servedTable();

/** A new player's first visit: a fresh browser context, so nothing is saved yet. */
async function firstVisit(viewport = { width: 1366, height: 768 }) {
  const page = await table.browser.newPage({ viewport });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.goto(table.server.url);
  await page.waitForSelector('.start-screen');
  return { page, errors };
}

/** Names of the cards drawn face up in a seat's hand. */
const handNames = (page, seat) => page.locator(`.seat-${seat} .hand .card[data-name]`).evaluateAll((cs) => cs.map((c) => c.dataset.name));

test('a new player starts from the start screen and pilots a ship by mouse drag in a scenario', async () => {
  const { page, errors } = await firstVisit();
  for (const heading of ['Star Wars: The Card Game', 'Scenarios']) {
    await page.locator('.start-screen h2', { hasText: heading }).waitFor();
  }
  for (const button of ['Play as the Dark Side', 'Play as the Light Side', 'Hot-seat game (two players, one device)']) {
    await page.locator('.start-screen [data-game="lcg"] button', { hasText: button }).waitFor();
  }
  await page.reload();
  await page.waitForSelector('.start-screen'); // nothing was saved before a game was chosen

  await page.click('.start-screen [data-scenario="lcg-pilot-x"]');
  await page.locator('.start-screen').waitFor({ state: 'detached' });
  // The focus goes to the table, not back to the page body.
  await page.waitForFunction(() => document.activeElement?.matches('main.board .table'));
  await drag(page, FEL, TIE);
  await pay(page);
  await page.waitForSelector(PILOTED);

  await page.reload(); // the game is saved now, and resumes without the start screen
  await page.waitForSelector(PILOTED);
  assert.equal(await page.locator('.start-screen').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the same play by keyboard in another game, opened from the start screen', async () => {
  const { page } = await firstVisit();
  await page.focus('.start-screen [data-scenario="lcg-pilot-x"]');
  await page.keyboard.press('Enter');
  await page.locator('.start-screen').waitFor({ state: 'detached' });
  await page.focus(FEL);
  await page.keyboard.press('Enter');
  await page.waitForSelector(`${TIE}.drop-ok`);
  const focusedName = () => page.evaluate(() => document.activeElement?.dataset?.name);
  for (let i = 0; i < 3 && (await focusedName()) !== '181st TIE Interceptor'; i++) {
    await page.keyboard.press('ArrowRight');
  }
  await page.keyboard.press('Enter');
  await page.waitForSelector('.pay-choice [data-pay="confirm"]:focus');
  await page.keyboard.press('Enter');
  await page.waitForSelector(PILOTED);
  await page.close();
});

test('hot-seat: the device is handed over and neither hand is in the page until its player says who they are', async () => {
  const { page, errors } = await firstVisit();
  await page.click('[data-start="hot-seat"]');
  await page.locator('.handover h2', { hasText: 'Pass the device to Dark Side' }).waitFor();
  assert.equal(await page.locator('.hand .card[data-name]').count(), 0, 'no hand under the cover');
  assert.ok((await page.locator('.hand .card-back').count()) > 0, 'card backs are counted');

  await page.click('button:has-text("I am Dark Side — show my hand")');
  await page.waitForSelector('.seat-0 .hand .card[data-name]');
  const darkHand = await handNames(page, 0);
  assert.deepEqual(await handNames(page, 1), [], 'the Light Side hand is backs only');

  // The Dark Side takes the first of its legal actions until the Light Side must act: the device
  // must change hands.
  for (let i = 0; i < 6 && !(await page.locator('.handover').count()); i++) {
    const before = await page.evaluate(() => JSON.stringify(window.hangar.board));
    if (!(await page.locator('.all-actions[open]').count())) await page.click('.all-actions summary');
    await page.locator('.all-actions button.action').first().click();
    await page.waitForFunction((b) => JSON.stringify(window.hangar.board) !== b, before);
  }
  await page.locator('.handover h2', { hasText: 'Pass the device to Light Side' }).waitFor();
  assert.equal(await page.locator('.hand .card[data-name]').count(), 0, "the Dark Side's hand left the page");
  const published = await page.evaluate(() => JSON.stringify(window.hangar.board));
  const inPlay = await page.locator('.play-area .card[data-name]').evaluateAll((cs) => cs.map((c) => c.dataset.name));
  for (const name of darkHand.filter((n) => !inPlay.includes(n))) {
    assert.ok(!published.includes(name), `${name} is not in the published view`);
  }

  await page.click('button:has-text("I am Light Side — show my hand")');
  await page.waitForSelector('.seat-1 .hand .card[data-name]');
  assert.deepEqual(await handNames(page, 0), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('against the computer: it thinks and moves, the player cannot act for it, and the turn comes back', async () => {
  const { page, errors } = await firstVisit();
  await page.click('[data-start="computer-1"]'); // the player takes the Light Side; the Dark Side acts first
  await page.locator('.players', { hasText: 'Dark Side: Computer (Normal)' }).waitFor();
  await page.locator('.thinking', { hasText: 'Computer is thinking…' }).waitFor();
  assert.equal(await page.locator('.prompt-bar button, .all-actions button').count(), 0, 'nothing to act on for the computer');
  assert.equal(await page.locator('.card.movable').count(), 0);
  assert.equal(await page.locator('.seat-0 .hand .card[data-name]').count(), 0, "the computer's hand is hidden");

  await page.waitForFunction(() => document.querySelectorAll('.log li').length > 0, null, { timeout: 60_000 });
  // Its move is marked and highlighted in the log, and read out.
  await page.waitForSelector('.log .log-move.computer.fresh', { timeout: 60_000 });
  await page.waitForFunction(() => /· computer/.test(document.querySelector('.board [aria-live]')?.textContent ?? ''));
  assert.equal(await page.locator('.table .seat.near.seat-1').count(), 1, "the player's seat is at the bottom");
  await page.waitForFunction(
    () => document.querySelector('.outcome') || (document.querySelector('.seat-1.acting') && !document.querySelector('.thinking')),
    null,
    { timeout: 120_000 },
  );
  if (!(await page.locator('.outcome').count())) {
    assert.ok((await page.locator('.all-actions button').count()) > 0, 'the player has legal actions again');
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('a first visit fetches only the lobby; the chosen game\'s table loads when it is chosen, and a failed load can be retried', async () => {
  // The service worker is kept out, so every request this page makes is its own.
  const { context, page, errors, fetched } = await watchedPage(table.browser, table.server.url);
  await page.waitForSelector('.start-screen [data-game="lcg"] [data-start="hot-seat"]');
  assert.ok(fetched.some((p) => /\/hangar-[0-9a-f]+_bg\.wasm$/.test(p)), `the lobby's wasm is fetched (${fetched})`);
  assert.ok(!fetched.some((p) => p.includes('hangar-table')), `the table waits for a choice (${fetched})`);

  // The table cannot be fetched: the start screen stays and says so.
  await context.route('**/hangar-table-lcg_bg.wasm', (route) => route.abort());
  await page.click('.start-screen [data-game="lcg"] [data-start="hot-seat"]');
  await page.locator('.lobby-status.failed', { hasText: 'The table could not be loaded' }).waitFor();
  assert.equal(await page.locator('.start-screen').count(), 1);

  // Back online: the same choice opens the table, and the lobby is gone.
  await context.unroute('**/hangar-table-lcg_bg.wasm');
  await page.click('.start-screen [data-scenario="lcg-pilot-x"]');
  await page.waitForSelector(FEL);
  assert.equal(await page.locator('#lobby').count(), 0, 'the lobby stepped aside');
  assert.ok(fetched.some((p) => p.endsWith('/hangar-table-lcg_bg.wasm')));
  assert.ok(!fetched.some((p) => /hangar-table-(swu|swccg)/.test(p)), `only the chosen game's table is fetched (${fetched})`);
  assert.deepEqual(errors, []);
  await context.close();
});
