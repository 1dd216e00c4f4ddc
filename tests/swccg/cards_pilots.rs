//! The pool's pilots, and the starships and vehicles they match (issue #32): each test is named
//! `card_<GEMP id>_<title>` (`cards_covered.rs` checks every implemented card has one). A pilot
//! whose "When piloting X" names a starship that plays is tested with it in a battle.

use crate::cards_pool::{craft, def};
use crate::support::*;
use hangar::rules::swccg::facts::armor;
use hangar::rules::swccg::facts::deploy_cost;
use hangar::rules::swccg::facts::destiny_draws;
use hangar::rules::swccg::facts::forfeit;
use hangar::rules::swccg::facts::immune_to_attrition;
use hangar::rules::swccg::facts::landspeed;
use hangar::rules::swccg::facts::maneuver;
use hangar::rules::swccg::facts::power;
use hangar::rules::swccg::facts::total_power;
use hangar::rules::swccg::Capacity;
use hangar::rules::swccg::Event;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Side;
use hangar::rules::swccg::Slot;

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

#[test]
fn card_3_18_lock_navander_adds_1_to_power_and_maneuver_of_anything_he_pilots() {
    assert_eq!(in_battle(LIGHT, "X-wing", "Romas 'Lock' Navander"), (3 + 1, Some(4 + 1), 0));
}

/// `pilot` piloting `vehicle` at Mos Eisley, with `droid` aboard as a passenger when given: its
/// power and landspeed.
fn driven(side: Side, vehicle: &str, pilot: &str, droid: Option<&str>) -> (u8, u8) {
    let (mut s, p) = board(side, Phase::Deploy, 0);
    let craft = s.at(side, vehicle, p.mos_eisley);
    s.aboard(side, pilot, craft, Slot::Pilot);
    if let Some(droid) = droid {
        s.aboard(side, droid, craft, Slot::Passenger);
    }
    let state = s.build();
    (power(&state, craft), landspeed(&state, craft))
}

#[test]
fn card_3_83_at_at_driver_adds_2_to_a_combat_vehicle_he_pilots_and_3_to_an_at_at() {
    assert_eq!(driven(DARK, "Blizzard Walker", "AT-AT Driver", None).0, 6 + 3, "an AT-AT");
    assert_eq!(driven(DARK, "Tempest Scout", "AT-AT Driver", None).0, def("8_171").power.unwrap_or(0) + 2, "an AT-ST");
    assert_eq!(in_battle(DARK, "TIE Fighter", "AT-AT Driver").0, 1, "nothing to a starship");
}

#[test]
fn card_3_157_blizzard_walker_is_immune_to_attrition_under_4_and_its_landspeed_may_not_be_increased() {
    craft("3_157", Capacity { pilots: 2, passengers: 8, ..Capacity::default() }, 0);
    assert_eq!(
        driven(DARK, "Blizzard Walker", "Imperial Pilot", Some("R4-M9 (Arfour-Emmnine)")).1,
        1,
        "R4-M9 adds none"
    );
    let scout = def("8_171").landspeed.unwrap_or(0);
    assert_eq!(driven(DARK, "Tempest Scout", "Imperial Pilot", Some("R4-M9 (Arfour-Emmnine)")).1, scout + 1);
    let (mut s, p) = board(DARK, Phase::Deploy, 0);
    let walker = s.at(DARK, "Blizzard Walker", p.mos_eisley);
    s.aboard(DARK, "Imperial Pilot", walker, Slot::Pilot);
    let state = s.build();
    assert!(immune_to_attrition(&state, walker, 3) && !immune_to_attrition(&state, walker, 4));
}

#[test]
fn card_3_155_blizzard_2_is_immune_to_attrition_under_4_and_its_landspeed_may_not_be_increased() {
    craft("3_155", Capacity { pilots: 1, passengers: 8, ..Capacity::default() }, 2);
    let (mut s, p) = board(DARK, Phase::Deploy, 0);
    let walker = s.at(DARK, "Blizzard 2", p.mos_eisley);
    s.aboard(DARK, "R4-M9 (Arfour-Emmnine)", walker, Slot::Passenger);
    let state = s.build();
    assert!(immune_to_attrition(&state, walker, 3) && !immune_to_attrition(&state, walker, 4));
    assert_eq!(landspeed(&state, walker), 1, "its permanent pilot drives it; R4-M9 adds no landspeed");
}

