//! Share links: the current position as a compact URL-safe string,
//! `v2.` + base64url(deflate(JSON of `{ game, schema, state }`)). Links of version 1 (the LCG's
//! game alone, before the ruleset seam) still open.

use crate::engine::{Arg, Message, Say};
use crate::rules::{game_id, Game, RestoreError};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use serde::{Deserialize, Serialize};
use serde_json::Value;

pub const LINK_VERSION: &str = "v2";
/// Longer links are refused before decoding; a decompressed game larger than this is refused too.
const MAX_LINK_CHARS: usize = 64 * 1024;
const MAX_INFLATED_BYTES: usize = 4 * 1024 * 1024;

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
        }
    }
}

/// What a version 2 link holds.
#[derive(Serialize, Deserialize)]
struct Linked {
    game: String,
    schema: u32,
    state: Value,
}

pub fn encode_link(game: &Game) -> String {
    let stored = game.store();
    let linked = Linked { game: stored.game.to_string(), schema: stored.schema, state: stored.state };
    let json = serde_json::to_vec(&linked).unwrap_or_default();
    let packed = miniz_oxide::deflate::compress_to_vec(&json, 9);
    format!("{LINK_VERSION}.{}", URL_SAFE_NO_PAD.encode(packed))
}

/// Reads a share link's payload (the part after `#share=`).
///
/// # Errors
/// A [`LinkError`]; never a panic, whatever the input.
pub fn decode_link(text: &str) -> Result<Game, LinkError> {
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
    if version != LINK_VERSION && version != "v1" {
        return Err(LinkError::UnknownVersion);
    }
    let packed = URL_SAFE_NO_PAD.decode(payload).map_err(|e| match e {
        base64::DecodeError::InvalidByte(..) => LinkError::Garbled,
        // A wrong length or last symbol is what cutting a link short produces.
        _ => LinkError::Truncated,
    })?;
    let json = miniz_oxide::inflate::decompress_to_vec_with_limit(&packed, MAX_INFLATED_BYTES)
        .map_err(|_| LinkError::Truncated)?;
    let unreadable = |e: serde_json::Error| LinkError::Unreadable { detail: e.to_string() };
    let linked = if version == "v1" {
        // Version 1 held the game enum's JSON, `{"Lcg": state}`, of schema 1.
        let mut old: serde_json::Map<String, Value> = serde_json::from_slice(&json).map_err(unreadable)?;
        let state = old.remove("Lcg").ok_or(LinkError::Game(RestoreError::UnknownGame))?;
        Linked { game: "lcg".to_string(), schema: 1, state }
    } else {
        serde_json::from_slice(&json).map_err(unreadable)?
    };
    let game = game_id(&linked.game).ok_or(LinkError::Game(RestoreError::UnknownGame))?;
    Game::restore(game, linked.schema, linked.state).map_err(LinkError::Game)
}
