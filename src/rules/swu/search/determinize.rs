//! SWU's determinization ([`Searchable::determinize`](crate::ai::Searchable::determinize)): one
//! guess at what the computer player cannot see, consistent with what it can.
//!
//! Hidden from the observer: the opponent's hand, the opponent's face-down resources, the order
//! of both decks, and the future of the state's RNG. A determinization deals the opponent's
//! unseen cards (hand, deck, resources) at random among those places, keeping each place's size
//! and each resource slot ready or exhausted as it is; shuffles the observer's own deck; keeps
//! every card a pending prompt or step names where it is; and reseeds the RNG.

use crate::ai::determinize::{pinned, redeal};
use crate::engine::Table;
use crate::engine::{Rng, Seat};
use crate::rules::swu::model::state::{other, State};

pub(crate) fn determinize(state: &State, observer: Seat, rng: &mut Rng) -> State {
    let mut guess = state.clone();
    let pinned = pinned(&state.prompt, &state.pending, state.cards.len());
    let opponent = other(observer);
    let exhausted: Vec<bool> = guess.player(opponent).resources.iter().map(|&r| guess.card(r).exhausted).collect();
    {
        let player = guess.player_mut(opponent);
        let (hand, deck, resources) = (&mut player.hand, &mut player.deck, &mut player.resources);
        redeal(&mut [hand.as_mut_slice(), deck.as_mut_slice(), resources.as_mut_slice()], &pinned, rng);
    }
    let resources = guess.player(opponent).resources.clone();
    for (card, was) in resources.into_iter().zip(exhausted) {
        guess.card_mut(card).exhausted = was;
    }
    for card in guess.player(opponent).hand.clone().into_iter().chain(guess.player(opponent).deck.clone()) {
        guess.card_mut(card).exhausted = false;
    }
    let own = &mut guess.player_mut(observer).deck;
    redeal(&mut [own.as_mut_slice()], &pinned, rng);
    guess.rng = Rng::seeded(rng.next_u64());
    guess
}
