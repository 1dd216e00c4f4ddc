//! What a shot does beyond a hit (the cards' texts): a grenade's blast, a vehicle 'crashed', a
//! starship 'ionized' (research §3, "Weapons segment"; `weapons.rs` `resolve_shot`).

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::swccg::enclosed::is_present;
use crate::rules::swccg::model::def::{CardType, Class, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::state::{At, State};
use crate::rules::swccg::starship::maneuver;
use crate::rules::swccg::vehicles::lose_from_table;
use crate::rules::swccg::weapons::mount_of;

/// Concussion Grenade: "Draw destiny. All characters, weapons and devices with that destiny number
/// present at that site are lost. (Only your warrior is lost if destiny = 0.) Concussion Grenade
/// also lost" (the card's text; GEMP `Card3_073`): either side's, its thrower included, and the
/// weapons and devices on them; the grenade goes in any case.
pub(crate) fn blast(state: &mut State, grenade: CardId, site: CardId, destiny: u8, events: &mut Vec<Event>) {
    let thrower = mount_of(state, grenade);
    let struck: Vec<CardId> = if destiny == 0 {
        thrower.into_iter().collect()
    } else {
        let kinds = [CardType::Character, CardType::Weapon, CardType::Device];
        Side::BOTH
            .into_iter()
            .flat_map(|s| state.cards_at(s, site))
            .filter(|&c| c != grenade && kinds.iter().any(|&k| state.def(c).is(k)))
            .filter(|&c| state.def(c).destiny == Some(destiny))
            .filter(|&c| present_or_carried(state, c))
            .collect()
    };
    events.push(Event::Blast { weapon: grenade, site, destiny });
    for card in struck {
        if state.card(card).at.is_some() {
            lose_from_table(state, card, events);
        }
    }
    if state.card(grenade).at.is_some() {
        lose_from_table(state, grenade, events);
    }
}

/// A card present at its site, or a weapon or device on one that is.
fn present_or_carried(state: &State, card: CardId) -> bool {
    match state.card(card).at {
        Some(At::On(host)) => is_present(state, host),
        _ => is_present(state, card),
    }
}

/// Power Harpoon: "Target crashes if destiny + your vehicle's maneuver > 8. Your vehicle crashes if
/// destiny = 0" (the card's text; GEMP `buildFireWeaponPowerHarpoonAction`: the weapon's total
/// destiny and the firing vehicle's maneuver now; both may crash).
pub(crate) fn crash_shot(
    state: &mut State,
    weapon: CardId,
    target: CardId,
    destiny: u8,
    over: u8,
    events: &mut Vec<Event>,
) {
    let carrier = mount_of(state, weapon);
    let maneuver = carrier.and_then(|c| maneuver(state, c)).unwrap_or(0);
    let total = destiny.saturating_add(maneuver);
    if total > over {
        crash(state, target, events);
    } else {
        events.push(Event::Missed { card: target, destiny: total, defense: over });
    }
    if let (0, Some(carrier)) = (destiny, carrier) {
        crash(state, carrier, events);
    }
}

/// A shot hits `target` (research §3, "Weapons segment": "Hit cards turn sideways and still
/// count"): in a battle it is turned sideways, to be lost when the battle ends; outside a battle
/// (`shots_outside_battle.rs`) it is lost at once (GEMP `HitCardOutsideOfAttackOrBattleRule`:
/// "cards outside the attack or battle that are 'hit' are immediately lost"). Whether it was hit
/// just now and is still on the table (a card hit again by a second weapon of the same shot is
/// not: Precise Attack).
pub(crate) fn hit(state: &mut State, target: CardId, events: &mut Vec<Event>) -> bool {
    let again = state.card(target).hit;
    if !again {
        events.push(Event::Hit { card: target });
    }
    if state.battle.is_none() {
        lose_from_table(state, target, events);
        return false;
    }
    state.card_mut(target).hit = true;
    !again
}

/// A vehicle 'crashes' (GEMP `CrashVehicleEffect`: turned sideways, as hit; research §1: "Crashed
/// vehicles are not [piloted]"): in the battle under way it is hit — lost when the battle ends,
/// with every card aboard ([V3]); elsewhere (Crash Landing, outside a battle or at a site next to
/// it) it is not hit, as no battle is there to end. Either way it is no longer piloted while it
/// stays on the table, so it adds no power or maneuver, may not fire and does not move ([O2]).
pub(crate) fn crash(state: &mut State, card: CardId, events: &mut Vec<Event>) {
    if state.card(card).at.is_none() {
        return;
    }
    let in_battle = state.battle.as_ref().is_some_and(|b| state.location_of(card) == Some(b.location));
    let cs = state.card_mut(card);
    cs.hit |= in_battle;
    cs.crashed = true;
    events.push(Event::Crashed { card });
}

/// An ion cannon's shot that succeeds (the cards' text; GEMP `IonizeStarshipEffect`): "all
/// starship weapons deployed on target are lost, armor or maneuver = 0 and hyperspeed = 0", the
/// starship staying ionized while it is on the table (`starship.rs`); Planet Defender Ion
/// Cannon's (`power`): "power = 0 and hyperspeed = 0" in place of armor or maneuver (its
/// rulings: "until it leaves play").
pub(crate) fn ionize(state: &mut State, target: CardId, power: bool, events: &mut Vec<Event>) {
    let weapons: Vec<CardId> = state
        .attached_to(target)
        .into_iter()
        .filter(|&c| state.card(c).at == Some(At::On(target)))
        .filter(|&c| state.def(c).is(CardType::Weapon) && state.def(c).is_class(Class::Starship))
        .collect();
    if power {
        state.card_mut(target).power_ionized = true;
    } else {
        state.card_mut(target).ionized = true;
    }
    events.push(Event::Ionized { card: target });
    for weapon in weapons {
        lose_from_table(state, weapon, events);
    }
}
