//! What a player brings to a match, for every game: a deck as data, the game's construction
//! rules over it (every problem at once, each citing its rule), the decks Hangar ships, and the
//! community formats decks travel in (DESIGN.md, "Decks and pools"). Written once over a game's
//! own deck type; each game implements [`Decks`] in its folder, and `rules::Game` reaches it for
//! the UI without naming a game.
//!
//! Importing never plays an unknown card as a blank: a line that names nothing the game has, or
//! a card outside the implemented pool, is refused by line with its reason, and the rest of the
//! deck is kept for editing.

use super::{Message, Rejected, Ruleset};
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
}
