//! A player's deck as data, and what the engine does with it (`engine::Decks`): the checks of
//! Hangar's skirmish decks (shared/data/swccg/decks.md: 40 cards of one side, starting location
//! included; the starting location a docking bay, which starts on the table with its system; a
//! unique card once), every problem at once with its section; the two skirmish decks as built-in
//! decks; a match between two decks; and the exchange formats, GEMP's list of card ids and a text
//! list.
//!
//! A first version on the skirmish decks: the first three sets (issue #32) replace the checks
//! and the exchanges as they grow.

use crate::cards::swccg::{catalog, DefId};
use crate::engine::builder::{self, copies, cut, list_line, Entry, MAX_IMPORT_BYTES, MAX_LINE_CHARS};
use crate::engine::deck::{clean_name, BuiltIn, Exchange, Imported, LineRefusal, NotADeck};
use crate::engine::{Arg, Message, Rejected, Rule, Say};
use crate::rules::swccg::model::def::{CardDef, Class, Side};
use crate::rules::swccg::model::state::State;
use crate::rules::swccg::sections::SwccgRule;
use crate::rules::swccg::setup::deck::{self as lists, DeckList, DECK_SIZE};
use crate::rules::swccg::setup::new_match::deal;
use serde::{Deserialize, Serialize};

/// A deck: its name, its side, its starting location (a docking bay, in the deck), and its
/// cards with their copies (the starting location and its system among them).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deck {
    #[serde(default)]
    pub name: String,
    pub side: Side,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub starting: Option<String>,
    #[serde(default)]
    pub cards: Vec<Entry>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sideboard: Vec<Entry>,
}

impl Deck {
    /// An empty deck of `side`.
    pub fn new(side: Side) -> Deck {
        Deck { name: String::new(), side, starting: None, cards: Vec::new(), sideboard: Vec::new() }
    }
}

/// Why a deck breaks a rule of the skirmish decks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckProblem {
    NoStartingLocation,
    StartingNotADockingBay(String),
    StartingNotInDeck(String),
    /// The deck lacks the system its starting docking bay is at.
    NoSystem {
        bay: String,
        system: String,
    },
    UnknownCard(String),
    WrongSide {
        card: String,
        side: Side,
    },
    WrongSize(usize),
    UniqueTwice {
        card: String,
        copies: usize,
    },
    /// A card whose text Hangar does not play yet, and what of it.
    NotImplemented {
        card: String,
        what: String,
    },
    /// A match puts each side's deck at its own seat.
    WrongSeat(Side),
}

impl Say for DeckProblem {
    fn say(&self) -> Message {
        let card = |key: &'static str, card: &str| Message::new(key).with("card", Arg::Card(card.to_string()));
        match self {
            DeckProblem::NoStartingLocation => Message::new("swccg-deck-problem-no-starting"),
            DeckProblem::StartingNotADockingBay(c) => card("swccg-deck-problem-starting-not-bay", c),
            DeckProblem::StartingNotInDeck(c) => card("swccg-deck-problem-starting-not-in-deck", c),
            DeckProblem::NoSystem { bay, system } => {
                card("swccg-deck-problem-no-system", bay).with("system", Arg::Printed(system.clone()))
            }
            DeckProblem::UnknownCard(key) => {
                Message::new("swccg-deck-problem-unknown-card").with("card", Arg::Printed(key.clone()))
            }
            DeckProblem::WrongSide { card: c, side } => {
                card("swccg-deck-problem-wrong-side", c).with("side", side.say())
            }
            DeckProblem::WrongSize(n) => Message::new("swccg-deck-problem-size").with("n", *n).with("size", DECK_SIZE),
            DeckProblem::UniqueTwice { card: c, copies } => card("swccg-deck-problem-unique", c).with("n", *copies),
            DeckProblem::NotImplemented { card: c, what } => {
                card("swccg-deck-problem-not-implemented", c).with("what", Arg::Printed(what.clone()))
            }
            DeckProblem::WrongSeat(side) => Message::new("swccg-deck-problem-wrong-seat").with("side", side.say()),
        }
    }
}

fn def(key: &str) -> Option<&'static CardDef> {
    catalog().by_key(key).map(|d| catalog().get(d))
}

fn title(key: &str) -> String {
    def(key).map_or_else(|| key.to_string(), |d| d.title.to_string())
}

