//! Computer opponents, written once for every game. They choose only among `legal_actions`
//! (DESIGN.md invariant 2), see only what their seat may see, and are deterministic for a given
//! seed: all their randomness comes from an [`Rng`](crate::engine::Rng) seeded by the caller.
//!
//! A game takes part by implementing [`Searchable`] in its folder (`rules/<game>/search.rs`):
//! one guess at the hidden cards, a tree key, a prior for the playout policy, and a static
//! evaluation. Nothing here names a game.
//!
//! - [`searchable`]: the trait, what the computer player needs of a game.
//! - [`search`]: the computer player, information-set Monte Carlo tree search with proven ends and
//!   discounted values (it takes the quickest win it can prove), runnable in slices.
//! - [`playout`]: the cheap heuristic policy the search plays its playouts with.
//! - [`baseline`]: the random and greedy one-ply players the search is measured against.
//! - [`determinize`]: what every game's guess at the hidden cards shares (a redeal, the cards a
//!   prompt pins).
//! - [`level`]: difficulty levels and their playout budgets.
//! - [`arena`]: games between players, for the benchmarks (native and in the page); [`pairings`],
//!   their starts from random pairings of a game's built-in decks.
//! - [`game`]: the search seen through `rules::Game` (what the UI uses), and [`GameTask`], the
//!   way generic code reaches the game behind a `rules::Game`.
//!
//! In the browser, a search runs in slices so the page never freezes:
//!
//! ```text
//! let mut search = GameSearch::new(&game, Level::Normal, seed);
//! while !search.is_done() {
//!     search.run(50); // one slice per frame
//! }
//! let index = search.best_index(); // an index into the game's legal actions
//! ```
//!
//! `benches/ai_strength.rs` measures the levels against the baselines, `benches/ai_finish.rs` on
//! positions one action wins (`tests/finish/`); their headers keep the last measured figures.

pub mod arena;
pub mod baseline;
pub mod determinize;
pub mod game;
mod key_hash;
pub mod level;
pub mod pairings;
pub mod playout;
pub mod search;
pub mod searchable;

pub use game::{GameSearch, GameTask};
pub use level::{Config, Level};
pub use search::{Choice, Proven, Search};
pub use searchable::Searchable;

/// The action the computer player at `level` takes in `state` (a state of the game `R`) for the
/// seat acting there, or `None` when there is no legal action. One-shot: the whole budget in one
/// call (the browser uses [`GameSearch`] to spread it over frames).
pub fn choose<R: Searchable>(state: &R::State, level: Level, seed: u64) -> Option<R::Action> {
    let mut search = Search::<R>::new(state, R::config(level), seed);
    search.finish();
    search.best()
}
