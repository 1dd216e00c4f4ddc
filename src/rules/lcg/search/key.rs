//! The LCG's tree key ([`Searchable::key`](crate::ai::Searchable::key)): which actions the
//! search treats as one.

use crate::engine::CardId;
use crate::rules::lcg::{Action, Payment, State};

/// The tree key of `action` in `state`: the action with each card that is not in play (a card
/// from a hand, a deck or a discard pile) named by the first card of the same owner and
/// definition, so copies of one card, and whichever copy a determinization dealt, share a key;
/// and without its payment, so the ways to pay for one play share a key too (the first listed,
/// the engine's suggested payment, is the one played).
pub fn key(state: &State, action: &Action) -> Action {
    let canon = |card: CardId| -> CardId {
        if state.in_play(card) {
            return card;
        }
        let cs = state.card(card);
        state.cards.iter().position(|c| c.def == cs.def && c.owner == cs.owner).map_or(card, |i| CardId(i as u16))
    };
    let mut k = *action;
    match &mut k {
        Action::PlayUnit { payment, .. }
        | Action::PlayUnitDiscarding { payment, .. }
        | Action::AttachEnhancement { payment, .. }
        | Action::PlayPilot { payment, .. }
        | Action::PlayEnhancement { payment, .. }
        | Action::PlayEvent { payment, .. }
        | Action::DeployMission { payment, .. } => *payment = Payment::default(),
        _ => {}
    }
    match &mut k {
        Action::PlayUnit { card, .. }
        | Action::PlayPilot { card, .. }
        | Action::PlayEnhancement { card, .. }
        | Action::PlayEvent { card, .. }
        | Action::DeployMission { card, .. }
        | Action::EdgeCard { card }
        | Action::PutIntoPlay { card, .. }
        | Action::PlayUnitDiscarding { card, .. }
        | Action::AttachEnhancement { card, .. }
        | Action::DiscardFromHand { card }
        | Action::ChooseTarget { card }
        | Action::SetAsideObjective { objective: card } => *card = canon(*card),
        Action::UseAbility { .. }
        | Action::DiscardPilot { .. }
        | Action::Trigger { .. }
        | Action::Engage { .. }
        | Action::Declare { .. }
        | Action::Strike { .. }
        | Action::AssignDamage { .. }
        | Action::AssignFocus { .. }
        | Action::Commit { .. }
        | Action::BalanceDamage { .. }
        | Action::MovePilot { .. }
        | Action::Protect { .. }
        | Action::ChooseDeck { .. }
        | Action::Mulligan
        | Action::Pass => {}
    }
    k
}
