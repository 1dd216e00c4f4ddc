//! `candidates`: the actions worth probing in the property tests, generated broadly — near
//! misses included (an enemy or piloted Vehicle, an exhausted attacker, a defender in the other
//! arena, an unaffordable play, another phase's action) — for [`check`] to sort out. The legal
//! ones, in this order, are exactly `legal_actions` (`flow::legal`), which builds them legal by
//! construction; the property tests hold the two to agreeing.
//!
//! [`check`]: crate::rules::swu::flow::check::check

use crate::engine::Table;
use crate::engine::{CardId, Seat};
use crate::rules::swu::abilities::actions::{attack_ability, own_action};
use crate::rules::swu::abilities::effects;
use crate::rules::swu::attack::defender_candidates;
use crate::rules::swu::cost::{payment_for, play_ability, play_cost, ready_resources, resources_to_pay, How};
use crate::rules::swu::flow::resolve::leaving;
use crate::rules::swu::forms::form;
use crate::rules::swu::model::ability::{Ability, Form, Replacement};
use crate::rules::swu::model::action::{Action, Payment};
use crate::rules::swu::model::def::CardType;
use crate::rules::swu::model::state::{Prompt, State, SEATS};
use crate::rules::swu::unique;
use crate::rules::swu::upgrade::vehicles_without_pilot;

/// Every action worth checking now, near misses included: the legal ones are those `check`
/// accepts.
pub(crate) fn candidates(state: &State) -> Vec<Action> {
    if state.outcome.is_some() {
        return Vec::new();
    }
    if let Some(prompt) = &state.prompt {
        return answers(state, prompt);
    }
    let seat = state.acting();
    let mut out = vec![Action::Pass, Action::TakeInitiative];
    plays(state, seat, &mut out);
    // Units played from a discard pile for free (Stolen AT-Hauler): each listed, near misses too.
    for &card in &state.player(seat).free_from_discard {
        out.push(Action::PlayUnit { card, via: None, payment: Payment::default() });
    }
    attacks(state, seat, &mut out);
    abilities(state, seat, &mut out);
    deploys(state, seat, &mut out);
    out
}

fn answers(state: &State, prompt: &Prompt) -> Vec<Action> {
    let mut out = vec![Action::Pass];
    match prompt {
        Prompt::Initiative { .. } => {
            out.extend(SEATS.iter().map(|&seat| Action::ChooseInitiative { seat }));
        }
        Prompt::Mulligan { .. } => out.push(Action::Mulligan),
        Prompt::Resource { chooser, .. } => {
            out.extend(state.player(*chooser).hand.iter().map(|&card| Action::Resource { card }));
        }
        Prompt::Unique { card, .. } => {
            out.extend(unique::copies(state, *card).into_iter().map(|card| Action::Choose { card }));
        }
        Prompt::Target { chooser, effect, subject, .. } => {
            out.extend(
                effects::options(state, *chooser, effect, *subject).into_iter().map(|card| Action::Choose { card }),
            );
        }
        Prompt::Ambush { unit, .. } => {
            for defender in defender_candidates(state, *unit) {
                out.push(Action::Attack { attacker: *unit, defender, via: None, payment: Payment::default() });
            }
        }
        Prompt::Attack { chooser, .. } => {
            for attacker in state.units_of(*chooser).collect::<Vec<_>>() {
                for defender in defender_candidates(state, attacker) {
                    out.push(Action::Attack { attacker, defender, via: None, payment: Payment::default() });
                }
            }
        }
        Prompt::Optional { .. } | Prompt::May { .. } | Prompt::Again { .. } => out.push(Action::Accept),
        Prompt::Divide { .. } => out.extend(state.units().map(|card| Action::Choose { card })),
        // "… and any number of non-leader upgrades on it": an upgrade may be chosen too.
        Prompt::UpTo { .. } => out.extend(state.play.iter().map(|&card| Action::Choose { card })),
        Prompt::PlayFromDiscard { .. } | Prompt::PlayFromHand { .. } => {
            out.extend(crate::rules::swu::abilities::discard_play::answers(state, prompt))
        }
        Prompt::Name { options, .. } => out.extend(options.iter().map(|&value| Action::Name { value })),
        Prompt::Revealed { looked, .. } => out.extend(looked.iter().map(|&card| Action::Choose { card })),
        Prompt::Search { looked, .. } => {
            out.push(Action::Pass);
            out.extend(looked.iter().map(|&card| Action::Choose { card }));
        }
        Prompt::Indirect(_) => {
            let bases = SEATS.iter().map(|&s| state.player(s).base);
            out.extend(bases.chain(state.units()).map(|card| Action::Choose { card }));
        }
        Prompt::Instead { card, replacement, .. } => match replacement {
            Replacement::MoveToGround => out.push(Action::Accept),
            Replacement::AttachToFriendlyVehicle => {
                out.extend(
                    vehicles_without_pilot(state, *card, &leaving(state))
                        .into_iter()
                        .map(|card| Action::Choose { card }),
                );
            }
        },
    }
    out
}

