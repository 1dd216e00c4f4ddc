//! Tatooine's storms: Gravel Storm, "Strikes at Dune Sea, Jundland Wastes, Beggar's Canyon, Lars'
//! Moisture Farm, Jawa Camp, or Mos Eisley. Target opponent's character present at that site.
//! Draw destiny. Target lost if destiny > ability" (the card's text; GEMP `Card1_247` for the
//! facts: any opponent's character present at one of those sites, the target's ability, a failed
//! draw fails).

use crate::engine::{CardId, Table};
use crate::rules::swccg::battle::end_if_presence_gone;
use crate::rules::swccg::enclosed::is_present;
use crate::rules::swccg::force::text_destiny;
use crate::rules::swccg::model::def::{CardType, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::state::State;
use crate::rules::swccg::vehicles::lose_from_table;
use std::borrow::Cow;

/// "Target opponent's character present at that site": `target` is an opponent's character
/// present at a site whose title is one of `sites`.
pub(crate) fn may_strike(state: &State, side: Side, sites: &[Cow<'static, str>], target: CardId) -> bool {
    state.owner(target) == side.opponent()
        && state.def(target).is(CardType::Character)
        && is_present(state, target)
        && state.location_of(target).is_some_and(|l| sites.iter().any(|s| state.def(l).title == *s))
}

/// "Draw destiny. Target lost if destiny > ability" (a failed draw fails; a side left without
/// presence in a battle ends it).
pub(crate) fn strike(state: &mut State, side: Side, card: CardId, target: CardId, events: &mut Vec<Event>) {
    let total = text_destiny(state, side, card, 0, events);
    let ability = state.def(target).ability.unwrap_or(0);
    if total.is_some_and(|total| total > ability) && state.card(target).at.is_some() {
        lose_from_table(state, target, events);
        end_if_presence_gone(state, events);
    }
}
