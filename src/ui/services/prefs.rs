//! The player's choices remembered for the next game, in local storage: the difficulty, and the
//! last way each game was played (which side against the computer, or hot-seat). Stored as a
//! short line of words (`level=Normal lcg=1 swu=hot`), read leniently: anything not understood
//! is the default.

use crate::engine::{Difficulty, GameId, Seat};
use crate::ui::table::MatchKind;
use gloo::storage::{LocalStorage, Storage};

pub const PREFS_KEY: &str = "hangar.prefs";

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Prefs {
    pub level: Difficulty,
    /// By game id: the seat played against the computer, or `None` for hot-seat.
    pub last: Vec<(String, Option<Seat>)>,
}

impl Prefs {
    /// How `game` was last played: `Some(Some(seat))` against the computer, `Some(None)`
    /// hot-seat, `None` never.
    pub fn last_for(&self, game: GameId) -> Option<Option<Seat>> {
        self.last.iter().find(|(g, _)| g == game.0).map(|&(_, seat)| seat)
    }

    fn parse(text: &str) -> Prefs {
        let mut prefs = Prefs::default();
        for (key, value) in text.split_whitespace().filter_map(|pair| pair.split_once('=')) {
            if key == "level" {
                prefs.level = Difficulty::ALL.into_iter().find(|l| l.name() == value).unwrap_or_default();
            } else if value == "hot" {
                prefs.last.push((key.to_string(), None));
            } else if let Ok(seat) = value.parse() {
                prefs.last.push((key.to_string(), Some(Seat(seat))));
            }
        }
        prefs
    }

    fn write(&self) -> String {
        let mut text = format!("level={}", self.level.name());
        for (game, seat) in &self.last {
            match seat {
                Some(seat) => text.push_str(&format!(" {game}={}", seat.0)),
                None => text.push_str(&format!(" {game}=hot")),
            }
        }
        text
    }
}

/// The remembered choices (the defaults when there are none, or they cannot be read).
pub fn load() -> Prefs {
    LocalStorage::raw().get_item(PREFS_KEY).ok().flatten().map(|text| Prefs::parse(&text)).unwrap_or_default()
}

/// Remembers that `game` was just started as `kind`: against the computer from a seat at a
/// level, or hot-seat (the difficulty is then kept).
pub fn remember(game: GameId, kind: MatchKind) {
    let (seat, level) = match kind {
        MatchKind::Computer { human, level } => (Some(human), Some(level)),
        MatchKind::HotSeat => (None, None),
    };
    let mut prefs = load();
    prefs.last.retain(|(g, _)| g != game.0);
    prefs.last.push((game.0.to_string(), seat));
    if let Some(level) = level {
        prefs.level = level;
    }
    if LocalStorage::raw().set_item(PREFS_KEY, &prefs.write()).is_err() {
        gloo::console::warn!("Hangar could not remember your choices (local storage is full or disabled).");
    }
}
