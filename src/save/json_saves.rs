//! The JSON saves of versions 1 to 3, which earlier builds wrote and this one still reads (it
//! writes version 4, `save::file`). Each is a JSON envelope `{ format: "hangar-save", version,
//! … }`; every position in it is restored through `Game::restore`, as version 4's are.
//!
//! - Version 3 (small saves): `{ format, version, game, schema, state, start, first?, moves,
//!   log, seating }`: the current position in full, the match's [`Start`] (its seed, its
//!   scenario, or `first`, the position in full) and `moves`, the index of each action taken
//!   since; the log as base64url(deflate(JSON of its messages)).
//! - Version 2 (the ruleset seam): `{ format, version, game, schema, state, history, log,
//!   seating }`, every earlier position in full (`history`, oldest first; linked into moves on
//!   load) and the log as a list of messages.
//! - Version 1 (before it): `{ format, version, saved: { game: {"Lcg": state}, history, log,
//!   seating } }`: the LCG was the only game, its states were schema 1, and the log was English
//!   sentences (kept as printed text).

use super::file::{dealt, with_history, LoadError, Saved, SAVE_FORMAT, SAVE_VERSION};
use super::timeline::{Start, Timeline};
use crate::engine::{Arg, Message, Seating};
use crate::rules::{game_id, Game, RestoreError};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use serde::Deserialize;
use serde_json::Value;

/// The last version that was JSON.
const LAST_JSON_VERSION: u32 = 3;
/// A log that inflates to more than this is not read.
const MAX_LOG_BYTES: usize = 16 * 1024 * 1024;

#[derive(Deserialize)]
struct Envelope {
    format: String,
    version: u32,
    #[serde(flatten)]
    body: Value,
}

/// The body of a version 3 save.
#[derive(Deserialize)]
struct Body {
    game: String,
    schema: u32,
    state: Value,
    start: Start,
    /// The first position, when the start is [`Start::Position`].
    #[serde(default)]
    first: Option<Value>,
    moves: Vec<u16>,
    /// base64url(deflate(JSON of the log's messages)).
    #[serde(default)]
    log: String,
    #[serde(default)]
    seating: Seating,
}

/// The body of a version 2 save.
#[derive(Deserialize)]
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

/// Reads a JSON save of version 1, 2 or 3.
///
/// # Errors
/// A [`LoadError`] saying what is wrong; never a panic, whatever the input.
/// The name of the game a JSON save (versions 1 to 3) holds: its `game`, and for version 1,
/// which had none, the first game's.
pub fn game_of_json(text: &str) -> Option<String> {
    let value: Value = serde_json::from_str(text).ok()?;
    if value.get("format")?.as_str()? != SAVE_FORMAT {
        return None;
    }
    match value.get("version")?.as_u64()? {
        1 => Some("lcg".to_string()),
        _ => value.get("game")?.as_str().map(str::to_string),
    }
}

pub fn decode_json(text: &str) -> Result<Saved, LoadError> {
    let value: Value = serde_json::from_str(text).map_err(|e| LoadError::NotJson { detail: e.to_string() })?;
    let envelope: Envelope = serde_json::from_value(value).map_err(|_| LoadError::NotAHangarSave)?;
    if envelope.format != SAVE_FORMAT {
        return Err(LoadError::NotAHangarSave);
    }
    match envelope.version {
        LAST_JSON_VERSION => from_version_3(envelope.body),
        2 => from_version_2(envelope.body),
        1 => from_version_2(from_version_1(envelope.body)?),
        found if found > SAVE_VERSION => Err(LoadError::FromNewerVersion { found, supported: SAVE_VERSION }),
        found => Err(LoadError::Unreadable { detail: format!("unknown JSON save version {found}") }),
    }
}

fn from_version_3(body: Value) -> Result<Saved, LoadError> {
    let body: Body = serde_json::from_value(body).map_err(|e| LoadError::Unreadable { detail: e.to_string() })?;
    if !body.seating.is_sound() {
        return Err(LoadError::Inconsistent(Message::new("save-problem-seat")));
    }
    let game = game_id(&body.game).ok_or(LoadError::Game(RestoreError::UnknownGame))?;
    let current = Game::restore(game, body.schema, body.state).map_err(LoadError::Game)?;
    let (start, first) = match (body.start, body.first) {
        (Start::Position, Some(first)) => (Start::Position, Game::restore(game, body.schema, first).ok()),
        (start, _) => dealt(start, game, body.schema, &current),
    };
    let timeline = with_history(start, first, &body.moves, &current);
    Ok(Saved { game: current, log: unpack_log(&body.log), timeline, seating: body.seating })
}

/// The log a version 3 save holds; a log that cannot be read is left out (the game matters more).
fn unpack_log(text: &str) -> Vec<Message> {
    let Ok(packed) = URL_SAFE_NO_PAD.decode(text) else { return Vec::new() };
    let Ok(json) = miniz_oxide::inflate::decompress_to_vec_with_limit(&packed, MAX_LOG_BYTES) else {
        return Vec::new();
    };
    let Ok(json) = String::from_utf8(json) else { return Vec::new() };
    serde_json::from_str(&json).unwrap_or_default()
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
/// seating }`, lifted here to version 2's body.
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
