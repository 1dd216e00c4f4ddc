// The body of each game's table (`table_<game>.rs`, built with that game's `<game>-only`
// feature): one game's engine and words, the board, saves and the computer player, as a wasm the
// lobby loads (`hangar::ui::services::table_module`) and opens on the player's choice; it hands
// the page over to another game's table when the player turns to that game. The computer's Web
// Worker runs this same wasm (`static/search-worker.js`, handed the module the page compiled), so
// playing against the computer downloads nothing more.

use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::JsValue;

/// The search's many small allocations are served from free lists (see [`hangar::free_lists`]),
/// in the worker and in the page alike.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: hangar::free_lists::FreeLists<std::alloc::System> =
    hangar::free_lists::FreeLists::new(std::alloc::System);

fn main() {}

/// Called by the lobby's loader once this module is initialised: opens the table on what it was
/// handed (or hands it on to another game's table).
#[wasm_bindgen]
pub fn open(handover: JsValue) -> js_sys::Promise {
    hangar::ui::open_table(hangar::ui::services::table_module::received(handover))
}

/// Called by the computer's Web Worker (`static/search-worker.js`) once it has instantiated this
/// module: from then on the worker answers the page's questions.
#[wasm_bindgen]
pub fn serve_search() {
    hangar::ui::services::search_worker::serve();
}

/// Called by the lobby's loader when another game's table takes the page.
#[wasm_bindgen]
pub fn close() {
    hangar::ui::close_table();
}

/// The computer player's benchmark in this wasm (`tools/ai-bench.mjs page`).
#[wasm_bindgen]
pub fn hangar_ai_bench(games: u32, level: &str, game: &str, start: &str) -> String {
    hangar::ui::services::ai_bench::hangar_ai_bench(games, level, game, start)
}
