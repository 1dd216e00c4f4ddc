//! 'Collapsed' sites (Collapsing Corridor, set 3): an underground site of Hoth brought down when
//! an AT-AT has just moved to the innermost marker site and a destiny beats that marker's number.
//! Collapsing loses every character, vehicle, starship, weapon and device there; a collapsed site
//! then has no game text and no Force icons, and nothing deploys or moves to or from it. Source:
//! the card's text; GEMP (`Card3_118`, `CollapseSiteEffect`; `GameText` and `Icons` read nothing
//! of a collapsed site, `Deploy` and `MovementCosts` refuse it). The catalog prints the
//! Underground icon (`Icon::Underground`) on Hoth's Echo Command Center, Echo Corridor and Echo
//! Med Lab, as both sources do.

use crate::engine::{CardId, Rejected, Table};
use crate::rules::swccg::cold::is_marker_site;
use crate::rules::swccg::force::text_destiny;
use crate::rules::swccg::interrupts::option_holds;
use crate::rules::swccg::landing::{is_site, planet_of};
use crate::rules::swccg::model::def::{Ability, CardType, Icon, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, Moment, State};
use crate::rules::swccg::sections::SwccgRule;
use crate::rules::swccg::vehicles::lose_from_table;

type Checked = Result<(), Rejected<Reason>>;

/// Whether `location` has been 'collapsed' (`State::collapsed`).
pub(crate) fn is_collapsed(state: &State, location: CardId) -> bool {
    state.collapsed.contains(&location)
}

/// A location's Force icons on `side`'s half: none at a collapsed site (GEMP `Icons`).
pub(crate) fn icons(state: &State, location: CardId, side: Side) -> u8 {
    if is_collapsed(state, location) {
        return 0;
    }
    state.def(location).location.as_ref().map_or(0, |l| l.icons(side))
}

/// The marker number of `site` when it is the innermost marker site on the table (GEMP
/// `Filters.innermostMarker`: no marker site of a lower number is on the table).
fn innermost_marker(state: &State, site: CardId) -> Option<u8> {
    let marker = |l: CardId| state.def(l).location.as_ref().and_then(|d| d.marker);
    let number = marker(site)?;
    let lower = state.locations.iter().any(|&l| is_marker_site(state, l) && marker(l).is_some_and(|m| m < number));
    (!lower).then_some(number)
}

/// "If you just moved an AT-AT to innermost marker": the marker number of the site `side`'s card
/// of `who` just moved to, answering `to` (GEMP `movedToLocationBy`).
fn moved_to_innermost(state: &State, side: Side, to: Moment, ability: &Ability) -> Option<u8> {
    let Ability::CollapsesUnderground { who, .. } = ability else { return None };
    let Moment::Moved { card } = to else { return None };
    let Some(At::Location(site)) = state.card(card).at else { return None };
    if state.owner(card) != side || !who.holds(state.def(card)) {
        return None;
    }
    innermost_marker(state, site)
}

/// "… target one underground site on Hoth": a site of that planet with the Underground icon, not
/// collapsed yet.
fn underground(state: &State, planet: &str, site: CardId) -> bool {
    state.is_location(site)
        && is_site(state, site)
        && state.def(site).has_icon(Icon::Underground)
        && planet_of(state, site) == Some(planet)
        && !is_collapsed(state, site)
}

/// Collapsing Corridor, in `side`'s respond window on `to`: whether it may be played on
/// `target` (`None`: not this word).
pub(crate) fn check(
    state: &State,
    side: Side,
    to: Moment,
    ability: &Ability,
    target: Option<CardId>,
) -> Option<Checked> {
    let Ability::CollapsesUnderground { planet, .. } = ability else { return None };
    let fits =
        moved_to_innermost(state, side, to, ability).is_some() && target.is_some_and(|t| underground(state, planet, t));
    Some(option_holds(fits))
}

/// The sites an answer to `to` may target: every site on the table (the check narrows them).
pub(crate) fn targets(state: &State, to: Moment) -> Vec<CardId> {
    match to {
        Moment::Moved { .. } => state.locations.iter().copied().filter(|&l| is_site(state, l)).collect(),
        _ => Vec::new(),
    }
}

/// Plays it: "Draw destiny. Target 'collapsed' if destiny > marker number" (the innermost
/// marker's the AT-AT moved to). A failed draw (an empty Reserve Deck) does nothing (GEMP).
pub(crate) fn play(
    state: &mut State,
    side: Side,
    card: CardId,
    to: Moment,
    ability: &Ability,
    target: Option<CardId>,
    events: &mut Vec<Event>,
) {
    let (Some(site), Some(marker)) = (target, moved_to_innermost(state, side, to, ability)) else { return };
    if text_destiny(state, side, card, 0, events).is_some_and(|d| d > marker) {
        collapse(state, site, events);
    }
}

/// 'Collapses' `site` (GEMP `CollapseSiteEffect`): it is collapsed, and every character,
/// vehicle, starship, weapon and device at it is lost (what is aboard with what carries it).
fn collapse(state: &mut State, site: CardId, events: &mut Vec<Event>) {
    state.collapsed.push(site);
    events.push(Event::Collapsed { site });
    let lost: Vec<CardId> = Side::BOTH
        .into_iter()
        .flat_map(|s| state.player(s).table.clone())
        .filter(|&c| matches!(state.card(c).at, Some(At::Location(l) | At::On(l)) if l == site))
        .filter(|&c| {
            matches!(
                state.def(c).card_type,
                CardType::Character | CardType::Vehicle | CardType::Starship | CardType::Weapon | CardType::Device
            )
        })
        .collect();
    for c in lost {
        if state.card(c).at.is_some() {
            lose_from_table(state, c, events);
        }
    }
    crate::rules::swccg::battle::end_if_presence_gone(state, events);
}

/// Nothing deploys to a collapsed site, nor moves to or from one (GEMP `Deploy`,
/// `MovementCosts`).
pub(crate) fn check_not_collapsed(state: &State, sites: [Option<CardId>; 2], rule: SwccgRule) -> Checked {
    match sites.into_iter().flatten().find(|&l| is_collapsed(state, l)) {
        Some(site) => Err(Reason::Collapsed { site: state.def(site).title.to_string() }.by(rule)),
        None => Ok(()),
    }
}
