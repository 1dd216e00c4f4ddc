//! The autosave in local storage, written after every change and read once at start.
//!
//! Local storage rather than IndexedDB (ARCHITECTURE.md, "Saves"): a save is a few KB (a whole
//! match under 5 KB), far inside the quota, and local storage is synchronous, so a write that
//! fails is known at once and told on the move that failed, and nothing is left half-written at
//! unload.
//!
//! A save that cannot be read stays where it is: nothing here deletes or overwrites it unless the
//! player says so (the App holds the autosave back until they download it or let it go).

use crate::save::{decode_save, encode_save, LoadError, Saved};
use gloo::storage::{LocalStorage, SessionStorage, Storage};

pub const AUTOSAVE_KEY: &str = "hangar.autosave";

/// The game of the autosave ("lcg"), written beside it: the lobby, which cannot read a save, loads
/// that game's table to resume it.
const AUTOSAVE_GAME_KEY: &str = "hangar.autosave.game";

/// Where builds before save version 3 set aside an autosave they could not read.
const SET_ASIDE_KEY: &str = "hangar.autosave.unreadable";

/// Where the game goes while local storage refuses it: the tab's session storage (its own quota),
/// so a reload in the same tab can still offer it for export, or bring it back once there is room.
const UNSAVED_KEY: &str = "hangar.unsaved";

pub enum Restored {
    Nothing,
    Game(Box<Saved>),
    /// The autosave, older than the game the tab last played: its last moves could not be kept
    /// in local storage (still full). `kept` is that game's save, for the player to export.
    NotKept {
        saved: Box<Saved>,
        kept: String,
    },
    /// The autosave could not be read; it is left as it is.
    Unreadable(LoadError),
}

pub fn restore() -> Restored {
    bring_back_set_aside();
    let session = SessionStorage::raw();
    let unsaved = session.get_item(UNSAVED_KEY).ok().flatten().filter(|u| decode_save(u).is_ok());
    // A game the tab could not save: back into local storage if there is room now.
    if let Some(text) = &unsaved {
        if LocalStorage::raw().set_item(AUTOSAVE_KEY, text).is_ok() {
            let _ = session.remove_item(UNSAVED_KEY);
        }
    }
    let unsaved = session.get_item(UNSAVED_KEY).ok().flatten().filter(|u| decode_save(u).is_ok());
    let Some(text) = last_autosave() else {
        // Nothing was ever kept: the game the tab played is all there is.
        return match unsaved.as_deref().map(decode_save) {
            Some(Ok(saved)) => Restored::NotKept { saved: Box::new(saved), kept: unsaved.unwrap_or_default() },
            _ => Restored::Nothing,
        };
    };
    match (decode_save(&text), unsaved) {
        (Ok(saved), Some(kept)) if kept != text => Restored::NotKept { saved: Box::new(saved), kept },
        (Ok(saved), _) => Restored::Game(Box::new(saved)),
        (Err(error), _) => Restored::Unreadable(error),
    }
}

/// Why the autosave could not be written (storage full, or turned off).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WriteFailed;

/// Writes the autosave.
///
/// # Errors
/// When the browser refused the write; the previous autosave is then unchanged.
/// A write that fails keeps the game in the tab's session storage, for a reload to offer.
pub fn autosave(saved: &Saved) -> Result<(), WriteFailed> {
    let text = encode_save(saved);
    let session = SessionStorage::raw();
    let storage = LocalStorage::raw();
    match storage.set_item(AUTOSAVE_KEY, &text) {
        Ok(()) => {
            let _ = session.remove_item(UNSAVED_KEY);
            // Only a hint: a table opened on another game's autosave hands it on.
            let _ = storage.set_item(AUTOSAVE_GAME_KEY, saved.game.id().0);
            Ok(())
        }
        Err(_) => {
            let _ = session.set_item(UNSAVED_KEY, &text);
            Err(WriteFailed)
        }
    }
}

/// The game of the autosave, as the table that wrote it said (see [`AUTOSAVE_GAME_KEY`]).
pub fn autosave_game() -> Option<String> {
    LocalStorage::raw().get_item(AUTOSAVE_GAME_KEY).ok().flatten()
}

/// Whether there is an autosave to open (read or not), or one an earlier build set aside: the
/// lobby then loads the table at once, without reading it.
pub fn has_autosave() -> bool {
    let storage = LocalStorage::raw();
    [AUTOSAVE_KEY, SET_ASIDE_KEY].iter().any(|key| storage.get_item(key).ok().flatten().is_some())
}

/// The last autosave's text (for the crash panel's export, and to download a save that could not
/// be read).
pub fn last_autosave() -> Option<String> {
    LocalStorage::raw().get_item(AUTOSAVE_KEY).ok().flatten()
}

/// An autosave an earlier build set aside comes back as the autosave when there is none, so that
/// this build reads it (it reads every earlier save version) or offers it for download; the
/// set-aside copy is removed only once the autosave holds it.
fn bring_back_set_aside() {
    let storage = LocalStorage::raw();
    if storage.get_item(AUTOSAVE_KEY).ok().flatten().is_some() {
        return;
    }
    if let Some(text) = storage.get_item(SET_ASIDE_KEY).ok().flatten() {
        if storage.set_item(AUTOSAVE_KEY, &text).is_ok() {
            let _ = storage.remove_item(SET_ASIDE_KEY);
        }
    }
}
