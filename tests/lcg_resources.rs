//! Resources with conditions: Guarding the Wing (set 150) and Elite Pilot Training (set 150).

mod support;

use hangar::rules::lcg::{Phase, Scenario, Side};
use support::offered;

#[test]
fn card_0741_guarding_the_wing_black_squadron_cards_pay_for_black_squadron_cards() {
    // "Each of your Black Squadron cards gains 1 resource value. These resources may only be
    // spent on Black Squadron cards."
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Deployment).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0741");
    s.play(Side::Dark, "0743");
    s.hand(Side::Dark, "0743");
    s.hand(Side::Dark, "0149");
    let mut state = s.build();
    // Focus the affiliation card so only Guarding the Wing (1) and the Black Squadron Fighter
    // (0 printed, +1 for Black Squadron cards) remain.
    let affiliation = state.player(Side::Dark).affiliation;
    state.cards[affiliation.idx()].focus = 1;
    let labels = offered(&state);
    assert!(
        labels.contains(&"Play Black Squadron Fighter as a unit (cost 2: focus Guarding the Wing, Black Squadron Fighter)".to_string()),
        "{labels:?}"
    );
    // The TIE Fighter (cost 1, not Black Squadron) can only be paid by Guarding the Wing itself.
    let tie: Vec<&String> = labels.iter().filter(|l| l.starts_with("Play TIE Fighter")).collect();
    assert_eq!(tie, ["Play TIE Fighter as a unit (cost 1: focus Guarding the Wing)"]);
}

#[test]
fn card_0744_elite_pilot_training_makes_the_next_black_squadron_card_cheaper() {
    // "Reaction: After you play a Black Squadron card, reduce the cost of the next Black Squadron
    // card you play this turn by 1."
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Deployment).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0744");
    s.play(Side::Dark, "0036");
    s.play(Side::Dark, "0783");
    s.hand(Side::Dark, "0743");
    s.hand(Side::Dark, "0743");
    let state = s.build();
    let (played, _) = support::take(&state, "Play Black Squadron Fighter as a unit (cost 2: focus Death and Despayre)");
    assert_eq!(offered(&played), ["Decline", "Use Elite Pilot Training's ability"]);
    let (reduced, _) = support::take(&played, "Use Elite Pilot Training's ability");
    let labels = offered(&reduced);
    assert!(labels.contains(&"Play Black Squadron Fighter as a unit (cost 1: focus Imperial Navy)".to_string()), "{labels:?}");
    // The reduction is used by that next Black Squadron card.
    let (second, _) = support::take(&reduced, "Play Black Squadron Fighter as a unit (cost 1: focus Imperial Navy)");
    assert!(second.player(Side::Dark).discounts.is_empty());
}
