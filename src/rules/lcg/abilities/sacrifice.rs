//! Sacrifice: a card leaves play for its owner's discard pile because its controller chose to
//! give it up, as the cost of an ability ("Sacrifice a Vehicle unit to …", Heroic Sacrifice;
//! Covering Fire) or as an outcome ("your opponent must sacrifice a Vehicle unit he controls",
//! X-Wing Escort). Sacrificing is not destroying, and the card is not targeted.

use crate::engine::CardId;
use crate::rules::lcg::flow::resolve::schedule;
use crate::rules::lcg::model::ability::{Filter, Whose};
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::event::Event;
use crate::rules::lcg::model::state::{Destination, State, Step};
use crate::rules::lcg::targeting;

/// The cards `side` could sacrifice to pay `filter`: only its own ("you cannot sacrifice a card
/// you do not control").
pub(crate) fn candidates(state: &State, side: Side, filter: &Filter) -> Vec<CardId> {
    let own = Filter { whose: Whose::Friendly, ..filter.clone() };
    state.cards_in_play().filter(|&c| targeting::matches(state, side, &own, c)).collect()
}

/// `card` is sacrificed: it leaves play for its owner's discard pile (its leaves-play
/// Interrupts are offered first).
pub(crate) fn sacrifice(state: &mut State, card: CardId, events: &mut Vec<Event>) {
    events.push(Event::Sacrificed { card });
    schedule(state, [Step::LeavePlay { card, to: Destination::OwnersDiscard, offered: false }]);
}
