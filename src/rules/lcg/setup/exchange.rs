//! The formats decks travel in: OCTGN's `.o8d` (`o8d.rs`) and a plain text list of objective set
//! numbers with an affiliation (here). Importing reads a deck line by line: a line that names
//! nothing Hangar has, or a set outside its pool, is refused with its reason and the rest is
//! kept for editing; nothing unknown enters the deck, so nothing is ever played as a blank
//! (DESIGN.md, "Decks and pools").

use crate::cards::lcg::{affiliation_cards, catalog, objective_set, objective_sets};
use crate::engine::{Arg, Exchange, Imported, LineRefusal, Message, NotADeck};
use crate::rules::lcg::setup::deck::DeckList;
use crate::rules::lcg::setup::o8d;

/// The formats, the one an export uses by default first.
pub(crate) const EXCHANGES: [Exchange; 2] = [
    Exchange { key: "o8d", name: "lcg-exchange-o8d", extension: "o8d" },
    Exchange { key: "text", name: "lcg-exchange-text", extension: "txt" },
];

/// The largest file read as a deck (a deck of ten sets is well under a kilobyte in either format).
pub(crate) const MAX_BYTES: usize = 256 * 1024;
/// The most copies one line may ask for (a deck holds at most two of a set).
pub(crate) const MAX_LINE_COPIES: usize = 9;
/// The most characters of a refused line kept to show.
const SHOWN: usize = 80;

/// Reads a deck from `text`, in whichever format it is written in.
///
/// # Errors
/// The text is empty, too large, or nothing in it is a deck's line.
pub(crate) fn import(text: &str) -> Result<Imported<DeckList>, NotADeck> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.len() > MAX_BYTES {
        return Err(NotADeck(Message::new("lcg-import-too-large").with("most", MAX_BYTES / 1024)));
    }
    if text.trim().is_empty() {
        return Err(NotADeck(Message::new("lcg-import-empty")));
    }
    let (read, exchange) =
        if text.trim_start().starts_with('<') { (o8d::read(text), "o8d") } else { (read_text(text), "text") };
    let nothing = read.deck.affiliation.is_empty() && read.deck.sets.is_empty() && read.deck.name.is_empty();
    if nothing {
        return Err(NotADeck(Message::new("lcg-import-nothing-read")));
    }
    Ok(Imported { deck: read.deck, exchange, refused: read.refused })
}

/// `deck` written in the format named `exchange`, or `None` for a key the LCG does not have.
pub(crate) fn export(deck: &DeckList, exchange: &str) -> Option<String> {
    match exchange {
        "o8d" => Some(o8d::write(deck)),
        "text" => Some(write_text(deck)),
        _ => None,
    }
}

/// What a reader made of a file so far: the deck and the lines it refused.
#[derive(Default)]
pub(crate) struct Read {
    pub deck: DeckList,
    pub refused: Vec<LineRefusal>,
}

impl Read {
    /// Line `line` (from 1), written `text`, is refused for `reason`.
    pub(crate) fn refuse(&mut self, line: usize, text: &str, reason: Message) {
        let text: String = text.trim().chars().take(SHOWN).collect();
        self.refused.push(LineRefusal { line, text, reason });
    }

    /// The affiliation card named `name` (its title or key) becomes the deck's, unless it
    /// already has one.
    pub(crate) fn affiliation(&mut self, line: usize, text: &str, key: &str) {
        if self.deck.affiliation.is_empty() || self.deck.affiliation == key {
            self.deck.affiliation = key.to_string();
        } else {
            let first = printed(title(&self.deck.affiliation));
            self.refuse(line, text, Message::new("lcg-import-second-affiliation").with("first", first));
        }
    }

    /// `copies` copies of objective set `set` join the deck, unless the line asks for too many.
    pub(crate) fn sets(&mut self, line: usize, text: &str, set: u16, copies: usize) {
        if copies == 0 || copies > MAX_LINE_COPIES {
            let reason = Message::new("lcg-import-copies").with("copies", copies).with("most", MAX_LINE_COPIES);
            self.refuse(line, text, reason);
        } else {
            self.deck.sets.extend(std::iter::repeat_n(set, copies));
        }
    }
}

/// A string shown as it was written.
pub(crate) fn printed(text: impl Into<String>) -> Arg {
    Arg::Printed(text.into())
}

/// The title of the card keyed `key`, or the key itself.
fn title(key: &str) -> &str {
    catalog().by_key(key).map_or(key, |d| &catalog().get(d).name)
}

/// The affiliation card `name` names, by title ("Rebel Alliance") or key ("RA-AFF"), ignoring
/// case.
pub(crate) fn affiliation_named(name: &str) -> Option<&'static str> {
    let name = name.trim();
    affiliation_cards().iter().map(|a| catalog().get(a.card)).find_map(|def| {
        (def.name.eq_ignore_ascii_case(name) || def.number.eq_ignore_ascii_case(name)).then_some(&*def.number)
    })
}

/// The objective set whose objective is titled `name`, ignoring case.
pub(crate) fn set_named(name: &str) -> Option<u16> {
    let name = name.trim();
    objective_sets().iter().find(|s| s.name.eq_ignore_ascii_case(name)).map(|s| s.number)
}