/// Whether a card is a docking bay.
pub(crate) fn is_bay(def: &CardDef) -> bool {
    def.location.as_ref().is_some_and(|l| l.docking_bay)
}

/// The system card of the deck a docking bay is at.
fn system_of<'a>(deck: &'a Deck, bay: &CardDef) -> Option<&'a str> {
    let system = bay.location.as_ref()?.related_system.as_deref()?;
    deck.cards
        .iter()
        .map(|e| e.card.as_str())
        .find(|k| def(k).is_some_and(|d| d.class == Some(Class::System) && d.title == system))
}

/// Every problem of `deck`, each with its section.
pub(crate) fn problems(deck: &Deck) -> Vec<Rejected<DeckProblem>> {
    let building = Rule::from(SwccgRule::DeckBuilding);
    let setup = Rule::from(SwccgRule::Setup);
    let mut found = Vec::new();
    match deck.starting.as_deref() {
        None => found.push(Rejected::new(DeckProblem::NoStartingLocation, setup)),
        Some(key) => match def(key) {
            None => found.push(Rejected::new(DeckProblem::UnknownCard(key.to_string()), building)),
            Some(d) if !is_bay(d) => found.push(Rejected::new(DeckProblem::StartingNotADockingBay(title(key)), setup)),
            Some(d) => {
                if copies(&deck.cards, key) == 0 {
                    found.push(Rejected::new(DeckProblem::StartingNotInDeck(title(key)), setup));
                }
                if system_of(deck, d).is_none() {
                    let system = d.location.as_ref().and_then(|l| l.related_system.as_deref()).unwrap_or_default();
                    let problem = DeckProblem::NoSystem { bay: title(key), system: system.to_string() };
                    found.push(Rejected::new(problem, setup));
                }
            }
        },
    }
    for (i, entry) in deck.cards.iter().enumerate() {
        if deck.cards[..i].iter().any(|e| e.card == entry.card) {
            continue;
        }
        let Some(d) = def(&entry.card) else {
            found.push(Rejected::new(DeckProblem::UnknownCard(entry.card.clone()), building));
            continue;
        };
        if d.side != deck.side {
            found.push(Rejected::new(DeckProblem::WrongSide { card: title(&entry.card), side: deck.side }, building));
        }
        if let Some(what) = &d.not_implemented {
            let problem = DeckProblem::NotImplemented { card: title(&entry.card), what: what.to_string() };
            found.push(Rejected::new(problem, building));
        }
        let n = copies(&deck.cards, &entry.card);
        if d.unique && n > 1 {
            found.push(Rejected::new(DeckProblem::UniqueTwice { card: title(&entry.card), copies: n }, building));
        }
    }
    let size = builder::size(&deck.cards);
    if size != DECK_SIZE {
        found.push(Rejected::new(DeckProblem::WrongSize(size), building));
    }
    found
}

fn from_list(name: &str, list: &DeckList) -> Deck {
    Deck {
        name: name.to_string(),
        side: list.side,
        starting: Some(list.starting[1].to_string()),
        cards: list.cards.iter().map(|&(card, count)| Entry { card: card.to_string(), count }).collect(),
        sideboard: Vec::new(),
    }
}

/// The two skirmish decks, the Dark Side's first.
pub(crate) fn built_in() -> Vec<BuiltIn<Deck>> {
    vec![
        BuiltIn {
            key: "black-squadron",
            name: Message::new("swccg-deck-dark"),
            deck: from_list("Black Squadron over Tatooine", &lists::dark()),
        },
        BuiltIn {
            key: "rogue-flight",
            name: Message::new("swccg-deck-light"),
            deck: from_list("Rogue Flight from Yavin", &lists::light()),
        },
    ]
}

