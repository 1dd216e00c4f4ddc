//! 'Reacts' (issue #32, research §3 "Battle": "The defender may react right after the battle
//! starts"; a Force drain opens the same window): the cards whose text moves or deploys as a
//! 'react', and the cards whose text answers one. Each test is named `card_<GEMP id>_<title>`
//! (`cards_covered.rs`).

use crate::support::*;
use hangar::engine::CardId;
use hangar::engine::Table;
use hangar::engine::{Ruleset, Target};
use hangar::rules::swccg::facts::{ability_at, immune_to_attrition, landspeed, power};
use hangar::rules::swccg::Action;
use hangar::rules::swccg::At;
use hangar::rules::swccg::Dest;
use hangar::rules::swccg::Movement;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Prompt;
use hangar::rules::swccg::ReactBy;
use hangar::rules::swccg::Reason;
use hangar::rules::swccg::Slot;
use hangar::rules::swccg::State;
use hangar::rules::swccg::Swccg;

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
    // Dragged onto the battle's location: the 'react', or why not.
    let dropped = Swccg::drop(&state, ubrikkian, Target::Card(p.mos_eisley)).expect("the 'react'");
    assert_eq!(dropped, action(&state, "react landspeed Ubrikkian 9000 Z001 > Tatooine: Mos Eisley (1)"));
    let refused = Swccg::drop(&state, walker, Target::Card(p.mos_eisley)).unwrap_err();
    assert_eq!((refused.reason.clone(), cited(&refused)), (Reason::MayNotReact, "battle"));
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

/// Light's `title` at Hoth: Echo Docking Bay with `pilot` piloting (if any); Dark battles Light's
/// Rebel Trooper at the next Hoth site, or at Yavin 4: Jungle (`at_hoth` false).
fn snowspeeder_reacts(title: &str, pilot: Option<&str>, at_hoth: bool) -> (hangar::rules::swccg::State, CardId) {
    let (mut s, p) = board(DARK, Phase::Battle, 3);
    let bay = s.location(LIGHT, "Hoth: Echo Docking Bay");
    let plains = s.location(DARK, "Hoth: Ice Plains (5th Marker)");
    let there = if at_hoth { plains } else { p.jungle };
    s.at(DARK, "Stormtrooper", there);
    s.at(LIGHT, "Rebel Trooper", there);
    let craft = s.at(LIGHT, title, if at_hoth { bay } else { p.yavin_bay });
    if let Some(pilot) = pilot {
        s.aboard(LIGHT, pilot, craft, Slot::Pilot);
    }
    let state = s.build();
    let title = state.def(there).title.to_string();
    (run(state, &[&format!("battle {title} (1)")]), craft)
}

#[test]
fn card_3_66_rogue_1_immune_to_attrition_under_3_with_luke_piloting_and_reacts_only_to_hoth_sites() {
    let (state, rogue1) = snowspeeder_reacts("Rogue 1", Some("Luke Skywalker"), true);
    assert_eq!(reacts(&state), vec!["react landspeed Rogue 1 > Hoth: Ice Plains (5th Marker) (1)"]);
    assert!(immune_to_attrition(&state, rogue1, 2) && !immune_to_attrition(&state, rogue1, 3));
    let (state, rogue1) = snowspeeder_reacts("Rogue 1", Some("Wedge Antilles"), true);
    assert!(!immune_to_attrition(&state, rogue1, 2), "only with Luke piloting");
    let (state, _) = snowspeeder_reacts("Rogue 1", Some("Luke Skywalker"), false);
    assert_eq!(state.prompt, None, "not to a Yavin 4 site");
    let (state, _) = snowspeeder_reacts("Rogue 1", None, true);
    assert_eq!(state.prompt, None, "no pilot aboard, no 'react' ([O2])");
}

#[test]
fn card_3_68_rogue_3_immune_to_attrition_under_3_with_wedge_piloting_and_reacts_only_to_hoth_sites() {
    let (state, rogue3) = snowspeeder_reacts("Rogue 3", Some("Wedge Antilles"), true);
    assert_eq!(reacts(&state), vec!["react landspeed Rogue 3 > Hoth: Ice Plains (5th Marker) (1)"]);
    assert!(immune_to_attrition(&state, rogue3, 2) && !immune_to_attrition(&state, rogue3, 3));
    let (state, rogue3) = snowspeeder_reacts("Rogue 3", Some("Luke Skywalker"), true);
    assert!(!immune_to_attrition(&state, rogue3, 2), "only with Wedge piloting");
    let (state, _) = snowspeeder_reacts("Rogue 3", Some("Wedge Antilles"), false);
    assert_eq!(state.prompt, None, "not to a Yavin 4 site");
}

