//! The events of Jump to Lightspeed Hangar plays, each with a test named by its number that plays
//! its text: the effect words they share (`Effect::OnOne`, `Effect::OnEach` with their `Which`
//! and `Act`s; `CreateTokens`, `IndirectDamage`) are each used by every card that prints the
//! shape.

use crate::event_positions::{choices, play, table};
use crate::support::{all, is_offered, run, ONE, TWO};
use hangar::engine::{CardId, Table};
use hangar::rules::swu::facts::{power, shields_on};
use hangar::rules::swu::{Scenario, State, Token};

fn in_discard(state: &State, card: CardId) -> bool {
    [ONE, TWO].iter().any(|&s| state.player(s).discard.contains(&card))
}

#[test]
fn card_jtl_254_dedicated_wingmen_creates_two_x_wing_tokens() {
    let state = table("JTL_254").build();
    let after = play(&state, "Dedicated Wingmen");
    let wings: Vec<CardId> = all(&after, "X-Wing").into_iter().filter(|&c| after.in_play(c)).collect();
    assert_eq!(wings.len(), 2);
    assert!(wings.iter().all(|&w| after.card(w).controller == ONE));
}

#[test]
fn card_jtl_234_torpedo_barrage_deals_5_indirect_damage_to_a_player() {
    let mut s = table("JTL_234");
    s.unit(TWO, "SOR_232");
    let state = s.build();
    let asked = play(&state, "Torpedo Barrage");
    assert_eq!(choices(&asked), ["choose Resistance Headquarters", "choose Shield Generator Complex"]);
    let assigning = run(asked, &["choose Shield Generator Complex"]);
    // The damaged player assigns it: their base or a unit of theirs.
    assert_eq!(choices(&assigning), ["choose AT-ST", "choose Shield Generator Complex"]);
    // One damage at a time, in any split: 3 on the base, 2 on the AT-ST.
    let done = run(
        assigning,
        &["choose AT-ST", "choose Shield Generator Complex", "choose AT-ST", "choose Shield Generator Complex"],
    );
    assert_eq!(choices(&done), ["choose AT-ST", "choose Shield Generator Complex"], "1 left: no passing");
    let done = run(done, &["choose Shield Generator Complex"]);
    assert_eq!(done.card(done.player(TWO).base).damage, 3);
    assert_eq!(done.card(crate::support::find(&done, "AT-ST")).damage, 2);
    assert!(done.prompt.is_none());
}

#[test]
fn card_jtl_075_repair_heals_3_from_a_unit_or_a_base() {
    let mut s = table("JTL_075");
    let speeder = s.unit(ONE, "JTL_248");
    s.damage(speeder, 4);
    let state = s.build();
    let asked = play(&state, "Repair");
    let options = choices(&asked);
    assert!(options.contains(&"choose Dilapidated Ski Speeder".to_string()), "{options:?}");
    assert!(options.contains(&"choose Resistance Headquarters".to_string()), "a base too: {options:?}");
    let done = run(asked, &["choose Dilapidated Ski Speeder"]);
    assert_eq!(done.card(speeder).damage, 1);
}

#[test]
fn card_jtl_262_evasive_maneuver_exhausts_a_unit() {
    let mut s = table("JTL_262");
    let at_st = s.unit(TWO, "SOR_232");
    s.unit(ONE, "JTL_247");
    let state = s.build();
    let asked = play(&state, "Evasive Maneuver");
    assert_eq!(choices(&asked), ["choose AT-ST", "choose Resistance X-Wing"], "any unit, no passing");
    let done = run(asked, &["choose AT-ST"]);
    assert!(done.card(at_st).exhausted);
}