/// A match between the Dark Side's deck (seat 0) and the Light Side's (seat 1).
pub(crate) fn match_with(decks: [&Deck; 2], seed: u64) -> Result<State, Vec<(u8, Rejected<DeckProblem>)>> {
    let mut found = Vec::new();
    for (seat, (deck, side)) in decks.iter().zip(Side::BOTH).enumerate() {
        found.extend(problems(deck).into_iter().map(|p| (seat as u8, p)));
        if deck.side != side {
            let problem = Rejected::new(DeckProblem::WrongSeat(deck.side), Rule::from(SwccgRule::Setup));
            found.push((seat as u8, problem));
        }
    }
    if !found.is_empty() {
        return Err(found);
    }
    let dealt = decks.map(|deck| {
        let id = |key: &str| catalog().by_key(key).unwrap_or(DefId::new(0));
        let bay = deck.starting.as_deref().unwrap_or_default();
        let system = def(bay).and_then(|d| system_of(deck, d)).unwrap_or_default();
        let starting = vec![id(system), id(bay)];
        let mut rest = Vec::new();
        for entry in &deck.cards {
            let mut n = usize::from(entry.count);
            // One copy of each starting location is on the table.
            if entry.card == bay || entry.card == system {
                n = n.saturating_sub(1);
            }
            rest.extend(std::iter::repeat_n(id(&entry.card), n));
        }
        (starting, rest)
    });
    Ok(deal(seed, dealt))
}

pub(crate) const EXCHANGES: &[Exchange] = &[
    Exchange { key: "gemp", name: "swccg-exchange-gemp", extension: "txt" },
    Exchange { key: "text", name: "swccg-exchange-text", extension: "txt" },
];

fn refusal(line: usize, text: &str, reason: Message) -> LineRefusal {
    LineRefusal { line, text: cut(text, 60), reason }
}

fn fold(text: &str) -> String {
    crate::engine::pool::fold(text.trim().trim_start_matches(['•', '◊']).trim())
}

/// The card a line names, by GEMP id or title. Both sides print some titles (each side's
/// Tatooine); `side`, when known, picks the deck's.
fn card_named(name: &str, side: Option<Side>) -> Result<&'static CardDef, Message> {
    if let Some(d) = def(name.trim()) {
        return Ok(d);
    }
    let folded = fold(name);
    let titled = || catalog().iter().map(|(_, d)| d).filter(|d| fold(&d.title) == folded);
    let mut found = titled().filter(|d| side.is_none_or(|s| d.side == s));
    match (found.next(), found.next()) {
        (Some(d), None) => Ok(d),
        (Some(_), Some(_)) => Err(Message::new("deck-import-ambiguous")),
        // Only the other side prints it: the deck's check names the wrong side.
        (None, _) => titled().next().ok_or_else(|| Message::new("deck-import-unknown-card")),
    }
}

/// The side a text list's cards are of: that of the first line naming a card of one side only.
fn side_of_text(text: &str) -> Option<Side> {
    text.lines().find_map(|line| {
        let trimmed = line.trim();
        let name = match trimmed.strip_prefix("Starting location:").or_else(|| trimmed.strip_prefix("Starting:")) {
            Some(rest) => rest,
            None => list_line(line)?.name,
        };
        let folded = fold(name);
        let mut sides = catalog().iter().map(|(_, d)| d).filter(|d| fold(&d.title) == folded).map(|d| d.side);
        let first = sides.next()?;
        sides.all(|s| s == first).then_some(first)
    })
}

/// Whether `text` is GEMP's list: card ids (`1_168`) separated by commas or spaces.
fn is_gemp(text: &str) -> bool {
    let ids: Vec<&str> = gemp_ids(text).collect();
    !ids.is_empty()
        && ids.iter().all(|id| {
            let id = id.trim_start_matches('*');
            id.split_once('_').is_some_and(|(set, n)| {
                !set.is_empty()
                    && set.bytes().all(|b| b.is_ascii_digit())
                    && !n.is_empty()
                    && n.bytes().all(|b| b.is_ascii_alphanumeric())
            })
        })
}

fn gemp_ids(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
        .filter(|l| !l.trim_start().starts_with("Name:"))
        .flat_map(|l| l.split([',', ' ', '\t', '|']))
        .map(str::trim)
        .filter(|id| !id.is_empty())
}

