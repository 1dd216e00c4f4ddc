//! A match as its start and the moves made since: what saves hold and what undo replays. The
//! engine is deterministic with its RNG inside the state, so a position is its start with the
//! moves applied; a save holds the start's recipe (a match's seed, a scenario's key, or the
//! position itself) and each move as its index in the legal actions, a varint (a byte in
//! practice).
//!
//! In memory the timeline also keeps a snapshot every [`SNAPSHOT_EVERY`] moves, so going back to
//! any earlier move replays at most that many moves from the nearest snapshot.

use crate::engine::GameId;
use crate::engine::Seat;
use crate::rules::{new_match, scenario, Game};
use serde::{Deserialize, Serialize};
use std::rc::Rc;

/// How many moves apart the in-memory snapshots are: going back replays fewer than this.
pub const SNAPSHOT_EVERY: usize = 8;

/// Where a match began: enough to deal its first position again.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Start {
    /// A new match of the game, dealt by `rules::new_match` with this seed.
    Match { seed: u64 },
    /// A scenario of the game, by its key.
    Scenario { key: String },
    /// Any other position (opened from a link, or the oldest position an earlier save kept): the
    /// save holds it in full.
    Position,
    /// A new match between two decks (each its game's JSON, seat 0's first), dealt by
    /// `rules::decks::match_with` with this seed.
    Decks { decks: [String; 2], seed: u64 },
}

impl Start {
    /// The first position this start deals for `game`, unless it is held in full.
    pub fn deal(&self, game: GameId) -> Option<Game> {
        match self {
            Start::Match { seed } => new_match(game, *seed),
            Start::Scenario { key } => scenario(game, key),
            Start::Position => None,
            Start::Decks { decks, seed } => {
                let read = |json: &str| {
                    let value = serde_json::from_str(json).ok()?;
                    crate::rules::Deck::from_json(game.0, value).ok()
                };
                let [a, b] = [read(&decks[0])?, read(&decks[1])?];
                crate::rules::decks::match_with([&a, &b], *seed).ok()
            }
        }
    }

    /// The start of a match between `decks`, shuffled by `seed`.
    pub fn decks(decks: [&crate::rules::Deck; 2], seed: u64) -> Start {
        Start::Decks { decks: decks.map(|d| serde_json::to_string(&d.to_json()).unwrap_or_default()), seed }
    }

    /// The same start with a new shuffle (a new match's or two decks' seed), for a rematch; a
    /// scenario or a position held in full starts a new match of the game.
    pub fn reseeded(&self, seed: u64) -> Start {
        match self {
            Start::Decks { decks, .. } => Start::Decks { decks: decks.clone(), seed },
            _ => Start::Match { seed },
        }
    }
}

/// One move: the index of the action in the legal actions, and the seat that took it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    pub index: u16,
    pub seat: Option<Seat>,
}

/// A match from its start: the moves made, and the snapshots replay starts from.
#[derive(Clone, Debug, PartialEq)]
pub struct Timeline {
    pub start: Start,
    moves: Vec<Move>,
    /// `snapshots[i]` is the position after `i * SNAPSHOT_EVERY` moves; `snapshots[0]` the start.
    snapshots: Vec<Rc<Game>>,
}

impl Timeline {
    /// A timeline with no moves yet, from `first`.
    pub fn new(start: Start, first: Game) -> Timeline {
        Timeline { start, moves: Vec::new(), snapshots: vec![Rc::new(first)] }
    }

    /// The first position.
    pub fn first(&self) -> &Game {
        &self.snapshots[0]
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    pub fn len(&self) -> usize {
        self.moves.len()
    }

    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// Records a move: the `index`-th legal action, taken by `seat`, which led to `after`.
    pub fn push(&mut self, index: usize, seat: Option<Seat>, after: &Game) {
        self.moves.push(Move { index: u16::try_from(index).unwrap_or(u16::MAX), seat });
        if self.moves.len().is_multiple_of(SNAPSHOT_EVERY) {
            self.snapshots.push(Rc::new(after.clone()));
        }
    }

    /// The position before move `k` (after the first `k` moves), replayed from the nearest
    /// snapshot; `None` past the end or if a move no longer applies.
    pub fn position(&self, k: usize) -> Option<Game> {
        if k > self.moves.len() {
            return None;
        }
        let base = (k / SNAPSHOT_EVERY).min(self.snapshots.len() - 1);
        let mut game = (*self.snapshots[base]).clone();
        for step in &self.moves[base * SNAPSHOT_EVERY..k] {
            game = game.apply_index(usize::from(step.index)).ok()?.0;
        }
        Some(game)
    }

    /// Forgets the moves from `k` on (the position before move `k` becomes the latest).
    pub fn truncate(&mut self, k: usize) {
        self.moves.truncate(k);
        self.snapshots.truncate(k / SNAPSHOT_EVERY + 1);
    }

    /// The latest move whose seat `mine` says is the player's own: where undo goes back to.
    pub fn last_move_by(&self, mine: impl Fn(Option<Seat>) -> bool) -> Option<usize> {
        self.moves.iter().rposition(|m| mine(m.seat))
    }

    /// The timeline that `indices` make from `first`, and the position they reach; `None` when
    /// one of them is not a legal action where it is taken.
    pub fn replay(start: Start, first: Game, indices: &[u16]) -> Option<(Timeline, Game)> {
        let mut timeline = Timeline::new(start, first.clone());
        let mut game = first;
        for &index in indices {
            let seat = game.to_act();
            game = game.apply_index(usize::from(index)).ok()?.0;
            timeline.push(usize::from(index), seat, &game);
        }
        Some((timeline, game))
    }

    /// The timeline through consecutive positions, as earlier saves kept them (each one action
    /// after the one before, the last being `current`): each step is found among the legal
    /// actions. Where no action leads from one position to the next, the timeline starts again
    /// at the next.
    pub fn link(positions: Vec<Game>, current: &Game) -> Timeline {
        let mut all = positions;
        all.push(current.clone());
        let mut iter = all.into_iter();
        let Some(first) = iter.next() else { return Timeline::new(Start::Position, current.clone()) };
        let mut timeline = Timeline::new(Start::Position, first.clone());
        let mut at = first;
        for next in iter {
            let found = (0..at.legal_count()).find(|&i| at.apply_index(i).is_ok_and(|(g, _)| g == next));
            match found {
                Some(index) => timeline.push(index, at.to_act(), &next),
                None => timeline = Timeline::new(Start::Position, next.clone()),
            }
            at = next;
        }
        timeline
    }
}
