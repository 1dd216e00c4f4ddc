//! OCTGN's deck file, `.o8d`: XML with an "Affiliation", a "Command Deck" and an "Objective
//! Deck" section, each card a `<card qty="N" id="GUID">Title</card>` line (the Star Wars LCG
//! plugin's own decks, research notes lcg.md §2). The id names a slot of an objective set (each
//! copy of a card in a set has its own) or an affiliation card; the deck's objective sets are its
//! objectives, and each command card must belong to one of them. Read line by line by hand: a
//! deck file is a few dozen short lines, and no XML library is needed for it.

use crate::cards::lcg::{affiliation_cards, catalog, objective_set, objective_sets};
use crate::engine::Message;
use crate::rules::lcg::setup::deck::DeckList;
use crate::rules::lcg::setup::exchange::{affiliation_named, printed, set_named, Read};

/// OCTGN's id of the Star Wars: The Card Game plugin.
const GAME: &str = "d5cf89e5-1984-4873-8ae0-f06eea411bb3";

/// The sections of a deck file.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Section {
    None,
    Affiliation,
    Command,
    Objective,
    /// A section the LCG does not use (read past).
    Other,
}

/// A `<card>` element: its line, its raw text, quantity, id and title.
struct Card<'a> {
    line: usize,
    raw: &'a str,
    qty: Option<usize>,
    id: String,
    title: String,
}

/// Reads an `.o8d` file: the deck, and each card line refused with its reason.
pub(crate) fn read(text: &str) -> Read {
    let mut read = Read::default();
    let mut section = Section::None;
    let mut commands: Vec<Card<'_>> = Vec::new();
    let mut in_notes = false;
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let trimmed = raw.trim();
        if in_notes || trimmed.starts_with("<notes") {
            in_notes = notes(&mut read, trimmed, in_notes);
            continue;
        }
        if let Some(name) = trimmed.strip_prefix("<section").and_then(|rest| attribute(rest, "name")) {
            section = match name.as_str() {
                "Affiliation" => Section::Affiliation,
                "Command Deck" => Section::Command,
                "Objective Deck" => Section::Objective,
                _ => Section::Other,
            };
            continue;
        }
        if trimmed.starts_with("</section") {
            section = Section::None;
            continue;
        }
        if !trimmed.starts_with("<card") {
            continue;
        }
        let Some(card) = card(line, raw, trimmed) else {
            read.refuse(line, raw, Message::new("lcg-import-names-nothing"));
            continue;
        };
        match section {
            Section::Affiliation => affiliation(&mut read, &card),
            Section::Objective => objective(&mut read, &card),
            Section::Command => commands.push(card),
            Section::None | Section::Other => read.refuse(line, raw, Message::new("lcg-import-outside-sections")),
        }
    }
    for card in commands {
        command(&mut read, &card);
    }
    read
}

/// A `<notes>` line: the deck's name is the notes' first line. Whether the notes go on.
fn notes(read: &mut Read, line: &str, inside: bool) -> bool {
    let body = if inside { line } else { line.split_once('>').map_or("", |(_, b)| b) };
    let (body, ends) = match body.find("</notes>") {
        Some(i) => (&body[..i], true),
        None => (body, false),
    };
    let body = body.trim_start_matches("<![CDATA[").trim_end_matches("]]>").trim();
    if read.deck.name.is_empty() && !body.is_empty() {
        read.deck.name = unescape(body).chars().take(80).collect();
    }
    !ends
}

/// Parses a `<card …>Title</card>` element on one line.
fn card<'a>(line: usize, raw: &'a str, text: &str) -> Option<Card<'a>> {
    let rest = text.strip_prefix("<card")?;
    let (attributes, after) = rest.split_once('>')?;
    let title = after.split_once("</card").map_or(after, |(t, _)| t);
    let qty = attribute(attributes, "qty").map(|q| q.trim().parse().unwrap_or(usize::MAX));
    let id = attribute(attributes, "id").unwrap_or_default().to_ascii_lowercase();
    Some(Card { line, raw, qty, id, title: unescape(title.trim()) })
}

/// The value of attribute `name` in a tag's attribute text (`name="value"` or `'value'`).
fn attribute(attributes: &str, name: &str) -> Option<String> {
    let mut rest = attributes;
    while let Some(at) = rest.find(name) {
        let before_ok = at == 0 || rest[..at].ends_with(char::is_whitespace);
        let after = rest[at + name.len()..].trim_start();
        if let (true, Some(value)) = (before_ok, after.strip_prefix('=')) {
            let value = value.trim_start();
            let quote = value.chars().next().filter(|&c| c == '"' || c == '\'')?;
            let value = &value[1..];
            return value.find(quote).map(|end| unescape(&value[..end]));
        }
        rest = &rest[at + name.len()..];
    }
    None
}

