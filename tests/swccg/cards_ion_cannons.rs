//! The pool's ion cannons: "If destiny (+2) > defense value, all starship weapons deployed on
//! target are lost, armor or maneuver = 0 and hyperspeed = 0" in place of a hit (`weapons.rs`
//! `ionize`). Each test is named `card_<GEMP id>_<what it does>` (`cards_covered.rs`); a destiny
//! is the top card of the Reserve Deck.

use crate::support::*;
use hangar::engine::Table;
use hangar::rules::swccg::facts::{hyperspeed, maneuver};
use hangar::rules::swccg::Event;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Slot;
use hangar::rules::swccg::State;

/// Deploys by `deploy`, ends the deploy phase if it does not end by itself, and battles at Yavin 4.
fn deploy_then_battle(state: State, deploy: &str) -> State {
    let state = run(state, &[deploy]);
    let state = if state.phase == Phase::Deploy { run(state, &["pass"]) } else { state };
    run(state, &["battle Yavin 4 (1)"])
}

/// Ion Cannon: on the Devastator (a Star Destroyer, not on a TIE), fired at Red 3 (piloted, maneuver 4)
/// with a destiny of 3: 3 + 2 > 4, so Red 3 is ionized, not hit: its Proton Torpedoes are lost,
/// its maneuver and hyperspeed are 0.
#[test]
fn card_1_318_ion_cannon_ionizes_a_starship_on_destiny_plus_2_over_its_defense() {
    let (mut s, p) = board(DARK, Phase::Deploy, 4);
    s.at(DARK, "Devastator", p.yavin);
    s.at(DARK, "TIE Fighter", p.yavin);
    let red3 = s.at(LIGHT, "Red 3", p.yavin);
    s.aboard(LIGHT, "Rebel Pilot", red3, Slot::Pilot);
    let torpedoes = s.on(LIGHT, "Proton Torpedoes", red3);
    s.hand(DARK, "1_318");
    s.reserve(DARK, "TIE Advanced x1"); // destiny 3
    let state = s.build();
    assert_eq!(offered_like(&state, "deploy Ion Cannon"), ["deploy Ion Cannon on Devastator (2)"]);
    let state = deploy_then_battle(state, "deploy Ion Cannon on Devastator");
    let before = hyperspeed(&state, red3);
    assert!(before > 0 && maneuver(&state, red3) == Some(4));
    let (after, events) = take(&state, "fire Ion Cannon > Red 3 (1)");
    assert!(events.iter().any(|e| matches!(e, Event::Ionized { card } if *card == red3)), "{events:?}");
    assert!(!events.iter().any(|e| matches!(e, Event::Hit { .. })), "an ion shot does not hit");
    assert!(after.card(red3).ionized && !after.card(red3).hit);
    assert!(after.player(LIGHT).lost_pile.contains(&torpedoes), "its starship weapon is lost");
    assert_eq!((maneuver(&after, red3), hyperspeed(&after, red3)), (Some(0), 0));
}

/// SW-4 Ion Cannon: on a Y-wing (Gold 5, piloted), not an X-wing; fired at a TIE Fighter (maneuver 3)
/// with a destiny of 4 it ionizes it (its Enhanced TIE Laser Cannon lost); with a destiny of 3
/// (not over 3: no "+2" here) it misses.
#[test]
fn card_2_81_sw_4_ion_cannon_ionizes_a_starship_on_destiny_over_its_defense() {
    for (top, ionized) in [("Gold 5", true), ("Red 3", false)] {
        let (mut s, p) = board(LIGHT, Phase::Deploy, 4);
        let tie = s.at(DARK, "TIE Fighter", p.yavin);
        let cannon = s.on(DARK, "Enhanced TIE Laser Cannon", tie);
        let gold5 = s.at(LIGHT, "Gold 5", p.yavin);
        s.aboard(LIGHT, "Rebel Pilot", gold5, Slot::Pilot);
        s.at(LIGHT, "X-wing", p.yavin);
        s.hand(LIGHT, "2_81");
        s.reserve(LIGHT, top);
        let state = s.build();
        assert_eq!(offered_like(&state, "deploy SW-4"), ["deploy SW-4 Ion Cannon on Gold 5 (1)"]);
        let state = deploy_then_battle(state, "deploy SW-4 Ion Cannon on Gold 5");
        let (after, _) = take(&state, "fire SW-4 Ion Cannon > TIE Fighter (1)");
        assert_eq!(after.card(tie).ionized, ionized, "destiny of {top}");
        assert_eq!(after.player(DARK).lost_pile.contains(&cannon), ionized);
        assert_eq!(maneuver(&after, tie), Some(if ionized { 0 } else { 3 }));
        assert!(!after.card(tie).hit);
    }
}
