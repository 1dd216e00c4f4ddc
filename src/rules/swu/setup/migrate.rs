//! Saved SWU states from earlier builds: each schema version lifts to the next, one step at a
//! time, on the JSON before it is read (DESIGN.md: "each game migrates its own"). Schema 1 is the
//! first.
//!
//! Schema 2 (issue #31) keeps what "this phase" texts read: the cards each player played ("If
//! you played a First Order card this phase") and the units that attacked ("a unit that attacked
//! this phase"), `State::records_this_phase`. A state of schema 1 has schema 2's shape and is read
//! without the flag (false): it keeps neither, so a game saved then replays its moves as they
//! were made and reaches the position it saved.

use crate::engine::Message;
use serde_json::Value;

/// The schema this build writes.
pub(crate) const SCHEMA: u32 = 2;

/// Lifts a state of schema `from` to [`SCHEMA`].
///
/// # Errors
/// A schema this build does not know.
pub(crate) fn migrate(from: u32, state: Value) -> Result<Value, Message> {
    match from {
        1 | SCHEMA => Ok(state),
        _ => Err(Message::new("save-unknown-schema").number("found", from).number("supported", SCHEMA)),
    }
}
