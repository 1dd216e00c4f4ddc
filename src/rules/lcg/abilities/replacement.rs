//! Replacement abilities ("… instead"): what they replace is about to happen, waiting as a step
//! of the flow, and using one changes that step. Hobbie: "Interrupt: When this card leaves play,
//! return it to your hand instead." The Empire's Elite: "… return it and the attached Pilot
//! enhancement to your hand." Koiogran Turn: "… your opponent must choose a different eligible
//! target instead, if able." Red Five: "… it may assign its [Blast Damage] to a target
//! participating enemy unit instead of the engaged objective" (an option of the blast damage's
//! own choice: [`blast_targets`]).

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::lcg::abilities::outcome;
use crate::rules::lcg::abilities::sacrifice;
use crate::rules::lcg::flow::resolve::schedule;
use crate::rules::lcg::flow::triggers;
use crate::rules::lcg::mission;
use crate::rules::lcg::model::ability::{Ability, Instead};
use crate::rules::lcg::model::event::Event;
use crate::rules::lcg::model::state::{Destination, State, Step};
use crate::rules::lcg::pilot;
use crate::rules::lcg::targeting;

/// Would `instead` change what it replaces now? `context` is the card the trigger is about (the
/// card leaving play; the unit targeted).
pub(crate) fn changes(state: &State, instead: &Instead, context: Option<CardId>) -> bool {
    let Some(card) = context else { return false };
    match instead {
        Instead::ToHand | Instead::ToHandWithPilots => {
            leaving_to(state, card).is_some_and(|to| mission::destination(state, card, to) != Destination::OwnersHand)
        }
        Instead::AnotherTarget => {
            let Some((source, ability)) = targeting_of(state, card) else { return false };
            let Some(then) = pilot::ability_at(state, source, ability).and_then(Ability::outcome) else { return false };
            let side = triggers::controller_of(state, source);
            outcome::choices(state, side, source, then).into_iter().any(|c| c != card && !state.redirected.contains(&c))
        }
        Instead::BlastTo(_) | Instead::UnitDamageAsDefenderTo(_) => false,
        Instead::SacrificeThisAndRepair => about_to_be_removed(state, card).is_some(),
    }
}

/// The replacement of `source` happens: the step it replaces changes.
pub(crate) fn replace(
    state: &mut State,
    source: CardId,
    instead: &Instead,
    context: Option<CardId>,
    events: &mut Vec<Event>,
) {
    let Some(card) = context else { return };
    match instead {
        Instead::ToHand | Instead::ToHandWithPilots => {
            if let Some(Step::LeavePlay { to, .. }) = leaving_step(state, card) {
                *to = Destination::OwnersHand;
            }
            if *instead == Instead::ToHandWithPilots {
                let pilots: Vec<CardId> = pilot::pilots_of(state, card).collect();
                let to = Destination::OwnersHand;
                schedule(state, pilots.into_iter().map(|p| Step::LeavePlay { card: p, to, offered: true }));
            }
        }
        Instead::AnotherTarget => state.redirected.push(card),
        Instead::BlastTo(_) | Instead::UnitDamageAsDefenderTo(_) => {}
        // Phantom: the destruction or capture waiting does not happen.
        Instead::SacrificeThisAndRepair => {
            if let Some(at) = about_to_be_removed(state, card) {
                state.pending.remove(at);
                state.card_mut(card).damage = 0;
                events.push(Event::DamageRemoved { card });
                sacrifice::sacrifice(state, source, events);
            }
        }
    }
}

/// The pending step by which `card` is about to be destroyed or captured, its Interrupts
/// offered.
fn about_to_be_removed(state: &State, card: CardId) -> Option<usize> {
    state.pending.iter().rposition(
        |s| matches!(s, Step::DestroyOffered { card: c } | Step::CaptureOffered { card: c, .. } if *c == card),
    )
}

/// `card`, about to leave play, goes to `to` instead (Infiltration Specialist).
pub(crate) fn leave_for(state: &mut State, card: CardId, to: Destination) {
    if let Some(Step::LeavePlay { to: going, .. }) = leaving_step(state, card) {
        *going = to;
    }
}

/// The step by which `card` is about to leave play, the next one first.
fn leaving_step(state: &mut State, card: CardId) -> Option<&mut Step> {
    state.pending.iter_mut().rev().find(|s| matches!(s, Step::LeavePlay { card: c, .. } if *c == card))
}

/// Where `card` is about to go as it leaves play.
fn leaving_to(state: &State, card: CardId) -> Option<Destination> {
    state.pending.iter().rev().find_map(|s| match s {
        Step::LeavePlay { card: c, to, .. } if *c == card => Some(*to),
        _ => None,
    })
}

/// The ability (card, position) whose target `target` is about to stand.
fn targeting_of(state: &State, target: CardId) -> Option<(CardId, u8)> {
    state.pending.iter().rev().find_map(|s| match s {
        Step::TargetStands { card, ability, target: t, .. } if *t == target => Some((*card, *ability)),
        _ => None,
    })
}

/// Luke Skywalker: the units `striker`, defending, may assign its unit damage to instead of a
/// participating enemy unit: for each of its replacements "assign the damage to <filter>
/// instead", the targets the filter accepts.
pub(crate) fn unit_damage_targets(state: &State, striker: CardId) -> Vec<CardId> {
    let side = state.card(striker).controller;
    let defending = state.engagement.as_ref().is_some_and(|e| e.defenders.contains(&striker));
    let mut targets: Vec<CardId> = Vec::new();
    for ability in pilot::abilities(state, striker).filter(|_| defending) {
        let Ability::Replacement(replacement) = ability else { continue };
        let Instead::UnitDamageAsDefenderTo(filter) = &replacement.instead else { continue };
        for card in state.cards_in_play().filter(|&c| targeting::accepts(state, side, filter, c)) {
            if !targets.contains(&card) {
                targets.push(card);
            }
        }
    }
    targets
}

/// The cards `striker`'s blast damage may go to instead of the engaged objective: for each of
/// its replacements "assign its [Blast Damage] to <filter> instead", the targets the filter
/// accepts.
pub(crate) fn blast_targets(state: &State, striker: CardId) -> Vec<CardId> {
    let side = state.card(striker).controller;
    let mut targets: Vec<CardId> = Vec::new();
    for ability in pilot::abilities(state, striker) {
        let Ability::Replacement(replacement) = ability else { continue };
        let Instead::BlastTo(filter) = &replacement.instead else { continue };
        for card in state.cards_in_play().filter(|&c| targeting::accepts(state, side, filter, c)) {
            if !targets.contains(&card) {
                targets.push(card);
            }
        }
    }
    targets
}
