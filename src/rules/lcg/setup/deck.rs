//! Decks: an affiliation card and objective sets, the deck-building rules with every problem at
//! once (each citing the rule it breaks), and the decks Hangar ships (research notes lcg.md §1
//! "Cards and decks", §3 "Starter").

use crate::cards::lcg::{catalog, objective_set, objective_sets, DefId, ObjectiveSet};
use crate::engine::{Message, Rejected, Rule, Say};
use crate::rules::lcg::model::def::{Affiliation, CardType, Side};
use crate::rules::lcg::sections::{card_text, LcgRule};
use serde::{Deserialize, Serialize};

/// A deck as a player keeps it: its name, its affiliation card (by key: "RA-AFF") and its
/// objective sets by number, one entry per copy. Plain data: stored, exchanged and edited as
/// it is, legal or not ([`problems`] says what is wrong with it).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckList {
    /// The player's name for it (empty for none).
    #[serde(default)]
    pub name: String,
    pub affiliation: String,
    pub sets: Vec<u16>,
}

impl DeckList {
    /// A deck of `affiliation` and `sets`, without a name.
    pub fn new(affiliation: &str, sets: &[u16]) -> DeckList {
        DeckList { name: String::new(), affiliation: affiliation.to_string(), sets: sets.to_vec() }
    }

    /// Its objective sets, each once, with how many copies the deck holds, in the order they are
    /// first listed.
    pub fn counts(&self) -> Vec<(u16, usize)> {
        let mut counts: Vec<(u16, usize)> = Vec::new();
        for &set in &self.sets {
            match counts.iter_mut().find(|(s, _)| *s == set) {
                Some((_, n)) => *n += 1,
                None => counts.push((set, 1)),
            }
        }
        counts
    }

    /// The side its affiliation card is on, if it names one.
    pub fn side(&self) -> Option<Side> {
        affiliation_card(&self.affiliation).map(|d| catalog().get(d).side)
    }
}

/// Fewest objective sets in a deck (research §1 [M][O]).
pub const MIN_SETS: usize = 10;
/// Most copies of one objective set (research §1 [O][V]).
pub const MAX_COPIES: usize = 2;

/// Why a deck breaks a deck-building rule. Each names what to fix; [`problems`] cites the rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckProblem {
    /// The deck names no affiliation card Hangar has.
    UnknownAffiliation { key: String },
    /// The card it names as its affiliation is another kind of card.
    NotAnAffiliation { key: String },
    /// An objective set outside Hangar's card pool.
    UnknownSet { set: u16 },
    /// Fewer objective sets than a deck needs.
    TooFewSets { count: usize },
    /// A set of the other side than the deck's affiliation card (`side`).
    WrongSide { set: u16, side: Side },
    /// More copies of a set than allowed: two, or one of a "Limit 1 per objective deck" set.
    TooManyCopies { set: u16, copies: usize, most: usize },
    /// A set whose objective says "X affiliation only", in a deck of another affiliation.
    AffiliationOnly { set: u16, needs: Affiliation },
    /// A set holding a card whose text Hangar does not play yet (never played as a blank).
    NotImplemented { set: u16, card: DefId },
    /// The deck of the other side than the seat it is given to: the Dark Side sits first.
    WrongSeat { needs: Side },
}

impl Say for DeckProblem {
    fn say(&self) -> Message {
        let set_name = |set: u16| objective_set(set).map_or_else(|| set.to_string(), |s| s.name.to_string());
        let set = |m: Message, set: u16| m.number("set", set).card("name", set_name(set));
        match self {
            DeckProblem::UnknownAffiliation { key } => {
                Message::new("lcg-deck-unknown-affiliation").with("key", crate::engine::Arg::Printed(key.clone()))
            }
            DeckProblem::NotAnAffiliation { key } => {
                let title = catalog().by_key(key).map_or(key.as_str(), |d| &catalog().get(d).name);
                Message::new("lcg-deck-not-an-affiliation").card("card", title)
            }
            DeckProblem::UnknownSet { set } => Message::new("lcg-deck-unknown-set").number("set", *set),
            DeckProblem::TooFewSets { count } => {
                Message::new("lcg-deck-too-few-sets").with("count", *count).with("least", MIN_SETS)
            }
            DeckProblem::WrongSide { set: number, side } => {
                set(Message::new("lcg-deck-wrong-side"), *number).with("side", side.say())
            }
            DeckProblem::TooManyCopies { set: number, copies, most } => {
                set(Message::new("lcg-deck-too-many-copies"), *number).with("copies", *copies).with("most", *most)
            }
            DeckProblem::AffiliationOnly { set: number, needs } => {
                set(Message::new("lcg-deck-affiliation-only"), *number).with("affiliation", needs.say())
            }
            DeckProblem::NotImplemented { set: number, card } => {
                set(Message::new("lcg-deck-not-implemented"), *number).card("card", &*catalog().get(*card).name)
            }
            DeckProblem::WrongSeat { needs } => Message::new("lcg-deck-wrong-seat").with("side", needs.say()),
        }
    }
}

