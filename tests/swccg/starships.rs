//! Starship cards ([S1]–[S10]): where starships deploy, their class, power raised by pilots and
//! not by passengers, armor or maneuver, hyperspeed, the scomp link, permanent pilot and nav
//! computer icons, deploy cost, forfeit of the ship and each card aboard, capacity.

use crate::support::*;
use hangar::engine::CardId;
use hangar::engine::Table;
use hangar::rules::swccg::facts::armor;
use hangar::rules::swccg::facts::has_nav_computer;
use hangar::rules::swccg::facts::has_permanent_pilot;
use hangar::rules::swccg::facts::has_scomp_link;
use hangar::rules::swccg::facts::hyperspeed;
use hangar::rules::swccg::facts::maneuver;
use hangar::rules::swccg::facts::permanent_pilot_ability;
use hangar::rules::swccg::facts::power;
use hangar::rules::swccg::facts::starship_class;
use hangar::rules::swccg::Action;
use hangar::rules::swccg::Class;
use hangar::rules::swccg::Dest;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Reason;
use hangar::rules::swccg::Slot;

#[test]
fn s1_starships_deploy_at_systems() {
    let (mut s, p) = board(DARK, Phase::Deploy, 8);
    let devastator = s.hand(DARK, "Devastator");
    let state = s.build();
    assert_eq!(
        offered_like(&state, "deploy Devastator"),
        ["deploy Devastator > Tatooine (8)", "deploy Devastator > Yavin 4 (8)"]
    );
    assert_eq!(
        why(&state, Action::Deploy { card: devastator, to: Dest::At(p.bay94), force: 8 }),
        (Reason::StarshipNotAtSystem, "s1")
    );
}

#[test]
fn s2_three_classes_of_starship() {
    let (mut s, _) = board(DARK, Phase::Deploy, 0);
    let tie = s.hand(DARK, "TIE Fighter");
    let devastator = s.hand(DARK, "Devastator");
    let trooper = s.hand(DARK, "Stormtrooper");
    let state = s.build();
    assert_eq!(starship_class(state.def(tie)), Some(Class::Starfighter));
    assert_eq!(starship_class(state.def(devastator)), Some(Class::Capital));
    assert_eq!(starship_class(state.def(trooper)), None);
}

#[test]
fn s3_power_is_raised_by_pilots_not_by_passengers() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 0);
    let falcon = s.at(LIGHT, "Millennium Falcon", p.yavin);
    let state = s.build();
    assert_eq!(power(&state, falcon), 0, "no power without a pilot ([O2])");

    let (mut s, p) = board(LIGHT, Phase::Deploy, 0);
    let falcon = s.at(LIGHT, "Millennium Falcon", p.yavin);
    s.aboard(LIGHT, "Han Solo", falcon, Slot::Pilot);
    s.aboard(LIGHT, "Luke Skywalker", falcon, Slot::Passenger);
    let state = s.build();
    assert_eq!(power(&state, falcon), 3 + 2, "Han adds 2; Luke, a passenger, adds nothing");

    let (mut s, p) = board(DARK, Phase::Deploy, 0);
    let scout = s.at(DARK, "Tempest Scout 1", p.mos_eisley);
    s.aboard(DARK, "Imperial Pilot", scout, Slot::Pilot);
    s.aboard(DARK, "Danz Borin", scout, Slot::Passenger);
    let state = s.build();
    assert_eq!(power(&state, scout), 3 + 2, "a gunner adds only what his own text says (weapon destiny)");
}

#[test]
fn s4_armor_or_maneuver() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 0);
    let red5 = s.at(LIGHT, "Red 5", p.yavin);
    let luke = s.aboard(LIGHT, "Luke Skywalker", red5, Slot::Pilot);
    let devastator = s.at(DARK, "Devastator", p.tatooine);
    let scout = s.at(DARK, "Tempest Scout 1", p.bay94);
    let state = s.build();
    assert_eq!((armor(&state, devastator), maneuver(&state, devastator)), (Some(6), None));
    assert_eq!((armor(&state, red5), maneuver(&state, red5)), (None, Some(4 + 2)), "Luke: +2 maneuver in Red 5");
    assert_eq!(armor(&state, scout), Some(2), "an unpiloted vehicle's armor is 2");
    let _ = luke;
}

