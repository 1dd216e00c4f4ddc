//! Applying an action: checked first, then carried out on a copy. An illegal action returns a
//! rejection and leaves the state as it was (DESIGN.md invariant 3). An action from
//! `legal_actions` may instead be carried out in place, unchecked ([`apply_listed`]).

use crate::engine::Table;
use crate::engine::{CardId, Rejected, Seat};
use crate::rules::swu::abilities::actions::{attack_ability, own_action};
use crate::rules::swu::abilities::effects;
use crate::rules::swu::abilities::triggers;
use crate::rules::swu::attack;
use crate::rules::swu::cost::{from_hand, pay, play_ability, play_cost, played_unit_enters, How};
use crate::rules::swu::flow::check::check;
use crate::rules::swu::flow::opening;
use crate::rules::swu::flow::resolve::{defeat_now, run};
use crate::rules::swu::leaving::{move_to_ground, remove_upgrade};
use crate::rules::swu::model::ability::{Ability, Effect, Replacement};
use crate::rules::swu::model::action::Action;
use crate::rules::swu::model::def::Keyword;
use crate::rules::swu::model::event::Event;
use crate::rules::swu::model::reason::Reason;
use crate::rules::swu::model::state::schedule;
use crate::rules::swu::model::state::{other, Cause, Prompt, Restriction, State, Step, Turn};
use crate::rules::swu::pilot::piloting_restriction;
use crate::rules::swu::upgrade;

/// Applies `action` for the seat that must act now.
///
/// # Errors
/// The rejection names the reason and the rule; `state` is unchanged.
pub(crate) fn apply(state: &State, action: &Action) -> Result<(State, Vec<Event>), Rejected<Reason>> {
    check(state, action)?;
    let mut next = state.clone();
    let mut events = Vec::new();
    carry_out(&mut next, action, &mut events);
    Ok((next, events))
}

/// Carries out `action`, one of `legal_actions(state)`, in place and without checking it again:
/// the computer player's hot path (`Ruleset::apply_listed`). The same work as [`apply`], on
/// `state` itself.
pub(crate) fn apply_listed(state: &mut State, action: &Action) {
    // Room for the events of most actions, which are dropped.
    carry_out(state, action, &mut Vec::with_capacity(16));
}

/// The action, then whatever it set going, until the next decision.
fn carry_out(state: &mut State, action: &Action, events: &mut Vec<Event>) {
    perform(state, action, events);
    run(state, events);
}

