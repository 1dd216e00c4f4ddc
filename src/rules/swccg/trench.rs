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
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, State};
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

/// Maneuver Check: "Deploy on Death Star: Trench" (GEMP `MayDeployToTargetModifier`): whether the
/// Effect `def`'s text names the Trench `location` itself, which lets it deploy there.
pub(crate) fn effect_named_here(state: &State, def: &CardDef, location: CardId) -> bool {
    at_trench(state, location)
        && def.abilities().any(|a| {
            matches!(a, Ability::DeploysOnLocation { titles, .. } if titles.iter().any(|t| *t == state.def(location).title))
        })
}

/// Maneuver Check: "Opponent must make maneuver check for starfighters leaving the trench. For
/// each starfighter, owner draws destiny. If destiny + maneuver < 5, starfighter is lost" (GEMP
/// `Card2_123`: on an opponent's starfighter moving from the Trench, its maneuver there): `card`
/// is moving from `from`; for each such Effect of its opponent on that Trench, its owner draws
/// one destiny. Whether the starfighter is to be lost (destiny + maneuver under the Effect's
/// number); the caller loses it once moved.
pub(crate) fn maneuver_check(state: &mut State, card: CardId, from: Option<CardId>, events: &mut Vec<Event>) -> bool {
    let Some(from) = from.filter(|&l| at_trench(state, l)) else { return false };
    if !crate::rules::swccg::starship::is_starfighter(state.def(card)) {
        return false;
    }
    let owner = state.owner(card);
    let checks: Vec<(CardId, u8)> = state
        .player(owner.opponent())
        .table
        .iter()
        .copied()
        .filter(|&e| state.card(e).at == Some(At::On(from)))
        .flat_map(|e| {
            state.def(e).abilities().filter_map(move |a| match a {
                Ability::ManeuverCheckLeaving { under } => Some((e, *under)),
                _ => None,
            })
        })
        .collect();
    let mut lost = false;
    for (effect, under) in checks {
        let drawn = crate::rules::swccg::force::text_destiny(state, owner, effect, 0, events).unwrap_or(0);
        let maneuver = crate::rules::swccg::starship::maneuver(state, card).unwrap_or(0);
        lost |= u16::from(drawn) + u16::from(maneuver) < u16::from(under);
    }
    lost
}
