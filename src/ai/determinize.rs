//! Determinization: one guess at what the computer player cannot see, consistent with what it can.
//!
//! Hidden from the observer: the opponent's hand, the opponent's edge stack while it is still
//! face down, the order of both command decks and both objective decks (but for the objectives
//! the observer drew at setup, and the one it set aside), and the future of the state's RNG. A determinization deals the opponent's unseen cards (hand, command deck, face-down
//! edge stack) at random back into those zones, keeping each zone's size; shuffles the observer's
//! own command deck and the objective decks; and reseeds the state's RNG. The observer's own hand
//! and everything in play stay as they are.

use crate::engine::{CardId, Rng};
use crate::rules::lcg::def::Side;
use crate::rules::lcg::setup::OBJECTIVES_DRAWN;
use crate::rules::lcg::{Phase, State};

/// A copy of `state` with everything hidden from `observer` redrawn from `rng`.
pub fn determinize(state: &State, observer: Side, rng: &mut Rng) -> State {
    let mut guess = state.clone();
    let opponent = observer.opponent();
    let edge_hidden = guess.engagement.as_ref().is_some_and(|e| e.edge_winner.is_none());

    let player = guess.player_mut(opponent);
    let edge_len = if edge_hidden { player.edge.len() } else { 0 };
    let mut unseen: Vec<CardId> = Vec::with_capacity(player.hand.len() + player.command_deck.len() + edge_len);
    unseen.extend_from_slice(&player.hand);
    unseen.extend_from_slice(&player.command_deck);
    unseen.extend_from_slice(&player.edge[..edge_len]);
    rng.shuffle(&mut unseen);
    let (hand, rest) = unseen.split_at(player.hand.len());
    let (deck, edge) = rest.split_at(player.command_deck.len());
    player.hand.copy_from_slice(hand);
    player.command_deck.copy_from_slice(deck);
    player.edge[..edge_len].copy_from_slice(edge);

    rng.shuffle(&mut guess.player_mut(observer).command_deck);
    rng.shuffle(&mut guess.player_mut(opponent).objective_deck);
    // The observer knows its own drawn objectives at setup (the top of its objective deck), and
    // afterwards the one it set aside (the bottom).
    let setup = guess.phase == Phase::Setup;
    let own = &mut guess.player_mut(observer).objective_deck;
    let (start, end) = if setup { (0, own.len().saturating_sub(OBJECTIVES_DRAWN)) } else { (1, own.len()) };
    if start < end {
        rng.shuffle(&mut own[start..end]);
    }
    guess.rng = Rng::seeded(rng.next_u64());
    guess
}
