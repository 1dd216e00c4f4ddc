//! Spaceport Speeders: "Sell one of your vehicles or droids at Mos Eisley or same site as
//! Wioslea. Draw two destiny (three destiny if vehicle is Luke's X-34 Landspeeder). The total is
//! the 'offer,' which you must accept. Activate that much Force; then vehicle or droid is lost"
//! (the card's text; GEMP `Card1_112` for the facts: one of its player's vehicles or droids at
//! the site, aboard included; a failed draw adds nothing to the offer).

use crate::engine::{CardId, Table};
use crate::rules::swccg::battle::end_if_presence_gone;
use crate::rules::swccg::force::{activate, text_destiny};
use crate::rules::swccg::model::def::Side;
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::here::Kinds;
use crate::rules::swccg::model::state::State;
use crate::rules::swccg::vehicles::lose_from_table;

/// "Sell one of your vehicles or droids at Mos Eisley": `target` is one of `side`'s cards of
/// `who` at the site titled `at`.
pub(crate) fn may_sell(state: &State, side: Side, at: &str, who: &Kinds, target: CardId) -> bool {
    state.owner(target) == side
        && state.card(target).at.is_some()
        && who.holds(state.def(target))
        && state.location_of(target).is_some_and(|l| state.def(l).title == at)
}

/// "Draw two destiny (three destiny if vehicle is `named`). The total is the 'offer' … Activate
/// that much Force; then vehicle or droid is lost."
pub(crate) fn sell(
    state: &mut State,
    (side, card): (Side, CardId),
    target: CardId,
    (destinies, named, named_destinies): (u8, &str, u8),
    events: &mut Vec<Event>,
) {
    let draws = if state.def(target).title == named { named_destinies } else { destinies };
    let mut offer: u8 = 0;
    for _ in 0..draws {
        offer = offer.saturating_add(text_destiny(state, side, card, 0, events).unwrap_or(0));
    }
    activate(state, side, offer, events);
    if state.card(target).at.is_some() {
        lose_from_table(state, target, events);
        end_if_presence_gone(state, events);
    }
}
