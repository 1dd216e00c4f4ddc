//! "If <condition>, discard this unit" (Tamtel Skreej: "If Lando Calrissian is in play, discard
//! this unit"): a constant ability (Core Set rules, "Card Abilities": in effect while its card is
//! in play) that sends its own card to its owner's discard pile whenever its condition holds,
//! checked after each step of the resolution loop as control is.

use crate::engine::CardId;
use crate::rules::lcg::constants;
use crate::rules::lcg::flow::resolve::schedule;
use crate::rules::lcg::model::ability::ModifierKind;
use crate::rules::lcg::model::state::{Destination, State, Step};

/// Each card in play whose "discard this unit" is in force leaves play, unless already leaving;
/// nothing is read when no such constant is in force.
pub(crate) fn settle(state: &mut State) {
    if !constants::InForce::now(state).any(ModifierKind::DiscardThis) {
        return;
    }
    let leaving = |state: &State, c: CardId| {
        state.pending.iter().any(|s| matches!(s, Step::LeavePlay { card, .. } if *card == c))
    };
    let discarded: Vec<CardId> = state
        .cards_in_play()
        .filter(|&c| constants::card_has(state, c, ModifierKind::DiscardThis) && !leaving(state, c))
        .collect();
    let to = Destination::OwnersDiscard;
    schedule(state, discarded.into_iter().map(|card| Step::LeavePlay { card, to, offered: false }));
}
