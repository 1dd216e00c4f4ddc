// Scratch (not committed): each item's check on its own, against E2E_DIST, to record which fail.
import { readFile } from 'node:fs/promises';
import { drag, launch, openSave, openTable, pilotFel, serve, settled } from './harness.mjs';
const fixture = (name) => readFile(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const server = await serve();
const browser = await launch();
const results = [];
async function item(name, fn) {
  try { const r = await fn(); results.push(`${r ? 'PASS' : 'FAIL'}  ${name}`); }
  catch (e) { results.push(`FAIL  ${name} (${String(e.message).split('\n')[0].slice(0, 100)})`); }
}
async function save(name, viewport = { width: 1366, height: 768 }, options = {}) {
  const o = await openSave(browser, server.url, await fixture(name), viewport, options);
  if (await o.page.locator('.handover button').count()) { await o.page.click('.handover button'); await o.page.locator('.handover').waitFor({ state: 'detached' }); }
  await o.page.mouse.move(0, 0); await settled(o.page); return o;
}
const T = { timeout: 5000 };
// SWU
{
  const { context, page } = await save('midgame-swu.json');
  await item('SWU piloted units show power and HP whole', () => page.evaluate(() => [...document.querySelectorAll('.shared .arena .card.hosting:not(.strip) > .card-body')].every((b) => {
    const r = b.getBoundingClientRect(); const s = [...b.querySelectorAll('.stat, .corner')].filter((x) => /Power|HP/.test(x.title));
    return s.length >= 2 && s.every((x) => { const q = x.getBoundingClientRect(); return q.bottom <= r.bottom && q.right <= r.right && q.width > 0; });
  })));
  await item('SWU resources: a labelled row, not in the base row', async () => (await page.locator('.seat .resources').count()) === 2);
  await item('SWU resources never announced as Unit', () => page.evaluate(() => window.hangar.board.seats.flatMap((s) => s.zones.filter((z) => z.name.key === 'swu-zone-resources').flatMap((z) => z.cards)).every((c) => !/unit/.test(c.kind.key))));
  await item('SWU log headings say rounds', async () => (await page.locator('.log-turn h3').allInnerTexts()).every((h) => /^Round/.test(h)));
  await item('SWU names not doubled in the log', async () => (await page.locator('.log-move .who').allInnerTexts()).every((w) => !/\(.*\).*\(/.test(w)));
  await item('Titles never broken mid-word (SWU)', () => page.evaluate(() => [...document.querySelectorAll('.table .card:not(.strip) > .card-body .card-name')].every((n) => {
    const t = n.firstChild; if (!t || t.nodeType !== 3) return true;
    return [...t.textContent.matchAll(/\S+/g)].every((w) => { const r = document.createRange(); r.setStart(t, w.index); r.setEnd(t, w.index + w[0].length); return [...r.getClientRects()].filter((x) => x.width > 0).length <= 1; });
  })));
  await item('SWU zoom of every near card stays whole', async () => {
    const cards = await page.locator('.seat.near .card[data-card-id]:not(.strip), .shared .band.bottom > .card[data-card-id]').all();
    for (const c of cards) {
      await c.hover(); await page.waitForSelector('#zoom', T); await page.waitForTimeout(150);
      const ok = await page.locator('#zoom').evaluate((e) => { const r = e.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight + 0.5 && r.left >= 0 && r.right <= innerWidth + 0.5; });
      await page.mouse.move(0, 0); await page.waitForTimeout(150);
      if (!ok) return false;
    }
    return cards.length > 0;
  });
  await item('Pile labels never cut (SWU)', () => page.locator('.pile-name').evaluateAll((els) => els.every((e) => e.scrollWidth <= e.clientWidth + 1)));
  await context.close();
}
// CCG
{
  const { context, page } = await save('midgame-swccg.json');
  await item('CCG location Force icons whole on both edges', () => page.evaluate(() => [...document.querySelectorAll('.shared .location-card > .card > .card-body')].every((b) => {
    const r = b.getBoundingClientRect(); const s = [...b.querySelectorAll('.stat, .corner')].filter((x) => /icons/i.test(x.title));
    return s.length >= 2 && s.every((x) => { const q = x.getBoundingClientRect(); return q.right <= r.right + 0.5 && q.bottom <= r.bottom + 0.5 && q.width > 0; });
  })));
  await item('CCG locations on one middle line', async () => { const ys = await page.locator('.shared .location-card > .card > .card-body').evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect().top)); return Math.max(...ys) - Math.min(...ys) < 2; });
  await item('CCG location sides labelled', async () => (await page.locator('.shared .location .band.top[aria-label]').count()) > 0);
  await item('Pile labels never cut (CCG)', () => page.locator('.pile-name').evaluateAll((els) => els.every((e) => e.scrollWidth <= e.clientWidth + 1)));
  await item('Pile list inside the window', async () => { await page.locator('.seat.far .pile').first().click(); await page.waitForSelector('.pile-list', T); await page.waitForTimeout(300);
    return page.locator('.pile-list').evaluate((e) => { const r = e.getBoundingClientRect(); return r.left >= 0 && r.right <= innerWidth && r.top >= 0 && r.bottom <= innerHeight; }); });
  await page.keyboard.press('Escape');
  await item('Empty pile not "face down"', async () => { const e = page.locator('.pile.empty-pile').first(); if (!(await e.count())) return true; await e.click(); await page.waitForSelector('.pile-list', T); const t = await page.locator('.pile-list').innerText(); await page.keyboard.press('Escape'); return !/face down/.test(t); });
  await item('Zoom stays in window (last hand card / location)', async () => {
    for (const sel of ['.hand-dock .hand > .card[data-card-id]', '.shared .location:last-child .location-card .card']) {
      const t = page.locator(sel).last(); if (!(await t.count())) continue; await t.hover(); await page.waitForSelector('#zoom', T); await page.waitForTimeout(200);
      const ok = await page.locator('#zoom').evaluate((e) => { const r = e.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth; });
      await page.mouse.move(0, 0); await page.waitForTimeout(200); if (!ok) return false;
    } return true; });
  await context.close();
}
{
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } }); const page = await context.newPage();
  await page.goto(server.url); await page.waitForSelector('.start-screen');
  await item('Start screen: SWU no "acts first"', async () => !/acts first/.test(await page.locator('.start-screen [data-game="swu"]').innerText()));
  await page.click('.start-screen [data-scenario="swccg-no-permanent-pilot"]'); await page.locator('.start-screen').waitFor({ state: 'detached' });
  await page.waitForSelector('.shared .location .card[data-name]'); await settled(page);
  const sys = `.shared .location[data-zone="${await page.evaluate(() => window.hangar.board.shared.find((z) => z.card?.title === 'Tatooine').id)}"]`;
  const box = await page.locator(sys).boundingBox();
  const force = () => page.evaluate(() => window.hangar.board.seats[0].zones.find((z) => z.name.key === 'swccg-zone-force-pile').hidden);
  const f0 = await force();
  await page.mouse.click(box.x + 6, box.y + 6); await page.waitForTimeout(800);
  await item('CCG click on a lit location asks before spending Force', async () => (await page.locator('.pay-choice').count()) === 1 && (await force()) === f0);
  await context.close();
}
{
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } }); const page = await context.newPage();
  await page.clock.setFixedTime(new Date('2026-12-01T12:00:00Z'));
  await page.goto(server.url); await page.waitForSelector('.start-screen');
  await page.click('.start-screen [data-game="swccg"] [data-start="computer-0"]'); await page.locator('.start-screen').waitFor({ state: 'detached' });
  await page.waitForSelector('.seat.near.acting');
  const reserve = await page.evaluate(() => window.hangar.board.seats[0].zones.find((z) => z.name.key === 'swccg-zone-reserve').id);
  await page.click(`.seat.near .pile[data-zone="${reserve}"]`); await page.waitForTimeout(800);
  await item('Activate dialog says "Choose how much Force to activate"', async () => (await page.locator('.pay-choice h2').innerText().catch(() => '')) === 'Choose how much Force to activate');
  await item('A pile click that acts opens no list', async () => (await page.locator('.pile-list').count()) === 0);
  await context.close();
}
{
  const { page } = await openTable(browser, server.url);
  const before = await page.locator('.log-list').innerText();
  await pilotFel(page); await page.click('button:has-text("Undo")'); await page.waitForSelector('.hand .card[data-name="Baron Fel"]');
  await item('Undo: the log is the position\'s', async () => (await page.locator('.log-list').innerText()) === before);
  await pilotFel(page);
  await item('Undo then replay: the move once in the log', async () => (await page.locator('.log-list').innerText()).split('\n').filter((l) => /Baron Fel/.test(l)).length === 1);
  await page.click('.prompt-bar button:has-text("End the Deployment phase")'); await page.waitForSelector('.end-screen [data-end="new-game"]');
  await page.click('.end-screen [data-end="look-back"]'); await page.locator('.end-screen').waitFor({ state: 'detached' });
  await page.click('.toolbar button:has-text("New game")'); await page.waitForTimeout(800);
  await item('New game after a finished match asks nothing of a game in progress', async () => (await page.locator('.dialog').count()) === 0);
  await page.close();
}
{
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }); const page = await context.newPage();
  await page.clock.setFixedTime(new Date('2026-12-01T12:00:00Z'));
  await page.goto(server.url); await page.waitForSelector('.start-screen');
  await page.click('.start-screen [data-game="swccg"] [data-start="computer-0"]'); await page.locator('.start-screen').waitFor({ state: 'detached' });
  await page.waitForSelector('.seat.near.acting');
  results.push(`(phone hand: ${await page.locator('.hand-dock .hand > .card').count()} cards)`);
  await page.click('.menu-toggle'); await page.waitForSelector('.tools.open'); await page.click('.tools.open .lang-choice[data-lang="pl"]'); await page.waitForTimeout(500);
  await item('Phone menu closes when an item is chosen', async () => (await page.locator('.tools.open').count()) === 0);
  if (await page.locator('.tools.open').count()) await page.click('.menu-toggle');
  await page.click('.menu-toggle'); await page.waitForSelector('.tools.open'); const s = await page.locator('.seat.far').boundingBox(); await page.mouse.click(s.x + 4, s.y + 4); await page.waitForTimeout(500);
  await item('Phone menu closes when the table is touched', async () => (await page.locator('.tools.open').count()) === 0);
  await item('Phone hand cards do not overlap', () => page.locator('.hand-dock .hand > .card > .card-body').evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect()).every((r, i, a) => i === 0 || Math.abs(r.top - a[i - 1].top) > 2 || r.left >= a[i - 1].right - 1)));
  await context.close();
}
{
  const { context, page } = await save('midgame-lcg.json');
  await page.waitForFunction(() => localStorage.getItem('hangar.autosave')?.startsWith('hangar-save.4.'));
  await page.evaluate(() => { let c = 'x'.repeat(1 << 20); for (let i = 0; c.length > 0; i++) { try { localStorage.setItem(`f.${i}`, c); } catch { c = c.slice(0, c.length >> 1); } } });
  const hand = await page.locator('.hand-dock').boundingBox();
  await page.locator('.prompt-bar .prompt-buttons .action').first().click();
  await page.waitForSelector('.notice.error', T);
  await item('Storage full: the notice takes no room (hand whole, table not pushed)', async () => { const a = await page.locator('.hand-dock').boundingBox(); return a.y + a.height <= 768.5 && (await page.locator('main.board').evaluate((b) => b.getBoundingClientRect().top)) === 0; });
  await page.reload(); await page.waitForSelector('main.board .table .card[data-name]'); await page.waitForTimeout(800);
  await item('Storage full: a reload says the last moves could not be kept', async () => /could not be kept/.test(await page.locator('body').innerText()));
  await context.close();
}
console.log(results.join('\n'));
await browser.close(); await server.stop();
