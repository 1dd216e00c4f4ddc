//! Capture and rescue (research notes lcg.md §1 "Capture"), through Boba Fett's pilot text
//! (Attack Run, set 160; outside the starter decks).

use crate::support::{find, offered, run, superlaser_on, superlaser_ready};
use hangar::engine::Table;
use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Role;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;
use hangar::rules::lcg::State;

/// Dark Side deployment (Scum and Villainy): Boba Fett in hand, a TIE Fighter to pilot, two
/// resource objectives; the Light Side has an X-Wing and a Y-Wing carrying an Astromech.
fn boba_ready() -> State {
    let mut s = Scenario::new("t", "SV-AFF", "RA-AFF").active(Side::Dark, Phase::Deployment).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0036");
    s.play(Side::Dark, "0149");
    s.hand(Side::Dark, "0789");
    s.play(Side::Light, "0082");
    s.play(Side::Light, "0163");
    let y_wing = s.play(Side::Light, "0165");
    s.attach(Side::Light, "0158", y_wing, Role::Enhancement);
    s.build()
}

#[test]
fn capture_boba_fett_attached_as_a_pilot_captures_a_unit_under_an_objective() {
    let state = boba_ready();
    let play = "pilot Boba Fett > TIE Fighter [Scum and Villainy, Death and Despayre]";
    assert_eq!(crate::support::plays(&state, "Boba Fett"), [play], "as a pilot, on the TIE Fighter");
    let attached = run(state, &[play]);
    assert_eq!(offered(&attached), ["pass", "trigger Boba Fett"]);
    let asked = run(attached, &["trigger Boba Fett"]);
    // "a target unit with printed cost 4 or lower and without an enhancement on it": the Y-Wing
    // carries an Astromech, and the TIE Fighter now carries Boba Fett himself.
    assert_eq!(offered(&asked), ["choose X-Wing"]);
    let captured = run(asked, &["choose X-Wing"]);
    let x_wing = find(&captured, "X-Wing");
    let despayre = find(&captured, "Death and Despayre");
    assert!(!captured.in_play(x_wing));
    assert_eq!(captured.player(Side::Dark).captives, [x_wing]);
    assert_eq!(captured.card(x_wing).captured_under, Some(despayre));
    assert!(hangar::rules::lcg::problems(&captured).is_empty());
}

#[test]
fn rescue_the_captive_returns_to_its_owners_hand_when_the_objective_leaves_play() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Deployment).turn(3, 0, Side::Light);
    superlaser_ready(&mut s);
    let mut state = s.build();
    // A Light Side X-Wing captured earlier under Death and Despayre.
    let despayre = find(&state, "Death and Despayre");
    let x_wing = state.add_card(hangar::cards::lcg::catalog().by_key("0163").unwrap(), Side::Light);
    state.card_mut(x_wing).captured_under = Some(despayre);
    state.players[Side::Dark.idx()].captives.push(x_wing);
    assert!(hangar::rules::lcg::problems(&state).is_empty());
    let destroyed = run(state, &[&superlaser_on("Death and Despayre")]);
    assert!(destroyed.player(Side::Light).hand.contains(&x_wing), "rescued to its owner's hand");
    assert!(destroyed.player(Side::Dark).captives.is_empty());
    assert_eq!(destroyed.card(x_wing).captured_under, None);
}

#[test]
fn capture_a_unit_destroyed_while_its_enhancements_leave_is_not_captured_too() {
    // Found by the whole-match test over random pool decks (seed 6653 of 20,000): Ephant Mon
    // captures a defending SpecForce Pathfinder with 1 damage, held up by Hoth Survival Gear
    // (+1 damage capacity for the Hoth objective). The Gear leaves first, the unit is destroyed
    // by its damage, and it stays in its owner's discard pile rather than lie captured as well.
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Conflict).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0036");
    s.play(Side::Dark, "1002");
    s.hand(Side::Dark, "0945");
    s.play(Side::Light, "0182");
    let trooper = s.play(Side::Light, "0908");
    s.attach(Side::Light, "0186", trooper, Role::Enhancement);
    s.damage(trooper, 1);
    let declared = run(
        s.build(),
        &[
            "engage Hoth Operations",
            "declare Ephant Mon",
            "pass",
            "declare SpecForce Pathfinder",
            "pass",
            "edge Expendable Scout",
        ],
    );
    let mut struck = declared;
    for _ in 0..12 {
        if offered(&struck).contains(&"strike Ephant Mon".to_string()) {
            break;
        }
        struck = run(struck, &["pass"]);
    }
    let focused = run(struck, &["strike Ephant Mon", "focus > SpecForce Pathfinder", "focus > SpecForce Pathfinder"]);
    assert_eq!(offered(&focused), ["pass", "trigger Ephant Mon"]);
    let done = run(focused, &["trigger Ephant Mon"]);
    assert!(done.player(Side::Light).discard.contains(&trooper), "destroyed as the Gear left");
    assert!(done.player(Side::Dark).captives.is_empty() && done.card(trooper).captured_under.is_none());
    assert!(hangar::rules::lcg::problems(&done).is_empty(), "{:?}", hangar::rules::lcg::problems(&done));
}