#[test]
fn card_3_154_blizzard_1_is_immune_to_attrition_under_4_and_its_landspeed_may_not_be_increased() {
    craft("3_154", Capacity { pilots: 2, passengers: 8, ..Capacity::default() }, 0);
    assert_eq!(driven(DARK, "Blizzard 1", "Imperial Pilot", Some("R4-M9 (Arfour-Emmnine)")).1, 1);
    let (mut s, p) = board(DARK, Phase::Deploy, 0);
    let walker = s.at(DARK, "Blizzard 1", p.mos_eisley);
    s.aboard(DARK, "Imperial Pilot", walker, Slot::Pilot);
    let state = s.build();
    assert!(immune_to_attrition(&state, walker, 3) && !immune_to_attrition(&state, walker, 4));
}

#[test]
fn card_3_85_captain_piett_is_power_1_more_at_a_site_with_vader_and_adds_2_to_what_he_pilots() {
    let (mut s, p) = board(DARK, Phase::Deploy, 0);
    let piett = s.at(DARK, "Captain Piett", p.mos_eisley);
    s.at(DARK, "Darth Vader", p.mos_eisley);
    let alone = s.at(DARK, "Captain Piett", p.jungle);
    let tie = s.at(DARK, "TIE Fighter", p.yavin);
    s.aboard(DARK, "Captain Piett", tie, Slot::Pilot);
    let state = s.build();
    assert_eq!((power(&state, piett), power(&state, alone), power(&state, tie)), (2 + 1, 2, 1 + 2));
    // At a system, aboard a Star Destroyer with Vader: no site, no +1.
    let (mut s, p) = board(DARK, Phase::Deploy, 0);
    let devastator = s.at(DARK, "Devastator", p.yavin);
    let piett = s.aboard(DARK, "Captain Piett", devastator, Slot::Passenger);
    s.aboard(DARK, "Darth Vader", devastator, Slot::Pilot);
    assert_eq!(power(&s.build(), piett), 2);
}

/// The Light Side's total in a Dark battle at Yavin 4: `crew` pilot the Dark Tyrant, Biggs in
/// Red 3 draws the Light Side's one battle destiny.
fn light_total_against(crew: &[&str]) -> u16 {
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    let tyrant = s.at(DARK, "Tyrant", p.yavin);
    for pilot in crew {
        s.aboard(DARK, pilot, tyrant, Slot::Pilot);
    }
    let red3 = s.at(LIGHT, "Red 3", p.yavin);
    s.aboard(LIGHT, "Biggs Darklighter", red3, Slot::Pilot);
    let state = run(s.build(), &["battle Yavin 4 (1)", "pass"]);
    let (_, events) = take(&state, "pass");
    events
        .iter()
        .find_map(|e| match e {
            Event::Totals { light, .. } => Some(*light),
            _ => None,
        })
        .expect("the battle's totals")
}

#[test]
fn card_3_89_lieutenant_cabbel_adds_2_to_a_starship_1_armor_to_tyrant_and_cuts_the_opponents_destiny_with_a_leader() {
    let (mut s, p) = board(DARK, Phase::Deploy, 0);
    let tyrant = s.at(DARK, "Tyrant", p.yavin);
    s.aboard(DARK, "Lieutenant Cabbel", tyrant, Slot::Pilot);
    let walker = s.at(DARK, "Blizzard Walker", p.mos_eisley);
    s.aboard(DARK, "Lieutenant Cabbel", walker, Slot::Pilot);
    let state = s.build();
    assert_eq!((power(&state, tyrant), armor(&state, tyrant)), (8 + 2, Some(6 + 1)));
    assert_eq!(power(&state, walker), 6, "any starship he pilots, not a vehicle");
    let with_leader = light_total_against(&["Lieutenant Cabbel", "Captain Lennox"]);
    let without = light_total_against(&["Lieutenant Cabbel", "Imperial Pilot"]);
    assert_eq!(without - with_leader, 1, "with Lennox (a leader) in the battle, the Light total destiny is 1 less");
}

