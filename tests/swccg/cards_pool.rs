//! The cards of the first three sets' pool (issue #32) whose whole text Hangar plays, beyond the
//! two decks': each test is named `card_<GEMP id>_<title>` (`cards_covered.rs` checks every
//! implemented card has one). The rest of the pool is marked `not_implemented` in the data and
//! refused in a deck (`pool.rs`).

use crate::support::*;
use hangar::cards::swccg::catalog;
use hangar::rules::swccg::facts::capacity;
use hangar::rules::swccg::facts::destiny_draws;
use hangar::rules::swccg::facts::maneuver;
use hangar::rules::swccg::facts::permanent_pilot_ability;
use hangar::rules::swccg::facts::power;
use hangar::rules::swccg::facts::total_power;
use hangar::rules::swccg::Capacity;
use hangar::rules::swccg::CardDef;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Slot;

pub(crate) fn def(id: &str) -> &'static CardDef {
    catalog().get(catalog().by_key(id).expect("the card is in the data"))
}

/// A starship's or vehicle's printed room and permanent pilot, as the engine reads them, and that
/// it plays the whole card.
pub(crate) fn craft(id: &str, room: Capacity, permanent: u8) {
    let d = def(id);
    assert!(d.implemented(), "{}: {:?}", d.title, d.not_implemented);
    assert_eq!(capacity(d), room, "{}: {}", d.title, d.text);
    assert_eq!(permanent_pilot_ability(d), permanent, "{}: {}", d.title, d.text);
}

#[test]
fn card_1_174_ds_61_3_adds_3_and_in_black_3_adds_1_maneuver_and_draws_a_battle_destiny_if_unable() {
    let (mut s, p) = board(LIGHT, Phase::Battle, 2);
    let black3 = s.at(DARK, "Black 3", p.yavin);
    s.aboard(DARK, "DS-61-3", black3, Slot::Pilot);
    s.at(LIGHT, "X-wing", p.yavin);
    let state = run(s.build(), &["battle Yavin 4 (1)"]);
    assert_eq!((power(&state, black3), maneuver(&state, black3)), (1 + 3, Some(3 + 1)));
    assert_eq!(destiny_draws(&state, DARK), 1, "ability 2, but DS-61-3 in Black 3 draws one");
}

#[test]
fn card_3_27_zev_senesca_adds_2_and_in_rogue_2_adds_3_maneuver() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 0);
    let rogue2 = s.at(LIGHT, "Rogue 2", p.jungle);
    s.aboard(LIGHT, "Zev Senesca", rogue2, Slot::Pilot);
    let snowspeeder = s.at(LIGHT, "Snowspeeder", p.jungle);
    s.aboard(LIGHT, "Zev Senesca", snowspeeder, Slot::Pilot);
    let state = s.build();
    assert_eq!((power(&state, rogue2), maneuver(&state, rogue2)), (3 + 2, Some(4 + 3)));
    assert_eq!(power(&state, snowspeeder), 3 + 2, "adds 2 to anything he pilots; the maneuver only in Rogue 2");
}

#[test]
fn card_1_300_black_3_may_add_1_pilot() {
    craft("1_300", Capacity { pilots: 1, ..Capacity::default() }, 0);
}

#[test]
fn card_1_305_tie_scout_may_add_1_pilot_and_1_passenger_or_2_passengers() {
    craft("1_305", Capacity { passengers: 1, pilots_or_passengers: 1, ..Capacity::default() }, 1);
}

#[test]
fn card_1_140_corellian_corvette_may_add_3_pilots_4_passengers_and_1_vehicle() {
    craft("1_140", Capacity { pilots: 3, passengers: 4, vehicles: 1, ..Capacity::default() }, 1);
    assert!(def("1_140").ship_docking);
}

#[test]
fn card_1_141_gold_1_may_add_2_pilots_or_passengers() {
    craft("1_141", Capacity { pilots_or_passengers: 2, ..Capacity::default() }, 0);
}

