//! The binary form of saves and share links (version 4), and what the two share: the text it
//! travels as, its header, and its fields for the seating, the log and a position.
//!
//! As text (local storage and URLs hold text): a prefix naming the form and its version, then
//! base64url (no padding) of the raw deflate of the bytes. The bytes begin with a header, the
//! magic `HG`, a kind (`S` a save, `L` a link) and the version as a varint, and then hold their
//! fields in a fixed order (`save::file` and `save::link` give it), each number a varint, each
//! text and run of bytes length-prefixed ([`super::bytes`]), with nothing after the last.
//!
//! A position is held as its game's JSON (what `Game::store` gives), as a length-prefixed run,
//! deflated with everything else: reading one goes through [`restore`], the same
//! `serde_json::Value` and `Game::restore` that the JSON saves of earlier versions go through,
//! so each game's state has one deserializer.

use super::bytes::{Damage, Reader, Writer};
use crate::engine::{Arg, Difficulty, GameId, Message, Seat, Seating};
use crate::rules::{Game, RestoreError};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use serde_json::Value;
use std::borrow::Cow;

/// The version of the binary form this build writes (of saves and links alike).
pub const BINARY_VERSION: u32 = 4;
const MAGIC: &[u8] = b"HG";
/// Messages nest (an argument that is a message, a list of them); no log line nests deeper
/// than a few levels, so more is damage (and would only deepen the reader's stack).
const MAX_DEPTH: usize = 12;
/// A whole match logs about a thousand lines; a log longer than this is damage.
const MAX_LOG_LINES: usize = 100_000;

/// What the bytes are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Save,
    Link,
}

impl Kind {
    fn tag(self) -> u8 {
        match self {
            Kind::Save => b'S',
            Kind::Link => b'L',
        }
    }
}

/// Why text does not unpack to bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unpack {
    /// Characters that base64url never has.
    Garbled,
    /// Cut short: a length base64url never has, or a deflate stream that stops before its end
    /// (or is not one).
    Cut,
    /// The bytes inflate past the limit.
    TooLarge { bytes: usize },
}

/// `prefix` and the bytes, deflated at `level` (0–10) and base64url-encoded.
pub fn pack(prefix: &str, bytes: &[u8], level: u8) -> String {
    format!("{prefix}{}", URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec(bytes, level)))
}

/// The bytes that `text` (after its prefix) packs, at most `limit` of them.
///
/// # Errors
/// What stops it being unpacked.
pub fn unpack(text: &str, limit: usize) -> Result<Vec<u8>, Unpack> {
    let deflated = URL_SAFE_NO_PAD.decode(text).map_err(|e| match e {
        base64::DecodeError::InvalidByte(..) => Unpack::Garbled,
        // A wrong length or last symbol is what cutting the text short produces.
        _ => Unpack::Cut,
    })?;
    miniz_oxide::inflate::decompress_to_vec_with_limit(&deflated, limit).map_err(|e| match e.status {
        miniz_oxide::inflate::TINFLStatus::HasMoreOutput => Unpack::TooLarge { bytes: e.output.len() },
        _ => Unpack::Cut,
    })
}

pub fn write_header(w: &mut Writer, kind: Kind) {
    w.raw(MAGIC);
    w.byte(kind.tag());
    w.varint(u64::from(BINARY_VERSION));
}

/// The header of bytes of `kind` in this version.
///
/// # Errors
/// [`Damage::Header`] for anything else ([`Damage::Truncated`] if it stops short).
pub fn read_header(r: &mut Reader, kind: Kind) -> Result<(), Damage> {
    r.expect(MAGIC)?;
    r.expect(&[kind.tag()])?;
    match r.number::<u32>()? {
        BINARY_VERSION => Ok(()),
        _ => Err(Damage::Header),
    }
}

/// The game as its name and its schema.
pub fn write_game(w: &mut Writer, game: GameId, schema: u32) {
    w.text(game.0);
    w.varint(u64::from(schema));
}

/// The game's name and its schema.
///
/// # Errors
/// The damage met on the way.
pub fn read_game<'a>(r: &mut Reader<'a>) -> Result<(&'a str, u32), Damage> {
    Ok((r.text()?, r.number()?))
}

