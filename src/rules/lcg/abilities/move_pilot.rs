//! Moving a Pilot enhancement between vehicles. Training Procedures: "Action: Spend 1 resource to
//! move a friendly Pilot enhancement to another eligible Vehicle unit you control." Wedge
//! Antilles (Pilot enhancement): "Action: Focus this enhancement to move it to another eligible
//! target unit" (the pilot is the card with the Action; the unit is a target). A moved pilot
//! stays a Pilot enhancement; its new host must be eligible under Pilot (X), and the Piloting
//! Limit applies on arrival.

use crate::engine::Table;
use crate::engine::{CardId, Rejected, Rule};
use crate::rules::lcg::abilities::ability_cost;
use crate::rules::lcg::abilities::action;
use crate::rules::lcg::abilities::enhance;
use crate::rules::lcg::flow::conflict;
use crate::rules::lcg::flow::resolve::schedule;
use crate::rules::lcg::flow::triggers;
use crate::rules::lcg::mission;
use crate::rules::lcg::model::ability::{Act, Outcome};
use crate::rules::lcg::model::action::Initiative;
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::event::Event;
use crate::rules::lcg::model::reason::Reason;
use crate::rules::lcg::model::state::{Attachment, Role};
use crate::rules::lcg::model::state::{State, Step, Trigger};
use crate::rules::lcg::pilot;
use crate::rules::lcg::sections::{card_text, LcgRule};
use crate::rules::lcg::stats;
use crate::rules::lcg::targeting;

/// `card`'s Action that moves a pilot, with its position among the card's abilities.
fn move_ability(state: &State, card: CardId) -> Option<(u8, &'static Act)> {
    if !action::may_act(state, card) {
        return None;
    }
    pilot::abilities(state, card)
        .enumerate()
        .find_map(|(i, a)| a.as_action().filter(|act| moves_a_pilot(&act.then)).map(|act| (i as u8, act)))
}

/// Does the Action move a pilot (any friendly one, or only the card with it), or attach a Pilot
/// unit?
fn moves_a_pilot(then: &Outcome) -> bool {
    matches!(then, Outcome::MovePilot | Outcome::MoveThisPilot | Outcome::AttachPilotUnit)
}

/// That Bucket o' Bolts: the card moved is a Pilot unit in play, which becomes a Pilot
/// enhancement.
fn attaches_a_unit(act: &Act) -> bool {
    act.then == Outcome::AttachPilotUnit
}

/// May `pilot` be moved by `act` for `side`: a friendly Pilot enhancement, or (That Bucket o'
/// Bolts) a Pilot (X) unit `side` controls?
fn movable(state: &State, side: Side, act: &Act, pilot: CardId) -> bool {
    state.card(pilot).controller == side
        && if attaches_a_unit(act) {
            targeting::is_unit_in_play(state, pilot) && state.def(pilot).pilot.is_some()
        } else {
            pilot::is_pilot_enhancement(state, pilot)
        }
}

/// Wedge Antilles: only the card with the Action moves, and onto a unit it may target.
fn only_itself(act: &Act) -> bool {
    act.then == Outcome::MoveThisPilot
}

/// Is moving `pilot` onto `host` with `source`'s Action legal for `side`?
pub(crate) fn check(
    state: &State,
    side: Side,
    source: CardId,
    pilot: CardId,
    host: CardId,
) -> Result<(), Rejected<Reason>> {
    let reject = |reason, rule: Rule| Err(Rejected::new(reason, rule));
    if !state.in_play(source) || state.card(source).controller != side {
        return reject(Reason::NotAnAbility, LcgRule::CardAbilities.rule());
    }
    let Some((ability, act)) = move_ability(state, source) else {
        return reject(Reason::NotAnAbility, LcgRule::CardAbilities.rule());
    };
    let text = card_text(&state.def(source).name);
    if act.once_per_turn && triggers::limit_used(state, source, ability) {
        return reject(Reason::LimitReached, text);
    }
    if !ability_cost::can_pay(state, side, source, &act.cost) {
        return reject(Reason::AbilityCostUnpaid, LcgRule::CardAbilities.rule());
    }
    let from = state.card(pilot).attached;
    if !movable(state, side, act, pilot) {
        return reject(Reason::NotATarget, text);
    }
    if only_itself(act) && pilot != source {
        return reject(Reason::NotATarget, text);
    }
    if from.map(|a| a.host) == Some(host) {
        return reject(Reason::NothingToDo, text);
    }
    if only_itself(act) && !targeting::can_target(state, side, host) {
        return reject(Reason::Untargetable, text);
    }
    pilot::check_pilot_host(state, side, pilot, host)
}

