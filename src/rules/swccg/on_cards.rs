//! Effects deployed on a card of either side's, by their own text: "Deploy on any capital
//! starship" ([`Ability::DeploysOnAny`]), and what they do from there ("When that starship is at
//! a system or sector you control, your total power is +1 in battles at related sites",
//! [`Ability::PowerFromHostAtRelatedSites`]). Each rule cites the card's text; the readings are
//! in docs/rules-notes.md.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::swccg::landing::{is_site, is_system, planet_of};
use crate::rules::swccg::model::def::{Ability, CardDef, CardType, Side};
use crate::rules::swccg::model::here::Kinds;
use crate::rules::swccg::model::state::{At, State};
use crate::rules::swccg::presence::controls;

/// What an Effect's "Deploy on any <kinds>" names, when its text says so.
pub(crate) fn deploys_on_any(def: &CardDef) -> Option<&Kinds> {
    def.abilities().find_map(|a| match a {
        Ability::DeploysOnAny { who, .. } => Some(who),
        _ => None,
    })
}

/// "Deploy on any capital starship": `host` is a card on the table (either side's) of the kinds
/// the Effect `card` names (GEMP `getGameTextValidDeployTargetFilter`: any such card, the
/// opponent's too); Restraining Bolt's "Deploy on any droid at any site": one directly at a site.
pub(crate) fn goes_on_any(state: &State, card: CardId, host: CardId) -> bool {
    let at_site = state.def(card).abilities().any(|a| matches!(a, Ability::DeploysOnAny { at_site: true, .. }));
    let placed = !at_site || matches!(state.card(host).at, Some(At::Location(l)) if is_site(state, l));
    deploys_on_any(state.def(card)).is_some_and(|who| {
        placed && state.card(host).at.is_some() && !state.is_location(host) && who.holds(state.def(host))
    })
}

/// The cards on the table of both sides an Effect that "deploys on any …" may go on.
pub(crate) fn hosts_for(state: &State, card: CardId) -> Vec<CardId> {
    Side::BOTH
        .into_iter()
        .flat_map(|s| state.player(s).table.iter().copied())
        .filter(|&h| goes_on_any(state, card, h))
        .collect()
}

/// Fear Will Keep Them In Line: "When that starship is at a system or sector you control, your
/// total power is +1 in battles at related sites": for a battle at `site`, each of `side`'s
/// Effects with that text on a starship at a system of the site's planet that `side` controls.
pub(crate) fn power_from_hosts(state: &State, side: Side, site: CardId) -> u16 {
    if !is_site(state, site) {
        return 0;
    }
    let Some(planet) = planet_of(state, site) else { return 0 };
    state
        .player(side)
        .table
        .iter()
        .copied()
        .filter(|&e| state.def(e).is(CardType::Effect))
        .filter_map(|e| {
            let Some(At::On(host)) = state.card(e).at else { return None };
            let at = state.location_of(host)?;
            let holds = state.def(host).is(CardType::Starship)
                && is_system(state, at)
                && planet_of(state, at) == Some(planet)
                && controls(state, side, at);
            holds.then_some(e)
        })
        .flat_map(|e| state.def(e).abilities())
        .map(|a| match a {
            Ability::PowerFromHostAtRelatedSites { amount } => u16::from(*amount),
            _ => 0,
        })
        .sum()
}