#[test]
fn card_jtl_078_direct_hit_defeats_a_non_leader_vehicle() {
    let mut s = table("JTL_078");
    let at_st = s.unit(TWO, "SOR_232");
    s.unit(TWO, "JTL_245"); // R2-D2: a Droid, no Vehicle
    let led = s.unit(TWO, "JTL_033"); // Onyx Squadron Brute, piloted by Darth Vader: a leader unit
    s.deploy_leader_as_pilot(TWO, led);
    s.unit(ONE, "JTL_247");
    let state = s.build();
    let asked = play(&state, "Direct Hit");
    assert_eq!(choices(&asked), ["choose AT-ST", "choose Resistance X-Wing"]);
    let done = run(asked, &["choose AT-ST"]);
    assert!(!done.in_play(at_st) && in_discard(&done, at_st), "defeated");
}

#[test]
fn card_jtl_179_koiogran_turn_readies_a_fighter_or_transport_with_6_or_less_power() {
    let mut s = table("JTL_179");
    let wing = s.unit(ONE, "JTL_247");
    s.exhaust(wing);
    let falcon = s.unit(ONE, "JTL_249");
    s.exhaust(falcon);
    s.unit(ONE, "JTL_248"); // a Speeder
    s.unit(TWO, "SOR_232"); // a Walker
    let state = s.build();
    let asked = play(&state, "Koiogran Turn");
    assert_eq!(choices(&asked), ["choose Millennium Falcon", "choose Resistance X-Wing"]);
    let done = run(asked, &["choose Millennium Falcon"]);
    assert!(!done.card(falcon).exhausted && done.card(wing).exhausted);
    // With 7 power, a Fighter is not chosen: six Experience tokens on the X-Wing (2 + 6 = 8).
    let mut s = table("JTL_179");
    let wing = s.unit(ONE, "JTL_247");
    for _ in 0..6 {
        s.token_upgrade(ONE, Token::Experience, wing);
    }
    let state = s.build();
    assert_eq!(power(&state, wing), 8);
    let asked = play(&state, "Koiogran Turn");
    assert_eq!(choices(&asked), Vec::<String>::new(), "nothing to ready: the event still resolves");
}

#[test]
fn card_jtl_080_nebula_ignition_defeats_each_unit_that_isnt_upgraded() {
    let mut s = table("JTL_080");
    let wing = s.unit(ONE, "JTL_247");
    s.pilot(ONE, "JTL_255", wing); // upgraded by a Pilot
    let dispatcher = s.unit(ONE, "SOR_093");
    let tie = s.unit(TWO, "SOR_225");
    let at_st = s.unit(TWO, "SOR_232");
    s.token_upgrade(TWO, Token::Shield, at_st); // upgraded by a Shield
    let chewbacca = s.unit(TWO, "JTL_103"); // can't be defeated by enemy card abilities
    let state = s.build();
    let done = play(&state, "Nebula Ignition");
    assert!(done.in_play(wing) && done.in_play(at_st), "upgraded units stay");
    assert!(!done.in_play(dispatcher) && !done.in_play(tie), "the others are defeated, friendly ones too");
    assert!(done.in_play(chewbacca), "an enemy's ability does not defeat Chewbacca");
}

#[test]
fn card_jtl_091_apology_accepted_defeats_a_friendly_unit_then_may_give_2_experience() {
    let mut s = table("JTL_091");
    let dispatcher = s.unit(ONE, "SOR_093");
    let wing = s.unit(ONE, "JTL_247");
    s.unit(TWO, "SOR_232");
    let state = s.build();
    let asked = play(&state, "Apology Accepted");
    assert_eq!(choices(&asked), ["choose Alliance Dispatcher", "choose Resistance X-Wing"], "friendly only");
    let giving = run(asked, &["choose Alliance Dispatcher"]);
    assert!(!giving.in_play(dispatcher));
    assert_eq!(choices(&giving), ["choose AT-ST", "choose Resistance X-Wing", "pass"], "you may");
    let done = run(giving, &["choose Resistance X-Wing"]);
    assert_eq!(power(&done, wing), 4, "2 Experience tokens");
    // Declined: nothing given.
    let declined = run(state, &["event Apology Accepted", "choose Alliance Dispatcher", "pass"]);
    assert_eq!(power(&declined, wing), 2);
}