#[test]
fn card_3_156_blizzard_scout_1_moves_as_a_react_and_is_power_1_more_at_a_hoth_site() {
    let offered = vehicle_reacts_to_mos_eisley("Blizzard Scout 1");
    assert_eq!(offered, vec!["react landspeed Blizzard Scout 1 > Tatooine: Mos Eisley (1)"]);
    let (mut s, p) = board(DARK, Phase::Deploy, 0);
    let plains = s.location(DARK, "Hoth: Ice Plains (5th Marker)");
    let at_hoth = s.at(DARK, "Blizzard Scout 1", plains);
    let state = s.build();
    assert_eq!(power(&state, at_hoth), 3 + 1);
    let (mut s, _) = board(DARK, Phase::Deploy, 0);
    let on_tatooine = s.at(DARK, "Blizzard Scout 1", p.mos_eisley);
    assert_eq!(power(&s.build(), on_tatooine), 3, "not at a Hoth site");
}

#[test]
fn card_1_151_sorosuub_v_35_landspeeder_moves_as_a_react_free_with_luke_aboard() {
    let battle = |driver: &str| {
        let (mut s, p) = board(DARK, Phase::Battle, 3);
        s.at(DARK, "Stormtrooper", p.jungle);
        s.at(LIGHT, "Rebel Trooper", p.jungle);
        let v35 = s.at(LIGHT, "SoroSuub V-35 Landspeeder", p.yavin_bay);
        s.aboard(LIGHT, driver, v35, Slot::Driver);
        reacts(&run(s.build(), &["battle Yavin 4: Jungle (1)"]))
    };
    assert_eq!(battle("Luke Skywalker"), vec!["react landspeed SoroSuub V-35 Landspeeder > Yavin 4: Jungle (0)"]);
    assert_eq!(battle("Rebel Trooper"), vec!["react landspeed SoroSuub V-35 Landspeeder > Yavin 4: Jungle (1)"]);
}

#[test]
fn card_2_157_mobquet_a_1_deluxe_floater_moves_free_with_a_bounty_hunter_and_reacts_free_to_his_battles() {
    let battle = |hunter: bool| {
        let (mut s, p) = board(LIGHT, Phase::Battle, 3);
        s.at(DARK, if hunter { "Danz Borin" } else { "Stormtrooper" }, p.mos_eisley);
        s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
        let floater = s.at(DARK, "Mobquet A-1 Deluxe Floater", p.bay94);
        s.aboard(DARK, "Stormtrooper", floater, Slot::Driver);
        run(s.build(), &["battle Tatooine: Mos Eisley (1)"])
    };
    assert_eq!(reacts(&battle(true)), vec!["react landspeed Mobquet A-1 Deluxe Floater > Tatooine: Mos Eisley (0)"]);
    assert_eq!(battle(false).prompt, None, "no thief, smuggler or bounty hunter of Dark's in that battle");
    // "Moves free if Jabba or any bounty hunter aboard."
    let (mut s, p) = board(DARK, Phase::Move, 3);
    let floater = s.at(DARK, "Mobquet A-1 Deluxe Floater", p.bay94);
    s.aboard(DARK, "Danz Borin", floater, Slot::Driver);
    let state = s.build();
    assert!(is_offered(&state, "landspeed Mobquet A-1 Deluxe Floater > Tatooine: Mos Eisley (0)"));
    let (mut s, p) = board(DARK, Phase::Move, 3);
    let floater = s.at(DARK, "Mobquet A-1 Deluxe Floater", p.bay94);
    s.aboard(DARK, "Stormtrooper", floater, Slot::Driver);
    assert!(is_offered(&s.build(), "landspeed Mobquet A-1 Deluxe Floater > Tatooine: Mos Eisley (1)"));
}

