//! The turn sequence around the pilot rules (Core Set rules, research notes lcg.md §1): the
//! Balance of the Force, refresh, draw, the Dark Side's first turn, the Force struggle, the dial.

use crate::support;
use hangar::engine::Ruleset;
use hangar::engine::Table;
use hangar::rules::lcg::Lcg;

use crate::support::{find, offered, take};
use hangar::rules::lcg::Action;
use hangar::rules::lcg::Ask;
use hangar::rules::lcg::Initiative;
use hangar::rules::lcg::Outcome;
use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Prompt;
use hangar::rules::lcg::Role;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;

#[test]
fn dark_side_turn_balance_refresh_and_draw_run_to_its_deployment() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Force).turn(2, 3, Side::Dark);
    let tie = s.play(Side::Dark, "0715");
    s.attach(Side::Dark, "0714", tie, Role::Pilot);
    s.focus(tie, 2);
    let despayre = s.play(Side::Dark, "0036");
    s.focus(despayre, 2);
    s.objective_deck(Side::Dark, "0036");
    s.objective_deck(Side::Dark, "0783");
    for _ in 0..7 {
        s.command_deck(Side::Dark, "0761");
    }
    let state = s.build();
    let (after, _) = take(&state, "pass");
    assert_eq!((after.active, after.phase, after.turn), (Side::Dark, Phase::Deployment, 3));
    assert_eq!(after.dial, 5, "the Balance is with the dark side: the dial advances 2");
    assert_eq!(after.card(tie).focus, 0, "Elite (from Baron Fel) removes one more focus token");
    assert_eq!(after.card(despayre).focus, 1);
    assert_eq!(after.player(Side::Dark).play.len(), 5, "two objectives revealed to make three");
    assert_eq!((after.player(Side::Dark).hand.len(), after.player(Side::Dark).command_deck.len()), (6, 1));
    let mut expected = vec!["pass".to_string()];
    for _ in 0..6 {
        expected.push("unit TIE Fighter Patrol [Death and Despayre]".to_string());
        expected.push("unit TIE Fighter Patrol [Defending the Trench]".to_string());
    }
    expected.sort();
    assert_eq!(offered(&after), expected);
}

#[test]
fn light_side_balance_deals_1_damage_to_a_dark_side_objective_of_its_choice() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Force);
    let despayre = s.play(Side::Dark, "0036");
    s.play(Side::Dark, "0783");
    let xwing = s.play(Side::Light, "0700");
    s.focus(xwing, 1);
    for _ in 0..6 {
        s.command_deck(Side::Light, "0800");
    }
    let state = s.build();
    let (asked, _) = take(&state, "pass");
    assert_eq!(asked.prompt, Some(Prompt::new(Side::Light, Ask::BalanceDamage)));
    assert_eq!(offered(&asked), ["balance > Death and Despayre", "balance > Defending the Trench"]);
    let (after, _) = take(&asked, "balance > Death and Despayre");
    assert_eq!(after.card(despayre).damage, 1);
    assert_eq!((after.active, after.phase), (Side::Light, Phase::Deployment));
    assert_eq!(after.card(xwing).focus, 1, "the Light Side skips focus removal in its first refresh");
}

#[test]
fn the_dial_reaching_12_wins_for_the_dark_side() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Force).turn(2, 11, Side::Light);
    s.command_deck(Side::Dark, "0761");
    let state = s.build();
    let (after, _) = take(&state, "pass");
    assert_eq!(after.dial, 12);
    assert_eq!(after.outcome, Some(Outcome::Won(Side::Dark)));
    assert!(offered(&after).is_empty());
}

#[test]
fn drawing_from_an_empty_command_deck_loses() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Force).turn(2, 0, Side::Light);
    s.command_deck(Side::Dark, "0761");
    let state = s.build();
    let (after, _) = take(&state, "pass");
    assert_eq!(after.outcome, Some(Outcome::Won(Side::Light)));
    assert!(offered(&after).is_empty());
}

#[test]
fn force_struggle_gives_the_balance_to_the_higher_total_of_committed_ready_units() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Force);
    let tie = s.play(Side::Dark, "0715");
    s.attach(Side::Dark, "0714", tie, Role::Pilot);
    let patrol = s.play(Side::Light, "0761");
    s.commit(patrol);
    for _ in 0..6 {
        s.command_deck(Side::Light, "0800");
    }
    let state = s.build();
    assert_eq!(offered(&state), ["commit 181st TIE Interceptor", "pass"]);
    let (committed, _) = take(&state, "commit 181st TIE Interceptor");
    assert_eq!(offered(&committed), ["pass"]);
    let (after, events) = take(&committed, "pass");
    // 181st TIE Interceptor: 1 + Baron Fel's 3 against the Light Side's 1.
    assert!(events
        .iter()
        .any(|e| matches!(e, hangar::rules::lcg::Event::ForceStruggle { dark: 4, light: 1, balance: Side::Dark })));
    assert_eq!(after.balance, Side::Dark);
}

#[test]
fn the_dark_side_skips_its_conflict_phase_on_its_first_turn() {
    let s = Scenario::new("t", "IN-AFF", "RA-AFF");
    let state = s.build();
    let (after, _) = take(&state, "pass");
    assert_eq!(after.phase, Phase::Force);
    let mut later = Scenario::new("t", "IN-AFF", "RA-AFF").turn(3, 0, Side::Light).build();
    later.phase = Phase::Deployment;
    let (after, _) = Lcg::apply(&later, &Action::Initiative(Initiative::Pass)).unwrap();
    assert_eq!(after.phase, Phase::Conflict);
}

#[test]
fn destroying_a_light_side_objective_advances_the_dial_by_those_in_the_dark_side_victory_pile() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").turn(3, 2, Side::Light);
    support::superlaser_ready(&mut s);
    s.play(Side::Light, "0772");
    s.victory(Side::Dark, "0819");
    let state = s.build();
    let (after, _) = take(&state, &support::superlaser_on("Running the Trench"));
    assert!(after.player(Side::Dark).victory.contains(&find(&after, "Running the Trench")));
    assert_eq!(after.dial, 4, "two Light Side objectives in the Dark Side's victory pile");
}

#[test]
fn skirmish_scenario_plays_through_a_dark_and_a_light_turn_into_an_engagement() {
    let Some(hangar::rules::Game::Lcg(state)) = hangar::rules::scenario(hangar::rules::lcg::GAME, "lcg-skirmish")
    else {
        panic!("the skirmish scenario exists");
    };
    let mut state = state;
    for label in ["pass", "pass", "balance > Defending the Trench", "pass"] {
        state = take(&state, label).0;
    }
    assert_eq!((state.active, state.phase, state.turn), (Side::Light, Phase::Conflict, 2));
    assert_eq!(state.dial, 0, "the scenario opens in the Dark Side's deployment phase, after its balance phase");
    assert_eq!(state.card(find(&state, "Defending the Trench")).damage, 1);
    // Two copies of Death and Despayre: the notation does not tell them apart.
    assert_eq!(
        offered(&state),
        ["engage Death and Despayre", "engage Death and Despayre", "engage Defending the Trench", "pass"]
    );
    state = take(&state, "engage Defending the Trench").0;
    assert_eq!(offered(&state), ["declare Rogue Squadron X-Wing"]);
}
