//! The resolution loop: effects are broken into [`Step`]s kept in the state, run one at a time
//! until one needs a choice (a [`Prompt`]) or none are left. A prompt's answer resumes the loop.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::lcg::abilities::absorb;
use crate::rules::lcg::abilities::capture;
use crate::rules::lcg::abilities::control;
use crate::rules::lcg::abilities::cost_choice;
use crate::rules::lcg::abilities::discard_self;
use crate::rules::lcg::abilities::prevent;
use crate::rules::lcg::abilities::protect;
use crate::rules::lcg::abilities::ready;
use crate::rules::lcg::abilities::resolution;
use crate::rules::lcg::abilities::strike_focus;
use crate::rules::lcg::constants;
use crate::rules::lcg::constants::Affected;
use crate::rules::lcg::flow::conflict;
use crate::rules::lcg::flow::opening;
use crate::rules::lcg::flow::triggers;
use crate::rules::lcg::flow::turn;
use crate::rules::lcg::mission::{self, is_mission};
use crate::rules::lcg::model::ability::{Modifier, ModifierKind};
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::event::Event;
use crate::rules::lcg::model::state::{Ask, Destination, Outcome, Prompt, State, Step, Trigger};
use crate::rules::lcg::pilot;
use crate::rules::lcg::stats;
use crate::rules::lcg::stats::damage_capacity;
use crate::rules::lcg::targeting;

/// Queues `steps` to run in the order given, before anything already pending.
pub fn schedule(state: &mut State, steps: impl IntoIterator<Item = Step>) {
    // The next step is last: added in order, then turned around in place.
    let start = state.pending.len();
    state.pending.extend(steps);
    state.pending[start..].reverse();
}

/// Runs pending steps until a prompt is asked, the game ends, or nothing is left. Control is
/// brought in line with the constants in force after the action and after each step.
pub fn run(state: &mut State, events: &mut Vec<Event>) {
    control::settle(state, events);
    discard_self::settle(state);
    while state.prompt.is_none() && state.outcome.is_none() {
        let Some(step) = state.pending.pop() else { break };
        execute(state, step, events);
        control::settle(state, events);
        discard_self::settle(state);
        discard_self::settle(state);
        check_victory(state, events);
    }
}