/// XML's five named entities and numeric character references, decoded; anything else as
/// written.
fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let Some(end) = rest.find(';').filter(|&e| e <= 10) else {
            out.push('&');
            rest = &rest[1..];
            continue;
        };
        let entity = &rest[1..end];
        let decoded = match entity {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            _ => entity
                .strip_prefix("#x")
                .map(|h| u32::from_str_radix(h, 16))
                .or_else(|| entity.strip_prefix('#').map(str::parse::<u32>))
                .and_then(Result::ok)
                .and_then(char::from_u32),
        };
        match decoded {
            Some(c) => {
                out.push(c);
                rest = &rest[end + 1..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// The set and slot OCTGN's id `id` names.
fn slot(id: &str) -> Option<(u16, usize)> {
    objective_sets().iter().find_map(|s| s.octgn.iter().position(|g| g.eq_ignore_ascii_case(id)).map(|i| (s.number, i)))
}

/// A line of the Affiliation section.
fn affiliation(read: &mut Read, card: &Card<'_>) {
    let by_id = affiliation_cards().iter().find(|a| a.octgn.eq_ignore_ascii_case(&card.id));
    match by_id.map(|a| &*catalog().get(a.card).number).or_else(|| affiliation_named(&card.title)) {
        Some(key) => read.affiliation(card.line, card.raw, key),
        None => unknown(read, card),
    }
}

/// A line of the Objective Deck section: its set, as many copies as its quantity.
fn objective(read: &mut Read, card: &Card<'_>) {
    let by_id = slot(&card.id).filter(|&(_, i)| i == 0).map(|(set, _)| set);
    match by_id.or_else(|| set_named(&card.title)) {
        Some(set) => read.sets(card.line, card.raw, set, card.qty.unwrap_or(1)),
        None => unknown(read, card),
    }
}

/// A line of the Command Deck section: a card of one of the deck's sets (checked once the
/// objectives are read; the deck is its sets, so the line adds nothing).
fn command(read: &mut Read, card: &Card<'_>) {
    let in_deck = |set: u16| read.deck.sets.contains(&set);
    let known = match slot(&card.id) {
        Some((set, _)) => Some(in_deck(set)),
        None => {
            let sets: Vec<u16> = objective_sets()
                .iter()
                .filter(|s| s.command_cards().iter().any(|&c| catalog().get(c).name.eq_ignore_ascii_case(&card.title)))
                .map(|s| s.number)
                .collect();
            (!sets.is_empty()).then(|| sets.into_iter().any(in_deck))
        }
    };
    match known {
        Some(true) => {}
        Some(false) => {
            let reason = Message::new("lcg-import-not-in-deck").with("card", printed(card.title.clone()));
            read.refuse(card.line, card.raw, reason);
        }
        None => unknown(read, card),
    }
}

/// A card line naming no card of Hangar's pool.
fn unknown(read: &mut Read, card: &Card<'_>) {
    let reason = if card.title.is_empty() {
        Message::new("lcg-import-names-nothing")
    } else {
        Message::new("lcg-import-unknown-card").with("card", printed(card.title.clone()))
    };
    read.refuse(card.line, card.raw, reason);
}

/// `deck` as an `.o8d` file, as OCTGN writes one: the affiliation, each command card of each
/// set (its quantity the set's copies), each objective, and the deck's name in the notes.
/// Sets outside the pool are left out (they are no cards OCTGN's plugin could name here).
pub(crate) fn write(deck: &DeckList) -> String {
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"yes\"?>\n");
    out.push_str(&format!("<deck game=\"{GAME}\">\n"));
    out.push_str("  <section name=\"Affiliation\">\n");
    let affiliation = affiliation_cards().iter().find(|a| catalog().get(a.card).number == deck.affiliation);
    if let Some(a) = affiliation {
        out.push_str(&line(1, &a.octgn, &catalog().get(a.card).name));
    }
    out.push_str("  </section>\n  <section name=\"Command Deck\">\n");
    let counts: Vec<(&crate::cards::lcg::ObjectiveSet, usize)> =
        deck.counts().into_iter().filter_map(|(n, copies)| objective_set(n).map(|s| (s, copies))).collect();
    for (set, copies) in &counts {
        for (slot, &card) in set.cards.iter().enumerate().skip(1) {
            out.push_str(&line(*copies, &set.octgn[slot], &catalog().get(card).name));
        }
    }
    out.push_str("  </section>\n  <section name=\"Objective Deck\">\n");
    for (set, copies) in &counts {
        out.push_str(&line(*copies, &set.octgn[0], &catalog().get(set.objective()).name));
    }
    out.push_str("  </section>\n");
    if !deck.name.trim().is_empty() {
        out.push_str(&format!("  <notes><![CDATA[{}]]></notes>\n", deck.name.replace("]]>", "]] >")));
    }
    out.push_str("</deck>\n");
    out
}

/// One `<card>` line.
fn line(qty: usize, id: &str, title: &str) -> String {
    format!("    <card qty=\"{qty}\" id=\"{id}\">{}</card>\n", escape(title))
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}
