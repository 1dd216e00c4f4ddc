//! The save file: a versioned JSON envelope around the table. The same text is the autosave in
//! local storage and the exported file.
//!
//! Version 3 (this build): `{ format, version, game, schema, state, start, first?, moves, log,
//! seating }`, where `game` names the ruleset (`"lcg"`), `schema` is that game's own schema
//! number for its states (each game migrates its own, `Ruleset::migrate`), `state` is the
//! current position in full, and the history is the match's [`Start`] (its seed, its scenario,
//! or `first`, the position in full) with `moves`, the index of each action taken since. Loading
//! replays the moves and checks that they reach `state`; if they no longer do (a later build
//! whose rules changed), the game still loads, without its history. The log is typed
//! ([`Message`]s, so it reads in the reader's language), held deflated and base64url-encoded.
//!
//! Version 2 (the ruleset seam) held every earlier position in full, and version 1 (before it)
//! the LCG's alone; both are read and lifted, their positions linked into moves.

use super::timeline::{Start, Timeline};
use crate::engine::{Arg, Message, Say, Seating};
use crate::rules::{game_id, Game, RestoreError};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use serde::{Deserialize, Serialize};
use serde_json::Value;

pub const SAVE_FORMAT: &str = "hangar-save";
/// The envelope version this build writes. Older versions are lifted on load.
pub const SAVE_VERSION: u32 = 3;
/// Larger input is refused before parsing.
const MAX_SAVE_BYTES: usize = 8 * 1024 * 1024;
/// A save with more moves than this keeps its game without its history (a whole match is a few
/// hundred; replaying millions would hang the page).
const MAX_MOVES: usize = 20_000;
/// A log that inflates to more than this is not read.
const MAX_LOG_BYTES: usize = 16 * 1024 * 1024;

/// What a save holds.
#[derive(Clone, Debug, PartialEq)]
pub struct Saved {
    pub game: Game,
    /// The game log, oldest first.
    pub log: Vec<Message>,
    /// The match from its start, for undo.
    pub timeline: Timeline,
    /// Who plays which seat.
    pub seating: Seating,
}

impl Saved {
    /// A game with no log or history yet, played by `seating`, from a position held in full.
    pub fn fresh(game: Game, seating: Seating) -> Saved {
        Saved::started(game, Start::Position, seating)
    }

    /// A game at its `start`, with no moves yet.
    pub fn started(game: Game, start: Start, seating: Seating) -> Saved {
        Saved { timeline: Timeline::new(start, game.clone()), game, log: Vec::new(), seating }
    }
}

#[derive(Serialize, Deserialize)]
struct Envelope {
    format: String,
    version: u32,
    #[serde(flatten)]
    body: Value,
}

/// The body of a version 3 save.
#[derive(Serialize, Deserialize)]
struct Body {
    game: String,
    schema: u32,
    state: Value,
    start: Start,
    /// The first position, when the start is [`Start::Position`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    first: Option<Value>,
    moves: Vec<u16>,
    /// base64url(deflate(JSON of the log's messages)).
    #[serde(default)]
    log: String,
    #[serde(default)]
    seating: Seating,
}

/// The body of a version 2 save.
#[derive(Serialize, Deserialize)]
struct BodyV2 {
    game: String,
    schema: u32,
    state: Value,
    #[serde(default)]
    history: Vec<Value>,
    #[serde(default)]
    log: Vec<Message>,
    #[serde(default)]
    seating: Seating,
}

/// Why a save could not be loaded. Nothing is changed when this is returned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    Empty,
    TooLarge {
        bytes: usize,
    },
    NotJson {
        detail: String,
    },
    NotAHangarSave,
    FromNewerVersion {
        found: u32,
        supported: u32,
    },
    Unreadable {
        detail: String,
    },
    /// The save's game state cannot be restored (an unknown game, a newer schema, an unsound
    /// state).
    Game(RestoreError),
    Inconsistent(Message),
}

impl Say for LoadError {
    fn say(&self) -> Message {
        let detail =
            |key: &'static str, detail: &str| Message::new(key).with("detail", Arg::Printed(detail.to_string()));
        match self {
            LoadError::Empty => Message::new("save-error-empty"),
            LoadError::TooLarge { bytes } => Message::new("save-error-too-large").with("bytes", *bytes),
            LoadError::NotJson { detail: d } => detail("save-error-not-json", d),
            LoadError::NotAHangarSave => Message::new("save-error-not-a-save"),
            LoadError::FromNewerVersion { found, supported } => {
                Message::new("save-error-newer").number("found", *found).number("supported", *supported)
            }
            LoadError::Unreadable { detail: d } => detail("save-error-unreadable", d),
            LoadError::Game(RestoreError::Unsound(problem)) | LoadError::Inconsistent(problem) => {
                Message::new("save-error-inconsistent").with("problem", problem.clone())
            }
            LoadError::Game(error) => Message::new("save-error-game").with("problem", error.say()),
        }
    }
}

