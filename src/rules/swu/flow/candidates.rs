//! `legal_actions`: every action the acting seat may take now, each with every choice inside.
//! Candidates are generated broadly — near misses included (an enemy or piloted Vehicle, an
//! exhausted attacker, a defender in the other arena, an unaffordable play) — and kept only if
//! [`check`] accepts them.

use crate::engine::{CardId, Seat};
use crate::rules::swu::abilities::effects::{self, attack_ability, own_action};
use crate::rules::swu::attack::{arena_of, defender_candidates};
use crate::rules::swu::cost::{payment_for, play_ability, play_cost, ready_resources, How};
use crate::rules::swu::flow::check::check;
use crate::rules::swu::flow::resolve::leaving;
use crate::rules::swu::forms::form;
use crate::rules::swu::intent;
use crate::rules::swu::model::ability::{Ability, Form, Instruction, Replacement};
use crate::rules::swu::model::action::{Action, Payment};
use crate::rules::swu::model::def::CardType;
use crate::rules::swu::model::state::{Prompt, State, SEATS};
use crate::rules::swu::unique;
use crate::rules::swu::upgrade::vehicles_without_pilot;

/// The legal actions: the candidates `check` accepts. They are generated without the near misses
/// `check` would refuse anyway (an exhausted attacker, a defender in the other arena, a host that
/// is not a friendly Vehicle, an ability whose card is exhausted, a play that cannot be paid), so
/// the list is the same and cheaper to make; the property tests hold the two to agreeing.
pub fn legal_actions(state: &State) -> Vec<Action> {
    let mut actions = generate(state, Breadth::Plausible);
    actions.retain(|a| check(state, a).is_ok());
    actions
}

/// Every action worth checking now, near misses included: the legal ones are those `check`
/// accepts.
pub fn candidates(state: &State) -> Vec<Action> {
    generate(state, Breadth::NearMisses)
}

/// How broadly to generate actions.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Breadth {
    /// Only actions that may pass `check` (for `legal_actions`).
    Plausible,
    /// Near misses too (for the property tests' probes).
    NearMisses,
}