fn execute(state: &mut State, step: Step, events: &mut Vec<Event>) {
    match step {
        Step::LeavePlay { card, to, offered } => leave_play(state, card, to, offered, events),
        Step::Destroy { card } => destroy(state, card, false, events),
        Step::DestroyOffered { card } => destroy(state, card, true, events),
        Step::CheckPilotLimit { host } => {
            // Piloting Limit: "that unit's controller must immediately discard Pilot
            // enhancements from that unit until only one remains."
            if state.in_play(host) && pilot::over_limit(state, host) {
                let chooser = state.card(host).controller;
                state.prompt = Some(Prompt::new(chooser, Ask::DiscardPilot { host }));
                events.push(Event::PilotLimitReached { host, chooser });
            }
        }
        Step::EnterPhase { phase } => turn::enter(state, phase, events),
        Step::ResolveFate { card } => conflict::resolve_fate(state, card),
        Step::Fire { trigger } => triggers::offers(state, trigger),
        Step::Offer { card, ability, context } => triggers::offer(state, card, ability, context, events),
        Step::ResolveAbility { card, ability, context, target } => {
            resolution::resolve_ability(state, card, ability, context, target, events)
        }
        Step::TargetStands { card, ability, context, target } => {
            resolution::target_stands(state, card, ability, context, target, events)
        }
        Step::AskCost { card, ability, part } => cost_choice::ask(state, card, ability, part),
        Step::ResolveStrike { unit } => conflict::resolve_strike(state, unit, events),
        Step::AskBlast { striker, amount } => {
            if conflict::blast_targets(state, striker).len() > 1 {
                let chooser = state.card(striker).controller;
                state.prompt = Some(Prompt::new(chooser, Ask::BlastDamage { striker, amount }));
            } else if let Some(&objective) = conflict::blast_targets(state, striker).first() {
                deal_damage(state, Some(striker), objective, amount, events);
            }
        }
        Step::Balance => turn::balance(state, events),
        Step::FinishEngagement => conflict::finish(state, events),
        Step::DealDamage { source, target, amount } => {
            if amount > 0 && state.in_play(target) {
                deal_damage_now(state, source, target, amount, events);
            }
        }
        Step::Capture { card, captor } => capture::capture(state, card, captor, false, events),
        Step::CaptureOffered { card, captor } => capture::capture(state, card, captor, true, events),
        // Damage that waited for its Protect choice is not dealt to a card that has left play
        // meanwhile (found by the whole-match test over random pool decks, seed 1450).
        Step::AskProtect { target, .. } if !state.in_play(target) => {}
        Step::AskProtect { target, amount, source } => {
            if protect::protectors(state, target).is_empty() {
                damage_without_protect(state, source, target, amount, events);
            } else {
                let chooser = state.card(target).controller;
                state.prompt = Some(Prompt::new(chooser, Ask::Protect { target, amount, source }));
            }
        }
        Step::AskShielding { unit } => {
            if !conflict::shielding_targets(state, unit).is_empty() {
                let chooser = state.card(unit).controller;
                state.prompt = Some(Prompt::new(chooser, Ask::Shielding { unit }));
            }
        }
        Step::DrawToReserve => turn::draw_to_reserve(state, events),
        Step::AskSetupObjectives { side } => opening::ask_objectives(state, side, events),
        Step::AskMulligan { side } => state.prompt = Some(Prompt::new(side, Ask::Mulligan)),
        Step::AskUnitDamage { striker, amount } => {
            if !conflict::unit_damage_targets(state, striker).is_empty() {
                let chooser = state.card(striker).controller;
                state.prompt = Some(Prompt::new(chooser, Ask::UnitDamage { striker, amount }));
            }
        }
        Step::AskTactics { striker, remaining } => {
            let chooser = state.card(striker).controller;
            if !conflict::tactics_targets(state, chooser).is_empty() {
                state.prompt = Some(Prompt::new(chooser, Ask::Tactics { striker, remaining }));
            }
        }
        Step::DialForLightObjectives => {
            // Research notes §1 [O, forum]: "Each time an LS objective is destroyed, the dial
            // advances by the number of LS objectives now in the DS victory pile."
            let n = state
                .player(Side::Dark)
                .victory
                .iter()
                .filter(|&&c| state.card(c).owner == Side::Light && mission::is_objective(state, c))
                .count();
            turn::advance_dial(state, n as u8, events);
        }
        Step::CheckCapacities => {
            // Cards already on their way out of play are left to the step that moves them.
            let leaving = |c: CardId| {
                state
                    .pending
                    .iter()
                    .any(|s| matches!(s, Step::Destroy { card } | Step::DestroyOffered { card } | Step::LeavePlay { card, .. } if *card == c))
            };
            let destroyed: Vec<CardId> = stats::overdamaged(state).into_iter().filter(|&c| !leaving(c)).collect();
            schedule(state, destroyed.into_iter().map(|card| Step::Destroy { card }));
        }
        Step::ShuffleCommandDeck { side } => {
            let mut deck = std::mem::take(&mut state.player_mut(side).command_deck);
            state.rng.shuffle(&mut deck);
            state.player_mut(side).command_deck = deck;
            events.push(Event::Shuffled { side });
        }
    }
}

