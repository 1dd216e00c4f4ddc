//! A player's deck as data, and what the engine does with it (`engine::Decks`): the deck-building
//! checks of its format (`format.rs`: Premier, at least 50 cards and at most 3 copies of a card by
//! title and subtitle; Limited, at least 30 and any number; a leader, a base and every card
//! implemented in both; the sideboard apart), every problem at once with the section it breaks;
//! the two skirmish decks as built-in Limited decks and four Premier decks; a match between two decks; and the exchange
//! formats, SWUDB's JSON and a plain text list (each keeps the format and the sideboard).

use crate::cards::swu::{catalog, DefId};
use crate::engine::builder::{self, cut, list_line, Entry, MAX_IMPORT_BYTES, MAX_LINE_CHARS};
use crate::engine::deck::{clean_name, BuiltIn, Exchange, Imported, LineRefusal, NotADeck};
use crate::engine::{Arg, Message, Rejected, Rule, Say};
use crate::rules::swu::model::ability::{Ability, Form};
use crate::rules::swu::model::def::{Aspect, CardDef, CardType, Unplayed};
use crate::rules::swu::model::state::State;
use crate::rules::swu::sections::SwuRule;
use crate::rules::swu::setup::deck::{self as lists, DeckList};
use crate::rules::swu::setup::format::Format;
use crate::rules::swu::setup::new_match::{deal, Seated};
use crate::rules::swu::setup::premier;
use serde::{Deserialize, Serialize};

/// A deck: its name, its leader and base, its cards with their copies, and a sideboard (kept,
/// never played).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deck {
    #[serde(default)]
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub leader: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub base: Option<String>,
    #[serde(default)]
    pub cards: Vec<Entry>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sideboard: Vec<Entry>,
    /// What it is built for (a deck stored before formats were: Limited, as its 30 cards were).
    #[serde(default = "Format::before_formats")]
    pub format: Format,
}

/// Why a deck breaks a deck-building rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckProblem {
    NoLeader,
    NoBase,
    /// A key Hangar's pool does not have.
    UnknownCard(String),
    NotALeader(String),
    NotABase(String),
    /// Leaders, bases and tokens do not go in the deck.
    NotADeckCard(String),
    /// Hangar does not play the card's text yet: the card, and what of it.
    NotImplemented {
        card: String,
        what: Vec<Unplayed>,
    },
    /// Fewer cards than the format's least, moved by the base's "Your minimum deck size is
    /// increased (decreased) by N cards" (the sideboard apart).
    TooFewCards {
        format: Format,
        cards: usize,
        least: usize,
    },
    /// More copies of a card (by title and subtitle) than the format allows (`most`: the
    /// format's limit, or the card's own "A deck can have up to N copies of this card").
    TooManyCopies {
        format: Format,
        card: String,
        copies: usize,
        most: u8,
    },
}

impl Say for DeckProblem {
    fn say(&self) -> Message {
        let card = |key: &'static str, card: &str| Message::new(key).with("card", Arg::Card(card.to_string()));
        match self {
            DeckProblem::NoLeader => Message::new("swu-deck-problem-no-leader"),
            DeckProblem::NoBase => Message::new("swu-deck-problem-no-base"),
            DeckProblem::UnknownCard(key) => {
                Message::new("swu-deck-problem-unknown-card").with("card", Arg::Printed(key.clone()))
            }
            DeckProblem::NotALeader(c) => card("swu-deck-problem-not-a-leader", c),
            DeckProblem::NotABase(c) => card("swu-deck-problem-not-a-base", c),
            DeckProblem::NotADeckCard(c) => card("swu-deck-problem-not-a-deck-card", c),
            DeckProblem::NotImplemented { card: c, what } => card("swu-deck-problem-not-implemented", c)
                .with("what", Arg::List(what.iter().map(|u| u.say().into()).collect())),
            DeckProblem::TooFewCards { format, cards, least } => Message::new("swu-deck-problem-too-few")
                .with("n", *cards)
                .with("least", *least)
                .with("format", format.say()),
            DeckProblem::TooManyCopies { format, card: c, copies, most } => {
                card("swu-deck-problem-copies", c).with("n", *copies).number("most", *most).with("format", format.say())
            }
        }
    }
}

