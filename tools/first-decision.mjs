// Measures, for each game, the time from its button on the start screen ("Play as" the first
// seat, against the computer) to the first decision the player can make: the table drawn, the
// computer not thinking, and something to act on (a button in the prompt bar or a card that can
// be moved or clicked). Cold: a new browser for every run (no HTTP cache, no service worker).
// Prints each run and the median of `runs` per game. A measurement, not a test.
//   node tools/first-decision.mjs [runs=5] [dist=dist]
import { launch, serve } from '../tests/e2e/harness.mjs';

const runs = Number(process.argv[2] ?? 5);
const dir = process.argv[3] ?? 'dist';
const server = await serve(dir);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const results = {};
try {
  for (const game of ['lcg', 'swu', 'swccg']) {
    const times = [];
    for (let run = 0; run < runs; run++) {
      const browser = await launch();
      try {
        const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
        await page.goto(server.url);
        const button = page.locator(`.start-screen [data-game="${game}"] [data-start="computer-0"]`);
        await button.waitFor();
        const started = await page.evaluate(() => performance.now());
        await button.click();
        const decided = await page.waitForFunction(
          () => {
            if (!document.querySelector('main.board') || document.querySelector('.start-screen, .handover')) return false;
            if (document.querySelector('.prompt-bar .thinking')) return false;
            const act = document.querySelector(
              '.prompt-bar .prompt-buttons .action, .table .card.movable, .dock .card.movable, .card.drop-ok, .pile.movable',
            );
            return act ? performance.now() : false;
          },
          null,
          { timeout: 120_000, polling: 'raf' },
        );
        times.push(Math.round((await decided.jsonValue()) - started));
      } finally {
        await browser.close();
      }
    }
    results[game] = { runs: times, median: median(times) };
    console.log(`${game}: ${times.join(' ')} ms; median ${median(times)} ms`);
  }
} finally {
  await server.stop();
}
console.log(JSON.stringify(results));
