//! The tree key ([`Searchable::key`](crate::ai::Searchable::key)): which actions the search
//! treats as one.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::swccg::model::action::{Action, Source};
use crate::rules::swccg::model::state::State;

/// The tree key of `action` in `state`: the action with each card off the table (in a hand, a
/// pile) named by the first card of the same owner and definition, so copies of one card, and
/// whichever copy a determinization dealt, share a key.
pub(crate) fn key(state: &State, action: &Action) -> Action {
    let canon = |card: CardId| -> CardId {
        if state.on_table(card) {
            return card;
        }
        let cs = state.card(card);
        state
            .cards
            .iter()
            .position(|c| c.def == cs.def && c.owner == cs.owner && c.at.is_none())
            .map_or(card, |i| CardId(i as u16))
    };
    let mut k = *action;
    match &mut k {
        Action::DeployLocation { card }
        | Action::Deploy { card, .. }
        | Action::Interrupt { card, .. }
        | Action::InterruptAsLost { card, .. }
        | Action::React { card, by: crate::rules::swccg::model::action::ReactBy::Deploy, .. } => *card = canon(*card),
        Action::DeployWith { card, rider, .. }
        | Action::React { card, by: crate::rules::swccg::model::action::ReactBy::DeployWith { rider, .. }, .. } => {
            *card = canon(*card);
            *rider = canon(*rider);
        }
        Action::Lose { from: Source::Hand(card) } => *card = canon(*card),
        _ => {}
    }
    k
}
