//! Moving a Pilot enhancement between vehicles. Training Procedures: "Action: Spend 1 resource to
//! move a friendly Pilot enhancement to another eligible Vehicle unit you control." A moved pilot
//! stays a Pilot enhancement; its new host must be eligible under Pilot (X), and the Piloting
//! Limit applies on arrival.

use crate::engine::{Attachment, CardId, Rejected, Role, Rule};
use crate::rules::lcg::abilities::outcome;
use crate::rules::lcg::flow::resolve::schedule;
use crate::rules::lcg::flow::triggers;
use crate::rules::lcg::model::action::{Action, Initiative};
use crate::rules::lcg::model::def::{Effect, Side};
use crate::rules::lcg::model::event::Event;
use crate::rules::lcg::model::reason::Reason;
use crate::rules::lcg::model::state::{State, Step};
use crate::rules::lcg::pilot;
use crate::rules::lcg::sections::LcgRule;
use crate::rules::lcg::stats;

fn move_ability(state: &State, card: CardId) -> Option<&'static Effect> {
    triggers::abilities(state, card).find(|e| matches!(e, Effect::MovePilot { .. }))
}

/// Is moving `pilot` onto `host` with `source`'s Action legal for `side`?
pub fn check(state: &State, side: Side, source: CardId, pilot: CardId, host: CardId) -> Result<(), Rejected<Reason>> {
    let reject = |reason, rule| Err(Rejected::new(reason, Rule::from(rule)));
    if !state.in_play(source) || state.card(source).controller != side {
        return reject(Reason::NotAnAbility, LcgRule::TurnSequence);
    }
    let Some(Effect::MovePilot { cost }) = move_ability(state, source) else {
        return reject(Reason::NotAnAbility, LcgRule::TurnSequence);
    };
    if !outcome::can_pay(state, side, source, cost) {
        return reject(Reason::AbilityCostUnpaid, LcgRule::Resources);
    }
    let from = state.card(pilot).attached;
    if !pilot::is_pilot_enhancement(state, pilot) || state.card(pilot).controller != side {
        return reject(Reason::NotATarget, LcgRule::PilotX);
    }
    if from.map(|a| a.host) == Some(host) {
        return reject(Reason::NothingToDo, LcgRule::PilotX);
    }
    pilot::check_pilot_host(state, side, pilot, host)
}

/// Every move `side` may make now.
pub fn candidates(state: &State, side: Side, out: &mut Vec<Action>) {
    let sources: Vec<CardId> =
        stats::controlled_in_play(state, side).filter(|&c| move_ability(state, c).is_some()).collect();
    if sources.is_empty() {
        return;
    }
    let pilots: Vec<CardId> =
        stats::controlled_in_play(state, side).filter(|&c| pilot::is_pilot_enhancement(state, c)).collect();
    let hosts: Vec<CardId> =
        stats::controlled_in_play(state, side).filter(|&c| pilot::is_vehicle_unit(state, c)).collect();
    for &source in &sources {
        for &pilot in &pilots {
            out.extend(hosts.iter().map(|&host| Action::Initiative(Initiative::MovePilot { source, pilot, host })));
        }
    }
}

pub fn perform(state: &mut State, source: CardId, pilot: CardId, host: CardId, events: &mut Vec<Event>) {
    let Some(Effect::MovePilot { cost }) = move_ability(state, source) else { return };
    let side = state.card(source).controller;
    events.push(Event::AbilityUsed { card: source });
    outcome::pay(state, side, source, cost, events);
    state.card_mut(pilot).attached = Some(Attachment { host, role: Role::Pilot });
    events.push(Event::Attached { card: pilot, host, role: Role::Pilot });
    schedule(state, [Step::CheckPilotLimit { host }]);
}