/// Every move `side` may make now.
pub(crate) fn candidates(state: &State, side: Side, out: &mut impl Extend<Initiative>) {
    // Most cards have no Action at all: those are passed over before their abilities are read.
    let sources: Vec<CardId> = stats::controlled_in_play(state, side)
        .filter(|&c| action::may_act(state, c) && move_ability(state, c).is_some())
        .collect();
    if sources.is_empty() {
        return;
    }
    let units: Vec<CardId> = stats::controlled_in_play(state, side)
        .filter(|&c| pilot::is_pilot_enhancement(state, c) || targeting::is_unit_in_play(state, c))
        .collect();
    let hosts: Vec<CardId> =
        stats::controlled_in_play(state, side).filter(|&c| pilot::is_vehicle_unit(state, c)).collect();
    for &source in &sources {
        let Some((_, act)) = move_ability(state, source) else { continue };
        let only = only_itself(act);
        for &pilot in units.iter().filter(|&&p| (!only || p == source) && movable(state, side, act, p)) {
            out.extend(hosts.iter().map(|&host| Initiative::MovePilot { source, pilot, host }));
        }
    }
}

/// The pilot moves: the Action's cost is paid and its limit counted; the Piloting Limit applies
/// on arrival.
pub(crate) fn perform(state: &mut State, source: CardId, pilot: CardId, host: CardId, events: &mut Vec<Event>) {
    let Some((ability, act)) = move_ability(state, source) else { return };
    let side = state.card(source).controller;
    events.push(Event::AbilityUsed { card: source });
    ability_cost::pay(state, side, source, &act.cost, None, events);
    if act.once_per_turn {
        state.limits_used.push((source, ability));
    }
    if attaches_a_unit(act) {
        // A participating unit that becomes an enhancement no longer participates.
        conflict::leave_engagement(state, pilot, events);
        // An enhancement enhances a unit ("Enhance a Character or Droid unit"); on a card that is
        // no longer one it is discarded, before the card attaches (no enhancement is ever on
        // another; docs/rules-notes.md).
        let enhancements: Vec<CardId> = state.attachments_of(pilot).collect();
        for enhancement in enhancements {
            crate::rules::lcg::flow::resolve::leave_play(state, enhancement, mission::leaves_play_to(), true, events);
        }
    }
    state.attach(pilot, Some(Attachment { host, role: Role::Pilot }));
    events.push(Event::Attached { card: pilot, host, role: Role::Pilot });
    schedule(state, [Step::CheckPilotLimit { host }]);
    // Red Two: "After a Pilot enhancement is attached to this unit".
    let moved = Trigger::PilotMoved { pilot };
    if triggers::heard(state, moved) {
        triggers::fire(state, moved);
    }
}

/// Reassignment: "Move an enhancement on a unit to another eligible unit controlled by the same
/// player." The units `enhancement` (attached to a unit) may move to: every other unit its
/// host's controller controls where it could be attached now, a Pilot enhancement by Pilot (X),
/// another by its "Enhance …" line.
pub(crate) fn enhancement_hosts(state: &State, enhancement: CardId) -> Vec<CardId> {
    let Some(from) = state.card(enhancement).attached.map(|a| a.host) else { return Vec::new() };
    if !targeting::is_unit_in_play(state, from) {
        return Vec::new();
    }
    let side = state.card(from).controller;
    let pilot = pilot::is_pilot_enhancement(state, enhancement);
    let owner_side = state.card(enhancement).controller;
    stats::controlled_in_play(state, side)
        .filter(|&u| u != from && u != enhancement && targeting::is_unit_in_play(state, u))
        .filter(|&u| {
            if pilot {
                pilot::check_pilot_host(state, owner_side, enhancement, u).is_ok()
            } else {
                enhance::check_host(state, owner_side, enhancement, u).is_ok()
            }
        })
        .collect()
}

/// `enhancement` moves onto `host`, keeping its role and tokens; a pilot meets the Piloting
/// Limit there.
pub(crate) fn move_enhancement(state: &mut State, enhancement: CardId, host: CardId, events: &mut Vec<Event>) {
    let Some(role) = state.card(enhancement).attached.map(|a| a.role) else { return };
    state.attach(enhancement, Some(Attachment { host, role }));
    events.push(Event::Attached { card: enhancement, host, role });
    if role == Role::Pilot {
        schedule(state, [Step::CheckPilotLimit { host }]);
        let moved = Trigger::PilotMoved { pilot: enhancement };
        if triggers::heard(state, moved) {
            triggers::fire(state, moved);
        }
    }
}
