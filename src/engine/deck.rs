//! What a player brings to a match, for every game: a deck as data, the game's construction
//! rules over it (every problem at once, each citing its rule), the decks Hangar ships, and the
//! community formats decks travel in (DESIGN.md, "Decks and pools"). Written once over a game's
//! own deck type; each game implements [`Decks`] in its folder, and `rules::Game` reaches it for
//! the UI without naming a game.
//!
//! The deck builder's side of the seam is here too, written once: a deck as the builder draws it
//! ([`DeckView`]: its slots, its sections of entries with their counts, and the data of its
//! charts), the edits a player makes ([`DeckEdit`], never refused for breaking a construction
//! rule: those are problems, shown beside the deck), and a test draw ([`TestDraw`]: the game's
//! opening hand from a seed, and its mulligan). The pool the builder browses is
//! [`super::pool`].
//!
//! Importing never plays an unknown card as a blank: a line that names nothing the game has, or
//! a card outside the implemented pool, is refused by line with its reason, and the rest of the
//! deck is kept for editing.

use super::pool::{Pool, SlotKey};
use super::{Message, Rejected, Ruleset, Seat};
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt;

/// A deck Hangar ships with a game.
#[derive(Clone, Debug, PartialEq)]
pub struct BuiltIn<D> {
    /// Stable: saves and the start screen's remembered choice name a built-in deck by it.
    pub key: &'static str,
    pub name: Message,
    pub deck: D,
}

/// A format a game's decks are exchanged in: SWUDB's JSON, a plain text list, OCTGN's `.o8d`,
/// GEMP's export.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Exchange {
    /// Stable, in code and the UI's choice: `"swudb-json"`, `"text"`, `"o8d"`, `"gemp"`.
    pub key: &'static str,
    /// The message naming it ("SWUDB (JSON)").
    pub name: &'static str,
    /// The file name extension an export takes, without the dot.
    pub extension: &'static str,
}

/// A line of an imported file that could not be read, and why (the rest of the deck is kept).
#[derive(Clone, Debug, PartialEq)]
pub struct LineRefusal {
    /// The line's number, from 1 (0: the file as a whole, e.g. a JSON field).
    pub line: usize,
    /// The line as it was written (cut to a readable length).
    pub text: String,
    pub reason: Message,
}

/// What an import read: the deck (as much of it as could be read), the format it was read as,
/// and each line refused.
#[derive(Clone, Debug, PartialEq)]
pub struct Imported<D> {
    pub deck: D,
    pub exchange: &'static str,
    pub refused: Vec<LineRefusal>,
}

/// Why a whole file is no deck of the game at all (empty, not any of its formats, too large).
#[derive(Clone, Debug, PartialEq)]
pub struct NotADeck(pub Message);

impl fmt::Display for NotADeck {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a deck: {}", self.0.key)
    }
}

/// A card as a deck shows it: by its printed key, with its title.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckCard {
    pub key: String,
    pub title: String,
    pub subtitle: Option<String>,
}

/// One of a deck's slots and the card in it, if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckSlot {
    pub key: SlotKey,
    pub name: Message,
    pub card: Option<DeckCard>,
}

/// A line of a deck's list: a card (or, in the LCG, an objective set, named by its objective)
/// and how many copies the deck has. [`DeckEdit::Add`] and [`DeckEdit::Remove`] of `card.key`
/// change `count`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckEntry {
    pub card: DeckCard,
    pub count: u8,
    /// What the line holds beyond the card, in game terms ("Objective set 141 · 6 cards").
    pub detail: Option<Message>,
    pub cost: Option<u8>,
}

/// A part of a deck's list (units, events; an objective deck's sets).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckSection {
    pub name: Message,
    pub entries: Vec<DeckEntry>,
}

/// A small chart: named bars with their values (the cost curve, a breakdown by type, by aspect,
/// by affiliation or side).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chart {
    /// Stable, for the page's tests: `"curve"`, `"type"`, `"aspect"`.
    pub key: &'static str,
    pub name: Message,
    pub bars: Vec<(Message, u32)>,
}

impl Chart {
    /// The tallest bar's value (at least 1, so a chart of nothing divides by one).
    pub fn peak(&self) -> u32 {
        self.bars.iter().map(|(_, v)| *v).max().unwrap_or(0).max(1)
    }
}

/// A deck as the builder draws it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckView {
    pub name: String,
    pub slots: Vec<DeckSlot>,
    pub sections: Vec<DeckSection>,
    /// Its size in the game's terms ("30 cards", "10 objective sets, 60 cards").
    pub size: Message,
    /// Copies in the deck by card key, every card the deck holds (an LCG card counts its set's
    /// copies), for the browser's counts.
    pub counts: Vec<(String, u8)>,
    /// The cost curve, then the game's breakdowns.
    pub charts: Vec<Chart>,
    /// The formats the game's decks are built for (SWU's Premier and Limited), the deck's own
    /// marked; empty for a game with one way to build a deck.
    pub formats: Vec<DeckFormat>,
}

/// A way a game's decks are built (its construction rules), as the builder offers it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckFormat {
    /// Stable: `DeckEdit::SetFormat` names it, and the deck's data keeps it.
    pub key: &'static str,
    pub name: Message,
    /// The deck is built for it.
    pub chosen: bool,
}

impl DeckView {
    /// How many copies of the card `key` the deck holds.
    pub fn count_of(&self, key: &str) -> u8 {
        self.counts.iter().find(|(k, _)| k == key).map_or(0, |(_, n)| *n)
    }
}

