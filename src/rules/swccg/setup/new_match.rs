//! A new match (research §3 "Setup"): each player's starting location, one location of their
//! choice from the deck, is deployed (the Dark Side's first), the rest of the deck is shuffled
//! into the Reserve Deck and 8 cards are drawn; the Dark Side takes the first turn (unless a
//! starting location says otherwise, `here.rs`), from its activate phase.

use crate::cards::swccg::DefId;
use crate::engine::Table;
use crate::rules::swccg::here::first_turn;
use crate::rules::swccg::model::def::Side;
use crate::rules::swccg::model::state::{Phase, State};
use crate::rules::swccg::setup::deck::{cards, deck};

/// Cards each player draws before the first turn.
pub(crate) const OPENING_HAND: usize = 8;

pub(crate) fn new_match(seed: u64) -> State {
    deal(
        seed,
        Side::BOTH.map(|side| {
            let list = deck(side);
            let mut defs = cards(&list);
            let rest = defs.split_off(1.min(defs.len()));
            (defs, rest)
        }),
    )
}

/// A match between two checked decks, the Dark Side's first: each deck's starting location (on
/// the table from the start) and the rest (shuffled into its Reserve Deck, 8 drawn).
pub(crate) fn deal(seed: u64, decks: [(Vec<DefId>, Vec<DefId>); 2]) -> State {
    let mut state = State::empty(String::new(), Phase::Activate, seed);
    let mut first = [None; 2];
    for (side, (starting, rest)) in Side::BOTH.into_iter().zip(decks) {
        for def in starting {
            let id = state.add_card(def, side);
            state.locations.push(id);
            first[side.idx()] = first[side.idx()].or(Some(id));
        }
        for def in rest {
            let id = state.add_card(def, side);
            state.player_mut(side).reserve.push(id);
        }
    }
    for side in Side::BOTH {
        let mut reserve = std::mem::take(&mut state.player_mut(side).reserve);
        state.rng.shuffle(&mut reserve);
        let player = state.player_mut(side);
        player.reserve = reserve;
        for _ in 0..OPENING_HAND {
            if let Some(card) = player.reserve.pop() {
                player.hand.push(card);
            }
        }
    }
    // "If this is your starting location, Light Side goes first in game."
    state.active = first_turn(&state, first);
    state
}
