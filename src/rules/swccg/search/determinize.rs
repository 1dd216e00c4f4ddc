//! The determinization ([`Searchable::determinize`](crate::ai::Searchable::determinize)): one
//! guess at what the computer player cannot see, consistent with what it can.
//!
//! Hidden from the observer: the opponent's hand; the order and contents of every Reserve Deck,
//! Force Pile and Used Pile (face down to both players); the future of the state's RNG. A
//! determinization deals the opponent's hand and face-down piles at random among those places,
//! keeping each one's size; does the same with the observer's own face-down piles; and reseeds
//! the RNG. The table, the Lost Piles, the observer's hand and every card the battle has revealed
//! stay where they are.

use crate::ai::determinize::redeal;
use crate::engine::Table;
use crate::engine::{CardId, Rng};
use crate::rules::swccg::model::def::Side;
use crate::rules::swccg::model::state::{Prompt, State};

/// A copy of `state` with everything hidden from `observer` redrawn from `rng`.
pub(crate) fn determinize(state: &State, observer: Side, rng: &mut Rng) -> State {
    let mut guess = state.clone();
    let pinned = revealed(state);
    let opponent = observer.opponent();
    {
        let p = guess.player_mut(opponent);
        redeal(&mut [&mut p.hand[..], &mut p.reserve[..], &mut p.force_pile[..], &mut p.used_pile[..]], &pinned, rng);
    }
    {
        let p = guess.player_mut(observer);
        redeal(&mut [&mut p.reserve[..], &mut p.force_pile[..], &mut p.used_pile[..]], &pinned, rng);
    }
    guess.rng = Rng::seeded(rng.next_u64());
    guess
}

/// Cards the battle under way has revealed (its destiny draws), and those a pick shows.
fn revealed(state: &State) -> Vec<CardId> {
    let mut pinned: Vec<CardId> =
        state.battle.iter().flat_map(|b| b.destiny.iter().flatten().filter_map(|d| d.card)).collect();
    // The cards a search or glance shows its chooser stay where they are (`Prompt::Pick`).
    if let Some(Prompt::Pick { shown, cards, .. }) = &state.prompt {
        pinned.extend(shown.iter().chain(cards));
    }
    pinned
}
