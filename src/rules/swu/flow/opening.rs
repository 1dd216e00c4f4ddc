//! The opening of a match (base game, shared/research/swu.md §5), after the decks are set up: the
//! flip winner's choice of the initiative, the opening hands, one mulligan each (the initiative
//! player first), two resources each, then the first action phase.

use crate::engine::Seat;
use crate::engine::Table;
use crate::rules::swu::flow::turn::draw;
use crate::rules::swu::model::ability::Ability;
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
        draw(state, s, starting_hand(state, s), events);
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

/// The one mulligan: the hand is shuffled back and a new starting hand drawn.
pub(crate) fn mulligan(state: &mut State, seat: Seat, events: &mut Vec<Event>) {
    let hand = std::mem::take(&mut state.player_mut(seat).hand);
    let mut cards = std::mem::take(&mut state.player_mut(seat).deck);
    cards.extend(hand);
    state.rng.shuffle(&mut cards);
    state.player_mut(seat).deck = cards;
    events.push(Event::Mulligan { seat });
    let mut drawn = Vec::new();
    draw(state, seat, starting_hand(state, seat), &mut drawn);
}

/// The abilities of `seat`'s base.
fn base_abilities(state: &State, seat: Seat) -> &'static [Ability] {
    let base = state.def(state.player(seat).base);
    base.abilities.as_ref().map_or(&[], |a| &a.base[..])
}

/// How many cards `seat` draws as its starting hand: six, moved by its base's "Draw N less (more)
/// cards in your starting hand" (Colossus, Nabat Village).
pub(crate) fn starting_hand(state: &State, seat: Seat) -> u8 {
    let delta: i32 = base_abilities(state, seat)
        .iter()
        .map(|a| match a {
            Ability::StartingHand { delta } => i32::from(*delta),
            _ => 0,
        })
        .sum();
    (i32::from(OPENING_HAND) + delta).clamp(0, 255) as u8
}

/// Whether `seat` may take its mulligan: not with "You can't take a mulligan" (Nabat Village).
pub(crate) fn may_mulligan(state: &State, seat: Seat) -> bool {
    !base_abilities(state, seat).iter().any(|a| matches!(a, Ability::NoMulligan))
}

/// The mulligan prompt for the first of `seats` who may take one (the others keep their hands).
pub(crate) fn ask_mulligan(state: &mut State, seats: &[Seat], events: &mut Vec<Event>) {
    for &seat in seats {
        if may_mulligan(state, seat) {
            state.prompt = Some(crate::rules::swu::model::state::Prompt::Mulligan { chooser: seat });
            return;
        }
        events.push(Event::KeptHand { seat });
    }
}

/// "When the first action phase starts: …" of each base (the initiative player's first), as
/// steps to resolve before the first action.
pub(crate) fn first_action_phase(state: &State) -> Vec<Step> {
    let mut steps = Vec::new();
    for seat in [state.initiative, other(state.initiative)] {
        let base = state.player(seat).base;
        for ability in base_abilities(state, seat) {
            if let Ability::WhenFirstActionPhase { then } = ability {
                steps.push(Step::Resolve { source: base, effect: then.clone(), subject: None, controller: seat });
            }
        }
    }
    steps
}
