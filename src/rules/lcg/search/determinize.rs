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

use crate::engine::Table;
use crate::engine::{CardId, Rng};
use crate::rules::lcg::def::Side;
use crate::rules::lcg::flow::opening::OBJECTIVES_DRAWN;
use crate::rules::lcg::{Phase, State};

/// A copy of `state` with everything hidden from `observer` redrawn from `rng`.
pub fn determinize(state: &State, observer: Side, rng: &mut Rng) -> State {
    let mut guess = state.clone();
    let pinned = named_by_prompt(state);
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

/// The cards the pending prompt and steps may name: every number in them that is a card id.
/// Generic over the prompt vocabulary (a new prompt needs no change here); a number that is not
/// a card (an amount) only pins a card needlessly, which costs nothing but a little variety.
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