/// The most copies of `d` a deck may hold: its own "A deck can have up to N copies of this card",
/// else `format_most`.
pub(crate) fn copies_allowed(d: &CardDef, format_most: u8) -> u8 {
    d.abilities(Form::Unit)
        .iter()
        .find_map(|a| match a {
            Ability::DeckCopies { most } => Some(*most),
            _ => None,
        })
        .unwrap_or(format_most)
}

fn def(key: &str) -> Option<&'static CardDef> {
    catalog().by_key(key).map(|d| catalog().get(d))
}

/// A card's name as a problem says it: "Title, Subtitle" (the key, for a card Hangar lacks).
fn full_name(key: &str) -> String {
    def(key).map_or_else(|| key.to_string(), CardDef::full_name)
}

fn not_implemented(d: &CardDef) -> DeckProblem {
    DeckProblem::NotImplemented { card: d.full_name(), what: d.not_implemented.to_vec() }
}

/// Every problem of `deck` in its format (`format.rs`), each with its section: the leader and the
/// base (Leaders; the format's section), each card a printed deck card Hangar plays (Hangar's
/// deck notes), the copies of a card by title and subtitle and the deck's size (the format's
/// section). The sideboard is apart: never counted, never checked.
pub(crate) fn problems(deck: &Deck) -> Vec<Rejected<DeckProblem>> {
    let building = || Rule::from(SwuRule::DeckBuilding);
    let format = deck.format;
    let rules = || Rule::from(format.rule());
    let mut found = Vec::new();
    let mut problem = |p: DeckProblem, rule: Rule| found.push(Rejected::new(p, rule));
    match deck.leader.as_deref().map(|k| (k, def(k))) {
        None => problem(DeckProblem::NoLeader, rules()),
        Some((key, None)) => problem(DeckProblem::UnknownCard(key.to_string()), building()),
        Some((key, Some(d))) if d.card_type != CardType::Leader => {
            problem(DeckProblem::NotALeader(full_name(key)), SwuRule::Leaders.rule())
        }
        Some((_, Some(d))) if !d.implemented() => problem(not_implemented(d), building()),
        Some(_) => {}
    }
    match deck.base.as_deref().map(|k| (k, def(k))) {
        None => problem(DeckProblem::NoBase, rules()),
        Some((key, None)) => problem(DeckProblem::UnknownCard(key.to_string()), building()),
        Some((key, Some(d))) if d.card_type != CardType::Base => {
            problem(DeckProblem::NotABase(full_name(key)), building())
        }
        Some((_, Some(d))) if !d.implemented() => problem(not_implemented(d), building()),
        Some(_) => {}
    }
    // Copies by title and subtitle: every printing of a card counts toward its limit.
    let mut by_name: Vec<(String, usize, Option<&'static CardDef>)> = Vec::new();
    for (i, entry) in deck.cards.iter().enumerate() {
        let name = full_name(&entry.card);
        match by_name.iter_mut().find(|(n, _, _)| *n == name) {
            Some((_, n, _)) => *n += usize::from(entry.count),
            None => by_name.push((name, usize::from(entry.count), def(&entry.card))),
        }
        if deck.cards[..i].iter().any(|e| e.card == entry.card) {
            continue;
        }
        let Some(d) = def(&entry.card) else {
            problem(DeckProblem::UnknownCard(entry.card.clone()), building());
            continue;
        };
        if !matches!(d.card_type, CardType::Unit | CardType::Upgrade | CardType::Event) || d.token.is_some() {
            problem(DeckProblem::NotADeckCard(full_name(&entry.card)), building());
        } else if !d.implemented() {
            problem(not_implemented(d), building());
        }
    }
    if let Some(most) = format.max_copies() {
        for (card, copies, d) in by_name {
            let most = d.map_or(most, |d| copies_allowed(d, most));
            if copies > usize::from(most) {
                problem(DeckProblem::TooManyCopies { format, card, copies, most }, rules());
            }
        }
    }
    let size = builder::size(&deck.cards);
    let least = min_cards(deck);
    if size < least {
        problem(DeckProblem::TooFewCards { format, cards: size, least }, rules());
    }
    found
}

/// The deck's least number of cards: its format's, moved by its base's "Your minimum deck size is
/// increased (decreased) by N cards" (Data Vault, Thermal Oscillator).
fn min_cards(deck: &Deck) -> usize {
    let delta: i64 = deck.base.as_deref().and_then(def).and_then(|d| d.abilities.as_ref()).map_or(0, |a| {
        a.base
            .iter()
            .map(|ability| match ability {
                Ability::DeckSize { delta } => i64::from(*delta),
                _ => 0,
            })
            .sum()
    });
    (deck.format.min_cards() as i64 + delta).max(0) as usize
}

fn from_list(name: &str, list: &DeckList, format: Format) -> Deck {
    Deck {
        name: name.to_string(),
        leader: Some(list.leader.to_string()),
        base: Some(list.base.to_string()),
        cards: list.cards.iter().map(|&(count, card)| Entry { card: card.to_string(), count }).collect(),
        sideboard: Vec::new(),
        format,
    }
}

/// The two skirmish decks, as Limited decks, then the four Premier decks (`premier.rs`).
pub(crate) fn built_in() -> Vec<BuiltIn<Deck>> {
    let premier_deck = |key: &'static str, name: Message, title: &str, list: DeckList| BuiltIn {
        key,
        name,
        deck: from_list(title, &list, Format::Premier),
    };
    vec![
        BuiltIn {
            key: "red-squadron",
            name: Message::new("swu-deck-red-squadron"),
            deck: from_list("Red Squadron Scramble", &lists::red_squadron(), Format::Limited),
        },
        BuiltIn {
            key: "victor-squadron",
            name: Message::new("swu-deck-victor-squadron"),
            deck: from_list("Victor Squadron Patrol", &lists::victor_squadron(), Format::Limited),
        },
        premier_deck("wedge-premier", Message::new("swu-deck-wedge-premier"), "Red Squadron Sortie", premier::wedge()),
        premier_deck("luke-premier", Message::new("swu-deck-luke-premier"), "Yavin Strike", premier::luke()),
        premier_deck("vader-premier", Message::new("swu-deck-vader-premier"), "Victor Squadron Wing", premier::vader()),
        premier_deck("boba-premier", Message::new("swu-deck-boba-premier"), "Bounty Run", premier::boba()),
    ]
}

