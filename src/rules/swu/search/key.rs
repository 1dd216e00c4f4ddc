//! SWU's tree key ([`Searchable::key`](crate::ai::Searchable::key)): which actions the search
//! treats as one.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::swu::model::action::Action;
use crate::rules::swu::model::state::State;

/// The tree key of `action` in `state`: the action without its payment (the ways to pay for one
/// play share a key), with each card that is not in play (a card from a hand, a deck or resources)
/// named by the first card of the same owner and definition, so copies of one card, and whichever
/// copy a determinization dealt, share a key (a card in a discard pile, face up, is itself).
pub(crate) fn key(state: &State, action: &Action) -> Action {
    let canon = |card: CardId| -> CardId {
        if !state.has(card) || state.in_play(card) {
            return card;
        }
        let cs = state.card(card);
        // A discard pile is face up: its cards are named as they are (Salvage plays from it).
        if state.player(cs.owner).discard.contains(&card) {
            return card;
        }
        state.cards.iter().position(|c| c.def == cs.def && c.owner == cs.owner).map_or(card, |i| CardId(i as u16))
    };
    let mut k = action.unpaid();
    match &mut k {
        Action::PlayUnit { card, .. }
        | Action::PlayPilot { card, .. }
        | Action::PlayUpgrade { card, .. }
        | Action::PlayEvent { card, .. }
        | Action::Resource { card } => *card = canon(*card),
        _ => {}
    }
    k
}
