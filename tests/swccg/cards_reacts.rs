//! 'Reacts' (issue #32, research §3 "Battle": "The defender may react right after the battle
//! starts"; a Force drain opens the same window): the cards whose text moves or deploys as a
//! 'react', and the cards whose text answers one. Each test is named `card_<GEMP id>_<title>`
//! (`cards_covered.rs`).

use crate::support::*;
use hangar::engine::Table;
use hangar::rules::swccg::Action;
use hangar::rules::swccg::At;
use hangar::rules::swccg::Dest;
use hangar::rules::swccg::Movement;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Prompt;
use hangar::rules::swccg::ReactBy;
use hangar::rules::swccg::Reason;
use hangar::rules::swccg::Slot;

/// The 'reacts' offered now, in notation.
fn reacts(state: &hangar::rules::swccg::State) -> Vec<String> {
    offered_like(state, "react ")
}

#[test]
fn card_2_151_black_4_deploys_with_a_pilot_as_a_react_to_a_battle_with_a_tie_free_if_black_2_or_3() {
    let (mut s, p) = board(LIGHT, Phase::Battle, 6);
    s.at(DARK, "TIE Fighter", p.tatooine);
    s.at(LIGHT, "X-wing", p.tatooine);
    s.hand(DARK, "Black 4");
    s.hand(DARK, "DS-61-2");
    let state = run(s.build(), &["battle Tatooine (1)"]);
    assert!(matches!(state.prompt, Some(Prompt::React { chooser: DARK, .. })), "the react window opens for Dark");
    // Black 4 (2) and its pilot (2): not free with a TIE Fighter there.
    assert_eq!(reacts(&state), vec!["react deploy Black 4 + DS-61-2 as pilot > Tatooine (4)"]);
    let reacted = run(state, &["react deploy Black 4 + DS-61-2 as pilot > Tatooine"]);
    let black4 = find(&reacted, "Black 4");
    assert_eq!(reacted.card(black4).at, Some(At::Location(reacted.locations[0])));
    assert_eq!(reacted.prompt, None, "one 'react', then the battle goes on");
    assert_eq!(reacted.acting(), LIGHT, "the weapons segment, initiator first");

    // Free when the TIE there is Black 2 (the pilot still pays its own).
    let (mut s, p) = board(LIGHT, Phase::Battle, 6);
    let black2 = s.at(DARK, "Black 2", p.tatooine);
    s.aboard(DARK, "DS-61-3", black2, Slot::Pilot);
    s.at(LIGHT, "X-wing", p.tatooine);
    s.hand(DARK, "Black 4");
    s.hand(DARK, "DS-61-2");
    let state = run(s.build(), &["battle Tatooine (1)"]);
    assert_eq!(reacts(&state), vec!["react deploy Black 4 + DS-61-2 as pilot > Tatooine (2)"]);

    // Not without a TIE in the battle, nor alone: the window stays closed.
    let (mut s, p) = board(LIGHT, Phase::Battle, 6);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.hand(DARK, "Black 4");
    s.hand(DARK, "DS-61-2");
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)"]);
    assert_eq!(state.prompt, None, "nothing may react: no pause");
}

#[test]
fn card_1_310_ubrikkian_9000_z001_moves_as_a_react_to_a_battle_or_force_drain_within_range() {
    let (mut s, p) = board(LIGHT, Phase::Battle, 3);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    let ubrikkian = s.at(DARK, "Ubrikkian 9000 Z001", p.bay94);
    s.aboard(DARK, "Stormtrooper", ubrikkian, Slot::Driver);
    let walker = s.at(DARK, "Stormtrooper", p.bay94);
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)"]);
    assert_eq!(reacts(&state), vec!["react landspeed Ubrikkian 9000 Z001 > Tatooine: Mos Eisley (1)"]);
    let on_foot =
        Action::React { card: walker, by: ReactBy::Move(Movement::Landspeed), to: Dest::At(p.mos_eisley), force: 1 };
    assert_eq!(why(&state, on_foot), (Reason::MayNotReact, "battle"), "no text lets a Stormtrooper 'react'");
    let force = state.player(DARK).force_pile.len();
    let reacted = run(state, &["react landspeed Ubrikkian 9000 Z001 > Tatooine: Mos Eisley"]);
    assert_eq!(reacted.card(ubrikkian).at, Some(At::Location(p.mos_eisley)));
    assert_eq!(reacted.player(DARK).force_pile.len(), force - 1, "a regular move's cost");

    // A Force drain opens the window too; its loss follows the 'react'.
    let (mut s, p) = board(LIGHT, Phase::Control, 3);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    let ubrikkian = s.at(DARK, "Ubrikkian 9000 Z001", p.bay94);
    s.aboard(DARK, "Stormtrooper", ubrikkian, Slot::Driver);
    let state = run(s.build(), &["drain Tatooine: Mos Eisley"]);
    assert!(matches!(state.prompt, Some(Prompt::React { chooser: DARK, drain: Some(_), .. })));
    let passed = run(state, &["pass"]);
    assert!(matches!(passed.prompt, Some(Prompt::LoseForce { chooser: DARK, .. })), "then Dark loses the Force");

    // No driver aboard: no 'react' ([O5]), and no window.
    let (mut s, p) = board(LIGHT, Phase::Battle, 3);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.at(DARK, "Ubrikkian 9000 Z001", p.bay94);
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)"]);
    assert_eq!(state.prompt, None);
}

