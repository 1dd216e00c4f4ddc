// Measures the card browser's redraw in Chromium: for each game, the time from a keystroke in
// the search field (or a click on a filter) to the frame that shows the new result list, over
// that game's whole pool. Each step alternates between the whole pool and a narrow search, so
// every step redraws the list. Two times per step: to the list's change in the page (the work:
// search and redraw) and to the first animation frame after it (what the player sees; it
// includes waiting for the display's next frame). Prints each game's medians, its slowest step,
// and the pool's size. A measurement, not a test.
//   node tools/search-redraw.mjs [steps=40] [dist=dist]
import { launch, serve } from '../tests/e2e/harness.mjs';

const steps = Number(process.argv[2] ?? 40);
const dir = process.argv[3] ?? 'dist';
const server = await serve(dir);
const browser = await launch();
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const results = {};
try {
  for (const game of ['lcg', 'swu', 'swccg']) {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(server.url);
    await page.click(`.start-screen [data-decks="${game}"]`);
    await page.waitForSelector('.browser .result');
    const pool = Number(await page.locator('.browser-count').getAttribute('data-results'));
    const times = await page.evaluate(async (steps) => {
      const input = document.querySelector('.browser-words');
      const list = document.querySelector('.results');
      const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
      // One redraw: type `words`, wait for the list to change, then for the frame that shows it.
      const redraw = async (words) => {
        const changed = new Promise((r) => {
          const seen = new MutationObserver(() => {
            seen.disconnect();
            r();
          });
          seen.observe(list, { childList: true, subtree: true, characterData: true });
        });
        const start = performance.now();
        input.value = words;
        input.dispatchEvent(new InputEvent('input', { bubbles: true }));
        await changed;
        const work = performance.now() - start;
        await frame();
        return [work, performance.now() - start];
      };
      const taken = [];
      for (let i = 0; i < steps; i++) taken.push(await redraw(i % 2 ? '' : 'e'.repeat(1 + (i % 3))));
      return taken;
    }, steps);
    const work = times.map(([w]) => w);
    const shown = times.map(([, s]) => s);
    results[game] = { pool, work: quantile(work, 0.5), shown: quantile(shown, 0.5), slowest: Math.max(...shown) };
    const ms = (x) => `${x.toFixed(1)} ms`;
    console.log(
      `${game}: ${pool} cards; list redrawn in ${ms(results[game].work)} (median), shown in ${ms(results[game].shown)} (median), slowest shown ${ms(results[game].slowest)}, over ${steps} steps`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(JSON.stringify(results));