#[test]
fn card_jtl_144_no_disintegrations_deals_1_less_than_remaining_hp_to_a_non_leader() {
    let mut s = table("JTL_144");
    let at_st = s.unit(TWO, "SOR_232");
    s.damage(at_st, 2);
    let led = s.unit(TWO, "JTL_033");
    s.deploy_leader_as_pilot(TWO, led);
    let state = s.build();
    let done = play(&state, "No Disintegrations");
    // The leader unit is not chosen, so the AT-ST is the one card: no choice, at once.
    assert_eq!(choices(&done), Vec::<String>::new());
    assert_eq!(done.card(at_st).damage, 6, "7 HP, 2 damage: 1 left");
    assert_eq!(done.card(led).damage, 0);
    assert!(done.in_play(at_st));
}

#[test]
fn card_jtl_180_piercing_shot_defeats_the_shields_then_deals_3() {
    let mut s = table("JTL_180");
    let at_st = s.unit(TWO, "SOR_232");
    s.token_upgrade(TWO, Token::Shield, at_st);
    s.token_upgrade(TWO, Token::Shield, at_st);
    let state = s.build();
    let done = play(&state, "Piercing Shot"); // the one unit: at once
    assert_eq!(shields_on(&done, at_st), Vec::<CardId>::new());
    assert_eq!(done.card(at_st).damage, 3, "no Shield left to prevent it");
}

#[test]
fn card_jtl_230_electromagnetic_pulse_deals_2_to_a_droid_or_vehicle_and_exhausts_it() {
    let mut s = table("JTL_230");
    let at_st = s.unit(TWO, "SOR_232");
    s.unit(TWO, "JTL_245"); // R2-D2, a Droid
    s.unit(TWO, "JTL_034"); // Interceptor Ace: neither
    let state = s.build();
    let asked = play(&state, "Electromagnetic Pulse");
    assert_eq!(choices(&asked), ["choose AT-ST", "choose R2-D2"]);
    let done = run(asked, &["choose AT-ST"]);
    assert_eq!(done.card(at_st).damage, 2);
    assert!(done.card(at_st).exhausted);
}

#[test]
fn card_events_are_offered_only_with_the_resources_to_pay() {
    let mut s = Scenario::skirmish();
    s.resources(ONE, 0);
    s.hand(ONE, "JTL_262");
    let state = s.build();
    assert!(!is_offered(&state, "event Evasive Maneuver"));
}

#[test]
fn card_jtl_125_air_superiority_deals_4_to_an_enemy_ground_unit_with_more_space_units() {
    let mut s = table("JTL_125");
    s.unit(ONE, "JTL_247");
    s.unit(ONE, "JTL_095");
    s.unit(TWO, "SOR_225");
    let at_st = s.unit(TWO, "SOR_232");
    let ace = s.unit(TWO, "JTL_034");
    s.unit(ONE, "SOR_093"); // a friendly ground unit is not chosen
    let state = s.build();
    let asked = play(&state, "Air Superiority");
    assert_eq!(choices(&asked), ["choose AT-ST", "choose Interceptor Ace"]);
    let done = run(asked, &["choose AT-ST"]);
    assert_eq!((done.card(at_st).damage, done.card(ace).damage), (4, 0));
    // As many space units as the opponent: nothing.
    let mut s = table("JTL_125");
    s.unit(ONE, "JTL_247");
    s.unit(TWO, "SOR_225");
    let at_st = s.unit(TWO, "SOR_232");
    let done = play(&s.build(), "Air Superiority");
    assert_eq!((choices(&done), done.card(at_st).damage), (Vec::<String>::new(), 0));
}

#[test]
fn card_jtl_209_its_a_trap_readies_each_friendly_space_unit_when_outnumbered_in_space() {
    let mut s = table("JTL_209");
    let wing = s.unit(ONE, "JTL_247");
    s.exhaust(wing);
    let dispatcher = s.unit(ONE, "SOR_093");
    s.exhaust(dispatcher);
    let tie = s.unit(TWO, "SOR_225");
    s.exhaust(tie);
    s.unit(TWO, "JTL_081");
    let done = play(&s.build(), "It's a Trap");
    assert!(!done.card(wing).exhausted, "the friendly space unit readies");
    assert!(done.card(dispatcher).exhausted && done.card(tie).exhausted, "no ground unit, no enemy");
    // Not outnumbered: nothing.
    let mut s = table("JTL_209");
    let wing = s.unit(ONE, "JTL_247");
    s.exhaust(wing);
    s.unit(TWO, "SOR_225");
    let done = play(&s.build(), "It's a Trap");
    assert!(done.card(wing).exhausted);
}

