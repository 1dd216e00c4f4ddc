//! The LCG's determinization ([`Searchable::determinize`](crate::ai::Searchable::determinize)):
//! one guess at what the computer player cannot see, consistent with what it can.
//!
//! Hidden from the observer: the opponent's hand, the opponent's edge stack while it is still
//! face down, the order of both command decks and both objective decks (but for the objectives
//! the observer drew at setup, and the one it set aside), and the future of the state's RNG.
//! A determinization deals the opponent's unseen cards (hand, command deck, face-down edge stack)
//! at random back into those zones, keeping each zone's size; shuffles the observer's own command
//! deck and the objective decks; and reseeds the state's RNG. The observer's own hand and
//! everything in play stay as they are, and so does every card a pending prompt or step names
//! (the cards a search looked at, a card in hand a prompt offers to play).

use crate::ai::determinize::{pinned, redeal};
use crate::engine::Rng;
use crate::engine::Table;
use crate::rules::lcg::flow::opening::OBJECTIVES_DRAWN;
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::state::{Phase, State};

/// A copy of `state` with everything hidden from `observer` redrawn from `rng`.
pub(crate) fn determinize(state: &State, observer: Side, rng: &mut Rng) -> State {
    let mut guess = state.clone();
    let pinned = pinned(&state.prompt, &state.pending, state.cards.len());
    let opponent = observer.opponent();
    let edge_hidden = guess.engagement.as_ref().is_some_and(|e| e.edge_winner.is_none());

    let player = guess.player_mut(opponent);
    let edge_len = if edge_hidden { player.edge.len() } else { 0 };
    redeal(&mut [&mut player.hand, &mut player.command_deck, &mut player.edge[..edge_len]], &pinned, rng);
    redeal(&mut [&mut player.objective_deck], &pinned, rng);

    redeal(&mut [&mut guess.player_mut(observer).command_deck], &pinned, rng);
    // The observer knows its own drawn objectives at setup (the top of its objective deck), and
    // afterwards the one it set aside (the bottom).
    let setup = guess.phase == Phase::Setup;
    let own = &mut guess.player_mut(observer).objective_deck;
    let (start, end) = if setup { (0, own.len().saturating_sub(OBJECTIVES_DRAWN)) } else { (1, own.len()) };
    if start < end {
        redeal(&mut [&mut own[start..end]], &pinned, rng);
    }
    guess.rng = Rng::seeded(rng.next_u64());
    guess
}