fn generate(state: &State, breadth: Breadth) -> Vec<Action> {
    if state.outcome.is_some() {
        return Vec::new();
    }
    if let Some(prompt) = &state.prompt {
        return answers(state, prompt);
    }
    let seat = state.acting();
    let mut out = vec![Action::Pass, Action::TakeInitiative];
    plays(state, seat, breadth, &mut out);
    attacks(state, seat, breadth, &mut out);
    abilities(state, seat, breadth, &mut out);
    deploys(state, seat, breadth, &mut out);
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
        Prompt::Optional { .. } => out.push(Action::Accept),
        Prompt::Divide { .. } => out.extend(state.units().map(|card| Action::Choose { card })),
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
/// `check` refuses), or `None` when only plausible actions are wanted.
fn pay(state: &State, seat: Seat, cost: u8, breadth: Breadth) -> Option<Payment> {
    match payment_for(state, seat, cost) {
        Some(payment) => Some(payment),
        None if breadth == Breadth::NearMisses => {
            Some(Payment::try_of(&ready_resources(state, seat)).unwrap_or_default())
        }
        None => None,
    }
}

/// Whether `card` is exhausted (an attacker, or the card an ability exhausts): a near miss only.
fn spent(state: &State, card: CardId, breadth: Breadth) -> bool {
    breadth == Breadth::Plausible && state.card(card).exhausted
}

/// Plays from hand: as a unit, with each Piloting on each Vehicle in play, an upgrade on each
/// unit; on their own, and by each ability of `seat`'s that plays a card.
fn plays(state: &State, seat: Seat, breadth: Breadth, out: &mut Vec<Action>) {
    let vehicles: Vec<CardId> = state
        .units()
        .filter(|&u| state.def(u).is_vehicle())
        .filter(|&u| breadth == Breadth::NearMisses || state.card(u).controller == seat)
        .collect();
    let units: Vec<CardId> = state.units().collect();
    let mut sources: Vec<(Option<CardId>, Option<Instruction>)> = vec![(None, None)];
    let leader = state.player(seat).leader;
    let own = std::iter::once(leader).chain(state.units_of(seat));
    for source in own {
        if let Some((instruction, _, cost)) = play_ability(state, source) {
            if !(cost.exhaust && spent(state, source, breadth)) {
                sources.push((Some(source), Some(instruction)));
            }
        }
    }
    for &card in &state.player(seat).hand {
        let def = state.def(card);
        for &(via, instruction) in &sources {
            let allows = |how| breadth == Breadth::NearMisses || instruction.is_none_or(|i| intent::allows(i, how));
            let extra = via.and_then(|v| play_ability(state, v)).map_or(0, |(_, _, c)| c.resources);
            let cost = |how| play_cost(state, seat, card, how, via).unwrap_or(0).saturating_add(extra);
            match def.card_type {
                CardType::Unit => {
                    if allows(How::Unit) {
                        if let Some(payment) = pay(state, seat, cost(How::Unit), breadth) {
                            out.push(Action::PlayUnit { card, via, payment });
                        }
                    }
                    for n in 0..def.piloting.len() as u8 {
                        if !allows(How::Pilot(n)) {
                            continue;
                        }
                        let Some(payment) = pay(state, seat, cost(How::Pilot(n)), breadth) else { continue };
                        for &host in &vehicles {
                            out.push(Action::PlayPilot { card, host, piloting: n, via, payment });
                        }
                    }
                }
                CardType::Upgrade if via.is_none() => {
                    if let Some(payment) = pay(state, seat, cost(How::Upgrade), breadth) {
                        out.extend(units.iter().map(|&host| Action::PlayUpgrade { card, host, payment }));
                    }
                }
                _ => {}
            }
        }
    }
}

/// Attacks: each of `seat`'s units on each enemy unit and the enemy base; and by an ability that
/// makes an attack.
fn attacks(state: &State, seat: Seat, breadth: Breadth, out: &mut Vec<Action>) {
    let leader = state.player(seat).leader;
    let via = attack_ability(state, leader).and_then(|a| match a {
        Ability::Action { cost, .. } if !(cost.exhaust && spent(state, leader, breadth)) => {
            pay(state, seat, cost.resources, breadth).map(|p| (leader, p))
        }
        _ => None,
    });
    for attacker in state.units_of(seat) {
        if spent(state, attacker, breadth) {
            continue;
        }
        let arena = arena_of(state, attacker);
        for defender in defender_candidates(state, attacker) {
            if breadth == Breadth::Plausible && state.in_play(defender) && arena_of(state, defender) != arena {
                continue;
            }
            out.push(Action::Attack { attacker, defender, via: None, payment: Payment::default() });
            if let Some((source, payment)) = via {
                out.push(Action::Attack { attacker, defender, via: Some(source), payment });
            }
        }
    }
}

/// Action abilities that stand on their own (a leader's "create a TIE Fighter token", "deal 1
/// damage to a unit"): with each target they could take.
fn abilities(state: &State, seat: Seat, breadth: Breadth, out: &mut Vec<Action>) {
    let leader = state.player(seat).leader;
    let cards = std::iter::once(leader).chain(state.units_of(seat));
    for card in cards.collect::<Vec<_>>() {
        let Some((_, Ability::Action { cost, then })) = own_action(state, card) else { continue };
        if cost.exhaust && spent(state, card, breadth) {
            continue;
        }
        let Some(payment) = pay(state, seat, cost.resources, breadth) else { continue };
        if effects::needs_target(then) {
            for target in state.units() {
                out.push(Action::UseAbility { card, target: Some(target), payment });
            }
        } else {
            out.push(Action::UseAbility { card, target: None, payment });
        }
    }
}

/// The leader's Epic Action: as a unit, and as a Pilot on each Vehicle (while it is on its leader
/// side).
fn deploys(state: &State, seat: Seat, breadth: Breadth, out: &mut Vec<Action>) {
    let leader = state.player(seat).leader;
    if form(state, leader) != Some(Form::Leader) {
        return;
    }
    let affordable = state.player(seat).resources.len() >= usize::from(state.def(leader).cost);
    if breadth == Breadth::Plausible && (state.player(seat).deployed || !affordable) {
        return;
    }
    out.push(Action::Deploy { leader });
    if state.def(leader).can_deploy_as_pilot {
        let hosts = state.units().filter(|&u| state.def(u).is_vehicle());
        for host in hosts.filter(|&u| breadth == Breadth::NearMisses || state.card(u).controller == seat) {
            out.push(Action::DeployAsPilot { leader, host });
        }
    }
}
