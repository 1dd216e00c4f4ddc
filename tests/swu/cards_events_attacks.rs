//! The events that attack ("Attack with a <which> unit", `Effect::AttackWithOne`): the attacker
//! and defender chosen as one answer among the attacks the attack rules allow, the bonus for that
//! attack only. Each card's test is named by its number.

use crate::event_positions::{play, table};
use crate::support::{offered, run, ONE, TWO};
use hangar::engine::{Rule, Ruleset, Table};
use hangar::rules::swu::facts::power;
use hangar::rules::swu::{Action, Payment, State, Swu, SwuRule};

/// The attacks a pending prompt offers, sorted; none without a prompt.
fn attacks(state: &State) -> Vec<String> {
    if state.prompt.is_none() {
        return Vec::new();
    }
    offered(state)
}

#[test]
fn card_jtl_231_punch_it_attacks_with_a_vehicle_plus_2_plus_0() {
    let mut s = table("JTL_231");
    let wing = s.unit(ONE, "JTL_247"); // a Vehicle, 2 power
    s.unit(ONE, "SOR_093"); // no Vehicle
    let tie = s.unit(TWO, "SOR_225");
    let state = s.build();
    let asked = play(&state, "Punch It");
    assert_eq!(
        attacks(&asked),
        ["attack Resistance X-Wing > Shield Generator Complex", "attack Resistance X-Wing > TIE/ln Fighter"],
        "a Vehicle, no passing"
    );
    let done = run(asked, &["attack Resistance X-Wing > Shield Generator Complex"]);
    assert_eq!(done.card(done.player(TWO).base).damage, 4, "2 + 2 for this attack");
    assert!(done.card(wing).exhausted);
    assert_eq!(power(&done, wing), 2, "the bonus ends with the attack");
    assert!(done.in_play(tie));
    assert_eq!(done.acting(), TWO, "then the other player acts");
}

#[test]
fn card_jtl_231_punch_it_with_no_vehicle_ready_resolves_doing_nothing() {
    let mut s = table("JTL_231");
    let wing = s.unit(ONE, "JTL_247");
    s.exhaust(wing);
    let state = s.build();
    let done = play(&state, "Punch It");
    assert!(done.prompt.is_none());
    assert_eq!(done.card(done.player(TWO).base).damage, 0);
}

#[test]
fn card_jtl_261_attack_run_attacks_with_two_space_units_one_at_a_time() {
    let mut s = table("JTL_261");
    s.unit(ONE, "JTL_247");
    s.unit(ONE, "JTL_095"); // Phoenix Squadron A-Wing, 3 power
    s.unit(ONE, "SOR_093"); // ground: not asked
    let state = s.build();
    let first = play(&state, "Attack Run");
    assert_eq!(
        attacks(&first),
        [
            "attack Phoenix Squadron A-Wing > Shield Generator Complex",
            "attack Resistance X-Wing > Shield Generator Complex"
        ]
    );
    let second = run(first, &["attack Resistance X-Wing > Shield Generator Complex"]);
    assert_eq!(attacks(&second), ["attack Phoenix Squadron A-Wing > Shield Generator Complex"], "the other one");
    let done = run(second, &["attack Phoenix Squadron A-Wing > Shield Generator Complex"]);
    assert_eq!(done.card(done.player(TWO).base).damage, 5);
    assert_eq!(done.acting(), TWO);
}

#[test]
fn card_jtl_123_dogfight_attacks_with_a_unit_even_exhausted_but_not_a_base() {
    let mut s = table("JTL_123");
    let wing = s.unit(ONE, "JTL_247");
    s.exhaust(wing);
    let tie = s.unit(TWO, "SOR_225");
    let state = s.build();
    let asked = play(&state, "Dogfight");
    assert_eq!(attacks(&asked), ["attack Resistance X-Wing > TIE/ln Fighter"], "no base");
    let base_attack =
        Action::Attack { attacker: wing, defender: asked.player(TWO).base, via: None, payment: Payment::default() };
    assert_eq!(Swu::check(&asked, &base_attack).map_err(|r| r.rule), Err(Rule::from(SwuRule::Abilities)));
    let done = run(asked, &["attack Resistance X-Wing > TIE/ln Fighter"]);
    assert!(!done.in_play(tie), "2 power on 1 HP");
}

