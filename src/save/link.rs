//! Share links: the current position and who plays it, as a compact URL-safe string. This build
//! writes version 4, the binary form (`save::binary`): `v4.` + base64url(deflate(bytes)), the
//! bytes being, after the header (`HG`, `L`, the version), the game's name (text), its schema
//! (varint), the seating (as a save holds it, `save::file`) and the position, its JSON (run).
//! Links of version 3 (`v3.` + base64url(deflate(JSON of `{ game, schema, state, seating }`))),
//! version 2 (`{ game, schema, state }`) and version 1 (the LCG's game alone, before the ruleset
//! seam) still open, the last two as open tables.
//!
//! A link carries only what the sharer's seat may see: against the computer, the position is
//! one guess at the cards the player cannot see (`Game::determinized`: the computer's hand and
//! every deck redealt from the cards unseen, the game's RNG reseeded), so neither the link nor
//! the page it opens holds the computer's real hand. A hot-seat or open table is shared whole:
//! everyone at it may see every card, in turn.

use super::binary::{self, Kind, Unpack};
use super::bytes::{Damage, Reader, Writer};
use super::file::Saved;
use crate::engine::{Arg, Message, Say, Seating};
use crate::rules::{game_id, Game, RestoreError};
use serde::Deserialize;
use serde_json::Value;

pub const LINK_VERSION: &str = "v4";
/// Longer links are refused before decoding; a decompressed game larger than this is refused too.
const MAX_LINK_CHARS: usize = 64 * 1024;
const MAX_INFLATED_BYTES: usize = 4 * 1024 * 1024;
/// Mixed into the computer's seed for the guess a link holds.
const LINK_SEED: u64 = 0x11_4E_5E_ED;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    Empty,
    TooLong,
    UnknownVersion,
    Garbled,
    Truncated,
    Unreadable {
        detail: String,
    },
    /// The linked state cannot be restored (an unknown game, a newer schema, an unsound state).
    Game(RestoreError),
    /// A version 4 link whose bytes do not read as one.
    Damaged(Damage),
}

impl Say for LinkError {
    fn say(&self) -> Message {
        match self {
            LinkError::Empty => Message::new("link-error-empty"),
            LinkError::TooLong => Message::new("link-error-too-long"),
            LinkError::UnknownVersion => Message::new("link-error-unknown-version"),
            LinkError::Garbled => Message::new("link-error-garbled"),
            LinkError::Truncated => Message::new("link-error-truncated"),
            LinkError::Unreadable { detail } => {
                Message::new("link-error-unreadable").with("detail", Arg::Printed(detail.clone()))
            }
            LinkError::Game(RestoreError::Unsound(problem)) => {
                Message::new("link-error-inconsistent").with("problem", problem.clone())
            }
            LinkError::Game(error) => Message::new("link-error-game").with("problem", error.say()),
            LinkError::Damaged(damage) => Message::new("link-error-damaged").with("problem", damage.say()),
        }
    }
}

/// What a link of version 3 holds (version 2 had no seating).
#[derive(Deserialize)]
struct Linked {
    game: String,
    schema: u32,
    state: Value,
    #[serde(default)]
    seating: Seating,
}

/// The link to `game` as `seating` plays it, holding only what the sharer's seat may see.
pub fn encode_link(game: &Game, seating: Seating) -> String {
    let shared = match seating {
        Seating::Computer { human, seed, .. } => game.determinized(human, seed ^ LINK_SEED),
        Seating::Open | Seating::HotSeat => game.clone(),
    };
    let stored = shared.store();
    let mut w = Writer::default();
    binary::write_header(&mut w, Kind::Link);
    binary::write_game(&mut w, stored.game, stored.schema);
    binary::write_seating(&mut w, seating);
    binary::write_position(&mut w, &stored.state);
    binary::pack(&format!("{LINK_VERSION}."), &w.finish(), 10)
}

