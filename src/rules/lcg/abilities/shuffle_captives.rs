//! "Shuffle each captured card here back into its owner's deck" (Schemes and Intrigues, an
//! Interrupt to its leaving play): the cards captured under an objective (research notes lcg.md
//! §1 "Capture": face down under an objective, rescued to its owner's hand when it leaves play)
//! go to their owners' command decks instead, each deck shuffled.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::lcg::flow::resolve::schedule;
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::state::{State, Step};

/// The cards captured under `objective`.
pub(crate) fn captured_under(state: &State, objective: CardId) -> Vec<CardId> {
    (0..state.cards.len() as u16).map(CardId).filter(|&c| state.card(c).captured_under == Some(objective)).collect()
}

/// Each card captured under `objective` goes into its owner's command deck; each deck that took
/// one is shuffled.
pub(crate) fn shuffle_into_decks(state: &mut State, objective: CardId) {
    let mut shuffled: Vec<Side> = Vec::new();
    for card in captured_under(state, objective) {
        for player in state.players_mut() {
            player.captives.retain(|&c| c != card);
        }
        state.card_mut(card).captured_under = None;
        let owner = state.card(card).owner;
        state.player_mut(owner).command_deck.push(card);
        if !shuffled.contains(&owner) {
            shuffled.push(owner);
        }
    }
    schedule(state, shuffled.into_iter().map(|side| Step::ShuffleCommandDeck { side }));
}
