//! Starship cards ([S1]–[S10]): class, power raised by pilots, armor or maneuver, hyperspeed,
//! scomp link, the permanent pilot and nav computer icons, forfeit, and capacity from game text.
//! Vehicles share most of these numbers; their own rules are in `vehicles.rs`.

use crate::engine::Table;
use crate::engine::{CardId, Rejected};
use crate::rules::swccg::cold::too_cold;
use crate::rules::swccg::devices::device_adds;
use crate::rules::swccg::here::{at_planet_adds, pilot_adds_here, plus};
use crate::rules::swccg::landing::is_landed;
use crate::rules::swccg::model::def::{Ability, Capacity, CardDef, CardType, Class, Icon, PermanentPilot};
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{Slot, State};
use crate::rules::swccg::occupants::{
    adds_power, droid_adds, has_pilot_skill, is_piloted, matching_bonus, may_drive, needs_driver, pilots, pilots_armor,
};
use crate::rules::swccg::sections::{card_text, SwccgRule};
use crate::rules::swccg::trench::maneuver_here;

type Checked = Result<(), Rejected<Reason>>;

/// [S2] "Starship class: three classes exist — starfighter, capital and squadron."
pub fn starship_class(def: &CardDef) -> Option<Class> {
    match def.class {
        Some(c @ (Class::Starfighter | Class::Capital | Class::Squadron)) if def.is(CardType::Starship) => Some(c),
        _ => None,
    }
}

pub(crate) fn is_starfighter(def: &CardDef) -> bool {
    starship_class(def) == Some(Class::Starfighter)
}

/// A starfighter, or a starship that "Deploys and moves like a starfighter": where it deploys,
/// and whether it lands and takes off ([S11]–[S16]).
pub(crate) fn moves_like_a_starfighter(def: &CardDef) -> bool {
    is_starfighter(def)
        || (def.is(CardType::Starship)
            && def.abilities().any(|a| matches!(a, Ability::DeploysAndMovesLikeAStarfighter)))
}

pub(crate) fn is_capital(def: &CardDef) -> bool {
    starship_class(def) == Some(Class::Capital)
}

/// [S7] "they show that a starship comes equipped with a permanent pilot".
pub fn has_permanent_pilot(def: &CardDef) -> bool {
    def.permanent_pilot.is_some()
}

/// Eject! Eject! / Come With Me: "deploy on starfighter to remove all permanent pilots": whether
/// an Effect with that text is on `craft` (it stays on only when its destiny succeeded,
/// `on_cards.rs` `draw_to_stay`; GEMP `RemovePermanentPilotsModifier` while it is on it).
pub(crate) fn permanent_pilots_removed(state: &State, craft: CardId) -> bool {
    state
        .attached_to(craft)
        .into_iter()
        .any(|e| state.def(e).abilities().any(|a| matches!(a, Ability::RemovesPermanentPilots { .. })))
}

/// [S7] The permanent pilot aboard `craft` now: its printed one, unless an Effect removed it
/// (`permanent_pilots_removed`). Every reader of a card on the table goes through this.
pub(crate) fn permanent_pilot_aboard(state: &State, craft: CardId) -> Option<PermanentPilot> {
    state.def(craft).permanent_pilot.filter(|_| !permanent_pilots_removed(state, craft))
}

/// I've Lost Artoo!: "If starship's \[Nav Computer\] is lost, place Effect on starship": whether
/// an Effect with that text is on `craft` (it stays on only when it took the nav computer,
/// `on_cards.rs` `draw_to_stay`; GEMP `CancelIconModifier(NAV_COMPUTER)` while it is on it).
pub(crate) fn nav_computer_lost(state: &State, craft: CardId) -> bool {
    state
        .attached_to(craft)
        .into_iter()
        .any(|e| state.def(e).abilities().any(|a| matches!(a, Ability::LosesNavComputerOrAstromech { .. })))
}

