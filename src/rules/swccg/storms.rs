//! Storms. Tatooine's: Gravel Storm, "Strikes at Dune Sea, Jundland Wastes, Beggar's Canyon,
//! Lars' Moisture Farm, Jawa Camp, or Mos Eisley. Target opponent's character present at that
//! site. Draw destiny. Target lost if destiny > ability" (the card's text; GEMP `Card1_247` for
//! the facts: any opponent's character present at one of those sites, the target's ability, a
//! failed draw fails). Hoth's: Ice Storm, a mobile Effect moving along the marker sites, making
//! the characters present at its exterior site 'missing' (`missing.rs`; GEMP `Card3_037`,
//! `Card3_104`, `Filters.outermostMarker`, `innermostMarker`).

use crate::engine::{CardId, Table};
use crate::rules::swccg::battle::end_if_presence_gone;
use crate::rules::swccg::devices::immune_to;
use crate::rules::swccg::enclosed::is_present;
use crate::rules::swccg::force::text_destiny;
use crate::rules::swccg::landing::{is_exterior, is_site, planet_of};
use crate::rules::swccg::missing::go_missing;
use crate::rules::swccg::model::def::{Ability, CardType, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::state::{At, State};
use crate::rules::swccg::movement::sites;
use crate::rules::swccg::vehicles::lose_from_table;
use std::borrow::Cow;

/// "Target opponent's character present at that site": `target` is an opponent's character
/// present at a site whose title is one of `sites`, not immune to the storm `card` (I Thought
/// They Smelled Bad On The Outside: "protect one character … from … Gravel Storm").
pub(crate) fn may_strike(state: &State, side: Side, card: CardId, sites: &[Cow<'static, str>], target: CardId) -> bool {
    state.owner(target) == side.opponent()
        && state.def(target).is(CardType::Character)
        && is_present(state, target)
        && !immune_to(state, target, &state.def(card).title)
        && state.location_of(target).is_some_and(|l| sites.iter().any(|s| state.def(l).title == *s))
}

/// "Draw destiny. Target lost if destiny > ability" (a failed draw fails; a side left without
/// presence in a battle ends it).
pub(crate) fn strike(state: &mut State, side: Side, card: CardId, target: CardId, events: &mut Vec<Event>) {
    let total = text_destiny(state, side, card, 0, events);
    let ability = crate::rules::swccg::stats::ability(state, target);
    if total.is_some_and(|total| total > ability) && state.card(target).at.is_some() {
        lose_from_table(state, target, events);
        end_if_presence_gone(state, events);
    }
}

/// A marker site's number (`LocationDef::marker`).
fn marker(state: &State, location: CardId) -> Option<u8> {
    state.def(location).location.as_ref().and_then(|l| l.marker)
}

/// "Outermost marker" (GEMP `Filters.outermostMarker`): a marker site on the table with no marker
/// site of a higher number on the table.
pub(crate) fn is_outermost_marker(state: &State, location: CardId) -> bool {
    let Some(m) = marker(state, location).filter(|_| is_site(state, location)) else { return false };
    state.locations.iter().all(|&l| marker(state, l).is_none_or(|n| n <= m))
}

/// "Innermost marker" (GEMP `Filters.innermostMarker`): no marker site of a lower number on the
/// table.
fn is_innermost_marker(state: &State, location: CardId) -> bool {
    let Some(m) = marker(state, location).filter(|_| is_site(state, location)) else { return false };
    state.locations.iter().all(|&l| marker(state, l).is_none_or(|n| n >= m))
}

/// Whether the storm `card` may be on `site` once it has moved there: any marker site (the state
/// checker's; it deploys only at the outermost).
pub(crate) fn moves_on(state: &State, card: CardId, site: CardId) -> bool {
    state.def(card).abilities().any(|a| matches!(a, Ability::StormAlongMarkers))
        && is_site(state, site)
        && marker(state, site).is_some()
}

/// A storm on the table (an Effect saying "storm moves to next marker") and the site it is at.
fn storms(state: &State) -> impl Iterator<Item = (CardId, CardId)> + '_ {
    Side::BOTH.into_iter().flat_map(|s| state.player(s).table.iter().copied()).filter_map(|c| {
        let moves = state.def(c).abilities().any(|a| matches!(a, Ability::StormAlongMarkers));
        match state.card(c).at {
            Some(At::On(site)) if moves && state.is_location(site) => Some((c, site)),
            _ => None,
        }
    })
}

/// "All characters present at same exterior site are missing": the exterior sites a storm is at
/// (its ruling: "Does not cause characters at Wampa Cave to go missing", an interior site).
pub(crate) fn storm_sites(state: &State) -> Vec<CardId> {
    storms(state).map(|(_, site)| site).filter(|&l| is_exterior(state, l)).collect()
}

/// After every change to the table: each character present at a storm's exterior site goes
/// missing (GEMP: a required trigger on any table change), unless the storm's title may not
/// affect it (`devices.rs` `immune_to`: Hoth Survival Gear's "immune to … Ice Storm").
pub(crate) fn settle(state: &mut State, events: &mut Vec<Event>) {
    let mut struck = Vec::new();
    for (storm, site) in storms(state).filter(|&(_, site)| is_exterior(state, site)) {
        let title = &state.def(storm).title;
        struck.extend(
            Side::BOTH.into_iter().flat_map(|s| state.cards_at(s, site)).filter(|&c| {
                state.def(c).is(CardType::Character) && is_present(state, c) && !immune_to(state, c, title)
            }),
        );
    }
    for c in struck {
        go_missing(state, c, events);
    }
}

/// "Each turn, during your control phase, storm moves to next marker, reversing direction at
/// innermost marker. Mobile Effect lost when moved beyond outermost marker": as its player's
/// control phase ends (GEMP: a required move at the end of that phase, when not moved in it),
/// each of its storms moves to the next site in its heading (`CardState::heading`; the first
/// time toward the innermost marker), turning back at the innermost marker; when that site is no
/// marker site, or there is none, the storm is lost.
pub(crate) fn control_phase_ended(state: &mut State, events: &mut Vec<Event>) {
    let side = state.active;
    let mine: Vec<(CardId, CardId)> = storms(state).filter(|&(c, _)| state.owner(c) == side).collect();
    for (storm, site) in mine {
        let planet = planet_of(state, site);
        let row: Vec<CardId> = sites(state, planet).collect();
        let Some(here) = row.iter().position(|&l| l == site) else { continue };
        let inner = row.iter().position(|&l| is_innermost_marker(state, l));
        let mut heading = state.card(storm).heading;
        if heading == 0 {
            heading = match inner {
                Some(i) if i < here => -1,
                Some(i) if i > here => 1,
                _ => 0,
            };
        } else if inner == Some(here) {
            heading = -heading;
        }
        let next = here.checked_add_signed(isize::from(heading)).filter(|_| heading != 0).and_then(|i| row.get(i));
        match next.copied().filter(|&l| marker(state, l).is_some()) {
            Some(to) => {
                state.card_mut(storm).at = Some(At::On(to));
                state.card_mut(storm).heading = heading;
                events.push(Event::StormMoved { card: storm, to });
            }
            None => lose_from_table(state, storm, events),
        }
    }
}