/// A match between two legal decks, seat 0's first.
pub(crate) fn match_with(decks: [&Deck; 2], seed: u64) -> Result<State, Vec<(u8, Rejected<DeckProblem>)>> {
    let found: Vec<_> =
        decks.iter().enumerate().flat_map(|(seat, d)| problems(d).into_iter().map(move |p| (seat as u8, p))).collect();
    if !found.is_empty() {
        return Err(found);
    }
    let id = |key: &Option<String>| key.as_deref().and_then(|k| catalog().by_key(k)).unwrap_or(DefId::new(0));
    let seated = |deck: &Deck| Seated {
        leader: id(&deck.leader),
        base: id(&deck.base),
        cards: deck
            .cards
            .iter()
            .filter_map(|e| catalog().by_key(&e.card).map(|d| (d, e.count)))
            .flat_map(|(d, n)| std::iter::repeat_n(d, usize::from(n)))
            .collect(),
    };
    Ok(deal(seed, [seated(decks[0]), seated(decks[1])]))
}

pub(crate) const EXCHANGES: &[Exchange] = &[
    Exchange { key: "swudb-json", name: "swu-exchange-swudb", extension: "json" },
    Exchange { key: "text", name: "swu-exchange-text", extension: "txt" },
];

/// Reads SWUDB's JSON or a text list.
pub(crate) fn import(text: &str) -> Result<Imported<Deck>, NotADeck> {
    if text.len() > MAX_IMPORT_BYTES {
        return Err(NotADeck(Message::new("deck-import-too-large").with("bytes", text.len())));
    }
    if text.trim().is_empty() {
        return Err(NotADeck(Message::new("deck-import-empty")));
    }
    if text.trim_start().starts_with('{') {
        return import_swudb(text);
    }
    import_text(text)
}

fn refusal(line: usize, text: &str, reason: Message) -> LineRefusal {
    LineRefusal { line, text: cut(text, 60), reason }
}

/// The part of a deck a text list's line is marked for by the heading above it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    /// No heading yet: any card.
    Any,
    Leader,
    Base,
    /// "Deck" or "Sideboard": a unit, an upgrade or an event.
    DeckCard,
}