/// Dark's combat vehicle `title` with an Imperial Pilot at Docking Bay 94; Light battles Dark's
/// Stormtrooper at Mos Eisley (the next site): the 'reacts' Dark is offered.
fn vehicle_reacts_to_mos_eisley(title: &str) -> Vec<String> {
    let (mut s, p) = board(LIGHT, Phase::Battle, 3);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    let craft = s.at(DARK, title, p.bay94);
    s.aboard(DARK, "Imperial Pilot", craft, Slot::Pilot);
    reacts(&run(s.build(), &["battle Tatooine: Mos Eisley (1)"]))
}

#[test]
fn card_8_171_tempest_scout_moves_as_a_react_for_1_additional_force() {
    let offered = vehicle_reacts_to_mos_eisley("Tempest Scout");
    assert_eq!(offered, vec!["react landspeed Tempest Scout > Tatooine: Mos Eisley (2)"]);
}

#[test]
fn card_8_172_tempest_scout_1_moves_as_a_react_for_free() {
    let offered = vehicle_reacts_to_mos_eisley("Tempest Scout 1");
    assert_eq!(offered, vec!["react landspeed Tempest Scout 1 > Tatooine: Mos Eisley (0)"]);
}

#[test]
fn card_1_149_lukes_x_34_landspeeder_moves_as_a_react_free_with_luke_aboard() {
    let (mut s, p) = board(DARK, Phase::Battle, 3);
    s.at(DARK, "Stormtrooper", p.jungle);
    s.at(LIGHT, "Rebel Trooper", p.jungle);
    let x34 = s.at(LIGHT, "Luke's X-34 Landspeeder", p.yavin_bay);
    s.aboard(LIGHT, "Luke Skywalker", x34, Slot::Driver);
    let state = run(s.build(), &["battle Yavin 4: Jungle (1)"]);
    assert_eq!(reacts(&state), vec!["react landspeed Luke's X-34 Landspeeder > Yavin 4: Jungle (0)"]);
    let reacted = run(state, &["react landspeed Luke's X-34 Landspeeder > Yavin 4: Jungle"]);
    assert_eq!(reacted.card(x34).at, Some(At::Location(p.jungle)));
}

#[test]
fn card_3_69_snowspeeder_moves_as_a_react_to_hoth_sites_only() {
    // Not to a Yavin 4 site: no window.
    let (mut s, p) = board(DARK, Phase::Battle, 3);
    s.at(DARK, "Stormtrooper", p.jungle);
    s.at(LIGHT, "Rebel Trooper", p.jungle);
    let speeder = s.at(LIGHT, "Snowspeeder", p.yavin_bay);
    s.aboard(LIGHT, "Rebel Trooper", speeder, Slot::Passenger);
    let state = run(s.build(), &["battle Yavin 4: Jungle (1)"]);
    assert_eq!(state.prompt, None, "the permanent pilot flies it, but not to Yavin 4");
    // To a Hoth site within range.
    let (mut s, _) = board(DARK, Phase::Battle, 3);
    let bay = s.location(LIGHT, "Hoth: Echo Docking Bay");
    let plains = s.location(DARK, "Hoth: Ice Plains (5th Marker)");
    s.at(DARK, "Stormtrooper", plains);
    s.at(LIGHT, "Rebel Trooper", plains);
    s.at(LIGHT, "Snowspeeder", bay);
    let state = run(s.build(), &["battle Hoth: Ice Plains (5th Marker) (1)"]);
    assert_eq!(reacts(&state), vec!["react landspeed Snowspeeder > Hoth: Ice Plains (5th Marker) (1)"]);
}

