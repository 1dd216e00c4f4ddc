//! Devices: cards deployed on a character, starship or vehicle, adding to it by their text
//! ([`Ability::Device`], [`Ability::DeviceAdds`]). The rules texts say nothing of devices beyond
//! "use weapons or devices" (research §2); each refusal cites the card's own text, and the
//! readings are in docs/rules-notes.md.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::swccg::deploy::mounts_on;
use crate::rules::swccg::landing::{is_docking_bay, is_planet_site, is_system, planet_of};
use crate::rules::swccg::model::def::{Ability, CardDef, CardType};
use crate::rules::swccg::model::state::{At, State};
use crate::rules::swccg::occupants::pilots;

/// What the devices on a card add to it now.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DeviceAdds {
    pub power: u8,
    pub forfeit: u8,
    pub armor: u8,
    pub maneuver: u8,
    pub hyperspeed: u8,
    pub landspeed: u8,
    /// "If starship has immunity to attrition, also adds N to immunity".
    pub immunity: u8,
    /// "Character is immune to attrition < N" (the highest such).
    pub immune_below: u8,
}

/// The devices on `card`, and the Effects deployed on it like one (Special Modifications).
fn devices_on(state: &State, card: CardId) -> impl Iterator<Item = CardId> + '_ {
    state.player(state.owner(card)).table.iter().copied().filter(move |&d| {
        matches!(state.def(d).card_type, CardType::Device | CardType::Effect) && state.card(d).at == Some(At::On(card))
    })
}

/// Whether an Effect deploys like a device, by its text ("Use 1 Force to deploy on any starship
/// to add 2 to its armor or maneuver").
pub(crate) fn deploys_like_a_device(def: &CardDef) -> bool {
    def.abilities().any(|a| matches!(a, Ability::Device { .. }))
}

/// What the devices on `card` add to it: each "Adds …" of theirs, and each "While on <planet>"
/// one while `card` is at that planet's system or one of its sites.
pub fn device_adds(state: &State, card: CardId) -> DeviceAdds {
    let mut out = DeviceAdds::default();
    let planet = state.location_of(card).and_then(|l| planet_of(state, l));
    for device in devices_on(state, card) {
        for ability in state.def(device).abilities() {
            let Ability::DeviceAdds {
                power,
                forfeit,
                armor,
                maneuver,
                hyperspeed,
                landspeed,
                immunity,
                immune_below,
                on,
                at_planet_site,
                host,
                piloted_by,
            } = ability
            else {
                continue;
            };
            if on.as_ref().is_some_and(|p| planet != Some(&**p)) {
                continue;
            }
            // "When at a planet site" (aboard a card at one too).
            if *at_planet_site && !state.location_of(card).is_some_and(|l| is_planet_site(state, l)) {
                continue;
            }
            if host.as_ref().is_some_and(|t| *t != state.def(card).title) {
                continue;
            }
            if !piloted_by.is_empty()
                && !pilots(state, card).into_iter().any(|p| piloted_by.iter().any(|t| state.def(p).is_named(t)))
            {
                continue;
            }
            out.power = out.power.saturating_add(*power);
            out.forfeit = out.forfeit.saturating_add(*forfeit);
            out.armor = out.armor.saturating_add(*armor);
            out.maneuver = out.maneuver.saturating_add(*maneuver);
            out.hyperspeed = out.hyperspeed.saturating_add(*hyperspeed);
            out.landspeed = out.landspeed.saturating_add(*landspeed);
            out.immunity = out.immunity.saturating_add(*immunity);
            out.immune_below = out.immune_below.max(*immune_below);
        }
    }
    out
}

/// "While on Hoth, that character is … immune to Frostbite": whether a device on `card` keeps
/// the card titled `title` from affecting it now; "Any starship it is aboard is immune to Lateral
/// Damage" (Fire Extinguisher): or a device on a card aboard the starship `card`.
pub(crate) fn immune_to(state: &State, card: CardId, title: &str) -> bool {
    let planet = state.location_of(card).and_then(|l| planet_of(state, l));
    let own = devices_on(state, card).flat_map(|d| state.def(d).abilities()).any(|a| match a {
        Ability::ImmuneToCards { titles, on, starship_aboard: false, .. } => {
            titles.iter().any(|t| t == title) && on.as_deref().is_none_or(|p| planet == Some(p))
        }
        _ => false,
    });
    own || aboard_immunities(state, card).any(|(_, a)| match a {
        Ability::ImmuneToCards { titles, .. } => titles.iter().any(|t| t == title),
        _ => false,
    })
}

/// Fire Extinguisher: "Any starship it is aboard is immune to … ion cannons": the device that
/// makes the starship `card` so (on a card aboard it), if any.
pub(crate) fn immune_to_ion_cannons(state: &State, card: CardId) -> Option<CardId> {
    aboard_immunities(state, card)
        .find_map(|(d, a)| matches!(a, Ability::ImmuneToCards { ion_cannons: true, .. }).then_some(d))
}

/// The "Any starship it is aboard is immune to …" words of the devices on the cards aboard the
/// starship `card` (none when `card` is not a starship), with their devices.
fn aboard_immunities(state: &State, card: CardId) -> impl Iterator<Item = (CardId, &Ability)> + '_ {
    let riders = if state.def(card).is(CardType::Starship) { state.aboard(card) } else { Vec::new() };
    riders
        .into_iter()
        .flat_map(move |(rider, _)| devices_on(state, rider).collect::<Vec<_>>())
        .flat_map(move |d| state.def(d).abilities().map(move |a| (d, a)))
        .filter(|(_, a)| matches!(a, Ability::ImmuneToCards { starship_aboard: true, .. }))
}

/// Targeting Computer on `craft`: its weapons may fire twice in a battle, each destiny less
/// `minus` (the highest such device's, if more than one).
pub(crate) fn fires_twice(state: &State, craft: CardId) -> Option<u8> {
    devices_on(state, craft)
        .flat_map(|d| state.def(d).abilities())
        .filter_map(|a| match a {
            Ability::FireTwice { minus } => Some(*minus),
            _ => None,
        })
        .max()
}

/// Whether `device` may deploy on `host` by its text: what it names, and "at a system or sector
/// where a related docking bay is on table" when it says so.
pub(crate) fn goes_on(state: &State, device: CardId, host: CardId) -> bool {
    state.def(device).abilities().any(|a| match a {
        Ability::Device { mount, related_docking_bay, .. } => {
            mounts_on(mount, state.def(host)) && (!related_docking_bay || at_system_with_docking_bay(state, host))
        }
        _ => false,
    })
}

/// Whether `device` may be on `host` at all (where it is now aside: a starship that took Fusion
/// Generator Supply Tanks at a system keeps them when it moves on).
pub(crate) fn may_be_on(state: &State, device: CardId, host: CardId) -> bool {
    state.def(device).abilities().any(|a| match a {
        Ability::Device { mount, .. } => mounts_on(mount, state.def(host)),
        _ => false,
    })
}

/// `card` is at a system with a docking bay of that system on the table.
fn at_system_with_docking_bay(state: &State, card: CardId) -> bool {
    let Some(system) = state.location_of(card).filter(|&l| is_system(state, l)) else { return false };
    let planet = planet_of(state, system);
    state.locations.iter().any(|&l| is_docking_bay(state, l) && planet.is_some() && planet_of(state, l) == planet)
}
