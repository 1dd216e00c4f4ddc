// The computer player's benchmark in the browser (not a test): serves the release build, opens
// it in Debian's Chromium and runs the WebAssembly `hangar_ai_bench`, which plays the same games
// as `cargo bench --bench ai_strength` and times each decision with the browser's clock. By
// default it runs in the computer player's Web Worker (which runs the table's wasm, handed to it
// compiled); `page` runs it in the table's wasm in the page instead.
//   node tools/ai-bench.mjs [games per pairing and side, default 2] [easy|normal|hard] [game id, default lcg] [worker|page] [new|decks|decks:<part>]
// The last picks each game's start: a new match of the starter decks (default), or a random
// pairing of the game's built-in decks (as `AI_START=decks` natively; `decks:premier` only the
// decks whose key holds "premier").
import { launch, serve } from '../tests/e2e/harness.mjs';

const games = Number(process.argv[2] ?? 2);
const level = process.argv[3] ?? 'normal';
const game = process.argv[4] ?? 'lcg';
const where = process.argv[5] ?? 'worker';
const start = process.argv[6] ?? 'new';
const server = await serve();
const browser = await launch();
try {
  const page = await browser.newPage();
  await page.goto(server.url);
  await page.waitForFunction(() => window.wasmBindings);
  let lines;
  if (where === 'page') {
    // The game's table's wasm (the one the lobby loads when it is chosen), imported and started here.
    lines = JSON.parse(
      await page.evaluate(async ([g, l, id, s]) => {
        const at = (name) => new URL(name, document.baseURI).href;
        const table = await import(at(`hangar-table-${id}.js`));
        await table.default({ module_or_path: at(`hangar-table-${id}_bg.wasm`) });
        return table.hangar_ai_bench(g, l, id, s);
      }, [games, level, game, start]),
    );
  } else {
    // The computer's worker as the table starts it: handed the table's compiled module.
    const started = page.waitForEvent('worker');
    await page.evaluate(async (id) => {
      const at = (name) => new URL(name, document.baseURI).href;
      const module = await WebAssembly.compileStreaming(fetch(at(`hangar-table-${id}_bg.wasm`)));
      window.benchWorker = new Worker(at('search-worker.js'), { type: 'module' });
      window.benchWorker.postMessage({ script: at(`hangar-table-${id}.js`), module });
      // Its first word is that it listens: the table's wasm is instantiated in it.
      await new Promise((resolve) => (window.benchWorker.onmessage = resolve));
    }, game);
    const worker = await started;
    lines = JSON.parse(
      await worker.evaluate(async ([g, l, id, s]) => {
        const at = (name) => new URL(name, self.location.href).href;
        // The worker's own import of the table's script: the same instance, initialised.
        const table = await import(at(`hangar-table-${id}.js`));
        return table.hangar_ai_bench(g, l, id, s);
      }, [games, level, game, start]),
    );
  }
  if (!Array.isArray(lines)) throw new Error(lines.error);
  for (const l of lines) {
    console.log(
      `${l.game} ${l.level} as ${l.side.padEnd(10)} vs ${l.opponent.padEnd(6)}: won ${l.wins}/${l.games} | ` +
        `${(l.decisions / Math.max(1, l.games)).toFixed(1)} decisions/game | decision mean ${l.mean_ms.toFixed(1)} ms, ` +
        `max ${l.max_ms.toFixed(1)} ms | ${l.playouts_per_s.toFixed(0)} playouts/s (in the browser, ${where})`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
