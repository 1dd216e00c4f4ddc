//! Saved LCG states from earlier builds: each schema version lifts to the next, one step at a
//! time, on the JSON before it is read (DESIGN.md: "each game migrates its own").
//!
//! - Schema 1: the states of the builds up to the ruleset seam and the seam itself.
//! - Schema 2: a prompt is `{ chooser, kind }`; triggered abilities are offered by one prompt
//!   kind, `Triggered` (it replaces `Interrupt`, `InterruptLeaving`, `Reaction`, `Ability` and
//!   `Redirect`), with the step it may replace waiting in `pending`; a put-into-play search names
//!   its piles; the completed mission's offer and Rogue Squadron X-Wing's clean are ordinary
//!   steps (a trigger fired, an ability resolved).

use crate::cards::lcg::catalog;
use crate::engine::{Arg, Message};
use crate::rules::lcg::model::ability::{Ability, Instead, Outcome, When};
use serde_json::{json, Map, Value};

/// The schema this build writes.
pub(crate) const SCHEMA: u32 = 2;

/// Lifts a state of schema `from` to [`SCHEMA`].
///
/// # Errors
/// A schema this build does not know, or a state of a known schema that is not the shape that
/// schema wrote.
pub(crate) fn migrate(from: u32, state: Value) -> Result<Value, Message> {
    match from {
        1 => migrate(2, schema_1_to_2(state)?),
        SCHEMA => Ok(state),
        _ => Err(Message::new("save-unknown-schema").number("found", from).number("supported", SCHEMA)),
    }
}

/// Schema 1 to 2: the prompt, and the steps that no longer exist.
fn schema_1_to_2(mut state: Value) -> Result<Value, Message> {
    let cards = card_numbers(&state)?;
    let Some(fields) = state.as_object_mut() else { return Err(unreadable("a state is a JSON object")) };
    let mut pending: Vec<Value> = match fields.remove("pending") {
        Some(Value::Array(steps)) => steps,
        None | Some(Value::Null) => Vec::new(),
        Some(_) => return Err(unreadable("pending is a list of steps")),
    };
    for step in &mut pending {
        *step = step_1_to_2(step.take(), &cards)?;
    }
    if let Some(prompt) = fields.get_mut("prompt").filter(|p| !p.is_null()) {
        let (lifted, next) = prompt_1_to_2(prompt.take(), &cards)?;
        *prompt = lifted;
        pending.extend(next);
    }
    fields.insert("pending".to_string(), Value::Array(pending));
    Ok(state)
}

/// Each card's printed number, by id.
fn card_numbers(state: &Value) -> Result<Vec<String>, Message> {
    let cards = state.get("cards").and_then(Value::as_array).ok_or_else(|| unreadable("a state lists its cards"))?;
    cards
        .iter()
        .map(|c| {
            c.get("def")
                .and_then(Value::as_str)
                .map(String::from)
                .ok_or_else(|| unreadable("a card names its definition"))
        })
        .collect()
}

/// The position among card `id`'s printed abilities of the first one `wanted` accepts.
fn ability_of(cards: &[String], id: &Value, wanted: impl Fn(&Ability) -> bool) -> Result<Value, Message> {
    let def = id
        .as_u64()
        .and_then(|i| cards.get(usize::try_from(i).ok()?))
        .and_then(|number| catalog().by_key(number))
        .ok_or_else(|| unreadable("a prompt names a card of the game"))?;
    let index =
        catalog().get(def).abilities.iter().position(wanted).ok_or_else(|| unreadable("the card has the ability"))?;
    Ok(json!(index))
}