#[test]
fn card_1_282_dantooine_dark_starships_may_move_there_as_a_react() {
    let (mut s, p) = board(LIGHT, Phase::Battle, 3);
    let here = s.location(DARK, "1_282");
    s.at(DARK, "TIE Fighter", here);
    s.at(LIGHT, "X-wing", here);
    let isd = s.at(DARK, "Imperial-Class Star Destroyer", p.tatooine);
    s.aboard(DARK, "Commander Praji", isd, Slot::Pilot);
    let state = run(s.build(), &["battle Dantooine (1)"]);
    assert_eq!(reacts(&state), vec!["react hyperspeed Imperial-Class Star Destroyer > Dantooine (1)"]);
    let reacted = run(state, &["react hyperspeed Imperial-Class Star Destroyer > Dantooine"]);
    assert_eq!(reacted.card(isd).at, Some(At::Location(here)));
    // Not to another system.
    let (mut s, p) = board(LIGHT, Phase::Battle, 3);
    let kiffex = s.location(DARK, "2_147");
    s.at(DARK, "TIE Fighter", kiffex);
    s.at(LIGHT, "X-wing", kiffex);
    let isd = s.at(DARK, "Imperial-Class Star Destroyer", p.tatooine);
    s.aboard(DARK, "Commander Praji", isd, Slot::Pilot);
    assert_eq!(run(s.build(), &["battle Kiffex (1)"]).prompt, None);
}

#[test]
fn card_2_65_ralltiir_light_starships_may_move_there_as_a_react() {
    let (mut s, p) = board(DARK, Phase::Battle, 3);
    let here = s.location(LIGHT, "2_65");
    s.at(DARK, "TIE Fighter", here);
    s.at(LIGHT, "X-wing", here);
    let red5 = s.at(LIGHT, "Red 5", p.yavin);
    s.aboard(LIGHT, "Luke Skywalker", red5, Slot::Pilot);
    let state = run(s.build(), &["battle Ralltiir (1)"]);
    assert_eq!(reacts(&state), vec!["react hyperspeed Red 5 > Ralltiir (1)"], "4 to 3: 1 parsec");
}

#[test]
fn card_2_61_corellia_light_falcon_and_corellian_corvettes_may_deploy_there_as_a_react() {
    let (mut s, _) = board(DARK, Phase::Battle, 6);
    let here = s.location(LIGHT, "2_61");
    s.at(DARK, "TIE Fighter", here);
    s.at(LIGHT, "X-wing", here);
    s.hand(LIGHT, "Corellian Corvette");
    s.hand(LIGHT, "X-wing");
    let state = run(s.build(), &["battle Corellia (1)"]);
    assert_eq!(reacts(&state), vec!["react deploy Corellian Corvette > Corellia (4)"], "not an X-wing");
    let reacted = run(state, &["react deploy Corellian Corvette > Corellia"]);
    let corvette = find(&reacted, "Corellian Corvette");
    assert_eq!(reacted.card(corvette).at, Some(At::Location(here)));
}

#[test]
fn card_3_18_romas_lock_navander_opponent_may_not_react_to_or_from_same_location() {
    let battle = |with_lock: bool| {
        let (mut s, p) = board(LIGHT, Phase::Battle, 3);
        s.at(DARK, "Stormtrooper", p.mos_eisley);
        s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
        if with_lock {
            s.at(LIGHT, "Romas 'Lock' Navander", p.mos_eisley);
        }
        let scout = s.at(DARK, "Tempest Scout 1", p.bay94);
        s.aboard(DARK, "Imperial Pilot", scout, Slot::Pilot);
        run(s.build(), &["battle Tatooine: Mos Eisley (1)"])
    };
    assert_eq!(reacts(&battle(false)).len(), 1);
    let state = battle(true);
    assert_eq!(state.prompt, None, "no 'react' to Lock's location");
    // Nor from it: Light drains where Dark's scout is not, from Lock's site.
    let (mut s, p) = board(LIGHT, Phase::Control, 3);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.at(LIGHT, "Romas 'Lock' Navander", p.bay94);
    s.at(DARK, "Stormtrooper", p.bay94);
    let scout = s.at(DARK, "Tempest Scout 1", p.bay94);
    s.aboard(DARK, "Imperial Pilot", scout, Slot::Pilot);
    let state = run(s.build(), &["drain Tatooine: Mos Eisley"]);
    assert!(matches!(state.prompt, Some(Prompt::LoseForce { .. })), "no 'react' from Lock's location");
}

