//! The computer opponent: given the position and a seed, which legal action it takes. For now it
//! picks uniformly among the legal actions with the engine's seeded RNG ("random legal moves");
//! the computer players of `crate::ai` replace the body of [`choose`], nothing else.

use crate::engine::{Rng, Viewer};
use crate::rules::Game;

/// How the computer is named on the table while it plays this way.
pub const NAME: &str = "Computer (random legal moves)";

/// The index (into the game's legal actions) of the computer's move, or `None` when there is
/// nothing to choose from.
pub fn choose(game: &Game, seed: u64) -> Option<usize> {
    let n_actions = game.view_as(Viewer::Everyone).actions.len();
    (n_actions > 0).then(|| Rng::seeded(seed).below(n_actions))
}

/// The seed for the computer's `n_moves`-th decision in a match seeded with `match_seed`.
pub fn seed_for(match_seed: u64, n_moves: usize) -> u64 {
    match_seed ^ (n_moves as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}
