//! Who may target what with card effects.

use crate::engine::CardId;
use crate::rules::lcg::model::def::{CardType, Effect, Side};
use crate::rules::lcg::model::state::State;
use crate::rules::lcg::pilot;

/// May a card effect controlled by `by` target `card`? Heroes of the Rebellion: "Your piloted
/// Vehicle units cannot be targeted by enemy card effects."
pub fn can_target(state: &State, by: Side, card: CardId) -> bool {
    // Trench Run: "This enhancement cannot be targeted."
    if state.def(card).abilities.iter().any(|e| matches!(e, Effect::EngageableDial { .. })) {
        return false;
    }
    let controller = state.card(card).controller;
    if controller == by {
        return true;
    }
    let protected = is_unit_in_play(state, card)
        && pilot::is_piloted(state, card)
        && state.player(controller).play.iter().any(|&c| {
            state.card(c).controller == controller
                && state.def(c).abilities.contains(&Effect::PilotedVehiclesUntargetable)
        });
    !protected
}

/// A unit in play that is not attached to anything (a Pilot enhancement is not a unit).
pub fn is_unit_in_play(state: &State, card: CardId) -> bool {
    state.in_play(card) && pilot::current_type(state, card) == CardType::Unit && state.card(card).attached.is_none()
}
