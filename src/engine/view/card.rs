//! A card as the board shows it: printed facts as data, game terms as messages.

use super::Seat;
use crate::engine::{CardId, Message};
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CardView {
    pub id: CardId,
    /// The printed title.
    pub title: String,
    pub subtitle: Option<String>,
    /// What kind of card it is, in game terms ("Unit · Imperial Navy", "Starfighter").
    pub kind: Message,
    /// Printed traits, as printed.
    pub traits: Vec<String>,
    /// The numbers and icons the game prints on the card: cost first.
    pub stats: Vec<Stat>,
    /// Tokens and counters on the card now (damage, focus, shields, experience...).
    pub counters: Vec<Counter>,
    /// Derived states and keywords in force: Piloted, Elite, Edge (1), Landed...
    pub badges: Vec<Message>,
    /// The printed text, line by line.
    pub text: Vec<TextLine>,
    pub attachments: Vec<AttachedView>,
    /// Who controls it, when it is in play.
    pub controller: Option<Seat>,
    /// Turned sideways: focused, exhausted.
    pub turned: bool,
}

/// A printed number or icon row: "Cost 4", "Icons UD 1 · T 1".
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Stat {
    pub name: Message,
    pub value: Message,
    /// A short name for compact cards ("F" for Force, "HP"), if the game has one; without it a
    /// compact card names the stat in full.
    pub short: Option<Message>,
}

impl Stat {
    /// A stat with no short name.
    pub fn new(name: Message, value: Message) -> Stat {
        Stat { name, value, short: None }
    }
}

/// Tokens of one kind on a card. `name.key` says the kind (the board draws each kind its way).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Counter {
    pub name: Message,
    pub value: u16,
}

/// A line of printed text. `live` is `Some` for text that works only in some states, such as a
/// pilot's parenthetical text, which is live only while the card is piloting.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TextLine {
    pub text: String,
    pub live: Option<bool>,
}

/// A card attached to another, with its role there (Pilot, Enhancement, Passenger...).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct AttachedView {
    pub role: Message,
    pub card: CardView,
}

impl CardView {
    /// This card or one attached to it, by id.
    pub fn find(&self, id: CardId) -> Option<&CardView> {
        if self.id == id {
            return Some(self);
        }
        self.attachments.iter().find_map(|a| a.card.find(id))
    }
}
