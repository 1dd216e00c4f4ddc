//! Saved LCG states from earlier builds: each schema version lifts to the next, one step at a
//! time, on the JSON before it is read (DESIGN.md: "each game migrates its own").
//!
//! - Schema 1: the states of the builds up to the ruleset seam.
//! - Schema 2: a prompt is `{ chooser, kind }`.

use crate::engine::{Arg, Message};
use serde_json::{Map, Value};

/// The schema this build writes.
pub const SCHEMA: u32 = 2;

/// Lifts a state of schema `from` to [`SCHEMA`].
///
/// # Errors
/// A schema this build does not know, or a state of a known schema that is not the shape that
/// schema wrote.
pub fn migrate(from: u32, state: Value) -> Result<Value, Message> {
    match from {
        1 => migrate(2, schema_1_to_2(state)?),
        SCHEMA => Ok(state),
        _ => Err(Message::new("save-unknown-schema").number("found", from).number("supported", SCHEMA)),
    }
}

/// Schema 1 to 2: the prompt's chooser moves out of its kind.
fn schema_1_to_2(mut state: Value) -> Result<Value, Message> {
    let Some(fields) = state.as_object_mut() else { return Err(unreadable("a state is a JSON object")) };
    if let Some(prompt) = fields.get_mut("prompt").filter(|p| !p.is_null()) {
        *prompt = prompt_1_to_2(prompt.take())?;
    }
    Ok(state)
}

/// `{ "Kind": { chooser, ..fields } }` becomes `{ chooser, kind: { "Kind": { ..fields } } }`, or
/// `{ chooser, kind: "Kind" }` for a kind with no other field.
fn prompt_1_to_2(prompt: Value) -> Result<Value, Message> {
    let Value::Object(outer) = prompt else { return Err(unreadable("a prompt is a JSON object")) };
    let Some((kind, Value::Object(mut fields))) = outer.into_iter().next() else {
        return Err(unreadable("a prompt names its kind"));
    };
    let chooser = fields.remove("chooser").ok_or_else(|| unreadable("a prompt names its chooser"))?;
    let kind =
        if fields.is_empty() { Value::String(kind) } else { Value::Object(Map::from_iter([(kind, fields.into())])) };
    Ok(Value::Object(Map::from_iter([("chooser".to_string(), chooser), ("kind".to_string(), kind)])))
}

fn unreadable(detail: &str) -> Message {
    Message::new("save-unreadable-state").with("detail", Arg::Printed(detail.to_string()))
}
