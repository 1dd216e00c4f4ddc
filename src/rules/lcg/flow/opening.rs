//! The choices of setup as the flow asks them (research notes lcg.md §1 "Setup"): each player
//! draws four objectives and puts one on the bottom of the objective deck, the others into play;
//! each may mulligan the opening hand once.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::event::Event;
use crate::rules::lcg::model::state::{Ask, Prompt, State};

/// Objectives drawn at setup; all but one go into play.
pub(crate) const OBJECTIVES_DRAWN: usize = 4;
/// The opening hand.
pub(crate) const OPENING_HAND: usize = 6;

/// The objectives `side` drew at setup: the top four of its objective deck (the top is the end).
pub fn drawn_objectives(state: &State, side: Side) -> &[CardId] {
    let deck = &state.player(side).objective_deck;
    &deck[deck.len().saturating_sub(OBJECTIVES_DRAWN)..]
}

/// Asks `side` which drawn objective goes to the bottom (with three or fewer, all go into play).
pub(crate) fn ask_objectives(state: &mut State, side: Side, events: &mut Vec<Event>) {
    if drawn_objectives(state, side).len() < OBJECTIVES_DRAWN {
        let drawn: Vec<CardId> = drawn_objectives(state, side).to_vec();
        put_objectives_into_play(state, side, &drawn, events);
        return;
    }
    state.prompt = Some(Prompt::new(side, Ask::SetupObjectives));
}

/// Setup step 3: `aside` goes to the bottom of the objective deck, the other drawn objectives
/// into play.
pub(crate) fn set_aside_objective(state: &mut State, side: Side, aside: CardId, events: &mut Vec<Event>) {
    let drawn: Vec<CardId> = drawn_objectives(state, side).iter().copied().filter(|&c| c != aside).collect();
    let deck = &mut state.player_mut(side).objective_deck;
    deck.retain(|&c| c != aside);
    deck.insert(0, aside);
    put_objectives_into_play(state, side, &drawn, events);
}

fn put_objectives_into_play(state: &mut State, side: Side, cards: &[CardId], events: &mut Vec<Event>) {
    let player = state.player_mut(side);
    player.objective_deck.retain(|c| !cards.contains(c));
    player.play.extend_from_slice(cards);
    for &card in cards {
        events.push(Event::ObjectiveRevealed { card });
    }
}

/// Setup step 4: the one mulligan — the hand is shuffled back and six new cards drawn.
pub(crate) fn mulligan(state: &mut State, side: Side, events: &mut Vec<Event>) {
    let hand = std::mem::take(&mut state.player_mut(side).hand);
    let mut deck = std::mem::take(&mut state.player_mut(side).command_deck);
    deck.extend(hand);
    state.rng.shuffle(&mut deck);
    let player = state.player_mut(side);
    player.command_deck = deck;
    for _ in 0..OPENING_HAND {
        if let Some(card) = player.command_deck.pop() {
            player.hand.push(card);
        }
    }
    events.push(Event::Mulligan { side });
}