#[test]
fn card_jtl_181_planetary_bombardment_deals_8_indirect_or_12_with_a_capital_ship() {
    for (capital, dealt) in [(false, 8), (true, 12)] {
        let mut s = table("JTL_181");
        if capital {
            s.unit(ONE, &capital_ship());
        }
        let tie = s.unit(TWO, "SOR_225"); // 1 HP
        let state = s.build();
        let asked = play(&state, "Planetary Bombardment");
        let assigning = run(asked, &["choose Shield Generator Complex"]);
        assert_eq!(choices(&assigning), ["choose Shield Generator Complex", "choose TIE/ln Fighter"]);
        // 1 on the TIE fills its HP: only the base is left, and the rest goes there unasked.
        let done = run(assigning, &["choose TIE/ln Fighter"]);
        assert!(done.prompt.is_none() && !done.in_play(tie));
        assert_eq!(done.card(done.player(TWO).base).damage, dealt - 1, "capital ship: {capital}");
    }
}

/// A Capital Ship unit Hangar's catalog holds (any: only its trait matters here).
fn capital_ship() -> String {
    let (_, def) = hangar::cards::swu::catalog()
        .iter()
        .find(|(_, d)| d.card_type == hangar::rules::swu::CardType::Unit && d.has_trait("Capital Ship"))
        .expect("a Capital Ship");
    def.id.to_string()
}

#[test]
fn card_jtl_043_no_glory_only_results_takes_control_of_a_non_leader_unit_then_defeats_it() {
    let mut s = table("JTL_043");
    let chewbacca = s.unit(TWO, "JTL_103"); // can't be defeated by enemy card abilities
    let led = s.unit(TWO, "JTL_033");
    s.deploy_leader_as_pilot(TWO, led);
    let state = s.build();
    let done = play(&state, "No Glory, Only Results");
    // Chewbacca is the one non-leader unit: taken, he is friendly, and his new controller's
    // ability defeats him; he goes to his owner's discard pile.
    assert!(!done.in_play(chewbacca));
    assert!(done.player(TWO).discard.contains(&chewbacca), "to its owner's discard pile");
    assert!(done.in_play(led), "a leader unit is not chosen");
}

#[test]
fn card_jtl_129_focus_fire_each_friendly_vehicle_in_the_arena_deals_its_power_to_a_unit() {
    let mut s = table("JTL_129");
    s.unit(ONE, "JTL_248"); // ground Vehicle, 3
    s.unit(ONE, "SOR_244"); // ground Vehicle, 3
    s.unit(ONE, "JTL_247"); // space Vehicle: another arena
    s.unit(ONE, "JTL_245"); // R2-D2: no Vehicle
    let at_st = s.unit(TWO, "SOR_232"); // 7 HP
    let state = s.build();
    let asked = play(&state, "Focus Fire");
    let done = run(asked, &["choose AT-ST"]);
    assert_eq!(done.card(at_st).damage, 6, "3 + 3, the space X-Wing and the Droid deal none");
    // A Shield prevents the first Vehicle's damage only: each deals its own.
    let mut s = table("JTL_129");
    s.unit(ONE, "JTL_248");
    s.unit(ONE, "SOR_244");
    let at_st = s.unit(TWO, "SOR_232");
    s.token_upgrade(TWO, Token::Shield, at_st);
    let done = run(s.build(), &["event Focus Fire", "choose AT-ST"]);
    assert_eq!(done.card(at_st).damage, 3);
}