#[test]
fn card_3_11_jeroen_webb_adds_2_and_cuts_the_opponents_destiny_in_battle_with_a_rebel_leader() {
    // The Dark Side's total in a Light battle at Yavin 4: Webb pilots an X-wing beside `with`'s,
    // DS-61-3 in Black 3 draws the Dark Side's one battle destiny.
    let dark_total = |with: &str| {
        let (mut s, p) = board(LIGHT, Phase::Battle, 2);
        let xwing = s.at(LIGHT, "X-wing", p.yavin);
        s.aboard(LIGHT, "Jeroen Webb", xwing, Slot::Pilot);
        let other = s.at(LIGHT, "X-wing", p.yavin);
        s.aboard(LIGHT, with, other, Slot::Pilot);
        let black3 = s.at(DARK, "Black 3", p.yavin);
        s.aboard(DARK, "DS-61-3", black3, Slot::Pilot);
        let state = run(s.build(), &["battle Yavin 4 (1)", "pass"]);
        assert_eq!(power(&state, xwing), 3 + 2);
        let (_, events) = take(&state, "pass");
        events
            .iter()
            .find_map(|e| match e {
                Event::Totals { dark, .. } => Some(*dark),
                _ => None,
            })
            .expect("the battle's totals")
    };
    // Dutch (not played yet in a deck) is the pool's Rebel leader who pilots.
    assert_eq!(dark_total("Rebel Pilot") - dark_total("Dutch"), 1);
}

#[test]
fn card_2_104_rodian_adds_1_to_power_of_your_bounty_hunters_and_smugglers_at_same_site() {
    let (mut s, p) = board(DARK, Phase::Deploy, 0);
    s.at(DARK, "Rodian", p.bay94);
    let danz = s.at(DARK, "Danz Borin", p.bay94);
    let elsewhere = s.at(DARK, "Danz Borin", p.jungle);
    let han = s.at(LIGHT, "Han Solo", p.bay94);
    let tie = s.at(DARK, "TIE Fighter", p.yavin);
    s.aboard(DARK, "Rodian", tie, Slot::Pilot);
    let state = s.build();
    assert_eq!((power(&state, danz), power(&state, elsewhere)), (1 + 1, 1));
    assert_eq!(power(&state, han), 3, "only your own");
    assert_eq!(power(&state, tie), 1 + 1, "adds 1 to anything he pilots");
}

#[test]
fn card_3_87_general_veers_adds_1_to_imperials_at_a_hoth_site_and_3_to_a_combat_vehicle_more_in_blizzard_1() {
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    let plains = s.location(DARK, "Hoth: Ice Plains (5th Marker)");
    let veers = s.at(DARK, "General Veers", plains);
    let trooper = s.at(DARK, "Stormtrooper", plains);
    let other = s.at(DARK, "Stormtrooper", p.jungle);
    let rebel = s.at(LIGHT, "Rebel Trooper", plains);
    let blizzard = s.at(DARK, "Blizzard 1", p.mos_eisley);
    s.aboard(DARK, "General Veers", blizzard, Slot::Pilot);
    let ozzel_veers = s.at(DARK, "General Veers", p.bay94);
    s.at(DARK, "Admiral Ozzel", p.bay94);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    let state = s.build();
    assert_eq!((power(&state, trooper), power(&state, other), power(&state, rebel)), (1 + 1, 1, 1));
    assert_eq!(power(&state, veers), 3 + 1, "an Imperial at a Hoth site himself");
    assert_eq!(power(&state, ozzel_veers), 3 + 1, "at the same site as Ozzel (not a Hoth site)");
    assert_eq!((power(&state, blizzard), armor(&state, blizzard)), (7 + 3, Some(7 + 1)));
    let state = run(state, &["battle Tatooine: Mos Eisley (1)"]);
    assert_eq!(destiny_draws(&state, DARK), 1, "ability 3, but Veers on Blizzard 1 draws one");
}

#[test]
fn card_2_8_garouf_lafoe_adds_1_to_forfeit_of_yours_at_a_tatooine_site_and_takes_1_from_theirs_at_a_hoth_site() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 0);
    let plains = s.location(DARK, "Hoth: Ice Plains (5th Marker)");
    let garouf = s.at(LIGHT, "Garouf Lafoe", p.mos_eisley);
    let trooper = s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    let storm = s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(LIGHT, "Garouf Lafoe", plains);
    let cold = s.at(DARK, "Stormtrooper", plains);
    let ours = s.at(LIGHT, "Rebel Trooper", plains);
    let xwing = s.at(LIGHT, "X-wing", p.yavin);
    s.aboard(LIGHT, "Garouf Lafoe", xwing, Slot::Pilot);
    let state = s.build();
    assert_eq!((forfeit(&state, trooper), forfeit(&state, garouf), forfeit(&state, storm)), (2 + 1, 2 + 1, 2));
    assert_eq!((forfeit(&state, cold), forfeit(&state, ours)), (2 - 1, 2));
    assert_eq!(power(&state, xwing), 3 + 1);
}

