// Takes the README's screenshots of the release build: the start screen a first visit opens on,
// and the table after Baron Fel is dropped onto the TIE, at laptop and phone sizes.
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
} finally {
  await browser.close();
  await server.stop();
}
