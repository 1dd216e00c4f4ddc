//! A player's deck as data, and what the engine does with it (`engine::Decks`): deck construction
//! (Core Set rulebook, "Deck Construction", research notes lcg.md §1: one affiliation card; at
//! least ten objective sets, all of its side; at most two copies of a set; an "X affiliation
//! only" set needs that affiliation), every problem at once with its section; the two starter
//! decks as built-in decks; a match between two decks; and the exchange formats, OCTGN's `.o8d`
//! and a text list of set numbers.
//!
//! A first version on the starter sets: the pilot pool (issue #33) replaces the exchanges and
//! the pool as they grow.

use crate::cards::lcg::{catalog, objective_set, objective_sets, ObjectiveSet};
use crate::engine::builder::{cut, MAX_IMPORT_BYTES, MAX_LINE_CHARS};
use crate::engine::deck::{clean_name, BuiltIn, Exchange, Imported, LineRefusal, NotADeck, MAX_ENTRY_COPIES};
use crate::engine::{Arg, Message, Rejected, Rule, Say};
use crate::rules::lcg::model::def::{Affiliation, CardDef, CardType, Side};
use crate::rules::lcg::model::state::State;
use crate::rules::lcg::sections::LcgRule;
use crate::rules::lcg::setup::deck::{self as lists, DeckList, MAX_COPIES, MIN_SETS};
use crate::rules::lcg::setup::new_match::new_match_with;
use serde::{Deserialize, Serialize};

/// A deck: its name, its affiliation card, and its objective sets with their copies (each set
/// brings its objective and five command cards).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deck {
    #[serde(default)]
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub affiliation: Option<String>,
    #[serde(default)]
    pub sets: Vec<SetEntry>,
}

/// Copies of one objective set, by its number.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetEntry {
    pub set: u16,
    pub count: u8,
}

impl Deck {
    /// The copies of set `number` in the deck.
    pub fn copies(&self, number: u16) -> usize {
        self.sets.iter().filter(|e| e.set == number).map(|e| usize::from(e.count)).sum()
    }

    /// How many objective sets the deck has, copies counted.
    pub fn set_count(&self) -> usize {
        self.sets.iter().map(|e| usize::from(e.count)).sum()
    }

    /// The affiliation card, if it is one.
    pub(crate) fn affiliation_card(&self) -> Option<&'static CardDef> {
        let key = self.affiliation.as_deref()?;
        catalog().by_key(key).map(|d| catalog().get(d)).filter(|d| d.card_type == CardType::Affiliation)
    }

    /// The side the deck plays: its affiliation's, else its first set's.
    pub(crate) fn side(&self) -> Option<Side> {
        self.affiliation_card()
            .map(|d| d.side)
            .or_else(|| self.sets.iter().find_map(|e| objective_set(e.set)).map(|s| s.side))
    }
}

/// Why a deck breaks deck construction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckProblem {
    NoAffiliation,
    UnknownAffiliation(String),
    NotAnAffiliation(String),
    UnknownSet(u16),
    WrongSide {
        set: u16,
        name: String,
        side: Side,
    },
    TooFewSets(usize),
    TooManyCopies {
        set: u16,
        name: String,
        copies: usize,
    },
    AffiliationOnly {
        set: u16,
        name: String,
        needs: Affiliation,
    },
    /// A match puts each side's deck at its own seat.
    WrongSeat(Side),
}

