//! Expand The Empire (Premiere): an Effect on a site that "'Expands' your 'game text' for that
//! site to add to your 'game text' at the adjacent sites": while it is on a site, its owner's half
//! of that site's printed text is said at each site next to it too, as that site's own words of
//! that side (`here.rs` `location_words`, where every location's text is read by place). Source:
//! the card's text; GEMP `Card1_215` (`ExpandLocationGameTextModifier` on `adjacentSite(self)`
//! for its owner; `ExpandLocationGameTextRule` re-applies the expanded location's text of that
//! side at the affected location).

use crate::engine::{CardId, Table};
use crate::rules::swccg::landing::is_site;
use crate::rules::swccg::model::def::{Ability, CardType, Side};
use crate::rules::swccg::model::state::{At, State};
use crate::rules::swccg::movement::site_distance;

/// The side a location's word belongs to, when it is one side's half ("Dark: …", "Light: …");
/// `None` for a word both halves say ('Dejarik Rules') or one with a number for each side in it
/// (docking bay transit).
fn half(ability: &Ability) -> Option<Side> {
    match ability {
        Ability::PowerForfeitHere { side, .. }
        | Ability::AloneHere { side, .. }
        | Ability::DrainBonusHere { side, .. }
        | Ability::WeaponDestinyHere { side, .. }
        | Ability::OpponentDestinyMinusHere { side, .. }
        | Ability::DestinyAbilityHere { side, .. }
        | Ability::InitiatorDestinyHere { side, .. }
        | Ability::DeployHere { side, .. }
        | Ability::ForfeitOnTable { side, .. }
        | Ability::PowerAtLocation { side, .. }
        | Ability::PilotsAddHere { side, .. }
        | Ability::StarshipsPowerAtRelatedSystem { side, .. }
        | Ability::ShuttleFreeToRelatedSites { side, .. }
        | Ability::PowerWithStarshipsHere { side, .. }
        | Ability::LeadersPowerAt { side, .. }
        | Ability::MovesFreeHere { side, .. }
        | Ability::TakeOffFree { side }
        | Ability::ControlPhaseMove { side, .. }
        | Ability::HyperspeedFromHere { side, .. }
        | Ability::DeploysWithoutPresence { side }
        | Ability::RaisesConverted { side, .. }
        | Ability::WeaponsFireFreeHere { side }
        | Ability::WeaponDeploysHere { side, .. }
        | Ability::ManeuverHere { side, .. }
        | Ability::GenerationHere { side, .. }
        | Ability::StartingGoesFirst { side, .. }
        | Ability::MovesAsReactHere { side, .. }
        | Ability::DeploysAsReactHere { side, .. }
        | Ability::EnterExitHere { side, .. } => Some(*side),
        _ => None,
    }
}

/// The sites an `ExpandsGameText` Effect is on, with its owner.
fn expanded_sites(state: &State) -> impl Iterator<Item = (CardId, Side)> + '_ {
    state.on_locations().into_iter().filter_map(move |(c, s)| match state.card(c).at {
        Some(At::On(site))
            if state.def(c).is(CardType::Effect)
                && state.def(c).abilities().any(|a| matches!(a, Ability::ExpandsGameText)) =>
        {
            Some((site, s))
        }
        _ => None,
    })
}

/// The words said at `location` by expansion: for each site next to it with Expand The Empire on
/// it, that site's own text of the Effect owner's half (none while that text is canceled).
pub(crate) fn expanded_words(state: &State, location: CardId) -> Vec<&Ability> {
    let mut words = Vec::new();
    if !is_site(state, location) {
        return words;
    }
    for (site, owner) in expanded_sites(state) {
        if site != location && site_distance(state, site, location) == Some(1) {
            let own = crate::rules::swccg::canceled_text::text_of(state, site);
            words.extend(own.filter(|a| half(a) == Some(owner)));
        }
    }
    words
}
