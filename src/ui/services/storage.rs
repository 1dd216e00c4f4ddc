//! The autosave in local storage, written after every change and read once at start.

use crate::save::{decode_save, encode_save, LoadError, Saved};
use gloo::storage::{LocalStorage, Storage};

pub const AUTOSAVE_KEY: &str = "hangar.autosave";
/// Where an autosave that could not be read is kept, so nothing is lost.
pub const UNREADABLE_KEY: &str = "hangar.autosave.unreadable";

pub enum Restored {
    Nothing,
    Game(Box<Saved>),
    /// The autosave could not be read; its text was moved to [`UNREADABLE_KEY`].
    Unreadable(LoadError),
}

pub fn restore() -> Restored {
    let Some(text) = read(AUTOSAVE_KEY) else { return Restored::Nothing };
    match decode_save(&text) {
        Ok(saved) => Restored::Game(Box::new(saved)),
        Err(error) => {
            write(UNREADABLE_KEY, &text);
            Restored::Unreadable(error)
        }
    }
}

pub fn autosave(saved: &Saved) {
    write(AUTOSAVE_KEY, &encode_save(saved));
}

/// The last autosave's text, for the crash panel's export.
pub fn last_autosave() -> Option<String> {
    read(AUTOSAVE_KEY)
}

fn read(key: &str) -> Option<String> {
    LocalStorage::raw().get_item(key).ok().flatten()
}

fn write(key: &str, text: &str) {
    if LocalStorage::raw().set_item(key, text).is_err() {
        gloo::console::warn!("Hangar could not write to local storage (it may be full or disabled).");
    }
}
