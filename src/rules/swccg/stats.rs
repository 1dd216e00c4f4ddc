//! The numbers of characters and cards in general, as the game reads them now: power with the
//! modifiers the decks' texts add, forfeit, defense value and landspeed.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::swccg::battle::in_battle;
use crate::rules::swccg::cold::too_cold;
use crate::rules::swccg::devices::device_adds;
use crate::rules::swccg::enclosed::is_present;
use crate::rules::swccg::here::{forfeit_here, plus, power_here};
use crate::rules::swccg::landing::{is_landed, is_site};
use crate::rules::swccg::model::def::{Ability, CardType, Side};
use crate::rules::swccg::model::here::Kinds;
use crate::rules::swccg::model::state::{At, State};
use crate::rules::swccg::movement::moves_without_presence;
use crate::rules::swccg::occupants::{droid_adds, is_craft, is_piloted};
use crate::rules::swccg::starship::{armor, maneuver, power as craft_power};

/// A card's power now: a starship's or vehicle's from its pilots ([S3]); a character's printed
/// power with its text ("Power +1 at same location as Han"; "Power +3 when battling at same site
/// as Dr. Evazan, unless opponent has a lightsaber present") and its location's; less what a
/// Utinni Effect targeting it takes off ("Target is power and forfeit -1", `utinni.rs`) and
/// Disarmed's "is power -1" (`on_cards.rs`).
pub fn power(state: &State, card: CardId) -> u8 {
    // Lateral Damage: "Target's power and forfeit = 0"; Planet Defender Ion Cannon: "power = 0".
    let zeroed = crate::rules::swccg::utinni::zeroed(state, card) || state.card(card).power_ionized;
    if zeroed || crate::rules::swccg::frozen::frozen(state, card) || crate::rules::swccg::sleep::asleep(state, card) {
        return 0;
    }
    own_power(state, card)
        .saturating_sub(crate::rules::swccg::utinni::weakening(state, card))
        .saturating_sub(crate::rules::swccg::on_cards::disarmed_power(state, card))
}

/// [`power`] before the Utinni Effects.
fn own_power(state: &State, card: CardId) -> u8 {
    let def = state.def(card);
    if is_craft(def) {
        // "Your starships with any Wookiee aboard are power +2 here": a craft with power.
        let own = craft_power(state, card);
        return if own > 0 { plus(own, power_here(state, card)) } else { own };
    }
    let mut total = def.power.unwrap_or(0);
    let Some(location) = state.location_of(card).filter(|_| state.card(card).at.is_some()) else { return total };
    for ability in def.abilities() {
        if let Ability::PowerWith { title, amount, site, battling, unless_theirs } = ability {
            if *site && !is_site(state, location) || *battling && !in_battle(state, card) {
                continue;
            }
            if unless_theirs
                .as_ref()
                .is_some_and(|kinds| has_present(state, state.owner(card).opponent(), location, kinds))
            {
                continue;
            }
            let with = state
                .cards_at(state.owner(card), location)
                .into_iter()
                .any(|c| c != card && state.def(c).title == *title);
            if with {
                total = total.saturating_add(*amount);
            }
        }
    }
    // Trooper Charge: "that trooper … is power +2 this battle".
    let charge: u8 = state
        .battle
        .iter()
        .flat_map(|b| b.charged.iter())
        .filter(|c| c.card == card)
        .map(|c| c.power)
        .fold(0, u8::saturating_add);
    // Solomahal: "When that scout 'reacts,' it is power +2 for remainder of turn."
    let boosted: u8 = state.boosts.iter().filter(|b| b.card == card).map(|b| b.power).fold(0, u8::saturating_add);
    plus(total, power_here(state, card))
        .saturating_add(device_adds(state, card).power)
        .saturating_add(charge)
        .saturating_add(boosted)
}

/// "Unless opponent has a lightsaber present": whether `side` has a card of these kinds at
/// `location`, present there or on a card present (a weapon on its character).
fn has_present(state: &State, side: Side, location: CardId, kinds: &Kinds) -> bool {
    state.cards_at(side, location).into_iter().any(|c| {
        kinds.holds(state.def(c))
            && match state.card(c).at {
                Some(At::On(host)) => is_present(state, host),
                _ => is_present(state, c),
            }
    })
}

