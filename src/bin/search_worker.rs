//! The computer player's Web Worker entry point: its own wasm, loaded when a game against the
//! computer asks its first question, built for speed (Cargo's `worker` profile).

fn main() {
    hangar::ui::services::search_worker::serve();
}

/// The computer player's benchmark in the worker's wasm (`tools/ai-bench.mjs`).
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn hangar_ai_bench(games: u32, level: &str, game: &str) -> String {
    hangar::ui::services::ai_bench::hangar_ai_bench(games, level, game)
}
