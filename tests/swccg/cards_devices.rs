//! The pool's devices that a starship, vehicle or character carries (`Ability::Device`: where it
//! deploys and for how much; `Ability::DeviceAdds`: what it adds to the card it is on, "While on
//! <planet>" only there). Each test is named `card_<GEMP id>_<title>` (`cards_covered.rs`), and
//! deploys its device through the legal actions before reading what it adds.

use crate::support::*;
use hangar::engine::Table;
use hangar::rules::swccg::facts::{armor, forfeit, hyperspeed, immune_to_attrition, landspeed, maneuver, power};
use hangar::rules::swccg::Action;
use hangar::rules::swccg::Dest;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Reason;
use hangar::rules::swccg::Side;
use hangar::rules::swccg::Slot;
use hangar::rules::swccg::State;

/// The device refused on `host`, citing its own text.
fn refused_on(state: &State, device: &str, host: hangar::engine::CardId) -> (Reason, &'static str) {
    let card = state.player(state.active).hand.iter().copied().find(|&c| state.def(c).title == device).unwrap();
    why(state, Action::Deploy { card, to: Dest::On(host), force: 3 })
}

#[test]
fn card_3_94_deflector_shield_generators_add_2_to_a_star_destroyers_armor_and_2_to_its_immunity() {
    let (mut s, p) = board(DARK, Phase::Deploy, 4);
    let isd = s.at(DARK, "Imperial-Class Star Destroyer", p.tatooine);
    s.aboard(DARK, "R1-G4 (Arone-Geefour)", isd, Slot::Passenger);
    let tie = s.at(DARK, "TIE Fighter", p.tatooine);
    s.hand(DARK, "Deflector Shield Generators");
    let state = s.build();
    assert_eq!(
        offered_like(&state, "deploy Deflector"),
        ["deploy Deflector Shield Generators on Imperial-Class Star Destroyer (3)"]
    );
    assert_eq!(refused_on(&state, "Deflector Shield Generators", tie).1, "Deflector Shield Generators");
    assert_eq!(armor(&state, isd), Some(6));
    assert!(!immune_to_attrition(&state, isd, 4), "R1-G4: immune to attrition < 3");
    let after = run(state, &["deploy Deflector Shield Generators on Imperial-Class Star Destroyer"]);
    assert_eq!(armor(&after, isd), Some(8));
    assert!(immune_to_attrition(&after, isd, 4) && !immune_to_attrition(&after, isd, 5), "now < 5");
}

#[test]
fn card_1_203_fusion_generator_supply_tanks_go_on_a_starship_at_a_system_with_its_docking_bay_and_add_1s() {
    let (mut s, p) = board(DARK, Phase::Deploy, 2);
    let hoth = s.location(DARK, "Hoth");
    let tie = s.at(DARK, "TIE Fighter", p.tatooine);
    let custom = s.at(DARK, "Vader's Custom TIE", hoth);
    s.aboard(DARK, "Imperial Pilot", custom, Slot::Pilot);
    s.hand(DARK, "Fusion Generator Supply Tanks");
    let state = s.build();
    // Tatooine has its Docking Bay 94 on the table; Hoth has no docking bay here.
    assert_eq!(offered_like(&state, "deploy Fusion"), ["deploy Fusion Generator Supply Tanks on TIE Fighter (0)"]);
    assert_eq!(refused_on(&state, "Fusion Generator Supply Tanks", custom).1, "Fusion Generator Supply Tanks");
    let after = run(state, &["deploy Fusion Generator Supply Tanks on TIE Fighter"]);
    assert_eq!((power(&after, tie), maneuver(&after, tie)), (2, Some(4)));
    assert_eq!(hyperspeed(&after, tie), 0, "No Hyperdrive: nothing to add to");
}

#[test]
fn card_1_36_fusion_generator_supply_tanks_add_1_to_an_x_wings_power_maneuver_and_hyperspeed() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 2);
    let xwing = s.at(LIGHT, "X-wing", p.yavin);
    s.hand(LIGHT, "Fusion Generator Supply Tanks");
    let state = s.build();
    let before = (power(&state, xwing), maneuver(&state, xwing), hyperspeed(&state, xwing));
    let after = run(state, &["deploy Fusion Generator Supply Tanks on X-wing"]);
    let now = (power(&after, xwing), maneuver(&after, xwing), hyperspeed(&after, xwing));
    assert_eq!(now, (before.0 + 1, before.1.map(|m| m + 1), before.2 + 1));
}

