//! How a page opens: what the lobby (the first load's small wasm, [`super::lobby`]) hands the
//! table's wasm or the deck builder's when it loads it, through `serde-wasm-bindgen`, and what
//! one of them hands another when the player turns to another game or to the builder and back.

use super::table::{MatchKind, Msg, Source};
use crate::save::decks::decode_record;
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
    /// The deck builder of `game` (its own wasm, [`super::decks_page`]): the Decks button of
    /// the lobby or a table, a deck link of that game; with the player's deck stored under `deck`
    /// open if one was chosen (on the start screen).
    Decks {
        game: String,
        #[serde(default)]
        deck: Option<String>,
    },
    /// A match between two decks of `game` (seat 0's first, each as the deck store's record),
    /// started from the deck builder; `seed` from the clock there.
    DeckMatch { game: String, decks: [String; 2], kind: MatchKind, seed: u64 },
}

impl Opening {
    /// The message that turns a first visit's table into the chosen one; `None` for
    /// [`Opening::Resume`] and [`Opening::Incoming`], and for a game or scenario this build does not have (the start screen
    /// then stays up).
    pub fn first_msg(&self) -> Option<Msg> {
        match self {
            Opening::Resume | Opening::Incoming { .. } => None,
            Opening::DeckMatch { decks: [a, b], kind, seed, .. } => {
                let decks = [decode_record(a).ok()?, decode_record(b).ok()?];
                Some(Msg::StartDecks { decks: Box::new(decks), kind: *kind, seed: *seed })
            }
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
            Opening::Match { game, .. }
            | Opening::Scenario { game, .. }
            | Opening::Decks { game, .. }
            | Opening::DeckMatch { game, .. } => Some(game),
            Opening::Resume | Opening::Incoming { .. } => None,
        }
    }
}
