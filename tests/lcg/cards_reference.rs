//! Starter cards built from the composed ability vocabulary (`rules/lcg/ability.rs`): one test
//! per card, named `card_<number>_…`, each playing the card's printed text.

use crate::support::{self, find, offered, run};
use hangar::engine::Common;
use hangar::engine::Ruleset;
use hangar::engine::Table;
use hangar::rules::lcg::Action;
use hangar::rules::lcg::Answer;
use hangar::rules::lcg::Lcg;
use hangar::rules::lcg::Payment;
use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Reason;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;
use hangar::rules::lcg::State;

/// Dark Side conflict: a 181st TIE Interceptor attacks Running the Trench, an X-Wing defends.
fn engagement(dark_hand: &str, light_hand: &str) -> State {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Conflict).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0715");
    s.hand(Side::Dark, dark_hand);
    s.play(Side::Light, "0772");
    s.play(Side::Light, "0163");
    s.hand(Side::Light, light_hand);
    s.command_deck(Side::Light, "0185");
    let state = s.build();
    run(state, &["engage Running the Trench", "declare 181st TIE Interceptor", "pass", "declare X-Wing", "pass"])
}

#[test]
fn card_0169_heat_of_battle_deals_1_damage_to_a_target_participating_enemy_unit() {
    // "Deal 1 damage to a target participating enemy unit." (Dark Side copy)
    let edge = engagement("0169", "0185");
    let revealed = run(edge, &["edge Heat of Battle", "pass", "pass"]);
    assert_eq!(offered(&revealed), ["choose X-Wing"], "the only participating enemy unit");
    let done = run(revealed, &["choose X-Wing"]);
    assert_eq!(done.card(find(&done, "X-Wing")).damage, 1);
    assert_eq!(done.card(find(&done, "181st TIE Interceptor")).damage, 0);
}

#[test]
fn card_0065_heat_of_battle_works_for_the_defender_too() {
    // The Light Side copy, placed by the defender.
    let edge = engagement("0185", "0065");
    let revealed = run(edge, &["pass", "edge Heat of Battle", "pass"]);
    let revealed = run(revealed, &["pass"]);
    assert_eq!(offered(&revealed), ["choose 181st TIE Interceptor"]);
    let done = run(revealed, &["choose 181st TIE Interceptor"]);
    assert_eq!(done.card(find(&done, "181st TIE Interceptor")).damage, 1);
}

#[test]
fn card_0005_a_wing_draws_a_card_after_it_is_focused_to_strike() {
    // "Reaction: After this unit is focused to strike, draw 1 card."
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Conflict).turn(4, 0, Side::Light);
    s.play(Side::Dark, "0036");
    s.play(Side::Light, "0005");
    s.command_deck(Side::Light, "0185");
    let state = run(
        s.build(),
        &[
            "engage Death and Despayre",
            "declare A-Wing",
            "pass",
            "pass",
            "pass",
            "pass",
            // A 0–0 edge battle goes to the defender, who strikes first and has no units.
            "pass",
            "strike A-Wing",
        ],
    );
    assert_eq!(offered(&state), ["pass", "trigger A-Wing"]);
    let drawn = run(state.clone(), &["trigger A-Wing"]);
    assert_eq!(drawn.player(Side::Light).hand.len(), 1);
    let declined = run(state, &["pass"]);
    assert!(declined.player(Side::Light).hand.is_empty());
}

#[test]
fn card_0171_twist_of_fate_cancels_the_edge_battle_and_its_fates_and_starts_a_new_one() {
    // "Cancel this edge battle and the card effects of all other fate cards just revealed.
    // Discard both edge stacks and start a new edge battle."
    let edge = engagement("0171", "0065");
    let restarted = run(edge, &["edge Twist of Fate", "edge Heat of Battle", "pass", "pass"]);
    assert!(restarted.player(Side::Dark).edge.is_empty() && restarted.player(Side::Light).edge.is_empty());
    assert!(restarted.player(Side::Dark).discard.contains(&find(&restarted, "Twist of Fate")));
    assert!(restarted.player(Side::Light).discard.contains(&find(&restarted, "Heat of Battle")));
    assert_eq!(restarted.card(find(&restarted, "181st TIE Interceptor")).damage, 0, "Heat of Battle was cancelled");
    assert_eq!(restarted.acting(), Side::Dark, "the new edge battle starts with the attacker");
    assert_eq!(offered(&restarted), ["pass"]);
    assert_eq!(support::pass_key(&restarted), "lcg-label-pass-edge", "passing in the new edge battle");
    let engagement = restarted.engagement.as_ref().expect("still engaged");
    assert_eq!(engagement.edge_winner, None);
}

