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
use crate::cards::swccg::catalog;
use crate::engine::{CardId, Table};
use std::sync::OnceLock;

/// The titles whose text some card of the catalog cancels where it is present
/// ([`Ability::CancelsTextWherePresent`]), gathered once.
fn cancelable_titles() -> &'static [&'static str] {
    static TITLES: OnceLock<Vec<&'static str>> = OnceLock::new();
    TITLES.get_or_init(|| {
        let words = catalog().iter().flat_map(|(_, def)| def.abilities());
        let named = words.filter_map(|a| match a {
            Ability::CancelsTextWherePresent { titles } => Some(titles.iter().map(|t| &**t)),
            _ => None,
        });
        named.flatten().collect()
    })
}

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
    let def = state.def(card);
    // Asked for every card's text many times a move: a card no card of the catalog names is done.
    if !cancelable_titles().iter().any(|t| def.is_named(t)) {
        return false;
    }
    let Some(here) = state.location_of(card) else { return false };
    Side::BOTH.into_iter().flat_map(|side| state.cards_at(side, here)).any(|other| {
        other != card
            && state.def(other).abilities().any(
                |a| matches!(a, Ability::CancelsTextWherePresent { titles } if titles.iter().any(|t| def.is_named(t))),
            )
            && is_present(state, other)
    })
}
