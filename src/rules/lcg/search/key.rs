//! The LCG's tree key ([`Searchable::key`](crate::ai::Searchable::key)): which actions the
//! search treats as one.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::lcg::model::action::{Action, Answer, Initiative, Payment};
use crate::rules::lcg::model::state::State;

/// The tree key of `action` in `state`: the action with each card that is not in play (a card
/// from a hand, a deck or a discard pile) named by the first card of the same owner and
/// definition, so copies of one card, and whichever copy a determinization dealt, share a key;
/// and without its payment, so the ways to pay for one play share a key too (the first listed,
/// the engine's suggested payment, is the one played).
pub(crate) fn key(state: &State, action: &Action) -> Action {
    let canon = |card: CardId| -> CardId {
        if state.in_play(card) {
            return card;
        }
        let cs = state.card(card);
        state.cards.iter().position(|c| c.def == cs.def && c.owner == cs.owner).map_or(card, |i| CardId(i as u16))
    };
    let mut k = *action;
    if let Action::Initiative(
        Initiative::PlayUnit { payment, .. }
        | Initiative::PlayUnitDiscarding { payment, .. }
        | Initiative::AttachEnhancement { payment, .. }
        | Initiative::PlayPilot { payment, .. }
        | Initiative::PlayEnhancement { payment, .. }
        | Initiative::PlayEvent { payment, .. }
        | Initiative::DeployMission { payment, .. },
    ) = &mut k
    {
        *payment = Payment::default();
    }
    if let Action::Answer(Answer::Trigger { payment: Some(payment), .. }) = &mut k {
        *payment = Payment::default();
    }
    match &mut k {
        Action::Initiative(
            Initiative::PlayUnit { card, .. }
            | Initiative::PlayPilot { card, .. }
            | Initiative::PlayEnhancement { card, .. }
            | Initiative::PlayEvent { card, .. }
            | Initiative::DeployMission { card, .. }
            | Initiative::EdgeCard { card },
        )
        | Action::Answer(Answer::PutIntoPlay { card, .. })
        | Action::Initiative(
            Initiative::PlayUnitDiscarding { card, .. } | Initiative::AttachEnhancement { card, .. },
        )
        | Action::Answer(
            Answer::DiscardFromHand { card }
            | Answer::ChooseTarget { card }
            | Answer::SetAsideObjective { objective: card },
        ) => *card = canon(*card),
        Action::Initiative(Initiative::UseAbility { .. })
        | Action::Answer(Answer::DiscardPilot { .. } | Answer::Trigger { .. })
        | Action::Initiative(Initiative::Engage { .. } | Initiative::Declare { .. } | Initiative::Strike { .. })
        | Action::Answer(Answer::AssignDamage { .. } | Answer::AssignFocus { .. })
        | Action::Initiative(Initiative::Commit { .. })
        | Action::Answer(Answer::BalanceDamage { .. })
        | Action::Initiative(Initiative::MovePilot { .. })
        | Action::Answer(Answer::Protect { .. } | Answer::ChooseDeck { .. } | Answer::Mulligan)
        | Action::Answer(Answer::NameTrait { .. } | Answer::ChoosePlayer { .. } | Answer::ChooseOption { .. })
        | Action::Initiative(Initiative::Pass)
        | Action::Answer(Answer::Pass) => {}
    }
    k
}