impl Say for DeckProblem {
    fn say(&self) -> Message {
        let set = |key: &'static str, number: u16, name: &str| {
            Message::new(key).number("set", number).with("name", Arg::Printed(name.to_string()))
        };
        match self {
            DeckProblem::NoAffiliation => Message::new("lcg-deck-problem-no-affiliation"),
            DeckProblem::UnknownAffiliation(key) => {
                Message::new("lcg-deck-problem-unknown-card").with("card", Arg::Printed(key.clone()))
            }
            DeckProblem::NotAnAffiliation(title) => {
                Message::new("lcg-deck-problem-not-an-affiliation").with("card", Arg::Card(title.clone()))
            }
            DeckProblem::UnknownSet(n) => Message::new("lcg-deck-problem-unknown-set").number("set", *n),
            DeckProblem::WrongSide { set: n, name, side } => {
                set("lcg-deck-problem-wrong-side", *n, name).with("side", side.say())
            }
            DeckProblem::TooFewSets(n) => {
                Message::new("lcg-deck-problem-too-few-sets").with("n", *n).with("least", MIN_SETS)
            }
            DeckProblem::TooManyCopies { set: n, name, copies } => {
                set("lcg-deck-problem-copies", *n, name).with("n", *copies).with("most", MAX_COPIES)
            }
            DeckProblem::AffiliationOnly { set: n, name, needs } => {
                set("lcg-deck-problem-affiliation-only", *n, name).with("affiliation", needs.say())
            }
            DeckProblem::WrongSeat(side) => Message::new("lcg-deck-problem-wrong-seat").with("side", side.say()),
        }
    }
}

/// Every problem of `deck`, each citing Deck Construction.
pub(crate) fn problems(deck: &Deck) -> Vec<Rejected<DeckProblem>> {
    let rule = Rule::from(LcgRule::DeckBuilding);
    let mut found = Vec::new();
    let affiliation = match deck.affiliation.as_deref() {
        None => {
            found.push(DeckProblem::NoAffiliation);
            None
        }
        Some(key) => match catalog().by_key(key).map(|d| catalog().get(d)) {
            None => {
                found.push(DeckProblem::UnknownAffiliation(key.to_string()));
                None
            }
            Some(d) if d.card_type != CardType::Affiliation => {
                found.push(DeckProblem::NotAnAffiliation(d.name.to_string()));
                None
            }
            Some(d) => Some(d),
        },
    };
    let side = affiliation.map(|a| a.side).or_else(|| deck.side());
    let count = deck.set_count();
    if count < MIN_SETS {
        found.push(DeckProblem::TooFewSets(count));
    }
    for (i, entry) in deck.sets.iter().enumerate() {
        if deck.sets[..i].iter().any(|e| e.set == entry.set) {
            continue;
        }
        let Some(set) = objective_set(entry.set) else {
            found.push(DeckProblem::UnknownSet(entry.set));
            continue;
        };
        let name = set.name.to_string();
        let copies = deck.copies(entry.set);
        if copies > MAX_COPIES {
            found.push(DeckProblem::TooManyCopies { set: entry.set, name: name.clone(), copies });
        }
        if let Some(side) = side.filter(|s| *s != set.side) {
            found.push(DeckProblem::WrongSide { set: entry.set, name: name.clone(), side });
        }
        if let (Some(needs), Some(affiliation)) = (set.affiliation_only, affiliation) {
            if needs != affiliation.affiliation {
                found.push(DeckProblem::AffiliationOnly { set: entry.set, name, needs });
            }
        }
    }
    found.into_iter().map(|p| Rejected::new(p, rule)).collect()
}

fn from_list(name: &str, list: &DeckList) -> Deck {
    let mut deck = Deck { name: name.to_string(), affiliation: Some(list.affiliation.clone()), sets: Vec::new() };
    for &set in &list.sets {
        add_set(&mut deck, set);
    }
    deck
}

/// One more copy of set `number` (up to the most an edit makes).
pub(crate) fn add_set(deck: &mut Deck, number: u16) {
    match deck.sets.iter_mut().find(|e| e.set == number) {
        Some(entry) => entry.count = entry.count.saturating_add(1).min(MAX_ENTRY_COPIES),
        None => deck.sets.push(SetEntry { set: number, count: 1 }),
    }
}

/// The two starter decks.
pub(crate) fn built_in() -> Vec<BuiltIn<Deck>> {
    vec![
        BuiltIn {
            key: "imperial-navy",
            name: Message::new("lcg-deck-imperial-navy"),
            deck: from_list("Imperial Navy", &lists::imperial_navy_starter()),
        },
        BuiltIn {
            key: "rebel-alliance",
            name: Message::new("lcg-deck-rebel-alliance"),
            deck: from_list("Rebel Alliance", &lists::rebel_alliance_starter()),
        },
    ]
}

