//! Devices: cards deployed on a character, starship or vehicle, adding to it by their text
//! ([`Ability::Device`], [`Ability::DeviceAdds`]). The rules texts say nothing of devices beyond
//! "use weapons or devices" (research §2); each refusal cites the card's own text, and the
//! readings are in docs/rules-notes.md.

use crate::engine::Table;
use crate::engine::{CardId, Common, Rejected};
use crate::rules::swccg::enclosed::is_present;
use crate::rules::swccg::landing::{is_docking_bay, is_planet_site, is_site, is_system, planet_of};
use crate::rules::swccg::model::def::{Ability, CardDef, CardType, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, Phase, State};
use crate::rules::swccg::mounts::mounts_on;
use crate::rules::swccg::occupants::pilots;
use crate::rules::swccg::on_cards::goes_on_any;
use crate::rules::swccg::sections::{card_text, SwccgRule};
use crate::rules::swccg::skills::mounts_by_skill;
use crate::rules::swccg::undercover::cover_fits;

type Checked = Result<(), Rejected<Reason>>;

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
    /// "Has immunity to attrition of exactly N" (Tusken Breath Mask).
    pub immune_exactly: Option<u8>,
    /// "Armor = N" on a character (Plastoid Armor).
    pub armor_is: Option<u8>,
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
                immune_exactly,
                armor_is,
                on,
                at_planet_site,
                host,
                piloted_by,
                battling,
                ..
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
            // "Power +3 in battles": while `card` takes part in one.
            if *battling && !crate::rules::swccg::battle::participants(state, state.owner(card)).contains(&card) {
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
            out.immune_exactly = out.immune_exactly.or(*immune_exactly);
            out.armor_is = out.armor_is.or(*armor_is);
        }
    }
    out.power = out.power.saturating_add(droid_power_from_devices(state, card));
    out
}

/// Portable Fusion Generator: "Also, may add 1 to power of one droid present" (the card's text;
/// GEMP `Card3_096`: a droid present with it, chosen, +1 while it stays present). What such
/// devices of `card`'s player add to it: each one on a card present at `card`'s location gives
/// its power to the first of that player's droids present there (docs/rules-notes.md).
fn droid_power_from_devices(state: &State, card: CardId) -> u8 {
    let def = state.def(card);
    if !def.is(CardType::Character) || !def.is_droid() || !is_present(state, card) {
        return 0;
    }
    let Some(location) = state.location_of(card) else { return 0 };
    let side = state.owner(card);
    let first_droid = state.cards_at(side, location).into_iter().find(|&c| {
        let d = state.def(c);
        d.is(CardType::Character) && d.is_droid() && is_present(state, c)
    });
    if first_droid != Some(card) {
        return 0;
    }
    let mut out: u8 = 0;
    for &device in &state.player(side).table {
        let Some(At::On(host)) = state.card(device).at else { continue };
        if state.location_of(host) != Some(location) || !is_present(state, host) {
            continue;
        }
        for ability in state.def(device).abilities() {
            if let Ability::AddsToOneDroidPresent { power } = ability {
                out = out.saturating_add(*power);
            }
        }
    }
    out
}

/// Portable Fusion Generator: "When that warrior fires a blaster rifle or artillery weapon, adds
/// 1 to each of that weapon's destiny draws" (the card's text): what the devices on `carrier`
/// add to each destiny draw of `weapon` it fires (a weapon of the characteristic, or of the
/// subtype: an artillery weapon's is "Artillery").
pub(crate) fn weapon_destiny_from_devices(state: &State, carrier: CardId, weapon: CardId) -> u8 {
    let def = state.def(weapon);
    devices_on(state, carrier)
        .flat_map(|d| state.def(d).abilities())
        .filter_map(|a| match a {
            Ability::FiringDestinyPlus { amount, weapons }
                if weapons.iter().any(|w| {
                    def.has_characteristic(w) || def.subtype.as_deref().is_some_and(|s| s.eq_ignore_ascii_case(w))
                }) =>
            {
                Some(*amount)
            }
            _ => None,
        })
        .fold(0, u8::saturating_add)
}

