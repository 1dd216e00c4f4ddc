//! The respond window (`rules/swccg/responses.rs`, `Prompt::Respond`): Interrupts answering what
//! the opponent just did — a card just deployed, a Force drain just initiated, both battle
//! destinies just drawn, a battle just finished, a lost battle with no cards left to forfeit, Force
//! just lost to a battle (issue #32). Each test is named `card_<GEMP id>_<what it does>`
//! (`cards_covered.rs`) and plays its card through the notation.

use crate::support::*;
use hangar::engine::Table;
use hangar::rules::swccg::facts::total_power;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Prompt;
use hangar::rules::swccg::Side;
use hangar::rules::swccg::Slot;
use hangar::rules::swccg::State;

/// Whether the respond window is open for `side`.
fn responding(state: &State, side: Side) -> bool {
    matches!(state.prompt, Some(Prompt::Respond { chooser, .. }) if chooser == side)
}

/// `deployer` in its deploy phase with `mine` at Mos Eisley against `theirs`; the opponent holds
/// `barrier`; then `deployer` deploys `deploy` (notation).
fn deployed_against(deployer: Side, mine: &[&str], theirs: &[&str], barrier: &str, deploy: &str) -> State {
    let (mut s, p) = board(deployer, Phase::Deploy, 10);
    for t in mine {
        s.at(deployer, t, p.mos_eisley);
    }
    for t in theirs {
        s.at(deployer.opponent(), t, p.mos_eisley);
    }
    s.hand(deployer.opponent(), barrier);
    let title = deploy.split(" > ").next().unwrap_or(deploy).trim_start_matches("deploy ");
    s.hand(deployer, title);
    run(s.build(), &[deploy])
}

#[test]
fn card_1_249_imperial_barrier_keeps_a_just_deployed_character_from_battling_or_moving_this_turn() {
    let state = deployed_against(
        LIGHT,
        &[],
        &["Stormtrooper"],
        "Imperial Barrier",
        "deploy Luke Skywalker > Tatooine: Mos Eisley",
    );
    assert!(responding(&state, DARK), "the respond window opens for Dark");
    assert_eq!(offered(&state), vec!["interrupt Imperial Barrier > Luke Skywalker", "pass"]);
    let force = state.player(DARK).force_pile.len();
    let held = run(state.clone(), &["interrupt Imperial Barrier > Luke Skywalker"]);
    assert_eq!(held.player(DARK).force_pile.len(), force - 1, "1 Force");
    assert_eq!(held.prompt, None);
    // Luke may neither battle at Mos Eisley nor move: the Light Side's battle and move phases go
    // by, to its draw phase; at the end of the turn the card is free again.
    assert_eq!(held.phase, Phase::Draw, "nothing to do in the battle and move phases");
    assert!(!held.held.is_empty());
    let next = run(held, &["pass"]);
    assert_eq!(next.active, DARK);
    assert!(next.held.is_empty(), "for the remainder of this turn");
    let without = run(state, &["pass"]);
    assert!(is_offered(&without, "battle Tatooine: Mos Eisley"), "passed: Luke battles");
    let luke = find(&without, "Luke Skywalker");
    assert!(without.card(luke).at.is_some());
}

#[test]
fn card_1_105_rebel_barrier_holds_a_just_deployed_starship_and_its_pilot_out_of_battle() {
    let (mut s, p) = board(DARK, Phase::Deploy, 8);
    let xwing = s.at(LIGHT, "X-wing", p.yavin);
    s.aboard(LIGHT, "Biggs Darklighter", xwing, Slot::Pilot);
    let tie = s.at(DARK, "TIE Fighter", p.yavin);
    s.aboard(DARK, "DS-61-2", tie, Slot::Pilot);
    s.hand(LIGHT, "Rebel Barrier");
    s.hand(DARK, "Black 2");
    s.hand(DARK, "DS-61-3");
    let state = run(s.build(), &["deploy Black 2 + DS-61-3 as pilot > Yavin 4"]);
    assert!(responding(&state, LIGHT));
    assert!(is_offered(&state, "interrupt Rebel Barrier > Black 2"));
    assert!(is_offered(&state, "interrupt Rebel Barrier > DS-61-3"), "either card just deployed");
    let power = |state: &State| total_power(state, DARK, state.locations[3]);
    // Nothing else to deploy: the battle phase follows the window.
    let free = run(state.clone(), &["pass"]);
    let held = run(state, &["interrupt Rebel Barrier > Black 2"]);
    assert_eq!(held.phase, Phase::Battle);
    assert!(is_offered(&held, "battle Yavin 4"), "the TIE Fighter may battle");
    let tie_fighter = hangar::rules::swccg::facts::power(&held, find(&held, "TIE Fighter"));
    assert_eq!(power(&held), u16::from(tie_fighter), "Black 2 (and its pilot) add nothing");
    assert!(power(&free) > power(&held));
    let moving = run(held, &["pass"]);
    assert_eq!(moving.phase, Phase::Move);
    assert!(offered_like(&moving, "hyperspeed Black 2").is_empty(), "nor moves");
}
