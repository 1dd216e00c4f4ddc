//! The resolution loop: effects and phases are broken into [`Step`]s kept in the state, run one
//! at a time until one needs a choice (a [`Prompt`]) or none are left; after every step the
//! game's standing checks run (a base's damage reaching its HP ends the game; a unit whose damage
//! reaches its HP is defeated). A prompt's answer resumes the loop.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::swu::abilities::{again, effects, triggers};
use crate::rules::swu::attack;
use crate::rules::swu::damage::{self, fallen_bases, lethal};
use crate::rules::swu::flow::{opening, turn};
use crate::rules::swu::forms::abilities_on;
use crate::rules::swu::leaving::{remove_upgrade, to_destination};
use crate::rules::swu::model::ability::{Ability, Again, Form, Replacement};
use crate::rules::swu::model::event::Event;
use crate::rules::swu::model::state::{other, schedule, Cause, Outcome, Phase, Prompt, Restriction, State, Step};
use crate::rules::swu::unique;
use crate::rules::swu::upgrade;

/// Runs pending steps until a prompt is asked, the game ends, or nothing is left.
pub(crate) fn run(state: &mut State, events: &mut Vec<Event>) {
    settle(state, events);
    while state.prompt.is_none() && state.outcome.is_none() {
        let Some(step) = state.pending.pop() else { break };
        let quiet = quiet(state, &step);
        execute(state, step, events);
        if quiet {
            debug_assert!(settled(state), "a quiet step left the standing checks something to do");
        } else {
            settle(state, events);
        }
    }
}

/// Whether `step` leaves the standing checks nothing new to do: it deals no damage, changes no
/// HP and moves no card (it asks a question, passes the turn, readies, ends the attack, or
/// begins a unit's defeat, which its upgrades' defeats and its leaving play carry out as steps
/// of their own), and the checks ran after the step before it. Debug builds check each such step
/// ([`settled`]).
fn quiet(state: &State, step: &Step) -> bool {
    if let Step::Defeat { card, .. } = step {
        return state.card(*card).attached.is_none();
    }
    // The end of the action phase ends what was given "for this phase": HP given back may leave
    // a damaged unit with none.
    if matches!(step, Step::AfterAction { .. }) && state.lasting.iter().any(|l| l.hp > 0) {
        return false;
    }
    matches!(
        step,
        Step::AskMulligans
            | Step::AskResources { .. }
            | Step::BeginAction
            | Step::AfterAction { .. }
            | Step::ReadyAll
            | Step::CheckUnique { .. }
            | Step::Ambush { .. }
            | Step::EndAttack
            | Step::DamageTrigger { .. }
            | Step::Again { .. }
    )
}

/// Whether the standing checks ([`settle`]) have nothing to do: the game is over, or no base
/// has fallen and every unit whose damage has reached its HP is already on its way out.
fn settled(state: &State) -> bool {
    if state.outcome.is_some() {
        return true;
    }
    let leaving = leaving(state);
    fallen_bases(state).is_empty() && lethal(state).iter().all(|u| leaving.contains(u))
}

