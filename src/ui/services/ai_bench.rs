//! The computer player's benchmark in the page (not a test): the same games as
//! `benches/ai_strength.rs`, played by the WebAssembly build in the browser, timed with the
//! page's clock, for any game. `node tools/ai-bench.mjs` runs it against the release build and
//! prints it.

use crate::ai::arena::{self, Player, Tally};
use crate::ai::pairings::Pairings;
use crate::ai::{GameTask, Level, Searchable};
use crate::engine::view::Seat;
use crate::rules;

/// Plays `games` matches of `game` (its id: "lcg") for each pairing (the search at `level`
/// against the random and the greedy player, from each seat) and returns one line per pairing,
/// as JSON; for a game this build does not have, a JSON object with an `error`. Each match is a
/// new one of the two starter decks, or with `start` "decks" a random pairing of the game's
/// built-in decks (as the native bench's `AI_START=decks`; "decks:premier" only those whose key
/// holds "premier"). Exported by the
/// table's wasm and the worker's (`src/bin/`), not by the lobby's, which has no engine. The JSON
/// is written here by hand, so the worker's wasm links no JSON library and no words (a side is
/// named by its seat's number).
pub fn hangar_ai_bench(games: u32, level: &str, game: &str, start: &str) -> String {
    let level = match level {
        "easy" => Level::Easy,
        "hard" => Level::Hard,
        _ => Level::Normal,
    };
    let Some(start_game) = rules::game_id(game).and_then(|id| rules::new_match(id, 0)) else {
        return format!("{{\"error\":\"no game called {}\"}}", game.escape_default());
    };
    let pairings =
        start.strip_prefix("decks").map(|part| Pairings::among(start_game.id(), part.trim_start_matches(':')));
    if pairings.as_ref().is_some_and(Pairings::is_empty) {
        return format!("{{\"error\":\"no built-in decks of {}\"}}", game.escape_default());
    }
    format!("[{}]", start_game.run_task(Bench { games, level, pairings }).join(","))
}

/// The series of games for each pairing, on the game's own types.
struct Bench {
    games: u32,
    level: Level,
    /// `None`: new matches of the starter decks.
    pairings: Option<Pairings>,
}

impl GameTask for Bench {
    /// One JSON object per pairing.
    type Output = Vec<String>;

    fn run<R: Searchable>(self, _start: &R::State) -> Vec<String> {
        let Bench { games, level, pairings } = self;
        let mut lines = Vec::new();
        for opponent in [Player::Random, Player::Greedy] {
            for seat in [Seat(0), Seat(1)] {
                let mut tally = Tally::default();
                for game in 0..u64::from(games) {
                    let seed = 0xA15E_ED00 + game;
                    let players = match seat {
                        Seat(0) => [Player::Search(level), opponent],
                        _ => [opponent, Player::Search(level)],
                    };
                    let mut now = js_sys::Date::now;
                    let start = match &pairings {
                        Some(pairings) => match pairings.start::<R>(seed) {
                            Some((_, state)) => state,
                            None => continue,
                        },
                        None => R::new_match(seed),
                    };
                    let finish = arena::play::<R>(start, seed, players, R::config(level), 3000, &mut now, &mut tally);
                    tally.record(&finish, seat);
                }
                // A number JSON can hold (an infinite or undefined rate is written as 0).
                let num = |x: f64| if x.is_finite() { x } else { 0.0 };
                lines.push(format!(
                    "{{\"game\":\"{}\",\"level\":\"{}\",\"side\":\"seat {}\",\"opponent\":\"{}\",\"games\":{},\"wins\":{},\
                     \"decisions\":{},\"mean_ms\":{},\"max_ms\":{},\"playouts_per_s\":{}}}",
                    R::GAME.0,
                    level.name(),
                    seat.0 + 1,
                    opponent.name(),
                    tally.games,
                    tally.wins,
                    tally.decisions,
                    num(tally.mean_ms()),
                    num(tally.slowest_ms),
                    num(tally.playouts_per_second()),
                ));
            }
        }
        lines
    }
}
