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
    /// Where on the card the game prints it.
    pub place: Place,
}

impl Stat {
    /// A stat with no short name, in the card's list of stats.
    pub fn new(name: Message, value: Message) -> Stat {
        Stat { name, value, short: None, place: Place::Listed }
    }

    /// The stat printed at `place`.
    pub fn at(self, place: Place) -> Stat {
        Stat { place, ..self }
    }
}

/// Where a game prints a stat on its cards, so the board draws it where that game's players look
/// for it. A stat in a corner or on an edge is drawn there, a number on its own, and always
/// whole: the rest of the card gives way first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Place {
    /// The top left corner: what the card costs to play (a cost, a deploy cost).
    TopLeft,
    /// The top right corner.
    TopRight,
    /// The bottom left corner (an attack: power, combat icons).
    BottomLeft,
    /// The middle of the bottom edge.
    Bottom,
    /// The bottom right corner (what the card can take: HP, armor, damage capacity). The card's
    /// harm counters are drawn beside it.
    BottomRight,
    /// Along the edge of the card that faces `Seat`'s player (a location's icons for each side).
    Toward(Seat),
    /// With the other stats, by name.
    Listed,
}

impl Place {
    /// Its stable name, as the board's class for the place (`Toward` is said by the board,
    /// which knows where each seat sits).
    pub fn name(self) -> &'static str {
        match self {
            Place::TopLeft => "top-left",
            Place::TopRight => "top-right",
            Place::BottomLeft => "bottom-left",
            Place::Bottom => "bottom",
            Place::BottomRight => "bottom-right",
            Place::Toward(_) => "edge",
            Place::Listed => "listed",
        }
    }
}

/// Tokens of one kind on a card, and how the board draws them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Counter {
    pub name: Message,
    pub value: u16,
    pub look: Look,
}

/// What kind of token a counter is, as the board draws it (each game names its own counters and
/// says which of these each looks like).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Look {
    /// Harm on a card (damage).
    Damage,
    /// Protection that takes harm first (a shield).
    Shield,
    /// A marker that holds a card back (the LCG's focus).
    Mark,
}

impl Look {
    /// Its stable name, as the board's class for the token.
    pub fn name(self) -> &'static str {
        match self {
            Look::Damage => "damage",
            Look::Shield => "shield",
            Look::Mark => "mark",
        }
    }
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
