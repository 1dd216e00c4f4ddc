//! A player's deck as data, and what the engine does with it (`engine::Decks`): the checks of a
//! deck (research §3 "Setup": exactly 60 cards of one side, the starting location included; the
//! starting location one of the deck's locations, marked, and no generic (◊) site; any number of
//! copies of a card, unique or not, as GEMP allows: uniqueness limits the table, not the deck; and
//! Hangar's own: every card one whose text Hangar plays), every problem at once with
//! its section; the two built-in decks; a match between two decks; and the exchange formats,
//! GEMP's list of card ids and a text list, each carrying the starting location's mark.

use crate::cards::swccg::{catalog, DefId};
use crate::engine::builder::{self, copies, cut, list_line, Entry, MAX_IMPORT_BYTES, MAX_LINE_CHARS};
use crate::engine::deck::{clean_name, BuiltIn, Exchange, Imported, LineRefusal, NotADeck};
use crate::engine::{Arg, Message, Rejected, Rule, Say};
use crate::rules::swccg::model::def::{CardDef, CardType, Class, Side};
use crate::rules::swccg::model::state::State;
use crate::rules::swccg::sections::SwccgRule;
use crate::rules::swccg::setup::deck::{self as lists, DeckList, DECK_SIZE};
use crate::rules::swccg::setup::new_match::deal;
use serde::{Deserialize, Serialize};

/// A deck: its name, its side, its starting location (a location of the deck), and its cards
/// with their copies (the starting location among them).
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

/// Why a deck breaks a rule of deck building or setup.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckProblem {
    /// No location is marked to start.
    NoStartingLocation,
    StartingNotALocation(String),
    /// "Generic (◊) sites cannot start."
    StartingGeneric(String),
    StartingNotInDeck(String),
    UnknownCard(String),
    WrongSide {
        card: String,
        side: Side,
    },
    WrongSize(usize),
    /// A card whose text Hangar does not play yet, and what of it.
    NotImplemented {
        card: String,
        what: String,
    },
    /// A match puts each side's deck at its own seat.
    WrongSeat(Side),
    /// Both decks of a match start at a location of this title ("If the titles match, set them
    /// aside and choose again"): the second player chooses another.
    SameStartingLocation(String),
}

impl Say for DeckProblem {
    fn say(&self) -> Message {
        let card = |key: &'static str, card: &str| Message::new(key).with("card", Arg::Card(card.to_string()));
        match self {
            DeckProblem::NoStartingLocation => Message::new("swccg-deck-problem-no-starting"),
            DeckProblem::StartingNotALocation(c) => card("swccg-deck-problem-starting-not-location", c),
            DeckProblem::StartingGeneric(c) => card("swccg-deck-problem-starting-generic", c),
            DeckProblem::StartingNotInDeck(c) => card("swccg-deck-problem-starting-not-in-deck", c),
            DeckProblem::UnknownCard(key) => {
                Message::new("swccg-deck-problem-unknown-card").with("card", Arg::Printed(key.clone()))
            }
            DeckProblem::WrongSide { card: c, side } => {
                card("swccg-deck-problem-wrong-side", c).with("side", side.say())
            }
            DeckProblem::WrongSize(n) => Message::new("swccg-deck-problem-size").with("n", *n).with("size", DECK_SIZE),
            DeckProblem::NotImplemented { card: c, what } => {
                card("swccg-deck-problem-not-implemented", c).with("what", Arg::Printed(what.clone()))
            }
            DeckProblem::WrongSeat(side) => Message::new("swccg-deck-problem-wrong-seat").with("side", side.say()),
            DeckProblem::SameStartingLocation(c) => card("swccg-deck-problem-same-starting", c),
        }
    }
}

fn def(key: &str) -> Option<&'static CardDef> {
    catalog().by_key(key).map(|d| catalog().get(d))
}

fn title(key: &str) -> String {
    def(key).map_or_else(|| key.to_string(), |d| d.title.to_string())
}

/// Whether a location may be a deck's starting location (research §3, "Setup": "Generic (◊)
/// sites cannot start"; a generic site is one printed without the uniqueness dot).
pub(crate) fn may_start(def: &CardDef) -> bool {
    def.is(CardType::Location) && (def.unique || def.class != Some(Class::Site))
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
            Some(d) => {
                if !d.is(CardType::Location) {
                    found.push(Rejected::new(DeckProblem::StartingNotALocation(title(key)), setup));
                } else if !may_start(d) {
                    found.push(Rejected::new(DeckProblem::StartingGeneric(title(key)), setup));
                }
                if copies(&deck.cards, key) == 0 {
                    found.push(Rejected::new(DeckProblem::StartingNotInDeck(title(key)), setup));
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
    }
    let size = builder::size(&deck.cards);
    if size != DECK_SIZE {
        found.push(Rejected::new(DeckProblem::WrongSize(size), setup));
    }
    found
}

fn from_list(name: &str, list: &DeckList) -> Deck {
    Deck {
        name: name.to_string(),
        side: list.side,
        starting: Some(list.starting.to_string()),
        cards: list.cards.iter().map(|&(card, count)| Entry { card: card.to_string(), count }).collect(),
        sideboard: Vec::new(),
    }
}

/// The built-in decks: the two a new match deals, the Dark Side's first, then the others.
pub(crate) fn built_in() -> Vec<BuiltIn<Deck>> {
    let others =
        lists::others().into_iter().map(|o| BuiltIn { key: o.key, name: o.words, deck: from_list(o.name, &o.list) });
    let mut decks = vec![
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
    ];
    decks.extend(others);
    decks
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
    let starting = decks.map(|deck| deck.starting.as_deref().and_then(def).map(|d| d.title.clone()));
    if let [Some(dark), Some(light)] = &starting {
        if dark == light {
            let problem =
                Rejected::new(DeckProblem::SameStartingLocation(dark.to_string()), Rule::from(SwccgRule::Setup));
            found.push((1, problem));
        }
    }
    if !found.is_empty() {
        return Err(found);
    }
    let dealt = decks.map(|deck| {
        let id = |key: &str| catalog().by_key(key).unwrap_or(DefId::new(0));
        let start = deck.starting.as_deref().unwrap_or_default();
        let mut rest = Vec::new();
        for entry in &deck.cards {
            let mut n = usize::from(entry.count);
            // One copy of the starting location is on the table.
            if entry.card == start {
                n = n.saturating_sub(1);
            }
            rest.extend(std::iter::repeat_n(id(&entry.card), n));
        }
        (vec![id(start)], rest)
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
