//! What an answer of the respond window finds to act on (`responses.rs` plays it): the locations
//! a search of the Reserve Deck may deploy (A Dark Time For The Rebellion, Walker Sighting), how a
//! starship or vehicle moves to where the opponent just reacted (ComScan Detection), and the
//! characters the opponent just deployed to one location (Ng'ok).

use crate::engine::{CardId, Table};
use crate::rules::swccg::deploy_locations::location_deployable;
use crate::rules::swccg::force::available;
use crate::rules::swccg::landing::{is_planet_site, planet_of};
use crate::rules::swccg::model::action::{Dest, Movement};
use crate::rules::swccg::model::def::{Ability, CardType, Class, Icon, Kinds, Side};
use crate::rules::swccg::model::state::{At, Moment, State};
use crate::rules::swccg::movement::{move_cost, movement_blocked};

/// What a search of `side`'s Reserve Deck for locations answering `to` finds, for `ability`:
/// A Dark Time For The Rebellion's "the related system" of the planet site the opponent just
/// deployed; Walker Sighting's "exterior sites of that planet" the opponent's AT-AT was just
/// moved or deployed to. Only cards that may go on the table now (GEMP
/// `canDeployCardFromReserveDeck`). `None`: the moment is not one the ability answers.
pub(crate) fn locations_found(state: &State, side: Side, to: Moment, ability: &Ability) -> Option<Vec<CardId>> {
    let reserve = &state.player(side).reserve;
    let deployable = |c: CardId| location_deployable(state, side, c);
    match (ability, to) {
        (Ability::DeploysRelatedSystem, Moment::Deployed { card, .. }) => {
            if state.owner(card) != side.opponent() || !is_planet_site(state, card) {
                return None;
            }
            let system = state.def(card).location.as_ref()?.related_system.as_deref()?;
            let found = reserve.iter().rev().copied().filter(|&c| {
                let def = state.def(c);
                def.is_class(Class::System) && def.title == system && deployable(c)
            });
            Some(found.collect())
        }
        (Ability::DeploysSitesOfPlanet { who, .. }, Moment::Deployed { card, .. } | Moment::Moved { card }) => {
            let Some(At::Location(site)) = state.card(card).at else { return None };
            if state.owner(card) != side.opponent() || !who.holds(state.def(card)) || !is_planet_site(state, site) {
                return None;
            }
            let planet = planet_of(state, site)?;
            let found = reserve.iter().rev().copied().filter(|&c| {
                let def = state.def(c);
                def.is_class(Class::Site)
                    && def.has_icon(Icon::Exterior)
                    && def.location.as_ref().and_then(|l| l.related_system.as_deref()) == Some(planet)
                    && deployable(c)
            });
            Some(found.collect())
        }
        _ => None,
    }
}

/// ComScan Detection: "… you may immediately move one vehicle or starship, if within range, to
/// that location (as a regular move)": how `side`'s `card` (of `who`) makes that move now to the
/// location the opponent just moved a card to as a 'react', and its cost — the cheapest way that
/// the rules of a regular move allow (it has not moved this turn, its movement is not blocked)
/// and `side` can pay.
pub(crate) fn move_to_react(
    state: &State,
    side: Side,
    to: Moment,
    who: &Kinds,
    card: CardId,
) -> Option<(Movement, u8)> {
    let Moment::Reacted { location, moved: true, .. } = to else { return None };
    if state.owner(card) != side || !who.holds(state.def(card)) || state.card(card).moved {
        return None;
    }
    if movement_blocked(state, card).is_some() || state.location_of(card) == Some(location) {
        return None;
    }
    let force = available(state, side);
    [Movement::Landspeed, Movement::Hyperspeed, Movement::Land, Movement::TakeOff]
        .into_iter()
        .filter_map(|how| move_cost(state, side, card, how, Dest::At(location)).ok().map(|cost| (how, cost)))
        .filter(|&(_, cost)| cost <= force)
        .min_by_key(|&(_, cost)| cost)
}

/// Ng'ok: "If opponent just deployed four or more characters to same location this turn, … all
/// of those characters": answering the opponent's deploy `to`, the opponent's characters deployed
/// this turn to the location the card just deployed is at (`State::deployed_to`), still there,
/// when there are at least `characters` of them.
pub(crate) fn mass_deployed(state: &State, side: Side, to: Moment, characters: u8) -> Option<Vec<CardId>> {
    let Moment::Deployed { card, .. } = to else { return None };
    let location = state.location_of(card)?;
    let cards: Vec<CardId> = state
        .deployed_to
        .iter()
        .filter(|&&[c, l]| {
            l == location
                && state.owner(c) == side.opponent()
                && state.def(c).is(CardType::Character)
                && state.location_of(c) == Some(location)
        })
        .map(|&[c, _]| c)
        .collect();
    (cards.len() >= usize::from(characters)).then_some(cards)
}