/// A Stormtrooper at `place` with a Stormtrooper Utility Belt deployed on it, and an R4-M9 beside
/// it (not an Imperial or alien: the belt is refused on it).
fn belted(
    place: impl Fn(&mut hangar::rules::swccg::Scenario, &Places) -> hangar::engine::CardId,
) -> (State, hangar::engine::CardId) {
    let (mut s, p) = board(DARK, Phase::Deploy, 3);
    let at = place(&mut s, &p);
    let trooper = s.at(DARK, "Stormtrooper", at);
    let droid = s.at(DARK, "R4-M9 (Arfour-Emmnine)", at);
    s.hand(DARK, "Stormtrooper Utility Belt");
    let state = s.build();
    assert_eq!(refused_on(&state, "Stormtrooper Utility Belt", droid).1, "Stormtrooper Utility Belt");
    (run(state, &["deploy Stormtrooper Utility Belt on Stormtrooper"]), trooper)
}

#[test]
fn card_1_207_stormtrooper_utility_belt_is_power_and_forfeit_1_or_2_on_the_death_star() {
    let (after, trooper) = belted(|_, p| p.mos_eisley);
    assert_eq!((power(&after, trooper), forfeit(&after, trooper)), (2, 3), "+1 at Mos Eisley");
    let (after, trooper) = belted(|s, _| s.location(DARK, "Death Star: Docking Bay 327"));
    assert_eq!((power(&after, trooper), forfeit(&after, trooper)), (3, 4), "+2 on the Death Star");
}

#[test]
fn card_1_40_tatooine_utility_belt_is_power_and_forfeit_2_while_on_tatooine() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 3);
    let trooper = s.at(LIGHT, "Rebel Trooper", p.jungle);
    s.hand(LIGHT, "Tatooine Utility Belt");
    let state = s.build();
    let after = run(state, &["deploy Tatooine Utility Belt on Rebel Trooper"]);
    assert_eq!((power(&after, trooper), forfeit(&after, trooper)), (1, 2), "not on Tatooine: nothing");
    let (mut s, p) = board(LIGHT, Phase::Deploy, 3);
    let trooper = s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.hand(LIGHT, "Tatooine Utility Belt");
    let after = run(s.build(), &["deploy Tatooine Utility Belt on Rebel Trooper"]);
    assert_eq!((power(&after, trooper), forfeit(&after, trooper)), (3, 4));
}

#[test]
fn card_3_30_hoth_survival_gear_deploys_free_on_a_rebel_and_is_power_and_forfeit_1_on_hoth() {
    let (mut s, _) = board(LIGHT, Phase::Deploy, 1);
    let echo = s.location(DARK, "Hoth: Echo Docking Bay");
    let trooper = s.at(LIGHT, "Rebel Trooper", echo);
    s.hand(LIGHT, "Hoth Survival Gear");
    let state = s.build();
    assert_eq!(offered_like(&state, "deploy Hoth"), ["deploy Hoth Survival Gear on Rebel Trooper (0)"]);
    let after = run(state, &["deploy Hoth Survival Gear on Rebel Trooper"]);
    assert_eq!((power(&after, trooper), forfeit(&after, trooper)), (2, 3));
}

#[test]
fn card_2_29_sensor_panel_adds_1_to_a_vehicles_power_and_landspeed_not_on_a_starship() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 2);
    let speeder = s.at(LIGHT, "Snowspeeder", p.jungle);
    let xwing = s.at(LIGHT, "X-wing", p.yavin);
    s.hand(LIGHT, "Sensor Panel");
    let state = s.build();
    assert_eq!(offered_like(&state, "deploy Sensor"), ["deploy Sensor Panel on Snowspeeder (1)"]);
    assert_eq!(refused_on(&state, "Sensor Panel", xwing).1, "Sensor Panel");
    let before = (power(&state, speeder), landspeed(&state, speeder));
    let after = run(state, &["deploy Sensor Panel on Snowspeeder"]);
    assert_eq!((power(&after, speeder), landspeed(&after, speeder)), (before.0 + 1, before.1 + 1));
}