/// A card leaves play. The Interrupts and replacements waiting for it to leave are offered
/// first, while it is still in play (X-Wing Escort: "When this unit leaves play, …"; Hobbie:
/// "… return it to your hand instead"). Then its attachments leave, while it is still in play
/// (to their owners' discard piles), then the card itself — a mission to its owner's discard pile
/// unless it was destroyed (Card Type: Mission). FFG's clarification (research notes): a Pilot
/// enhancement leaves play as an enhancement, which the event records.
pub(crate) fn leave_play(state: &mut State, card: CardId, to: Destination, offered: bool, events: &mut Vec<Event>) {
    if !state.in_play(card) {
        return;
    }
    if !offered {
        schedule(
            state,
            [Step::Fire { trigger: Trigger::LeavingPlay { card } }, Step::LeavePlay { card, to, offered: true }],
        );
        return;
    }
    let attached: Vec<CardId> = state.attachments_of(card).collect();
    if !attached.is_empty() {
        let mut steps: Vec<Step> = attached
            .into_iter()
            .map(|c| Step::LeavePlay { card: c, to: mission::leaves_play_to(), offered: false })
            .collect();
        steps.push(Step::LeavePlay { card, to, offered: true });
        schedule(state, steps);
        return;
    }
    capture::rescue_from(state, card, events);
    let to = mission::destination(state, card, to);
    let as_enhancement = state.card(card).attached.is_some();
    for player in state.players_mut() {
        player.play.retain(|&c| c != card);
    }
    let owner = state.card(card).owner;
    state.card_mut(card).leave_play();
    let destination = match to {
        Destination::CapturedAt(under) if state.in_play(under) => {
            capture::place_captured(state, card, under, events);
            events.push(Event::LeftPlay { card, to, as_enhancement });
            schedule(state, [Step::CheckCapacities]);
            return;
        }
        Destination::OwnersDiscard | Destination::CapturedAt(_) => &mut state.player_mut(owner).discard,
        Destination::OwnersHand => &mut state.player_mut(owner).hand,
        Destination::VictoryPile(side) => &mut state.player_mut(side).victory,
    };
    destination.push(card);
    events.push(Event::LeftPlay { card, to, as_enhancement });
    schedule(state, [Step::CheckCapacities]);
}

/// Destroyed: a unit goes to its owner's discard pile; an objective to its controller's
/// opponent's victory pile; a mission "is placed in its owner's victory pile and functions as a
/// destroyed objective", and its owner has completed it ("Card Type: Mission").
fn destroy(state: &mut State, card: CardId, offered: bool, events: &mut Vec<Event>) {
    if !state.in_play(card) {
        return;
    }
    // Phantom: "When a friendly … unit would be destroyed": its Interrupts first.
    let destroying = Trigger::Destroying { unit: card };
    if !offered && targeting::is_unit_in_play(state, card) && triggers::heard(state, destroying) {
        schedule(state, [Step::Fire { trigger: destroying }, Step::DestroyOffered { card }]);
        return;
    }
    if mission::is_engageable_dial(state, card) {
        // Trench Run: "If the dial has 10 or more damage, the light side wins the game."
        let side = state.card(card).controller;
        state.outcome = Some(Outcome::Won(side));
        state.prompt = None;
        state.pending.clear();
        events.push(Event::Won { side });
        return;
    }
    events.push(Event::Destroyed { card });
    let cs = state.card(card);
    if is_mission(state, card) {
        let owner = cs.owner;
        schedule(
            state,
            [
                Step::LeavePlay { card, to: Destination::VictoryPile(owner), offered: true },
                Step::Fire { trigger: Trigger::MissionCompleted { mission: card } },
                Step::Fire { trigger: Trigger::ObjectiveDestroyed { objective: card } },
            ],
        );
        events.push(Event::MissionCompleted { card, by: owner });
    } else if mission::is_objective(state, card) {
        strike_focus::objective_destroyed(state, card);
        let cs = state.card(card);
        let to = Destination::VictoryPile(cs.controller.opponent());
        let fire = Step::Fire { trigger: Trigger::ObjectiveDestroyed { objective: card } };
        if cs.owner == Side::Light {
            schedule(state, [Step::LeavePlay { card, to, offered: false }, Step::DialForLightObjectives, fire]);
        } else {
            schedule(state, [Step::LeavePlay { card, to, offered: false }, fire]);
        }
    } else {
        let destroyed = Trigger::UnitDestroyed { unit: card, controller: cs.controller };
        let heard = triggers::heard(state, destroyed).then_some(Step::Fire { trigger: destroyed });
        let leave = Step::LeavePlay { card, to: Destination::OwnersDiscard, offered: false };
        schedule(state, std::iter::once(leave).chain(heard));
    }
}

