//! Resolving a composed ability (an Action, a Reaction, an Interrupt or a fate effect): its
//! target asked for when it needs one, the Interrupts to its targeting offered (Koiogran Turn),
//! then its outcome carried out.

use crate::engine::CardId;
use crate::rules::lcg::abilities::outcome;
use crate::rules::lcg::flow::resolve::schedule;
use crate::rules::lcg::flow::triggers;
use crate::rules::lcg::model::ability::Outcome;
use crate::rules::lcg::model::event::Event;
use crate::rules::lcg::model::state::{Ask, Prompt, State, Step, Trigger};
use crate::rules::lcg::pilot;

/// The outcome of `card`'s `ability`-th ability.
fn outcome_of(state: &State, card: CardId, ability: u8) -> Option<&'static Outcome> {
    pilot::ability_at(state, card, ability)?.outcome()
}

/// Step::ResolveAbility: carries out the outcome of `card`'s `ability`-th ability, asking its
/// controller for a target first if it needs one. A chosen target is "targeted": the Interrupts
/// to that are offered before the ability resolves ([`target_stands`]).
pub(crate) fn resolve_ability(
    state: &mut State,
    card: CardId,
    ability: u8,
    context: Option<CardId>,
    target: Option<CardId>,
    events: &mut Vec<Event>,
) {
    let Some(then) = outcome_of(state, card, ability) else { return };
    let side = triggers::controller_of(state, card);
    if outcome::choice(then).is_some() {
        match target {
            None => {
                if outcome::has_effect(state, side, card, then, context) {
                    state.picked.clear();
                    let chooser = outcome::chooser(then, side);
                    state.prompt = Some(Prompt::new(chooser, Ask::Target { card, ability, context }));
                }
                return;
            }
            Some(t) if !outcome::choices(state, side, card, then).contains(&t) => return,
            Some(t) if then.target().is_some() => {
                let targeted = Trigger::Targeted { card: t, source: card };
                schedule(
                    state,
                    [Step::Fire { trigger: targeted }, Step::TargetStands { card, ability, context, target: t }],
                );
                return;
            }
            Some(_) => {}
        }
    }
    finish_ability(state, card, ability, context, target, events);
}

/// Step::TargetStands: the Interrupts to the targeting of `target` have been offered. If one
/// sent the ability elsewhere ("your opponent must choose a different eligible target
/// instead"), its controller chooses again; otherwise it resolves on `target`.
pub(crate) fn target_stands(
    state: &mut State,
    card: CardId,
    ability: u8,
    context: Option<CardId>,
    target: CardId,
    events: &mut Vec<Event>,
) {
    if state.redirected.contains(&target) {
        if !target_answers(state, card, ability).is_empty() {
            let side = triggers::controller_of(state, card);
            state.prompt = Some(Prompt::new(side, Ask::Target { card, ability, context }));
        }
        return;
    }
    finish_ability(state, card, ability, context, Some(target), events);
}

/// Carries out the ability once its target stands.
fn finish_ability(
    state: &mut State,
    card: CardId,
    ability: u8,
    context: Option<CardId>,
    target: Option<CardId>,
    events: &mut Vec<Event>,
) {
    let Some(then) = outcome_of(state, card, ability) else { return };
    let side = triggers::controller_of(state, card);
    state.redirected.clear();
    outcome::resolve(state, side, card, then, context, target, events);
    state.picked.extend(target);
    if outcome::wants_another(state, side, card, then) {
        let chooser = outcome::chooser(then, side);
        state.prompt = Some(Prompt::new(chooser, Ask::Target { card, ability, context }));
    } else {
        // The choices of an "up to N" end with the ability.
        state.picked.clear();
    }
}

/// The ability (card, position) whose target `target` is about to stand, its step pending.
pub(crate) fn targeted_by(state: &State, target: CardId) -> Option<(CardId, u8)> {
    state.pending.iter().rev().find_map(|s| match s {
        Step::TargetStands { card, ability, target: t, .. } if *t == target => Some((*card, *ability)),
        _ => None,
    })
}

/// Ghost: "cancel that effect": the ability about to resolve on `target` does not (its cost
/// stays paid, an event stays played).
pub(crate) fn cancel_targeting(state: &mut State, target: CardId, events: &mut Vec<Event>) {
    let Some(at) =
        state.pending.iter().rposition(|s| matches!(s, Step::TargetStands { target: t, .. } if *t == target))
    else {
        return;
    };
    if let Step::TargetStands { card, .. } = state.pending.remove(at) {
        events.push(Event::EffectCancelled { card });
    }
}

/// Is what `event` does still to resolve (its ability's steps pending)?
pub(crate) fn event_pending(state: &State, event: CardId) -> bool {
    state.pending.iter().any(|s| of_event(s, event))
}

/// A step of `event`'s effect: its cost's choices, its resolution, its target standing.
fn of_event(step: &Step, event: CardId) -> bool {
    matches!(step, Step::ResolveAbility { card, .. } | Step::AskCost { card, .. } | Step::TargetStands { card, .. }
        if *card == event)
}

/// Sensor Array: "cancel that event's effects": nothing of `event`'s effect that waits happens.
pub(crate) fn cancel_event(state: &mut State, event: CardId, events: &mut Vec<Event>) {
    if event_pending(state, event) {
        state.pending.retain(|s| !of_event(s, event));
        events.push(Event::EffectCancelled { card: event });
    }
}

/// The answers a target prompt accepts: the ability's targets, or the cards its opponent may
/// choose ("have your opponent deal 1 damage to a unit he controls"), seen from the ability's
/// controller; not a target an Interrupt sent the ability away from.
pub(crate) fn target_answers(state: &State, card: CardId, ability: u8) -> Vec<CardId> {
    let Some(then) = outcome_of(state, card, ability) else { return Vec::new() };
    let mut answers = outcome::choices(state, triggers::controller_of(state, card), card, then);
    answers.retain(|c| !state.redirected.contains(c));
    answers
}

/// Secret Objective's "you may choose", Death from Above's "up to 2": may the prompt be declined?
pub(crate) fn target_may_decline(state: &State, card: CardId, ability: u8) -> bool {
    outcome_of(state, card, ability).is_some_and(|then| outcome::may_decline(state, card, then))
}

/// Is `card`'s `ability`-th ability's pick a target ("a target …"), rather than a card chosen
/// without targeting?
pub(crate) fn asks_a_target(state: &State, card: CardId, ability: u8) -> bool {
    outcome_of(state, card, ability).is_none_or(|then| then.target().is_some())
}
