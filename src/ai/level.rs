//! Difficulty levels, and the search settings behind them. Budgets are in playouts, not time:
//! the engine has no clock, and a playout budget gives the same choice on every machine.

use serde::{Deserialize, Serialize};

/// How hard the computer plays: a search budget and the settings behind it, tuned per game
/// where a game needs it ([`Searchable::config`](super::Searchable::config)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Level {
    /// A small search, and every other move merely playable: beatable.
    Easy,
    /// The level the browser plays at.
    Normal,
    /// A larger search, for native play and for measuring.
    Hard,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    /// The level's name in reports and benchmarks ("Normal").
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "Easy",
            Level::Normal => "Normal",
            Level::Hard => "Hard",
        }
    }

    /// The search settings behind the level, as most games use them (a game may tune them:
    /// [`Searchable::config`](super::Searchable::config)).
    pub fn config(self) -> Config {
        match self {
            // Measured (10 games a side): 95 % against random, 60–80 % against greedy.
            Level::Easy => Config { playouts: 30, blunder: 0.5, ..Config::default() },
            Level::Normal => Config::default(),
            Level::Hard => Config { playouts: 3000, ..Config::default() },
        }
    }
}

/// The knobs of one search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Config {
    /// Playouts per decision (each one a determinization, a walk down the tree and a playout).
    pub playouts: u32,
    /// Actions a playout plays before the static evaluation scores it.
    pub depth: u32,
    /// The playout policy's chance of a uniformly random action instead of its heuristic pick.
    pub epsilon: f64,
    /// The UCB exploration constant.
    pub exploration: f64,
    /// The chance that the final choice is a random legal action instead of the search's best
    /// (a weaker level's mistakes).
    pub blunder: f64,
    /// How much a playout's value keeps per action between a node and where the playout
    /// stopped (the rest goes towards an even game): below 1, a quicker win is worth more and a
    /// slower loss less bad.
    pub discount: f64,
}

impl Default for Config {
    fn default() -> Config {
        Config { playouts: 1000, depth: 10, epsilon: 0.2, exploration: 0.7, blunder: 0.0, discount: 0.99 }
    }
}

impl From<crate::engine::Difficulty> for Level {
    fn from(difficulty: crate::engine::Difficulty) -> Level {
        match difficulty {
            crate::engine::Difficulty::Easy => Level::Easy,
            crate::engine::Difficulty::Normal => Level::Normal,
            crate::engine::Difficulty::Hard => Level::Hard,
        }
    }
}