/// "While on Hoth, that character is … immune to Frostbite": whether a device on `card` keeps
/// the card titled `title` from affecting it now, or a protection of this turn does
/// (`protection.rs`); "Any starship it is aboard is immune to Lateral
/// Damage" (Fire Extinguisher): or a device on a card aboard the starship `card`.
pub(crate) fn immune_to(state: &State, card: CardId, title: &str) -> bool {
    if crate::rules::swccg::protection::protected_from(state, card, title) {
        return true;
    }
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

/// Restraining Bolt: "Droid cannot move and cannot utilize its 'game text'" (the card's text;
/// GEMP `Card1_205`: `MayNotMoveModifier`, `CancelsGameTextModifier` on the card it is on). The
/// device of either side's on `card` that says so, if any.
pub(crate) fn restrained_by(state: &State, card: CardId) -> Option<CardId> {
    state.cards_on(card).into_iter().find(|&d| state.def(d).abilities().any(|a| matches!(a, Ability::Restrains)))
}

/// Restraining Bolt: "During your deploy phase, Restraining Bolt may be transferred (for free)
/// to another droid at same site" (the card's text; GEMP leaves it a TODO): `side`'s device
/// `card` with that text, on a card at a site, to `to`, another card it may deploy on directly at
/// that site (either side's), in `side`'s deploy phase, once a turn (docs/rules-notes.md).
pub(crate) fn check_transfer(state: &State, side: Side, card: CardId, to: CardId) -> Checked {
    if state.phase != Phase::Deploy || state.active != side {
        return Err(Reason::Common(Common::WrongPhase { phase: Phase::Deploy }).by(SwccgRule::Deploy));
    }
    if state.card(card).at.is_none() {
        return Err(Reason::NotOnTable.by(SwccgRule::Deploy));
    }
    if state.owner(card) != side {
        return Err(Reason::NotYourCard.by(SwccgRule::Deploy));
    }
    let def = state.def(card);
    let says = def.abilities().any(|a| matches!(a, Ability::TransfersAtSite));
    let Some(At::On(from)) = state.card(card).at else {
        return Err(Rejected::new(Reason::WeaponMount { title: def.title.to_string() }, card_text(&def.title)));
    };
    let site = state.location_of(from).filter(|&l| is_site(state, l));
    if !says || state.used_this_turn.contains(&card) || to == from || site.is_none() || state.location_of(to) != site {
        return Err(Rejected::new(Reason::WeaponMount { title: def.title.to_string() }, card_text(&def.title)));
    }
    if !goes_on_any(state, card, to) {
        return Err(Rejected::new(Reason::WeaponMount { title: def.title.to_string() }, card_text(&def.title)));
    }
    Ok(())
}

/// Transfers the device `card` onto `to`, for free.
pub(crate) fn transfer(state: &mut State, side: Side, card: CardId, to: CardId, events: &mut Vec<Event>) {
    if check_transfer(state, side, card, to).is_err() {
        return;
    }
    state.used_this_turn.push(card);
    state.card_mut(card).at = Some(At::On(to));
    events.push(Event::Transferred { card, to });
}

/// Caller: "During your control phase, may steal one droid at same site if it is controlled by a
/// Restraining Bolt" (the card's text; GEMP `Card1_200`/`Card1_34`: once during the phase, while
/// on an Imperial or Jawa, a Rebel or Jawa): `side`'s device `card` on such a character at a
/// site, and `target`, the opponent's card of the kinds it names directly at that site with a
/// Restraining Bolt on it.
pub(crate) fn check_steal(state: &State, side: Side, card: CardId, target: CardId) -> Checked {
    if crate::rules::swccg::thefts::steals_on_destiny(state.def(card)).is_some() {
        return crate::rules::swccg::thefts::check_steal(state, side, card, target);
    }
    if state.phase != Phase::Control || state.active != side {
        return Err(Reason::Common(Common::WrongPhase { phase: Phase::Control }).by(SwccgRule::Control));
    }
    if state.card(card).at.is_none() || state.card(target).at.is_none() {
        return Err(Reason::NotOnTable.by(SwccgRule::Control));
    }
    if state.owner(card) != side {
        return Err(Reason::NotYourCard.by(SwccgRule::Control));
    }
    let def = state.def(card);
    let who = def.abilities().find_map(|a| match a {
        Ability::StealsRestrained { who } => Some(who),
        _ => None,
    });
    let refused = || Rejected::new(Reason::WeaponMount { title: def.title.to_string() }, card_text(&def.title));
    let (Some(who), Some(At::On(host))) = (who, state.card(card).at) else { return Err(refused()) };
    let site = state.location_of(host).filter(|&l| is_site(state, l));
    let there = matches!(state.card(target).at, Some(At::Location(l)) if Some(l) == site);
    if !may_be_on(state, card, host) || state.used_this_turn.contains(&card) || !there {
        return Err(refused());
    }
    if state.owner(target) == side || !who.holds(state.def(target)) || restrained_by(state, target).is_none() {
        return Err(refused());
    }
    Ok(())
}

/// Steals `target` for `side`: it stays where it is, now `side`'s (`CardState::stolen`), and each
/// Restraining Bolt on it returns to its owner's hand ("After droid is stolen, Restraining Bolt
/// returns to owner's hand").
pub(crate) fn steal(state: &mut State, side: Side, card: CardId, target: CardId, events: &mut Vec<Event>) {
    if crate::rules::swccg::thefts::steals_on_destiny(state.def(card)).is_some() {
        return crate::rules::swccg::thefts::steal(state, side, card, target, events);
    }
    if check_steal(state, side, card, target).is_err() {
        return;
    }
    state.used_this_turn.push(card);
    change_hands(state, side, target);
    events.push(Event::Stole { side, card, target });
    while let Some(bolt) = restrained_by(state, target) {
        let owner = state.owner(bolt);
        state.card_mut(bolt).leave_table();
        state.player_mut(owner).table.retain(|&c| c != bolt);
        state.player_mut(state.owner(bolt)).hand.push(bolt);
        events.push(Event::ReturnedToHand { card: bolt });
    }
}

/// A card stolen by `side` is its now where it is (`CardState::stolen`), and the cards on it go
/// with it (GEMP `StealOneCardToLocationEffect`: each card attached, recursively, changes owner
/// with it): a Fire Extinguisher on a stolen astromech.
pub(crate) fn change_hands(state: &mut State, side: Side, target: CardId) {
    let mut taken = vec![target];
    let mut i = 0;
    while let Some(&c) = taken.get(i) {
        taken.extend(state.attached_to(c));
        i += 1;
    }
    for c in taken {
        let from = state.owner(c);
        if from == side {
            continue;
        }
        state.player_mut(from).table.retain(|&t| t != c);
        state.player_mut(side).table.push(c);
        let stolen = state.card_mut(c);
        stolen.owner = side;
        stolen.stolen = !stolen.stolen;
    }
}

/// Blaster Scope: "Deploy on … your blaster weapon card. Allows that weapon to target at an
/// adjacent site" (GEMP `Card1_199` `MayTargetAdjacentSiteModifier`); Electro-Rangefinder: "It
/// may fire at targets two sites away" (GEMP `Card3_095` `MayTargetTwoSitesAwayModifier`: a site
/// within distance 2): how many sites away the devices on `weapon` let it target (0: none).
pub(crate) fn reach_from_devices(state: &State, weapon: CardId) -> u8 {
    devices_on(state, weapon)
        .flat_map(|d| state.def(d).abilities())
        .filter_map(|a| match a {
            Ability::TargetsSitesAway { sites } => Some(*sites),
            _ => None,
        })
        .max()
        .unwrap_or(0)
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
            (mounts_on(mount, state.def(host)) || mounts_by_skill(state, mount, host))
                && (!related_docking_bay || at_system_with_docking_bay(state, host))
        }
        _ => false,
    }) && carries_needed(state, device, host)
        && cover_fits(state, device, host)
        && crate::rules::swccg::skills::skill_fits(state, device, host)
}