/// [S10] The capacity of `host` on the table: its printed one, and "May add 1 pilot for each
/// permanent pilot removed" (Eject! Eject!; every permanent pilot of the pool is one), "(may add
/// 1 astromech)" (I've Lost Artoo!, once it took the starship's nav computer).
pub(crate) fn capacity_of(state: &State, host: CardId) -> Capacity {
    let def = state.def(host);
    let mut cap = def.capacity;
    if def.permanent_pilot.is_some() && permanent_pilots_removed(state, host) {
        cap.pilots = cap.pilots.saturating_add(1);
    }
    if def.is(CardType::Starship) && nav_computer_lost(state, host) {
        cap.astromechs = cap.astromechs.saturating_add(1);
    }
    cap
}

/// [S7] "… or with an astromech / nav computer."
pub fn has_nav_computer(def: &CardDef) -> bool {
    def.has_icon(Icon::NavComputer)
}

/// [S6] "an icon marking a computer socket".
pub fn has_scomp_link(def: &CardDef) -> bool {
    def.has_icon(Icon::ScompLink)
}

/// The ability a permanent pilot aboard provides ("Permanent pilot aboard provides ability of
/// 1"; 0 when the card does not say) [S7].
pub fn permanent_pilot_ability(def: &CardDef) -> u8 {
    def.permanent_pilot.map_or(0, |p| p.ability)
}

/// What Maneuvers interrupts added to `card` this turn: (maneuver, power, hyperspeed).
fn boosts(state: &State, card: CardId) -> (u8, u8, u8) {
    state.boosts.iter().filter(|b| b.card == card).fold((0, 0, 0), |(m, p, h), b| {
        (m.saturating_add(b.maneuver), p.saturating_add(b.power), h.saturating_add(b.hyperspeed))
    })
}

/// [S3] "a starship's power can be raised by pilots, but usually not by passengers". With
/// [O2] (no power unpiloted), [O3] (what each pilot adds, combat and shuttle vehicles too),
/// [O5] (a driver adds nothing) and [S16] (a landed starfighter has no power), a location's
/// "pilots add an additional 1 … here", and Too Cold For Speeders' "power = 0": the power of a
/// starship or vehicle now.
pub(crate) fn power(state: &State, craft: CardId) -> u8 {
    let def = state.def(craft);
    // Planet Defender Ion Cannon: "power = 0" (`weapons.rs` `ionize`).
    if !is_piloted(state, craft) || is_landed(state, craft) || too_cold(state, craft) || state.card(craft).power_ionized
    {
        return 0;
    }
    let mut total = def.power.unwrap_or(0).saturating_add(droid_adds(state, craft).power);
    if !needs_driver(def) {
        for pilot in pilots(state, craft) {
            total = total
                .saturating_add(adds_power(state, pilot, craft))
                .saturating_add(pilot_adds_here(state, pilot, craft));
        }
    }
    total.saturating_add(boosts(state, craft).1).saturating_add(device_adds(state, craft).power)
}

/// [S4] "Armor or Maneuver: defence against attack". Maneuver needs a pilot ([O2]) and is gone
/// while landed ([S16]) or stopped by the cold (Too Cold For Speeders' "maneuver = 0"); a matching
/// pilot and Maneuvers interrupts add to it.
pub fn maneuver(state: &State, craft: CardId) -> Option<u8> {
    let printed = state.def(craft).maneuver?;
    if !is_piloted(state, craft) || is_landed(state, craft) || state.card(craft).ionized || too_cold(state, craft) {
        return Some(0);
    }
    let matching: i16 = pilots(state, craft).into_iter().map(|p| matching_bonus(state, p, craft).0).sum();
    let droids = droid_adds(state, craft).maneuver;
    let devices = device_adds(state, craft).maneuver;
    let less = state.boosts.iter().filter(|b| b.card == craft).map(|b| b.less_maneuver).fold(0, u8::saturating_add);
    // "Each of your starfighters is maneuver -2 here" (Death Star: Trench, `trench.rs`).
    let here = state.location_of(craft).map_or(0, |l| maneuver_here(state, state.owner(craft), state.def(craft), l));
    Some(plus(
        plus(printed, matching)
            .saturating_add(droids)
            .saturating_add(boosts(state, craft).0)
            .saturating_add(devices)
            .saturating_sub(less),
        here,
    ))
}

