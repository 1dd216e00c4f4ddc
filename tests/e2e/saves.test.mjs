// End to end, against the release build: saves that never lose a game. Storage that is full is
// told and survived (Export offered, play goes on, the exported game imports in a fresh browser);
// a save that cannot be read is offered as a download and survives a new game; a share link of a
// game against the computer opens against the computer with its hand hidden. (A whole match's
// autosave size and undo time: whole-match.test.mjs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openTable, readSave, seededContext, servedTable } from './harness.mjs';

const table = servedTable();

/** The player (the Light Side, against the computer) may act, or the match is over. */
const playerUp = () =>
  document.querySelector('.outcome') ||
  (document.querySelector('.seat-1.acting') && !document.querySelector('.thinking') && document.querySelector('.all-actions button'));

/** Waits for the player's turn, takes the first legal action, and waits for the table to change.
 *  Returns false once the match is over. */
async function playerMove(page) {
  await page.waitForFunction(playerUp, null, { timeout: 120_000, polling: 50 });
  if (await page.locator('.outcome').count()) return false;
  const before = await page.evaluate(() => JSON.stringify(window.hangar.board));
  await page.evaluate(() => document.querySelector('.all-actions button').click());
  await page.waitForFunction((b) => JSON.stringify(window.hangar.board) !== b, before, { polling: 20 });
  return true;
}

/** A new LCG match against the computer (Normal), the player on the Light Side. */
async function startAgainstComputer(page) {
  await page.waitForSelector('.start-screen');
  await page.click('.start-screen [data-game="lcg"] [data-start="computer-1"]');
  await page.locator('.start-screen').waitFor({ state: 'detached' });
}

const autosaveLength = (page) => page.evaluate(() => (localStorage.getItem('hangar.autosave') ?? '').length);

test('with storage full, a failed save is told with Export offered, play goes on, and the game moves to a fresh browser', { timeout: 300_000 }, async () => {
  const context = await table.browser.newContext({ viewport: { width: 1366, height: 768 }, acceptDownloads: true });
  // Fill local storage to its quota before the page loads (once: not again on a reload).
  await context.addInitScript(() => {
    if (sessionStorage.getItem('hangar.test.filled')) return;
    sessionStorage.setItem('hangar.test.filled', '1');
    let chunk = 'x'.repeat(1 << 20);
    for (let i = 0; chunk.length > 0; i++) {
      try {
        localStorage.setItem(`filler.${i}`, chunk);
      } catch {
        chunk = chunk.slice(0, chunk.length >> 1);
      }
    }
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.goto(table.server.url);
  assert.ok(await page.evaluate(() => Object.keys(localStorage).length) > 1, 'storage is full of filler');
  await startAgainstComputer(page);
  await page.waitForSelector('.notice.error [data-notice="export"]');
  assert.match(await page.locator('.notice').innerText(), /could not be saved in this browser/);
  // Play goes on, the notice with it.
  for (let i = 0; i < 3; i++) assert.ok(await playerMove(page));
  await page.waitForSelector('.notice.error [data-notice="export"]');
  await page.waitForFunction(playerUp, null, { timeout: 120_000, polling: 50 });
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-notice="export"]')]);
  const dir = await mkdtemp(join(tmpdir(), 'hangar-saves-'));
  const file = join(dir, 'game.txt');
  await download.saveAs(file);
  const exported = readSave(await readFile(file, 'utf8'));
  assert.equal(exported.game, 'lcg');
  assert.ok(exported.moves.length >= 3, 'the export holds the moves');
  const seen = await page.evaluate(() => JSON.stringify(window.hangar.board));
  // Room again: the next save works and clears the notice.
  await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('filler.')).forEach((k) => localStorage.removeItem(k)));
  assert.ok(await playerMove(page));
  await page.locator('.notice').waitFor({ state: 'detached' });
  assert.ok((await autosaveLength(page)) > 0, 'saved at last');
  assert.deepEqual(errors, []);
  await context.close();

  // A fresh browser imports the exported game: the same table, against the computer.
  const { page: other } = await openTable(table.browser, table.server.url);
  await other.setInputFiles('.file-input', file);
  await other.waitForSelector('.dialog:has-text("This file holds a game")');
  await other.click('button:has-text("Open it")');
  await other.locator('.players', { hasText: 'Dark Side: Computer (Normal)' }).waitFor();
  await other.waitForFunction(() => document.querySelector('.seat-1.acting') && !document.querySelector('.thinking'));
  assert.equal(await other.evaluate(() => JSON.stringify(window.hangar.board)), seen, 'the table as it was exported');
  await other.close();
});

