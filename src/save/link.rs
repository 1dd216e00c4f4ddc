//! Share links: the current position as a compact URL-safe string,
//! `v1.` + base64url(deflate(JSON of the game)).

use crate::rules::Game;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use std::fmt;

pub const LINK_VERSION: &str = "v1";
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
    Unreadable { detail: String },
    Inconsistent { detail: String },
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::Empty => f.write_str("the link holds no position"),
            LinkError::TooLong => f.write_str("the link is too long to be a Hangar position"),
            LinkError::UnknownVersion => f.write_str("the link is not from this version of Hangar"),
            LinkError::Garbled => f.write_str("the link is garbled (it has characters a Hangar link never has)"),
            LinkError::Truncated => f.write_str("the link is cut short or damaged"),
            LinkError::Unreadable { detail } => write!(f, "the link's position cannot be read ({detail})"),
            LinkError::Inconsistent { detail } => write!(f, "the link's position is inconsistent ({detail})"),
        }
    }
}

impl std::error::Error for LinkError {}

pub fn encode_link(game: &Game) -> String {
    let json = serde_json::to_vec(game).unwrap_or_default();
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
    if version != LINK_VERSION {
        return Err(LinkError::UnknownVersion);
    }
    let packed = URL_SAFE_NO_PAD.decode(payload).map_err(|e| match e {
        base64::DecodeError::InvalidByte(..) => LinkError::Garbled,
        // A wrong length or last symbol is what cutting a link short produces.
        _ => LinkError::Truncated,
    })?;
    let json = miniz_oxide::inflate::decompress_to_vec_with_limit(&packed, MAX_INFLATED_BYTES)
        .map_err(|_| LinkError::Truncated)?;
    let game: Game = serde_json::from_slice(&json).map_err(|e| LinkError::Unreadable { detail: e.to_string() })?;
    if let Some(problem) = game.problems().into_iter().next() {
        return Err(LinkError::Inconsistent { detail: problem });
    }
    Ok(game)
}
