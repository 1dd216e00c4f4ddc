//! The save: the table as local storage keeps it (the autosave) and as a file (the export), the
//! same text. This build writes version 4, the binary form (`save::binary`): `hangar-save.4.`
//! and base64url(deflate(bytes)), the bytes being, after the header (`HG`, `S`, the version),
//!
//! | field   | bytes                                                                          |
//! |---------|--------------------------------------------------------------------------------|
//! | game    | text: the ruleset's name (`lcg`)                                               |
//! | schema  | varint: that game's schema for its states (each game migrates its own)         |
//! | seating | `0` open, `1` hot seat, `2` the computer: seat (byte), seed (varint), level    |
//! | state   | the current position in full: its JSON (run)                                   |
//! | start   | `0` a new match: seed (varint); `1` a scenario: key (text); `2` a position     |
//! |         | held in full: its JSON (run); `3` the current position (no moves before it)    |
//! | moves   | count, then each move's index among the legal actions (varint)                 |
//! | log     | count, then each message: key, count of arguments, each name and value         |
//!
//! The fields through `state` are a link's (`save::link`). A text and a run are a varint length
//! and the bytes; a count is a varint. Loading replays the moves from the start and checks that
//! they reach `state`; if they no longer do (a later build whose rules changed), or there are
//! more than `MAX_MOVES`, the game still loads, without its history. The log is typed
//! ([`Message`]s), so a save reads in the reader's language.
//!
//! The JSON saves of versions 1 to 3 are read too (`save::json_saves`).

use super::binary::{self, Kind, Unpack};
use super::bytes::{Damage, Reader, Writer};
use super::json_saves::decode_json;
use super::timeline::{Start, Timeline};
use crate::engine::{Arg, GameId, Message, Say, Seating};
use crate::rules::{game_id, Game, RestoreError};

/// The name in every save's envelope (the JSON field `format` of versions 1–3, the text prefix
/// `hangar-save.` of version 4).
pub const SAVE_FORMAT: &str = "hangar-save";
/// The save version this build writes. Older versions are lifted on load.
pub const SAVE_VERSION: u32 = binary::BINARY_VERSION;
/// Larger input is refused before it is read.
const MAX_SAVE_BYTES: usize = 8 * 1024 * 1024;
/// A version 4 save whose bytes inflate to more than this is refused (a whole match is about
/// a hundred KB).
const MAX_INFLATED_BYTES: usize = 4 * 1024 * 1024;
/// A save with more moves than this keeps its game without its history (a whole match is a few
/// hundred; replaying millions would hang the page).
const MAX_MOVES: usize = 20_000;
/// Deflating: the autosave is written after every change, so not the slowest.
const DEFLATE_LEVEL: u8 = 6;

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
    /// A version 4 save with characters that base64url never has.
    Garbled,
    /// A version 4 save whose bytes do not read as one (cut short, or corrupt).
    Damaged(Damage),
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
            LoadError::Garbled => Message::new("save-error-garbled"),
            LoadError::Damaged(damage) => Message::new("save-error-damaged").with("problem", damage.say()),
        }
    }
}

/// The text of the save (version 4).
pub fn encode_save(saved: &Saved) -> String {
    let stored = saved.game.store();
    let timeline = &saved.timeline;
    let mut w = Writer::default();
    binary::write_header(&mut w, Kind::Save);
    binary::write_game(&mut w, stored.game, stored.schema);
    binary::write_seating(&mut w, saved.seating);
    binary::write_position(&mut w, &stored.state);
    match &timeline.start {
        Start::Match { seed } => {
            w.byte(0);
            w.varint(*seed);
        }
        Start::Scenario { key } => {
            w.byte(1);
            w.text(key);
        }
        Start::Position if timeline.is_empty() && *timeline.first() == saved.game => w.byte(3),
        Start::Position => {
            w.byte(2);
            binary::write_position(&mut w, &timeline.first().store().state);
        }
        Start::Decks { decks, seed } => {
            w.byte(4);
            w.text(&decks[0]);
            w.text(&decks[1]);
            w.varint(*seed);
        }
    }
    w.count(timeline.len());
    for step in timeline.moves() {
        w.varint(u64::from(step.index));
    }
    binary::write_log(&mut w, &saved.log);
    binary::pack(&format!("{SAVE_FORMAT}.{SAVE_VERSION}."), &w.finish(), DEFLATE_LEVEL)
}

/// Reads a save written by this or an earlier version of Hangar.
///
/// # Errors
/// A [`LoadError`] saying what is wrong; never a panic, whatever the input.
pub fn decode_save(text: &str) -> Result<Saved, LoadError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(LoadError::Empty);
    }
    if text.len() > MAX_SAVE_BYTES {
        return Err(LoadError::TooLarge { bytes: text.len() });
    }
    match text.strip_prefix(SAVE_FORMAT).and_then(|rest| rest.strip_prefix('.')) {
        Some(rest) => decode_binary(rest),
        None => decode_json(text),
    }
}

