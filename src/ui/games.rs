//! The games the page offers. The start screen and the scenario list show every game, but each
//! game's table holds only its own engine: so the lobby, which is built with every game's list
//! (not their engines: what the list needs of each is its seats' names and its scenarios), hands
//! the list to the table it opens, and a table hands it on to the next. [`offered`] is that
//! list, or, where none was handed over (the lobby itself, the component tests), the games this
//! wasm holds.

use crate::engine::{GameId, Message, ScenarioInfo};
use crate::rules::{self, GameInfo};
use serde::{Deserialize, Serialize};
use std::cell::RefCell;

thread_local! {
    /// The list handed over, once there is one.
    static OFFERED: RefCell<Option<Vec<GameInfo>>> = const { RefCell::new(None) };
}

/// A game of the list as it crosses from one wasm to another.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Offered {
    pub id: String,
    pub seats: Vec<Message>,
    /// Who acts first in a new match.
    pub who_starts: Message,
    /// Each scenario's key and title.
    pub scenarios: Vec<(String, Message)>,
}

/// Every game the page offers, in the start screen's order.
pub fn offered() -> Vec<GameInfo> {
    OFFERED.with(|offered| offered.borrow().clone()).unwrap_or_else(rules::games)
}

/// The game called `name` on the list.
pub fn find(name: &str) -> Option<GameId> {
    offered().into_iter().map(|g| g.id).find(|id| id.0 == name)
}

/// Whether this wasm holds the game's engine (else another table does).
pub fn here(game: GameId) -> bool {
    rules::game_id(game.0).is_some()
}

/// The list, to hand to the next table.
pub fn to_hand_over() -> Vec<Offered> {
    offered()
        .into_iter()
        .map(|g| Offered {
            id: g.id.0.to_string(),
            seats: g.seats,
            who_starts: g.who_starts,
            scenarios: g.scenarios.into_iter().map(|s| (s.key.to_string(), s.title)).collect(),
        })
        .collect()
}

/// Takes the list handed over. Its names become `'static` as the engine's own are (a few short
/// strings, once per table opened).
pub fn receive(list: Vec<Offered>) {
    if list.is_empty() {
        return;
    }
    let leak = |s: String| -> &'static str { Box::leak(s.into_boxed_str()) };
    let games = list
        .into_iter()
        .map(|g| {
            // A game this wasm holds keeps its own id; another's is leaked.
            let id = rules::game_id(&g.id).unwrap_or_else(|| GameId(leak(g.id)));
            let scenarios =
                g.scenarios.into_iter().map(|(key, title)| ScenarioInfo { game: id, key: leak(key), title }).collect();
            GameInfo { id, seats: g.seats, who_starts: g.who_starts, scenarios }
        })
        .collect();
    OFFERED.with(|offered| *offered.borrow_mut() = Some(games));
}
