//! Applying an action: checked first, then carried out on a copy. An illegal action returns a
//! rejection and leaves the state as it was (DESIGN.md invariant 3). An action from
//! `legal_actions` may instead be carried out in place, unchecked ([`apply_listed`]).

use crate::engine::Rejected;
use crate::engine::Table;
use crate::rules::swccg::battle::{begin, forfeit_card, lose_all_for_damage, lose_for_damage, start_power_segment};
use crate::rules::swccg::bluffs;
use crate::rules::swccg::conversion::raise;
use crate::rules::swccg::deploy::{deploy, deploy_with, replace};
use crate::rules::swccg::deploy_locations::deploy_location;
use crate::rules::swccg::escapes::send_away;
use crate::rules::swccg::evacuation::evacuate;
use crate::rules::swccg::flow::check::check;
use crate::rules::swccg::flow::legal::destinations;
use crate::rules::swccg::flow::resolve::run;
use crate::rules::swccg::flow::turn::end_phase;
use crate::rules::swccg::force::{
    activate, cancel_destiny, drain_amount, draw, lose_one, peek, take_destiny_gain, take_into_hand,
};
use crate::rules::swccg::interrupts::{lose_chosen, play, play_as};
use crate::rules::swccg::mobile_system::move_system;
use crate::rules::swccg::model::action::{Action, Dest};
use crate::rules::swccg::model::def::Side;
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, BattleStep, Moment, Prompt, State};
use crate::rules::swccg::movement;
use crate::rules::swccg::piles;
use crate::rules::swccg::reacts;
use crate::rules::swccg::redraws::redraw;
use crate::rules::swccg::responses;
use crate::rules::swccg::side_of_table::deploy_on_side;
use crate::rules::swccg::utinni;
use crate::rules::swccg::vehicle_sites::{self, is_vehicle_site};
use crate::rules::swccg::vehicles::{disembark_to, unlimited_move};
use crate::rules::swccg::weapons::{fire, operate};

/// Applies `action` for the side that must act now.
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
    carry_out(state, action, &mut Vec::new());
}

/// The action, then whatever it set going, until the next decision.
fn carry_out(state: &mut State, action: &Action, events: &mut Vec<Event>) {
    perform(state, action, events);
    run(state, events);
}

