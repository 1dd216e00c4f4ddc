//! SWU's determinization ([`Searchable::determinize`](crate::ai::Searchable::determinize)): one
//! guess at what the computer player cannot see, consistent with what it can.
//!
//! Hidden from the observer: the opponent's hand, the opponent's face-down resources, the order
//! of both decks, and the future of the state's RNG. A determinization deals the opponent's
//! unseen cards (hand, deck, resources) at random among those places, keeping each place's size
//! and each resource slot ready or exhausted as it is; shuffles the observer's own deck; keeps
//! every card a pending prompt or step names where it is; and reseeds the RNG.

use crate::engine::Table;
use crate::engine::{CardId, Rng, Seat};
use crate::rules::swu::model::state::{other, State};

pub fn determinize(state: &State, observer: Seat, rng: &mut Rng) -> State {
    let mut guess = state.clone();
    let pinned = named_by_prompt(state);
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

/// Deals the cards of `zones` that are not `pinned` at random among those zones' places that do
/// not hold a pinned card; zone sizes stay.
fn redeal(zones: &mut [&mut [CardId]], pinned: &[CardId], rng: &mut Rng) {
    let mut cards: Vec<CardId> = zones.iter().flat_map(|z| z.iter().copied()).filter(|c| !pinned.contains(c)).collect();
    rng.shuffle(&mut cards);
    let mut dealt = cards.into_iter();
    for zone in zones.iter_mut() {
        for place in zone.iter_mut().filter(|c| !pinned.contains(c)) {
            if let Some(card) = dealt.next() {
                *place = card;
            }
        }
    }
}

/// The cards the pending prompt and steps may name: every number in them that is a card id
/// (an amount only pins a card needlessly, which costs a little variety, nothing more).
fn named_by_prompt(state: &State) -> Vec<CardId> {
    if state.prompt.is_none() && state.pending.is_empty() {
        return Vec::new();
    }
    let mut out = Vec::new();
    if let Ok(value) = serde_json::to_value((&state.prompt, &state.pending)) {
        numbers(&value, state.cards.len(), &mut out);
    }
    out
}

fn numbers(value: &serde_json::Value, cards: usize, out: &mut Vec<CardId>) {
    match value {
        serde_json::Value::Number(n) => {
            if let Some(id) = n.as_u64().filter(|&id| id < cards as u64) {
                out.push(CardId(id as u16));
            }
        }
        serde_json::Value::Array(items) => items.iter().for_each(|v| numbers(v, cards, out)),
        serde_json::Value::Object(fields) => fields.values().for_each(|v| numbers(v, cards, out)),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_redeal_keeps_sizes_and_pinned_cards() {
        let ids = |xs: &[u16]| xs.iter().map(|&x| CardId(x)).collect::<Vec<_>>();
        let mut rng = Rng::seeded(3);
        for _ in 0..20 {
            let (mut hand, mut deck) = (ids(&[1, 2, 3]), ids(&[4, 5, 6, 7, 8]));
            redeal(&mut [&mut hand, &mut deck], &ids(&[2, 7]), &mut rng);
            assert_eq!((hand.len(), deck.len()), (3, 5));
            assert_eq!((hand[1], deck[3]), (CardId(2), CardId(7)));
            let mut all = [hand, deck].concat();
            all.sort();
            assert_eq!(all, ids(&[1, 2, 3, 4, 5, 6, 7, 8]));
        }
    }
}
