//! The one legality check. `legal_actions` lists candidates that pass it and `apply` refuses
//! whatever fails it, so the two can never disagree (DESIGN.md invariant 2).

use crate::engine::Common;
use crate::engine::Rejected;
use crate::engine::Table;
use crate::rules::swccg::battle::{check_battle, check_damage_loss, check_damage_loss_all, check_forfeit};
use crate::rules::swccg::bluffs::{bluffs_at, check_bluff};
use crate::rules::swccg::conversion::check_raise;
use crate::rules::swccg::deploy::{check_deploy, check_deploy_with, check_replace};
use crate::rules::swccg::deploy_locations::check_deploy_location;
use crate::rules::swccg::escapes::check_send_away;
use crate::rules::swccg::evacuation::evacuations;
use crate::rules::swccg::force::{
    check_activate, check_drain, check_draw, check_lose, check_lose_all, check_peek, check_take,
};
use crate::rules::swccg::interrupts::{check_as_lost, check_interrupt};
use crate::rules::swccg::mobile_system::check_move_system;
use crate::rules::swccg::model::action::{Action, Dest};
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{BattleStep, Gain, Phase, Prompt, State};
use crate::rules::swccg::movement::check_move;
use crate::rules::swccg::piles;
use crate::rules::swccg::reacts::{check_react, window};
use crate::rules::swccg::sections::card_text;
use crate::rules::swccg::sections::SwccgRule;
use crate::rules::swccg::side_of_table::{self, check_deploy_on_side};
use crate::rules::swccg::vehicle_sites::{self, is_vehicle_site};
use crate::rules::swccg::vehicles::{check_disembark, check_embark, check_seat};
use crate::rules::swccg::weapons::check_fire;

type Checked = Result<(), Rejected<Reason>>;

