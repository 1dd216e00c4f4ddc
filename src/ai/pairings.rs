//! Random pairings of a game's built-in decks, for the arena: each benchmark game starts from a
//! match of two of them, the seed picking which (the native `benches/ai_strength.rs` with
//! `AI_START=decks`, and the in-page `hangar_ai_bench` with the start `decks`).

use super::{GameTask, Searchable};
use crate::engine::{GameId, Rng};
use crate::rules::{self, Deck};

/// Every pairing of two built-in decks of a game that makes a legal match (seat 0's deck first).
pub struct Pairings {
    pairs: Vec<(String, [Deck; 2])>,
}

impl Pairings {
    pub fn of(game: GameId) -> Pairings {
        Pairings::among(game, "")
    }

    /// Every pairing of two built-in decks of a game whose keys both hold `part` ("premier":
    /// SWU's Premier decks only).
    pub fn among(game: GameId, part: &str) -> Pairings {
        let mut decks = rules::decks::built_in_decks(game);
        decks.retain(|d| d.key.contains(part));
        let mut pairs = Vec::new();
        for a in &decks {
            for b in decks.iter().filter(|b| b.key != a.key) {
                if rules::decks::match_with([&a.deck, &b.deck], 0).is_ok() {
                    pairs.push((format!("{} v {}", a.key, b.key), [a.deck.clone(), b.deck.clone()]));
                }
            }
        }
        Pairings { pairs }
    }

    pub fn is_empty(&self) -> bool {
        self.pairs.is_empty()
    }

    /// The pairings' names ("seat 0's deck v seat 1's").
    pub fn names(&self) -> Vec<&str> {
        self.pairs.iter().map(|(name, _)| name.as_str()).collect()
    }

    /// The match of game `seed`: the pairing the seed picks (its name) and the match dealt with
    /// that seed, as a state of `R`; `None` with no pairings or when `R` is not their game.
    pub fn start<R: Searchable>(&self, seed: u64) -> Option<(&str, R::State)> {
        if self.pairs.is_empty() {
            return None;
        }
        let (name, [a, b]) = &self.pairs[Rng::seeded(seed ^ 0xDEC5).below(self.pairs.len())];
        let game = rules::decks::match_with([a, b], seed).ok()?;
        let state = game.run_task(Extract).downcast::<R::State>().ok()?;
        Some((name.as_str(), *state))
    }
}

/// Takes a copy of the state out of a `rules::Game`.
struct Extract;

impl GameTask for Extract {
    type Output = Box<dyn std::any::Any>;
    fn run<R: Searchable>(self, state: &R::State) -> Self::Output {
        Box::new(state.clone())
    }
}
