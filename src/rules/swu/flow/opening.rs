//! The opening of a match (base game, shared/research/swu.md §5), after the decks are set up: the
//! flip winner's choice of the initiative, the opening hands, one mulligan each (the initiative
//! player first), two resources each, then the first action phase.

use crate::engine::Seat;
use crate::engine::Table;
use crate::rules::swu::flow::turn::draw;
use crate::rules::swu::model::event::Event;
use crate::rules::swu::model::state::{other, schedule, State, Step, SEATS};

/// The opening hand.
pub(crate) const OPENING_HAND: u8 = 6;
/// Resources each player puts into play at setup.
pub(crate) const SETUP_RESOURCES: u8 = 2;

/// The flip winner gives the initiative to `seat`; both draw their opening hands; then the
/// mulligans, the resources and the first action phase.
pub(crate) fn choose_initiative(state: &mut State, seat: Seat, events: &mut Vec<Event>) {
    state.initiative = seat;
    state.active = seat;
    events.push(Event::InitiativeChosen { seat });
    for s in SEATS {
        draw(state, s, OPENING_HAND, events);
    }
    schedule(
        state,
        [
            Step::AskMulligans,
            Step::AskResources { seat, count: SETUP_RESOURCES, optional: false },
            Step::AskResources { seat: other(seat), count: SETUP_RESOURCES, optional: false },
            Step::BeginAction,
        ],
    );
}

/// The one mulligan: the hand is shuffled back and six new cards drawn.
pub(crate) fn mulligan(state: &mut State, seat: Seat, events: &mut Vec<Event>) {
    let hand = std::mem::take(&mut state.player_mut(seat).hand);
    let mut cards = std::mem::take(&mut state.player_mut(seat).deck);
    cards.extend(hand);
    state.rng.shuffle(&mut cards);
    state.player_mut(seat).deck = cards;
    events.push(Event::Mulligan { seat });
    let mut drawn = Vec::new();
    draw(state, seat, OPENING_HAND, &mut drawn);
}
