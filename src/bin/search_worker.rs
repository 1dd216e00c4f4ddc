// The body of each game's computer player's Web Worker (`search_worker_<game>.rs`, built with
// that game's `<game>-only` feature and Cargo's `worker` profile): its own wasm, loaded when a
// game against the computer asks its first question, built for speed.

/// The search's many small allocations are served from free lists (see [`hangar::free_lists`]).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: hangar::free_lists::FreeLists<std::alloc::System> =
    hangar::free_lists::FreeLists::new(std::alloc::System);

fn main() {
    hangar::ui::services::search_worker::serve();
}

/// The computer player's benchmark in the worker's wasm (`tools/ai-bench.mjs`).
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn hangar_ai_bench(games: u32, level: &str, game: &str) -> String {
    hangar::ui::services::ai_bench::hangar_ai_bench(games, level, game)
}
