//! Computer opponents for the LCG. They choose only among `legal_actions` (DESIGN.md invariant
//! 2), see only what their side may see, and are deterministic for a given seed: all their
//! randomness comes from an [`Rng`](crate::engine::Rng) seeded by the caller.
//!
//! - [`search`]: the computer player, information-set Monte Carlo tree search, runnable in slices.
//! - [`determinize`]: one guess at the hidden cards, consistent with what the player can see.
//! - [`playout`]: the cheap heuristic policy the search plays its playouts with.
//! - [`evaluate`]: the static evaluation that scores positions.
//! - [`baseline`]: the random and greedy one-ply players the search is measured against.
//! - [`level`]: difficulty levels and their playout budgets.
//! - [`arena`]: games between players, for the benchmarks (native and in the page).
//!
//! In the browser, a search runs in slices so the page never freezes:
//!
//! ```text
//! let mut search = Search::new(&state, Level::Normal.config(), seed);
//! while !search.is_done() {
//!     search.run(50); // one slice per frame
//! }
//! let action = search.best(); // one of legal_actions(&state)
//! ```
//!
//! `benches/ai_strength.rs` measures the levels against the baselines; its header keeps the
//! last measured figures.

pub mod arena;
pub mod baseline;
pub mod determinize;
pub mod evaluate;
pub mod game;
pub mod level;
pub mod playout;
pub mod search;

pub use game::GameSearch;
pub use level::{Config, Level};
pub use search::Search;

use crate::rules::lcg::{Action, State};

/// The action the computer player at `level` takes in `state` for the side acting there, or
/// `None` when there is no legal action. One-shot: the whole budget in one call (the browser
/// uses [`Search`] to spread it over frames).
pub fn choose(state: &State, level: Level, seed: u64) -> Option<Action> {
    let mut search = Search::new(state, level.config(), seed);
    search.finish();
    search.best()
}