#[test]
fn card_3_82_admiral_ozzel_your_capital_starships_deploy_1_less_at_his_system() {
    let (mut s, p) = board(DARK, Phase::Deploy, 8);
    let devastator = s.at(DARK, "Devastator", p.tatooine);
    s.aboard(DARK, "Admiral Ozzel", devastator, Slot::Passenger);
    let isd = s.hand(DARK, "Imperial-Class Star Destroyer");
    let tie = s.hand(DARK, "TIE Fighter");
    let state = s.build();
    assert_eq!(deploy_cost(&state, DARK, isd, Some(p.tatooine), None), 8 - 1);
    assert_eq!(deploy_cost(&state, DARK, isd, Some(p.yavin), None), 8);
    let (mut s, p) = board(DARK, Phase::Deploy, 8);
    s.at(DARK, "Devastator", p.tatooine);
    let tie_without = s.hand(DARK, "TIE Fighter");
    let without = s.build();
    assert_eq!(
        deploy_cost(&state, DARK, tie, Some(p.tatooine), None),
        deploy_cost(&without, DARK, tie_without, Some(p.tatooine), None),
        "capital starships only"
    );
    assert_eq!(in_battle(DARK, "TIE Fighter", "Admiral Ozzel").0, 1 + 2);
}

#[test]
fn card_2_73_tantive_iv_may_be_deployed_even_without_presence_or_force_icons() {
    craft("2_73", Capacity { pilots: 3, passengers: 4, ..Capacity::default() }, 2);
    assert!(def("2_73").ship_docking);
    let (mut s, _) = board(LIGHT, Phase::Deploy, 8);
    s.location(DARK, "2_148");
    s.hand(LIGHT, "Tantive IV");
    s.hand(LIGHT, "Corellian Corvette");
    let state = s.build();
    let at = |prefix: &str| offered_like(&state, prefix).into_iter().filter(|w| w.contains("Ralltiir")).count();
    assert_eq!((at("deploy Tantive IV"), at("deploy Corellian Corvette")), (1, 0), "Ralltiir has no Light icon");
}

#[test]
fn card_2_155_victory_class_star_destroyer_adds_1_to_your_total_power_in_battles_at_related_sites() {
    craft("2_155", Capacity { pilots: 4, passengers: 6, vehicles: 1, ties: 3, ..Capacity::default() }, 1);
    let total = |ship: &str| {
        let (mut s, p) = board(DARK, Phase::Deploy, 0);
        s.at(DARK, ship, p.tatooine);
        s.at(DARK, "Stormtrooper", p.mos_eisley);
        s.at(DARK, "Stormtrooper", p.jungle);
        let state = s.build();
        (total_power(&state, DARK, p.mos_eisley), total_power(&state, DARK, p.jungle))
    };
    let (victory, isd) = (total("Victory-Class Star Destroyer"), total("Imperial-Class Star Destroyer"));
    assert_eq!(victory.0, isd.0 + 1, "a Tatooine site");
    assert_eq!(victory.1, isd.1, "a Yavin 4 site");
}