/// The name of the game a save holds ("lcg"), read from its head without restoring anything:
/// the page's table holds one game's engine, and hands a save of another game to that game's
/// table. `None` for text that is no save.
pub fn game_of_save(text: &str) -> Option<String> {
    let text = text.trim();
    if text.len() > MAX_SAVE_BYTES {
        return None;
    }
    match text.strip_prefix(SAVE_FORMAT).and_then(|rest| rest.strip_prefix('.')) {
        Some(rest) => {
            let packed = rest.strip_prefix(&format!("{SAVE_VERSION}."))?;
            let bytes = binary::unpack(packed, MAX_INFLATED_BYTES).ok()?;
            let mut r = Reader::new(&bytes);
            binary::read_header(&mut r, Kind::Save).ok()?;
            binary::read_game(&mut r).ok().map(|(game, _)| game.to_string())
        }
        None => super::json_saves::game_of_json(text),
    }
}

/// A version 4 save, after its `hangar-save.`: its version, a dot and its bytes.
fn decode_binary(text: &str) -> Result<Saved, LoadError> {
    let (version, packed) = text.split_once('.').ok_or(LoadError::Damaged(Damage::Header))?;
    match version.parse::<u32>() {
        Ok(SAVE_VERSION) => {}
        Ok(found) if found > SAVE_VERSION => {
            return Err(LoadError::FromNewerVersion { found, supported: SAVE_VERSION });
        }
        _ => return Err(LoadError::Damaged(Damage::Header)),
    }
    let bytes = binary::unpack(packed, MAX_INFLATED_BYTES).map_err(|e| match e {
        Unpack::Garbled => LoadError::Garbled,
        Unpack::Cut => LoadError::Damaged(Damage::Truncated),
        Unpack::TooLarge { bytes } => LoadError::TooLarge { bytes },
    })?;
    let body = read_body(&mut Reader::new(&bytes)).map_err(LoadError::Damaged)?;
    if !body.seating.is_sound() {
        return Err(LoadError::Inconsistent(Message::new("save-problem-seat")));
    }
    let game = game_id(body.game).ok_or(LoadError::Game(RestoreError::UnknownGame))?;
    let current = binary::restore(game, body.schema, body.state).map_err(LoadError::Game)?;
    let (start, first) = match body.first {
        First::Dealt => dealt(body.start, game, body.schema, &current),
        First::Current => (body.start, Some(current.clone())),
        First::Held(json) => (body.start, binary::restore(game, body.schema, json).ok()),
    };
    let timeline = with_history(start, first, &body.moves, &current);
    Ok(Saved { game: current, log: body.log, timeline, seating: body.seating })
}

/// Where the first position of a version 4 save is.
enum First<'a> {
    /// Dealt again by the start (a new match, a scenario).
    Dealt,
    /// It is the current position.
    Current,
    /// Held in full, as this JSON.
    Held(&'a str),
}

/// The fields of a version 4 save, as read.
struct Body<'a> {
    game: &'a str,
    schema: u32,
    seating: Seating,
    start: Start,
    first: First<'a>,
    moves: Vec<u16>,
    log: Vec<Message>,
    state: &'a str,
}

fn read_body<'a>(r: &mut Reader<'a>) -> Result<Body<'a>, Damage> {
    binary::read_header(r, Kind::Save)?;
    let (game, schema) = binary::read_game(r)?;
    let seating = binary::read_seating(r)?;
    let state = binary::read_position(r)?;
    let (start, first) = match r.byte()? {
        0 => (Start::Match { seed: r.varint()? }, First::Dealt),
        1 => (Start::Scenario { key: r.text()?.to_string() }, First::Dealt),
        2 => (Start::Position, First::Held(binary::read_position(r)?)),
        3 => (Start::Position, First::Current),
        4 => {
            let decks = [r.text()?.to_string(), r.text()?.to_string()];
            (Start::Decks { decks, seed: r.varint()? }, First::Dealt)
        }
        _ => return Err(Damage::UnknownTag),
    };
    let moves = (0..r.count()?).map(|_| r.number::<u16>()).collect::<Result<Vec<_>, _>>()?;
    let log = binary::read_log(r)?;
    r.end()?;
    Ok(Body { game, schema, seating, start, first, moves, log, state })
}

/// The start of a save and its first position, dealt again. A new match saved with states of an
/// earlier schema than `current`'s is dealt as that schema's builds dealt it
/// ([`crate::rules::new_match_of_schema`]); when that deal is not today's, the position is from
/// then on held in full (a [`Start::Position`]), so that saving it again keeps its history.
pub(super) fn dealt(start: Start, game: GameId, schema: u32, current: &Game) -> (Start, Option<Game>) {
    let first = start.deal(game);
    match start {
        Start::Match { seed } if schema < current.store().schema => {
            let earlier = crate::rules::new_match_of_schema(game, seed, schema);
            if earlier == first {
                (start, first)
            } else {
                (Start::Position, earlier)
            }
        }
        start => (start, first),
    }
}

/// The timeline of a save: the `moves` from `first` (the start's position), if they lead to
/// `current`; if they no longer do (a later build whose rules changed), or there is no first
/// position, or far too many moves, the game is kept without its history.
pub(super) fn with_history(start: Start, first: Option<Game>, moves: &[u16], current: &Game) -> Timeline {
    first
        .filter(|_| moves.len() <= MAX_MOVES)
        .and_then(|first| Timeline::replay(start, first, moves))
        .filter(|(_, reached)| reached == current)
        .map_or_else(|| Timeline::new(Start::Position, current.clone()), |(timeline, _)| timeline)
}
