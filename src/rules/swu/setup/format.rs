//! The formats a Star Wars: Unlimited deck is built for (issue #31): **Premier**, the constructed
//! format players bring (research §5 "Deck and setup": a leader, a base and a deck of at least 50
//! cards, at most 3 copies of a card), and **Limited**, sealed and draft decks (a leader, a base,
//! at least 30 cards, any number of copies). The sideboard is apart in both: never counted.

use crate::engine::{DeckFormat, Message};
use crate::rules::swu::sections::SwuRule;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Format {
    /// Constructed play: at least 50 cards, at most 3 copies of a card by title and subtitle.
    #[default]
    Premier,
    /// Sealed and draft: at least 30 cards, any number of copies.
    Limited,
}

impl Format {
    pub const ALL: [Format; 2] = [Format::Premier, Format::Limited];

    /// The key the builder and a deck's data name it by.
    pub fn key(self) -> &'static str {
        match self {
            Format::Premier => "premier",
            Format::Limited => "limited",
        }
    }

    /// The format a key names.
    pub fn from_key(key: &str) -> Option<Format> {
        Format::ALL.into_iter().find(|f| f.key().eq_ignore_ascii_case(key.trim()))
    }

    /// The deck's cards at least (the sideboard apart).
    pub fn min_cards(self) -> usize {
        match self {
            Format::Premier => 50,
            Format::Limited => 30,
        }
    }

    /// The most copies of a card by title and subtitle; `None`: any number.
    pub fn max_copies(self) -> Option<u8> {
        match self {
            Format::Premier => Some(3),
            Format::Limited => None,
        }
    }

    /// The section its construction rules are cited by.
    pub fn rule(self) -> SwuRule {
        match self {
            Format::Premier => SwuRule::PremierDecks,
            Format::Limited => SwuRule::LimitedDecks,
        }
    }

    pub fn say(self) -> Message {
        Message::new(match self {
            Format::Premier => "swu-format-premier",
            Format::Limited => "swu-format-limited",
        })
    }

    /// A deck stored before decks had a format: the 30-card skirmish decks, kept legal as Limited.
    pub(crate) fn before_formats() -> Format {
        Format::Limited
    }

    /// Every format, `chosen` marked, as the builder offers them.
    pub(crate) fn offered(chosen: Format) -> Vec<DeckFormat> {
        Format::ALL.into_iter().map(|f| DeckFormat { key: f.key(), name: f.say(), chosen: f == chosen }).collect()
    }
}
