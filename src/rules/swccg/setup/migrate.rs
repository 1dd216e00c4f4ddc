//! Saved Star Wars CCG states from earlier builds: each schema version lifts to the next, one
//! step at a time, on the JSON before it is read. Schema 1 is the first.
//!
//! Schema 2 (issue #32) has schema 1's shape: it marks the deal. A save of a new match holds its
//! seed, and deals its first position again to replay its moves; schema 1's builds dealt 40-card
//! decks with two starting locations each (`setup/first_deal.rs`), schema 2's 60-card decks with
//! one.
//!
//! Schema 3 (issue #32) adds `returns_wait` ([V5]): a move phase whose only actions left are
//! returns waits for its player. A state of schema 1 or 2 is read without it (false), so a game
//! saved then keeps skipping such a phase and its moves replay as they were made.
//!
//! Schema 4 adds `control_interrupts`: interrupts are played in the control phase too, and a
//! control phase where one is playable waits for its player. A state of schemas 1 to 3 is read
//! without it (false), so its control phases stay closed to interrupts and its moves replay. It
//! adds `conversions` likewise: a location deployed on the opponent's of the same title converts
//! it; a state of schemas 1 to 3 refuses that deploy as before.

use crate::engine::Message;
use serde_json::Value;

/// The schema this build writes.
pub(crate) const SCHEMA: u32 = 4;

/// Lifts a state of schema `from` to [`SCHEMA`].
///
/// # Errors
/// A schema this build does not know.
pub(crate) fn migrate(from: u32, state: Value) -> Result<Value, Message> {
    match from {
        1..=3 | SCHEMA => Ok(state),
        _ => Err(Message::new("save-unknown-schema").number("found", from).number("supported", SCHEMA)),
    }
}
