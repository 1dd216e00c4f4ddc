//! The computer player seen through [`Game`], the face the UI knows: a search over whatever
//! ruleset the game is, answering with an index into the game's legal actions.

use super::{Level, Search};
use crate::rules::lcg::{legal_actions, Action};
use crate::rules::Game;

/// A search for the acting seat's move in `game`, to run in slices.
pub struct GameSearch {
    search: Search,
    legal: Vec<Action>,
}

impl GameSearch {
    pub fn new(game: &Game, level: Level, seed: u64) -> GameSearch {
        match game {
            Game::Lcg(state) => {
                GameSearch { search: Search::new(state, level.config(), seed), legal: legal_actions(state) }
            }
        }
    }

    /// Runs up to `playouts` more playouts.
    pub fn run(&mut self, playouts: u32) {
        self.search.run(playouts);
    }

    /// True once the level's budget is spent (at once when there is nothing to weigh).
    pub fn is_done(&self) -> bool {
        self.search.is_done()
    }

    /// The move so far, as an index into the game's legal actions.
    pub fn best_index(&self) -> Option<usize> {
        let best = self.search.best()?;
        self.legal.iter().position(|a| *a == best)
    }
}
