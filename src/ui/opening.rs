//! How the table opens: what the lobby (the first load's small wasm, [`super::lobby`]) hands the
//! table's wasm when it loads it, through `serde-wasm-bindgen`.

use super::table::{MatchKind, Msg};
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
    /// The deck builder of `game`, over the start screen, with the player's deck stored under
    /// `deck` open if one was chosen.
    Decks {
        game: String,
        #[serde(default)]
        deck: Option<String>,
    },
}

impl Opening {
    /// The message that turns a first visit's table into the chosen one; `None` for
    /// [`Opening::Resume`], and for a game or scenario this build does not have (the start screen
    /// then stays up).
    pub fn first_msg(&self) -> Option<Msg> {
        match self {
            Opening::Resume => None,
            Opening::Match { game, kind, seed } => {
                Some(Msg::StartMatch { game: crate::rules::game_id(game)?, kind: *kind, seed: *seed })
            }
            Opening::Decks { game, deck } => Some(Msg::OpenDecks(crate::rules::game_id(game)?, deck.clone())),
            Opening::Scenario { game, key } => {
                let game = crate::rules::game_id(game)?;
                let info = crate::rules::games()
                    .into_iter()
                    .flat_map(|g| g.scenarios)
                    .find(|s| s.game == game && s.key == key)?;
                Some(Msg::OpenScenario { game, key: info.key })
            }
        }
    }
}