#[test]
fn card_3_82_admiral_ozzel_is_lost_if_vader_on_table_and_opponent_reacts_to_his_location() {
    let battle = |vader: bool| {
        let (mut s, p) = board(DARK, Phase::Battle, 3);
        s.at(DARK, "Admiral Ozzel", p.jungle);
        s.at(LIGHT, "Rebel Trooper", p.jungle);
        if vader {
            s.at(DARK, "Darth Vader", p.mos_eisley);
        }
        let x34 = s.at(LIGHT, "Luke's X-34 Landspeeder", p.yavin_bay);
        s.aboard(LIGHT, "Luke Skywalker", x34, Slot::Driver);
        run(s.build(), &["battle Yavin 4: Jungle (1)", "react landspeed Luke's X-34 Landspeeder > Yavin 4: Jungle"])
    };
    let state = battle(true);
    let ozzel = find(&state, "Admiral Ozzel");
    assert_eq!(state.card(ozzel).at, None, "lost");
    assert!(state.player(DARK).lost_pile.contains(&ozzel));
    let state = battle(false);
    assert!(state.card(find(&state, "Admiral Ozzel")).at.is_some(), "Vader is not on table");
}

#[test]
fn card_2_154_tie_vanguard_lets_its_side_deploy_cards_to_its_system_as_a_react() {
    let battle = |vanguard: bool| {
        let (mut s, p) = board(LIGHT, Phase::Battle, 6);
        s.at(DARK, if vanguard { "TIE Vanguard" } else { "TIE Fighter" }, p.tatooine);
        s.at(LIGHT, "X-wing", p.tatooine);
        s.hand(DARK, "TIE Advanced x1");
        s.hand(DARK, "Black 2");
        s.hand(DARK, "DS-61-2");
        run(s.build(), &["battle Tatooine (1)"])
    };
    let state = battle(true);
    let offered = reacts(&state);
    assert!(offered.contains(&"react deploy TIE Advanced x1 > Tatooine (2)".to_string()), "{offered:?}");
    assert!(offered.contains(&"react deploy Black 2 + DS-61-2 as pilot > Tatooine (3)".to_string()), "{offered:?}");
    assert!(!offered.iter().any(|w| w.starts_with("react deploy DS-61-2")), "a pilot alone does not go to a system");
    let reacted = run(state, &["react deploy TIE Advanced x1 > Tatooine"]);
    assert_eq!(reacted.card(find(&reacted, "TIE Advanced x1")).at, Some(At::Location(reacted.locations[0])));
    assert_eq!(battle(false).prompt, None, "without TIE Vanguard there, no 'react'");
}

#[test]
fn card_2_98_officer_evax_at_a_death_star_site_lets_imperial_starships_move_to_the_death_star_as_a_react() {
    let battle = |evax_at_site: bool| {
        let (mut s, p) = board(LIGHT, Phase::Battle, 3);
        let alderaan = s.location(DARK, "1_281");
        let death_star = s.location(DARK, "2_143");
        let core = s.location(DARK, "Death Star: Central Core");
        s.at(DARK, "TIE Fighter", death_star);
        s.at(LIGHT, "X-wing", death_star);
        s.at(DARK, "Officer Evax", if evax_at_site { core } else { p.mos_eisley });
        let isd = s.at(DARK, "Imperial-Class Star Destroyer", alderaan);
        s.aboard(DARK, "Commander Praji", isd, Slot::Pilot);
        run(s.build(), &["battle Death Star (1)"])
    };
    assert_eq!(reacts(&battle(true)), vec!["react hyperspeed Imperial-Class Star Destroyer > Death Star (1)"]);
    assert_eq!(battle(false).prompt, None, "Evax is not at a Death Star site");
}
