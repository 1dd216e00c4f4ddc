//! The player's choices remembered for the next game, in local storage: the difficulty, and the
//! last way each game was played (which side against the computer, or hot-seat).

use crate::engine::{Difficulty, GameId, Seat};
use gloo::storage::{LocalStorage, Storage};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub const PREFS_KEY: &str = "hangar.prefs";

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Prefs {
    #[serde(default)]
    pub level: Difficulty,
    /// By game id: the seat played against the computer, or `None` for hot-seat.
    #[serde(default)]
    pub last: BTreeMap<String, Option<u8>>,
}

impl Prefs {
    /// How `game` was last played: `Some(Some(seat))` against the computer, `Some(None)`
    /// hot-seat, `None` never.
    pub fn last_for(&self, game: GameId) -> Option<Option<Seat>> {
        self.last.get(game.0).map(|seat| seat.map(Seat))
    }
}

/// The remembered choices (the defaults when there are none, or they cannot be read).
pub fn load() -> Prefs {
    LocalStorage::raw()
        .get_item(PREFS_KEY)
        .ok()
        .flatten()
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or_default()
}

/// Remembers that `game` was just started with `seat` against the computer at `level`, or
/// hot-seat (`seat` `None`; the difficulty is kept).
pub fn remember(game: GameId, seat: Option<Seat>, level: Option<Difficulty>) {
    let mut prefs = load();
    prefs.last.insert(game.0.to_string(), seat.map(|s| s.0));
    if let Some(level) = level {
        prefs.level = level;
    }
    if let Ok(text) = serde_json::to_string(&prefs) {
        if LocalStorage::raw().set_item(PREFS_KEY, &text).is_err() {
            gloo::console::warn!("Hangar could not remember your choices (local storage is full or disabled).");
        }
    }
}