/// Special Modifications is an Effect deployed like a device: the same words.
#[test]
fn card_1_65_special_modifications_adds_2_maneuver_and_on_the_falcon_with_han_2_power_and_forfeit() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 2);
    let falcon = s.at(LIGHT, "Millennium Falcon", p.yavin);
    s.aboard(LIGHT, "Han Solo", falcon, Slot::Pilot);
    let corvette = s.at(LIGHT, "Corellian Corvette", p.yavin);
    let trooper = s.at(LIGHT, "Rebel Trooper", p.yavin_bay);
    s.hand(LIGHT, "Special Modifications");
    let state = s.build();
    assert_eq!(
        offered_like(&state, "deploy Special"),
        [
            "deploy Special Modifications on Corellian Corvette (1)",
            "deploy Special Modifications on Millennium Falcon (1)"
        ]
    );
    assert_eq!(refused_on(&state, "Special Modifications", trooper).1, "Special Modifications");
    let before = (maneuver(&state, falcon), power(&state, falcon), forfeit(&state, falcon));
    let after = run(state.clone(), &["deploy Special Modifications on Millennium Falcon"]);
    let now = (maneuver(&after, falcon), power(&after, falcon), forfeit(&after, falcon));
    assert_eq!(now, (before.0.map(|m| m + 2), before.1 + 2, before.2 + 2), "Han pilots the Falcon");
    // On the Corvette: armor, no power.
    let before = (armor(&state, corvette), power(&state, corvette));
    let after = run(state, &["deploy Special Modifications on Corellian Corvette"]);
    assert_eq!((armor(&after, corvette), power(&after, corvette)), (before.0.map(|a| a + 2), before.1));
}

#[test]
fn card_1_39_targeting_computer_adds_1_maneuver_and_its_starships_weapon_fires_twice_at_destiny_less_1() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 5);
    let xwing = s.at(LIGHT, "X-wing", p.yavin);
    s.on(LIGHT, "Proton Torpedoes", xwing);
    s.at(DARK, "TIE Fighter", p.yavin);
    s.at(DARK, "TIE Fighter", p.yavin);
    s.hand(LIGHT, "Targeting Computer");
    s.reserve(LIGHT, "Gold 5"); // destiny 4
    let state = s.build();
    let before = maneuver(&state, xwing);
    let state = run(state, &["deploy Targeting Computer on X-wing"]);
    assert_eq!(maneuver(&state, xwing), before.map(|m| m + 1));
    let state = if state.phase == Phase::Deploy { run(state, &["pass"]) } else { state };
    let battle = run(state, &["battle Yavin 4 (1)"]);
    let (after, events) = take(&battle, "fire Proton Torpedoes > TIE Fighter (1)");
    let missed = events.iter().any(|e| matches!(e, hangar::rules::swccg::Event::Missed { destiny: 3, .. }));
    assert!(missed, "4 - 1 is not over the TIE's maneuver 3");
    let after = run(after, &["pass"]);
    assert_eq!(
        offered_like(&after, "fire"),
        ["fire Proton Torpedoes > TIE Fighter (1)", "fire Proton Torpedoes > TIE Fighter (1)"],
        "a second shot, at either TIE"
    );
    let after = run(after, &["fire Proton Torpedoes > TIE Fighter", "pass"]);
    assert!(offered_like(&after, "fire").is_empty(), "twice, no more");
}

/// A trooper of `side` at a site of a planet (Mos Eisley) and one at a Death Star site, each
/// given a backpack `title` from hand; the immunity of each after.
fn backpacks(side: Side, trooper: &str, title: &str) -> (State, [bool; 2]) {
    let (mut s, p) = board(side, Phase::Deploy, 4);
    let corridor = s.location(DARK, "Death Star: Level 4 Military Corridor");
    let planet = s.at(side, trooper, p.mos_eisley);
    let station = s.at(side, trooper, corridor);
    s.hand(side, title);
    s.hand(side, title);
    let state = s.build();
    assert!(!immune_to_attrition(&state, planet, 2), "no immunity without it");
    let on = |c: hangar::engine::CardId| format!("deploy {title} on {}", state.def(c).title);
    let after = run(state.clone(), &[&on(planet), &on(station)]);
    let immune = [planet, station].map(|c| immune_to_attrition(&after, c, 2) && !immune_to_attrition(&after, c, 3));
    (after, immune)
}

#[test]
fn card_1_206_stormtrooper_backpack_deploys_on_your_trooper_immune_to_attrition_under_3_at_a_planet_site() {
    let (_, immune) = backpacks(DARK, "Stormtrooper", "Stormtrooper Backpack");
    assert_eq!(immune, [true, false], "at Mos Eisley; not at a Death Star site");
    let (mut s, p) = board(DARK, Phase::Deploy, 4);
    s.at(DARK, "Darth Vader", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.hand(DARK, "Stormtrooper Backpack");
    let state = s.build();
    assert!(offered_like(&state, "deploy Stormtrooper Backpack").is_empty(), "not a trooper; not yours");
}

#[test]
fn card_3_29_echo_trooper_backpack_deploys_on_your_trooper_immune_to_attrition_under_3_at_a_planet_site() {
    let (_, immune) = backpacks(LIGHT, "Rebel Trooper", "Echo Trooper Backpack");
    assert_eq!(immune, [true, false]);
}