impl Role {
    fn admits(self, d: &CardDef) -> bool {
        match self {
            Role::Any => true,
            Role::Leader => d.card_type == CardType::Leader,
            Role::Base => d.card_type == CardType::Base,
            Role::DeckCard => matches!(d.card_type, CardType::Unit | CardType::Upgrade | CardType::Event),
        }
    }
}

/// What a line's name reads as: the one card it names, or every card it may name (a title alone
/// that several printed cards have), or why it names none.
enum Named {
    One(&'static CardDef),
    Several(Vec<&'static CardDef>),
}

/// Where an imported card goes: its key, or why the line names none.
fn card_named(name: &str) -> Result<&'static CardDef, Message> {
    match cards_named(name)? {
        Named::One(d) => Ok(d),
        Named::Several(candidates) => Err(ambiguous(&candidates)),
    }
}

/// A line refused for naming several cards, naming them (title and subtitle).
fn ambiguous(candidates: &[&CardDef]) -> Message {
    let names = candidates.iter().map(|d| Arg::Card(d.full_name())).collect();
    Message::new("deck-import-ambiguous-among").with("cards", Arg::List(names))
}

/// The cards `name` may mean: by printed key ("JTL_045", "jtl-045"), by full name ("Title,
/// Subtitle", "Title - Subtitle", "Title | Subtitle"), or by title alone.
fn cards_named(name: &str) -> Result<Named, Message> {
    let name = name.trim();
    let key = name.trim_start_matches('(').trim_end_matches(')');
    if let Some(d) = def(key).or_else(|| def(&key.replace(['-', ' '], "_").to_ascii_uppercase())) {
        return in_pool(d).map(Named::One);
    }
    let folded = crate::engine::pool::fold(name);
    let named = |d: &&CardDef| {
        let full = crate::engine::pool::fold(&d.full_name());
        let written = [full.clone(), full.replace(", ", " - "), full.replace(", ", " | ")];
        written.contains(&folded) || (d.subtitle.is_none() && crate::engine::pool::fold(&d.title) == folded)
    };
    let printed = || catalog().iter().map(|(_, d)| d).filter(|d| d.token.is_none());
    let mut found: Vec<&'static CardDef> = printed().filter(named).collect();
    if found.is_empty() {
        // A title alone.
        found = printed().filter(|d| crate::engine::pool::fold(&d.title) == folded).collect();
    }
    match found.len() {
        0 => Err(Message::new("deck-import-unknown-card")),
        1 => in_pool(found[0]).map(Named::One),
        _ => Ok(Named::Several(found)),
    }
}

/// The one card among `candidates` a line means, read by what marks it: the role of its heading
/// (a leader, a base, a deck card), its count (more than one copy is a deck card), a leader or
/// base slot another line already fills, and the deck's aspects (those of its leader and base:
/// the candidates with the fewest aspects they lack). Several still
/// left: the line is refused, naming them.
fn pick<'a>(candidates: &[&'a CardDef], role: Role, count: u8, deck: &Deck) -> Result<&'a CardDef, Message> {
    let narrowed = |keep: &dyn Fn(&CardDef) -> bool, from: Vec<&'a CardDef>| -> Vec<&'a CardDef> {
        let kept: Vec<&'a CardDef> = from.iter().copied().filter(|d| keep(d)).collect();
        if kept.is_empty() {
            from
        } else {
            kept
        }
    };
    let mut left: Vec<&'a CardDef> = candidates.iter().copied().filter(|d| role.admits(d)).collect();
    if left.is_empty() {
        return Err(ambiguous(candidates));
    }
    if role == Role::Any {
        let slot_free = |d: &CardDef| match d.card_type {
            CardType::Leader => count == 1 && deck.leader.as_deref().is_none_or(|k| k == d.id.as_ref()),
            CardType::Base => count == 1 && deck.base.as_deref().is_none_or(|k| k == d.id.as_ref()),
            _ => true,
        };
        left = narrowed(&slot_free, left);
    }
    let aspects: Vec<Aspect> = deck
        .leader
        .iter()
        .chain(deck.base.iter())
        .filter_map(|k| def(k))
        .flat_map(|d| d.aspects.iter().copied())
        .collect();
    if !aspects.is_empty() {
        // The fewest aspects the leader and base do not have (the aspect penalty's measure).
        let missing = |d: &CardDef| d.aspects.iter().filter(|a| !aspects.contains(a)).count();
        let fewest = left.iter().map(|d| missing(d)).min().unwrap_or(0);
        left = narrowed(&|d: &CardDef| missing(d) == fewest, left);
    }
    match left.as_slice() {
        [one] => Ok(one),
        _ => Err(ambiguous(&left)),
    }
}

