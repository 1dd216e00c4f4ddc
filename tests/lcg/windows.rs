//! Action windows (research notes lcg.md §1 "Timing"; docs/rules-notes.md "Action windows").

use crate::support::{find, offered, take};
use hangar::rules::lcg::{self, Phase, Scenario, Side, State};

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
    assert_eq!(offered(&state), ["End the Deployment phase"], "the Light Side has nothing to play");
    let (window, _) = take(&state, "End the Deployment phase");
    assert_eq!(window.phase, Phase::Deployment, "the phase has not ended yet");
    assert_eq!(window.acting(), Side::Dark);
    let labels = offered(&window);
    assert_eq!(labels.len(), 2, "{labels:?}");
    assert_eq!(labels[0], "Pass (no more Actions)");
    assert!(labels[1].starts_with("Play Filthy Accusations on X-Wing"), "{labels:?}");
    let (played, _) = take(&window, &labels[1]);
    assert_eq!(played.card(find(&played, "X-Wing")).focus, 1);
    assert_eq!(played.acting(), Side::Dark, "the window stays open until its player passes");
    let (ended, _) = take(&played, "Pass (no more Actions)");
    assert_eq!(ended.phase, Phase::Conflict);
    assert_eq!(ended.acting(), Side::Light);
}

#[test]
fn windows_an_opponent_with_nothing_to_play_gets_no_window() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Deployment).turn(4, 0, Side::Light);
    s.play(Side::Light, "0163");
    let (ended, _) = take(&s.build(), "End the Deployment phase");
    assert_eq!(ended.phase, Phase::Conflict);
}

#[test]
fn windows_the_opponent_cannot_play_units_in_its_window() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Deployment).turn(4, 0, Side::Light);
    s.play(Side::Light, "0163");
    s.hand(Side::Dark, "0927");
    let tie = s.hand(Side::Dark, "0149");
    s.play(Side::Dark, "0036");
    let (window, _) = take(&s.build(), "End the Deployment phase");
    assert!(offered(&window).iter().all(|l| !l.contains("TIE Fighter")), "{:?}", offered(&window));
    let play = lcg::Action::PlayUnit { card: tie, payment: lcg::Payment::default() };
    assert!(lcg::apply(&window, &play).is_err());
}
