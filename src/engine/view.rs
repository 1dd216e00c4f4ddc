//! The board view model: plain data that every ruleset produces from its state and the UI draws.
//! It holds no rules; it says what is on the table and which actions are offered.

use super::{CardId, Rule};
use serde::{Deserialize, Serialize};

/// A player's seat at the table, counted from the first player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Seat(pub u8);

/// Where a dragged card can be dropped: on a card, or on an area of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Target {
    Card(CardId),
    /// A seat's play area.
    PlayArea(Seat),
    /// A seat's edge stack (cards go there face down during an edge battle).
    EdgeStack(Seat),
    /// The table outside every play area.
    Table,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BoardView {
    pub game: &'static str,
    pub title: String,
    /// Short facts about the turn: phase, active player, dial, Balance.
    pub status: Vec<Fact>,
    /// The question the acting player must answer now, if any.
    pub prompt: Option<String>,
    pub seats: Vec<SeatView>,
    pub actions: Vec<ActionView>,
    /// Set when the game (or scenario) is over.
    pub outcome: Option<String>,
    /// The rule text a scenario illustrates, shown beside the table.
    pub reference: Option<Reference>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Reference {
    pub rule: Rule,
    pub text: &'static str,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Fact {
    pub label: &'static str,
    pub value: String,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SeatView {
    pub seat: Seat,
    pub name: String,
    pub acting: bool,
    /// The affiliation or leader card that identifies this player, if the game has one.
    pub identity: Option<CardView>,
    pub play_area: Vec<CardView>,
    /// The cards in hand this viewer may see.
    pub hand: Vec<CardView>,
    /// How many more cards are in hand, hidden from this viewer: drawn as card backs.
    pub hand_backs: usize,
    /// The edge stack's cards this viewer may see (its own, or all once revealed).
    pub edge: Vec<CardView>,
    /// How many edge-stack cards are face down to this viewer: drawn as card backs.
    pub edge_backs: usize,
    /// An edge battle is on: the edge stack is a place to drop cards, even while empty.
    pub edge_open: bool,
    /// Face-up piles anyone may look through ("Discard pile", "Victory pile"), top card last.
    pub open_piles: Vec<Pile>,
    /// Cards outside play and hand that this seat is choosing among now, shown only to a viewer
    /// who may see them: the objectives drawn at setup, the top cards of a deck being searched.
    pub choosing: Vec<CardView>,
    pub piles: Vec<Fact>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Pile {
    pub name: &'static str,
    pub cards: Vec<CardView>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CardView {
    pub id: CardId,
    pub name: String,
    /// "Unit · Imperial Navy · Vehicle. Fighter."
    pub kind: String,
    pub stats: Vec<Fact>,
    /// Derived states and keywords now in force: "Piloted", "Elite", "Edge (1)".
    pub badges: Vec<String>,
    pub focus: u8,
    pub damage: u8,
    pub shields: u8,
    pub text: Vec<TextLine>,
    pub attachments: Vec<AttachedView>,
}

/// A line of printed text. `live` is `Some` for text that works only in some states, such as a
/// pilot's parenthetical text, which is live only while the card is piloting.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TextLine {
    pub text: String,
    pub live: Option<bool>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct AttachedView {
    pub role: &'static str,
    pub card: CardView,
}

/// One legal action, as the UI sees it: which card it moves, where to, and its words.
/// `index` is its position in the ruleset's `legal_actions` list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ActionView {
    pub index: usize,
    pub source: Option<CardId>,
    pub target: Option<Target>,
    pub label: String,
}

/// Why an action or a drop was refused, in words, with the rule it rests on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Refusal {
    pub message: String,
    pub rule: Rule,
}

impl Refusal {
    pub fn citation(&self) -> String {
        format!("{} — {}", self.rule.game(), self.rule)
    }
}
