//! Death Star: Trench's "'Trench Rules' in effect" (both halves say it; one word,
//! `trench_rules`). Source: the card's text; GEMP, read for the facts: `Deploy`
//! (`isProhibitedFromDeployingTo`: nothing deploys to the Trench unless a card's text grants it),
//! `AbstractDeployable.getValidMoveTargetFilter` (nothing moves to the Trench but at the start of
//! an Attack Run, an Epic Event no deck here holds), `Piloting.isLanded` / `isPiloted` (a
//! starship at the Trench flies: it is not landed) and `Locations.getDistanceBetweenSites` (no
//! distance to or from the Trench). So in these decks no card deploys or moves there; what a
//! scenario places there flies, and no landspeed or "adjacent site" reaches it.

use crate::engine::Table;
use crate::engine::{CardId, Rejected};
use crate::rules::swccg::here::location_words;
use crate::rules::swccg::model::def::{Ability, CardDef, Side};
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::State;
use crate::rules::swccg::sections::card_text;

/// Whether the location `def` has 'Trench Rules' in effect.
pub(crate) fn is_trench(def: &CardDef) -> bool {
    def.abilities().any(|a| matches!(a, Ability::TrenchRules))
}

/// Whether `location` (a location on the table) has 'Trench Rules' in effect.
pub(crate) fn at_trench(state: &State, location: CardId) -> bool {
    state.is_location(location) && is_trench(state.def(location))
}

/// "Turbolaser Battery may deploy here" (the Trench's Dark half): whether `side`'s weapon `def`
/// may deploy on the location `location`.
pub(crate) fn weapon_deploys_here(state: &State, side: Side, def: &CardDef, location: CardId) -> bool {
    state.is_location(location)
        && location_words(state, location)
            .any(|a| matches!(a, Ability::WeaponDeploysHere { side: s, who } if *s == side && who.holds(def)))
}

/// 'Trench Rules': no card deploys or moves to the Trench (`location`: where it would go) but
/// what its text lets deploy there (`granted`; GEMP `Deploy.isProhibitedFromDeployingTo`).
pub(crate) fn check_not_trench(state: &State, location: Option<CardId>, granted: bool) -> Result<(), Rejected<Reason>> {
    match location.map(|l| state.def(l)) {
        Some(def) if is_trench(def) && !granted => {
            Err(Rejected::new(Reason::TrenchRules { site: def.title.to_string() }, card_text(&def.title)))
        }
        _ => Ok(()),
    }
}

/// "Your weapons fire free here" (the Trench's Dark half): whether `side`'s weapons fire for no
/// Force at `location`.
pub(crate) fn fires_free_here(state: &State, side: Side, location: CardId) -> bool {
    location_words(state, location).any(|a| matches!(a, Ability::WeaponsFireFreeHere { side: s } if *s == side))
}

/// "Each of your starfighters is maneuver -2 here" (the Trench's Light half): what `location`
/// adds to the maneuver of `side`'s card `def` there.
pub(crate) fn maneuver_here(state: &State, side: Side, def: &CardDef, location: CardId) -> i16 {
    location_words(state, location)
        .map(|a| match a {
            Ability::ManeuverHere { side: s, who, amount } if *s == side && who.holds(def) => i16::from(*amount),
            _ => 0,
        })
        .sum()
}
