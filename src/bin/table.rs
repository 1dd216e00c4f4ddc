//! The table: the three games' engines, the board, saves and the computer's client, as a wasm
//! the lobby loads (`hangar::ui::services::table_module`) and opens on the player's choice.

use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::JsValue;

fn main() {}

/// Called by the lobby once this module is initialised.
#[wasm_bindgen]
pub fn open(opening: JsValue) {
    hangar::ui::open_table(hangar::ui::services::table_module::received(opening));
}

/// The computer player's benchmark in this wasm (`tools/ai-bench.mjs page`).
#[wasm_bindgen]
pub fn hangar_ai_bench(games: u32, level: &str, game: &str) -> String {
    hangar::ui::services::ai_bench::hangar_ai_bench(games, level, game)
}
