//! A card's own text as it acts now: what cancels it. Its printed power, ability and icons are
//! not text, and stay.
//!
//! Four things cancel a card's text in this pool: a Restraining Bolt on it ("cannot utilize its
//! 'game text'", `devices.rs` `restrained_by`), a card whose text cancels it where that card
//! is present ([`Ability::CancelsTextWherePresent`], Commander Praji on C-3PO and R2-D2), and a
//! site's being 'collapsed' (`collapse.rs`; GEMP `GameText`), and Dark Hours' 'sleep' (`sleep.rs`).

use super::devices::restrained_by;
use super::enclosed::is_present;
use super::model::ability::Ability;
use super::model::def::Side;
use super::model::state::State;
use crate::engine::{CardId, Table};

/// `card`'s own text as it acts now: none while its text is canceled ([`is_canceled`]).
pub(crate) fn text_of(state: &State, card: CardId) -> impl Iterator<Item = &Ability> + '_ {
    let canceled = is_canceled(state, card);
    state.def(card).abilities().filter(move |_| !canceled)
}

/// Whether `card`'s own text is canceled: it is an Undercover spy (inactive, `undercover.rs`), it
/// 'sleeps' (Dark Hours: "'game text' is canceled", `sleep.rs`), a Restraining Bolt is on it, or it is at the location
/// where a card that cancels its text is present (GEMP `CancelsGameTextModifier`,
/// `Filters.at(Filters.wherePresent(self))` under `PresentCondition(self)`).
pub(crate) fn is_canceled(state: &State, card: CardId) -> bool {
    state.card(card).undercover
        || restrained_by(state, card).is_some()
        || canceled_where_present(state, card)
        || super::collapse::is_collapsed(state, card)
        || super::sleep::asleep(state, card)
}

fn canceled_where_present(state: &State, card: CardId) -> bool {
    let Some(here) = state.location_of(card) else { return false };
    let def = state.def(card);
    Side::BOTH.into_iter().flat_map(|side| state.cards_at(side, here)).any(|other| {
        other != card
            && state.def(other).abilities().any(
                |a| matches!(a, Ability::CancelsTextWherePresent { titles } if titles.iter().any(|t| def.is_named(t))),
            )
            && is_present(state, other)
    })
}
