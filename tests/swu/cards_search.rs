//! The cards that search the top of a deck: "Search the top N cards of your deck for up to M
//! <trait> units, reveal them, and draw them" (`Effect::Search`, `Prompt::Search`), with Snap
//! Wexley's unit side ("The next Resistance card you play this phase costs 1 less",
//! `Effect::NextTraitLess`), and Seasoned Fleet Admiral's "When an opponent draws", which a
//! search's draw triggers. Each card's test is named by its number.

use crate::event_positions::{choices, play, table};
use crate::support::{offered_like, run, ONE};
use hangar::engine::Table;
use hangar::rules::swu::Prompt;

#[test]
fn card_jtl_128_prepare_for_takeoff_searches_the_top_8_for_up_to_2_vehicle_units() {
    let mut s = table("JTL_128");
    let ninth = s.deck(ONE, "SOR_237"); // Alliance X-Wing, below the top 8
    let x_wing = s.deck(ONE, "JTL_247"); // Resistance X-Wing
    for id in ["SOR_093", "JTL_254", "SOR_225", "JTL_246", "JTL_234", "SOR_093", "JTL_254"] {
        s.deck(ONE, id);
    }
    let state = s.build();
    let asked = play(&state, "Prepare for Takeoff");
    assert!(matches!(&asked.prompt, Some(Prompt::Search { left: 2, .. })));
    assert_eq!(
        choices(&asked),
        ["choose Resistance X-Wing", "choose TIE/ln Fighter", "pass"],
        "Vehicle units among the top 8, up to 2: not the Alliance X-Wing below"
    );
    let one = run(asked, &["choose Resistance X-Wing"]);
    assert!(one.player(ONE).hand.contains(&x_wing));
    assert_eq!(choices(&one), ["choose TIE/ln Fighter", "pass"]);
    let done = run(one, &["pass"]);
    assert!(done.prompt.is_none());
    let deck = &done.player(ONE).deck;
    assert_eq!(deck.len(), 8);
    assert_eq!(deck.last(), Some(&ninth), "the other 7 went to the bottom");
    // Two drawn: the search ends by itself.
    let both = run(state, &["event Prepare for Takeoff", "choose TIE/ln Fighter", "choose Resistance X-Wing"]);
    assert!(both.prompt.is_none());
    assert_eq!(both.player(ONE).deck.len(), 7);
}

#[test]
fn card_jtl_098_snap_wexley_next_resistance_card_costs_1_less_or_searches_5_for_a_resistance_card() {
    let mut s = table("JTL_098");
    s.hand(ONE, "JTL_247"); // Resistance X-Wing
    s.hand(ONE, "JTL_247");
    s.unit(ONE, "SOR_237"); // Alliance X-Wing, a Vehicle for him to pilot
    let state = s.build();
    let offered = |state: &hangar::rules::swu::State| {
        let mut words = offered_like(state, "unit Resistance X-Wing");
        words.dedup();
        words
    };
    assert_eq!(offered(&state), ["unit Resistance X-Wing [2]"]);
    // As a unit: the next Resistance card this phase costs 1 less, once.
    let after = run(state.clone(), &["unit Snap Wexley", "pass"]);
    assert_eq!(offered(&after), ["unit Resistance X-Wing [1]"]);
    let after = run(after, &["unit Resistance X-Wing [1]", "pass"]);
    assert_eq!(offered(&after), ["unit Resistance X-Wing [2]"], "used up");
    // As an upgrade: the top 5 searched for a Resistance card.
    let mut s = table("JTL_098");
    s.unit(ONE, "SOR_237");
    s.deck(ONE, "JTL_247"); // sixth from the top: not looked at
    let fifth = s.deck(ONE, "JTL_103"); // Chewbacca, not Resistance
    let x_wing = s.deck(ONE, "JTL_247");
    for id in ["SOR_093", "SOR_225", "JTL_254"] {
        s.deck(ONE, id);
    }
    let asked = run(s.build(), &["pilot Snap Wexley > Alliance X-Wing"]);
    assert_eq!(choices(&asked), ["choose Resistance X-Wing", "pass"], "a Resistance card among the top 5");
    let done = run(asked, &["choose Resistance X-Wing"]);
    assert!(done.player(ONE).hand.contains(&x_wing));
    assert!(done.prompt.is_none(), "a card: one at most");
    assert_eq!(done.player(ONE).deck.len(), 5);
    assert!(done.player(ONE).deck[..4].contains(&fifth), "the others to the bottom");
}

#[test]
fn card_jtl_111_seasoned_fleet_admiral_may_give_an_experience_token_when_an_opponent_draws_in_the_action_phase() {
    use hangar::rules::swu::facts::power;
    let mut s = hangar::rules::swu::Scenario::skirmish().active(crate::support::TWO);
    s.resources(crate::support::TWO, 12);
    s.hand(crate::support::TWO, "JTL_128");
    s.deck(crate::support::TWO, "SOR_093");
    s.deck(crate::support::TWO, "JTL_247");
    let admiral = s.unit(ONE, "JTL_111");
    let state = s.build();
    // The only Vehicle drawn, the search ends by itself: the admiral's ability, once.
    let drew = run(state, &["event Prepare for Takeoff", "choose Resistance X-Wing"]);
    assert_eq!(drew.acting(), ONE, "the admiral's controller chooses");
    assert!(choices(&drew).contains(&"choose Seasoned Fleet Admiral".to_string()), "{:?}", choices(&drew));
    assert!(choices(&drew).contains(&"pass".to_string()), "you may");
    let given = run(drew, &["choose Seasoned Fleet Admiral"]);
    assert_eq!(power(&given, admiral), 2, "1, +1 from the Experience token");
}
