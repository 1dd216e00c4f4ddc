//! The last units, events and an upgrade of Jump to Lightspeed: units that attach as upgrades
//! (Phantom II to The Ghost, a Pilot to Corvus), The Ghost sharing its keywords with the other
//! friendly Spectre units, and the rest of the batch. Each card's test is named by its number and
//! plays its text through `legal_actions` / `apply`.

use crate::cards_units_triggers::play_unit;
use crate::event_positions::{choices, table};
use crate::support::{find, offered, plays, run, ONE, TWO};
use hangar::engine::Table;
use hangar::rules::swu::facts::{has_keyword, hp, power};
use hangar::rules::swu::{Arena, Keyword, Scenario, Token};

#[test]
fn card_jtl_053_the_ghost_shares_its_keywords_with_other_friendly_spectres_and_is_a_sentinel_while_upgraded() {
    let mut s = table("JTL_053");
    let ghost = s.unit(ONE, "JTL_053");
    let hera = s.unit(ONE, "JTL_045"); // Hera Syndulla, a Spectre with Restore 1
    let state = s.build();
    assert!(!has_keyword(&state, ghost, Keyword::Sentinel), "not upgraded: no Sentinel");
    assert!(!has_keyword(&state, hera, Keyword::Sentinel));
    assert!(!has_keyword(&state, ghost, Keyword::Restore(1)), "it does not gain theirs");
    let mut s = table("JTL_053");
    let ghost = s.unit(ONE, "JTL_053");
    s.token_upgrade(ONE, Token::Experience, ghost);
    let hera = s.unit(ONE, "JTL_045");
    let enemy_hera = s.unit(TWO, "JTL_045");
    let state = s.build();
    assert!(has_keyword(&state, ghost, Keyword::Sentinel), "upgraded: Sentinel");
    assert!(has_keyword(&state, hera, Keyword::Sentinel), "a friendly Spectre gains it");
    assert!(!has_keyword(&state, enemy_hera, Keyword::Sentinel), "an enemy Spectre does not");
}

#[test]
fn card_jtl_050_phantom_ii_attaches_itself_to_the_ghost_giving_3_3_and_grit() {
    let mut s = table("JTL_050");
    let ghost = s.unit(ONE, "JTL_053");
    let phantom = s.unit(ONE, "JTL_050");
    s.damage(phantom, 2);
    let experience = s.token_upgrade(ONE, Token::Experience, phantom);
    let state = s.build();
    assert!(offered(&state).contains(&"action Phantom II > The Ghost [1]".to_string()), "{:?}", offered(&state));
    let after = run(state, &["action Phantom II > The Ghost"]);
    assert_eq!(after.card(phantom).attached.map(|a| a.host), Some(ghost), "it is an upgrade on The Ghost");
    assert_eq!(after.card(phantom).damage, 0, "its damage is removed");
    assert!(!after.in_play(experience), "its upgrades are defeated");
    assert_eq!((power(&after, ghost), hp(&after, ghost)), (8, 9), "+3/+3");
    assert!(has_keyword(&after, ghost, Keyword::Grit));
    assert!(has_keyword(&after, ghost, Keyword::Sentinel), "The Ghost is upgraded");
    assert!(!offered(&after).iter().any(|w| w.starts_with("action Phantom II")), "no longer a unit");
    // An opponent's The Ghost too: Phantom II stays its player's upgrade.
    let mut s = table("JTL_050");
    let phantom = s.unit(ONE, "JTL_050");
    let enemy_ghost = s.unit(TWO, "JTL_053");
    let after = run(s.build(), &["action Phantom II > The Ghost"]);
    assert_eq!(after.card(phantom).attached.map(|a| a.host), Some(enemy_ghost));
    assert_eq!(after.card(phantom).controller, ONE);
    assert_eq!(power(&after, enemy_ghost), 8);
    // No Ghost: nothing to attach to.
    let mut s = table("JTL_050");
    s.unit(ONE, "JTL_050");
    assert!(!offered(&s.build()).iter().any(|w| w.starts_with("action Phantom II")));
}

