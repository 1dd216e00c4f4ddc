//! What the computer player needs of a game beyond its rules: the four things that are really
//! game-specific. Everything else (the search, the playout policy, the baselines, the arena) is
//! written once in `crate::ai` over this trait. Each game implements it in its folder, in
//! `rules/<game>/search.rs`, next to the rules its heuristics rest on.

use super::level::{Config, Level};
use crate::engine::view::Seat;
use crate::engine::{Rng, Ruleset};
use std::fmt::Debug;
use std::hash::Hash;

/// A two-seat game the computer player can search.
///
/// The search sees a state only through these functions and [`Ruleset`]'s, so a new game that
/// implements them gets the search, its levels, the baselines and the benchmarks for nothing.
/// Every function is pure and deterministic for its arguments (randomness comes through `rng`).
pub trait Searchable: Ruleset<State: 'static, Action: 'static> {
    /// An action as the search tree knows it: actions that differ only in what the searching
    /// seat cannot tell apart (which copy of a hidden card, which way to pay) share a key, so one
    /// tree child stands for them in every guess at the hidden cards.
    type Key: Clone + Eq + Hash + Debug + 'static;

    /// One guess at everything `observer` cannot see, consistent with what it can: a copy of
    /// `state` with the hidden cards redealt and the game's own RNG reseeded from `rng`.
    fn determinize(state: &Self::State, observer: Seat, rng: &mut Rng) -> Self::State;

    /// The tree key of `action`, a legal action in `state`.
    fn key(state: &Self::State, action: &Self::Action) -> Self::Key;

    /// How promising `action` looks for `seat` (the seat acting in `state`), without applying
    /// it: the playout policy plays the highest, and the search tries untried actions in this
    /// order. Any scale; only the order matters. An action that would lose the game outright
    /// (a card spent that decks its player out) should score below every other.
    fn prior(state: &Self::State, seat: Seat, action: &Self::Action) -> f64;

    /// How well `state` stands for `seat`, in `0.0..=1.0`: 1 a won game, 0 a lost one, 0.5 even.
    /// The two seats' values add up to 1 (the search backs a playout's value up from each
    /// mover's side as `v` or `1 - v`).
    fn evaluate(state: &Self::State, seat: Seat) -> f64;

    /// Whether `action`, a legal action in `state`, is one its player never gains by taking
    /// while anything else is listed: one that only takes the game back toward a position it was
    /// in earlier in the same phase (the CCG's unlimited moves allow a card to go back and forth
    /// as often as its player likes), or one that leaves its player nothing to do for a turn it
    /// could act in (the CCG's activate phase passed with an empty Force Pile). The search, its
    /// playouts and the greedy player never take one unless nothing else is listed: a game whose
    /// every position a return reaches is reached without one loses nothing by it, a seat that
    /// stalls by circling would never end its turn, and one that never activates would never
    /// deploy, battle or draw again. By default no action is.
    fn futile(state: &Self::State, action: &Self::Action) -> bool {
        let _ = (state, action);
        false
    }

    /// How many guesses at the hidden cards ([`Searchable::determinize`]) the greedy player
    /// averages each action's value over. By default none: it rates each action by the state as
    /// it is. A game where an action turns a hidden card over (the CCG's draw from a face-down
    /// Force Pile) sets some, or the greedy player, seeing the top card, never draws while it is
    /// a poor one, and a standstill lasts for ever.
    const GREEDY_GUESSES: usize = 0;

    /// The search settings of `level` in this game: by default the level's own
    /// ([`Level::config`]). A game whose positions need a longer look to tell moves apart
    /// overrides it, so that each level still plays differently there.
    fn config(level: Level) -> Config {
        level.config()
    }
}

/// Leaves out of `legal` (the legal actions in `state`) the ones that only go back
/// ([`Searchable::futile`]), unless nothing else is left.
pub fn without_futile<R: Searchable>(state: &R::State, legal: &mut Vec<R::Action>) {
    if legal.iter().any(|a| R::futile(state, a)) && legal.iter().any(|a| !R::futile(state, a)) {
        legal.retain(|a| !R::futile(state, a));
    }
}

/// The seat a playout's value is counted for; the other seat's value is one minus it.
pub const FIRST_SEAT: Seat = Seat(0);