#[test]
fn card_0762_koiogran_turn_makes_the_opponent_choose_a_different_target() {
    // "Interrupt: When a friendly Vehicle unit is targeted by an enemy card effect, your opponent
    // must choose a different eligible target instead, if able."
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Deployment).turn(4, 0, Side::Light);
    s.play(Side::Dark, "0036");
    s.play(Side::Dark, "0149");
    s.hand(Side::Dark, "0762");
    s.play(Side::Light, "0082");
    s.hand(Side::Light, "0108");
    let state = s.build();
    let asked = run(state, &["event Rebel Assault > TIE Fighter [Draw Their Fire]"]);
    assert_eq!(asked.acting(), Side::Dark);
    // Playing it is a play: its payment is inside the answer (Koiogran Turn costs 0).
    assert_eq!(offered(&asked), ["pass", "trigger Koiogran Turn [free]"]);
    let redirected = run(asked.clone(), &["trigger Koiogran Turn"]);
    assert_eq!(redirected.acting(), Side::Light);
    assert_eq!(offered(&redirected), ["choose Death and Despayre"], "any eligible target but the TIE Fighter");
    let done = run(redirected, &["choose Death and Despayre"]);
    assert_eq!(done.card(find(&done, "Death and Despayre")).damage, 2);
    assert_eq!(done.card(find(&done, "TIE Fighter")).damage, 0);
    assert!(done.player(Side::Dark).discard.contains(&find(&done, "Koiogran Turn")));
    // Declined, the TIE Fighter takes the damage (and is destroyed).
    let declined = run(asked, &["pass"]);
    assert!(declined.player(Side::Dark).discard.contains(&find(&declined, "TIE Fighter")));
}

#[test]
fn card_0762_koiogran_turn_is_not_offered_without_another_eligible_target() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Deployment).turn(4, 0, Side::Light);
    s.play(Side::Dark, "0149");
    s.hand(Side::Dark, "0762");
    s.play(Side::Light, "0082");
    s.hand(Side::Light, "0108");
    let done = run(s.build(), &["event Rebel Assault > TIE Fighter [Draw Their Fire]"]);
    assert!(done.player(Side::Dark).discard.contains(&find(&done, "TIE Fighter")));
    assert!(done.player(Side::Dark).hand.contains(&find(&done, "Koiogran Turn")));
}

#[test]
fn card_0762_koiogran_turn_is_paid_for_in_the_answer_that_plays_it() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Deployment).turn(4, 0, Side::Light);
    let despayre = s.play(Side::Dark, "0036");
    s.play(Side::Dark, "0149");
    let turn = s.hand(Side::Dark, "0762");
    s.play(Side::Light, "0082");
    s.hand(Side::Light, "0108");
    let asked = run(s.build(), &["event Rebel Assault > TIE Fighter [Draw Their Fire]"]);
    let refused = |payment| Lcg::apply(&asked, &Action::Answer(Answer::Trigger { card: turn, payment })).unwrap_err();
    assert_eq!(refused(None).reason, Reason::Common(Common::NotAnAnswer), "a play names its payment");
    assert_eq!(refused(Some(Payment::of(&[despayre]))).reason, Reason::Overpaid, "it costs nothing");
    let (played, _) =
        Lcg::apply(&asked, &Action::Answer(Answer::Trigger { card: turn, payment: Some(Payment::default()) }))
            .expect("the free payment");
    assert_eq!(played.card(despayre).focus, 0);
    assert!(played.player(Side::Dark).discard.contains(&turn));
}
