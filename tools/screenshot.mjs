// Takes the README's screenshots of the release build: the start screen a first visit opens on,
// the table after Baron Fel is dropped onto the TIE, and a hot-seat match a few turns in, at
// laptop and phone sizes.
//   node tools/screenshot.mjs [out-dir]
import { card, drag, launch, openTable, serve } from '../tests/e2e/harness.mjs';

const out = process.argv[2] ?? 'docs';
const server = await serve();
const browser = await launch();
try {
  const first = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await first.goto(server.url);
  await first.waitForSelector('.start-screen');
  await first.screenshot({ path: `${out}/screenshot-start.png`, animations: 'disabled' });
  await first.close();
  for (const [name, viewport] of [
    ['screenshot.png', { width: 1366, height: 768 }],
    ['screenshot-phone.png', { width: 390, height: 844 }],
  ]) {
    const { page } = await openTable(browser, server.url, viewport);
    if (viewport.width > 800) {
      await drag(page, card('Baron Fel'), card('181st TIE Interceptor'));
    } else {
      // On a phone the two cards are a scroll apart: click one, then the other.
      await page.click(card('Baron Fel'));
      await page.click(`${card('181st TIE Interceptor')} .card-name`);
    }
    await page.waitForSelector('.attachment[data-role="Pilot"]');
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${out}/${name}`, fullPage: name.includes('phone'), animations: 'disabled' });
    await page.close();
  }
  for (const [name, viewport] of [
    ['screenshot-match.png', { width: 1366, height: 768 }],
    ['screenshot-match-phone.png', { width: 390, height: 844 }],
  ]) {
    const page = await browser.newPage({ viewport });
    await page.goto(server.url);
    await page.click('[data-start="hot-seat"]');
    // Each player in turn takes the first legal action, until the Light Side's second turn.
    for (let moves = 0; moves < 400; moves++) {
      await page.waitForFunction(() => document.querySelector('.handover button') || document.querySelector('.all-actions button'));
      if (await page.locator('.handover button').count()) {
        await page.click('.handover button');
        continue;
      }
      const status = await page.evaluate(() => window.hangar.board.status.map((f) => f.value).join(' '));
      if (/^4 Light Side Deployment/.test(status)) break;
      const before = await page.evaluate(() => JSON.stringify(window.hangar.board));
      await page.evaluate(() => document.querySelector('.all-actions button').click());
      await page.waitForFunction((b) => JSON.stringify(window.hangar.board) !== b, before);
    }
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${out}/${name}`, fullPage: name.includes('phone'), animations: 'disabled' });
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