#[test]
fn card_jtl_038_corvus_may_attach_a_friendly_pilot_unit_or_upgrade_to_itself() {
    let mut s = table("JTL_038");
    let spacer = s.unit(ONE, "JTL_255"); // Sullustan Spacer, a Pilot unit (+1/+1 as an upgrade)
    s.damage(spacer, 1);
    let experience = s.token_upgrade(ONE, Token::Experience, spacer);
    let xwing = s.unit(ONE, "JTL_247");
    let dagger = s.pilot(ONE, "JTL_196", xwing); // Dagger Squadron Pilot, a Pilot upgrade (+2/+1)
    s.unit(TWO, "JTL_255"); // an enemy Pilot: not offered
    let asked = play_unit(&s.build(), "Corvus");
    assert_eq!(choices(&asked), ["choose Dagger Squadron Pilot", "choose Sullustan Spacer", "pass"]);
    let corvus = find(&asked, "Corvus");
    let done = run(asked.clone(), &["choose Sullustan Spacer"]);
    assert_eq!(done.card(spacer).attached.map(|a| a.host), Some(corvus), "the unit is a Pilot on Corvus");
    assert!(!done.in_play(experience), "its upgrades are defeated");
    assert_eq!(done.card(spacer).damage, 0, "its damage is removed");
    assert_eq!((power(&done, corvus), hp(&done, corvus)), (5, 6));
    let moved = run(asked.clone(), &["choose Dagger Squadron Pilot"]);
    assert_eq!(moved.card(dagger).attached.map(|a| a.host), Some(corvus), "the upgrade moves to Corvus");
    assert_eq!(power(&moved, xwing), 2, "it left the X-Wing");
    let declined = run(asked, &["pass"]);
    assert!(declined.card(spacer).attached.is_none());
}

#[test]
fn card_jtl_105_the_starhawk_halves_the_resources_its_controller_pays_rounded_up() {
    let scenario = |starhawk: bool| {
        let mut s = table("JTL_038"); // Corvus: 5, and 4 for Vigilance and Villainy
        s.hand(ONE, "JTL_247"); // Resistance X-Wing: 2
        if starhawk {
            s.unit(ONE, "JTL_105");
        }
        s.build()
    };
    assert_eq!(plays(&scenario(false), "Corvus"), ["unit Corvus [9]"]);
    let state = scenario(true);
    assert_eq!(plays(&state, "Corvus"), ["unit Corvus [5]"], "9 halved, rounded up");
    assert_eq!(plays(&state, "Resistance X-Wing"), ["unit Resistance X-Wing [1]"]);
    let after = run(state, &["unit Resistance X-Wing"]);
    assert_eq!(after.player(ONE).resources.iter().filter(|&&r| after.card(r).exhausted).count(), 1);
    // The opponent pays in full.
    let mut s = table("JTL_105");
    s.unit(ONE, "JTL_105");
    s.hand(TWO, "JTL_247");
    s.resources(TWO, 5);
    let state = s.active(TWO).build();
    assert_eq!(plays(&state, "Resistance X-Wing"), ["unit Resistance X-Wing [4]"], "2, and 2 for Heroism");
}

