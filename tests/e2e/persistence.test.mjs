// End to end, against the release build: autosave and resume, undo, new game, share links,
// export and import, bad input, the crash panel, and the Content-Security-Policy.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { FEL, PILOTED, openTable, pilotFel, servedTable } from './harness.mjs';

const table = servedTable();

test('the game resumes after a reload, log included, and undo steps back', async () => {
  const { page, errors } = await openTable(table.browser, table.server.url);
  await pilotFel(page);
  await page.reload();
  await page.waitForSelector(PILOTED);
  assert.match(await page.locator('.log').innerText(), /attached to 181st TIE Interceptor/);
  await page.click('button:has-text("Undo")');
  await page.waitForSelector(`.hand ${FEL}`);
  assert.equal(await page.locator('button:has-text("Undo")').isDisabled(), true);
  await page.reload();
  await page.waitForSelector(`.hand ${FEL}`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('"New game" asks before discarding a game in progress', async () => {
  const { page } = await openTable(table.browser, table.server.url);
  await pilotFel(page);
  await page.click('button:has-text("New game")');
  await page.waitForSelector('.dialog:has-text("Start a new game?")');
  await page.click('button:has-text("Keep playing")');
  assert.equal(await page.locator(PILOTED).count(), 1);
  await page.click('button:has-text("New game")');
  await page.click('button:has-text("Start a new game")');
  await page.click('.start-screen [data-scenario="lcg-pilot-x"]');
  await page.waitForSelector(`.hand ${FEL}`);
  await page.close();
});

test('a corrupt autosave gets a clear message, is kept as it is, and a new game starts', async () => {
  const { page, errors } = await openTable(table.browser, table.server.url);
  await page.evaluate(() => localStorage.setItem('hangar.autosave', '{"format":"hangar-save","version":1,"saved":{"gam'));
  await page.reload();
  await page.waitForSelector('.notice.error');
  assert.match(await page.locator('.notice').innerText(), /saved game could not be read: it is not a Hangar save/);
  await page.waitForSelector(`.hand ${FEL}`);
  await pilotFel(page);
  assert.equal(
    await page.evaluate(() => localStorage.getItem('hangar.autosave')),
    '{"format":"hangar-save","version":1,"saved":{"gam',
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test('a share link round trips, and opening it asks before replacing the game', async () => {
  const { page } = await openTable(table.browser, table.server.url);
  await pilotFel(page);
  await page.click('button:has-text("Share")');
  const link = await page.locator('.share-url').inputValue();
  assert.match(link, /#share=v4\.[A-Za-z0-9_-]+$/);
  await page.close();

  // Someone with a game of their own is asked first.
  const { page: other } = await openTable(table.browser, table.server.url);
  await other.goto('about:blank');
  await other.goto(link);
  await other.waitForSelector('.dialog:has-text("This link holds a position")');
  assert.match(await other.locator('.incoming-summary').innerText(), /Example 1 — Pilot \(X\), turn 1, Deployment phase/);
  assert.equal(await other.locator(PILOTED).count(), 0, 'nothing replaced before the answer');
  await other.click('button:has-text("Open it")');
  await other.waitForSelector(PILOTED);
  assert.equal(new URL(other.url()).hash, '', 'the link is cleared from the address bar');
  await other.close();
});

test('a broken share link says so and leaves the game untouched', async () => {
  const { page } = await openTable(table.browser, table.server.url);
  await pilotFel(page);
  await page.goto('about:blank');
  await page.goto(`${table.server.url}#share=v1.broken*link`);
  await page.waitForSelector('.notice.error');
  assert.match(await page.locator('.notice').innerText(), /share link could not be opened: the link is garbled/);
  await page.waitForSelector(PILOTED);
  await page.close();
});

test('export and import a game; a wrong file is refused; imported text is never HTML', async () => {
  const { page } = await openTable(table.browser, table.server.url);
  await pilotFel(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('button:has-text("Export")')]);
  assert.equal(download.suggestedFilename(), 'hangar-game.txt');
  const dir = await mkdtemp(join(tmpdir(), 'hangar-'));
  const file = join(dir, 'game.txt');
  await download.saveAs(file);
  assert.match(await readFile(file, 'utf8'), /^hangar-save\.4\.[A-Za-z0-9_-]+$/);

  await page.click('button:has-text("New game")');
  await page.click('button:has-text("Start a new game")');
  await page.click('.start-screen [data-scenario="lcg-pilot-x"]');
  await page.setInputFiles('.file-input', file);
  await page.waitForSelector('.dialog:has-text("This file holds a game")');
  await page.click('button:has-text("Open it")');
  await page.waitForSelector(PILOTED);

  const wrong = join(dir, 'notes.txt');
  await writeFile(wrong, 'hello');
  await page.setInputFiles('.file-input', wrong);
  await page.waitForSelector('.notice.error');
  assert.match(await page.locator('.notice').innerText(), /file could not be opened: it is not a Hangar save/);
  await page.waitForSelector(PILOTED);

  // Text from a file (here a log line's printed argument) is shown as text, never as HTML. The
  // file is a save of version 3 (JSON, still read), its log held as base64url(deflate(JSON)).
  const hostile = '<img src=x onerror="window.pwned=1">';
  const saved = JSON.parse(await readFile(new URL('../fixtures/lcg-save-v3.json', import.meta.url), 'utf8'));
  const log = JSON.parse(inflateRawSync(Buffer.from(saved.log, 'base64url')).toString('utf8'));
  log.push({ key: 'log-printed', args: [['text', { Printed: hostile }]] });
  saved.log = deflateRawSync(Buffer.from(JSON.stringify(log))).toString('base64url');
  const crafted = join(dir, 'crafted.json');
  await writeFile(crafted, JSON.stringify(saved));
  await page.setInputFiles('.file-input', crafted);
  await page.waitForSelector('.dialog:has-text("This file holds a game")');
  await page.click('button:has-text("Open it")');
  await page.locator('.log li', { hasText: hostile }).waitFor();
  assert.equal(await page.locator('img[src="x"]').count(), 0);
  assert.equal(await page.evaluate(() => window.pwned), undefined);
  await page.close();
});

test('a panic shows the crash panel with the last autosave to export', async () => {
  const { page } = await openTable(table.browser, table.server.url);
  await pilotFel(page);
  await page.evaluate(() => {
    try {
      window.wasmBindings.hangar_test_panic();
    } catch {
      // The panic ends in a wasm trap, thrown here; the panel is what the player sees.
    }
  });
  await page.waitForSelector('.crash-panel');
  assert.match(await page.locator('.crash-panel').innerText(), /Hangar stopped working/);
  const exportLink = page.locator('.crash-panel a:has-text("Export game")');
  assert.equal(await exportLink.getAttribute('download'), 'hangar-game.txt');
  assert.match(await exportLink.getAttribute('href'), /^blob:/);
  const kept = await page.evaluate(() => localStorage.getItem('hangar.autosave'));
  assert.match(kept, /^hangar-save\.4\./);
  await page.close();
});

test('the Content-Security-Policy forbids eval and the page runs under it', async () => {
  // The server sends the page's policy with framing forbidden, and no MIME sniffing.
  const response = await fetch(table.server.url);
  assert.match(response.headers.get('content-security-policy'), /script-src 'self' 'wasm-unsafe-eval' 'sha256-.*; frame-ancestors 'none'$/);
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  const { page } = await openTable(table.browser, table.server.url);
  const violations = [];
  page.on('console', (m) => /Content Security Policy/.test(m.text()) && violations.push(m.text()));
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  const scripts = policy.split(';').map((d) => d.trim().split(/\s+/)).find((d) => d[0] === 'script-src');
  assert.ok(scripts.includes("'wasm-unsafe-eval'") && scripts.some((t) => t.startsWith("'sha256-")), policy);
  assert.ok(!scripts.includes("'unsafe-eval'") && !scripts.includes("'unsafe-inline'"), policy);
  await pilotFel(page);
  assert.deepEqual(violations, []);
  await page.close();
});