/// `{ "Kind": { chooser, ..fields } }` becomes `{ chooser, kind: { "Kind": { ..fields } } }` (or
/// `{ chooser, kind: "Kind" }` for a kind with no other field), with the triggered kinds made
/// one; and the step a replacement may change, when the prompt stood in for it.
fn prompt_1_to_2(prompt: Value, cards: &[String]) -> Result<(Value, Option<Value>), Message> {
    let Value::Object(outer) = prompt else { return Err(unreadable("a prompt is a JSON object")) };
    let Some((kind, Value::Object(mut fields))) = outer.into_iter().next() else {
        return Err(unreadable("a prompt names its kind"));
    };
    let chooser = fields.remove("chooser").ok_or_else(|| unreadable("a prompt names its chooser"))?;
    let field = |name: &str| fields.get(name).cloned().unwrap_or(Value::Null);
    let triggered = |card: Value, ability: Value, context: Value| json!({ "Triggered": { "card": card, "ability": ability, "context": context } });
    let leave = |card: Value, to: Value| json!({ "LeavePlay": { "card": card, "to": to, "offered": true } });
    let (kind, next) = match kind.as_str() {
        // Hobbie: "When this card leaves play, return it to your hand instead."
        "Interrupt" => {
            let ability = ability_of(cards, &field("card"), |a| replaces(a, &Instead::ToHand))?;
            (triggered(field("card"), ability, field("card")), Some(leave(field("card"), field("to"))))
        }
        // The Empire's Elite, for the piloted unit leaving play.
        "InterruptLeaving" => {
            let ability = ability_of(cards, &field("source"), |a| replaces(a, &Instead::ToHandWithPilots))?;
            (triggered(field("source"), ability, field("card")), Some(leave(field("card"), field("to"))))
        }
        // A completed mission's Reaction.
        "Reaction" => {
            let ability = ability_of(cards, &field("card"), |a| a.when() == Some(&When::ThisMissionCompleted))?;
            (triggered(field("card"), ability, field("card")), None)
        }
        "Ability" => (triggered(field("card"), field("ability"), field("context")), None),
        // Koiogran Turn, for the unit targeted; the ability waits for its target to stand.
        "Redirect" => {
            let ability = ability_of(cards, &field("by"), |a| replaces(a, &Instead::AnotherTarget))?;
            let stands = json!({ "TargetStands": {
                "card": field("card"), "ability": field("ability"), "context": field("context"), "target": field("target")
            } });
            (triggered(field("by"), ability, field("target")), Some(stands))
        }
        "PutIntoPlay" => {
            fields.insert("search".to_string(), search_1_to_2(field("search"))?);
            (Value::Object(Map::from_iter([(kind, fields.into())])), None)
        }
        _ if fields.is_empty() => (Value::String(kind), None),
        _ => (Value::Object(Map::from_iter([(kind, fields.into())])), None),
    };
    Ok((json!({ "chooser": chooser, "kind": kind }), next))
}

fn replaces(ability: &Ability, instead: &Instead) -> bool {
    matches!(ability, Ability::Replacement(r) if r.instead == *instead)
}

/// Stay on Target's and Prepared Ambush's searches name their piles and what they take.
fn search_1_to_2(search: Value) -> Result<Value, Message> {
    if search == json!("PilotFromHandOrDiscard") {
        return Ok(json!({ "Piles": {
            "from": ["hand", "discard"], "take": { "traits": ["Pilot"] }, "as_enhancement": true
        } }));
    }
    if let Some(traits) = search.get("UnitFromDeckOrDiscard").and_then(|s| s.get("traits")) {
        return Ok(json!({ "Piles": {
            "from": ["deck", "discard"], "take": { "card_type": "Unit", "traits": traits }, "as_enhancement": false
        } }));
    }
    if search.get("Revealed").is_some() {
        return Ok(search);
    }
    Err(unreadable("a put-into-play search is one schema 1 knew"))
}

/// The completed mission's offer becomes its trigger fired; Rogue Squadron X-Wing's clean, its
/// Action resolving.
fn step_1_to_2(step: Value, cards: &[String]) -> Result<Value, Message> {
    if let Some(card) = step.get("OfferCompletedReaction").and_then(|s| s.get("card")) {
        return Ok(json!({ "Fire": { "trigger": { "MissionCompleted": { "mission": card } } } }));
    }
    if let Some(card) = step.get("Clean").and_then(|s| s.get("card")) {
        let cleans = |a: &Ability| matches!(a, Ability::Action(act) if matches!(act.then, Outcome::Clean { .. }));
        let ability = ability_of(cards, card, cleans)?;
        return Ok(json!({ "ResolveAbility": { "card": card, "ability": ability, "context": null, "target": null } }));
    }
    Ok(step)
}

fn unreadable(detail: &str) -> Message {
    Message::new("save-unreadable-state").with("detail", Arg::Printed(detail.to_string()))
}
