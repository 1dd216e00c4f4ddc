//! Occupants ([O1]–[O7]): who is aboard a starship or vehicle, and as what. Piloted, piloting and
//! driving are read from the slots, never stored (DESIGN.md invariant 6).

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::swccg::model::def::{Ability, AboardKind, CardDef, CardType, Class, Icon, Side};
use crate::rules::swccg::model::here::Kinds;
use crate::rules::swccg::model::state::{At, Slot, State};
use crate::rules::swccg::starship::{nav_computer_lost, permanent_pilot_aboard};

/// [O1] "Characters inside a vehicle or starfighter fall into three categories: pilots, drivers
/// and passengers (gunners are passengers)." The host `card` is aboard and its slot there.
pub(crate) fn aboard(state: &State, card: CardId) -> Option<(CardId, Slot)> {
    match state.card(card).at {
        Some(At::Aboard { host, slot }) => Some((host, slot)),
        _ => None,
    }
}

/// [V6] A starfighter or vehicle in a capital starship's hold.
pub(crate) fn in_cargo(state: &State, card: CardId) -> bool {
    matches!(aboard(state, card), Some((_, Slot::Cargo)))
}

/// [O2] "A starship, combat vehicle or shuttle vehicle must have a pilot aboard"; [O5] "a
/// transport vehicle must have a driver aboard".
pub(crate) fn needs_driver(def: &CardDef) -> bool {
    def.is(CardType::Vehicle) && def.is_class(Class::Transport)
}

/// A starship or vehicle (what carries occupants and needs a pilot or driver).
pub(crate) fn is_craft(def: &CardDef) -> bool {
    matches!(def.card_type, CardType::Starship | CardType::Vehicle)
}

/// [S7], [O2]: a pilot is aboard `craft`: its permanent pilot, or a character in its pilot slot
/// (its driver slot, for a transport), whether or not it may use them where it is now.
pub(crate) fn has_pilot_aboard(state: &State, craft: CardId) -> bool {
    let def = state.def(craft);
    if !is_craft(def) {
        return false;
    }
    // [O5] "Transport creatures (creature vehicles) have their own ability and need no driver."
    if permanent_pilot_aboard(state, craft).is_some() || (def.is(CardType::Vehicle) && def.is_class(Class::Creature)) {
        return true;
    }
    let wanted = if needs_driver(def) { Slot::Driver } else { Slot::Pilot };
    // Dark Hours: a 'sleeping' character "may not pilot, drive" (`sleep.rs`).
    state.aboard(craft).iter().any(|&(c, slot)| slot == wanted && !crate::rules::swccg::sleep::asleep(state, c))
}

/// [O2] "must have a pilot aboard to use its power, maneuver, landspeed or hyperdrive": a pilot
/// (or driver) aboard, and not in a cargo hold, where nothing aboard flies it ([V6]).
pub(crate) fn is_piloted(state: &State, craft: CardId) -> bool {
    has_pilot_aboard(state, craft) && !in_cargo(state, craft) && !state.card(craft).crashed
}

/// [O4]: the host `ch` pilots (a character in a pilot slot of a craft not in a cargo hold).
pub fn piloting(state: &State, ch: CardId) -> Option<CardId> {
    match aboard(state, ch) {
        Some((host, Slot::Pilot)) if !in_cargo(state, host) && !crate::rules::swccg::sleep::asleep(state, ch) => {
            Some(host)
        }
        _ => None,
    }
}

/// The characters piloting `craft` ([O4]), in the order they boarded.
pub(crate) fn pilots(state: &State, craft: CardId) -> Vec<CardId> {
    if in_cargo(state, craft) {
        return Vec::new();
    }
    // Dark Hours: a 'sleeping' character "may not pilot" (`sleep.rs`).
    state
        .aboard(craft)
        .into_iter()
        .filter(|&(c, s)| s == Slot::Pilot && !crate::rules::swccg::sleep::asleep(state, c))
        .map(|(c, _)| c)
        .collect()
}

/// [O4] The pilot skill: the pilot icon, or one an Effect on the character gives (Baniss Keeg).
pub fn has_pilot_skill(state: &State, ch: CardId) -> bool {
    let def = state.def(ch);
    def.is(CardType::Character)
        && (def.has_icon(Icon::Pilot)
            || state
                .attached_to(ch)
                .iter()
                .any(|&e| state.def(e).abilities().any(|a| matches!(a, Ability::GrantsPilot { .. }))))
}

