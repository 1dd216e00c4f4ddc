//! Landing and taking off ([S13]–[S16]).

use crate::engine::Table;
use crate::engine::{CardId, Rejected};
use crate::rules::swccg::mobile_system::mobile_hyperspeed;
use crate::rules::swccg::model::def::{CardType, Class, Icon};
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, State};
use crate::rules::swccg::occupants::has_pilot_aboard;
use crate::rules::swccg::sections::SwccgRule;
use crate::rules::swccg::starship::moves_like_a_starfighter;
use crate::rules::swccg::trench::at_trench;
use crate::rules::swccg::vehicle_sites::is_vehicle_site;

type Checked = Result<(), Rejected<Reason>>;

/// A system on the table.
pub(crate) fn is_system(state: &State, location: CardId) -> bool {
    state.is_location(location) && state.def(location).is_class(Class::System)
}

/// A site on the table.
pub(crate) fn is_site(state: &State, location: CardId) -> bool {
    state.is_location(location) && state.def(location).is_class(Class::Site)
}

/// A planet site, "any one planet site", "when at a planet site": a site with the planet icon.
pub(crate) fn is_planet_site(state: &State, location: CardId) -> bool {
    is_site(state, location) && state.def(location).has_icon(Icon::Planet)
}

pub(crate) fn is_exterior(state: &State, location: CardId) -> bool {
    is_site(state, location) && state.def(location).has_icon(Icon::Exterior)
}

pub(crate) fn is_docking_bay(state: &State, location: CardId) -> bool {
    is_site(state, location) && state.def(location).location.as_ref().is_some_and(|l| l.docking_bay)
}

/// The system a site is related to, when it is on the table.
pub(crate) fn system_of(state: &State, site: CardId) -> Option<CardId> {
    let related = state.def(site).location.as_ref()?.related_system.as_deref()?;
    state.locations.iter().copied().find(|&l| is_system(state, l) && state.def(l).title == related)
}

/// The planet a location belongs to: a system's title, a site's related system.
/// A vehicle site is no planet's (`vehicle_sites.rs`: GEMP gives it no system).
pub(crate) fn planet_of(state: &State, location: CardId) -> Option<&'static str> {
    let def = state.def(location);
    let facts = def.location.as_ref()?;
    if is_vehicle_site(def) {
        return None;
    }
    // A mobile system prints no parsec ("X = parsec of current position").
    if facts.parsec.is_some() || mobile_hyperspeed(def).is_some() {
        Some(&def.title)
    } else {
        facts.related_system.as_deref()
    }
}

/// [S13] "one of that system's related exterior sites".
pub(crate) fn is_related_exterior_site(state: &State, system: CardId, site: CardId) -> bool {
    is_exterior(state, site) && system_of(state, site) == Some(system)
}

/// [S16] A landed starfighter: a starship on its own at a site (landed there, or deployed there
/// "as landed" at a docking bay); not at the Death Star: Trench, where starships fly ('Trench
/// Rules', `trench.rs`).
pub fn is_landed(state: &State, card: CardId) -> bool {
    state.def(card).is(CardType::Starship)
        && matches!(state.card(card).at, Some(At::Location(l)) if is_site(state, l) && !at_trench(state, l))
}

/// [S16] "It cannot use its game text": a landed starfighter's text is suspended (but for its
/// capacity and permanent pilot, which are facts here, not text).
pub fn text_active(state: &State, card: CardId) -> bool {
    !is_landed(state, card)
}

/// [S15] "Landing or taking off costs 1 Force, but is free at a docking bay."
pub(crate) fn landing_cost(state: &State, site: CardId) -> u8 {
    u8::from(!is_docking_bay(state, site))
}

/// [S13] "A piloted starfighter at a system may land at one of that system's related exterior
/// sites." [S14] "TIEs … cannot land at … other exterior sites."
pub(crate) fn check_land(state: &State, card: CardId, site: CardId) -> Checked {
    let def = state.def(card);
    if !moves_like_a_starfighter(def) {
        return Err(Reason::NotAStarfighter.by(SwccgRule::S13));
    }
    let Some(At::Location(system)) = state.card(card).at else {
        return Err(Reason::CannotMoveThisWay.by(SwccgRule::S13));
    };
    if !is_system(state, system) {
        return Err(Reason::CannotMoveThisWay.by(SwccgRule::S13));
    }
    if !has_pilot_aboard(state, card) {
        return Err(Reason::Unpiloted.by(SwccgRule::S13));
    }
    if !is_related_exterior_site(state, system, site) {
        return Err(Reason::NotRelated.by(SwccgRule::S13));
    }
    if def.is_tie() && !is_docking_bay(state, site) {
        return Err(Reason::TieNeedsDockingBay.by(SwccgRule::S14));
    }
    Ok(())
}

/// [S13] "a piloted starfighter at an exterior site may take off to the related system." [S14]
/// "TIEs … cannot … take off from other exterior sites."
pub(crate) fn check_take_off(state: &State, card: CardId, system: CardId) -> Checked {
    let def = state.def(card);
    if !moves_like_a_starfighter(def) {
        return Err(Reason::NotAStarfighter.by(SwccgRule::S13));
    }
    let Some(At::Location(site)) = state.card(card).at else {
        return Err(Reason::CannotMoveThisWay.by(SwccgRule::S13));
    };
    if !is_exterior(state, site) {
        return Err(Reason::CannotMoveThisWay.by(SwccgRule::S13));
    }
    if !has_pilot_aboard(state, card) {
        return Err(Reason::Unpiloted.by(SwccgRule::S13));
    }
    if system_of(state, site) != Some(system) {
        return Err(Reason::NotRelated.by(SwccgRule::S13));
    }
    if def.is_tie() && !is_docking_bay(state, site) {
        return Err(Reason::TieNeedsDockingBay.by(SwccgRule::S14));
    }
    Ok(())
}

/// [S16] "In a battle at that site, however, a landed starfighter may fire weapons that work at
/// a site": whether a weapon of this kind may be used by `host` now.
pub fn may_fire_from(state: &State, host: CardId, usable_landed: bool) -> bool {
    !is_landed(state, host) || usable_landed
}