#[test]
fn card_jtl_041_annihilator_may_defeat_an_enemy_unit_and_discard_its_namesakes_from_deck_and_hand() {
    let mut s = table("JTL_041");
    s.resources(ONE, 4); // 16 in all: 11, and 2 for Vigilance (Villainy is not covered either)
    let fighter = s.unit(TWO, "SOR_225"); // TIE/ln Fighter
    s.unit(TWO, "SOR_237"); // Alliance X-Wing
    let in_hand = s.hand(TWO, "SOR_225");
    let kept = s.hand(TWO, "SOR_237");
    let in_deck = [s.deck(TWO, "SOR_225"), s.deck(TWO, "SOR_225")];
    let other = s.deck(TWO, "SOR_237");
    let asked = play_unit(&s.build(), "Annihilator");
    assert_eq!(choices(&asked), ["choose Alliance X-Wing", "choose TIE/ln Fighter", "pass"]);
    let done = run(asked.clone(), &["choose TIE/ln Fighter"]);
    assert!(!done.in_play(fighter));
    for card in [fighter, in_hand, in_deck[0], in_deck[1]] {
        assert!(done.player(TWO).discard.contains(&card), "every TIE/ln Fighter is discarded");
    }
    assert_eq!(done.player(TWO).hand, [kept]);
    assert_eq!(done.player(TWO).deck, [other]);
    let declined = run(asked, &["pass"]);
    assert!(declined.in_play(fighter) && declined.player(TWO).hand.contains(&in_hand));
    // When Defeated, too.
    let mut s = table("JTL_041");
    let annihilator = s.unit(ONE, "JTL_041");
    s.damage(annihilator, 11);
    s.unit(TWO, "SOR_237");
    let fighter = s.unit(TWO, "SOR_225");
    let in_hand = s.hand(TWO, "SOR_225");
    let defeated = run(s.build(), &["attack Annihilator > Alliance X-Wing"]);
    assert!(!defeated.in_play(annihilator));
    let done = run(defeated, &["choose TIE/ln Fighter"]);
    assert!(!done.in_play(fighter) && done.player(TWO).discard.contains(&in_hand));
}

/// How many of `seat`'s resources are exhausted.
fn spent(state: &hangar::rules::swu::State, seat: hangar::engine::Seat) -> usize {
    state.player(seat).resources.iter().filter(|&&r| state.card(r).exhausted).count()
}

#[test]
fn card_jtl_096_blue_leader_may_pay_2_to_move_to_the_ground_arena_with_2_experience() {
    let mut s = table("JTL_096");
    s.unit(TWO, "SOR_225"); // a space unit to ambush, while it stays in space
    let asked = play_unit(&s.build(), "Blue Leader");
    let blue = find(&asked, "Blue Leader");
    assert_eq!(spent(&asked, ONE), 3);
    assert!(offered(&asked).contains(&"accept".to_string()));
    let done = run(asked.clone(), &["accept"]);
    assert_eq!(spent(&done, ONE), 5, "it paid 2");
    assert_eq!(done.card(blue).arena, Some(Arena::Ground), "a ground unit now");
    assert_eq!((power(&done, blue), hp(&done, blue)), (5, 5), "2 Experience tokens");
    assert!(done.prompt.is_none(), "no space unit to ambush from the ground");
    let declined = run(asked, &["pass"]);
    assert_eq!(declined.card(blue).arena, None);
    assert!(offered(&declined).contains(&"attack Blue Leader > TIE/ln Fighter".to_string()), "Ambush in space");
    // Without 2 more resources, nothing is asked.
    let mut short = hangar::rules::swu::Scenario::skirmish();
    short.resources(ONE, 4);
    short.hand(ONE, "JTL_096");
    let after = play_unit(&short.build(), "Blue Leader");
    assert!(!offered(&after).contains(&"accept".to_string()));
}

#[test]
fn card_jtl_221_stolen_at_hauler_may_be_played_by_the_opponent_from_the_discard_pile_for_free() {
    let mut s = table("JTL_221");
    let hauler = s.unit(ONE, "JTL_221");
    s.damage(hauler, 4);
    s.unit(TWO, "SOR_225"); // TIE/ln Fighter: 2 power, enough to defeat it
    s.resources(TWO, 3);
    let state = run(s.build(), &["attack Stolen AT-Hauler > TIE/ln Fighter"]);
    assert!(state.player(ONE).discard.contains(&hauler), "defeated");
    assert_eq!(state.acting(), TWO);
    assert!(offered(&state).contains(&"unit Stolen AT-Hauler [0]".to_string()), "{:?}", offered(&state));
    let after = run(state.clone(), &["unit Stolen AT-Hauler"]);
    assert!(after.in_play(hauler) && after.card(hauler).controller == TWO, "in play under the opponent");
    assert_eq!(after.card(hauler).owner, ONE);
    assert!(!after.player(ONE).discard.contains(&hauler));
    assert_eq!(spent(&after, TWO), 0, "for free");
    // Its owner may not; and it lasts for this phase only.
    let passed = run(state, &["pass"]);
    assert!(!offered(&passed).contains(&"unit Stolen AT-Hauler [0]".to_string()), "not its owner");
    let next = run(passed, &["pass"]);
    assert!(next.player(TWO).free_from_discard.is_empty(), "the phase is over");
}