// ---------------------------------------------------------------------------------------------
// The text list

/// A deck as a text list: a comment naming the format, its name, its affiliation, and one line
/// per objective set with its copies, number and name.
pub(crate) fn write_text(deck: &DeckList) -> String {
    let mut out = String::from("# Star Wars: The Card Game deck (Hangar)\n");
    if !deck.name.trim().is_empty() {
        out.push_str(&format!("Name: {}\n", one_line(&deck.name)));
    }
    out.push_str(&format!("Affiliation: {}\n", title(&deck.affiliation)));
    for (set, copies) in deck.counts() {
        match objective_set(set) {
            Some(s) => out.push_str(&format!("{copies}x {set} {}\n", s.name)),
            None => out.push_str(&format!("{copies}x {set}\n")),
        }
    }
    out
}

/// A name on one line (a line break would start a new line of the list).
fn one_line(name: &str) -> String {
    name.lines().map(str::trim).filter(|l| !l.is_empty()).collect::<Vec<_>>().join(" ")
}

/// Reads a text list. Each line is one of: blank or a comment (`#`, `//`), ignored; `Name: …`;
/// `Affiliation: …`, or an affiliation card's title or key alone; an objective set, as
/// `[N x] <set number> [<its name>]` or `[N x] <its objective's title>`.
fn read_text(text: &str) -> Read {
    let mut read = Read::default();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let trimmed = raw.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') || trimmed.starts_with("//") {
            continue;
        }
        if let Some(name) = field(trimmed, &["name", "deck"]) {
            read.deck.name = name.chars().take(SHOWN).collect();
            continue;
        }
        if let Some(value) = field(trimmed, &["affiliation"]) {
            match affiliation_named(value) {
                Some(key) => read.affiliation(line, raw, key),
                None => {
                    read.refuse(line, raw, Message::new("lcg-import-unknown-affiliation").with("name", printed(value)))
                }
            }
            continue;
        }
        if let Some(key) = affiliation_named(trimmed) {
            read.affiliation(line, raw, key);
            continue;
        }
        set_line(&mut read, line, raw, trimmed);
    }
    read
}

/// `line` as `<field>: <value>` for one of `names` (any case): the value.
fn field<'a>(line: &'a str, names: &[&str]) -> Option<&'a str> {
    let (head, value) = line.split_once(':')?;
    names.iter().any(|n| head.trim().eq_ignore_ascii_case(n)).then_some(value.trim())
}

/// A line naming an objective set: `[N x] <number> [<name>]` or `[N x] <objective title>`.
fn set_line(read: &mut Read, line: usize, raw: &str, text: &str) {
    let (copies, rest) = copies_prefix(text);
    let rest = rest.trim_start_matches('#').trim();
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    let after = rest[digits.len()..].trim();
    let after = after.trim_start_matches(['-', '–', ':', '.']).trim();
    if digits.is_empty() {
        match set_named(rest) {
            Some(set) => read.sets(line, raw, set, copies.unwrap_or(1)),
            None => read.refuse(line, raw, Message::new("lcg-import-names-nothing")),
        }
        return;
    }
    let Ok(number) = digits.parse::<u32>() else {
        read.refuse(line, raw, Message::new("lcg-import-names-nothing"));
        return;
    };
    let named = (!after.is_empty()).then(|| set_named(strip_product(after))).flatten();
    match (u16::try_from(number).ok().and_then(objective_set), named) {
        // "141 Rogue Squadron Assault", "141", "141 (Ready for Takeoff)".
        (Some(set), None) => read.sets(line, raw, set.number, copies.unwrap_or(1)),
        (Some(set), Some(n)) if n == set.number => read.sets(line, raw, n, copies.unwrap_or(1)),
        // "2 Rogue Squadron Assault": a count, then the set's name.
        (_, Some(n)) if copies.is_none() && number as usize <= MAX_LINE_COPIES => {
            read.sets(line, raw, n, number as usize);
        }
        (Some(set), Some(n)) => {
            let reason = Message::new("lcg-import-set-mismatch")
                .number("set", set.number)
                .card("name", &*set.name)
                .card("named", objective_set(n).map_or("", |s| &s.name));
            read.refuse(line, raw, reason);
        }
        (None, _) => read.refuse(line, raw, Message::new("lcg-import-unknown-set").number("set", number)),
    }
}

/// "2x …", "2 x …", "2× …", "x2 …": the copies a line asks for, and the rest of it.
fn copies_prefix(text: &str) -> (Option<usize>, &str) {
    let digits: String = text.chars().take_while(char::is_ascii_digit).collect();
    if !digits.is_empty() {
        let rest = text[digits.len()..].trim_start();
        if let Some(rest) = rest.strip_prefix(['x', 'X', '×', '*']) {
            if rest.starts_with(char::is_whitespace) || rest.is_empty() {
                return (Some(digits.parse().unwrap_or(usize::MAX)), rest.trim_start());
            }
        }
    }
    (None, text)
}

/// A set's name as an export or a list may follow it with its product: "(Ready for Takeoff)".
fn strip_product(name: &str) -> &str {
    match name.rfind(" (") {
        Some(i) if name.ends_with(')') => name[..i].trim(),
        _ => name,
    }
}
