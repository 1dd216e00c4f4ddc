//! The events that give a unit something "for this phase" (`Act::ForPhase`,
//! `Act::PowerPerDamage`): power and HP changed, a keyword gained, until the action phase ends or
//! the unit leaves play. Each card's test is named by its number.

use crate::event_positions::{choices, play, table};
use crate::support::{offered, run, ONE, TWO};
use hangar::engine::{Ruleset, Table};
use hangar::rules::swu::facts::{has_keyword, hp, power};
use hangar::rules::swu::{Keyword, State, Swu};

/// Both players pass until the action phase ends (the regroup phase's choices answered by
/// passing too).
fn end_phase(mut state: State) -> State {
    let round = state.round;
    while state.round == round && Swu::ending(&state).is_none() {
        state = run(state, &["pass"]);
    }
    state
}

#[test]
fn card_jtl_229_diversion_gives_a_unit_sentinel_for_this_phase() {
    let mut s = table("JTL_229");
    let dispatcher = s.unit(ONE, "SOR_093");
    s.unit(TWO, "SOR_232");
    let state = s.build();
    let asked = play(&state, "Diversion");
    let done = run(asked, &["choose Alliance Dispatcher"]);
    assert!(has_keyword(&done, dispatcher, Keyword::Sentinel));
    // The AT-ST must attack the Sentinel, not the base.
    let attacks: Vec<String> = offered(&done).into_iter().filter(|w| w.starts_with("attack AT-ST")).collect();
    assert_eq!(attacks, ["attack AT-ST > Alliance Dispatcher"]);
    let next = end_phase(done);
    assert!(!has_keyword(&next, dispatcher, Keyword::Sentinel), "for this phase only");
    assert!(next.lasting.is_empty());
}

#[test]
fn card_jtl_253_coordinated_front_may_give_a_ground_and_a_space_unit_plus_2_plus_2() {
    let mut s = table("JTL_253");
    let dispatcher = s.unit(ONE, "SOR_093");
    let wing = s.unit(ONE, "JTL_247");
    s.unit(TWO, "SOR_232");
    let state = s.build();
    let ground = play(&state, "Coordinated Front");
    assert_eq!(choices(&ground), ["choose AT-ST", "choose Alliance Dispatcher", "pass"], "a ground unit, you may");
    let space = run(ground, &["choose Alliance Dispatcher"]);
    assert_eq!(choices(&space), ["choose Resistance X-Wing", "pass"]);
    let done = run(space, &["choose Resistance X-Wing"]);
    assert_eq!((power(&done, dispatcher), hp(&done, dispatcher)), (3, 4));
    assert_eq!((power(&done, wing), hp(&done, wing)), (4, 4));
    let declined = run(state, &["event Coordinated Front", "pass", "pass"]);
    assert_eq!(power(&declined, wing), 2);
}

#[test]
fn card_jtl_079_out_the_airlock_gives_a_unit_minus_5_minus_5_for_this_phase() {
    let mut s = table("JTL_079");
    let at_st = s.unit(TWO, "SOR_232");
    let tie = s.unit(TWO, "SOR_225");
    let state = s.build();
    let asked = play(&state, "Out the Airlock");
    let done = run(asked, &["choose AT-ST"]);
    assert_eq!((power(&done, at_st), hp(&done, at_st)), (1, 2), "6/7 less 5/5");
    assert!(done.in_play(at_st));
    let killed = run(state, &["event Out the Airlock", "choose TIE/ln Fighter"]);
    assert!(!killed.in_play(tie), "0 HP: defeated");
    assert!(killed.lasting.is_empty(), "what it was given left play with it");
    assert_eq!(Swu::problems(&killed), Vec::<hangar::engine::Message>::new());
}

#[test]
fn card_jtl_042_power_from_pain_gives_plus_1_plus_0_for_each_damage_on_a_unit() {
    let mut s = table("JTL_042");
    let at_st = s.unit(TWO, "SOR_232");
    let speeder = s.unit(ONE, "JTL_248");
    s.damage(speeder, 4);
    let state = s.build();
    let asked = play(&state, "Power from Pain");
    assert_eq!(choices(&asked), ["choose AT-ST", "choose Dilapidated Ski Speeder"]);
    let done = run(asked, &["choose Dilapidated Ski Speeder"]);
    assert_eq!(power(&done, speeder), 7, "3 + 4 damage");
    assert_eq!(power(&done, at_st), 6);
}

#[test]
fn card_jtl_253_coordinated_front_hp_given_for_the_phase_ends_with_it_and_a_unit_so_damaged_is_defeated() {
    let mut s = table("JTL_253");
    let dispatcher = s.unit(ONE, "SOR_093"); // 1/2
    let given = run(s.build(), &["event Coordinated Front", "choose Alliance Dispatcher"]);
    // 3 damage after the +2/+2: it stands with 4 HP for the phase.
    let mut damaged = given;
    damaged.card_mut(dispatcher).damage = 3;
    assert!(damaged.in_play(dispatcher) && hp(&damaged, dispatcher) == 4);
    let next = end_phase(damaged);
    assert!(!next.in_play(dispatcher), "its HP back to 2 with 3 damage: defeated");
    assert_eq!(Swu::problems(&next), Vec::<hangar::engine::Message>::new());
}