/// Deals `amount` damage from `source` to `target`. A shield prevents 1 damage and is removed.
/// Destruction is queued.
pub fn deal_damage(state: &mut State, source: Option<CardId>, target: CardId, amount: u8, events: &mut Vec<Event>) {
    // Pirate Hideout: "When a Vehicle unit is dealt damage, …": the Interrupts come first.
    if amount > 0 && absorb::waited_for(state, target) {
        let fire = Step::Fire { trigger: Trigger::Damaging { card: target } };
        schedule(state, [fire, Step::DealDamage { source, target, amount }]);
        return;
    }
    deal_damage_now(state, source, target, amount, events);
}

/// Deals damage once the Interrupts to it are offered: Protect, then shields and the rest.
pub(crate) fn deal_damage_now(
    state: &mut State,
    source: Option<CardId>,
    target: CardId,
    amount: u8,
    events: &mut Vec<Event>,
) {
    if amount > 0 && !protect::protectors(state, target).is_empty() {
        schedule(state, [Step::AskProtect { target, amount, source }]);
        return;
    }
    damage_without_protect(state, source, target, amount, events);
}

/// Deals damage once any Protect choice is made.
pub(crate) fn damage_without_protect(
    state: &mut State,
    source: Option<CardId>,
    target: CardId,
    amount: u8,
    events: &mut Vec<Event>,
) {
    // Contract Hunter: "This unit deals double damage to out-of-faction units and objectives."
    let doubled = source.is_some_and(|s| {
        let controller = state.card(s).controller;
        constants::on_where(state, Affected::Card(s), ModifierKind::DoubleDamageTo).iter().any(|c| match c.modifier {
            Modifier::DoubleDamageTo(filter) => targeting::matches(state, controller, filter, target),
            _ => false,
        })
    });
    let mut amount = if doubled { amount.saturating_mul(2) } else { amount };
    // Smuggling Freighter: "damage dealt by it cannot be prevented by shields."
    let unpreventable = source.is_some_and(|s| constants::card_has(state, s, ModifierKind::ShieldsCannotPrevent));
    let cs = state.card_mut(target);
    while amount > 0 && cs.shields > 0 && !unpreventable {
        cs.shields -= 1;
        amount -= 1;
    }
    let amount = prevent::first_point_each_phase(state, target, amount, events);
    let cs = state.card_mut(target);
    cs.damage = cs.damage.saturating_add(amount);
    events.push(Event::Damaged { card: target, amount });
    if state.card(target).damage >= damage_capacity(state, target) {
        schedule(state, [Step::Destroy { card: target }]);
    }
}

/// Moves `count` damage (or, `focus`, focus tokens) from `from` to `to` (Shield Generator
/// Assault: "move 1 damage from an Endor objective to another target Endor objective"). Moved
/// damage is not dealt: shields do not stop it. `to` is destroyed if it reaches its capacity.
pub(crate) fn move_tokens(
    state: &mut State,
    from: CardId,
    to: CardId,
    count: u8,
    focus: bool,
    events: &mut Vec<Event>,
) {
    if !state.in_play(from) || !state.in_play(to) {
        return;
    }
    // Red Two: "move 1 focus token from an enhancement to another target enhancement".
    if focus {
        let moved = state.card(from).focus.min(count);
        ready::remove_focus(state, from, moved);
        state.card_mut(to).focus = state.card(to).focus.saturating_add(moved);
        events.push(Event::FocusRemoved { card: from });
        events.push(Event::Focused { card: to });
        return;
    }
    let moved = state.card(from).damage.min(count);
    state.card_mut(from).damage -= moved;
    state.card_mut(to).damage = state.card(to).damage.saturating_add(moved);
    events.push(Event::DamageMoved { from, to, amount: moved });
    if state.card(to).damage >= damage_capacity(state, to) {
        schedule(state, [Step::Destroy { card: to }]);
    }
}

/// The Light Side wins with three objectives in its victory pile (research notes §1).
fn check_victory(state: &mut State, events: &mut Vec<Event>) {
    if state.outcome.is_none() && mission::victory_count_reaches(state, Side::Light, 3) {
        state.outcome = Some(Outcome::Won(Side::Light));
        state.prompt = None;
        state.pending.clear();
        events.push(Event::Won { side: Side::Light });
    }
}
