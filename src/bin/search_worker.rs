//! The computer player's Web Worker entry point: its own wasm, loaded when a game against the
//! computer asks its first question, built for speed (Cargo's `worker` profile).

fn main() {
    hangar::ui::services::search_worker::serve();
}