/// Whether "… of anything he pilots" reaches `craft`: any craft, or one of the kinds it names
/// ("any starship", "any combat vehicle", "an AT-AT").
fn reaches(to: Option<&Kinds>, craft: &CardDef) -> bool {
    to.is_none_or(|k| k.holds(craft))
}

/// Whether a card of `kinds` (either side's) is at `craft`'s location: "(3 if a Star Destroyer
/// is at same location)".
fn is_here(state: &State, craft: CardId, kinds: &Kinds) -> bool {
    state.location_of(craft).is_some_and(|l| {
        Side::BOTH.into_iter().flat_map(|s| state.cards_at(s, l)).any(|c| c != craft && kinds.holds(state.def(c)))
    })
}

/// [O3] What `pilot` adds to the power of `craft` while piloting it: "Adds N to power of anything
/// he pilots" (combat and shuttle vehicles as well as starships; "of any starship he pilots"
/// only to those), a matching ship's extra, and what Effects on the pilot add.
pub(crate) fn adds_power(state: &State, pilot: CardId, craft: CardId) -> u8 {
    let def = state.def(pilot);
    let ship = &state.def(craft).title;
    let mut total = 0u8;
    let printed_pilot = def.has_icon(Icon::Pilot);
    for ability in def.abilities() {
        match ability {
            Ability::AddsPower { power, to, if_here, .. }
                if reaches(to.as_ref(), state.def(craft))
                    && if_here.as_ref().is_none_or(|k| is_here(state, craft, k)) =>
            {
                total = total.saturating_add(*power)
            }
            Ability::WhenPiloting { ship: s, power, .. } if s == ship => total = total.saturating_add(*power),
            _ => {}
        }
    }
    // An Effect deployed on a non-pilot gives the skill and its larger bonus; one deployed on a
    // pilot (one that already had the skill, printed or given) its smaller one. They arrived in
    // table order, so the first on a printed non-pilot is the one that gave the skill.
    let mut skilled = printed_pilot;
    for effect in state.attached_to(pilot) {
        for ability in state.def(effect).abilities() {
            if let Ability::GrantsPilot { non_pilot, pilot: on_pilot } = ability {
                total = total.saturating_add(if skilled { *on_pilot } else { *non_pilot });
                skilled = true;
            }
        }
    }
    total
}

/// A matching ship's extra maneuver and hyperspeed while `pilot` pilots `craft` ("When piloting
/// Black 2, also adds 1 to maneuver"; "Adds 1 to power and maneuver of anything he pilots" too),
/// and whether it may then draw one battle destiny if not able to otherwise.
pub(crate) fn matching_bonus(state: &State, pilot: CardId, craft: CardId) -> (i16, u8, bool) {
    let ship = &state.def(craft).title;
    let mut out = (0i16, 0u8, false);
    for ability in state.def(pilot).abilities() {
        match ability {
            Ability::WhenPiloting { ship: s, maneuver, hyperspeed, destiny_if_unable, .. } if s == ship => {
                out.0 += i16::from(*maneuver);
                out.1 = out.1.saturating_add(*hyperspeed);
                out.2 |= *destiny_if_unable;
            }
            Ability::AddsPower { maneuver, to, .. } if reaches(to.as_ref(), state.def(craft)) => {
                out.0 += i16::from(*maneuver);
            }
            _ => {}
        }
    }
    out
}

/// What the pilots of `craft` add to its armor: "On Tyrant, also adds one to armor".
pub(crate) fn pilots_armor(state: &State, craft: CardId) -> u8 {
    let ship = &state.def(craft).title;
    pilots(state, craft)
        .into_iter()
        .flat_map(|p| state.def(p).abilities())
        .map(|a| match a {
            Ability::WhenPiloting { ship: s, armor, .. } if s == ship => *armor,
            _ => 0,
        })
        .fold(0, u8::saturating_add)
}

/// [O5] "Unless a card says otherwise, droids cannot drive": a droid drives when its text says
/// "May drive transport vehicles".
pub fn may_drive(def: &CardDef) -> bool {
    def.is(CardType::Character)
        && (!def.is_droid() || def.abilities().any(|a| matches!(a, Ability::MayDriveTransports)))
}