/// Light's shuttle vehicle `title` (its permanent pilot flies it) at Yavin 4: Docking Bay; Dark
/// battles at the Jungle: the 'reacts' Light is offered, and its landspeed.
fn shuttle_vehicle(title: &str) -> (Vec<String>, u8) {
    let (mut s, p) = board(DARK, Phase::Battle, 3);
    s.at(DARK, "Stormtrooper", p.jungle);
    s.at(LIGHT, "Rebel Trooper", p.jungle);
    let craft = s.at(LIGHT, title, p.yavin_bay);
    let state = run(s.build(), &["battle Yavin 4: Jungle (1)"]);
    (reacts(&state), landspeed(&state, craft))
}

/// Light's shuttle vehicle `title` at Yavin 4: Jungle and `n` Rebel Troopers there, Light's
/// Corellian Corvette at Yavin 4, in Light's move phase.
fn shuttling(title: &str, n: usize) -> State {
    let (mut s, p) = board(LIGHT, Phase::Move, 3);
    s.at(LIGHT, title, p.jungle);
    for _ in 0..n {
        s.at(LIGHT, "Rebel Trooper", p.jungle);
    }
    s.at(LIGHT, "Corellian Corvette", p.yavin);
    s.build()
}

#[test]
fn card_2_75_incom_t_16_skyhopper_reacts_with_landspeed_4_or_lets_1_character_shuttle_free() {
    let (offered, speed) = shuttle_vehicle("Incom T-16 Skyhopper");
    assert_eq!(offered, vec!["react landspeed Incom T-16 Skyhopper > Yavin 4: Jungle (1)"]);
    assert_eq!(speed, 4, "* Landspeed = 4");
    // OR 1 character shuttles for free: the next pays, and the Skyhopper stays put this turn.
    let state = shuttling("Incom T-16 Skyhopper", 2);
    assert!(is_offered(&state, "landspeed Incom T-16 Skyhopper > Yavin 4: Docking Bay (1)"));
    let once = run(state, &["shuttle Rebel Trooper > Corellian Corvette as passenger (0)"]);
    assert!(is_offered(&once, "shuttle Rebel Trooper > Corellian Corvette as passenger (1)"), "only 1 free");
    assert!(offered_like(&once, "landspeed Incom T-16 Skyhopper").is_empty(), "the OR: it does not move too");
    // Having moved to the site, it lets nobody shuttle free there.
    let (mut s, p) = board(LIGHT, Phase::Move, 3);
    s.at(LIGHT, "Incom T-16 Skyhopper", p.yavin_bay);
    s.at(LIGHT, "Rebel Trooper", p.jungle);
    s.at(LIGHT, "Corellian Corvette", p.yavin);
    let moved = run(s.build(), &["landspeed Incom T-16 Skyhopper > Yavin 4: Jungle (1)"]);
    assert!(is_offered(&moved, "shuttle Rebel Trooper > Corellian Corvette as passenger (1)"));
}

#[test]
fn card_2_156_bespin_motors_void_spider_thx_1138_reacts_with_landspeed_3_or_lets_3_characters_shuttle_free() {
    let (offered, speed) = shuttle_vehicle("Bespin Motors Void Spider THX 1138");
    assert_eq!(offered, vec!["react landspeed Bespin Motors Void Spider THX 1138 > Yavin 4: Jungle (1)"]);
    assert_eq!(speed, 3, "* Landspeed = 3");
    let shuttle = "shuttle Rebel Trooper > Corellian Corvette as passenger";
    let free = format!("{shuttle} (0)");
    let three = run(shuttling("Bespin Motors Void Spider THX 1138", 4), &[&free, &free, &free]);
    assert!(is_offered(&three, &format!("{shuttle} (1)")), "the 4th pays");
}