/// A card an import may name: any printed card (one Hangar does not play yet is kept, and the
/// deck's problems refuse it with the reason); a token is refused.
fn in_pool(d: &'static CardDef) -> Result<&'static CardDef, Message> {
    if d.token.is_some() {
        Err(Message::new("deck-import-not-in-pool").with("card", Arg::Card(d.full_name())))
    } else {
        Ok(d)
    }
}

/// Where an imported card of `def` goes by its type: the leader, the base, or the list.
fn place(deck: &mut Deck, d: &CardDef, count: u8, sideboard: bool) {
    match d.card_type {
        CardType::Leader => deck.leader = Some(d.id.to_string()),
        CardType::Base => deck.base = Some(d.id.to_string()),
        _ => {
            let list = if sideboard { &mut deck.sideboard } else { &mut deck.cards };
            for _ in 0..count {
                builder::add_copy(list, &d.id);
            }
        }
    }
}

fn import_text(text: &str) -> Result<Imported<Deck>, NotADeck> {
    let mut deck = Deck::default();
    let mut refused = Vec::new();
    let mut role = Role::Any;
    let mut sideboard = false;
    // Each line that names cards, read once: its number, its text, its count, the role its
    // heading marks, whether it is in the sideboard, and what its name may mean.
    let mut lines: Vec<(usize, &str, u8, Role, bool, Named)> = Vec::new();
    for (n, line) in text.lines().enumerate().map(|(i, l)| (i + 1, l)) {
        if line.chars().count() > MAX_LINE_CHARS {
            refused.push(refusal(n, line, Message::new("deck-import-line-too-long")));
            continue;
        }
        let heading = crate::engine::pool::fold(line.trim().trim_end_matches(':'));
        let heading = heading.split(" (").next().unwrap_or_default().trim();
        let marked = match heading {
            "leader" | "leaders" => Some((Role::Leader, false)),
            "base" | "bases" => Some((Role::Base, false)),
            "deck" | "main deck" | "maindeck" | "cards" => Some((Role::DeckCard, false)),
            "sideboard" | "side board" => Some((Role::DeckCard, true)),
            _ => None,
        };
        if let Some((r, side)) = marked {
            (role, sideboard) = (r, side);
            continue;
        }
        if let Some(name) = line.trim().strip_prefix("Name:").or_else(|| line.trim().strip_prefix("name:")) {
            deck.name = clean_name(name);
            continue;
        }
        let said = line.trim().strip_prefix("Format:").or_else(|| line.trim().strip_prefix("format:"));
        if let Some(format) = said.and_then(Format::from_key) {
            deck.format = format;
            continue;
        }
        let Some(entry) = list_line(line) else { continue };
        match cards_named(entry.name) {
            Ok(named) => lines.push((n, line, entry.count, role, sideboard, named)),
            Err(reason) => refused.push(refusal(n, line, reason)),
        }
    }
    // The leader and base the lines name for certain (or, for a title alone, by the role its
    // heading marks), so that the other lines are read by the deck's aspects wherever they stand.
    for (_, _, count, role, _, named) in &lines {
        let sure = match named {
            Named::One(d) => Some(*d),
            Named::Several(candidates) => {
                let fits: Vec<_> = candidates.iter().filter(|d| role.admits(d)).collect();
                (*role != Role::Any && *role != Role::DeckCard && fits.len() == 1).then(|| *fits[0])
            }
        };
        if let Some(d) = sure.filter(|d| matches!(d.card_type, CardType::Leader | CardType::Base)) {
            place(&mut deck, d, *count, false);
        }
    }
    let context = deck.clone();
    let mut read = 0;
    for (n, line, count, role, sideboard, named) in lines {
        let card = match named {
            Named::One(d) => Ok(d),
            Named::Several(candidates) => pick(&candidates, role, count, &context),
        };
        match card {
            Ok(d) => {
                place(&mut deck, d, count, sideboard);
                read += 1;
            }
            Err(reason) => refused.push(refusal(n, line, reason)),
        }
    }
    if read == 0 && refused.iter().all(|r| r.reason.key != "deck-import-ambiguous-among") {
        return Err(NotADeck(Message::new("deck-import-nothing")));
    }
    Ok(Imported { deck, exchange: "text", refused })
}

fn import_swudb(text: &str) -> Result<Imported<Deck>, NotADeck> {
    let value: serde_json::Value = serde_json::from_str(text).map_err(|e| {
        NotADeck(Message::new("deck-import-not-json").with("detail", Arg::Printed(cut(&e.to_string(), 80))))
    })?;
    if !value.is_object() || (value.get("leader").is_none() && value.get("deck").is_none()) {
        return Err(NotADeck(Message::new("deck-import-not-swudb")));
    }
    let mut deck = Deck::default();
    let mut refused = Vec::new();
    if let Some(name) = value.pointer("/metadata/name").and_then(|n| n.as_str()) {
        deck.name = clean_name(name);
    }
    // Hangar writes the format beside the name; a deck without one is a Premier deck.
    if let Some(format) = value.pointer("/metadata/format").and_then(|n| n.as_str()).and_then(Format::from_key) {
        deck.format = format;
    }
    let mut take = |item: &serde_json::Value, sideboard: bool, deck: &mut Deck| {
        let id = item.get("id").and_then(|i| i.as_str()).unwrap_or_default();
        let count = item.get("count").and_then(serde_json::Value::as_u64).unwrap_or(1);
        let count = u8::try_from(count).unwrap_or(u8::MAX).min(crate::engine::deck::MAX_ENTRY_COPIES);
        match card_named(id) {
            Ok(d) => place(deck, d, count, sideboard),
            Err(reason) => refused.push(refusal(0, id, reason)),
        }
    };
    for slot in ["leader", "base"] {
        if let Some(item) = value.get(slot).filter(|v| v.is_object()) {
            take(item, false, &mut deck);
        }
    }
    for (list, sideboard) in [("deck", false), ("sideboard", true)] {
        for item in value.get(list).and_then(|l| l.as_array()).into_iter().flatten().take(500) {
            take(item, sideboard, &mut deck);
        }
    }
    Ok(Imported { deck, exchange: "swudb-json", refused })
}

/// `deck` as SWUDB's JSON or a text list.
pub(crate) fn export(deck: &Deck, exchange: &str) -> Option<String> {
    match exchange {
        "swudb-json" => {
            let item = |card: &str, count: u8| serde_json::json!({ "id": card, "count": count });
            let list = |entries: &[Entry]| entries.iter().map(|e| item(&e.card, e.count)).collect::<Vec<_>>();
            let value = serde_json::json!({
                "metadata": { "name": deck.name, "format": deck.format.key() },
                "leader": deck.leader.as_deref().map(|l| item(l, 1)),
                "base": deck.base.as_deref().map(|b| item(b, 1)),
                "deck": list(&deck.cards),
                "sideboard": list(&deck.sideboard),
            });
            serde_json::to_string_pretty(&value).ok()
        }
        "text" => {
            let mut out = String::new();
            if !deck.name.is_empty() {
                out.push_str(&format!("Name: {}\n", deck.name));
            }
            out.push_str(&format!("Format: {}\n", deck.format.key()));
            let line = |out: &mut String, count: u8, key: &str| out.push_str(&format!("{count} {}\n", full_name(key)));
            out.push_str("Leader\n");
            deck.leader.iter().for_each(|l| line(&mut out, 1, l));
            out.push_str("Base\n");
            deck.base.iter().for_each(|b| line(&mut out, 1, b));
            out.push_str("Deck\n");
            deck.cards.iter().for_each(|e| line(&mut out, e.count, &e.card));
            if !deck.sideboard.is_empty() {
                out.push_str("Sideboard\n");
                deck.sideboard.iter().for_each(|e| line(&mut out, e.count, &e.card));
            }
            Some(out)
        }
        _ => None,
    }
}