#[test]
fn s5_hyperspeed_is_the_parsecs_a_starship_moves_in_a_turn() {
    let (mut s, p) = board(DARK, Phase::Move, 3);
    let custom = s.at(DARK, "Vader's Custom TIE", p.tatooine);
    s.aboard(DARK, "Darth Vader", custom, Slot::Pilot);
    let tie = s.at(DARK, "TIE Fighter", p.tatooine);
    let devastator = s.at(DARK, "Devastator", p.tatooine);
    s.aboard(DARK, "Commander Praji", devastator, Slot::Pilot);
    s.hand(DARK, "Dark Maneuvers");
    let state = s.build();
    assert_eq!((hyperspeed(&state, custom), hyperspeed(&state, tie), hyperspeed(&state, devastator)), (2, 0, 3 + 1));
    assert_eq!(
        offered_like(&state, "hyperspeed"),
        ["hyperspeed Devastator > Yavin 4 (1)"],
        "Tatooine (7) to Yavin 4 (4) is 3 parsecs"
    );
    assert_eq!(
        why(
            &state,
            Action::Move {
                card: custom,
                how: hangar::rules::swccg::Movement::Hyperspeed,
                to: Dest::At(p.yavin),
                force: 1
            }
        ),
        (Reason::TooFar { parsecs: 3, hyperspeed: 2 }, "s5")
    );
    assert_eq!(
        why(
            &state,
            Action::Move {
                card: tie,
                how: hangar::rules::swccg::Movement::Hyperspeed,
                to: Dest::At(p.yavin),
                force: 1
            }
        ),
        (Reason::NoHyperdrive, "s5")
    );
    // Dark Maneuvers: +2 hyperspeed to a starfighter with a hyperdrive.
    let boosted = run(state, &["interrupt Dark Maneuvers > Vader's Custom TIE"]);
    assert_eq!(hyperspeed(&boosted, custom), 4);
    assert_eq!(
        offered_like(&boosted, "hyperspeed"),
        ["hyperspeed Devastator > Yavin 4 (1)", "hyperspeed Vader's Custom TIE > Yavin 4 (1)"]
    );
}

#[test]
fn s6_scomp_link_and_s7_permanent_pilot_and_nav_computer_icons() {
    let (mut s, p) = board(DARK, Phase::Deploy, 0);
    let ids: Vec<CardId> = ["TIE Fighter", "Black 2", "Vader's Custom TIE", "Devastator", "X-wing", "Red 5"]
        .iter()
        .map(|t| s.at(if t.starts_with('X') || t.starts_with("Red") { LIGHT } else { DARK }, t, p.tatooine))
        .collect();
    let state = s.build();
    let facts: Vec<(bool, bool, bool, u8)> = ids
        .iter()
        .map(|&c| {
            let d = state.def(c);
            (has_permanent_pilot(d), has_nav_computer(d), has_scomp_link(d), permanent_pilot_ability(d))
        })
        .collect();
    assert_eq!(
        facts,
        [
            (true, false, false, 1),  // TIE Fighter
            (false, false, false, 0), // Black 2
            (false, true, false, 0),  // Vader's Custom TIE
            (true, true, true, 2),    // Devastator
            (true, true, true, 1),    // X-wing
            (false, true, true, 0),   // Red 5
        ]
    );
    // A permanent pilot pilots: a TIE Fighter on its own has its power.
    assert_eq!(power(&state, ids[0]), 1);
    assert_eq!(power(&state, ids[1]), 0);
}

