//! Zones as the board shows them. A ruleset names its zones and says how each is drawn; the UI
//! lays them out by owner and shape, and knows nothing else about them.

use super::{CardView, Seat};
use crate::engine::Message;
use serde::Serialize;

/// A zone of the table, numbered by its ruleset (the UI only compares them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct ZoneId(pub u16);

/// How a zone is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Shape {
    /// The cards that stand for a player: an affiliation card, a leader and a base.
    Identity,
    /// Cards laid out on the table: a play area, an arena.
    Row,
    /// Cards set down for a moment, often face down: an edge stack during an edge battle.
    Stack,
    /// Cards held in hand (the viewer's along the bottom edge).
    Hand,
    /// A pile drawn as a stack with its count: a deck, a discard pile, a victory pile.
    Pile,
    /// Cards out of play that the seat is choosing among now (objectives drawn at setup, the
    /// top cards of a searched deck).
    Choice,
    /// A place both players' cards are at, itself a card: a Star Wars CCG location.
    Location,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ZoneView {
    pub id: ZoneId,
    pub name: Message,
    /// The seat it belongs to; `None` for a zone of both (a location, an arena).
    pub owner: Option<Seat>,
    pub shape: Shape,
    /// The card the zone is (a location), if it is one.
    pub card: Option<CardView>,
    /// The cards the viewer may see, in order (a pile's top card last).
    pub cards: Vec<CardView>,
    /// How many more cards are there, face down to this viewer: drawn as backs, named nowhere.
    pub hidden: usize,
    /// A pile anyone may look through (a discard pile); closed piles show only their count.
    pub open: bool,
}

impl ZoneView {
    /// How many cards the zone holds, seen or not.
    pub fn count(&self) -> usize {
        self.cards.len() + self.hidden
    }
}
