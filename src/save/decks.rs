//! Decks as they leave the page and come back, as pure functions over strings (the browser
//! services that store, download and link them stay thin; every decoder is fuzzed natively in
//! tests/app/deck_decoders.rs):
//!
//! - a **record**, what local storage keeps of one deck: a first line `hangar-deck.1 <game>`, a
//!   second line its name (so the start screen lists the player's decks without the engines),
//!   then the deck's JSON, the game's own (`Decks::Deck`);
//! - a **link** to a deck: `d1.` and base64url of the deflated record, in the URL's fragment;
//! - a **backup**, every deck at once as one JSON file: `{ "format": "hangar-decks", "version":
//!   1, "decks": [{ "game": "swu", "deck": { … } }, …] }`, read back deck by deck (a deck that
//!   cannot be read is reported, the rest are kept).
//!
//! Every decoder bounds its input, returns a typed error and never panics; every deck it returns
//! went through `rules::Deck::from_json`, its game's own reader.

use super::binary::{self, Unpack};
use crate::engine::deck::{LineRefusal, NotADeck};
use crate::engine::{Arg, GameId, Message, Say};
use crate::rules::{self, Deck, DeckRestoreError, ImportedDeck};
use serde_json::Value;

pub const DECK_FORMAT: &str = "hangar-deck";
pub const DECK_VERSION: u32 = 1;
pub const BACKUP_FORMAT: &str = "hangar-decks";
pub const BACKUP_VERSION: u32 = 1;
pub const DECK_LINK_VERSION: &str = "d1";

/// The largest record, link and backup read, in bytes (a deck's JSON is a few KB).
const MAX_RECORD_BYTES: usize = 256 * 1024;
const MAX_LINK_CHARS: usize = 64 * 1024;
const MAX_BACKUP_BYTES: usize = 4 * 1024 * 1024;
/// The most decks a backup is read for.
pub const MAX_BACKUP_DECKS: usize = 2000;

/// Why a deck's text cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckLoadError {
    Empty,
    TooLarge {
        bytes: usize,
    },
    /// Not a deck record, link or backup of Hangar's.
    NotHangars,
    FromNewerVersion {
        found: u32,
        supported: u32,
    },
    /// Characters a link never has.
    Garbled,
    /// Cut short or damaged.
    Truncated,
    Unreadable {
        detail: String,
    },
    Deck(DeckRestoreError),
}

impl Say for DeckLoadError {
    fn say(&self) -> Message {
        match self {
            DeckLoadError::Empty => Message::new("deck-error-empty"),
            DeckLoadError::TooLarge { bytes } => Message::new("deck-error-too-large").with("bytes", *bytes),
            DeckLoadError::NotHangars => Message::new("deck-error-not-hangars"),
            DeckLoadError::FromNewerVersion { found, supported } => {
                Message::new("deck-error-newer").number("found", *found).number("supported", *supported)
            }
            DeckLoadError::Garbled => Message::new("deck-error-garbled"),
            DeckLoadError::Truncated => Message::new("deck-error-truncated"),
            DeckLoadError::Unreadable { detail } => {
                Message::new("deck-error-unreadable").with("detail", Arg::Printed(detail.clone()))
            }
            DeckLoadError::Deck(error) => error.say(),
        }
    }
}

impl From<DeckRestoreError> for DeckLoadError {
    fn from(error: DeckRestoreError) -> DeckLoadError {
        DeckLoadError::Deck(error)
    }
}

/// A name on one line, as a record's second line holds it.
fn one_line(name: &str) -> String {
    name.chars().map(|c| if c == '\n' || c == '\r' { ' ' } else { c }).collect()
}

/// The record local storage keeps of `deck`.
pub fn encode_record(deck: &Deck) -> String {
    let json = serde_json::to_string(&deck.to_json()).unwrap_or_default();
    format!("{DECK_FORMAT}.{DECK_VERSION} {}\n{}\n{json}", deck.game(), one_line(deck.name()))
}

/// What the start screen shows of a record without reading its deck: its game and name.
/// `None` for text that does not begin as a record.
pub fn record_head(text: &str) -> Option<(&str, &str)> {
    let mut lines = text.splitn(3, '\n');
    let first = lines.next()?.strip_prefix(DECK_FORMAT)?.strip_prefix('.')?;
    let (_, game) = first.split_once(' ')?;
    Some((game.trim(), lines.next()?.trim_end_matches('\r')))
}