/// The deck list the match's setup reads.
fn list_of(deck: &Deck) -> DeckList {
    DeckList {
        affiliation: deck.affiliation.clone().unwrap_or_default(),
        sets: deck.sets.iter().flat_map(|e| std::iter::repeat_n(e.set, usize::from(e.count))).collect(),
    }
}

/// A match between the Dark Side's deck (seat 0) and the Light Side's (seat 1).
pub(crate) fn match_with(decks: [&Deck; 2], seed: u64) -> Result<State, Vec<(u8, Rejected<DeckProblem>)>> {
    let rule = Rule::from(LcgRule::DeckBuilding);
    let mut found = Vec::new();
    for (seat, (deck, side)) in decks.iter().zip([Side::Dark, Side::Light]).enumerate() {
        found.extend(problems(deck).into_iter().map(|p| (seat as u8, p)));
        if deck.side().is_some_and(|s| s != side) {
            found.push((seat as u8, Rejected::new(DeckProblem::WrongSeat(deck.side().unwrap_or(side)), rule)));
        }
    }
    if !found.is_empty() {
        return Err(found);
    }
    new_match_with(seed, &list_of(decks[0]), &list_of(decks[1])).map_err(|e| {
        let seat = u8::from(e.side == Side::Light);
        vec![(seat, Rejected::new(DeckProblem::WrongSeat(e.side), rule))]
    })
}

pub(crate) const EXCHANGES: &[Exchange] = &[
    Exchange { key: "o8d", name: "lcg-exchange-o8d", extension: "o8d" },
    Exchange { key: "text", name: "lcg-exchange-text", extension: "txt" },
];

fn refusal(line: usize, text: &str, reason: Message) -> LineRefusal {
    LineRefusal { line, text: cut(text, 60), reason }
}

fn fold(text: &str) -> String {
    crate::engine::pool::fold(text)
}

/// The affiliation card named `name` (by title or number).
fn affiliation_named(name: &str) -> Option<&'static CardDef> {
    let folded = fold(name.trim());
    catalog()
        .iter()
        .map(|(_, d)| d)
        .find(|d| d.card_type == CardType::Affiliation && (fold(&d.name) == folded || fold(&d.number) == folded))
}

/// The set named by its number or its name.
fn set_named(name: &str) -> Option<&'static ObjectiveSet> {
    let folded = fold(name.trim().trim_start_matches("set").trim_start_matches(['#', ' ']));
    objective_sets().iter().find(|s| s.number.to_string() == folded || fold(&s.name) == folded)
}

/// Reads OCTGN's `.o8d` or a text list.
pub(crate) fn import(text: &str) -> Result<Imported<Deck>, NotADeck> {
    if text.len() > MAX_IMPORT_BYTES {
        return Err(NotADeck(Message::new("deck-import-too-large").with("bytes", text.len())));
    }
    if text.trim().is_empty() {
        return Err(NotADeck(Message::new("deck-import-empty")));
    }
    if text.trim_start().starts_with('<') {
        return import_o8d(text);
    }
    import_text(text)
}

