//! How the table opens: what the lobby (the first load's small wasm, [`super::lobby`]) hands the
//! table's wasm when it loads it, through `serde-wasm-bindgen`, and what one game's table hands
//! another's when the player turns to that game.

use super::table::{MatchKind, Msg, Source};
use serde::{Deserialize, Serialize};

/// What the player chose before the table loaded.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Opening {
    /// What a reload opens: the autosave, or the link in the address.
    Resume,
    /// A new match of `game`, chosen on the start screen; `seed` from the clock there.
    Match { game: String, kind: MatchKind, seed: u64 },
    /// A rulebook scenario of `game`.
    Scenario { game: String, key: String },
    /// A game from a link or a file (its text), which another game's table read the game of and
    /// the player chose to open (or, on a first visit, opened at once).
    Incoming { text: String, from: Source },
    /// The deck builder of `game`, over the start screen: the lobby's Decks button, a deck link
    /// of that game, or another game's table turning to it (the builder lives in its game's
    /// table, which has the engine).
    /// With the player's deck stored under `deck` open if one was chosen (on the start screen).
    Decks {
        game: String,
        #[serde(default)]
        deck: Option<String>,
    },
}

impl Opening {
    /// The message that turns a first visit's table into the chosen one; `None` for
    /// [`Opening::Resume`] and [`Opening::Incoming`], and for a game or scenario this build does not have (the start screen
    /// then stays up).
    pub fn first_msg(&self) -> Option<Msg> {
        match self {
            Opening::Resume | Opening::Incoming { .. } => None,
            Opening::Match { game, kind, seed } => {
                Some(Msg::StartMatch { game: crate::rules::game_id(game)?, kind: *kind, seed: *seed })
            }
            Opening::Decks { game, deck } => Some(Msg::OpenDecks(crate::rules::game_id(game)?, deck.clone())),
            Opening::Scenario { game, key } => {
                let game = crate::rules::game_id(game)?;
                let info = super::games::offered()
                    .into_iter()
                    .flat_map(|g| g.scenarios)
                    .find(|s| s.game == game && s.key == key)?;
                Some(Msg::OpenScenario { game, key: info.key })
            }
        }
    }

    /// The game it opens, when it names one.
    pub fn game(&self) -> Option<&str> {
        match self {
            Opening::Match { game, .. } | Opening::Scenario { game, .. } | Opening::Decks { game, .. } => Some(game),
            Opening::Resume | Opening::Incoming { .. } => None,
        }
    }
}
