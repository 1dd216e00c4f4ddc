//! The pool's pilots, and the starships and vehicles they match (issue #32): each test is named
//! `card_<GEMP id>_<title>` (`cards_covered.rs` checks every implemented card has one). A pilot
//! whose "When piloting X" names a starship that plays is tested with it in a battle.

use crate::support::*;
use hangar::cards::swccg::catalog;
use hangar::rules::swccg::facts::capacity;
use hangar::rules::swccg::facts::destiny_draws;
use hangar::rules::swccg::facts::immune_to_attrition;
use hangar::rules::swccg::facts::maneuver;
use hangar::rules::swccg::facts::permanent_pilot_ability;
use hangar::rules::swccg::facts::power;
use hangar::rules::swccg::Capacity;
use hangar::rules::swccg::CardDef;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Side;
use hangar::rules::swccg::Slot;

fn def(id: &str) -> &'static CardDef {
    catalog().get(catalog().by_key(id).expect("the card is in the data"))
}

/// A starship's or vehicle's printed room and permanent pilot, as the engine reads them, and that
/// it plays the whole card.
fn craft(id: &str, room: Capacity, permanent: u8) {
    let d = def(id);
    assert!(d.implemented(), "{}: {:?}", d.title, d.not_implemented);
    assert_eq!(capacity(d), room, "{}: {}", d.title, d.text);
    assert_eq!(permanent_pilot_ability(d), permanent, "{}: {}", d.title, d.text);
}

/// `pilot` (ability 2 or less) piloting `ship` against an X-wing (or a TIE) at Yavin 4 in a
/// battle `side` initiates: the ship's power and maneuver, and `side`'s battle destiny draws.
fn in_battle(side: Side, ship: &str, pilot: &str) -> (u8, Option<u8>, u8) {
    let (mut s, p) = board(side, Phase::Battle, 2);
    let craft = s.at(side, ship, p.yavin);
    s.aboard(side, pilot, craft, Slot::Pilot);
    let other = if side == LIGHT { (DARK, "TIE Fighter") } else { (LIGHT, "X-wing") };
    s.at(other.0, other.1, p.yavin);
    let state = run(s.build(), &["battle Yavin 4 (1)"]);
    (power(&state, craft), maneuver(&state, craft), destiny_draws(&state, side))
}

#[test]
fn card_1_23_pops_adds_2_and_in_gold_5_adds_1_maneuver_and_draws_a_battle_destiny_if_unable() {
    assert_eq!(in_battle(LIGHT, "Gold 5", "Pops"), (2 + 2, Some(3 + 1), 1), "ability 2, but Pops in Gold 5 draws one");
    assert_eq!(in_battle(LIGHT, "Gold 1", "Pops"), (2 + 2, Some(3), 0), "in another Y-wing he only adds power");
}

#[test]
fn card_2_103_reserve_pilot_adds_1_and_in_black_2_or_3_adds_1_maneuver_and_draws_a_battle_destiny() {
    assert_eq!(in_battle(DARK, "Black 2", "Reserve Pilot"), (1 + 1, Some(4 + 1), 1));
    assert_eq!(in_battle(DARK, "Black 3", "Reserve Pilot"), (1 + 1, Some(3 + 1), 1));
    assert_eq!(in_battle(DARK, "TIE Fighter", "Reserve Pilot"), (1 + 1, Some(3), 0));
}

#[test]
fn card_1_13_jek_porkins_adds_2_and_in_red_6_adds_1_maneuver_and_draws_a_battle_destiny_if_unable() {
    assert_eq!(in_battle(LIGHT, "Red 6", "Jek Porkins"), (3 + 2, Some(4 + 1), 1));
    assert_eq!(in_battle(LIGHT, "Red 1", "Jek Porkins"), (3 + 2, Some(4), 0));
}

#[test]
fn card_2_72_red_6_may_add_1_pilot() {
    craft("2_72", Capacity { pilots: 1, ..Capacity::default() }, 0);
}

#[test]
fn card_2_21_tiree_adds_2_and_in_gold_2_adds_1_maneuver() {
    assert_eq!(in_battle(LIGHT, "Gold 2", "Tiree"), (2 + 2, Some(4 + 1), 0), "no battle destiny: ability 2");
    assert_eq!(in_battle(LIGHT, "Gold 1", "Tiree"), (2 + 2, Some(3), 0));
}

#[test]
fn card_2_69_gold_2_may_add_2_pilots_or_passengers() {
    craft("2_69", Capacity { pilots_or_passengers: 2, ..Capacity::default() }, 0);
}

#[test]
fn card_3_152_stalker_may_add_6_pilots_8_passengers_2_vehicles_and_4_ties() {
    craft("3_152", Capacity { pilots: 6, passengers: 8, vehicles: 2, ties: 4, ..Capacity::default() }, 1);
    assert!(def("3_152").ship_docking);
}

#[test]
fn card_3_153_tyrant_may_add_6_pilots_8_passengers_2_vehicles_and_4_ties() {
    craft("3_153", Capacity { pilots: 6, passengers: 8, vehicles: 2, ties: 4, ..Capacity::default() }, 1);
    assert!(def("3_153").ship_docking);
}

#[test]
fn card_3_84_captain_lennox_adds_2_to_what_he_pilots_and_3_to_tyrant() {
    let tyrant = def("3_153").power.unwrap_or(0);
    let isd = def("1_302").power.unwrap_or(0);
    assert_eq!(in_battle(DARK, "Tyrant", "Captain Lennox").0, tyrant + 3);
    assert_eq!(in_battle(DARK, "Imperial-Class Star Destroyer", "Captain Lennox").0, isd + 2);
}

#[test]
fn card_3_67_rogue_2_is_immune_to_attrition_under_3_with_zev_piloting() {
    let with = |pilot: &str| {
        let (mut s, p) = board(LIGHT, Phase::Deploy, 0);
        let rogue2 = s.at(LIGHT, "Rogue 2", p.jungle);
        s.aboard(LIGHT, pilot, rogue2, Slot::Pilot);
        (s.build(), rogue2)
    };
    let (state, rogue2) = with("Zev Senesca");
    assert!(immune_to_attrition(&state, rogue2, 2) && !immune_to_attrition(&state, rogue2, 3));
    let (state, rogue2) = with("Rebel Pilot");
    assert!(!immune_to_attrition(&state, rogue2, 2), "only with Zev piloting");
    craft("3_67", Capacity { pilots_or_passengers: 2, ..Capacity::default() }, 0);
}