#[test]
fn card_3_70_tauntaun_deploys_only_on_hoth_has_ability_a_quarter_and_reacts_away_from_a_battle() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 3);
    let bay = s.location(LIGHT, "Hoth: Echo Docking Bay");
    s.at(LIGHT, "Rebel Trooper", bay);
    s.at(LIGHT, "Rebel Trooper", p.jungle);
    let tauntaun = s.hand(LIGHT, "Tauntaun");
    let state = s.build();
    assert_eq!(offered_like(&state, "deploy Tauntaun"), ["deploy Tauntaun > Hoth: Echo Docking Bay (1)"]);
    let elsewhere = Action::Deploy { card: tauntaun, to: Dest::At(p.jungle), force: 1 };
    assert_eq!(
        why(&state, elsewhere),
        (Reason::DeploysOnlyTo { title: "Tauntaun".to_string(), planet: "Hoth".to_string() }, "Tauntaun")
    );
    // "Ability = ¼": four make one.
    let tauntauns = |n: usize| {
        let (mut s, _) = board(LIGHT, Phase::Deploy, 0);
        let plains = s.location(DARK, "Hoth: Ice Plains (5th Marker)");
        for _ in 0..n {
            s.at(LIGHT, "Tauntaun", plains);
        }
        ability_at(&s.build(), LIGHT, plains)
    };
    assert_eq!((tauntauns(1), tauntauns(3), tauntauns(4)), (0, 0, 1), "¼ each: no presence alone");
    // "May move as a 'react' from a battle", with its rider; not to one.
    let (mut s, _) = board(DARK, Phase::Battle, 3);
    let bay = s.location(LIGHT, "Hoth: Echo Docking Bay");
    let plains = s.location(DARK, "Hoth: Ice Plains (5th Marker)");
    s.at(DARK, "Stormtrooper", plains);
    let tauntaun = s.at(LIGHT, "Tauntaun", plains);
    let rider = s.aboard(LIGHT, "Rebel Trooper", tauntaun, Slot::Passenger);
    let state = run(s.build(), &["battle Hoth: Ice Plains (5th Marker) (1)"]);
    assert_eq!(reacts(&state), vec!["react landspeed Tauntaun > Hoth: Echo Docking Bay (1)"]);
    let away = run(state, &["react landspeed Tauntaun > Hoth: Echo Docking Bay"]);
    assert_eq!(away.card(tauntaun).at, Some(At::Location(bay)));
    assert_eq!(away.location_of(rider), Some(bay), "its rider goes with it");
    assert!(away.battle.is_none(), "nothing of Light's is left in the battle: it ends");
    let (mut s, _) = board(DARK, Phase::Battle, 3);
    let bay = s.location(LIGHT, "Hoth: Echo Docking Bay");
    let plains = s.location(DARK, "Hoth: Ice Plains (5th Marker)");
    s.at(DARK, "Stormtrooper", plains);
    s.at(LIGHT, "Rebel Trooper", plains);
    s.at(LIGHT, "Tauntaun", bay);
    assert_eq!(run(s.build(), &["battle Hoth: Ice Plains (5th Marker) (1)"]).prompt, None, "only from a battle");
}

#[test]
fn card_1_307_bantha_has_ability_a_half_and_moves_as_a_react_within_range() {
    let (mut s, p) = board(LIGHT, Phase::Battle, 3);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.at(DARK, "Bantha", p.bay94);
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)"]);
    assert_eq!(reacts(&state), vec!["react landspeed Bantha > Tatooine: Mos Eisley (1)"], "landspeed 1, no driver");
    let banthas = |n: usize| {
        let (mut s, p) = board(LIGHT, Phase::Deploy, 0);
        for _ in 0..n {
            s.at(DARK, "Bantha", p.bay94);
        }
        ability_at(&s.build(), DARK, p.bay94)
    };
    assert_eq!((banthas(1), banthas(2)), (0, 1), "½ each");
}

#[test]
fn card_2_76_rogue_bantha_has_ability_a_half_and_moves_as_a_react() {
    let (mut s, p) = board(DARK, Phase::Battle, 3);
    s.at(DARK, "Stormtrooper", p.jungle);
    s.at(LIGHT, "Rebel Trooper", p.jungle);
    let bantha = s.at(LIGHT, "Rogue Bantha", p.yavin_bay);
    s.aboard(LIGHT, "Rebel Trooper", bantha, Slot::Passenger);
    let state = run(s.build(), &["battle Yavin 4: Jungle (1)"]);
    assert_eq!(reacts(&state), vec!["react landspeed Rogue Bantha > Yavin 4: Jungle (1)"]);
    let (mut s, p) = board(DARK, Phase::Deploy, 0);
    s.at(LIGHT, "Rogue Bantha", p.jungle);
    s.at(LIGHT, "Rogue Bantha", p.jungle);
    assert_eq!(ability_at(&s.build(), LIGHT, p.jungle), 1, "½ + ½");
}