/// The affiliation card `key` names, if it names one (an affiliation card or not).
fn affiliation_card(key: &str) -> Option<DefId> {
    catalog().by_key(key).filter(|&d| catalog().get(d).card_type == CardType::Affiliation)
}

/// Deck construction (research §1): one affiliation card; at least ten objective sets, all of its
/// side; at most two copies of a set, one of a "Limit 1 per objective deck" set; "X affiliation
/// only" sets only with that affiliation card; and, Hangar's own, only sets whose every card it
/// plays. Every problem at once, each with its rule: the objective's own text for "Limit 1" and
/// "affiliation only", Deck Construction for the rest.
pub fn problems(list: &DeckList) -> Vec<Rejected<DeckProblem>> {
    problems_among(list, objective_sets())
}

/// [`problems`] with the objective sets `sets` as the pool (tests give it sets the pool lacks).
pub fn problems_among(list: &DeckList, sets: &[ObjectiveSet]) -> Vec<Rejected<DeckProblem>> {
    let building = Rule::from(LcgRule::DeckBuilding);
    let mut found = Vec::new();
    let mut problem = |problem: DeckProblem, rule: Rule| found.push(Rejected::new(problem, rule));
    let affiliation = match catalog().by_key(&list.affiliation) {
        None => {
            problem(DeckProblem::UnknownAffiliation { key: list.affiliation.clone() }, building);
            None
        }
        Some(id) if catalog().get(id).card_type != CardType::Affiliation => {
            problem(DeckProblem::NotAnAffiliation { key: list.affiliation.clone() }, building);
            None
        }
        Some(id) => Some(catalog().get(id)),
    };
    if list.sets.len() < MIN_SETS {
        problem(DeckProblem::TooFewSets { count: list.sets.len() }, building);
    }
    for (number, copies) in list.counts() {
        let Some(set) = sets.iter().find(|s| s.number == number) else {
            problem(DeckProblem::UnknownSet { set: number }, building);
            continue;
        };
        let objective = card_text(&catalog().get(set.objective()).name);
        let most = if set.limit_one { 1 } else { MAX_COPIES };
        if copies > most {
            let rule = if set.limit_one { objective } else { building };
            problem(DeckProblem::TooManyCopies { set: number, copies, most }, rule);
        }
        if let Some(affiliation) = affiliation {
            if set.side != affiliation.side {
                problem(DeckProblem::WrongSide { set: number, side: affiliation.side }, building);
            } else if let Some(needs) = set.affiliation_only.filter(|&a| a != affiliation.affiliation) {
                problem(DeckProblem::AffiliationOnly { set: number, needs }, objective);
            }
        }
        if let Some(&card) = set.cards.iter().find(|&&c| catalog().get(c).not_implemented.is_some()) {
            problem(DeckProblem::NotImplemented { set: number, card }, building);
        }
    }
    found
}

/// A deck ready to shuffle: its side, the affiliation card, the objective deck and the command
/// deck.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deck {
    pub side: Side,
    pub affiliation: DefId,
    pub objectives: Vec<DefId>,
    pub command: Vec<DefId>,
}