fn execute(state: &mut State, step: Step, events: &mut Vec<Event>) {
    match step {
        Step::AskMulligans => {
            let seats = [state.initiative, other(state.initiative)];
            opening::ask_mulligan(state, &seats, events);
        }
        Step::AskResources { seat, count, optional } => {
            if count > 0 && !state.player(seat).hand.is_empty() {
                state.prompt = Some(Prompt::Resource { chooser: seat, remaining: count, optional });
            }
        }
        Step::BeginAction => {
            let first = state.round == 1 && state.phase == Phase::Setup;
            turn::begin_action(state, events);
            if first {
                let steps = opening::first_action_phase(state);
                schedule(state, steps);
            }
        }
        Step::AfterAction { seat, turn } => turn::after_action(state, seat, turn, events),
        Step::RegroupDraw => turn::regroup_draw(state, events),
        Step::ReadyAll => turn::ready_all(state),
        Step::Resolve { source, effect, subject, controller } => {
            effects::resolve(state, source, &effect, subject, controller, events)
        }
        Step::CheckUnique { card } => {
            if unique::over_limit(state, card) {
                let chooser = state.card(card).controller;
                state.prompt = Some(Prompt::Unique { chooser, card });
            }
        }
        Step::Defeat { card, cause } => defeat(state, card, cause, events),
        Step::LeavePlay { card, cause } => leave_play(state, card, cause, events),
        Step::AttachInstead { card, host } => attach_instead(state, card, host, events),
        Step::Ambush { unit } => {
            if !crate::rules::swu::abilities::actions::ambush_targets(state, unit).is_empty() {
                let chooser = state.card(unit).controller;
                state.prompt = Some(Prompt::Ambush { chooser, unit });
            }
        }
        Step::CombatDamage => attack::combat_damage(state, events),
        Step::EndAttack => {
            if let Some(attack) = state.attack.take() {
                let steps = triggers::attack_completed(state, attack.attacker);
                schedule(state, steps);
            }
        }
        Step::Draw { seat, count } => turn::draw(state, seat, count, events),
        Step::Again { controller, uses, when } => again::offer(state, controller, uses, when),
        Step::DamageTrigger { seat } => {
            if let Some((source, effect)) = effects::damage_trigger(state, seat) {
                state.prompt = Some(Prompt::Optional { chooser: seat, source, effect: effect.clone() });
            }
        }
    }
}

/// The game's standing checks, after every step: "A player whose base damage reaches its HP
/// loses at once. If both bases do so simultaneously, the game is a draw"; a unit whose damage
/// reaches its HP is defeated (each once: one already on its way out is left alone).
pub(crate) fn settle(state: &mut State, events: &mut Vec<Event>) {
    if state.outcome.is_some() {
        return;
    }
    let fallen = fallen_bases(state);
    match fallen.as_slice() {
        [] => {}
        [seat] => {
            let winner = other(*seat);
            state.outcome = Some(Outcome::Won(winner));
            state.prompt = None;
            events.push(Event::Won { seat: winner });
            return;
        }
        _ => {
            state.outcome = Some(Outcome::Draw);
            state.prompt = None;
            events.push(Event::Draw);
            return;
        }
    }
    let leaving = leaving(state);
    let defeats: Vec<Step> = lethal(state)
        .into_iter()
        .filter(|u| !leaving.contains(u))
        .map(|card| Step::Defeat { card, cause: Cause::Damage })
        .collect();
    if !defeats.is_empty() {
        schedule(state, defeats);
    }
}

/// The cards already on their way out of play: a defeat pending, or its replacement being asked.
pub(crate) fn leaving(state: &State) -> Vec<CardId> {
    let mut out: Vec<CardId> = state
        .pending
        .iter()
        .filter_map(|s| match s {
            Step::Defeat { card, .. } | Step::LeavePlay { card, .. } | Step::AttachInstead { card, .. } => Some(*card),
            _ => None,
        })
        .collect();
    if let Some(Prompt::Instead { card, .. }) = &state.prompt {
        out.push(*card);
    }
    out
}

/// The replacement `card` has in its current form: "If this [unit | upgrade] would be defeated,
/// you may instead …"
fn replacement(state: &State, card: CardId) -> Option<Replacement> {
    let abilities = if state.card(card).attached.is_some() {
        state.def(card).abilities(Form::Upgrade)
    } else {
        crate::rules::swu::forms::own_abilities(state, card)
    };
    abilities.iter().find_map(|a| match a {
        Ability::Instead { of } => Some(*of),
        _ => None,
    })
}

/// `card` would be defeated. Its replacement is offered first; an upgrade otherwise leaves play;
/// a unit's upgrades are defeated with it, then it leaves play (base game: "its upgrades are
/// defeated with it").
pub(crate) fn defeat(state: &mut State, card: CardId, cause: Cause, events: &mut Vec<Event>) {
    if !state.in_play(card) {
        return;
    }
    let chooser = state.card(card).controller;
    match replacement(state, card) {
        Some(replacement @ Replacement::MoveToGround) => {
            state.prompt = Some(Prompt::Instead { chooser, card, replacement });
            return;
        }
        Some(replacement @ Replacement::AttachToFriendlyVehicle) => {
            let leaving = leaving(state);
            if !upgrade::vehicles_without_pilot(state, card, &leaving).is_empty() {
                state.prompt = Some(Prompt::Instead { chooser, card, replacement });
                return;
            }
        }
        None => {}
    }
    let _ = cause;
    defeat_now(state, card, cause, events);
}