/// Reads GEMP's list of ids or a text list. The deck's side is its cards' (its first card's).
pub(crate) fn import(text: &str) -> Result<Imported<Deck>, NotADeck> {
    if text.len() > MAX_IMPORT_BYTES {
        return Err(NotADeck(Message::new("deck-import-too-large").with("bytes", text.len())));
    }
    if text.trim().is_empty() {
        return Err(NotADeck(Message::new("deck-import-empty")));
    }
    let name = text.lines().find_map(|l| l.trim().strip_prefix("Name:")).map(clean_name).unwrap_or_default();
    let (mut deck, refused, exchange) = if is_gemp(text) { import_gemp(text) } else { import_text(text) };
    if deck.cards.is_empty() && deck.starting.is_none() {
        return Err(NotADeck(Message::new("deck-import-nothing")));
    }
    deck.name = name;
    if let Some(side) = deck.cards.first().and_then(|e| def(&e.card)).map(|d| d.side) {
        deck.side = side;
    }
    if deck.starting.is_none() {
        // GEMP lists the starting location first; a text list may say it.
        deck.starting = deck.cards.iter().map(|e| e.card.clone()).find(|k| def(k).is_some_and(is_bay));
    }
    Ok(Imported { deck, exchange, refused })
}

fn import_gemp(text: &str) -> (Deck, Vec<LineRefusal>, &'static str) {
    let mut deck = Deck::new(Side::Dark);
    let mut refused = Vec::new();
    for id in gemp_ids(text).take(1000) {
        let starting = id.starts_with('*');
        let id = id.trim_start_matches('*');
        match def(id) {
            Some(d) => {
                builder::add_copy(&mut deck.cards, &d.id);
                if starting {
                    deck.starting = Some(d.id.to_string());
                }
            }
            None => refused.push(refusal(0, id, Message::new("deck-import-unknown-card"))),
        }
    }
    (deck, refused, "gemp")
}

fn import_text(text: &str) -> (Deck, Vec<LineRefusal>, &'static str) {
    let mut deck = Deck::new(Side::Dark);
    let mut refused = Vec::new();
    let side = side_of_text(text);
    for (n, line) in text.lines().enumerate().map(|(i, l)| (i + 1, l)) {
        let trimmed = line.trim();
        if trimmed.chars().count() > MAX_LINE_CHARS {
            refused.push(refusal(n, line, Message::new("deck-import-line-too-long")));
            continue;
        }
        if trimmed.starts_with("Name:") {
            continue;
        }
        // Headings: "Characters (12)", "Starting location:".
        let heading = fold(trimmed.trim_end_matches(':'));
        let heading = heading.split(" (").next().unwrap_or_default();
        if ["locations", "characters", "starships", "vehicles", "interrupts", "effects", "weapons", "side", "deck"]
            .contains(&heading)
        {
            continue;
        }
        if let Some(rest) = trimmed.strip_prefix("Starting location:").or_else(|| trimmed.strip_prefix("Starting:")) {
            match card_named(rest, side) {
                Ok(d) => deck.starting = Some(d.id.to_string()),
                Err(reason) => refused.push(refusal(n, line, reason)),
            }
            continue;
        }
        let Some(entry) = list_line(line) else { continue };
        match card_named(entry.name, side) {
            Ok(d) => {
                for _ in 0..entry.count {
                    builder::add_copy(&mut deck.cards, &d.id);
                }
            }
            Err(reason) => refused.push(refusal(n, line, reason)),
        }
    }
    (deck, refused, "text")
}

/// `deck` as GEMP's list of ids (the starting location first, marked `*`) or a text list.
pub(crate) fn export(deck: &Deck, exchange: &str) -> Option<String> {
    match exchange {
        "gemp" => {
            let mut ids: Vec<String> = Vec::new();
            if let Some(start) = &deck.starting {
                ids.push(format!("*{start}"));
            }
            for entry in &deck.cards {
                let mut n = usize::from(entry.count);
                if deck.starting.as_deref() == Some(entry.card.as_str()) {
                    n = n.saturating_sub(1);
                }
                ids.extend(std::iter::repeat_n(entry.card.clone(), n));
            }
            let mut out = String::new();
            if !deck.name.is_empty() {
                out.push_str(&format!("Name: {}\n", deck.name));
            }
            out.push_str(&ids.join(","));
            out.push('\n');
            Some(out)
        }
        "text" => {
            let mut out = String::new();
            if !deck.name.is_empty() {
                out.push_str(&format!("Name: {}\n", deck.name));
            }
            if let Some(start) = &deck.starting {
                out.push_str(&format!("Starting location: {}\n", title(start)));
            }
            for entry in &deck.cards {
                out.push_str(&format!("{}x {}\n", entry.count, title(&entry.card)));
            }
            Some(out)
        }
        _ => None,
    }
}
