//! What a weapon or device may be deployed on: its mount ("your starfighter", "your warrior",
//! "your blaster weapon card", "any AT-AT Cannon"), a weapon's own carriers ("on Han"), and
//! Turbolaser Battery's "or any mobile system", the Superlaser's "Deploy on Death Star system".

use crate::rules::swccg::mobile_system::mobile_hyperspeed;
use crate::rules::swccg::model::def::{Ability, CardDef, CardType, Class, Icon, Mount, Persona};
use crate::rules::swccg::starship::is_starfighter;

/// Whether a weapon or device of this mount goes on `host`: "your starfighter", "your warrior",
/// "any Rebel or alien", "your trooper", "your starship", "your non-creature vehicle", "your
/// X-wing, Y-wing or B-wing" (a model holding the name, any case, or the title).
/// The Rebel Base systems (GEMP `Filters.Rebel_Base_location`: part of Yavin 4 or Hoth).
const REBEL_BASES: [&str; 2] = ["Hoth", "Yavin 4"];

pub(crate) fn mounts_on(mount: &Mount, host: &CardDef) -> bool {
    match mount {
        Mount::Starfighter => is_starfighter(host),
        Mount::Character { classes, warrior, non_droid, characteristic, ability_over, any } => {
            host.is(CardType::Character)
                && (*any
                    || classes.iter().any(|&c| host.is_of(c))
                    || (*warrior && host.has_icon(Icon::Warrior))
                    || (*non_droid && !host.is_droid())
                    || characteristic.as_deref().is_some_and(|c| host.has_characteristic(c))
                    || (*ability_over > 0 && host.ability.unwrap_or(0) > *ability_over))
        }
        Mount::Starship => host.is(CardType::Starship),
        Mount::Vehicle => host.is(CardType::Vehicle) && !host.is_class(Class::Creature),
        Mount::Weapon { characteristics, names, any } => {
            host.is(CardType::Weapon)
                && (*any
                    || characteristics.iter().any(|c| host.has_characteristic(c))
                    || names.iter().any(|n| host.title.eq_ignore_ascii_case(n)))
        }
        // An artillery weapon: "Deploy on any site", "… any exterior planet site" (`artillery.rs`);
        // a device: "Deploy on Docking Bay 327".
        Mount::Site { exterior_planet, rebel_base, names } => {
            let related = host.location.as_ref().and_then(|l| l.related_system.as_deref());
            host.is(CardType::Location)
                && host.is_class(Class::Site)
                && (!exterior_planet || (host.has_icon(Icon::Exterior) && host.has_icon(Icon::Planet)))
                && (!rebel_base || related.is_some_and(|s| REBEL_BASES.contains(&s)))
                && (names.is_empty() || names.iter().any(|n| host.title == n.as_ref()))
        }
        Mount::VehicleOf { classes } => host.is(CardType::Vehicle) && classes.iter().any(|&c| host.is_class(c)),
        Mount::MobileSystem { names } => {
            mobile_hyperspeed(host).is_some() && names.iter().any(|n| host.title.eq_ignore_ascii_case(n))
        }
        Mount::Named { names } => {
            matches!(host.card_type, CardType::Starship | CardType::Vehicle)
                && names.iter().any(|name| {
                    host.title.eq_ignore_ascii_case(name)
                        || host.model.as_deref().is_some_and(|m| m.to_lowercase().contains(&name.to_lowercase()))
                })
        }
    }
}

/// One of a weapon's own carriers ("on Han", "free on Falcon", "Deploy on Vader").
pub(crate) fn is_persona(persona: &Persona, host: &CardDef) -> bool {
    persona.titles.contains(&host.title)
}

/// Whether `weapon` goes on `host`: what its mount names, or one of its own carriers, or a
/// mobile system ("or any mobile system").
pub(crate) fn weapon_goes_on(weapon: &CardDef, host: &CardDef) -> bool {
    weapon_on_mobile_system(weapon, host)
        || weapon.abilities().any(|a| match a {
            Ability::Weapon { mount, on, .. } => {
                mounts_on(mount, host) || on.as_ref().is_some_and(|p| is_persona(p, host))
            }
            _ => false,
        })
}

/// Turbolaser Battery's "… or any mobile system": `weapon` may go on the location `host`, a
/// mobile system (either side's; GEMP `Card1_323`); the Superlaser's "Deploy on Death Star
/// system": the mobile system its mount names (GEMP `Card2_161`: `Filters.Death_Star_system`).
pub(crate) fn weapon_on_mobile_system(weapon: &CardDef, host: &CardDef) -> bool {
    mobile_hyperspeed(host).is_some()
        && weapon.abilities().any(|a| match a {
            Ability::Weapon { mobile_system: true, .. } => true,
            Ability::Weapon { mount: mount @ Mount::MobileSystem { .. }, .. } => mounts_on(mount, host),
            _ => false,
        })
}
