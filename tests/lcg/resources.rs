//! Costs and resources with conditions: Guarding the Wing and Elite Pilot Training (set 150),
//! Kuat Reinforcements (set 27) and The Defense of Yavin 4 (set 8); what a refused payment names.

use crate::support;
use hangar::engine::Ruleset;
use hangar::engine::Table;
use hangar::rules::lcg::Lcg;

use crate::support::{find, offered};
use hangar::engine::CardId;
use hangar::rules::lcg::example_1;
use hangar::rules::lcg::Action;
use hangar::rules::lcg::Initiative;
use hangar::rules::lcg::LcgRule;
use hangar::rules::lcg::Payment;
use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Reason;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;
use hangar::rules::lcg::State;

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
    assert_eq!(
        support::plays(&state, "Black Squadron Fighter"),
        ["unit Black Squadron Fighter [Guarding the Wing, Black Squadron Fighter]"]
    );
    assert_eq!(support::cost(&state, "unit Black Squadron Fighter [Guarding the Wing, Black Squadron Fighter]"), 2);
    // The TIE Fighter (cost 1, not Black Squadron) can only be paid by Guarding the Wing itself.
    assert_eq!(support::plays(&state, "TIE Fighter"), ["unit TIE Fighter [Guarding the Wing]"]);
    assert_eq!(support::cost(&state, "unit TIE Fighter"), 1);
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
    assert_eq!(support::cost(&state, "unit Black Squadron Fighter [Death and Despayre]"), 2);
    let (played, _) = support::take(&state, "unit Black Squadron Fighter [Death and Despayre]");
    assert_eq!(offered(&played), ["pass", "trigger Elite Pilot Training"]);
    let (reduced, _) = support::take(&played, "trigger Elite Pilot Training");
    assert_eq!(
        support::plays(&reduced, "Black Squadron Fighter"),
        ["unit Black Squadron Fighter [Defending the Trench]", "unit Black Squadron Fighter [Imperial Navy]"]
    );
    assert_eq!(support::cost(&reduced, "unit Black Squadron Fighter [Imperial Navy]"), 1);
    // The reduction is used by that next Black Squadron card.
    let (second, _) = support::take(&reduced, "unit Black Squadron Fighter [Imperial Navy]");
    assert!(second.player(Side::Dark).discounts.is_empty());
}

#[test]
fn card_0087_kuat_reinforcements_discards_cards_to_cut_a_vehicles_cost() {
    // "Interrupt: When you play a Vehicle unit, discard X cards from your hand to reduce its cost
    // by X (to a minimum of 1)."
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Deployment).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0087");
    s.hand(Side::Dark, "0044"); // Devastator, cost 6
    s.hand(Side::Dark, "0132");
    s.hand(Side::Dark, "0037");
    let state = s.build();
    let labels: Vec<String> = offered(&state).into_iter().filter(|l| l.contains("discarding")).collect();
    // Resources: Imperial Navy 1 + Kuat Reinforcements 1 = 2; two other cards in hand, so at
    // most 2 discards: Devastator costs 6 - 2 = 4, still too much. Nothing is offered.
    assert!(labels.is_empty(), "{labels:?}");

    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Deployment).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0087");
    s.hand(Side::Dark, "0148"); // TIE Bomber, cost 2
    s.hand(Side::Dark, "0132");
    s.hand(Side::Dark, "0037");
    let state = s.build();
    let label = "unit TIE Bomber discarding 1 for Kuat Reinforcements [Imperial Navy]";
    assert_eq!(
        support::plays(&state, "TIE Bomber"),
        [
            "unit TIE Bomber [Imperial Navy, Kuat Reinforcements]",
            label,
            "unit TIE Bomber discarding 1 for Kuat Reinforcements [Kuat Reinforcements]",
        ],
        "1 discard at most: the cost goes no lower than 1"
    );
    assert_eq!(support::cost(&state, label), 1, "2 less 1 discarded");
    let (played, _) = support::take(&state, label);
    assert_eq!(offered(&played), ["discard Death from Above", "discard Tallon Roll"]);
    let (done, _) = support::take(&played, "discard Tallon Roll");
    assert_eq!(done.player(Side::Dark).hand.len(), 1);
    assert!(done.player(Side::Dark).discard.contains(&support::find(&done, "Tallon Roll")));
    assert!(done.in_play(support::find(&done, "TIE Bomber")));
}

#[test]
fn card_0138_the_defense_of_yavin_4_works_the_same_for_the_light_side() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Deployment).turn(4, 0, Side::Light);
    s.play(Side::Light, "0138");
    s.hand(Side::Light, "0165"); // Y-Wing, cost 2
    s.hand(Side::Light, "0185");
    let state = s.build();
    let labels: Vec<String> = offered(&state).into_iter().filter(|l| l.contains("discarding")).collect();
    assert_eq!(
        labels,
        [
            "unit Snowspeeder discarding 1 for The Defense of Yavin 4 [Rebel Alliance]",
            "unit Snowspeeder discarding 1 for The Defense of Yavin 4 [The Defense of Yavin 4]",
            "unit Y-Wing discarding 1 for The Defense of Yavin 4 [Rebel Alliance]",
            "unit Y-Wing discarding 1 for The Defense of Yavin 4 [The Defense of Yavin 4]",
        ],
        "Y-Wing and Snowspeeder, each paid two ways"
    );
    assert!(labels.iter().all(|l| support::cost(&state, l) == 1), "each costs 1 after its discard");
}

#[test]
fn payment_refusals_name_the_first_real_fault() {
    // Example 1: Baron Fel's pilot cost 2 onto the 181st TIE Interceptor. A payment is refused for
    // what is wrong with its cards before it is called overpaid.
    let mut state = example_1();
    let fel = find(&state, "Baron Fel");
    let tie = find(&state, "181st TIE Interceptor");
    let despayre = find(&state, "Death and Despayre");
    let trench = find(&state, "Defending the Trench");
    let rebel_objective = find(&state, "Running the Trench");
    let affiliation = state.player(Side::Dark).affiliation;
    let refused = |state: &State, cards: &[CardId]| {
        let action = Action::Initiative(Initiative::PlayPilot { card: fel, host: tie, payment: Payment::of(cards) });
        let rejected = Lcg::apply(state, &action).unwrap_err();
        (rejected.reason, rejected.rule)
    };
    let resources = LcgRule::Resources.rule();
    assert_eq!(refused(&state, &[despayre, despayre]), (Reason::ResourceNamedTwice, resources));
    assert_eq!(refused(&state, &[rebel_objective, trench]), (Reason::ResourceNotYours, resources));
    assert_eq!(refused(&state, &[tie, despayre]), (Reason::NotAResource, resources));
    assert_eq!(refused(&state, &[despayre, affiliation]), (Reason::Overpaid, resources), "a real overpayment");
    state.card_mut(despayre).focus = 1;
    assert_eq!(refused(&state, &[despayre]), (Reason::ResourceFocused, resources));
}