#[test]
fn card_1_164_admiral_motti_deploys_2_less_with_two_imperial_starships_and_takes_1_from_rebel_pilots_forfeit() {
    let (mut s, p) = board(DARK, Phase::Deploy, 8);
    let motti = s.hand(DARK, "Admiral Motti");
    s.at(DARK, "TIE Fighter", p.tatooine);
    assert_eq!(deploy_cost(&s.build(), DARK, motti, Some(p.mos_eisley), None), 3, "one Imperial starship");
    let (mut s, p) = board(DARK, Phase::Deploy, 8);
    let motti = s.hand(DARK, "Admiral Motti");
    s.at(DARK, "TIE Fighter", p.tatooine);
    let devastator = s.at(DARK, "Devastator", p.yavin);
    s.aboard(DARK, "Admiral Motti", devastator, Slot::Passenger);
    let xwing = s.at(LIGHT, "X-wing", p.yavin);
    let biggs = s.aboard(LIGHT, "Biggs Darklighter", xwing, Slot::Pilot);
    let corvette = s.at(LIGHT, "Corellian Corvette", p.yavin);
    let trooper = s.aboard(LIGHT, "Rebel Trooper", corvette, Slot::Passenger);
    let elsewhere = s.at(LIGHT, "X-wing", p.tatooine);
    let pops = s.aboard(LIGHT, "Pops", elsewhere, Slot::Pilot);
    let state = s.build();
    assert_eq!(deploy_cost(&state, DARK, motti, Some(p.mos_eisley), None), 3 - 2, "two on table");
    assert_eq!((forfeit(&state, biggs), forfeit(&state, trooper), forfeit(&state, pops)), (5 - 1, 2, 4));
    assert_eq!(forfeit(&state, xwing), def("1_146").forfeit.unwrap_or(0), "a pilot, not his starship");
    assert_eq!(in_battle(DARK, "TIE Fighter", "Admiral Motti").0, 1 + 2);
}

#[test]
fn card_3_5_hobbie_power_2_more_with_biggs_at_a_site_and_adds_3_with_a_star_destroyer_at_same_location() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 0);
    let hobbie = s.at(LIGHT, "Derek 'Hobbie' Klivian", p.mos_eisley);
    s.at(LIGHT, "Biggs Darklighter", p.mos_eisley);
    let xwing = s.at(LIGHT, "X-wing", p.yavin);
    s.aboard(LIGHT, "Derek 'Hobbie' Klivian", xwing, Slot::Pilot);
    let other = s.at(LIGHT, "X-wing", p.tatooine);
    s.aboard(LIGHT, "Derek 'Hobbie' Klivian", other, Slot::Pilot);
    s.at(DARK, "Imperial-Class Star Destroyer", p.tatooine);
    let state = s.build();
    assert_eq!(power(&state, hobbie), 2 + 2);
    assert_eq!((power(&state, xwing), power(&state, other)), (3 + 2, 3 + 3));
}

#[test]
fn card_3_65_medium_transport_deploys_and_moves_like_a_starfighter() {
    craft("3_65", Capacity { pilots: 1, passengers: 4, vehicles: 1, ..Capacity::default() }, 1);
    let (mut s, _) = board(LIGHT, Phase::Deploy, 8);
    s.hand(LIGHT, "Medium Transport");
    s.hand(LIGHT, "Corellian Corvette");
    let state = s.build();
    let bays = |prefix: &str| offered_like(&state, prefix).into_iter().filter(|w| w.contains("Docking Bay")).count();
    assert!(bays("deploy Medium Transport") > 0, "{:?}", offered_like(&state, "deploy Medium Transport"));
    assert_eq!(bays("deploy Corellian Corvette"), 0, "a capital starship deploys to systems only");
    let (mut s, p) = board(LIGHT, Phase::Move, 3);
    s.at(LIGHT, "Medium Transport", p.yavin);
    s.at(LIGHT, "Corellian Corvette", p.yavin);
    let state = s.build();
    assert_eq!(offered_like(&state, "land Corellian Corvette"), Vec::<String>::new());
    let landed = run(state, &["land Medium Transport > Yavin 4: Docking Bay"]);
    assert_eq!(power(&landed, find(&landed, "Medium Transport")), 0, "landed: no power ([S16])");
    let (mut s, p) = board(LIGHT, Phase::Move, 3);
    s.at(LIGHT, "Medium Transport", p.yavin_bay);
    assert_eq!(offered_like(&s.build(), "takeoff"), ["takeoff Medium Transport > Yavin 4 (0)"]);
}