#[test]
fn card_jtl_206_fly_casual_readies_a_vehicle_that_cant_attack_bases_this_phase() {
    let mut s = table("JTL_206");
    let wing = s.unit(ONE, "JTL_247");
    s.exhaust(wing);
    s.unit(ONE, "SOR_093"); // no Vehicle
    s.unit(TWO, "SOR_225");
    let state = s.build();
    let asked = play(&state, "Fly Casual");
    assert_eq!(choices(&asked), ["choose Resistance X-Wing", "choose TIE/ln Fighter"]);
    let done = run(asked, &["choose Resistance X-Wing", "pass"]);
    assert!(!done.card(wing).exhausted);
    let attacks: Vec<String> = offered(&done).into_iter().filter(|w| w.starts_with("attack Resistance")).collect();
    assert_eq!(attacks, ["attack Resistance X-Wing > TIE/ln Fighter"], "no base this phase");
    let next = end_phase(done);
    assert!(next.lasting.is_empty());
}

#[test]
fn card_jtl_077_in_the_heat_of_battle_each_unit_gains_sentinel_and_loses_saboteur() {
    let mut s = table("JTL_077");
    let k_wing = s.unit(ONE, "JTL_166"); // Saboteur
    let at_st = s.unit(TWO, "SOR_232");
    let state = s.build();
    assert!(has_keyword(&state, k_wing, Keyword::Saboteur));
    let done = play(&state, "In the Heat of Battle");
    for unit in [k_wing, at_st] {
        assert!(has_keyword(&done, unit, Keyword::Sentinel), "{unit:?}");
    }
    assert!(!has_keyword(&done, k_wing, Keyword::Saboteur), "lost for this phase");
    assert!(!hangar::rules::swu::facts::keywords(&done, k_wing).contains(&Keyword::Saboteur));
    let next = end_phase(done);
    assert!(has_keyword(&next, k_wing, Keyword::Saboteur) && !has_keyword(&next, at_st, Keyword::Sentinel));
}

#[test]
fn card_jtl_106_unity_of_purpose_gives_each_friendly_unit_plus_1_plus_1_per_different_name() {
    let mut s = table("JTL_106");
    let first = s.unit(ONE, "JTL_247");
    s.unit(ONE, "JTL_247"); // the same name: counted once
    let dispatcher = s.unit(ONE, "SOR_093");
    let at_st = s.unit(TWO, "SOR_232");
    let state = s.build();
    let done = play(&state, "Unity of Purpose");
    assert_eq!((power(&done, first), hp(&done, first)), (4, 4), "2 names: +2/+2");
    assert_eq!((power(&done, dispatcher), hp(&done, dispatcher)), (3, 4));
    assert_eq!(power(&done, at_st), 6, "an enemy unit gets nothing");
}

#[test]
fn card_jtl_092_scramble_fighters_creates_8_ready_tie_fighters_that_cant_attack_bases() {
    let mut s = table("JTL_092");
    s.unit(TWO, "JTL_247");
    let state = s.build();
    let done = play(&state, "Scramble Fighters");
    let ties: Vec<_> =
        crate::support::owned(&done, ONE, "TIE Fighter").into_iter().filter(|&c| done.in_play(c)).collect();
    assert_eq!(ties.len(), 8);
    assert!(ties.iter().all(|&t| !done.card(t).exhausted), "readied");
    let back = run(done, &["pass"]); // the opponent passes; seat one acts
    let attacks: Vec<String> = offered(&back).into_iter().filter(|w| w.starts_with("attack TIE Fighter")).collect();
    assert!(!attacks.is_empty() && attacks.iter().all(|w| w.ends_with("> Resistance X-Wing")), "{attacks:?}");
}

#[test]
fn card_jtl_074_close_the_shield_gate_prevents_the_next_damage_to_a_base_this_phase() {
    let mut s = table("JTL_074");
    s.unit(ONE, "JTL_247");
    s.unit(ONE, "SOR_237");
    s.unit(TWO, "SOR_232");
    let state = s.build();
    let asked = play(&state, "Close the Shield Gate");
    assert_eq!(choices(&asked), ["choose Resistance Headquarters", "choose Shield Generator Complex"], "a base");
    let gated = run(asked, &["choose Shield Generator Complex", "pass"]);
    let base = gated.player(TWO).base;
    let after = run(gated, &["attack Resistance X-Wing > Shield Generator Complex"]);
    assert_eq!(after.card(base).damage, 0, "the next damage is prevented");
    let after = run(after, &["pass", "attack Alliance X-Wing > Shield Generator Complex"]);
    assert!(after.card(base).damage > 0, "only the next");
    // Unused, it ends with the phase.
    let mut s = table("JTL_074");
    s.unit(ONE, "JTL_247");
    let state = s.build();
    let gated = run(play(&state, "Close the Shield Gate"), &["choose Shield Generator Complex"]);
    let next = end_phase(gated);
    assert!(next.prevent_next.is_empty());
}