/// Builds a legal deck: each set's objective into the objective deck, its five other cards into
/// the command deck.
///
/// # Errors
/// Every problem of [`problems`].
pub fn build(list: &DeckList) -> Result<Deck, Vec<Rejected<DeckProblem>>> {
    let found = problems(list);
    let Some(affiliation) = affiliation_card(&list.affiliation).filter(|_| found.is_empty()) else {
        return Err(found);
    };
    let side = catalog().get(affiliation).side;
    let mut deck = Deck { side, affiliation, objectives: Vec::new(), command: Vec::new() };
    for set in list.sets.iter().filter_map(|&n| objective_set(n)) {
        deck.objectives.push(set.objective());
        deck.command.extend(set.command_cards());
    }
    Ok(deck)
}

/// The Light Side starter: Rebel Alliance, ten sets (research §3).
pub fn rebel_alliance_starter() -> DeckList {
    DeckList::new("RA-AFF", &[141, 167, 157, 38, 185, 8, 9, 12, 13, 11])
}

/// The Dark Side starter: Imperial Navy, ten sets (research §3).
pub fn imperial_navy_starter() -> DeckList {
    DeckList::new("IN-AFF", &[144, 150, 159, 154, 189, 187, 27, 28, 29, 30])
}

pub fn starter(side: Side) -> DeckList {
    match side {
        Side::Dark => imperial_navy_starter(),
        Side::Light => rebel_alliance_starter(),
    }
}

/// A deck Hangar ships: its stable key, its name, and the deck.
#[derive(Clone, Copy, Debug)]
pub struct Shipped {
    pub key: &'static str,
    /// Its name, as a message (said in the reader's language).
    pub name: fn() -> Message,
    pub affiliation: &'static str,
    pub sets: &'static [u16],
}

/// The decks Hangar ships: the two starters, then decks built around other pilots (only of
/// objective sets whose every card Hangar plays).
pub const SHIPPED: &[Shipped] = &[
    Shipped {
        key: "lcg-imperial-navy-starter",
        name: || Message::new("lcg-deck-imperial-navy-starter"),
        affiliation: "IN-AFF",
        sets: &[144, 150, 159, 154, 189, 187, 27, 28, 29, 30],
    },
    Shipped {
        key: "lcg-rebel-alliance-starter",
        name: || Message::new("lcg-deck-rebel-alliance-starter"),
        affiliation: "RA-AFF",
        sets: &[141, 167, 157, 38, 185, 8, 9, 12, 13, 11],
    },
    // Around "Howlrunner" and "Night Beast" (Cloud Cover).
    Shipped {
        key: "lcg-obsidian-squadron",
        name: || Message::new("lcg-deck-obsidian-squadron"),
        affiliation: "IN-AFF",
        sets: &[255, 255, 144, 144, 150, 154, 159, 189, 27, 28],
    },
    // Around Maarek Stele and Delta One (The Emperor's Sword).
    Shipped {
        key: "lcg-emperors-sword",
        name: || Message::new("lcg-deck-emperors-sword"),
        affiliation: "S-AFF",
        sets: &[149, 149, 144, 150, 159, 189, 187, 27, 29, 30],
    },
    // Around Boba Fett and Slave 1 (The Hunter's Flight).
    Shipped {
        key: "lcg-hunters-flight",
        name: || Message::new("lcg-deck-hunters-flight"),
        affiliation: "SV-AFF",
        sets: &[160, 160, 144, 150, 159, 189, 187, 27, 29, 30],
    },
    // Around Nien Numb, the Loyal Co-Pilot and LE-B02D9 (Resistance and Rebellion, The Daring
    // Escape).
    Shipped {
        key: "lcg-freighter-crews",
        name: || Message::new("lcg-deck-freighter-crews"),
        affiliation: "SS-AFF",
        sets: &[243, 243, 148, 148, 141, 167, 38, 185, 8, 9],
    },
    // Around Hobbie, Tycho Celchu and Wedge Antilles, with freighters beside them.
    Shipped {
        key: "lcg-rogue-squadron",
        name: || Message::new("lcg-deck-rogue-squadron"),
        affiliation: "RA-AFF",
        sets: &[141, 141, 167, 167, 157, 13, 243, 148, 12, 11],
    },
];

impl Shipped {
    pub fn list(&self) -> DeckList {
        DeckList::new(self.affiliation, self.sets)
    }
}