#[test]
fn card_1_142_gold_5_may_add_2_pilots_or_passengers_and_1_astromech() {
    craft("1_142", Capacity { pilots_or_passengers: 2, astromechs: 1, ..Capacity::default() }, 0);
}

#[test]
fn card_1_144_red_1_may_add_1_pilot() {
    craft("1_144", Capacity { pilots: 1, ..Capacity::default() }, 0);
}

#[test]
fn card_1_147_y_wing_may_add_1_pilot_or_passenger_with_a_permanent_pilot() {
    craft("1_147", Capacity { pilots_or_passengers: 1, ..Capacity::default() }, 1);
}

/// A system's "If you control, for each of your starships here, your total power is +1 in
/// battles at <planet> sites", for `side` controlling `system` (a GEMP id) at `planet`'s site.
fn system_bonus(system: &str, site: &str) {
    for side in [DARK, LIGHT] {
        let mut s = hangar::rules::swccg::Scenario::new("test").active(side, Phase::Battle).turn(3);
        let system = s.location(side, system);
        let site = s.location(side, site);
        s.reserve_n(DARK, "Stormtrooper", 4);
        s.reserve_n(LIGHT, "Rebel Trooper", 4);
        let (ship, trooper) = if side == DARK { ("TIE Fighter", "Stormtrooper") } else { ("X-wing", "Rebel Trooper") };
        s.at(side, ship, system);
        s.at(side, ship, system);
        let trooper = s.at(side, trooper, site);
        let state = s.build();
        let bonus = total_power(&state, side, site) - u16::from(power(&state, trooper));
        assert_eq!(bonus, 2, "{side:?}: 1 for each starship at the system");
    }
}

#[test]
fn card_1_296_yavin_4_gives_its_controller_1_power_a_starship_in_battles_at_yavin_4_sites() {
    // The Dark Side's docking bay: the Jungle adds to a Rebel alone there.
    system_bonus("1_296", "1_297");
}

#[test]
fn card_3_143_hoth_gives_its_controller_1_power_a_starship_in_battles_at_hoth_sites() {
    system_bonus("3_143", "3_147");
}

#[test]
fn card_1_127_tatooine_gives_its_controller_1_power_a_starship_in_battles_at_tatooine_sites() {
    system_bonus("1_127", "Tatooine: Mos Eisley");
}

#[test]
fn card_3_55_hoth_gives_its_controller_1_power_a_starship_in_battles_at_hoth_sites() {
    system_bonus("3_55", "3_147");
}

/// A docking bay's transit cost from it to another bay `to`, for each side's character there.
fn transit(bay: &str, to: &str, dark: u8, light: u8) {
    for (side, trooper, cost) in [(DARK, "Stormtrooper", dark), (LIGHT, "Rebel Trooper", light)] {
        let (mut s, _) = board(side, Phase::Move, 3);
        let here = s.location(side, bay);
        s.at(side, trooper, here);
        let state = s.build();
        let written = format!("transit {trooper} > {to} ({cost})");
        assert!(offered(&state).contains(&written), "{bay} {side:?}: {:?}", offered(&state));
    }
}

#[test]
fn card_1_285_death_star_docking_bay_327_transit_is_free_for_the_dark_side_and_2_for_the_light() {
    transit("1_285", "Yavin 4: Docking Bay", 0, 2);
}

#[test]
fn card_1_297_yavin_4_docking_bay_transit_costs_each_side_1() {
    transit("1_297", "Tatooine: Docking Bay 94", 1, 1);
}

#[test]
fn card_3_147_hoth_echo_docking_bay_transit_costs_the_dark_side_2_and_the_light_side_1() {
    transit("3_147", "Yavin 4: Docking Bay", 2, 1);
}

#[test]
fn card_1_124_death_star_docking_bay_327_transit_costs_each_side_1() {
    transit("1_124", "Yavin 4: Docking Bay", 1, 1);
}

#[test]
fn card_1_129_tatooine_docking_bay_94_transit_costs_the_dark_side_2_and_the_light_side_1() {
    transit("1_129", "Yavin 4: Docking Bay", 2, 1);
}