/// The deck a record holds.
///
/// # Errors
/// What is wrong with it; never a panic, whatever the text.
pub fn decode_record(text: &str) -> Result<Deck, DeckLoadError> {
    if text.trim().is_empty() {
        return Err(DeckLoadError::Empty);
    }
    if text.len() > MAX_RECORD_BYTES {
        return Err(DeckLoadError::TooLarge { bytes: text.len() });
    }
    let mut lines = text.splitn(3, '\n');
    let head = lines.next().unwrap_or_default().trim_end_matches('\r');
    let rest = head.strip_prefix(DECK_FORMAT).and_then(|r| r.strip_prefix('.')).ok_or(DeckLoadError::NotHangars)?;
    let (version, game) = rest.split_once(' ').ok_or(DeckLoadError::NotHangars)?;
    match version.parse::<u32>() {
        Ok(DECK_VERSION) => {}
        Ok(found) if found > DECK_VERSION => {
            return Err(DeckLoadError::FromNewerVersion { found, supported: DECK_VERSION })
        }
        _ => return Err(DeckLoadError::NotHangars),
    }
    let _name = lines.next().ok_or(DeckLoadError::Truncated)?;
    let json = lines.next().ok_or(DeckLoadError::Truncated)?;
    let value: Value = serde_json::from_str(json).map_err(|e| DeckLoadError::Unreadable { detail: e.to_string() })?;
    Ok(Deck::from_json(game.trim(), value)?)
}

/// The link's part after `#deck=`: `d1.` and the record, deflated and base64url-encoded.
pub fn encode_deck_link(deck: &Deck) -> String {
    binary::pack(&format!("{DECK_LINK_VERSION}."), encode_record(deck).as_bytes(), 10)
}

/// The deck a link holds.
///
/// # Errors
/// What is wrong with it; never a panic, whatever the text.
pub fn decode_deck_link(text: &str) -> Result<Deck, DeckLoadError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(DeckLoadError::Empty);
    }
    if text.len() > MAX_LINK_CHARS {
        return Err(DeckLoadError::TooLarge { bytes: text.len() });
    }
    let packed =
        text.strip_prefix(DECK_LINK_VERSION).and_then(|r| r.strip_prefix('.')).ok_or(DeckLoadError::NotHangars)?;
    let bytes = binary::unpack(packed, MAX_RECORD_BYTES).map_err(|e| match e {
        Unpack::Garbled => DeckLoadError::Garbled,
        Unpack::Cut => DeckLoadError::Truncated,
        Unpack::TooLarge { bytes } => DeckLoadError::TooLarge { bytes },
    })?;
    let record = std::str::from_utf8(&bytes).map_err(|_| DeckLoadError::Truncated)?;
    decode_record(record)
}

/// The name of the game a deck link holds ("swu"), read from its record's head without reading
/// the deck (so a table of another game can hand the link on to the deck's game's table). `None`
/// for text that is no deck link.
pub fn game_of_deck_link(text: &str) -> Option<String> {
    let text = text.trim();
    if text.len() > MAX_LINK_CHARS {
        return None;
    }
    let packed = text.strip_prefix(DECK_LINK_VERSION)?.strip_prefix('.')?;
    let bytes = binary::unpack(packed, MAX_RECORD_BYTES).ok()?;
    let (game, _) = record_head(std::str::from_utf8(&bytes).ok()?)?;
    Some(game.to_string())
}

/// Every deck in one file.
pub fn encode_backup(decks: &[Deck]) -> String {
    let entries: Vec<(String, Value)> = decks.iter().map(|d| (d.game().0.to_string(), d.to_json())).collect();
    encode_backup_entries(&entries)
}

/// A backup of decks given as their game's name and their JSON, unread: what a build without a
/// game's engine (one game's table) writes of that game's decks, beside its own.
pub fn encode_backup_entries(entries: &[(String, Value)]) -> String {
    let decks: Vec<Value> =
        entries.iter().map(|(game, deck)| serde_json::json!({ "game": game, "deck": deck })).collect();
    let value = serde_json::json!({ "format": BACKUP_FORMAT, "version": BACKUP_VERSION, "decks": decks });
    serde_json::to_string_pretty(&value).unwrap_or_default()
}

/// A record's game and its deck's JSON, read without the game's engine. `None` for text that is
/// not a record of this version.
pub fn record_entry(text: &str) -> Option<(String, Value)> {
    if text.len() > MAX_RECORD_BYTES {
        return None;
    }
    let mut lines = text.splitn(3, '\n');
    let head = lines.next()?.trim_end_matches('\r');
    let (version, game) = head.strip_prefix(DECK_FORMAT)?.strip_prefix('.')?.split_once(' ')?;
    if version.parse::<u32>().ok()? != DECK_VERSION {
        return None;
    }
    let _name = lines.next()?;
    Some((game.trim().to_string(), serde_json::from_str(lines.next()?).ok()?))
}

/// The record of a deck of `game` given as its JSON, unread (its name is the JSON's `name`, as
/// every game's deck holds it): how a build without the game's engine keeps a deck of it from a
/// backup, for that game's table to read.
pub fn record_of_entry(game: &str, deck: &Value) -> String {
    let name = deck.get("name").and_then(Value::as_str).unwrap_or_default();
    let json = serde_json::to_string(deck).unwrap_or_default();
    format!("{DECK_FORMAT}.{DECK_VERSION} {}\n{}\n{json}", one_line(game), one_line(name))
}