fn perform(state: &mut State, action: &Action, events: &mut Vec<Event>) {
    let side = state.acting();
    if let Some(prompt) = state.prompt.take() {
        answer(state, prompt, action, events);
        return;
    }
    if state.battle.as_ref().is_some_and(|b| b.step == BattleStep::Weapons) {
        weapons_segment(state, side, action, events);
        return;
    }
    match *action {
        Action::Pass => end_phase(state, events),
        Action::Activate { n } => {
            activate(state, side, n, events);
            end_phase(state, events);
        }
        Action::ForceDrain { location } => {
            let amount = drain_amount(state, side, location);
            state.drained.push(location);
            crate::rules::swccg::dominion::drained(state, side, location);
            events.push(Event::Drained { side, location, amount });
            // Organa's Ceremonial Necklace: "may then pass …" before the react window opens.
            match crate::rules::swccg::passes::offer(state, side, location, amount) {
                Some(pick) => state.prompt = Some(pick),
                None => reacts::open(state, side.opponent(), location, Some(u16::from(amount))),
            }
        }
        Action::DeployLocation { card } => {
            deploy_location(state, side, card, events);
            responses::queue(state, side.opponent(), Moment::Deployed { card, rider: None });
        }
        Action::Deploy { card, to: Dest::On(vehicle), .. } if is_vehicle_site(state.def(card)) => {
            vehicle_sites::deploy(state, side, card, vehicle, events);
            responses::queue(state, side.opponent(), Moment::Deployed { card, rider: None });
        }
        Action::Deploy { card, to, force } => {
            deploy(state, side, card, to, force, events);
            crate::rules::swccg::on_cards::draw_to_stay(state, side, card, events);
            crate::rules::swccg::on_cards::disarm(state, card, events);
            crate::rules::swccg::sleep::on_deployed(state, side, card, events);
            utinni::offer(state, side, card);
            crate::rules::swccg::sentries::offer(state, side, card);
            responses::queue(state, side.opponent(), Moment::Deployed { card, rider: None });
        }
        Action::DeployOnSide { card, force } => {
            deploy_on_side(state, side, card, force, events);
            // An Effect on a side of the table is just deployed too (Grimtaash: "Cancel Molator").
            responses::queue(state, side.opponent(), Moment::Deployed { card, rider: None });
        }
        Action::DeployWith { card, to, rider, slot, force } => {
            deploy_with(state, side, (card, to), (rider, slot), force, events);
            responses::queue(state, side.opponent(), Moment::Deployed { card, rider: Some(rider) });
        }
        Action::Battle { location, force } => {
            begin(state, side, location, force, events);
            reacts::open(state, side.opponent(), location, None);
        }
        Action::Interrupt { card, target } => play(state, side, card, target, events),
        Action::InterruptAsLost { card, target } => play_as(state, side, card, target, true, events),
        Action::Move { card, how, to, force } => {
            movement::perform(state, side, card, how, to, force, events);
            // The mover answers first (Breached Defenses), then the opponent (Walker Sighting).
            responses::queue(state, side.opponent(), Moment::Moved { card });
            responses::queue(state, side, Moment::Moved { card });
        }
        Action::Embark { card, host, slot } => {
            unlimited_move(state, card, At::Aboard { host, slot });
            events.push(Event::Embarked { card, host, slot });
        }
        Action::Disembark { card } => {
            if let Ok(to) = disembark_to(state, card) {
                unlimited_move(state, card, At::Location(to));
                events.push(Event::Disembarked { card, to });
            }
        }
        Action::Seat { card, slot } => {
            if let Some(At::Aboard { host, .. }) = state.card(card).at {
                unlimited_move(state, card, At::Aboard { host, slot });
                events.push(Event::Seated { card, slot });
            }
        }
        Action::Draw => draw(state, side, events),
        Action::Replace { card, location } => replace(state, side, card, location, events),
        Action::Peek { card } => peek(state, side, card, events),
        Action::SuckUp { card, target, to } => {
            crate::rules::swccg::vehicle_sites::suck_up(state, side, card, target, to, events)
        }
        Action::RackWeapon { rack, weapon } => crate::rules::swccg::racks::rack(state, rack, weapon, events),
        Action::TakeFromRack { weapon, to, force } => {
            crate::rules::swccg::racks::take(state, side, weapon, to, force, events)
        }
        Action::ExchangeStacked { on, card, stacked } => {
            crate::rules::swccg::stacks::exchange(state, side, on, card, stacked, events)
        }
        Action::StackForce { on } => crate::rules::swccg::stacks::stack_force(state, side, on, events),
        Action::UseOpponentsForce { card } => {
            crate::rules::swccg::opponents_force::use_theirs(state, side, card, events)
        }
        Action::TakeStacked { on, card, force } => {
            crate::rules::swccg::stacks::take_stacked(state, side, on, card, force, events)
        }
        Action::TakeIntoHand { card } => take_into_hand(state, side, card, events),
        Action::Transfer { card, to } => crate::rules::swccg::devices::transfer(state, side, card, to, events),
        Action::Steal { card, target } => crate::rules::swccg::devices::steal(state, side, card, target, events),
        Action::TractorBeam { card, target } => {
            crate::rules::swccg::tractor_beams::order(state, side, card, target, events)
        }
        Action::Immunize { card, target } => {
            crate::rules::swccg::protection::immunize(state, side, card, target, events)
        }
        Action::Raise { card, location } => raise(state, side, card, location, events),
        Action::Bluff { card, site } => bluffs::bluff(state, side, card, site, events),
        Action::MoveSystem { system, parsec, force } => move_system(state, side, system, parsec, force, events),
        Action::LoseCard { card } if crate::rules::swccg::undercover::is_cover(state, card) => {
            crate::rules::swccg::undercover::break_cover(state, card, events)
        }
        Action::Carry { weapon, to, warriors, force } => {
            crate::rules::swccg::artillery::carry(state, side, weapon, to, warriors, force, events);
            // Each warrior made its move (Walker Sighting answers a move).
            for card in warriors {
                responses::queue(state, side.opponent(), Moment::Moved { card });
                responses::queue(state, side, Moment::Moved { card });
            }
        }
        Action::LoseCard { card } => crate::rules::swccg::frozen::cancel(state, card, events),
        // A shot outside a battle, by a card's word (`shots_outside_battle.rs`).
        Action::Fire { .. } | Action::FireAtTwo { .. } => {
            crate::rules::swccg::shots_outside_battle::shoot(state, side, action, events)
        }
        // Answers and reacts never pass `check` here.
        Action::SendAway { .. }
        | Action::RaisePower { .. }
        | Action::Forfeit { .. }
        | Action::Lose { .. }
        | Action::LoseAll { .. }
        | Action::Redraw
        | Action::React { .. }
        | Action::CancelDestiny
        | Action::Operate
        | Action::Pick { .. }
        | Action::Declare { .. }
        | Action::FlipBluff { .. }
        | Action::Stack { .. }
        | Action::Evacuate { .. } => {}
    }
}