/// Is `action` legal for the side that must act now?
pub(crate) fn check(state: &State, action: &Action) -> Checked {
    if state.outcome.is_some() {
        return Err(Reason::Common(Common::GameOver).by(SwccgRule::TurnSequence));
    }
    if let Some(prompt) = &state.prompt {
        return check_answer(state, prompt, action);
    }
    let side = state.acting();
    if let Some(battle) = &state.battle {
        if battle.step != BattleStep::Weapons {
            return Err(Reason::BattleUnderWay.by(SwccgRule::Battle));
        }
        return match action {
            Action::Fire { weapon, target, force } => check_fire(state, side, *weapon, *target, *force),
            Action::FireAtTwo { weapon, targets, force } => {
                crate::rules::swccg::artillery::check_fire_at_two(state, side, *weapon, *targets, *force)
            }
            Action::Interrupt { card, target } => check_interrupt(state, side, *card, *target),
            Action::InterruptAsLost { card, target } => check_as_lost(state, side, *card, *target),
            Action::SendAway { card, target } => check_send_away(state, side, *card, *target),
            Action::LoseCard { card } => crate::rules::swccg::escapes::check_lose_to_cancel(state, side, *card),
            Action::RaisePower { card, force } => {
                crate::rules::swccg::ability_power::check_raise_power(state, side, *card, *force)
            }
            Action::Pass => Ok(()),
            _ => Err(Reason::BattleUnderWay.by(SwccgRule::Weapons)),
        };
    }
    let in_phase = |phase: Phase, rule: SwccgRule| -> Checked {
        if state.phase == phase {
            Ok(())
        } else {
            Err(Reason::Common(Common::WrongPhase { phase }).by(rule))
        }
    };
    match *action {
        Action::Pass => Ok(()),
        Action::Activate { n } => {
            in_phase(Phase::Activate, SwccgRule::Activate)?;
            check_activate(state, side, n)
        }
        Action::ForceDrain { location } => check_drain(state, side, location),
        Action::DeployLocation { card } => {
            in_phase(Phase::Deploy, SwccgRule::Deploy)?;
            check_deploy_location(state, side, card)
        }
        // A vehicle site: "Deploy on your sandcrawler".
        Action::Deploy { card, to: Dest::On(vehicle), force } if is_vehicle_site(state.def(card)) => {
            in_phase(Phase::Deploy, SwccgRule::Deploy)?;
            vehicle_sites::check_deploy(state, side, card, vehicle, force)
        }
        // Disarmed: "deploy on that opponent's character during any control phase".
        Action::Deploy { card, to, force } if crate::rules::swccg::on_cards::disarms(state.def(card)).is_some() => {
            in_phase(Phase::Control, SwccgRule::Deploy)?;
            check_deploy(state, side, card, to, force)
        }
        // Tactical Re-Call deploys only "immediately after winning a battle" (`responses.rs`).
        Action::Deploy { card, .. } if crate::rules::swccg::utinni::deploys_in_window(state.def(card)) => {
            Err(Rejected::new(Reason::NotALocationTarget, card_text(&state.def(card).title)))
        }
        Action::Deploy { card, to, force } => {
            in_phase(Phase::Deploy, SwccgRule::Deploy)?;
            check_deploy(state, side, card, to, force)
        }
        Action::DeployOnSide { card, force } => {
            in_phase(Phase::Deploy, SwccgRule::Deploy)?;
            check_deploy_on_side(state, side, card, force)
        }
        Action::DeployWith { card, to, rider, slot, force } => {
            in_phase(Phase::Deploy, SwccgRule::Deploy)?;
            check_deploy_with(state, side, card, to, rider, slot, force)
        }
        Action::Battle { location, force } => check_battle(state, side, location, force),
        // Outside a battle only a card's word lets a weapon fire (`shots_outside_battle.rs`).
        Action::Fire { weapon, target, force } => check_fire(state, side, weapon, target, force),
        Action::FireAtTwo { weapon, targets, force } => {
            crate::rules::swccg::artillery::check_fire_at_two(state, side, weapon, targets, force)
        }
        Action::Interrupt { card, target } => check_interrupt(state, side, card, target),
        Action::InterruptAsLost { card, target } => check_as_lost(state, side, card, target),
        Action::Move { card, how, to, force } => check_move(state, side, card, how, to, force),
        Action::Embark { card, host, slot } => check_embark(state, side, card, host, slot),
        Action::Disembark { card } => check_disembark(state, side, card),
        Action::Seat { card, slot } => check_seat(state, side, card, slot),
        Action::Draw => check_draw(state, side),
        Action::Replace { card, location } => {
            in_phase(Phase::Deploy, SwccgRule::Deploy)?;
            check_replace(state, side, card, location)
        }
        Action::Peek { card } => check_peek(state, side, card).map(|_| ()),
        Action::SuckUp { card, target, to } => {
            crate::rules::swccg::vehicle_sites::check_suck_up(state, side, card, target, to)
        }
        Action::RackWeapon { rack, weapon } => crate::rules::swccg::racks::check_rack(state, side, rack, weapon),
        Action::TakeFromRack { weapon, to, force } => {
            crate::rules::swccg::racks::check_take(state, side, weapon, to, force)
        }
        Action::ExchangeStacked { on, card, stacked } => {
            crate::rules::swccg::stacks::check_exchange(state, side, on, card, stacked)
        }
        Action::StackForce { on } => crate::rules::swccg::stacks::check_stack_force(state, side, on),
        Action::UseOpponentsForce { card } => crate::rules::swccg::opponents_force::check_use(state, side, card),
        Action::TakeStacked { on, card, force } => {
            crate::rules::swccg::stacks::check_take_stacked(state, side, on, card, force)
        }
        Action::TakeIntoHand { card } => check_take(state, side, card).map(|_| ()),
        Action::Transfer { card, to } => crate::rules::swccg::devices::check_transfer(state, side, card, to),
        Action::Steal { card, target } => crate::rules::swccg::devices::check_steal(state, side, card, target),
        // Captain Lennox: a tractor beam used in the control phase (at the end of a battle it is an
        // answer, `check_answer`).
        Action::TractorBeam { card, target } => {
            crate::rules::swccg::tractor_beams::check_order(state, side, card, target)
        }
        Action::Immunize { card, target } => crate::rules::swccg::protection::check_immunize(state, side, card, target),
        Action::Raise { card, location } => check_raise(state, side, card, location),
        Action::Bluff { card, site } => check_bluff(state, side, card, site),
        Action::MoveSystem { system, parsec, force } => check_move_system(state, side, system, parsec, force),
        Action::LoseCard { card } if crate::rules::swccg::undercover::is_cover(state, card) => {
            crate::rules::swccg::undercover::check_break_cover(state, side, card)
        }
        Action::Carry { weapon, to, warriors, force } => {
            crate::rules::swccg::artillery::check_carry(state, side, weapon, to, warriors, force)
        }
        Action::LoseCard { card } => crate::rules::swccg::frozen::check_cancel(state, side, card),
        Action::SendAway { .. } | Action::RaisePower { .. } => Err(Reason::NoBattle.by(SwccgRule::Weapons)),
        Action::Forfeit { .. }
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
        | Action::Evacuate { .. } => Err(Reason::Common(Common::NotAnAnswer).by(SwccgRule::PendingChoice)),
    }
}

