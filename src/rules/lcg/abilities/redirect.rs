//! Koiogran Turn: "Interrupt: When a friendly Vehicle unit is targeted by an enemy card effect,
//! your opponent must choose a different eligible target instead, if able." Offered when a
//! composed ability's chosen target stands, before the ability resolves; not offered when there
//! is no other eligible target (it would change nothing).

use crate::engine::CardId;
use crate::rules::lcg::abilities::initiate;
use crate::rules::lcg::abilities::outcome;
use crate::rules::lcg::model::ability::Outcome;
use crate::rules::lcg::model::def::{Effect, Side};
use crate::rules::lcg::model::event::Event;
use crate::rules::lcg::model::state::State;
use crate::rules::lcg::payment;
use crate::rules::lcg::targeting;

/// The card in hand its controller could play to send `outcome` (of `source`, controlled by
/// `side`) away from `target`.
pub fn redirector(state: &State, side: Side, source: CardId, outcome: &Outcome, target: CardId) -> Option<CardId> {
    outcome::target_filter(outcome)?;
    let defender = state.card(target).controller;
    if defender == side || !targeting::is_unit_in_play(state, target) || !initiate::may_initiate(state, defender) {
        return None;
    }
    let others = outcome::choices(state, side, source, outcome)
        .into_iter()
        .any(|c| c != target && !state.redirected.contains(&c));
    if !others {
        return None;
    }
    state.player(defender).hand.iter().copied().find(|&card| {
        state
            .def(card)
            .abilities
            .iter()
            .any(|e| matches!(e, Effect::RedirectTargeting { unit_trait } if state.def(target).has_trait(unit_trait)))
            && !payment::payments(state, defender, state.def(card).cost, state.def(card).affiliation, &[]).is_empty()
    })
}

/// Plays the Interrupt event from hand: its cost is paid, it goes to the discard pile, and the
/// target it protected may not be chosen again by this effect.
pub fn play(state: &mut State, side: Side, card: CardId, target: CardId, events: &mut Vec<Event>) {
    let def = state.def(card);
    if let Some(payment) = payment::payments(state, side, def.cost, def.affiliation, &[]).first() {
        payment::spend(state, payment, events);
    }
    state.player_mut(side).hand.retain(|&c| c != card);
    state.player_mut(side).discard.push(card);
    events.push(Event::InterruptUsed { card });
    state.redirected.push(target);
}