#[test]
fn card_jtl_232_jump_to_lightspeed_returns_a_space_unit_with_chosen_upgrades_and_its_next_copy_is_free() {
    let mut s = table("JTL_232");
    let xwing = s.unit(ONE, "JTL_247"); // Resistance X-Wing
    let dagger = s.pilot(ONE, "JTL_196", xwing); // Dagger Squadron Pilot
    let shield = s.token_upgrade(ONE, Token::Shield, xwing);
    s.unit(ONE, "SOR_093"); // a ground unit: not offered
    s.unit(TWO, "SOR_225"); // an enemy: not offered
    let played = run(s.build(), &["event Jump to Lightspeed"]);
    assert_eq!(choices(&played), ["choose Dagger Squadron Pilot", "choose Shield", "pass"], "its upgrades");
    // Each choice listed is a candidate `check` accepts (a whole-pool game found the upgrades left
    // out of the candidates).
    let candidates = <hangar::rules::swu::Swu as hangar::engine::Ruleset>::candidates(&played);
    for listed in <hangar::rules::swu::Swu as hangar::engine::Ruleset>::legal_actions(&played) {
        assert!(candidates.contains(&listed), "{listed:?} is a candidate");
    }
    let done = run(played.clone(), &["choose Dagger Squadron Pilot", "pass"]);
    assert!(done.player(ONE).hand.contains(&xwing), "the unit returns to hand");
    assert!(done.player(ONE).hand.contains(&dagger), "with the upgrade chosen");
    assert!(!done.in_play(shield), "the other upgrade is defeated");
    let mine = run(done, &["pass"]); // the opponent's turn
    assert!(
        plays(&mine, "Resistance X-Wing").contains(&"unit Resistance X-Wing [0]".to_string()),
        "the next copy is free"
    );
    let replayed = run(mine, &["unit Resistance X-Wing"]);
    assert!(replayed.player(ONE).next_copy_free.is_empty(), "once");
    // None chosen: the pilot goes to the discard pile.
    let none = run(played, &["pass"]);
    assert!(none.player(ONE).hand.contains(&xwing) && none.player(ONE).discard.contains(&dagger));
}

#[test]
fn card_jtl_155_they_hate_that_ship_gives_the_opponent_2_ready_tie_fighters_then_plays_a_vehicle_for_3_less() {
    let mut s = hangar::rules::swu::Scenario::skirmish();
    s.resources(ONE, 5); // 1 for the event, 2 for Aggression; 2 left
    s.hand(ONE, "JTL_155");
    s.hand(ONE, "SOR_237"); // Alliance X-Wing: 2, less 3
    s.hand(ONE, "JTL_096"); // Blue Leader: 3, less 3
    s.hand(ONE, "SOR_093"); // Alliance Dispatcher: not a Vehicle
    let played = run(s.build(), &["event They Hate That Ship"]);
    let ties = crate::cards_units_triggers::tokens(&played, TWO, "TIE Fighter");
    assert_eq!(ties.len(), 2, "the opponent's");
    assert!(ties.iter().all(|&t| !played.card(t).exhausted), "ready");
    assert_eq!(plays(&played, "Blue Leader"), ["unit Blue Leader via They Hate That Ship [0]"]);
    assert_eq!(plays(&played, "Alliance X-Wing"), ["unit Alliance X-Wing via They Hate That Ship [0]"]);
    assert!(plays(&played, "Alliance Dispatcher").is_empty());
    let done = run(played.clone(), &["unit Blue Leader via They Hate That Ship"]);
    assert!(done.in_play(find(&done, "Blue Leader")));
    assert_eq!(spent(&done, ONE), 3, "nothing more");
    let declined = run(played, &["pass"]);
    assert!(declined.player(ONE).hand.contains(&find(&declined, "Blue Leader")));
}