fn perform(state: &mut State, action: &Action, events: &mut Vec<Event>) {
    let seat = state.acting();
    if let Some(prompt) = state.prompt.take() {
        answer(state, prompt, action, events);
        return;
    }
    match *action {
        Action::PlayUnit { card, via, payment } => {
            let cost = play_cost(state, seat, card, How::Unit, via).unwrap_or(0);
            pay(state, &payment);
            use_via(state, via);
            // From its owner's discard pile, for free (Stolen AT-Hauler).
            if state.player(seat).free_from_discard.contains(&card) && !state.in_hand(seat, card) {
                let owner = state.card(card).owner;
                state.player_mut(owner).discard.retain(|&c| c != card);
            }
            state.player_mut(seat).free_from_discard.retain(|&c| c != card);
            played_unit_enters(state, seat, card, cost, events);
            let mut steps = vec![Step::CheckUnique { card }];
            steps.extend(if_you_do(state, via, card, seat));
            steps.extend(triggers::played_as_unit(state, card));
            steps.push(Step::AfterAction { seat, turn: Turn::Acted });
            schedule(state, steps);
        }
        Action::PlayPilot { card, host, piloting, via, payment } => {
            let cost = play_cost(state, seat, card, How::Pilot(piloting), via).unwrap_or(0);
            pay(state, &payment);
            use_via(state, via);
            from_hand(state, seat, card);
            let restriction = piloting_restriction(state.def(card));
            upgrade::attach(state, card, host, Some(restriction));
            events.push(Event::PlayedPilot { card, host, cost });
            let mut steps = vec![Step::CheckUnique { card }];
            steps.extend(if_you_do(state, via, card, seat));
            steps.extend(triggers::attached(state, card, host, triggers::How::Played));
            steps.push(Step::AfterAction { seat, turn: Turn::Acted });
            schedule(state, steps);
        }
        Action::PlayUpgrade { card, host, via, payment } => {
            let cost = play_cost(state, seat, card, How::Upgrade, via).unwrap_or(0);
            pay(state, &payment);
            use_via(state, via);
            from_hand(state, seat, card);
            upgrade::attach(state, card, host, None);
            state.card_mut(card).controller = seat;
            events.push(Event::PlayedUpgrade { card, host, cost });
            let mut steps = vec![Step::CheckUnique { card }];
            steps.extend(if_you_do(state, via, card, seat));
            steps.extend(triggers::attached(state, card, host, triggers::How::Played));
            steps.push(Step::AfterAction { seat, turn: Turn::Acted });
            schedule(state, steps);
        }
        Action::PlayEvent { card, via, payment } => {
            // "Play a Card": an event resolves and goes to discard (research §5); it is in the
            // discard pile while its text resolves, so no state holds an event in play.
            let cost = play_cost(state, seat, card, How::Event, via).unwrap_or(0);
            pay(state, &payment);
            use_via(state, via);
            from_hand(state, seat, card);
            let owner = state.card(card).owner;
            state.player_mut(owner).discard.push(card);
            events.push(Event::PlayedEvent { card, cost });
            let mut steps: Vec<Step> = state
                .def(card)
                .abilities
                .as_ref()
                .map(|a| a.event.iter())
                .into_iter()
                .flatten()
                .map(|effect| Step::Resolve { source: card, effect: effect.clone(), subject: None, controller: seat })
                .collect();
            // "Play a card … If you do, …": once the event is played, its text resolved.
            steps.extend(if_you_do(state, via, card, seat));
            steps.push(Step::AfterAction { seat, turn: Turn::Acted });
            schedule(state, steps);
        }
        Action::Attack { attacker, defender, via, payment } => {
            pay(state, &payment);
            let (bonus, saboteur) = match via.and_then(|v| attack_ability(state, v)) {
                Some(Ability::Action { then: Effect::AttackWith { power, keyword, .. }, .. }) => {
                    (*power, *keyword == Keyword::Saboteur)
                }
                _ => (0, false),
            };
            use_via(state, via);
            if let Some(source) = via {
                events.push(Event::UsedAbility { card: source });
            }
            schedule(state, [Step::AfterAction { seat, turn: Turn::Acted }]);
            attack::begin(state, attacker, defender, bonus, saboteur, 0, events);
        }
        Action::UseAbility { card, target, payment } => {
            pay(state, &payment);
            let Some((source, Ability::Action { cost, then })) = own_action(state, card) else { return };
            if cost.exhaust {
                state.card_mut(card).exhausted = true;
            }
            // "Use this ability only once each round."
            if cost.once_per_round && !state.used_this_round.contains(&source) {
                state.used_this_round.push(source);
            }
            events.push(Event::UsedAbility { card });
            schedule(state, [Step::AfterAction { seat, turn: Turn::Acted }]);
            match target {
                Some(t) => effects::answer(state, source, seat, then, t, None, events),
                None => effects::resolve(state, source, then, None, seat, events),
            }
        }
        Action::Deploy { leader } => {
            // A deploy that is an Action of the leader's pays its cost first.
            if let Some(cost) = crate::rules::swu::leader::deploy_cost(state, leader) {
                if let Some(payment) = crate::rules::swu::cost::payment_for(state, seat, cost.resources) {
                    pay(state, &payment);
                }
                if cost.exhaust {
                    state.card_mut(leader).exhausted = true;
                }
            }
            let mut steps = effects::deploy_leader(state, seat, leader, events);
            steps.push(Step::AfterAction { seat, turn: Turn::Acted });
            schedule(state, steps);
        }
        Action::DeployAsPilot { leader, host } => {
            state.player_mut(seat).deployed = true;
            upgrade::attach(state, leader, host, Some(Restriction::FriendlyVehicleWithoutPilot));
            events.push(Event::DeployedAsPilot { leader, host });
            let mut steps = vec![Step::CheckUnique { card: leader }];
            steps.extend(triggers::attached(state, leader, host, triggers::How::Deployed));
            steps.extend(triggers::deployed(state, seat));
            steps.push(Step::AfterAction { seat, turn: Turn::Acted });
            schedule(state, steps);
        }
        Action::TakeInitiative => {
            state.initiative = seat;
            state.initiative_taken = Some(seat);
            events.push(Event::TookInitiative { seat });
            schedule(state, [Step::AfterAction { seat, turn: Turn::Initiative }]);
        }
        Action::Pass => {
            events.push(Event::Passed { seat });
            schedule(state, [Step::AfterAction { seat, turn: Turn::Pass }]);
        }
        // Answers without a prompt never pass `check`.
        Action::ChooseInitiative { .. }
        | Action::Mulligan
        | Action::Resource { .. }
        | Action::Choose { .. }
        | Action::Name { .. }
        | Action::Accept => {}
    }
}