/// [S9] A card's forfeit value now (printed, with its location's "forfeit +1 here" and the
/// table's "all Wookiees on table are forfeit -3", C-3PO's
/// "R2-D2 is forfeit +2 when present" and its devices'; 0 once a weapon hit it "and its forfeit =
/// 0" in the battle under way).
pub fn forfeit(state: &State, card: CardId) -> u8 {
    if state.battle.as_ref().is_some_and(|b| b.forfeit_zero.contains(&card))
        || crate::rules::swccg::utinni::zeroed(state, card)
        || crate::rules::swccg::sleep::asleep(state, card)
    {
        return 0;
    }
    // This Is All Your Fault: "If droid is 'hit', use original target's forfeit number."
    let instead = state.battle.as_ref().and_then(|b| b.forfeit_as.iter().find(|&&(c, _)| c == card));
    if let Some(&(_, value)) = instead.filter(|_| state.card(card).hit) {
        return value;
    }
    let printed = state.def(card).forfeit.unwrap_or(0);
    if state.on_table(card) {
        plus(printed, forfeit_here(state, card))
            .saturating_add(forfeit_when_present(state, card))
            .saturating_add(device_adds(state, card).forfeit)
            .saturating_sub(crate::rules::swccg::utinni::weakening(state, card))
    } else {
        printed
    }
}

/// "<title> is forfeit +N when present": what the cards present with `card` (it present too) add
/// to its forfeit.
fn forfeit_when_present(state: &State, card: CardId) -> u8 {
    let Some(location) = state.location_of(card).filter(|_| is_present(state, card)) else { return 0 };
    let title = &state.def(card).title;
    state
        .cards_at(state.owner(card), location)
        .into_iter()
        .filter(|&c| c != card && is_present(state, c))
        .flat_map(|c| crate::rules::swccg::canceled_text::text_of(state, c))
        .map(|a| match a {
            Ability::ForfeitWhenPresent { title: t, amount } if t == title => *amount,
            _ => 0,
        })
        .fold(0, u8::saturating_add)
}

/// A character's ability now: its printed ability, 0 while it 'sleeps' (Dark Hours: "power,
/// forfeit and ability = 0"; `sleep.rs`).
pub fn ability(state: &State, card: CardId) -> u8 {
    if crate::rules::swccg::sleep::asleep(state, card) {
        0
    } else {
        state.def(card).ability.unwrap_or(0)
    }
}

/// A card's defense value, what a weapon's destiny must beat (GEMP `getDefenseValue`): a
/// character's ability (its armor when it has one: Plastoid Armor); a starship's or vehicle's
/// armor or maneuver, the higher.
pub fn defense_value(state: &State, card: CardId) -> u8 {
    let def = state.def(card);
    if def.is(CardType::Character) {
        // Plastoid Armor: "… and armor = 5": an armored character's defense value is its armor.
        return device_adds(state, card).armor_is.unwrap_or_else(|| ability(state, card));
    }
    armor(state, card).unwrap_or(0).max(maneuver(state, card).unwrap_or(0))
}

/// Landspeed: a character's is 1; a vehicle's is printed (with what a vehicle droid aboard adds),
/// used only with a pilot or driver ([O2], [O5]), nothing added when "Landspeed may not be
/// increased"; a landed starfighter has none ([S16]). "Landspeed = N" in the text is a
/// character's, or a vehicle's printed as "*" (Incom T-16 Skyhopper).
pub fn landspeed(state: &State, card: CardId) -> u8 {
    let def = state.def(card);
    let by_text = def.abilities().find_map(|a| match a {
        Ability::Landspeed { amount } => Some(*amount),
        _ => None,
    });
    let printed = def.landspeed.or(by_text).unwrap_or(0);
    // Too Cold For Speeders: "… landspeed = 0".
    if too_cold(state, card) {
        return 0;
    }
    match def.card_type {
        // "Landspeed = 3".
        CardType::Character if is_present(state, card) => by_text.unwrap_or(1),
        CardType::Vehicle
            if is_piloted(state, card) && def.abilities().any(|a| matches!(a, Ability::LandspeedNotIncreased)) =>
        {
            printed
        }
        CardType::Vehicle if is_piloted(state, card) || moves_without_presence(def) => {
            printed.saturating_add(droid_adds(state, card).landspeed).saturating_add(device_adds(state, card).landspeed)
        }
        CardType::Starship if is_landed(state, card) => 0,
        // Yerka Mig: "You may move Mig like a character" (a character's landspeed, 1).
        CardType::Effect if crate::rules::swccg::fugitives::moves_like_a_character(def) => 1,
        _ => 0,
    }
}
