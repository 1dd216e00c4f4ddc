//! The units that put a card into play as a resource ("You may put the top card of your deck into
//! play as a resource", `Effect::TopDeckToResource`, with `Cond::FewerResources`) or care what
//! was played this phase ("If you played a Bounty Hunter or Pilot card this phase", `IfPlayed`'s
//! `or_trait`), and General Hux's Raid for other First Order units (`Ability::Each`). Each card's
//! test is named by its number.

use crate::cards_units_triggers::play_unit;
use crate::event_positions::table;
use crate::support::{find, offered, offered_like, run, ONE, TWO};
use hangar::engine::Table;
use hangar::rules::swu::facts::raid;

#[test]
fn card_jtl_119_resupply_carrier_may_put_the_top_card_of_the_deck_into_play_as_a_resource() {
    let mut s = table("JTL_119");
    let top = s.deck(ONE, "SOR_237");
    let state = s.build();
    let resources = state.player(ONE).resources.len();
    let asked = play_unit(&state, "Resupply Carrier");
    assert_eq!(offered(&asked), ["accept", "pass"], "you may");
    let done = run(asked.clone(), &["accept"]);
    assert_eq!(done.player(ONE).resources.len(), resources + 1);
    assert!(done.player(ONE).resources.contains(&top) && done.card(top).exhausted, "it enters exhausted");
    assert!(done.player(ONE).deck.is_empty());
    let declined = run(asked, &["pass"]);
    assert_eq!(declined.player(ONE).resources.len(), resources);
}

#[test]
fn card_jtl_164_cham_syndulla_may_put_the_top_card_into_play_as_a_resource_if_an_opponent_has_more() {
    for (theirs, asked) in [(20, true), (12, false)] {
        let mut s = table("JTL_164");
        s.resources(TWO, theirs);
        s.deck(ONE, "SOR_237");
        let state = s.build();
        let resources = state.player(ONE).resources.len();
        let after = play_unit(&state, "Cham Syndulla");
        assert_eq!(after.prompt.is_some(), asked, "{theirs} against {resources}");
        if asked {
            let done = run(after, &["accept"]);
            assert_eq!(done.player(ONE).resources.len(), resources + 1);
        }
    }
}

#[test]
fn card_jtl_186_mist_hunter_may_draw_on_attack_if_a_bounty_hunter_or_pilot_card_was_played() {
    let mut s = table("JTL_246"); // Hopeful Volunteer, a Pilot
    s.unit(ONE, "JTL_186");
    s.deck(ONE, "SOR_237");
    let state = s.build();
    let not_yet = run(state.clone(), &["attack Mist Hunter > Shield Generator Complex"]);
    assert!(not_yet.prompt.is_none(), "no such card played this phase");
    let played = run(state, &["unit Hopeful Volunteer", "pass"]);
    let hand = played.player(ONE).hand.len();
    let asked = run(played, &["attack Mist Hunter > Shield Generator Complex"]);
    assert_eq!(offered(&asked), ["accept", "pass"], "you may draw");
    let done = run(asked, &["accept"]);
    assert_eq!(done.player(ONE).hand.len(), hand + 1);
}

#[test]
fn card_jtl_134_general_hux_raid_1_for_other_first_order_units_and_draws_after_a_first_order_card() {
    let mut s = table("JTL_236"); // Indoctrinated Conscript, First Order
    s.unit(ONE, "JTL_134");
    let trooper = s.unit(ONE, "JTL_132");
    let wing = s.unit(ONE, "SOR_237");
    s.deck(ONE, "SOR_237");
    let state = s.build();
    assert_eq!(raid(&state, trooper), 1, "another friendly First Order unit");
    assert_eq!(raid(&state, find(&state, "General Hux")), 0, "not Hux himself");
    assert_eq!(raid(&state, wing), 0, "not a First Order unit");
    assert!(offered_like(&state, "action General Hux").is_empty(), "no First Order card played yet");
    let played = run(state, &["unit Indoctrinated Conscript", "pass"]);
    let hand = played.player(ONE).hand.len();
    assert_eq!(offered_like(&played, "action General Hux"), ["action General Hux"]);
    let done = run(played, &["action General Hux"]);
    assert_eq!(done.player(ONE).hand.len(), hand + 1);
    assert!(done.card(find(&done, "General Hux")).exhausted);
}