/// While a prompt is pending only its answers are legal.
pub(crate) fn check_answer(state: &State, prompt: &Prompt, action: &Action) -> Checked {
    match (prompt, action) {
        (Prompt::LoseForce { chooser, .. }, Action::Lose { from }) => check_lose(state, *chooser, *from),
        (Prompt::LoseForce { chooser, amount }, Action::LoseAll { from }) => {
            check_lose_all(state, *chooser, *from, *amount)
        }
        (Prompt::Damage { chooser }, Action::Forfeit { card }) => check_forfeit(state, *chooser, *card),
        (Prompt::Damage { chooser }, Action::Interrupt { .. }) => {
            if crate::rules::swccg::responses::responses(
                state,
                *chooser,
                crate::rules::swccg::model::state::Moment::Attrition,
            )
            .contains(action)
            {
                Ok(())
            } else {
                Err(Reason::InterruptConditions.by(SwccgRule::Interrupts))
            }
        }
        (Prompt::Damage { chooser }, Action::Lose { from }) => {
            check_damage_loss(state, *chooser)?;
            check_lose(state, *chooser, *from)
        }
        (Prompt::Damage { chooser }, Action::LoseAll { from }) => check_damage_loss_all(state, *chooser, *from),
        (Prompt::Redraw { .. }, Action::Redraw | Action::Pass) => Ok(()),
        (Prompt::DestinyGain { gain: Gain::Activate, .. }, Action::Activate { n: 1 })
        | (Prompt::DestinyGain { gain: Gain::Draw, .. }, Action::Draw)
        | (Prompt::DestinyGain { gain: Gain::Cancel, .. }, Action::CancelDestiny)
        | (Prompt::Operate { .. }, Action::Operate | Action::Pass)
        | (Prompt::Peek { .. } | Prompt::Evacuate { .. } | Prompt::CallBluff { .. }, Action::Pass)
        | (Prompt::DestinyGain { .. }, Action::Pass)
        | (Prompt::React { .. }, Action::Pass)
        | (Prompt::Respond { .. }, Action::Pass) => Ok(()),
        (Prompt::Respond { chooser, .. }, Action::Interrupt { card, target }) => {
            check_interrupt(state, *chooser, *card, *target)
        }
        (Prompt::Respond { chooser, to }, Action::DeployOnSide { card, force }) => {
            side_of_table::check_immediate(state, *chooser, *to, *card, *force)
        }
        (Prompt::Respond { chooser, to }, Action::TractorBeam { card, target }) => {
            crate::rules::swccg::tractor_beams::check_use(state, *chooser, *to, *card, *target)
        }
        (Prompt::Respond { chooser, to }, Action::Stack { card, on }) => {
            crate::rules::swccg::stacks::check_stack(state, *chooser, *to, *card, *on)
        }
        (Prompt::Respond { chooser, to }, Action::Deploy { card, to: dest, force })
            if crate::rules::swccg::missing_watch::deploys_when_missing(state.def(*card)) =>
        {
            crate::rules::swccg::missing_watch::check_deploy(state, *chooser, *to, *card, *dest, *force)
        }
        (Prompt::Respond { chooser, to }, Action::Deploy { card, to: dest, force }) => {
            crate::rules::swccg::utinni::check_deploy_after_win(state, *chooser, *to, *card, *dest, *force)
        }
        (Prompt::React { .. }, Action::React { .. }) => match window(state) {
            Some(w) => check_react(state, w, action),
            None => Err(Reason::Common(Common::ChoicePending).by(SwccgRule::PendingChoice)),
        },
        (Prompt::Pick { .. }, _) if piles::check_pick(state, prompt, action) => Ok(()),
        (Prompt::CallBluff { site, .. }, Action::FlipBluff { site: s, nth })
            if s == site && usize::from(*nth) < bluffs_at(state, *site).len() =>
        {
            Ok(())
        }
        (Prompt::LoseOne { cards, .. }, Action::LoseCard { card }) if cards.contains(card) => Ok(()),
        (Prompt::Target { cards, .. } | Prompt::Escort { cards, .. }, Action::Pick { card })
            if cards.contains(card) =>
        {
            Ok(())
        }
        (Prompt::MoreTargets { cards, .. }, Action::Pick { card }) if cards.contains(card) => Ok(()),
        (Prompt::MoreTargets { .. }, Action::Pass) => Ok(()),
        (Prompt::Declare { .. }, Action::Declare { .. }) => Ok(()),
        (Prompt::Evacuate { card, .. }, Action::Evacuate { with, to })
            if evacuations(state, *card).contains(&(*with, *to)) =>
        {
            Ok(())
        }
        _ => Err(Reason::Common(Common::ChoicePending).by(SwccgRule::PendingChoice)),
    }
}
