//! A position the computer-player benchmark found where the game cannot go on: no legal action
//! and no outcome. Kept as a test of the current (wrong) behaviour, so that fixing the engine
//! turns it red and it is rewritten to assert the fix.
//!
//! Found by `benches/ai_strength.rs` (AI_DEPTH=0, Normal against greedy, seeds 0xa15eed00..02):
//! the Dark Side engages The Rebel Fleet ("Only Vehicle units can be declared as attackers
//! against this objective") while its only ready unit is not a Vehicle. `Engage` is listed
//! (there is a ready unit), then no `Declare` is legal and `Pass` is refused (NeedAnAttacker).

use hangar::rules::lcg::{apply, legal_actions, Action, Phase, Scenario, Side};

#[test]
fn engaging_the_rebel_fleet_without_a_vehicle_leaves_no_legal_action() {
    let mut s = Scenario::new("stuck: The Rebel Fleet", "IN-AFF", "RA-AFF")
        .seed(1)
        .active(Side::Dark, Phase::Conflict)
        .turn(3, 0, Side::Light);
    s.play(Side::Dark, "0036");
    s.play(Side::Dark, "0125"); // Stormtrooper Elite: ready, not a Vehicle.
    let fleet = s.play(Side::Light, "0143");
    let state = s.build();
    let engage = Action::Engage { objective: fleet };
    assert!(legal_actions(&state).contains(&engage));
    let (after, _) = apply(&state, &engage).expect("a listed action applies");
    // FIXME: the game is stuck here. Either `Engage` should not be listed without an attacker
    // that may be declared against this objective, or `Pass` should be allowed.
    assert!(after.outcome.is_none());
    assert_eq!(legal_actions(&after), Vec::<Action>::new());
}