/// The decks of a backup as their game's name and JSON, unread, by position (what
/// [`decode_backup`] reads, so the decks it could not read can be kept for another build).
/// Empty for text that is no backup.
pub fn backup_entries(text: &str) -> Vec<(String, Value)> {
    if text.len() > MAX_BACKUP_BYTES {
        return Vec::new();
    }
    let Ok(value) = serde_json::from_str::<Value>(text) else { return Vec::new() };
    let Some(items) = value.get("decks").and_then(Value::as_array) else { return Vec::new() };
    items
        .iter()
        .take(MAX_BACKUP_DECKS)
        .map(|item| {
            let game = item.get("game").and_then(Value::as_str).unwrap_or_default().to_string();
            (game, item.get("deck").cloned().unwrap_or(Value::Null))
        })
        .collect()
}

/// What a backup holds: the decks read, and the position (from 0) and reason of each that could
/// not be.
#[derive(Clone, Debug, PartialEq)]
pub struct Backup {
    pub decks: Vec<Deck>,
    pub unreadable: Vec<(usize, DeckLoadError)>,
}

/// The decks of a backup file.
///
/// # Errors
/// The file as a whole is no backup; a deck in it that cannot be read is listed in
/// [`Backup::unreadable`] instead.
pub fn decode_backup(text: &str) -> Result<Backup, DeckLoadError> {
    if text.trim().is_empty() {
        return Err(DeckLoadError::Empty);
    }
    if text.len() > MAX_BACKUP_BYTES {
        return Err(DeckLoadError::TooLarge { bytes: text.len() });
    }
    let value: Value = serde_json::from_str(text).map_err(|_| DeckLoadError::NotHangars)?;
    if value.get("format").and_then(Value::as_str) != Some(BACKUP_FORMAT) {
        return Err(DeckLoadError::NotHangars);
    }
    match value.get("version").and_then(Value::as_u64) {
        Some(v) if v == u64::from(BACKUP_VERSION) => {}
        Some(v) if v > u64::from(BACKUP_VERSION) => {
            let found = u32::try_from(v).unwrap_or(u32::MAX);
            return Err(DeckLoadError::FromNewerVersion { found, supported: BACKUP_VERSION });
        }
        _ => return Err(DeckLoadError::NotHangars),
    }
    let items = value.get("decks").and_then(Value::as_array).ok_or(DeckLoadError::NotHangars)?;
    let mut backup = Backup { decks: Vec::new(), unreadable: Vec::new() };
    for (i, item) in items.iter().enumerate().take(MAX_BACKUP_DECKS) {
        let game = item.get("game").and_then(Value::as_str).unwrap_or_default();
        let deck = item.get("deck").cloned().unwrap_or(Value::Null);
        match Deck::from_json(game, deck) {
            Ok(deck) => backup.decks.push(deck),
            Err(error) => backup.unreadable.push((i, DeckLoadError::Deck(error))),
        }
    }
    Ok(backup)
}

/// What a file, a paste or a drop on the deck builder of `game` holds.
#[derive(Clone, Debug, PartialEq)]
pub enum Incoming {
    /// Decks of Hangar's own (a backup, a record, a link): any game's.
    Decks(Backup),
    /// A deck of `game` in one of its exchange formats, with the lines it refused.
    Imported(ImportedDeck),
}

/// Reads `text` as Hangar's own decks (a backup, a record, a deck link or the page's address
/// with one), else as a deck of `game` in one of its formats.
///
/// # Errors
/// Hangar's own text that cannot be read says why; anything else, why no format of the game
/// reads it.
pub fn read_incoming(game: GameId, text: &str) -> Result<Incoming, Message> {
    let trimmed = text.trim();
    let one = |deck: Deck| Incoming::Decks(Backup { decks: vec![deck], unreadable: Vec::new() });
    if trimmed.starts_with('{') && trimmed.contains(BACKUP_FORMAT) {
        return decode_backup(trimmed).map(Incoming::Decks).map_err(|e| e.say());
    }
    if trimmed.starts_with(DECK_FORMAT) {
        return decode_record(trimmed).map(one).map_err(|e| e.say());
    }
    let link = trimmed.split_once("#deck=").map_or(trimmed, |(_, l)| l);
    if link.starts_with(&format!("{DECK_LINK_VERSION}.")) {
        return decode_deck_link(link).map(one).map_err(|e| e.say());
    }
    rules::decks::import(game, text).map(Incoming::Imported).map_err(|NotADeck(reason)| reason)
}

/// A refused line as the builder shows it: its number and text, and why.
pub fn say_refusal(refusal: &LineRefusal) -> Message {
    Message::new("deck-import-refused")
        .with("line", refusal.line)
        .with("text", Arg::Printed(refusal.text.clone()))
        .with("reason", refusal.reason.clone())
}
