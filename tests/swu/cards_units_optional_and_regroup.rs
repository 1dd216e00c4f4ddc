//! The units with a "You may … [If you do, …]" asked on its own (`Effect::May`, `Prompt::May`),
//! that draw (`Effect::Draw`) or ready a resource (`Effect::ReadyResource`), that act on the
//! defender (`Effect::OnDefender`) or on themselves (`Effect::OnSelf`), and whose text works in
//! the regroup phase (`Ability::WhenRegroupStarts`, `Ability::ReadiesOnlyWithPower`), or once each
//! round (`Effect::OncePerRound`). Each card's test is named by its number.

use crate::cards_units_triggers::play_unit;
use crate::event_positions::{choices, table};
use crate::support::{cost, find, offered, run, ONE, TWO};
use hangar::engine::{CardId, Table};
use hangar::rules::swu::facts::{power, shields_on};
use hangar::rules::swu::{Phase, Prompt, State, Token};

/// Both players pass: the action phase ends and the regroup phase starts.
fn to_regroup(state: State) -> State {
    let after = run(state, &["pass", "pass"]);
    assert_eq!(after.phase, Phase::Regroup, "{:?}", offered(&after));
    after
}

#[test]
fn card_jtl_046_paige_tico_attached_unit_on_attack_gets_an_experience_then_1_damage() {
    let mut s = table("JTL_046");
    let wing = s.unit(ONE, "SOR_237");
    let state = run(s.build(), &["pilot Paige Tico > Alliance X-Wing", "pass"]);
    let done = run(state, &["attack Alliance X-Wing > Shield Generator Complex"]);
    assert_eq!(done.card(wing).damage, 1);
    let experience = done.attachments_of(wing).filter(|&u| done.def(u).token == Some(Token::Experience)).count();
    assert_eq!(experience, 1);
    assert_eq!(done.card(done.player(TWO).base).damage, 2 + 2 + 1, "printed 2, Paige's +2, the Experience");
}

#[test]
fn card_jtl_187_bossk_on_attack_exhausts_the_defender_and_deals_1_damage_to_it_as_unit_or_pilot() {
    let mut s = table("JTL_187");
    s.unit(ONE, "JTL_187");
    let at_st = s.unit(TWO, "SOR_232");
    let state = s.build();
    let done = run(state.clone(), &["attack Bossk > AT-ST"]);
    assert!(done.card(at_st).exhausted);
    assert_eq!(done.card(at_st).damage, 1 + 4);
    let done = run(state, &["attack Bossk > Shield Generator Complex"]);
    assert_eq!(done.card(done.player(TWO).base).damage, 4, "a base: no damage from the ability");
    let mut s = table("JTL_187");
    s.unit(ONE, "SOR_237");
    let tie = s.unit(TWO, "JTL_243");
    let piloted = run(s.build(), &["pilot Bossk > Alliance X-Wing", "pass"]);
    let done = run(piloted, &["attack Alliance X-Wing > Quasar TIE Carrier"]);
    assert!(done.card(tie).exhausted && done.card(tie).damage == 1 + 2 + 2, "1, then X-Wing 2 + Bossk's +2");
}

#[test]
fn card_jtl_199_blade_squadron_b_wing_gives_a_shield_if_an_opponent_has_3_exhausted_units() {
    let mut s = table("JTL_199");
    for _ in 0..3 {
        let tie = s.unit(TWO, "SOR_225");
        s.exhaust(tie);
    }
    let wing = s.unit(ONE, "SOR_237");
    let asked = play_unit(&s.build(), "Blade Squadron B-Wing");
    assert!(!choices(&asked).contains(&"pass".to_string()), "not a may");
    let done = run(asked, &["choose Alliance X-Wing"]);
    assert_eq!(shields_on(&done, wing).len(), 1);
    let mut s = table("JTL_199");
    for n in 0..3 {
        let tie = s.unit(TWO, "SOR_225");
        if n < 2 {
            s.exhaust(tie);
        }
    }
    let after = play_unit(&s.build(), "Blade Squadron B-Wing");
    assert!(after.prompt.is_none(), "two exhausted units only");
}

fn exhausted_resources(state: &State, seat: hangar::engine::Seat) -> usize {
    state.player(seat).resources.iter().filter(|&&r| state.card(r).exhausted).count()
}

#[test]
fn card_jtl_219_rafa_martez_deals_1_damage_to_a_friendly_unit_and_readies_a_resource() {
    let mut s = table("JTL_219");
    let wing = s.unit(ONE, "SOR_237");
    let state = s.build();
    let paid = cost(&state, "unit Rafa Martez") as usize;
    let asked = play_unit(&state, "Rafa Martez");
    assert_eq!(choices(&asked), ["choose Alliance X-Wing", "choose Rafa Martez"], "a friendly unit, no passing");
    let done = run(asked, &["choose Alliance X-Wing"]);
    assert_eq!(done.card(wing).damage, 1);
    assert_eq!(exhausted_resources(&done, ONE), paid - 1);
    let mut s = table("JTL_219");
    let rafa = s.unit(ONE, "JTL_219");
    let mut state = s.build();
    let spent = state.player(ONE).resources[0];
    state.card_mut(spent).exhausted = true;
    let done = run(state, &["attack Rafa Martez > Shield Generator Complex"]);
    assert_eq!(done.card(rafa).damage, 1, "the only friendly unit: no choice");
    assert_eq!(exhausted_resources(&done, ONE), 0);
}