#[test]
fn card_1_15_kal_falnl_c_ndros_zeroes_a_lower_lone_destiny_has_landspeed_3_and_keeps_out_of_fighters_and_enclosed_vehicles(
) {
    // Luke and `with` against Vader in a Light battle at the Jungle; A Few Maneuvers (destiny 6)
    // on the Light Reserve, a Stormtrooper (1, and Vader's +1) on the Dark.
    let dark_total = |with: &str| {
        let (mut s, p) = board(LIGHT, Phase::Battle, 2);
        s.at(LIGHT, "Luke Skywalker", p.jungle);
        s.at(LIGHT, with, p.jungle);
        s.at(DARK, "Darth Vader", p.jungle);
        s.reserve(LIGHT, "A Few Maneuvers");
        let state = run(s.build(), &["battle Yavin 4: Jungle (1)"]);
        assert_eq!((destiny_draws(&state, LIGHT), destiny_draws(&state, DARK)), (1, 1));
        let (state, _) = take(&state, "pass");
        let (_, events) = take(&state, "pass");
        events
            .iter()
            .find_map(|e| match e {
                Event::Totals { dark, .. } => Some(*dark),
                _ => None,
            })
            .expect("the battle's totals")
    };
    assert_eq!((dark_total("Rebel Trooper"), dark_total("Kal'Falnl C'ndros")), (6 + 2, 6));
    let (mut s, p) = board(LIGHT, Phase::Deploy, 8);
    let kal = s.at(LIGHT, "Kal'Falnl C'ndros", p.mos_eisley);
    assert_eq!(landspeed(&s.build(), kal), 3);
    let (mut s, p) = board(LIGHT, Phase::Deploy, 8);
    s.hand(LIGHT, "Kal'Falnl C'ndros");
    s.at(LIGHT, "Snowspeeder", p.mos_eisley);
    s.at(LIGHT, "Luke's X-34 Landspeeder", p.mos_eisley);
    s.at(LIGHT, "X-wing", p.mos_eisley);
    let deploys = offered_like(&s.build(), "deploy Kal'Falnl");
    assert!(deploys.iter().any(|w| w.contains("X-34")), "{deploys:?}");
    assert!(!deploys.iter().any(|w| w.contains("Snowspeeder") || w.contains("X-wing")), "{deploys:?}");
}

#[test]
fn card_3_20_tamizander_rey_your_starships_move_free_from_his_exterior_site() {
    let takeoff = |with_rey: bool| {
        let (mut s, p) = board(LIGHT, Phase::Move, 3);
        let red3 = s.at(LIGHT, "Red 3", p.mos_eisley);
        s.aboard(LIGHT, "Biggs Darklighter", red3, Slot::Pilot);
        if with_rey {
            s.at(LIGHT, "Tamizander Rey", p.mos_eisley);
        }
        offered_like(&s.build(), "takeoff")
    };
    assert_eq!(takeoff(false), ["takeoff Red 3 > Tatooine (1)"]);
    assert_eq!(takeoff(true), ["takeoff Red 3 > Tatooine (0)"]);
    assert_eq!(in_battle(LIGHT, "X-wing", "Tamizander Rey").0, 3 + 2);
}

#[test]
fn card_3_23_toryn_farr_adds_2_to_power_of_anything_she_pilots() {
    assert_eq!(in_battle(LIGHT, "X-wing", "Toryn Farr").0, 3 + 2);
}

#[test]
fn card_1_185_lieutenant_tanbris_adds_2_takes_1_from_a_starfighters_maneuver_and_its_weapons_deploy_1_less() {
    let (mut s, p) = board(DARK, Phase::Deploy, 8);
    let tie = s.at(DARK, "TIE Fighter", p.tatooine);
    s.aboard(DARK, "Lieutenant Tanbris", tie, Slot::Pilot);
    let other = s.at(DARK, "TIE Fighter", p.tatooine);
    s.aboard(DARK, "Imperial Pilot", other, Slot::Pilot);
    let isd = s.at(DARK, "Imperial-Class Star Destroyer", p.yavin);
    s.aboard(DARK, "Lieutenant Tanbris", isd, Slot::Pilot);
    let cannon = s.hand(DARK, "Boosted TIE Cannon");
    let state = s.build();
    assert_eq!((power(&state, tie), maneuver(&state, tie)), (1 + 2, Some(3 - 1)));
    assert_eq!(power(&state, isd), 8 + 2, "a capital starship's");
    let on = |host| deploy_cost(&state, DARK, cannon, Some(p.tatooine), Some(host));
    assert_eq!(on(tie) + 1, on(other), "Deploy -1 for starship weapons of any starship he pilots");
}

#[test]
fn card_1_4_boshek_adds_3_to_what_he_pilots_and_is_immune_to_attrition_under_3() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 0);
    let boshek = s.at(LIGHT, "BoShek", p.mos_eisley);
    let state = s.build();
    assert!(immune_to_attrition(&state, boshek, 2) && !immune_to_attrition(&state, boshek, 3));
    assert_eq!(in_battle(LIGHT, "X-wing", "BoShek").0, 3 + 3);
}