#[test]
fn card_jtl_089_the_invisible_hand_searches_for_a_droid_and_may_play_a_cheap_one_for_free() {
    let mut s = table("JTL_089");
    s.resources(ONE, 2); // 14: 6, and 2 for Villainy; 6 left
    for id in ["SOR_225", "JTL_256", "SOR_225", "JTL_162", "SOR_225"] {
        s.deck(ONE, id);
    }
    let asked = play_unit(&s.build(), "The Invisible Hand");
    assert_eq!(choices(&asked), ["choose Droid Missile Platform", "choose Swarming Vulture Droid", "pass"]);
    let spent_before = spent(&asked, ONE);
    let drawn = run(asked.clone(), &["choose Swarming Vulture Droid"]);
    let vulture = find(&drawn, "Swarming Vulture Droid");
    assert!(drawn.player(ONE).hand.contains(&vulture), "drawn");
    assert_eq!(choices(&drawn), ["pass"], "no other card to choose: it is played or not");
    assert!(offered(&drawn).contains(&"unit Swarming Vulture Droid via The Invisible Hand [0]".to_string()));
    let played = run(drawn.clone(), &["unit Swarming Vulture Droid via The Invisible Hand"]);
    assert!(played.in_play(vulture), "for free");
    assert_eq!(spent(&played, ONE), spent_before);
    let kept = run(drawn, &["pass"]);
    assert!(kept.player(ONE).hand.contains(&vulture));
    let costly = run(asked, &["choose Droid Missile Platform"]);
    assert!(costly.prompt.is_none(), "it costs 3: not played");
    // When it completes an attack and survives.
    let mut s = table("JTL_089");
    s.unit(ONE, "JTL_089");
    s.deck(ONE, "JTL_256");
    let after = run(s.build(), &["attack The Invisible Hand > Shield Generator Complex"]);
    assert_eq!(choices(&after), ["choose Swarming Vulture Droid", "pass"]);
    let mut s = table("JTL_089");
    let hand = s.unit(ONE, "JTL_089");
    s.damage(hand, 5);
    s.unit(TWO, "SOR_237"); // Alliance X-Wing: 2 power, it does not survive
    s.deck(ONE, "JTL_256");
    let after = run(s.build(), &["attack The Invisible Hand > Alliance X-Wing"]);
    assert!(!after.in_play(hand) && after.prompt.is_none(), "defeated: nothing");
}

#[test]
fn card_jtl_192_in_debt_to_crimson_dawn_exhausts_the_readied_unit_unless_its_controller_pays_2() {
    let mut s = Scenario::skirmish();
    s.resources(ONE, 6); // 2, and 2 for Villainy
    s.hand(ONE, "JTL_192");
    let xwing = s.unit(TWO, "SOR_237");
    s.exhaust(xwing);
    s.resources(TWO, 3);
    let state = run(s.build(), &["upgrade In Debt to Crimson Dawn > Alliance X-Wing"]);
    // Both pass: the regroup phase readies everything, and the X-Wing's controller is asked.
    let asked = run(state, &["pass", "pass"]);
    let asked = match asked.prompt {
        Some(hangar::rules::swu::Prompt::Resource { .. }) => run(asked, &["pass", "pass"]),
        _ => asked,
    };
    assert_eq!(asked.acting(), TWO, "its controller chooses");
    assert!(offered(&asked).contains(&"accept".to_string()), "{:?}", offered(&asked));
    let paid = run(asked.clone(), &["accept"]);
    assert!(!paid.card(xwing).exhausted, "paid: it stays ready");
    assert_eq!(spent(&paid, TWO), 2);
    let declined = run(asked, &["pass"]);
    assert!(declined.card(xwing).exhausted, "not paid: exhausted");
    assert_eq!(spent(&declined, TWO), 0);
}