#[test]
fn card_jtl_198_fireball_deals_1_damage_to_itself_when_the_regroup_phase_starts() {
    let mut s = table("JTL_198");
    let fireball = s.unit(ONE, "JTL_198");
    let regroup = to_regroup(s.build());
    assert_eq!(regroup.card(fireball).damage, 1);
}

#[test]
fn card_jtl_216_contracted_hunter_is_defeated_when_the_regroup_phase_starts() {
    let mut s = table("JTL_216");
    let hunter = s.unit(ONE, "JTL_216");
    let regroup = to_regroup(s.build());
    assert!(!regroup.in_play(hunter) && regroup.player(ONE).discard.contains(&hunter));
}

/// Passes the regroup phase's resource prompts until the next action phase.
fn to_next_round(mut state: State) -> State {
    for _ in 0..4 {
        if matches!(state.prompt, Some(Prompt::Resource { .. })) {
            state = run(state, &["pass"]);
        }
    }
    assert_eq!(state.phase, Phase::Action, "{:?}", offered(&state));
    state
}

#[test]
fn card_jtl_182_rampart_doesnt_ready_in_the_regroup_phase_unless_its_power_is_4_or_more() {
    let mut s = table("JTL_182");
    let rampart = s.unit(ONE, "JTL_182");
    s.exhaust(rampart);
    let next = to_next_round(to_regroup(s.build()));
    assert!(next.card(rampart).exhausted, "3 power");
    let mut s = table("JTL_182");
    let rampart = s.unit(ONE, "JTL_182");
    s.token_upgrade(ONE, Token::Experience, rampart);
    s.exhaust(rampart);
    let state = s.build();
    assert_eq!(power(&state, rampart), 4);
    let next = to_next_round(to_regroup(state));
    assert!(!next.card(rampart).exhausted);
}

#[test]
fn card_jtl_063_landing_shuttle_may_draw_a_card_when_defeated() {
    let mut s = table("JTL_063");
    let shuttle = s.unit(ONE, "JTL_063");
    s.damage(shuttle, 3);
    s.deck(ONE, "SOR_093");
    s.unit(TWO, "JTL_243");
    let state = s.build();
    let hand = state.player(ONE).hand.len();
    let asked = run(state, &["attack Landing Shuttle > Quasar TIE Carrier"]);
    assert!(matches!(asked.prompt, Some(Prompt::May { .. })));
    assert_eq!(offered(&asked), ["accept", "pass"]);
    let drew = run(asked.clone(), &["accept"]);
    assert_eq!(drew.player(ONE).hand.len(), hand + 1);
    let declined = run(asked, &["pass"]);
    assert_eq!(declined.player(ONE).hand.len(), hand);
}

fn wing(state: &State) -> CardId {
    find(state, "Red Squadron X-Wing")
}

#[test]
fn card_jtl_051_red_squadron_x_wing_may_deal_2_damage_to_itself_to_draw_a_card() {
    let mut s = table("JTL_051");
    s.deck(ONE, "SOR_093");
    let state = s.build();
    let hand = state.player(ONE).hand.len();
    let asked = play_unit(&state, "Red Squadron X-Wing");
    let done = run(asked.clone(), &["accept"]);
    assert_eq!(done.card(wing(&done)).damage, 2);
    assert_eq!(done.player(ONE).hand.len(), hand - 1 + 1);
    let declined = run(asked, &["pass"]);
    assert_eq!((declined.card(wing(&declined)).damage, declined.player(ONE).hand.len()), (0, hand - 1));
}

#[test]
fn card_jtl_157_relentless_firespray_readies_itself_on_attack_once_each_round() {
    let mut s = table("JTL_157");
    let firespray = s.unit(ONE, "JTL_157");
    let state = s.build();
    let first = run(state, &["attack Relentless Firespray > Shield Generator Complex"]);
    assert!(!first.card(firespray).exhausted, "readied by its On Attack");
    let second = run(first, &["pass", "attack Relentless Firespray > Shield Generator Complex"]);
    assert!(second.card(firespray).exhausted, "once each round");
    assert_eq!(second.card(second.player(TWO).base).damage, 8);
    // A new round: once more.
    let next = to_next_round(to_regroup(second));
    let again = run(next, &["attack Relentless Firespray > Shield Generator Complex"]);
    assert!(!again.card(firespray).exhausted);
}