/// A text list: "Affiliation: Rebel Alliance", then a line a set: "2x 141 Rogue Squadron
/// Assault", "141", "Rogue Squadron Assault x2".
fn import_text(text: &str) -> Result<Imported<Deck>, NotADeck> {
    let mut deck = Deck::default();
    let mut refused = Vec::new();
    let mut read = 0;
    for (n, line) in text.lines().enumerate().map(|(i, l)| (i + 1, l)) {
        let trimmed = line.trim();
        if trimmed.chars().count() > MAX_LINE_CHARS {
            refused.push(refusal(n, line, Message::new("deck-import-line-too-long")));
            continue;
        }
        if trimmed.is_empty() || trimmed.starts_with('#') || trimmed.starts_with("//") {
            continue;
        }
        if let Some((label, value)) = trimmed.split_once(':') {
            match fold(label.trim()).as_str() {
                "name" => {
                    deck.name = clean_name(value);
                    continue;
                }
                "affiliation" => {
                    match affiliation_named(value) {
                        Some(d) => {
                            deck.affiliation = Some(d.number.to_string());
                            read += 1;
                        }
                        None => refused.push(refusal(n, line, Message::new("deck-import-unknown-card"))),
                    }
                    continue;
                }
                "objective sets" | "objectives" | "sets" => continue,
                _ => {}
            }
        }
        if let Some(d) = affiliation_named(trimmed) {
            deck.affiliation = Some(d.number.to_string());
            read += 1;
            continue;
        }
        match set_line(trimmed) {
            Some((count, set)) => {
                for _ in 0..count {
                    add_set(&mut deck, set.number);
                }
                read += 1;
            }
            None => refused.push(refusal(n, line, Message::new("lcg-import-unknown-set"))),
        }
    }
    if read == 0 {
        return Err(NotADeck(Message::new("deck-import-nothing")));
    }
    Ok(Imported { deck, exchange: "text", refused })
}

/// A set's line: its copies and the set.
fn set_line(line: &str) -> Option<(u8, &'static ObjectiveSet)> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let number = |w: &str| w.trim_end_matches(['x', 'X', '×']).parse::<u32>().ok();
    let copies = |n: u32| u8::try_from(n).unwrap_or(u8::MAX).min(MAX_ENTRY_COPIES);
    // "2x 141 …": copies, then the set's number.
    if words.len() >= 2 {
        if let (Some(count), Some(set)) = (number(words[0]), words[1].parse::<u16>().ok()) {
            if words[0].ends_with(['x', 'X', '×']) || objective_set(set).is_some() {
                if let Some(set) = objective_set(set) {
                    return Some((copies(count), set));
                }
            }
        }
    }
    // "141 Rogue Squadron Assault x2", "Rogue Squadron Assault (2)", "141".
    let entry = crate::engine::builder::list_line(line)?;
    let (count, name) = (entry.count, entry.name);
    let mut parts = name.splitn(2, ' ');
    let first = parts.next().unwrap_or_default();
    if let Some(set) = first.parse::<u16>().ok().and_then(objective_set) {
        return Some((count, set));
    }
    // A number read as the count ("141 Rogue…" reads as 141 copies): the set's number, once.
    let digits: String = line.trim().chars().take_while(char::is_ascii_digit).collect();
    if let Some(set) = digits.parse::<u16>().ok().and_then(objective_set) {
        return Some((1, set));
    }
    set_named(name).map(|set| (count, set))
}

/// OCTGN's `.o8d`: an XML `<deck>` of `<section>`s, each `<card qty="N" id="…">Name</card>`.
/// The affiliation section names the affiliation; the objective section's cards name the sets
/// (their command cards come with them).
fn import_o8d(text: &str) -> Result<Imported<Deck>, NotADeck> {
    if !text.contains("<deck") {
        return Err(NotADeck(Message::new("lcg-import-not-o8d")));
    }
    let mut deck = Deck::default();
    let mut refused = Vec::new();
    let mut read = 0;
    let mut section = String::new();
    for (n, line) in text.lines().enumerate().map(|(i, l)| (i + 1, l)) {
        let trimmed = line.trim();
        if let Some(at) = trimmed.find("<section") {
            section = attribute(&trimmed[at..], "name").map(|s| fold(&s)).unwrap_or_default();
        }
        let Some(start) = trimmed.find("<card") else { continue };
        let tag = &trimmed[start..];
        let qty = attribute(tag, "qty").and_then(|q| q.parse::<u32>().ok()).unwrap_or(1);
        let id = attribute(tag, "id").unwrap_or_default();
        let name = tag
            .split_once('>')
            .map(|(_, rest)| unescape(rest.split("</card>").next().unwrap_or_default()))
            .unwrap_or_default();
        let by_number = catalog().by_key(&id).map(|d| catalog().get(d));
        let card = by_number.or_else(|| {
            let folded = fold(&name);
            catalog().iter().map(|(_, d)| d).find(|d| fold(&d.name) == folded)
        });
        match (section.as_str(), card) {
            (s, Some(d)) if s.contains("affiliation") || d.card_type == CardType::Affiliation => {
                deck.affiliation = Some(d.number.to_string());
                read += 1;
            }
            (s, Some(d)) if s.contains("objective") || d.card_type == CardType::Objective => {
                let copies = u8::try_from(qty).unwrap_or(u8::MAX).min(MAX_ENTRY_COPIES);
                match objective_set(d.set) {
                    Some(set) => {
                        for _ in 0..copies {
                            add_set(&mut deck, set.number);
                        }
                        read += 1;
                    }
                    None => refused.push(refusal(n, line, Message::new("lcg-import-unknown-set"))),
                }
            }
            // A command card comes with its set.
            (_, Some(_)) => {}
            (_, None) => refused.push(refusal(n, &name, Message::new("deck-import-unknown-card"))),
        }
    }
    if read == 0 {
        return Err(NotADeck(Message::new("deck-import-nothing")));
    }
    if let Some(name) = text.find("<notes>").and_then(|at| text[at + 7..].split("</notes>").next()) {
        deck.name = clean_name(&unescape(name));
    }
    Ok(Imported { deck, exchange: "o8d", refused })
}