/// Reads a share link's payload (the part after `#share=`).
///
/// # Errors
/// A [`LinkError`]; never a panic, whatever the input.
pub fn decode_link(text: &str) -> Result<Saved, LinkError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(LinkError::Empty);
    }
    if text.len() > MAX_LINK_CHARS {
        return Err(LinkError::TooLong);
    }
    let Some((version, payload)) = text.split_once('.') else {
        return Err(LinkError::UnknownVersion);
    };
    if ![LINK_VERSION, "v3", "v2", "v1"].contains(&version) {
        return Err(LinkError::UnknownVersion);
    }
    let bytes = binary::unpack(payload, MAX_INFLATED_BYTES).map_err(|e| match e {
        Unpack::Garbled => LinkError::Garbled,
        Unpack::Cut | Unpack::TooLarge { .. } => LinkError::Truncated,
    })?;
    let (game, schema, state, seating) = if version == LINK_VERSION {
        let mut r = Reader::new(&bytes);
        let (game, schema, seating, state) = read_link(&mut r).map_err(LinkError::Damaged)?;
        (game.to_string(), schema, Position::Json(state), seating)
    } else {
        let linked = from_json(version, bytes)?;
        (linked.game, linked.schema, Position::Value(linked.state), linked.seating)
    };
    if !seating.is_sound() {
        return Err(LinkError::Game(RestoreError::Unsound(Message::new("save-problem-seat"))));
    }
    let game = game_id(&game).ok_or(LinkError::Game(RestoreError::UnknownGame))?;
    let game = match state {
        Position::Json(json) => binary::restore(game, schema, json),
        Position::Value(state) => Game::restore(game, schema, state),
    };
    Ok(Saved::fresh(game.map_err(LinkError::Game)?, seating))
}

/// The name of the game a link holds ("lcg"), read from its head without restoring anything
/// (see [`super::file::game_of_save`]). `None` for text that is no link.
pub fn game_of_link(text: &str) -> Option<String> {
    let text = text.trim();
    if text.len() > MAX_LINK_CHARS {
        return None;
    }
    let (version, payload) = text.split_once('.')?;
    match version {
        // Version 1 held only the first game.
        "v1" => Some("lcg".to_string()),
        "v2" | "v3" => {
            let json = binary::unpack(payload, MAX_INFLATED_BYTES).ok()?;
            let value: Value = serde_json::from_slice(&json).ok()?;
            value.get("game")?.as_str().map(str::to_string)
        }
        LINK_VERSION => {
            let bytes = binary::unpack(payload, MAX_INFLATED_BYTES).ok()?;
            let mut r = Reader::new(&bytes);
            binary::read_header(&mut r, Kind::Link).ok()?;
            binary::read_game(&mut r).ok().map(|(game, _)| game.to_string())
        }
        _ => None,
    }
}

/// A linked position, as its version holds it.
enum Position<'a> {
    /// Version 4: its JSON text.
    Json(&'a str),
    /// Versions 1 to 3: parsed with the link's JSON.
    Value(Value),
}

/// The fields of a version 4 link: the game's name, its schema, the seating, the position's JSON.
fn read_link<'a>(r: &mut Reader<'a>) -> Result<(&'a str, u32, Seating, &'a str), Damage> {
    binary::read_header(r, Kind::Link)?;
    let (game, schema) = binary::read_game(r)?;
    let seating = binary::read_seating(r)?;
    let state = binary::read_position(r)?;
    r.end()?;
    Ok((game, schema, seating, state))
}

/// What a link of version 1, 2 or 3 holds, from its inflated JSON.
fn from_json(version: &str, json: Vec<u8>) -> Result<Linked, LinkError> {
    let json = String::from_utf8(json).map_err(|e| LinkError::Unreadable { detail: e.to_string() })?;
    let unreadable = |e: serde_json::Error| LinkError::Unreadable { detail: e.to_string() };
    if version == "v1" {
        // Version 1 held the game enum's JSON, `{"Lcg": state}`, of schema 1.
        let mut old: serde_json::Map<String, Value> = serde_json::from_str(&json).map_err(unreadable)?;
        let state = old.remove("Lcg").ok_or(LinkError::Game(RestoreError::UnknownGame))?;
        Ok(Linked { game: "lcg".to_string(), schema: 1, state, seating: Seating::Open })
    } else {
        serde_json::from_str(&json).map_err(unreadable)
    }
}
