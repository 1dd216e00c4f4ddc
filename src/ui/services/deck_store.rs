//! The player's decks in local storage, each under its own key (`hangar.deck.<id>`) as a record
//! of `save::decks` (its game and name on the first lines, then the deck's JSON), written on
//! every edit and read when the builder opens.
//!
//! With the care saves have: a write the browser refuses (storage full or off) is told, and the
//! deck stays on screen to export; a record that cannot be read is listed as it is, offered for
//! download, and never overwritten (a new deck always takes a new key).

use crate::rules::Deck;
use crate::save::decks::{decode_record, encode_record, record_head, DeckLoadError};
use gloo::storage::{LocalStorage, Storage};

pub const PREFIX: &str = "hangar.deck.";

/// A deck in storage, read or not.
#[derive(Clone, Debug, PartialEq)]
pub struct Stored {
    /// Its key, after [`PREFIX`].
    pub id: String,
    pub deck: Result<Deck, DeckLoadError>,
    /// The record as stored (what an unreadable one is downloaded as).
    pub text: String,
}

/// The browser refused to write (storage full, or turned off).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WriteFailed;

/// Every stored deck, oldest first.
pub fn list() -> Vec<Stored> {
    let storage = LocalStorage::raw();
    keys()
        .into_iter()
        .filter_map(|key| {
            let text = storage.get_item(&key).ok().flatten()?;
            let id = key[PREFIX.len()..].to_string();
            Some(Stored { id, deck: decode_record(&text), text })
        })
        .collect()
}

/// A key no stored deck has.
pub fn new_id() -> String {
    let mut n = js_sys::Date::now() as u64;
    let storage = LocalStorage::raw();
    while storage.get_item(&format!("{PREFIX}{n:x}")).ok().flatten().is_some() {
        n += 1;
    }
    format!("{n:x}")
}

/// Writes `deck` under `id`.
///
/// # Errors
/// When the browser refused the write; what was stored under `id` is then unchanged.
pub fn save(id: &str, deck: &Deck) -> Result<(), WriteFailed> {
    LocalStorage::raw().set_item(&format!("{PREFIX}{id}"), &encode_record(deck)).map_err(|_| WriteFailed)
}

/// Writes a record as it is (a deck of a game this table does not hold, from a backup: its own
/// game's table reads it).
///
/// # Errors
/// When the browser refused the write.
pub fn save_record(id: &str, record: &str) -> Result<(), WriteFailed> {
    LocalStorage::raw().set_item(&format!("{PREFIX}{id}"), record).map_err(|_| WriteFailed)
}

/// Removes the deck stored under `id`.
pub fn delete(id: &str) {
    let _ = LocalStorage::raw().remove_item(&format!("{PREFIX}{id}"));
}

/// A stored deck as the start screen lists it, read without the engines.
#[derive(Clone, Debug, PartialEq)]
pub struct Head {
    pub id: String,
    pub game: String,
    pub name: String,
}

/// The id, game and name of every stored deck, without reading the decks (for the start
/// screen), in the order they were made.
pub fn heads() -> Vec<Head> {
    let storage = LocalStorage::raw();
    keys()
        .into_iter()
        .filter_map(|key| {
            let text = storage.get_item(&key).ok().flatten()?;
            let (game, name) = record_head(&text)?;
            Some(Head { id: key[PREFIX.len()..].to_string(), game: game.to_string(), name: name.to_string() })
        })
        .collect()
}

/// The storage keys of the decks, oldest first (ids are the clock's milliseconds in hex).
fn keys() -> Vec<String> {
    let storage = LocalStorage::raw();
    let count = storage.length().unwrap_or(0);
    let mut keys: Vec<String> =
        (0..count).filter_map(|i| storage.key(i).ok().flatten()).filter(|k| k.starts_with(PREFIX)).collect();
    keys.sort_by(|a, b| a.len().cmp(&b.len()).then_with(|| a.cmp(b)));
    keys
}