/// Seating: `0` open, `1` hot seat, `2` against the computer, then the player's seat, the
/// computer's seed and its level (`0` easy, `1` normal, `2` hard).
pub fn write_seating(w: &mut Writer, seating: Seating) {
    match seating {
        Seating::Open => w.byte(0),
        Seating::HotSeat => w.byte(1),
        Seating::Computer { human, seed, level } => {
            w.byte(2);
            w.byte(human.0);
            w.varint(seed);
            w.byte(Difficulty::ALL.iter().position(|&l| l == level).unwrap_or(1) as u8);
        }
    }
}

/// # Errors
/// The damage met on the way.
pub fn read_seating(r: &mut Reader) -> Result<Seating, Damage> {
    match r.byte()? {
        0 => Ok(Seating::Open),
        1 => Ok(Seating::HotSeat),
        2 => {
            let human = Seat(r.byte()?);
            let seed = r.varint()?;
            let level = *Difficulty::ALL.get(usize::from(r.byte()?)).ok_or(Damage::UnknownTag)?;
            Ok(Seating::Computer { human, seed, level })
        }
        _ => Err(Damage::UnknownTag),
    }
}

/// A position: its game's JSON, as a run.
pub fn write_position(w: &mut Writer, state: &Value) {
    w.text(&serde_json::to_string(state).unwrap_or_default());
}

/// A position's JSON, to [`restore`].
///
/// # Errors
/// The damage met on the way.
pub fn read_position<'a>(r: &mut Reader<'a>) -> Result<&'a str, Damage> {
    r.text()
}

/// The game a position's JSON holds, of schema `schema`: the one way a position from outside
/// becomes a [`Game`] (migrated, then checked for soundness by `Game::restore`).
///
/// # Errors
/// Why it cannot be restored.
pub fn restore(game: GameId, schema: u32, json: &str) -> Result<Game, RestoreError> {
    let state: Value = serde_json::from_str(json).map_err(|e| RestoreError::Unreadable { detail: e.to_string() })?;
    Game::restore(game, schema, state)
}

/// The log: its count, then each message.
pub fn write_log(w: &mut Writer, log: &[Message]) {
    w.count(log.len());
    for message in log {
        write_message(w, message);
    }
}

/// # Errors
/// The damage met on the way.
pub fn read_log(r: &mut Reader) -> Result<Vec<Message>, Damage> {
    let lines = r.count()?;
    if lines > MAX_LOG_LINES {
        return Err(Damage::Overlong);
    }
    (0..lines).map(|_| read_message(r, 0)).collect()
}

/// A message: its key, the count of its arguments, then each as its name and its value.
fn write_message(w: &mut Writer, message: &Message) {
    w.text(&message.key);
    w.count(message.args.len());
    for (name, arg) in &message.args {
        w.text(name);
        write_arg(w, arg);
    }
}

/// An argument: a tag, `0` a card's title, `1` a number (zigzagged), `2` printed text, `3` a
/// message, `4` a list (its count, then each argument).
fn write_arg(w: &mut Writer, arg: &Arg) {
    match arg {
        Arg::Card(title) => {
            w.byte(0);
            w.text(title);
        }
        Arg::Number(n) => {
            w.byte(1);
            w.signed(*n);
        }
        Arg::Printed(text) => {
            w.byte(2);
            w.text(text);
        }
        Arg::Say(message) => {
            w.byte(3);
            write_message(w, message);
        }
        Arg::List(items) => {
            w.byte(4);
            w.count(items.len());
            for item in items {
                write_arg(w, item);
            }
        }
    }
}

fn read_message(r: &mut Reader, depth: usize) -> Result<Message, Damage> {
    if depth > MAX_DEPTH {
        return Err(Damage::TooDeep);
    }
    let key = Cow::Owned(r.text()?.to_string());
    let args = (0..r.count()?)
        .map(|_| Ok((Cow::Owned(r.text()?.to_string()), read_arg(r, depth)?)))
        .collect::<Result<Vec<_>, Damage>>()?;
    Ok(Message { key, args })
}

fn read_arg(r: &mut Reader, depth: usize) -> Result<Arg, Damage> {
    match r.byte()? {
        0 => Ok(Arg::Card(r.text()?.to_string())),
        1 => Ok(Arg::Number(r.signed()?)),
        2 => Ok(Arg::Printed(r.text()?.to_string())),
        3 => Ok(Arg::Say(Box::new(read_message(r, depth + 1)?))),
        4 => {
            if depth >= MAX_DEPTH {
                return Err(Damage::TooDeep);
            }
            (0..r.count()?).map(|_| read_arg(r, depth + 1)).collect::<Result<_, _>>().map(Arg::List)
        }
        _ => Err(Damage::UnknownTag),
    }
}
