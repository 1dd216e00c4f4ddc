//! The resolution loop: the steps an effect left in the queue run until a choice is needed or
//! the queue is empty; after every effect the game checks Life Force ("GEMP checks this after
//! every effect"), and the turn moves past phases with nothing to decide.

use crate::engine::Table;
use crate::rules::swccg::battle::{damage_step, draw_battle_destiny, end_battle, resolve_power};
use crate::rules::swccg::evacuation::offer_evacuation;
use crate::rules::swccg::flow::turn::{end_turn, settle};
use crate::rules::swccg::force::{check_life_force, offer_destiny_gain};
use crate::rules::swccg::model::def::CardType;
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::state::{State, Step};
use crate::rules::swccg::occupants::has_pilot_aboard;
use crate::rules::swccg::weapons::resolve_shot;

pub(crate) fn run(state: &mut State, events: &mut Vec<Event>) {
    loop {
        if check_life_force(state, events) || state.prompt.is_some() {
            return;
        }
        let Some(step) = state.pending.pop() else { break };
        match step {
            Step::BattleDestiny { side, left } => draw_battle_destiny(state, side, left, events),
            Step::ResolvePower => resolve_power(state, events),
            Step::Damage { side } => damage_step(state, side),
            Step::EndBattle => end_battle(state, events),
            Step::ResolveShot { weapon, target, draw, plus, earlier } => {
                resolve_shot(state, weapon, target, earlier.saturating_add(draw), plus, events)
            }
            Step::OfferEvacuation => offer_evacuation(state),
            Step::Lose { card, forfeited } => crate::rules::swccg::vehicles::lose_now(state, card, forfeited, events),
            Step::WeaponDraws { side, weapon } => crate::rules::swccg::weapons::draw_shot(state, side, weapon, events),
            Step::Respond { side, to } => crate::rules::swccg::responses::open(state, side, to),
            Step::OpponentDrewDestiny { side, value, drawn } => offer_destiny_gain(state, side, value, drawn),
            Step::EndTurn => end_turn(state, events),
            Step::Capture { card, captive } => crate::rules::swccg::captives::capture(state, card, captive, events),
            Step::Duel { side, card, mine, theirs, slipped } => {
                crate::rules::swccg::dogfights::resolve(state, side, card, [mine, theirs], slipped, events)
            }
        }
    }
    unstrand(state);
    crate::rules::swccg::captives::settle(state, events);
    crate::rules::swccg::tractor_beams::settle(state);
    crate::rules::swccg::utinni::settle(state, events);
    crate::rules::swccg::dominion::settle(state);
    crate::rules::swccg::missing::settle(state, events);
    crate::rules::swccg::devices::lose_without_weapon(state, events);
    crate::rules::swccg::undercover::settle(state);
    crate::rules::swccg::operations::settle(state, events);
    crate::rules::swccg::drinks::settle(state, events);
    settle(state, events);
    check_life_force(state, events);
}

/// A stranded starship with a pilot aboard again is no longer stranded.
fn unstrand(state: &mut State) {
    for i in 0..state.cards.len() {
        let id = crate::engine::CardId(i as u16);
        if state.card(id).stranded && (!state.def(id).is(CardType::Starship) || has_pilot_aboard(state, id)) {
            state.card_mut(id).stranded = false;
        }
    }
}