/// "Add 1 to weapon destiny draws of any starfighter for remainder of this turn" (I'm On The
/// Leader): what interrupts added to each weapon destiny draw of `craft` this turn.
pub(crate) fn boosted_weapon_destiny(state: &State, craft: CardId) -> u8 {
    state.boosts.iter().filter(|b| b.card == craft).map(|b| b.weapon_destiny).fold(0, u8::saturating_add)
}

/// [S4] Armor, with what a device on it and its pilots' text add; an unpiloted starship or vehicle's armor is 2
/// (Glossary, "Unpiloted"); an ionized one's 0 (`weapons.rs` `ionize`).
pub fn armor(state: &State, craft: CardId) -> Option<u8> {
    let printed = state.def(craft).armor?;
    if state.card(craft).ionized {
        return Some(0);
    }
    Some(if is_piloted(state, craft) {
        printed.saturating_add(device_adds(state, craft).armor).saturating_add(pilots_armor(state, craft))
    } else {
        printed.min(2)
    })
}

/// [S5] "the maximum distance in parsecs a starship can move in one turn": none without a
/// hyperdrive, a pilot ([O2]) or while landed; a matching pilot and Maneuvers add to it.
pub fn hyperspeed(state: &State, craft: CardId) -> u8 {
    let def = state.def(craft);
    let Some(printed) = def.hyperspeed.filter(|_| !def.no_hyperdrive) else { return 0 };
    let ionized = state.card(craft).ionized || state.card(craft).power_ionized;
    if !is_piloted(state, craft) || is_landed(state, craft) || ionized {
        return 0;
    }
    let matching: u8 = pilots(state, craft).into_iter().map(|p| matching_bonus(state, p, craft).1).sum();
    let droids = droid_adds(state, craft).hyperspeed;
    let devices = device_adds(state, craft).hyperspeed;
    printed
        .saturating_add(matching)
        .saturating_add(droids)
        .saturating_add(boosts(state, craft).2)
        .saturating_add(devices)
        .saturating_add(at_planet_adds(state, craft).hyperspeed)
}

/// A starship has a hyperdrive unless printed "No Hyperdrive" ([S5]).
pub(crate) fn has_hyperdrive(def: &CardDef) -> bool {
    def.is(CardType::Starship) && !def.no_hyperdrive && def.hyperspeed.is_some()
}

/// [S10] "Game text: lists special abilities, such as how many pilots and passengers fit
/// aboard." Capacity is encoded per card from its game text (a test compares the two).
pub fn capacity(def: &CardDef) -> Capacity {
    def.capacity
}

/// [S10] (with [O4], [O5], [V6]): whether `card` may take `slot` aboard `host` now, besides the
/// cards already aboard (`card` itself left out, for a change of slot).
pub(crate) fn check_fits(state: &State, card: CardId, host: CardId, slot: Slot) -> Checked {
    let others: Vec<(CardId, Slot)> = state.aboard(host).into_iter().filter(|&(c, _)| c != card).collect();
    check_fits_with(state, card, host, &others, slot)
}