/// Whether `device` may be on `host` at all (where it is now aside: a starship that took Fusion
/// Generator Supply Tanks at a system keeps them when it moves on).
pub(crate) fn may_be_on(state: &State, device: CardId, host: CardId) -> bool {
    state.def(device).abilities().any(|a| match a {
        Ability::Device { mount, .. } => mounts_on(mount, state.def(host)) || mounts_by_skill(state, mount, host),
        _ => false,
    }) && carries_needed(state, device, host)
}

/// Lightsaber Proficiency: "Deploy on your character with ability > 2 and a lightsaber": whether
/// `host` carries a weapon card of each characteristic `card`'s [`Ability::WithWeapon`] names
/// (GEMP `Filters.character_with_a_lightsaber`).
fn carries_needed(state: &State, card: CardId, host: CardId) -> bool {
    state.def(card).abilities().all(|a| match a {
        Ability::WithWeapon { characteristic } => Side::BOTH.into_iter().any(|s| {
            state.player(s).table.iter().any(|&w| {
                state.card(w).at == Some(At::On(host))
                    && state.def(w).is(CardType::Weapon)
                    && state.def(w).has_characteristic(characteristic)
            })
        }),
        _ => true,
    })
}

/// "Effect is lost if character loses lightsaber" (Lightsaber Proficiency; GEMP `Card1_054`: a
/// required trigger whenever the table changes): after every change to the table, a card of
/// [`Ability::WithWeapon`] on a card no longer carrying such a weapon is lost.
pub(crate) fn lose_without_weapon(state: &mut State, events: &mut Vec<Event>) {
    let lost: Vec<CardId> = Side::BOTH
        .into_iter()
        .flat_map(|s| state.player(s).table.iter().copied())
        .filter(|&c| match state.card(c).at {
            Some(At::On(host)) => {
                state.def(c).abilities().any(|a| matches!(a, Ability::WithWeapon { .. }))
                    && !carries_needed(state, c, host)
            }
            _ => false,
        })
        .collect();
    for card in lost {
        crate::rules::swccg::vehicles::lose_from_table(state, card, events);
    }
}

/// `card` is at a system with a docking bay of that system on the table.
fn at_system_with_docking_bay(state: &State, card: CardId) -> bool {
    let Some(system) = state.location_of(card).filter(|&l| is_system(state, l)) else { return false };
    let planet = planet_of(state, system);
    state.locations.iter().any(|&l| is_docking_bay(state, l) && planet.is_some() && planet_of(state, l) == planet)
}
