//! The two skirmish decks (shared/data/swu/decks.md) and the deck-building checks of the reduced
//! skirmish format: one leader, one base, a 30-card deck with at most 3 copies of a card.

use crate::cards::swu::{catalog, DefId};
use crate::engine::Seat;
use crate::rules::swu::model::def::CardType;
use std::fmt;

/// A deck list: leader, base and the deck's cards (copies, card id).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckList {
    pub leader: &'static str,
    pub base: &'static str,
    pub cards: Vec<(u8, &'static str)>,
}

/// Cards in a skirmish deck (the official minimum is 50; decks.md's reduced format).
pub const DECK_SIZE: usize = 30;
/// Most copies of one card (as in Premier).
pub const MAX_COPIES: u8 = 3;

/// Deck 1, "Red Squadron Scramble": Wedge Antilles, Resistance Headquarters, Heroism / Command.
pub fn red_squadron() -> DeckList {
    DeckList {
        leader: "JTL_008",
        base: "JTL_022",
        cards: vec![
            (1, "JTL_249"),
            (3, "JTL_247"),
            (2, "SOR_237"),
            (3, "JTL_095"),
            (1, "JTL_101"),
            (2, "JTL_248"),
            (3, "SOR_114"),
            (1, "SOR_244"),
            (2, "JTL_093"),
            (1, "JTL_094"),
            (1, "JTL_103"),
            (3, "JTL_246"),
            (2, "JTL_108"),
            (2, "JTL_255"),
            (1, "JTL_245"),
            (2, "SOR_093"),
        ],
    }
}

/// Deck 2, "Victor Squadron Patrol": Darth Vader, Shield Generator Complex, Villainy / Command /
/// Vigilance.
pub fn victor_squadron() -> DeckList {
    DeckList {
        leader: "JTL_006",
        base: "JTL_020",
        cards: vec![
            (3, "SOR_225"),
            (2, "JTL_081"),
            (2, "JTL_082"),
            (2, "JTL_033"),
            (2, "JTL_068"),
            (2, "SOR_114"),
            (1, "SOR_232"),
            (2, "JTL_036"),
            (2, "JTL_058"),
            (2, "JTL_034"),
            (3, "JTL_236"),
            (1, "JTL_084"),
            (1, "JTL_086"),
            (2, "JTL_255"),
            (1, "JTL_245"),
            (2, "TWI_120"),
        ],
    }
}

/// The deck of a new match's seat: Red Squadron first.
pub fn starter(seat: Seat) -> DeckList {
    if seat.0 == 0 {
        red_squadron()
    } else {
        victor_squadron()
    }
}

/// Why a deck list is not a legal skirmish deck.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckError {
    UnknownCard(String),
    NotALeader(String),
    NotABase(String),
    /// Leaders, bases and tokens do not go in a deck.
    NotADeckCard(String),
    NotImplemented(String),
    WrongSize {
        cards: usize,
    },
    TooManyCopies {
        card: String,
        copies: usize,
    },
}

impl fmt::Display for DeckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeckError::UnknownCard(id) => write!(f, "There is no card {id}."),
            DeckError::NotALeader(id) => write!(f, "{id} is not a leader."),
            DeckError::NotABase(id) => write!(f, "{id} is not a base."),
            DeckError::NotADeckCard(id) => write!(f, "{id} cannot be in a deck."),
            DeckError::NotImplemented(id) => write!(f, "{id}'s text is not implemented yet."),
            DeckError::WrongSize { cards } => write!(f, "A skirmish deck has {DECK_SIZE} cards; this one has {cards}."),
            DeckError::TooManyCopies { card, copies } => {
                write!(f, "{card} is in the deck {copies} times; at most {MAX_COPIES} copies are allowed.")
            }
        }
    }
}

/// The deck-building checks.
///
/// # Errors
/// Every problem found.
pub fn check(list: &DeckList) -> Result<(), Vec<DeckError>> {
    let mut errors = Vec::new();
    let find = |id: &str, errors: &mut Vec<DeckError>| {
        let found = catalog().by_key(id);
        if found.is_none() {
            errors.push(DeckError::UnknownCard(id.to_string()));
        }
        found.map(|d| catalog().get(d))
    };
    if let Some(def) = find(list.leader, &mut errors) {
        if def.card_type != CardType::Leader {
            errors.push(DeckError::NotALeader(list.leader.to_string()));
        } else if !def.implemented() {
            errors.push(DeckError::NotImplemented(list.leader.to_string()));
        }
    }
    if let Some(def) = find(list.base, &mut errors) {
        if def.card_type != CardType::Base {
            errors.push(DeckError::NotABase(list.base.to_string()));
        }
    }
    let mut total = 0;
    for (i, &(copies, id)) in list.cards.iter().enumerate() {
        total += usize::from(copies);
        let all: usize = list.cards.iter().filter(|(_, other)| *other == id).map(|(n, _)| usize::from(*n)).sum();
        let first = list.cards.iter().position(|(_, other)| *other == id) == Some(i);
        let most = catalog()
            .by_key(id)
            .map_or(MAX_COPIES, |d| crate::rules::swu::setup::decks::copies_allowed(catalog().get(d), MAX_COPIES));
        if first && all > usize::from(most) {
            errors.push(DeckError::TooManyCopies { card: id.to_string(), copies: all });
        }
        let Some(def) = find(id, &mut errors) else { continue };
        if !matches!(def.card_type, CardType::Unit | CardType::Upgrade | CardType::Event) || def.token.is_some() {
            errors.push(DeckError::NotADeckCard(id.to_string()));
        } else if !def.implemented() {
            errors.push(DeckError::NotImplemented(id.to_string()));
        }
    }
    if total != DECK_SIZE {
        errors.push(DeckError::WrongSize { cards: total });
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// The deck's cards, one entry per copy, in list order.
pub fn cards(list: &DeckList) -> Vec<DefId> {
    list.cards
        .iter()
        .flat_map(|&(copies, id)| std::iter::repeat_n(id, usize::from(copies)))
        .filter_map(|id| catalog().by_key(id))
        .collect()
}