/// The value of `name="…"` in a tag.
fn attribute(tag: &str, name: &str) -> Option<String> {
    let at = tag.find(&format!("{name}=\""))? + name.len() + 2;
    tag[at..].split('"').next().map(unescape)
}

fn unescape(text: &str) -> String {
    text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&apos;", "'").replace("&amp;", "&")
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// `deck` as `.o8d` or a text list.
pub(crate) fn export(deck: &Deck, exchange: &str) -> Option<String> {
    match exchange {
        "o8d" => {
            let card = |qty: usize, d: &CardDef| {
                format!("    <card qty=\"{qty}\" id=\"{}\">{}</card>\n", escape(&d.number), escape(&d.name))
            };
            let mut out = String::from("<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"yes\"?>\n<deck>\n");
            out.push_str("  <section name=\"Affiliation\" shared=\"False\">\n");
            if let Some(d) = deck.affiliation_card() {
                out.push_str(&card(1, d));
            }
            out.push_str("  </section>\n  <section name=\"Objective Deck\" shared=\"False\">\n");
            let sets: Vec<(&ObjectiveSet, usize)> =
                deck.sets.iter().filter_map(|e| objective_set(e.set).map(|s| (s, usize::from(e.count)))).collect();
            for (set, count) in &sets {
                out.push_str(&card(*count, catalog().get(set.objective())));
            }
            out.push_str("  </section>\n  <section name=\"Command Deck\" shared=\"False\">\n");
            let mut command: Vec<(crate::cards::lcg::DefId, usize)> = Vec::new();
            for (set, count) in &sets {
                for &c in set.command_cards() {
                    match command.iter_mut().find(|(d, _)| *d == c) {
                        Some((_, n)) => *n += count,
                        None => command.push((c, *count)),
                    }
                }
            }
            for (c, n) in command {
                out.push_str(&card(n, catalog().get(c)));
            }
            out.push_str("  </section>\n");
            out.push_str(&format!("  <notes>{}</notes>\n</deck>\n", escape(&deck.name)));
            Some(out)
        }
        "text" => {
            let mut out = String::new();
            if !deck.name.is_empty() {
                out.push_str(&format!("Name: {}\n", deck.name));
            }
            if let Some(d) = deck.affiliation_card() {
                out.push_str(&format!("Affiliation: {}\n", d.name));
            }
            out.push_str("Objective sets:\n");
            for entry in &deck.sets {
                let name = objective_set(entry.set).map(|s| s.name.to_string()).unwrap_or_default();
                out.push_str(&format!("{}x {} {name}\n", entry.count, entry.set));
            }
            Some(out)
        }
        _ => None,
    }
}
