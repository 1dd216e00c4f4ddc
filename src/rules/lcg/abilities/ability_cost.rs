//! Paying a composed ability's [`AbilityCost`]: what it asks (resources, focus, a sacrifice, a
//! discard, reserve, a Pilot enhancement), whether a player can pay it now, and paying it.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::lcg::abilities::cost_choice;
use crate::rules::lcg::abilities::sacrifice;
use crate::rules::lcg::cost;
use crate::rules::lcg::flow::resolve::schedule;
use crate::rules::lcg::model::ability::AbilityCost;
use crate::rules::lcg::model::action;
use crate::rules::lcg::model::def::{Affiliation, Side};
use crate::rules::lcg::model::event::Event;
use crate::rules::lcg::model::state;
use crate::rules::lcg::model::state::{State, Step};
use crate::rules::lcg::payment;
use crate::rules::lcg::stats;

/// The resources `cost` asks for `card`'s ability, the affiliation they must match, and the card
/// they pay for: a card's own pilot cost ("pay this card's pilot cost", DS-61-3) matches its
/// affiliation and takes the resources that may be spent on it, as playing it would.
fn resources(state: &State, side: Side, card: CardId, cost: &AbilityCost) -> (u8, Affiliation, Option<CardId>) {
    if cost.pilot_cost {
        let pilot_cost = cost::play_cost(state, side, card, cost::Mode::Pilot);
        (cost.resources.saturating_add(pilot_cost), state.def(card).affiliation, Some(card))
    } else {
        (cost.resources, Affiliation::Neutral, None)
    }
}

/// The ways to pay `cost` for `card`'s ability.
fn ability_payments(state: &State, side: Side, card: CardId, cost: &AbilityCost) -> Vec<action::Payment> {
    let (amount, affiliation, toward) = resources(state, side, card, cost);
    payment::payments(state, side, amount, affiliation, toward)
}

/// Can `side` pay `cost` for `card`'s ability now? (A Pilot enhancement to discard is chosen in
/// the action and checked there.)
pub(crate) fn can_pay(state: &State, side: Side, card: CardId, cost: &AbilityCost) -> bool {
    let (amount, _, _) = resources(state, side, card, cost);
    (!cost.focus_this || state.card(card).focus == 0)
        && (!cost.sacrifice_this || state.in_play(card))
        && (!cost.discard_this || state.in_hand(side, card))
        && cost_choice::can_pay(state, side, card, cost)
        && stats::reserve_value(state, side) >= cost.reserve
        && (amount == 0 || !ability_payments(state, side, card, cost).is_empty())
}

/// Pays `cost`: the card is focused; resources come from the engine's suggested payment; a
/// reserve reduction lasts until the end of the phase (Defense Protocol); `discarded`, the Pilot
/// enhancement the action named, leaves play.
pub(crate) fn pay(
    state: &mut State,
    side: Side,
    card: CardId,
    cost: &AbilityCost,
    discarded: Option<CardId>,
    events: &mut Vec<Event>,
) {
    if cost.reserve > 0 {
        let reduced = &mut state.reserve_reduced[side.idx()];
        *reduced = reduced.saturating_add(cost.reserve);
    }
    if cost.focus_this {
        state.card_mut(card).focus += 1;
        events.push(Event::Focused { card });
    }
    // Expendable Scout: "Sacrifice this unit to …".
    if cost.sacrifice_this {
        sacrifice::sacrifice(state, card, events);
    }
    // R5-D8: "discard this unit from your hand".
    if cost.discard_this && state.in_hand(side, card) {
        let player = state.player_mut(side);
        player.hand.retain(|&c| c != card);
        player.discard.push(card);
        events.push(Event::DiscardedFromHand { card });
    }
    let (amount, _, _) = resources(state, side, card, cost);
    if amount > 0 {
        if let Some(payment) = ability_payments(state, side, card, cost).first() {
            payment::spend(state, payment, events);
        }
    }
    // Outrider: "focus a Pilot card attached to this unit".
    if let Some(pilot) = discarded.filter(|_| cost.focus_pilot) {
        state.card_mut(pilot).focus += 1;
        events.push(Event::Focused { card: pilot });
    }
    if let Some(pilot) = discarded.filter(|_| cost.discard_pilot) {
        schedule(state, [Step::LeavePlay { card: pilot, to: state::Destination::OwnersDiscard, offered: false }]);
    }
}