pub fn encode_save(saved: &Saved) -> String {
    let stored = saved.game.store();
    let timeline = &saved.timeline;
    let body = Body {
        game: stored.game.to_string(),
        schema: stored.schema,
        state: stored.state,
        start: timeline.start.clone(),
        first: (timeline.start == Start::Position).then(|| timeline.first().store().state),
        moves: timeline.moves().iter().map(|m| m.index).collect(),
        log: pack_log(&saved.log),
        seating: saved.seating,
    };
    let envelope = Envelope {
        format: SAVE_FORMAT.to_string(),
        version: SAVE_VERSION,
        body: serde_json::to_value(body).unwrap_or(Value::Null),
    };
    serde_json::to_string(&envelope).unwrap_or_default()
}

fn pack_log(log: &[Message]) -> String {
    let json = serde_json::to_vec(log).unwrap_or_default();
    URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec(&json, 6))
}

/// The log a save holds; a log that cannot be read is left out (the game matters more).
fn unpack_log(text: &str) -> Vec<Message> {
    let Ok(packed) = URL_SAFE_NO_PAD.decode(text) else { return Vec::new() };
    let Ok(json) = miniz_oxide::inflate::decompress_to_vec_with_limit(&packed, MAX_LOG_BYTES) else {
        return Vec::new();
    };
    serde_json::from_slice(&json).unwrap_or_default()
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
    match envelope.version {
        SAVE_VERSION => from_body(envelope.body),
        2 => from_version_2(envelope.body),
        1 => from_version_2(from_version_1(envelope.body)?),
        found if found > SAVE_VERSION => Err(LoadError::FromNewerVersion { found, supported: SAVE_VERSION }),
        found => Err(LoadError::Unreadable { detail: format!("unknown save version {found}") }),
    }
}

fn from_body(body: Value) -> Result<Saved, LoadError> {
    let body: Body = serde_json::from_value(body).map_err(|e| LoadError::Unreadable { detail: e.to_string() })?;
    if !body.seating.is_sound() {
        return Err(LoadError::Inconsistent(Message::new("save-problem-seat")));
    }
    let game = game_id(&body.game).ok_or(LoadError::Game(RestoreError::UnknownGame))?;
    let current = Game::restore(game, body.schema, body.state).map_err(LoadError::Game)?;
    let first = match (&body.start, body.first) {
        (Start::Position, Some(first)) => Game::restore(game, body.schema, first).ok(),
        (start, _) => start.deal(game),
    };
    // The moves must lead from the first position to the current one; if they no longer do, the
    // game is kept without its history.
    let timeline = first
        .filter(|_| body.moves.len() <= MAX_MOVES)
        .and_then(|first| Timeline::replay(body.start, first, &body.moves))
        .filter(|(_, reached)| *reached == current)
        .map_or_else(|| Timeline::new(Start::Position, current.clone()), |(timeline, _)| timeline);
    Ok(Saved { game: current, log: unpack_log(&body.log), timeline, seating: body.seating })
}

/// Version 2 held every earlier position in full (`history`, oldest first), and the log as a list.
fn from_version_2(body: Value) -> Result<Saved, LoadError> {
    let body: BodyV2 = serde_json::from_value(body).map_err(|e| LoadError::Unreadable { detail: e.to_string() })?;
    if !body.seating.is_sound() {
        return Err(LoadError::Inconsistent(Message::new("save-problem-seat")));
    }
    let game = game_id(&body.game).ok_or(LoadError::Game(RestoreError::UnknownGame))?;
    let restore = |state: Value| Game::restore(game, body.schema, state).map_err(LoadError::Game);
    let current = restore(body.state)?;
    let history = body.history.into_iter().map(restore).collect::<Result<Vec<_>, _>>()?;
    let timeline = Timeline::link(history, &current);
    Ok(Saved { game: current, log: body.log, timeline, seating: body.seating })
}

/// Version 1 held `saved: { game: {"Lcg": state}, history: [{"Lcg": state}], log: [sentence],
/// seating }`: the LCG was the only game, its states were schema 1, and the log was English
/// sentences (kept as printed text).
fn from_version_1(body: Value) -> Result<Value, LoadError> {
    let unreadable = |what: &str| LoadError::Unreadable { detail: format!("version 1 save without {what}") };
    let mut saved = match body {
        Value::Object(mut map) => map.remove("saved").ok_or_else(|| unreadable("its game"))?,
        _ => return Err(unreadable("its game")),
    };
    let lcg_state = |game: Value| match game {
        Value::Object(mut map) => map.remove("Lcg").ok_or_else(|| unreadable("an LCG game")),
        _ => Err(unreadable("an LCG game")),
    };
    let state = lcg_state(saved.get_mut("game").map(Value::take).ok_or_else(|| unreadable("its game"))?)?;
    let history = match saved.get_mut("history").map(Value::take) {
        Some(Value::Array(games)) => games.into_iter().map(lcg_state).collect::<Result<Vec<_>, _>>()?,
        _ => Vec::new(),
    };
    let log: Vec<Message> = match saved.get_mut("log").map(Value::take) {
        Some(Value::Array(lines)) => lines
            .into_iter()
            .filter_map(|l| l.as_str().map(|t| Message::new("log-printed").with("text", Arg::Printed(t.to_string()))))
            .collect(),
        _ => Vec::new(),
    };
    let seating = saved.get_mut("seating").map(Value::take).unwrap_or(Value::Null);
    let mut body = serde_json::json!({ "game": "lcg", "schema": 1, "state": state, "history": history, "log": log });
    if !seating.is_null() {
        body["seating"] = seating;
    }
    Ok(body)
}
