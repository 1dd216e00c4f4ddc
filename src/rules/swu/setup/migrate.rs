//! Saved SWU states from earlier builds: each schema version lifts to the next, one step at a
//! time, on the JSON before it is read (DESIGN.md: "each game migrates its own").

use crate::engine::Message;
use serde_json::Value;

/// The schema this build writes.
pub(crate) const SCHEMA: u32 = 1;

/// Lifts a state of schema `from` to [`SCHEMA`].
///
/// # Errors
/// A schema this build does not know.
pub(crate) fn migrate(from: u32, state: Value) -> Result<Value, Message> {
    match from {
        SCHEMA => Ok(state),
        _ => Err(Message::new("save-unknown-schema").number("found", from).number("supported", SCHEMA)),
    }
}