#[test]
fn card_jtl_122_all_wings_report_in_exhausts_up_to_2_friendly_space_units_an_x_wing_for_each() {
    let mut s = table("JTL_122");
    let wing = s.unit(ONE, "JTL_247");
    let a_wing = s.unit(ONE, "JTL_095");
    s.unit(ONE, "SOR_093"); // ground
    s.unit(TWO, "SOR_225"); // an enemy
    let state = s.build();
    let first = play(&state, "All Wings Report In");
    assert_eq!(choices(&first), ["choose Phoenix Squadron A-Wing", "choose Resistance X-Wing", "pass"]);
    let second = run(first, &["choose Resistance X-Wing"]);
    assert_eq!(choices(&second), ["choose Phoenix Squadron A-Wing", "pass"], "a ready one: not the same twice");
    let done = run(second, &["choose Phoenix Squadron A-Wing"]);
    assert!(done.card(wing).exhausted && done.card(a_wing).exhausted);
    let tokens: Vec<CardId> = all(&done, "X-Wing").into_iter().filter(|&c| done.in_play(c)).collect();
    assert_eq!(tokens.len(), 2, "one for each unit exhausted");
    // Up to 2: one, then stop.
    let one = run(state, &["event All Wings Report In", "choose Resistance X-Wing", "pass"]);
    assert_eq!(all(&one, "X-Wing").into_iter().filter(|&c| one.in_play(c)).count(), 1);
}

#[test]
fn card_jtl_055_youre_all_clear_kid_defeats_a_weak_enemy_space_unit_then_may_give_experience() {
    let mut s = table("JTL_055");
    s.unit(ONE, "JTL_247");
    let tie = s.unit(TWO, "SOR_225"); // 1 HP left
    s.unit(TWO, "JTL_033"); // Onyx Squadron Brute, 3 HP: 3 or less
    s.unit(TWO, "JTL_101"); // Red Leader, 4 HP: not chosen
    let state = s.build();
    let asked = play(&state, "You're All Clear, Kid");
    assert_eq!(choices(&asked), ["choose Onyx Squadron Brute", "choose TIE/ln Fighter"], "enemy, space, 3 HP or less");
    let done = run(asked, &["choose TIE/ln Fighter"]);
    assert!(!done.in_play(tie));
    assert!(done.prompt.is_none(), "the opponent still controls space units: no Experience");
    // The last enemy space unit: an Experience token may be given.
    let mut s = table("JTL_055");
    let wing = s.unit(ONE, "JTL_247");
    let tie = s.unit(TWO, "SOR_225");
    s.unit(TWO, "SOR_232"); // ground
    let state = s.build();
    let giving = play(&state, "You're All Clear, Kid"); // the one choice: at once
    assert!(!giving.in_play(tie));
    assert_eq!(choices(&giving), ["choose AT-ST", "choose Resistance X-Wing", "pass"]);
    let done = run(giving, &["choose Resistance X-Wing"]);
    assert_eq!(power(&done, wing), 3);
}

#[test]
fn card_jtl_208_never_tell_me_the_odds_discards_3_from_each_deck_and_deals_1_per_odd_cost() {
    let mut s = table("JTL_208");
    for id in ["JTL_247", "SOR_225", "SOR_232"] {
        s.deck(ONE, id); // costs 2, 1, 6: one odd
    }
    s.deck(TWO, "JTL_255"); // at the bottom: stays
    for id in ["SOR_237", "JTL_081", "JTL_249"] {
        s.deck(TWO, id); // costs 2, 1, 3: two odd
    }
    let atst = s.unit(TWO, "SOR_232");
    s.unit(ONE, "JTL_247");
    let state = s.build();
    let asked = play(&state, "Never Tell Me the Odds");
    assert_eq!(asked.player(TWO).deck.len(), 1, "3 from the opponent's deck");
    assert_eq!(asked.player(ONE).deck.len(), 0, "3 from one's own");
    assert_eq!(asked.player(TWO).discard.len(), 3);
    assert_eq!(choices(&asked), ["choose AT-ST", "choose Resistance X-Wing"], "a unit");
    let done = run(asked, &["choose AT-ST"]);
    assert_eq!(done.card(atst).damage, 3, "three odd costs");
}
