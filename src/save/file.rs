//! The save file: a versioned JSON envelope around the table (game, log, undo history). The same
//! text is the autosave in local storage and the exported file.

use crate::engine::Seating;
use crate::rules::Game;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::fmt;

pub const SAVE_FORMAT: &str = "hangar-save";
/// The schema version this build writes. Older versions are migrated on load.
pub const SAVE_VERSION: u32 = 1;
/// Larger input is refused before parsing (a real save is a few tens of kilobytes).
const MAX_SAVE_BYTES: usize = 8 * 1024 * 1024;

/// What a save holds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Saved {
    pub game: Game,
    /// The game log in words.
    pub log: Vec<String>,
    /// Earlier positions, oldest first, for undo.
    pub history: Vec<Game>,
    /// Who plays which seat. Saves from before seatings existed are open games.
    #[serde(default)]
    pub seating: Seating,
}

impl Saved {
    /// A game with no log or history yet, played by `seating`.
    pub fn fresh(game: Game, seating: Seating) -> Saved {
        Saved { game, log: Vec::new(), history: Vec::new(), seating }
    }
}

#[derive(Serialize, Deserialize)]
struct Envelope {
    format: String,
    version: u32,
    saved: Value,
}

/// Why a save could not be loaded. Nothing is changed when this is returned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    Empty,
    TooLarge { bytes: usize },
    NotJson { detail: String },
    NotAHangarSave,
    FromNewerVersion { found: u32, supported: u32 },
    Unreadable { detail: String },
    Inconsistent { detail: String },
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Empty => f.write_str("the file is empty"),
            LoadError::TooLarge { bytes } => write!(f, "it is too large to be a Hangar save ({bytes} bytes)"),
            LoadError::NotJson { detail } => write!(f, "it is not a Hangar save (not JSON: {detail})"),
            LoadError::NotAHangarSave => f.write_str("it is JSON, but not a Hangar save"),
            LoadError::FromNewerVersion { found, supported } => {
                write!(f, "it was saved by a newer Hangar (save version {found}; this one reads up to {supported})")
            }
            LoadError::Unreadable { detail } => write!(f, "it is damaged ({detail})"),
            LoadError::Inconsistent { detail } => write!(f, "its game is inconsistent ({detail})"),
        }
    }
}

impl std::error::Error for LoadError {}

pub fn encode_save(saved: &Saved) -> String {
    let envelope = Envelope {
        format: SAVE_FORMAT.to_string(),
        version: SAVE_VERSION,
        saved: serde_json::to_value(saved).unwrap_or(Value::Null),
    };
    serde_json::to_string(&envelope).unwrap_or_default()
}

/// Reads a save written by this or an earlier version of Hangar.
///
/// # Errors
/// A [`LoadError`] saying what is wrong; never a panic, whatever the input.
pub fn decode_save(text: &str) -> Result<Saved, LoadError> {
    if text.trim().is_empty() {
        return Err(LoadError::Empty);
    }
    if text.len() > MAX_SAVE_BYTES {
        return Err(LoadError::TooLarge { bytes: text.len() });
    }
    let value: Value = serde_json::from_str(text).map_err(|e| LoadError::NotJson { detail: e.to_string() })?;
    let envelope: Envelope = serde_json::from_value(value).map_err(|_| LoadError::NotAHangarSave)?;
    if envelope.format != SAVE_FORMAT {
        return Err(LoadError::NotAHangarSave);
    }
    let current = migrate(envelope.version, envelope.saved)?;
    let saved: Saved = serde_json::from_value(current).map_err(|e| LoadError::Unreadable { detail: e.to_string() })?;
    if !saved.seating.is_sound() {
        return Err(LoadError::Inconsistent { detail: "a player sits at a seat the table does not have".to_string() });
    }
    for game in std::iter::once(&saved.game).chain(&saved.history) {
        if let Some(problem) = game.problems().into_iter().next() {
            return Err(LoadError::Inconsistent { detail: problem });
        }
    }
    Ok(saved)
}

/// The migration path: each step lifts a save one version. Version 1 is the first, so there are
/// no steps yet; a version 2 adds `1 => migrate_1_to_2(saved)` and bumps [`SAVE_VERSION`].
fn migrate(version: u32, saved: Value) -> Result<Value, LoadError> {
    match version {
        SAVE_VERSION => Ok(saved),
        found if found > SAVE_VERSION => Err(LoadError::FromNewerVersion { found, supported: SAVE_VERSION }),
        found => Err(LoadError::Unreadable { detail: format!("unknown save version {found}") }),
    }
}