#[test]
fn s8_deploy_cost_and_deploying_aboard() {
    let (mut s, p) = board(DARK, Phase::Deploy, 3);
    s.at(DARK, "Devastator", p.tatooine);
    s.hand(DARK, "TIE Fighter");
    s.hand(DARK, "Imperial Pilot");
    let trooper = s.hand(DARK, "Stormtrooper");
    let state = s.build();
    // TIE Fighter: "Deploy -1 to same system as any Imperial capital starship".
    assert_eq!(
        offered_like(&state, "deploy TIE Fighter"),
        [
            "deploy TIE Fighter > Devastator as cargo (0)",
            "deploy TIE Fighter > Tatooine (0)",
            "deploy TIE Fighter > Tatooine: Docking Bay 94 (1)",
            "deploy TIE Fighter > Yavin 4 (1)",
            "deploy TIE Fighter > Yavin 4: Docking Bay (1)",
        ]
    );
    // Characters deploy directly aboard a starship that can carry them.
    assert_eq!(
        offered_like(&state, "deploy Imperial Pilot"),
        [
            "deploy Imperial Pilot > Devastator as passenger (2)",
            "deploy Imperial Pilot > Devastator as pilot (2)",
            "deploy Imperial Pilot > Tatooine: Docking Bay 94 (2)",
            "deploy Imperial Pilot > Tatooine: Mos Eisley (2)",
            "deploy Imperial Pilot > Yavin 4: Docking Bay (2)",
        ]
    );
    assert_eq!(
        offered_like(&state, "deploy Stormtrooper"),
        [
            "deploy Stormtrooper > Devastator as passenger (1)",
            "deploy Stormtrooper > Tatooine: Docking Bay 94 (1)",
            "deploy Stormtrooper > Tatooine: Mos Eisley (1)",
            "deploy Stormtrooper > Yavin 4: Docking Bay (1)",
        ],
        "only a pilot takes a pilot place"
    );
    let after = run(state, &["deploy TIE Fighter > Tatooine (0)"]);
    let tie = find(&after, "TIE Fighter");
    assert_eq!(
        why(&after, Action::Deploy { card: trooper, to: Dest::Aboard { host: tie, slot: Slot::Passenger }, force: 1 }),
        (Reason::NoRoom { slot: Slot::Passenger }, "s10")
    );
}

#[test]
fn s9_a_starship_and_each_card_aboard_are_forfeited_individually() {
    let (mut s, p) = board(LIGHT, Phase::Battle, 3);
    let falcon = s.at(LIGHT, "Millennium Falcon", p.tatooine);
    s.aboard(LIGHT, "Han Solo", falcon, Slot::Pilot);
    s.aboard(LIGHT, "Chewbacca", falcon, Slot::Pilot);
    let isd = s.at(DARK, "Imperial-Class Star Destroyer", p.tatooine);
    s.aboard(DARK, "Imperial Pilot", isd, Slot::Pilot);
    // The Light Side draws a battle destiny (ability 5) and keeps it rather than have Han Solo
    // redraw it. Dark: ISD 8 + 2 = 10; Light: Falcon 3 + 2 + 2 = 7, plus 1. The Light Side loses.
    let state = run(s.build(), &["battle Tatooine (1)", "pass", "pass", "pass"]);
    assert!(matches!(state.prompt, Some(hangar::rules::swccg::Prompt::Damage { chooser: LIGHT })));
    assert_eq!(offered_like(&state, "forfeit"), ["forfeit Chewbacca", "forfeit Han Solo", "forfeit Millennium Falcon"]);
}

#[test]
fn s10_capacity_comes_from_game_text() {
    let (mut s, p) = board(DARK, Phase::Deploy, 8);
    let devastator = s.at(DARK, "Devastator", p.tatooine);
    for _ in 0..4 {
        s.aboard(DARK, "TIE Fighter", devastator, Slot::Cargo);
    }
    let fifth = s.hand(DARK, "TIE Fighter");
    s.hand(DARK, "Tempest Scout");
    let state = s.build();
    assert_eq!(
        offered_like(&state, "deploy TIE Fighter"),
        [
            "deploy TIE Fighter > Tatooine (0)",
            "deploy TIE Fighter > Tatooine: Docking Bay 94 (1)",
            "deploy TIE Fighter > Yavin 4 (1)",
            "deploy TIE Fighter > Yavin 4: Docking Bay (1)",
        ],
        "not aboard Devastator: 4 TIEs already aboard"
    );
    assert_eq!(
        offered_like(&state, "deploy Tempest Scout"),
        [
            "deploy Tempest Scout > Devastator as cargo (3)",
            "deploy Tempest Scout > Tatooine: Docking Bay 94 (3)",
            "deploy Tempest Scout > Tatooine: Mos Eisley (3)",
            "deploy Tempest Scout > Yavin 4: Docking Bay (3)",
        ],
        "aboard Devastator: 2 vehicles"
    );
    assert_eq!(
        why(&state, Action::Deploy { card: fifth, to: Dest::Aboard { host: devastator, slot: Slot::Cargo }, force: 0 }),
        (Reason::NoRoom { slot: Slot::Cargo }, "s10")
    );
}
