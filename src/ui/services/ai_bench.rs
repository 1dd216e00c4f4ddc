//! The computer player's benchmark in the page (not a test): the same games as
//! `benches/ai_strength.rs`, played by the WebAssembly build in the browser, timed with the
//! page's clock. `node tools/ai-bench.mjs` runs it against the release build and prints it.

use crate::ai::arena::{self, Player, Tally};
use crate::ai::Level;
use crate::rules::lcg::setup::new_match::new_match;
use crate::rules::lcg::Side;
use wasm_bindgen::prelude::wasm_bindgen;

/// Plays `games` matches for each pairing (the search at `level` against the random and the
/// greedy player, from each side) and returns one line per pairing, as JSON.
#[wasm_bindgen]
pub fn hangar_ai_bench(games: u32, level: &str) -> String {
    let level = match level {
        "easy" => Level::Easy,
        "hard" => Level::Hard,
        _ => Level::Normal,
    };
    let mut lines = Vec::new();
    for opponent in [Player::Random, Player::Greedy] {
        for side in [Side::Dark, Side::Light] {
            let mut tally = Tally::default();
            for game in 0..u64::from(games) {
                let seed = 0xA15E_ED00 + game;
                let players = match side {
                    Side::Dark => [Player::Search(level), opponent],
                    Side::Light => [opponent, Player::Search(level)],
                };
                let mut now = js_sys::Date::now;
                let finish = arena::play(new_match(seed), seed, players, level.config(), 3000, &mut now, &mut tally);
                tally.record(&finish, side);
            }
            lines.push(serde_json::json!({
                "level": level.name(),
                "side": side.name(),
                "opponent": opponent.name(),
                "games": tally.games,
                "wins": tally.wins,
                "decisions": tally.decisions,
                "mean_ms": tally.mean_ms(),
                "max_ms": tally.slowest_ms,
                "playouts_per_s": tally.playouts_per_second(),
            }));
        }
    }
    serde_json::Value::Array(lines).to_string()
}
