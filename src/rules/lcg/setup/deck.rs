//! Decks: an affiliation card and objective sets, the deck-building checks, and the two starter
//! decks (research notes lcg.md §1 "Cards and decks", §3 "Starter").

use crate::cards::lcg::{catalog, objective_set, DefId};
use crate::rules::lcg::model::def::{Affiliation, CardType, Side};
use std::fmt;

/// What a deck is built from: one affiliation card and a list of objective sets (a set may be
/// listed twice).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckList {
    pub affiliation: String,
    pub sets: Vec<u16>,
}

/// Fewest objective sets in a deck (research §1 [M][O]).
pub const MIN_SETS: usize = 10;
/// Most copies of one objective set (research §1 [O][V]).
pub const MAX_COPIES: usize = 2;

/// Why a deck list is not a legal deck. Each names what to fix.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckError {
    UnknownAffiliation { number: String },
    NotAnAffiliation { number: String },
    UnknownSet { set: u16 },
    WrongSide { set: u16, deck: Side },
    TooFewSets { count: usize },
    TooManyCopies { set: u16, copies: usize },
    AffiliationOnly { set: u16, needs: Affiliation },
}

impl fmt::Display for DeckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeckError::UnknownAffiliation { number } => write!(f, "There is no affiliation card {number}."),
            DeckError::NotAnAffiliation { number } => write!(f, "Card {number} is not an affiliation card."),
            DeckError::UnknownSet { set } => write!(f, "There is no objective set {set}."),
            DeckError::WrongSide { set, deck } => {
                write!(f, "Objective set {set} is not a {} set; every set must be from the deck's side.", deck.name())
            }
            DeckError::TooFewSets { count } => {
                write!(f, "A deck needs at least {MIN_SETS} objective sets; this one has {count}.")
            }
            DeckError::TooManyCopies { set, copies } => {
                write!(f, "Objective set {set} is in the deck {copies} times; at most {MAX_COPIES} copies are allowed.")
            }
            DeckError::AffiliationOnly { set, needs } => {
                write!(f, "Objective set {set} says \"{} affiliation only\".", needs.name())
            }
        }
    }
}

/// A deck ready to shuffle: the affiliation card, the objective deck, the command deck, and the
/// starter cards left out because part of their text has no implementation yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deck {
    pub side: Side,
    pub affiliation: DefId,
    pub objectives: Vec<DefId>,
    pub command: Vec<DefId>,
    pub omitted: Vec<DefId>,
}

/// The Light Side starter: Rebel Alliance, ten sets (research §3).
pub fn rebel_alliance_starter() -> DeckList {
    DeckList { affiliation: "RA-AFF".into(), sets: vec![141, 167, 157, 38, 185, 8, 9, 12, 13, 11] }
}

/// The Dark Side starter: Imperial Navy, ten sets (research §3).
pub fn imperial_navy_starter() -> DeckList {
    DeckList { affiliation: "IN-AFF".into(), sets: vec![144, 150, 159, 154, 189, 187, 27, 28, 29, 30] }
}

pub fn starter(side: Side) -> DeckList {
    match side {
        Side::Dark => imperial_navy_starter(),
        Side::Light => rebel_alliance_starter(),
    }
}

/// Deck construction (research §1): one affiliation card; at least ten objective sets, all of
/// its side; at most two copies of a set; "X affiliation only" sets need that affiliation.
///
/// # Errors
/// Every problem found, in list order.
pub fn check(list: &DeckList) -> Result<(), Vec<DeckError>> {
    let mut errors = Vec::new();
    let affiliation = match catalog().by_key(&list.affiliation) {
        None => {
            errors.push(DeckError::UnknownAffiliation { number: list.affiliation.clone() });
            None
        }
        Some(id) if catalog().get(id).card_type != CardType::Affiliation => {
            errors.push(DeckError::NotAnAffiliation { number: list.affiliation.clone() });
            None
        }
        Some(id) => Some(catalog().get(id)),
    };
    if list.sets.len() < MIN_SETS {
        errors.push(DeckError::TooFewSets { count: list.sets.len() });
    }
    for (i, &number) in list.sets.iter().enumerate() {
        let first = list.sets.iter().position(|&s| s == number) == Some(i);
        let Some(set) = objective_set(number) else {
            if first {
                errors.push(DeckError::UnknownSet { set: number });
            }
            continue;
        };
        let copies = list.sets.iter().filter(|&&s| s == number).count();
        if first && copies > MAX_COPIES {
            errors.push(DeckError::TooManyCopies { set: number, copies });
        }
        let Some(affiliation) = affiliation else { continue };
        if first && set.side != affiliation.side {
            errors.push(DeckError::WrongSide { set: number, deck: affiliation.side });
        }
        if let Some(needs) = set.affiliation_only {
            if first && needs != affiliation.affiliation {
                errors.push(DeckError::AffiliationOnly { set: number, needs });
            }
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// Builds a checked deck. Cards whose text is not implemented yet are left out (named in
/// `omitted`), never played as blanks.
///
/// # Errors
/// The deck-building problems of [`check`].
pub fn build(list: &DeckList) -> Result<Deck, Vec<DeckError>> {
    check(list)?;
    let affiliation = catalog().by_key(&list.affiliation).ok_or_else(Vec::new)?;
    let side = catalog().get(affiliation).side;
    let mut deck = Deck { side, affiliation, objectives: Vec::new(), command: Vec::new(), omitted: Vec::new() };
    for set in list.sets.iter().filter_map(|&n| objective_set(n)) {
        for (slot, &card) in set.cards.iter().enumerate() {
            if catalog().get(card).not_implemented.is_some() {
                deck.omitted.push(card);
            } else if slot == 0 {
                deck.objectives.push(card);
            } else {
                deck.command.push(card);
            }
        }
    }
    Ok(deck)
}
