//! Share links: the current position and who plays it, as a compact URL-safe string,
//! `v3.` + base64url(deflate(JSON of `{ game, schema, state, seating }`)). Links of version 2
//! (`{ game, schema, state }`) and version 1 (the LCG's game alone, before the ruleset seam)
//! still open, as open tables.
//!
//! A link carries only what the sharer's seat may see: against the computer, the position is
//! one guess at the cards the player cannot see (`Game::determinized`: the computer's hand and
//! every deck redealt from the cards unseen, the game's RNG reseeded), so neither the link nor
//! the page it opens holds the computer's real hand. A hot-seat or open table is shared whole:
//! everyone at it may see every card, in turn.

use super::file::Saved;
use crate::engine::{Arg, Message, Say, Seating};
use crate::rules::{game_id, Game, RestoreError};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use serde::{Deserialize, Serialize};
use serde_json::Value;

pub const LINK_VERSION: &str = "v3";
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

/// What a link holds (version 2 had no seating).
#[derive(Serialize, Deserialize)]
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
    let linked = Linked { game: stored.game.to_string(), schema: stored.schema, state: stored.state, seating };
    let json = serde_json::to_vec(&linked).unwrap_or_default();
    let packed = miniz_oxide::deflate::compress_to_vec(&json, 9);
    format!("{LINK_VERSION}.{}", URL_SAFE_NO_PAD.encode(packed))
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
    if ![LINK_VERSION, "v2", "v1"].contains(&version) {
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
        Linked { game: "lcg".to_string(), schema: 1, state, seating: Seating::Open }
    } else {
        serde_json::from_slice(&json).map_err(unreadable)?
    };
    if !linked.seating.is_sound() {
        return Err(LinkError::Game(RestoreError::Unsound(Message::new("save-problem-seat"))));
    }
    let game = game_id(&linked.game).ok_or(LinkError::Game(RestoreError::UnknownGame))?;
    let game = Game::restore(game, linked.schema, linked.state).map_err(LinkError::Game)?;
    Ok(Saved::fresh(game, linked.seating))
}