/// The weapons segment: "fire weapons in turn, initiator first"; two passes in a row end it.
fn weapons_segment(state: &mut State, side: Side, action: &Action, events: &mut Vec<Event>) {
    match *action {
        Action::Fire { weapon, target, force } => fire(state, side, weapon, target, force, events),
        Action::FireAtTwo { weapon, targets, force } => {
            crate::rules::swccg::artillery::fire_at_two(state, side, weapon, targets, force, events)
        }
        Action::Interrupt { card, target } | Action::InterruptAsLost { card, target } => {
            play_as(state, side, card, target, matches!(action, Action::InterruptAsLost { .. }), events);
            // The opponent may cancel the Interrupt just played (Dark Dissension: "Cancel Dark
            // Collaboration or Lone Pilot"; GEMP: a response to the card being played).
            responses::queue(state, side.opponent(), Moment::Played { card });
        }
        Action::SendAway { card, target } => send_away(state, side, card, target, events),
        Action::LoseCard { card } => crate::rules::swccg::escapes::lose_to_cancel(state, card, events),
        Action::RaisePower { card, force } => {
            crate::rules::swccg::ability_power::raise_power(state, side, card, force, events)
        }
        _ => {}
    }
    let Some(battle) = &mut state.battle else { return };
    battle.to_act = side.opponent();
    if *action == Action::Pass {
        battle.passes += 1;
        if battle.passes >= 2 {
            start_power_segment(state);
        }
    } else {
        battle.passes = 0;
    }
}

fn answer(state: &mut State, prompt: Prompt, action: &Action, events: &mut Vec<Event>) {
    match (prompt, *action) {
        (Prompt::LoseForce { chooser, amount }, Action::Lose { from }) => {
            lose_one(state, chooser, from, events);
            if amount > 1 {
                state.prompt = Some(Prompt::LoseForce { chooser, amount: amount - 1 });
            }
        }
        (Prompt::LoseForce { chooser, amount }, Action::LoseAll { from }) => {
            for _ in 0..amount {
                lose_one(state, chooser, from, events);
            }
        }
        (Prompt::Damage { chooser }, Action::Forfeit { card }) => forfeit_card(state, chooser, card, events),
        (Prompt::Damage { chooser }, Action::Interrupt { .. }) => {
            responses::answer(state, chooser, Moment::Attrition, action, events);
        }
        (Prompt::Damage { chooser }, Action::Lose { from }) => lose_for_damage(state, chooser, from, events),
        (Prompt::Damage { chooser }, Action::LoseAll { from }) => lose_all_for_damage(state, chooser, from, events),
        (Prompt::Redraw { chooser, card, purpose }, Action::Redraw) => redraw(state, chooser, card, purpose, events),
        (Prompt::DestinyGain { chooser, gain, .. }, Action::Activate { .. } | Action::Draw) => {
            take_destiny_gain(state, chooser, gain, events)
        }
        (Prompt::React { chooser, location, drain }, Action::React { .. } | Action::Pass) => {
            let w = reacts::Window { side: chooser, location, battle: drain.is_none() };
            reacts::answer(state, w, drain, action, events)
        }
        (
            Prompt::Respond { chooser, to },
            Action::Interrupt { .. }
            | Action::DeployOnSide { .. }
            | Action::Deploy { .. }
            | Action::Stack { .. }
            | Action::TractorBeam { .. }
            | Action::Pass,
        ) => responses::answer(state, chooser, to, action, events),
        (Prompt::Operate { card, patient, .. }, Action::Operate) => operate(state, card, patient, events),
        (Prompt::Evacuate { card, .. }, Action::Evacuate { with, to }) => evacuate(state, card, with, to, events),
        (prompt @ Prompt::Pick { .. }, Action::Pick { .. } | Action::Deploy { .. } | Action::Pass) => {
            piles::answer(state, prompt, action, events)
        }
        (Prompt::LoseOne { .. }, Action::LoseCard { card }) => lose_chosen(state, card, events),
        (prompt @ Prompt::MoreTargets { .. }, Action::Pick { .. } | Action::Pass) => {
            crate::rules::swccg::walkers::answer(state, prompt, action, events)
        }
        (Prompt::Target { chooser, card: effect, .. }, Action::Pick { card }) => {
            utinni::aim(state, chooser, effect, card, events)
        }
        (Prompt::Escort { captive, .. }, Action::Pick { card }) => {
            crate::rules::swccg::captives::answer(state, captive, card, events)
        }
        (Prompt::CallBluff { .. }, Action::FlipBluff { site, nth }) => {
            bluffs::flip(state, site, nth, |s, c| destinations(s, Side::Dark, c, false), events)
        }
        (Prompt::Declare { chooser, card }, Action::Declare { option }) => {
            crate::rules::swccg::sentries::declare(state, chooser, card, option, events)
        }
        (Prompt::DestinyGain { chooser, card, .. }, Action::CancelDestiny) => {
            cancel_destiny(state, chooser, card, events)
        }
        _ => {}
    }
}