/// What the droids aboard a craft add to it by their text ([`Ability::AboardAdds`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DroidAdds {
    pub power: u8,
    pub maneuver: u8,
    pub hyperspeed: u8,
    pub landspeed: u8,
    /// "That starship is immune to attrition < N": the highest N aboard, 0 if none.
    pub immune_below: u8,
}

/// Whether a "While aboard …" text applies aboard `craft`.
fn aboard_matches(kind: AboardKind, craft: &CardDef) -> bool {
    match kind {
        AboardKind::Starship => craft.is(CardType::Starship),
        AboardKind::Starfighter => craft.is(CardType::Starship) && craft.class == Some(Class::Starfighter),
        AboardKind::Capital => craft.is(CardType::Starship) && craft.class == Some(Class::Capital),
        AboardKind::NonCreatureVehicle => craft.is(CardType::Vehicle) && !craft.is_class(Class::Creature),
    }
}

/// What the cards aboard `craft` (in any seat; a craft in its hold carries nothing of its own
/// here) add to it by their "While aboard …" text: the astromechs' power, maneuver and
/// hyperspeed, the vehicle droids' landspeed, and attrition immunity.
pub fn droid_adds(state: &State, craft: CardId) -> DroidAdds {
    let def = state.def(craft);
    let mut out = DroidAdds::default();
    for (rider, slot) in state.aboard(craft) {
        if slot == Slot::Cargo {
            continue;
        }
        for ability in crate::rules::swccg::canceled_text::text_of(state, rider) {
            let Ability::AboardAdds { aboard, ship, power, maneuver, hyperspeed, landspeed, immune_below } = ability
            else {
                continue;
            };
            if !aboard_matches(*aboard, def) || ship.as_ref().is_some_and(|title| *title != def.title) {
                continue;
            }
            out.power = out.power.saturating_add(*power);
            out.maneuver = out.maneuver.saturating_add(*maneuver);
            out.hyperspeed = out.hyperspeed.saturating_add(*hyperspeed);
            out.landspeed = out.landspeed.saturating_add(*landspeed);
            out.immune_below = out.immune_below.max(*immune_below);
        }
    }
    out
}

/// [S7] "… or with an astromech / nav computer": the nav computer icon on the craft, or on a card
/// aboard it (research §2: "a passenger, usually an astromech, with that icon"). The craft's own
/// is gone while I've Lost Artoo! is on it (`starship.rs` `nav_computer_lost`).
pub fn has_nav_computer_aboard(state: &State, craft: CardId) -> bool {
    (state.def(craft).has_icon(Icon::NavComputer) && !nav_computer_lost(state, craft))
        || state.aboard(craft).iter().any(|&(c, slot)| slot != Slot::Cargo && state.def(c).has_icon(Icon::NavComputer))
}

/// [O6] A passenger: a character aboard that is neither piloting nor driving it. Everyone aboard
/// a craft in a cargo hold counts only as a passenger there.
pub fn is_passenger(state: &State, ch: CardId) -> bool {
    match aboard(state, ch) {
        Some((_, Slot::Passenger | Slot::Astromech)) => true,
        Some((host, Slot::Pilot | Slot::Driver)) => in_cargo(state, host),
        _ => false,
    }
}

/// [O7] "Gunners are identified by the word 'gunner' in their title or lore" (the card data
/// lists it among the characteristics).
pub fn is_gunner(def: &CardDef) -> bool {
    def.has_characteristic("gunner") || def.title.to_lowercase().contains("gunner")
}

/// [O7] What the passengers aboard `craft` add to its weapon destiny draws (Danz Borin: "Adds 1
/// to weapon destiny draws of anything he is aboard as a passenger").
pub fn weapon_destiny_bonus(state: &State, craft: CardId) -> u8 {
    state
        .aboard(craft)
        .into_iter()
        .filter(|&(c, slot)| slot == Slot::Passenger && state.def(c).is(CardType::Character))
        .flat_map(|(c, _)| state.def(c).abilities())
        .map(|a| match a {
            Ability::WeaponDestinyAsPassenger { amount } => *amount,
            _ => 0,
        })
        .fold(0u8, u8::saturating_add)
}