test('a save that cannot be read is offered as a download and survives a new game', { timeout: 120_000 }, async () => {
  const unreadable = '{"format":"hangar-save","version":3,"game":"lcg","state":{"damaged';
  const context = await seededContext(table.browser, { 'hangar.autosave': unreadable }, {
    viewport: { width: 1366, height: 768 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.goto(table.server.url);
  await page.waitForSelector('.notice.unreadable [data-notice="download"]');
  assert.match(await page.locator('.notice.unreadable').innerText(), /saved game could not be read: .*It is kept as it is/s);
  // A new game, and moves in it: the unreadable save is not overwritten, and is offered again.
  await page.click('button:has-text("New game")');
  await startAgainstComputer(page);
  assert.ok(await playerMove(page));
  assert.equal(await page.evaluate(() => localStorage.getItem('hangar.autosave')), unreadable);
  await page.reload();
  await page.waitForSelector('.notice.unreadable [data-notice="download"]');
  assert.equal(await page.evaluate(() => localStorage.getItem('hangar.autosave')), unreadable);
  // Downloaded, it is the save as it was; then autosave goes on with the game on the table.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-notice="download"]')]);
  assert.equal(download.suggestedFilename(), 'hangar-unreadable-save.txt');
  assert.equal(await readFile(await download.path(), 'utf8'), unreadable);
  await page.locator('.notice.unreadable').waitFor({ state: 'detached' });
  await page.click('button:has-text("New game")');
  await startAgainstComputer(page);
  await page.waitForFunction(() => (localStorage.getItem('hangar.autosave') ?? '').startsWith('hangar-save.4.'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('a save an earlier build set aside as unreadable is offered again, not forgotten', { timeout: 60_000 }, async () => {
  const setAside = '{"format":"hangar-save","version":2,"game":"lcg","state":{"cut short';
  const context = await seededContext(table.browser, { 'hangar.autosave.unreadable': setAside }, {
    viewport: { width: 1366, height: 768 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await page.goto(table.server.url);
  await page.waitForSelector('.notice.unreadable [data-notice="download"]');
  assert.equal(await page.evaluate(() => localStorage.getItem('hangar.autosave')), setAside);
  assert.equal(await page.evaluate(() => localStorage.getItem('hangar.autosave.unreadable')), null);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-notice="download"]')]);
  assert.equal(await readFile(await download.path(), 'utf8'), setAside);
  await context.close();
});

/** Card names by printed number, from the LCG's card data. */
async function lcgNames() {
  const dir = 'src/cards/lcg';
  const names = new Map();
  for (const file of (await readdir(dir)).filter((f) => f.endsWith('.json'))) {
    const data = JSON.parse(await readFile(join(dir, file), 'utf8'));
    for (const card of data.cards ?? []) names.set(card.number, card.name);
  }
  return names;
}

test('a link from a game against the computer opens against the computer, its hand hidden, and asks nothing on a first visit', { timeout: 120_000 }, async () => {
  const page = await table.browser.newPage({ viewport: { width: 1366, height: 768 } });
  await page.goto(table.server.url);
  await startAgainstComputer(page);
  assert.ok(await playerMove(page));
  await page.waitForFunction(playerUp, null, { timeout: 120_000, polling: 50 });
  // The computer's hand (the Dark Side's, seat 0), named from the autosave and the card data; only
  // the names the player's own view does not show count (a copy may be on the table).
  const names = await lcgNames();
  const { state } = readSave(await page.evaluate(() => localStorage.getItem('hangar.autosave')));
  const handNames = state.players[0].hand.map((id) => names.get(state.cards[id].def));
  const shown = await page.evaluate(() => JSON.stringify(window.hangar.board) + document.body.innerText);
  const hidden = [...new Set(handNames)].filter((name) => name && !shown.includes(name));
  assert.ok(hidden.length > 0, `the computer holds cards the player cannot see (${handNames})`);

  await page.click('button:has-text("Share")');
  const link = await page.locator('.share-url').inputValue();
  assert.match(link, /#share=v4\.[A-Za-z0-9_-]+$/);
  // A Copy button beside the link puts it on the clipboard.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.click('.dialog [data-share="copy"]');
  await page.locator('.dialog [data-share="copy"]', { hasText: 'Copied' }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
  const seen = await page.evaluate(() => JSON.stringify(window.hangar.board));
  await page.close();

  // A first visit: the game opens at once, against the computer, as the sharer's seat saw it.
  const other = await table.browser.newPage({ viewport: { width: 1366, height: 768 } });
  await other.goto(link);
  await other.locator('.players', { hasText: 'Dark Side: Computer (Normal)' }).waitFor();
  assert.equal(await other.locator('.dialog').count(), 0, 'nothing asked');
  await other.waitForFunction(() => document.querySelector('.seat-1.acting') && !document.querySelector('.thinking'));
  assert.equal(await other.evaluate(() => JSON.stringify(window.hangar.board)), seen, 'the table as the sharer saw it');
  const page2 = (await other.content()) + (await other.evaluate(() => JSON.stringify(window.hangar.board)));
  for (const name of hidden) assert.ok(!page2.includes(name), `${name} (in the computer's hand) is not in the page`);
  await other.close();
});