/// [S10] whether `card` may take `slot` aboard the card `host`, with `others` aboard it.
pub(crate) fn check_fits_with(
    state: &State,
    card: CardId,
    host: CardId,
    others: &[(CardId, Slot)],
    slot: Slot,
) -> Checked {
    let host_def = state.def(host);
    let def = state.def(card);
    if !matches!(host_def.card_type, CardType::Starship | CardType::Vehicle) || card == host {
        return Err(Reason::NotAStarshipOrVehicle.by(SwccgRule::S10));
    }
    match (def.card_type, slot) {
        (CardType::Character, Slot::Pilot) => {
            if needs_driver(host_def) {
                return Err(Reason::WrongSlot { slot }.by(SwccgRule::O5));
            }
            if def.is_droid() {
                return Err(Reason::DroidsDoNotPilot.by(SwccgRule::O5));
            }
            if !has_pilot_skill(state, card) {
                return Err(Reason::NotAPilot.by(SwccgRule::O4));
            }
        }
        (CardType::Character, Slot::Driver) => {
            if !needs_driver(host_def) {
                return Err(Reason::WrongSlot { slot }.by(SwccgRule::O2));
            }
            if !may_drive(def) {
                return Err(Reason::MayNotDrive.by(SwccgRule::O5));
            }
        }
        (CardType::Character, Slot::Astromech) => {
            if !def.is_astromech() {
                return Err(Reason::WrongSlot { slot }.by(SwccgRule::S10));
            }
        }
        (CardType::Character, Slot::Passenger) => {}
        (CardType::Starship | CardType::Vehicle, Slot::Cargo) => {
            if !is_capital(host_def) || !(def.is(CardType::Vehicle) || is_starfighter(def)) {
                return Err(Reason::NotCargo.by(SwccgRule::V6));
            }
        }
        (CardType::Starship | CardType::Vehicle, _) => return Err(Reason::WrongSlot { slot }.by(SwccgRule::V6)),
        (CardType::Character, Slot::Cargo) => return Err(Reason::NotCargo.by(SwccgRule::V6)),
        _ => return Err(Reason::NotACharacter.by(SwccgRule::O1)),
    }
    for ability in def.abilities() {
        if let Ability::NotAboardStarfighters { enclosed_vehicles } = ability {
            if is_starfighter(host_def) {
                let reason = Reason::TooLargeForStarfighters { title: def.title.to_string() };
                return Err(Rejected::new(reason, card_text(&def.title)));
            }
            if *enclosed_vehicles && host_def.is(CardType::Vehicle) && host_def.enclosed {
                let reason = Reason::NotAboardEnclosedVehicles { title: def.title.to_string() };
                return Err(Rejected::new(reason, card_text(&def.title)));
            }
        }
    }
    let mut all: Vec<(CardId, Slot)> = others.to_vec();
    all.push((card, slot));
    if room_for(state, capacity_of(state, host), &all) {
        Ok(())
    } else {
        Err(Reason::NoRoom { slot }.by(SwccgRule::S10))
    }
}

/// [S10] Whether `aboard` (cards and their slots) fits a capacity. Pilots beyond the pilot
/// places and passengers beyond the passenger places take pilot-or-passenger places ([O4]); a
/// driver beyond the driver places takes a passenger place ([O5] "The driver takes one of the
/// passenger places"); TIEs take TIE or starfighter places, other starfighters starfighter
/// places, vehicles vehicle places ([V6]).
pub(crate) fn room_for(state: &State, cap: Capacity, aboard: &[(CardId, Slot)]) -> bool {
    let count = |slot: Slot| aboard.iter().filter(|&&(_, s)| s == slot).count();
    let (p, q, d, a) = (count(Slot::Pilot), count(Slot::Passenger), count(Slot::Driver), count(Slot::Astromech));
    let cargo: Vec<&CardDef> = aboard.iter().filter(|&&(_, s)| s == Slot::Cargo).map(|&(c, _)| state.def(c)).collect();
    let vehicles = cargo.iter().filter(|d| d.is(CardType::Vehicle)).count();
    let ties = cargo.iter().filter(|d| d.is_tie()).count();
    let fighters = cargo.iter().filter(|d| is_starfighter(d) && !d.is_tie()).count();
    let n = usize::from;
    // One character drives a transport ("you must choose which one drives").
    if d > n(cap.drivers).max(1) {
        return false;
    }
    let over_drivers = d.saturating_sub(n(cap.drivers));
    let over_pilots = p.saturating_sub(n(cap.pilots));
    let over_passengers = (q + over_drivers).saturating_sub(n(cap.passengers));
    over_pilots + over_passengers <= n(cap.pilots_or_passengers)
        && a <= n(cap.astromechs)
        && vehicles <= n(cap.vehicles)
        && fighters <= n(cap.starfighters)
        && ties + fighters <= n(cap.ties) + n(cap.starfighters)
        && cargo.len() == vehicles + ties + fighters
}

/// [S9] "a starship and every card it carries may each be forfeited individually if it has a
/// printed forfeit value."
pub(crate) fn may_be_forfeited(def: &CardDef) -> bool {
    def.forfeit.is_some()
}

/// Whether `def` is an Imperial capital starship (TIE Fighter's "same system as any Imperial
/// capital starship").
pub(crate) fn is_imperial_capital(def: &CardDef, characteristic: &str) -> bool {
    is_capital(def) && def.has_characteristic(characteristic)
}