/// The defeat, with no replacement: an upgrade leaves play at once; a unit's upgrades are
/// defeated first, then it leaves play.
pub(crate) fn defeat_now(state: &mut State, card: CardId, cause: Cause, events: &mut Vec<Event>) {
    if let Some(attachment) = state.card(card).attached {
        remove_upgrade(state, card, events);
        // "When this upgrade detaches from a unit:", about a unit that stays in play.
        if cause != Cause::HostLeft {
            let steps = triggers::detached(state, card, attachment.host);
            schedule(state, steps);
        }
        return;
    }
    let upgrades = upgrade::upgrades_to_defeat(state, card);
    // "When Defeated" abilities its upgrades give it (Grim Valor) are the unit's as it was when
    // defeated (last known information): taken now, before the upgrades go, resolved after it
    // has left play (after its own).
    let controller = state.card(card).controller;
    let given: Vec<Step> = upgrades
        .iter()
        .flat_map(|&u| state.def(u).abilities(Form::Upgrade).iter().map(move |a| (u, a)))
        .filter_map(|(source, a)| match a {
            Ability::WhenDefeated { then } => Some(again::use_when_defeated(source, then.clone(), controller)),
            _ => None,
        })
        .flatten()
        .collect();
    // "When a friendly unit is defeated: You may use all of its 'When Defeated' abilities again"
    // (Shadow Caster): all of them as it had them when defeated, offered once they have resolved.
    let all: Vec<(CardId, crate::rules::swu::model::ability::Effect)> = abilities_on(state, card)
        .filter_map(|(source, a)| match a {
            Ability::WhenDefeated { then } => Some((source, then.clone())),
            _ => None,
        })
        .collect();
    let mut steps: Vec<Step> = upgrades.into_iter().map(|u| Step::Defeat { card: u, cause: Cause::HostLeft }).collect();
    steps.push(Step::LeavePlay { card, cause });
    steps.extend(given);
    if !all.is_empty() {
        steps.push(Step::Again { controller, uses: all, when: Again::FriendlyDefeated });
    }
    schedule(state, steps);
}

/// A unit leaves play (its upgrades are gone by now; any that arrived since are defeated with
/// it). Its "When Defeated" abilities (as a unit: 3.5) then resolve.
fn leave_play(state: &mut State, card: CardId, _cause: Cause, events: &mut Vec<Event>) {
    if !state.in_play(card) || state.card(card).attached.is_some() {
        return;
    }
    for upgrade in upgrade::upgrades_to_defeat(state, card) {
        remove_upgrade(state, upgrade, events);
    }
    let controller = state.card(card).controller;
    let when_defeated: Vec<Step> = abilities_on(state, card)
        .filter_map(|(source, a)| match a {
            Ability::WhenDefeated { then } => Some(again::use_when_defeated(source, then.clone(), controller)),
            _ => None,
        })
        .flatten()
        .collect();
    if state.def(card).token.is_some() {
        damage::remove_token(state, card);
        events.push(Event::Defeated { card });
    } else {
        to_destination(state, card, events);
    }
    schedule(state, when_defeated);
}

/// L3-37's replacement, once her upgrades are defeated (3.5): she attaches to `host` if it is
/// still eligible, else she is defeated after all.
fn attach_instead(state: &mut State, card: CardId, host: CardId, events: &mut Vec<Event>) {
    if !state.in_play(card) {
        return;
    }
    let leaving = leaving(state);
    if !upgrade::vehicles_without_pilot(state, card, &leaving).contains(&host) {
        defeat_now(state, card, Cause::Damage, events);
        return;
    }
    upgrade::attach(state, card, host, Some(Restriction::FriendlyVehicleWithoutPilot));
    events.push(Event::AttachedInstead { card, host });
    let mut steps = vec![Step::CheckUnique { card }];
    steps.extend(triggers::attached(state, card, host, triggers::How::Ability));
    schedule(state, steps);
}