/// The payment of `cost` if `seat` can pay it, else every ready resource (a near miss that
/// `check` refuses).
fn pay(state: &State, seat: Seat, cost: u8) -> Payment {
    payment_for(state, seat, cost).unwrap_or_else(|| Payment::try_of(&ready_resources(state, seat)).unwrap_or_default())
}

/// Plays from hand: as a unit, with each Piloting on each Vehicle in play, an upgrade on each
/// unit; on their own, and by each ability of `seat`'s that plays a card.
fn plays(state: &State, seat: Seat, out: &mut Vec<Action>) {
    let vehicles: Vec<CardId> = state.units().filter(|&u| state.def(u).is_vehicle()).collect();
    let units: Vec<CardId> = state.units().collect();
    let mut sources: Vec<Option<CardId>> = vec![None];
    let leader = state.player(seat).leader;
    let own = std::iter::once(leader).chain(state.units_of(seat));
    for source in own {
        if play_ability(state, source).is_some() {
            sources.push(Some(source));
        }
    }
    for &card in &state.player(seat).hand {
        let def = state.def(card);
        for &via in &sources {
            let extra =
                via.and_then(|v| play_ability(state, v)).map_or(0, |p| resources_to_pay(state, seat, p.cost.resources));
            let cost = |how| play_cost(state, seat, card, how, via).unwrap_or(0).saturating_add(extra);
            match def.card_type {
                CardType::Unit => {
                    let payment = pay(state, seat, cost(How::Unit));
                    out.push(Action::PlayUnit { card, via, payment });
                    for n in 0..def.piloting.len() as u8 {
                        let payment = pay(state, seat, cost(How::Pilot(n)));
                        for &host in &vehicles {
                            out.push(Action::PlayPilot { card, host, piloting: n, via, payment });
                        }
                    }
                }
                CardType::Upgrade => {
                    let payment = pay(state, seat, cost(How::Upgrade));
                    out.extend(units.iter().map(|&host| Action::PlayUpgrade { card, host, via, payment }));
                }
                CardType::Event => {
                    out.push(Action::PlayEvent { card, via, payment: pay(state, seat, cost(How::Event)) });
                }
                _ => {}
            }
        }
    }
}

/// Attacks: each of `seat`'s units on each enemy unit and the enemy base; and by an ability that
/// makes an attack.
fn attacks(state: &State, seat: Seat, out: &mut Vec<Action>) {
    let leader = state.player(seat).leader;
    let via = attack_ability(state, leader).and_then(|a| match a {
        Ability::Action { cost, .. } => Some((leader, pay(state, seat, resources_to_pay(state, seat, cost.resources)))),
        _ => None,
    });
    for attacker in state.units_of(seat) {
        for defender in defender_candidates(state, attacker) {
            out.push(Action::Attack { attacker, defender, via: None, payment: Payment::default() });
            if let Some((source, payment)) = via {
                out.push(Action::Attack { attacker, defender, via: Some(source), payment });
            }
        }
    }
}

/// Action abilities that stand on their own (a leader's "create a TIE Fighter token", "deal 1
/// damage to a unit"): with each target they could take.
fn abilities(state: &State, seat: Seat, out: &mut Vec<Action>) {
    let leader = state.player(seat).leader;
    let cards = std::iter::once(leader).chain(state.units_of(seat));
    for card in cards.collect::<Vec<_>>() {
        let Some((_, Ability::Action { cost, then })) = own_action(state, card) else { continue };
        let payment = pay(state, seat, resources_to_pay(state, seat, cost.resources));
        if effects::needs_target(then) {
            let bases = SEATS.iter().map(|&s| state.player(s).base);
            for target in state.units().chain(bases) {
                out.push(Action::UseAbility { card, target: Some(target), payment });
            }
        } else {
            out.push(Action::UseAbility { card, target: None, payment });
        }
    }
}

/// The leader's Epic Action: as a unit, and as a Pilot on each Vehicle (while it is on its leader
/// side).
fn deploys(state: &State, seat: Seat, out: &mut Vec<Action>) {
    let leader = state.player(seat).leader;
    if form(state, leader) != Some(Form::Leader) {
        return;
    }
    out.push(Action::Deploy { leader });
    if state.def(leader).can_deploy_as_pilot {
        for host in state.units().filter(|&u| state.def(u).is_vehicle()) {
            out.push(Action::DeployAsPilot { leader, host });
        }
    }
}