/// The "If you do, …" of the ability `via` that played `card`, about the card played.
fn if_you_do(state: &State, via: Option<CardId>, card: CardId, seat: Seat) -> Option<Step> {
    let source = via?;
    let then = play_ability(state, source)?.then?;
    Some(Step::Resolve { source, effect: then.clone(), subject: Some(card), controller: seat })
}

/// Pays the cost of the ability that plays a card or makes an attack: exhausts its card.
fn use_via(state: &mut State, via: Option<CardId>) {
    let Some(source) = via else { return };
    let exhausts = play_ability(state, source)
        .map(|p| p.cost.exhaust)
        .or_else(|| attack_ability(state, source).map(|a| matches!(a, Ability::Action { cost, .. } if cost.exhaust)));
    if exhausts == Some(true) {
        state.card_mut(source).exhausted = true;
    }
}

fn answer(state: &mut State, prompt: Prompt, action: &Action, events: &mut Vec<Event>) {
    match (prompt, *action) {
        (Prompt::Initiative { .. }, Action::ChooseInitiative { seat: chosen }) => {
            opening::choose_initiative(state, chosen, events)
        }
        (Prompt::Mulligan { chooser }, answer) => {
            if answer == Action::Mulligan {
                opening::mulligan(state, chooser, events);
            } else {
                events.push(Event::KeptHand { seat: chooser });
            }
            if chooser == state.initiative {
                opening::ask_mulligan(state, &[other(chooser)], events);
            }
        }
        (Prompt::Resource { chooser, remaining, optional }, Action::Resource { card }) => {
            let player = state.player_mut(chooser);
            player.hand.retain(|&c| c != card);
            player.resources.push(card);
            events.push(Event::Resourced { seat: chooser });
            if remaining > 1 && !state.player(chooser).hand.is_empty() {
                state.prompt = Some(Prompt::Resource { chooser, remaining: remaining - 1, optional });
            }
        }
        (Prompt::Unique { card, .. }, Action::Choose { card: chosen }) => {
            schedule(state, [Step::Defeat { card: chosen, cause: Cause::Unique }, Step::CheckUnique { card }]);
        }
        (Prompt::Target { chooser, source, effect, subject }, Action::Choose { card }) => {
            effects::answer(state, source, chooser, &effect, card, subject, events);
        }
        (
            Prompt::Attack {
                chooser, source, power, restore, then, prevent, base_draw, first, gains, odd_bonus, ..
            },
            Action::Attack { attacker, defender, .. },
        ) => {
            // "If it's …, it deals its combat damage before the defender": about the attacker chosen.
            let first = first.is_some_and(|c| crate::rules::swu::forms::holds(state, &c, attacker, chooser));
            // "If the revealed card and that unit have different odd costs, that unit gets +N/+0."
            let cost = state.def(attacker).cost;
            let power = match odd_bonus {
                Some((revealed, bonus)) if cost % 2 == 1 && cost != revealed => power.saturating_add(bonus),
                _ => power,
            };
            // What the text does after the attack resolves once the attack's own steps are done.
            if let Some(then) = then {
                let effect = (*then).clone();
                schedule(state, [Step::Resolve { source, effect, subject: None, controller: chooser }]);
            }
            attack::begin(state, attacker, defender, power, false, restore, events);
            if let Some(attack) = state.attack.as_mut() {
                attack.prevent = prevent;
                attack.base_draw = base_draw;
                attack.first = first;
            }
            if let Some(gained) = gains {
                attack::gain_on_attack(state, source, (*gained).clone(), attacker, chooser);
            }
        }
        (Prompt::Ambush { unit, .. }, Action::Attack { defender, .. }) => {
            // "it may ready and attack an enemy unit"
            state.card_mut(unit).exhausted = false;
            attack::begin(state, unit, defender, 0, false, 0, events);
        }
        (Prompt::Instead { card, replacement: Replacement::MoveToGround, .. }, Action::Accept) => {
            move_to_ground(state, card, events);
        }
        (
            Prompt::Instead { card, replacement: Replacement::AttachToFriendlyVehicle, .. },
            Action::Choose { card: host },
        ) => {
            // 3.5: "all upgrades on that unit are defeated" first, then she attaches.
            let mut steps: Vec<Step> = upgrade::upgrades_to_defeat(state, card)
                .into_iter()
                .map(|u| Step::Defeat { card: u, cause: Cause::HostLeft })
                .collect();
            steps.push(Step::AttachInstead { card, host });
            schedule(state, steps);
        }
        (Prompt::Optional { source, effect, chooser }, Action::Accept) => {
            // "You may exhaust this leader. If you do, …"
            state.card_mut(source).exhausted = true;
            events.push(Event::UsedAbility { card: source });
            effects::resolve(state, source, &effect, None, chooser, events);
        }
        (Prompt::May { chooser, source, effect: Effect::May { then, if_you_do }, subject }, Action::Accept) => {
            // "If you do, …": after what it does (its defeats' steps included).
            if let Some(after) = if_you_do {
                let effect = (*after).clone();
                schedule(state, [Step::Resolve { source, effect, subject, controller: chooser }]);
            }
            effects::resolve(state, source, &then, subject, chooser, events);
        }
        // "… unless its controller pays N": paid, or it is done.
        (Prompt::May { chooser, effect: Effect::UnlessPays { amount, .. }, .. }, Action::Accept) => {
            crate::rules::swu::cost::pay_resources(state, chooser, amount);
        }
        (Prompt::May { source, effect: Effect::UnlessPays { does, .. }, subject: Some(unit), .. }, Action::Pass) => {
            let controller = state.card(source).controller;
            crate::rules::swu::abilities::acts::act(state, source, controller, unit, &does, events);
        }
        (Prompt::Divide { chooser, source, left, mut assigned, heal }, Action::Choose { card }) => {
            match assigned.iter_mut().find(|(unit, _)| *unit == card) {
                Some((_, n)) => *n += 1,
                None => assigned.push((card, 1)),
            }
            if left > 1 && !crate::rules::swu::abilities::several::divide_options(state, heal, &assigned).is_empty() {
                state.prompt = Some(Prompt::Divide { chooser, source, left: left - 1, assigned, heal });
            } else {
                crate::rules::swu::abilities::several::finish_divided(state, chooser, heal, &assigned, events);
            }
        }
        (Prompt::Divide { chooser, assigned, heal, .. }, _) => {
            crate::rules::swu::abilities::several::finish_divided(state, chooser, heal, &assigned, events)
        }
        (search @ Prompt::Search { .. }, Action::Choose { card }) => {
            crate::rules::swu::abilities::search::draw(state, search, card, events)
        }
        (
            play @ (Prompt::PlayFromDiscard { .. } | Prompt::PlayFromHand { .. }),
            Action::PlayUnit { card, payment, .. },
        ) => crate::rules::swu::abilities::discard_play::play(state, play, card, &payment, events),
        (revealed @ Prompt::Revealed { .. }, Action::Choose { card }) => {
            crate::rules::swu::abilities::reveal::choose(state, revealed, card, events)
        }
        (again @ Prompt::Again { .. }, Action::Accept) => {
            crate::rules::swu::abilities::again::accept(state, again, events)
        }
        (Prompt::Name { source, .. }, Action::Name { value }) => {
            crate::rules::swu::abilities::choose::record(state, source, value, events)
        }
        (search @ Prompt::Search { .. }, _) => crate::rules::swu::abilities::search::finish(state, &search, events),
        (Prompt::Indirect(assigning), Action::Choose { card }) => {
            crate::rules::swu::abilities::indirect::assign(state, assigning, card, events)
        }
        (Prompt::UpTo { chooser, source, effect, subject, mut chosen }, Action::Choose { card }) => {
            chosen.push(card);
            if crate::rules::swu::abilities::several::up_to_options(state, chooser, &effect, subject, &chosen)
                .is_empty()
            {
                crate::rules::swu::abilities::several::finish_up_to(
                    state, source, chooser, &effect, subject, &chosen, events,
                );
            } else {
                state.prompt = Some(Prompt::UpTo { chooser, source, effect, subject, chosen });
            }
        }
        (Prompt::UpTo { chooser, source, effect, subject, chosen }, _) => {
            crate::rules::swu::abilities::several::finish_up_to(
                state, source, chooser, &effect, subject, &chosen, events,
            )
        }
        (Prompt::Instead { card, .. }, _) => {
            if state.card(card).attached.is_some() {
                remove_upgrade(state, card, events);
            } else {
                defeat_now(state, card, Cause::Damage, events);
            }
        }
        // Declining a choice ("you may"), keeping the hand, no resource this regroup, no Ambush.
        _ => {}
    }
}
