//! Action windows (research notes lcg.md §1 "Timing"; docs/rules-notes.md "Action windows").

use crate::support::{find, offered, pass_key, take};
use hangar::engine::Ruleset;
use hangar::engine::Table;
use hangar::rules::lcg;
use hangar::rules::lcg::Initiative;
use hangar::rules::lcg::Lcg;
use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;
use hangar::rules::lcg::State;

/// Light Side deployment; the Dark Side holds Filthy Accusations (cost 0) and the Light Side
/// controls a neutral (out-of-faction) X-Wing.
fn light_deployment() -> State {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Deployment).turn(4, 0, Side::Light);
    s.play(Side::Light, "0163");
    s.hand(Side::Dark, "0927");
    s.build()
}

#[test]
fn windows_the_opponent_may_play_an_action_before_the_active_players_phase_ends() {
    let state = light_deployment();
    assert_eq!(offered(&state), ["pass"], "the Light Side has nothing to play");
    assert_eq!(pass_key(&state), "lcg-label-end-phase");
    let (window, _) = take(&state, "pass");
    assert_eq!(window.phase, Phase::Deployment, "the phase has not ended yet");
    assert_eq!(window.acting(), Side::Dark);
    let labels = offered(&window);
    assert_eq!(labels, ["event Filthy Accusations > X-Wing [free]", "pass"]);
    assert_eq!(pass_key(&window), "lcg-label-pass-window", "the Dark Side's window: it passes on no phase");
    let (played, _) = take(&window, &labels[0]);
    assert_eq!(played.card(find(&played, "X-Wing")).focus, 1);
    assert_eq!(played.acting(), Side::Dark, "the window stays open until its player passes");
    assert_eq!(pass_key(&played), "lcg-label-pass-window");
    let (ended, _) = take(&played, "pass");
    assert_eq!(ended.phase, Phase::Conflict);
    assert_eq!(ended.acting(), Side::Light);
}

#[test]
fn windows_an_opponent_with_nothing_to_play_gets_no_window() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Deployment).turn(4, 0, Side::Light);
    s.play(Side::Light, "0163");
    let (ended, _) = take(&s.build(), "pass");
    assert_eq!(ended.phase, Phase::Conflict);
}

#[test]
fn windows_the_opponent_cannot_play_units_in_its_window() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Deployment).turn(4, 0, Side::Light);
    s.play(Side::Light, "0163");
    s.hand(Side::Dark, "0927");
    let tie = s.hand(Side::Dark, "0149");
    s.play(Side::Dark, "0036");
    let (window, _) = take(&s.build(), "pass");
    assert_eq!(offered(&window), ["event Filthy Accusations > X-Wing [free]", "pass"], "no unit in its window");
    let play = lcg::Action::Initiative(Initiative::PlayUnit { card: tie, payment: lcg::Payment::default() });
    assert!(Lcg::apply(&window, &play).is_err());
}
