//! The computer player seen through [`Game`], the face the UI knows: a search over whichever game
//! the [`Game`] holds, answering with an index into the game's legal actions, and
//! [`GameTask`], the way any code written once over [`Searchable`] games reaches the game behind
//! a [`Game`].

use super::searchable::Searchable;
use super::{Level, Search};
use crate::rules::Game;

/// Code written once over every [`Searchable`] game, to run on the state behind a [`Game`]
/// (through [`Game::run_task`], the one place that dispatches it). It is a generic closure, which
/// Rust spells as a trait: the search behind the page's computer opponent and the benchmarks'
/// arena both reach their game this way, so neither names a game.
pub trait GameTask {
    /// What the task gives back, the same type for every game.
    type Output;
    /// Runs the task on `state`, a state of the game `R`.
    fn run<R: Searchable>(self, state: &R::State) -> Self::Output;
}

/// A search for the acting seat's move in a [`Game`], to run in slices.
pub struct GameSearch {
    search: Box<dyn Slices>,
}

impl GameSearch {
    /// A search at `level` for the move of the seat acting in `game`, seeded by `seed`.
    pub fn new(game: &Game, level: Level, seed: u64) -> GameSearch {
        game.run_task(Start { level, seed })
    }

    /// Runs up to `playouts` more playouts.
    pub fn run(&mut self, playouts: u32) {
        self.search.run(playouts);
    }

    /// Runs the playouts left of the level's budget, exactly.
    pub fn finish(&mut self) {
        self.search.finish();
    }

    /// True once the level's budget is spent (at once when there is nothing to weigh).
    pub fn is_done(&self) -> bool {
        self.search.is_done()
    }

    /// The move so far, as an index into the game's legal actions; `None` when there is none.
    pub fn best_index(&self) -> Option<usize> {
        self.search.best_index()
    }
}

/// A [`Search`] of any game, with the game's types out of sight: what [`GameSearch`] holds.
trait Slices {
    fn run(&mut self, playouts: u32);
    fn finish(&mut self);
    fn is_done(&self) -> bool;
    fn best_index(&self) -> Option<usize>;
}

impl<R: Searchable> Slices for Search<R> {
    fn run(&mut self, playouts: u32) {
        Search::run(self, playouts);
    }

    fn finish(&mut self) {
        Search::finish(self);
    }

    fn is_done(&self) -> bool {
        Search::is_done(self)
    }

    fn best_index(&self) -> Option<usize> {
        Search::best_index(self)
    }
}

/// Starts a [`GameSearch`] on the game's own [`Search`].
struct Start {
    level: Level,
    seed: u64,
}

impl GameTask for Start {
    type Output = GameSearch;

    fn run<R: Searchable>(self, state: &R::State) -> GameSearch {
        GameSearch { search: Box::new(Search::<R>::new(state, R::config(self.level), self.seed)) }
    }
}