/// A change a player makes to a deck. None is refused for breaking a construction rule (the
/// problems say so, beside the deck); only an edit that means nothing (a card the pool does not
/// have, a slot the game does not have) is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckEdit {
    /// One more copy of a card, as the game adds it: a leader or base to its slot, an LCG card's
    /// whole objective set, an affiliation card to its slot.
    Add(String),
    /// One copy fewer (emptying the slot the card fills).
    Remove(String),
    /// The card in a slot (`None` empties it).
    SetSlot(SlotKey, Option<String>),
    Rename(String),
    /// The format the deck is built for, by its key (one of [`DeckView::formats`]).
    SetFormat(String),
}

/// The most copies of one entry an edit makes: past any game's limit (the problems say so), and
/// far below what would make a deck a burden to store.
pub const MAX_ENTRY_COPIES: u8 = 60;
/// The longest name a deck keeps, in characters.
pub const MAX_NAME_CHARS: usize = 80;

/// `name` as a deck keeps it: one line, trimmed, at most [`MAX_NAME_CHARS`] characters.
pub fn clean_name(name: &str) -> String {
    let one_line: String = name.chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
    one_line.trim().chars().take(MAX_NAME_CHARS).collect()
}

/// A zone of a test draw and the cards in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrawnZone {
    pub name: Message,
    pub cards: Vec<DeckCard>,
}

/// An opening as the game would deal it from the deck (the hand, and what else setup puts out:
/// the LCG's objectives, the CCG's starting locations), after `taken` of the `mulligans` the game
/// allows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TestDraw {
    pub zones: Vec<DrawnZone>,
    pub mulligans: u8,
    pub taken: u8,
    /// Cards left in the deck after the draw.
    pub left: usize,
}

/// A deck's problem, with the seat (0 or 1) of the deck it is in, when a match is refused.
pub type SeatProblem<D> = (u8, Rejected<<D as Decks>::DeckProblem>);

/// A game's decks. Every function is pure; none panics on any input.
pub trait Decks: Ruleset {
    /// A deck of this game, as data: the cards by printed key with their counts, the game's own
    /// slots (SWU's leader and base, the CCG's starting location, the LCG's affiliation), the
    /// sideboard, its name, and the construction it is built for (SWU's Premier or Limited).
    type Deck: Clone + fmt::Debug + PartialEq + Serialize + DeserializeOwned;
    /// Why a deck breaks a construction rule; said as a message, and cited beside it in
    /// [`Rejected`].
    type DeckProblem: Clone + fmt::Debug + PartialEq + super::Say;

    /// Every problem of `deck` under its construction's rules at once, each with the rule it
    /// breaks; empty when the deck is legal. Never refuses to look: a deck naming unknown cards
    /// gets a problem for each.
    fn deck_problems(deck: &Self::Deck) -> Vec<Rejected<Self::DeckProblem>>;

    /// The decks Hangar ships with the game, in the order the start screen lists them.
    fn built_in_decks() -> Vec<BuiltIn<Self::Deck>>;

    /// A new match between two decks (seat 0's first), shuffled by `seed`, at its first
    /// decision.
    ///
    /// # Errors
    /// Every problem of each deck that is not legal (with the seat it belongs to).
    fn match_with(decks: [&Self::Deck; 2], seed: u64) -> Result<Self::State, Vec<SeatProblem<Self>>>;

    /// The formats the game's decks are exchanged in; the first is the one an export uses by
    /// default.
    fn exchanges() -> &'static [Exchange];

    /// Reads a deck from `text` in whichever of the game's formats it is written in.
    ///
    /// # Errors
    /// The whole text is no deck of the game (no format reads it).
    fn import(text: &str) -> Result<Imported<Self::Deck>, NotADeck>;

    /// `deck` written in the format named `exchange` (one of [`Decks::exchanges`]'s keys), or
    /// `None` for a key the game does not have.
    fn export(deck: &Self::Deck, exchange: &str) -> Option<String>;

    // The deck builder's side.

    /// Every implemented card a deck may hold (and every card a slot takes), ready to search,
    /// with the facets a player of the game filters by.
    fn pool() -> Pool;

    /// The empty decks a new deck starts from (one, or one a side where a deck belongs to a
    /// side from the start).
    fn blank_decks() -> Vec<BuiltIn<Self::Deck>>;

    /// The deck's name.
    fn deck_name(deck: &Self::Deck) -> &str;

    /// The seat a deck must sit at in [`Decks::match_with`] (a Dark Side deck at the Dark Side's),
    /// or `None` when it may sit at either.
    fn deck_seat(deck: &Self::Deck) -> Option<Seat>;

    /// The deck as the builder draws it.
    fn deck_view(deck: &Self::Deck) -> DeckView;

    /// The deck after `edit`.
    ///
    /// # Errors
    /// Only an edit that means nothing here: a card the pool does not have, a slot the game does
    /// not have or a card it does not take.
    fn edit(deck: &Self::Deck, edit: &DeckEdit) -> Result<Self::Deck, Message>;

    /// An opening hand from the deck as a match would deal it, shuffled by `seed`, after `taken`
    /// mulligans (as many as the game allows, at most). Any deck can be drawn from, legal or not.
    fn test_draw(deck: &Self::Deck, seed: u64, taken: u8) -> TestDraw;
}
