//! Moving a Pilot enhancement between vehicles. Training Procedures: "Action: Spend 1 resource to
//! move a friendly Pilot enhancement to another eligible Vehicle unit you control." A moved pilot
//! stays a Pilot enhancement; its new host must be eligible under Pilot (X), and the Piloting
//! Limit applies on arrival.

use crate::engine::Table;
use crate::engine::{CardId, Rejected, Rule};
use crate::rules::lcg::abilities::action;
use crate::rules::lcg::abilities::outcome;
use crate::rules::lcg::flow::resolve::schedule;
use crate::rules::lcg::flow::triggers;
use crate::rules::lcg::model::ability::{Act, Outcome};
use crate::rules::lcg::model::action::Initiative;
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::event::Event;
use crate::rules::lcg::model::reason::Reason;
use crate::rules::lcg::model::state::{Attachment, Role};
use crate::rules::lcg::model::state::{State, Step};
use crate::rules::lcg::pilot;
use crate::rules::lcg::sections::{card_text, LcgRule};
use crate::rules::lcg::stats;

/// `card`'s Action that moves a pilot, with its position among the card's abilities.
fn move_ability(state: &State, card: CardId) -> Option<(u8, &'static Act)> {
    if !action::may_act(state, card) {
        return None;
    }
    pilot::abilities(state, card)
        .enumerate()
        .find_map(|(i, a)| a.as_action().filter(|act| act.then == Outcome::MovePilot).map(|act| (i as u8, act)))
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
    if !outcome::can_pay(state, side, source, &act.cost) {
        return reject(Reason::AbilityCostUnpaid, LcgRule::CardAbilities.rule());
    }
    let from = state.card(pilot).attached;
    if !pilot::is_pilot_enhancement(state, pilot) || state.card(pilot).controller != side {
        return reject(Reason::NotATarget, text);
    }
    if from.map(|a| a.host) == Some(host) {
        return reject(Reason::NothingToDo, text);
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
    let pilots: Vec<CardId> =
        stats::controlled_in_play(state, side).filter(|&c| pilot::is_pilot_enhancement(state, c)).collect();
    let hosts: Vec<CardId> =
        stats::controlled_in_play(state, side).filter(|&c| pilot::is_vehicle_unit(state, c)).collect();
    for &source in &sources {
        for &pilot in &pilots {
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
    outcome::pay(state, side, source, &act.cost, None, events);
    if act.once_per_turn {
        state.limits_used.push((source, ability));
    }
    state.attach(pilot, Some(Attachment { host, role: Role::Pilot }));
    events.push(Event::Attached { card: pilot, host, role: Role::Pilot });
    schedule(state, [Step::CheckPilotLimit { host }]);
}