#[test]
fn card_jtl_228_barrel_roll_attacks_with_a_space_unit_then_may_exhaust_a_space_unit() {
    let mut s = table("JTL_228");
    let wing = s.unit(ONE, "JTL_247");
    let tie = s.unit(TWO, "SOR_225");
    s.unit(TWO, "SOR_232"); // ground: not exhausted by it
    let state = s.build();
    let asked = play(&state, "Barrel Roll");
    assert_eq!(
        attacks(&asked),
        ["attack Resistance X-Wing > Shield Generator Complex", "attack Resistance X-Wing > TIE/ln Fighter"]
    );
    let after = run(asked, &["attack Resistance X-Wing > Shield Generator Complex"]);
    // After completing the attack: a space unit may be exhausted.
    assert_eq!(attacks(&after), ["choose Resistance X-Wing", "choose TIE/ln Fighter", "pass"]);
    let done = run(after, &["choose TIE/ln Fighter"]);
    assert!(done.card(tie).exhausted && done.card(wing).exhausted);
    assert_eq!(done.card(done.player(TWO).base).damage, 2);
    // No space unit to attack with: no attack, so nothing after it either.
    let mut s = table("JTL_228");
    let tie = s.unit(TWO, "SOR_225");
    let done = play(&s.build(), "Barrel Roll");
    assert!(done.prompt.is_none() && !done.card(tie).exhausted);
}

#[test]
fn card_jtl_124_tandem_assault_attacks_in_space_then_if_it_did_with_a_ground_unit_plus_2() {
    let mut s = table("JTL_124");
    s.unit(ONE, "JTL_247"); // space, 2
    s.unit(ONE, "SOR_093"); // ground, 1
    let state = s.build();
    let space = play(&state, "Tandem Assault");
    let ground = run(space, &["attack Resistance X-Wing > Shield Generator Complex"]);
    assert_eq!(attacks(&ground), ["attack Alliance Dispatcher > Shield Generator Complex"]);
    let done = run(ground, &["attack Alliance Dispatcher > Shield Generator Complex"]);
    assert_eq!(done.card(done.player(TWO).base).damage, 2 + 3, "the Dispatcher's 1 + 2");
    assert_eq!(done.acting(), TWO);
    // No space unit ready: no attack in space, and no ground attack.
    let mut s = table("JTL_124");
    let wing = s.unit(ONE, "JTL_247");
    s.exhaust(wing);
    s.unit(ONE, "SOR_093");
    let done = play(&s.build(), "Tandem Assault");
    assert!(done.prompt.is_none());
    assert_eq!(done.card(done.player(TWO).base).damage, 0);
}

#[test]
fn card_jtl_193_i_have_you_now_attacks_with_a_vehicle_and_no_damage_is_dealt_to_it() {
    let mut s = table("JTL_193");
    let speeder = s.unit(ONE, "JTL_248");
    s.unit(ONE, "SOR_093");
    let atst = s.unit(TWO, "SOR_232");
    let state = s.build();
    let asked = play(&state, "I Have You Now");
    let options = attacks(&asked);
    assert!(options.iter().all(|a| a.starts_with("attack Dilapidated Ski Speeder")), "a Vehicle unit: {options:?}");
    let done = run(asked, &["attack Dilapidated Ski Speeder > AT-ST"]);
    assert_eq!(done.card(speeder).damage, 0, "the AT-ST's 6 is prevented");
    assert!(done.card(atst).damage > 0);
    assert!(done.attack.is_none(), "over: nothing lasts past the attack");
}

#[test]
fn card_jtl_177_stay_on_target_attacks_with_a_vehicle_plus_2_and_draws_when_it_damages_a_base() {
    let mut s = table("JTL_177");
    s.unit(ONE, "JTL_247");
    s.unit(ONE, "SOR_093");
    s.deck(ONE, "JTL_255");
    s.deck(ONE, "JTL_255");
    let state = s.build();
    let hand = state.player(ONE).hand.len();
    let asked = play(&state, "Stay on Target");
    assert!(attacks(&asked).iter().all(|a| a.starts_with("attack Resistance X-Wing")), "a Vehicle unit");
    let done = run(asked, &["attack Resistance X-Wing > Shield Generator Complex"]);
    assert_eq!(done.card(done.player(TWO).base).damage, 2 + 2);
    assert_eq!(done.player(ONE).hand.len(), hand - 1 + 1, "a card drawn");
    // Attacking a unit (no Overwhelm): no damage to a base, no card.
    let mut s = table("JTL_177");
    s.unit(ONE, "JTL_247");
    s.unit(TWO, "SOR_225");
    s.deck(ONE, "JTL_255");
    let state = s.build();
    let hand = state.player(ONE).hand.len();
    let done = run(play(&state, "Stay on Target"), &["attack Resistance X-Wing > TIE/ln Fighter"]);
    assert_eq!(done.player(ONE).hand.len(), hand - 1);
}
