// The body of each game's table (`table_<game>.rs`, built with that game's `<game>-only`
// feature): one game's engine and words, the board, saves and the computer's client, as a wasm the
// lobby loads (`hangar::ui::services::table_module`) and opens on the player's choice; it hands
// the page over to another game's table when the player turns to that game.

use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::JsValue;

fn main() {}

/// Called by the lobby's loader once this module is initialised: opens the table on what it was
/// handed (or hands it on to another game's table).
#[wasm_bindgen]
pub fn open(handover: JsValue) -> js_sys::Promise {
    hangar::ui::open_table(hangar::ui::services::table_module::received(handover))
}

/// Called by the lobby's loader when another game's table takes the page.
#[wasm_bindgen]
pub fn close() {
    hangar::ui::close_table();
}

/// The computer player's benchmark in this wasm (`tools/ai-bench.mjs page`).
#[wasm_bindgen]
pub fn hangar_ai_bench(games: u32, level: &str, game: &str) -> String {
    hangar::ui::services::ai_bench::hangar_ai_bench(games, level, game)
}
