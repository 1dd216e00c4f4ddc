//! Attacking and the keywords (base game, shared/research/swu.md §5): within an arena; Sentinel,
//! Saboteur, Overwhelm, Raid, Restore, Shielded, Grit, Ambush; combat damage both ways at once;
//! a base deals none back; a unit whose damage reaches its HP is defeated.

use crate::support::{attacks, find, offered, run, take, ONE, TWO};
use hangar::engine::Rule;
use hangar::engine::Ruleset;
use hangar::engine::Table;
use hangar::rules::swu::facts::power;
use hangar::rules::swu::facts::shields_on;
use hangar::rules::swu::Action;
use hangar::rules::swu::Arena;
use hangar::rules::swu::Payment;
use hangar::rules::swu::Prompt;
use hangar::rules::swu::Reason;
use hangar::rules::swu::Scenario;
use hangar::rules::swu::Swu;
use hangar::rules::swu::SwuRule;
use hangar::rules::swu::Token;

#[test]
fn attack_units_attack_in_their_arena_or_the_enemy_base() {
    let mut s = Scenario::skirmish();
    s.unit(ONE, "SOR_237");
    s.unit(ONE, "SOR_114");
    s.unit(TWO, "SOR_225");
    s.unit(TWO, "SOR_232");
    let state = s.build();
    assert_eq!(
        attacks(&state),
        [
            "attack Alliance X-Wing > Shield Generator Complex",
            "attack Alliance X-Wing > TIE/ln Fighter",
            "attack Escort Skiff > AT-ST",
            "attack Escort Skiff > Shield Generator Complex",
        ]
    );
    let xwing = find(&state, "Alliance X-Wing");
    let at_st = find(&state, "AT-ST");
    let refused = Swu::apply(
        &state,
        &Action::Attack { attacker: xwing, defender: at_st, via: None, payment: Payment::default() },
    )
    .unwrap_err();
    assert_eq!(refused.reason, Reason::DifferentArena { attacker: Arena::Space, defender: Arena::Ground });
    assert_eq!(refused.rule, Rule::from(SwuRule::Attack));
    let own = find(&state, "Resistance Headquarters");
    let refused =
        Swu::apply(&state, &Action::Attack { attacker: xwing, defender: own, via: None, payment: Payment::default() })
            .unwrap_err();
    assert_eq!(refused.reason, Reason::NotAUnit, "your own base is no defender");
}

#[test]
fn attack_combat_damage_both_ways_the_attacker_exhausts_a_base_deals_none_back() {
    let mut s = Scenario::skirmish();
    let xwing = s.unit(ONE, "SOR_237");
    let tie = s.unit(TWO, "SOR_225");
    let state = s.build();
    let (after, _) = take(&state, "attack Alliance X-Wing > TIE/ln Fighter");
    assert!(after.player(TWO).discard.contains(&tie), "2 damage on a 1 HP unit");
    assert_eq!(after.card(xwing).damage, 2, "and 2 back at once");
    assert!(after.card(xwing).exhausted);
    let (after, _) = take(&state, "attack Alliance X-Wing > Shield Generator Complex");
    assert_eq!((after.card(after.player(TWO).base).damage, after.card(xwing).damage), (2, 0));
    let after = run(after, &["pass"]);
    assert!(attacks(&after).is_empty(), "an exhausted unit cannot attack");
    let refused =
        Swu::apply(&after, &Action::Attack { attacker: xwing, defender: tie, via: None, payment: Payment::default() })
            .unwrap_err();
    assert_eq!(refused.reason, Reason::AttackerExhausted);
}

#[test]
fn attack_sentinel_must_be_attacked_first_and_the_refusal_names_it() {
    let mut s = Scenario::skirmish();
    s.unit(ONE, "SOR_114");
    s.unit(TWO, "JTL_068");
    s.unit(TWO, "SOR_232");
    let state = s.build();
    assert_eq!(attacks(&state), ["attack Escort Skiff > Perimeter AT-RT"]);
    let skiff = find(&state, "Escort Skiff");
    let base = find(&state, "Shield Generator Complex");
    let refused =
        Swu::apply(&state, &Action::Attack { attacker: skiff, defender: base, via: None, payment: Payment::default() })
            .unwrap_err();
    assert_eq!(refused.reason, Reason::SentinelInTheWay { sentinel: "Perimeter AT-RT".into() });
    assert_eq!(refused.rule, Rule::from(SwuRule::Sentinel));
}

#[test]
fn attack_overwhelm_deals_the_excess_to_the_base_unless_a_shield_prevents_it() {
    let mut s = Scenario::new("JTL_006", "JTL_020", "JTL_008", "JTL_022");
    s.unit(ONE, "SOR_232");
    let dispatcher = s.unit(TWO, "SOR_093");
    let state = s.build();
    let (after, _) = take(&state, "attack AT-ST > Alliance Dispatcher");
    assert_eq!(after.card(after.player(TWO).base).damage, 4, "6 power, 2 HP: 4 to the base");
    let mut s = Scenario::new("JTL_006", "JTL_020", "JTL_008", "JTL_022");
    s.unit(ONE, "SOR_232");
    let dispatcher2 = s.unit(TWO, "SOR_093");
    s.token_upgrade(TWO, Token::Shield, dispatcher2);
    let (after, _) = take(&s.build(), "attack AT-ST > Alliance Dispatcher");
    assert_eq!(after.card(after.player(TWO).base).damage, 0, "the Shield prevented the damage: no excess");
    assert_eq!(after.card(dispatcher2).damage, 0);
    assert!(shields_on(&after, dispatcher2).is_empty());
    let _ = dispatcher;
}

#[test]
fn attack_raid_adds_power_while_attacking_grit_adds_power_per_damage() {
    let mut s = Scenario::new("JTL_006", "JTL_020", "JTL_008", "JTL_022");
    let fo = s.unit(ONE, "JTL_081");
    s.token_unit(ONE, Token::TieFighter);
    let ace = s.unit(ONE, "JTL_034");
    s.damage(ace, 2);
    s.unit(TWO, "SOR_237");
    let state = s.build();
    assert_eq!(power(&state, fo), 2, "Raid only while attacking");
    assert_eq!(power(&state, ace), 4, "Grit: 2 + 2 damage");
    let (after, _) = take(&state, "attack First Order TIE Fighter > Resistance Headquarters");
    assert_eq!(after.card(after.player(TWO).base).damage, 3, "2 + Raid 1 (a token unit is controlled)");
}

#[test]
fn attack_ambush_readies_and_attacks_an_enemy_unit_with_on_attack_exhausting_an_enemy_vehicle() {
    let mut s = Scenario::skirmish();
    s.resources(ONE, 5);
    s.hand(ONE, "SOR_244");
    let at_st = s.unit(TWO, "SOR_232");
    let at_rt = s.unit(TWO, "JTL_068");
    let state = s.build();
    let after = run(state, &["unit Snowspeeder"]);
    assert!(matches!(after.prompt, Some(Prompt::Ambush { .. })));
    assert_eq!(offered(&after), ["attack Snowspeeder > Perimeter AT-RT", "pass"], "a unit, and Sentinel still holds");
    let after = run(after, &["attack Snowspeeder > Perimeter AT-RT"]);
    assert!(matches!(after.prompt, Some(Prompt::Target { .. })), "On Attack: exhaust an enemy Vehicle ground unit");
    assert_eq!(offered(&after), ["choose AT-ST", "choose Perimeter AT-RT"]);
    let (done, _) = take(&after, "choose AT-ST");
    assert!(done.card(at_st).exhausted);
    assert_eq!(done.card(at_rt).damage, 3);
    let snowspeeder = find(&done, "Snowspeeder");
    assert_eq!(done.card(snowspeeder).damage, 3);
    assert!(done.card(snowspeeder).exhausted, "the attack exhausted it again");
    assert_eq!(done.acting(), TWO);
}

#[test]
fn attack_ambush_is_not_offered_with_no_enemy_unit_to_attack() {
    let mut s = Scenario::skirmish();
    s.resources(ONE, 5);
    s.hand(ONE, "SOR_244");
    s.unit(TWO, "SOR_225");
    let (after, _) = take(&s.build(), "unit Snowspeeder");
    assert!(after.prompt.is_none(), "the TIE is in space");
}

#[test]
fn attack_ambush_offers_the_other_arena_to_a_unit_that_can_attack_there() {
    // A whole-pool game found it: check accepted Retrofitted Airspeeder's Ambush on a space unit
    // ("This unit can attack space units") while the legal actions left it out.
    let mut s = Scenario::skirmish();
    s.resources(ONE, 5);
    s.hand(ONE, "JTL_259");
    s.unit(TWO, "SOR_225");
    let after = run(s.build(), &["unit Retrofitted Airspeeder"]);
    assert!(matches!(after.prompt, Some(Prompt::Ambush { .. })));
    assert_eq!(offered(&after), ["attack Retrofitted Airspeeder > TIE/ln Fighter", "pass"]);
    let listed = Swu::legal_actions(&after);
    let checked: Vec<_> = Swu::candidates(&after).into_iter().filter(|a| Swu::check(&after, a).is_ok()).collect();
    assert_eq!(listed, checked);
}

#[test]
fn attack_a_shield_prevents_one_damage_instance_then_is_defeated() {
    let mut s = Scenario::skirmish();
    let xwing = s.unit(ONE, "SOR_237");
    s.token_upgrade(ONE, Token::Shield, xwing);
    s.unit(TWO, "SOR_225");
    let (after, _) = take(&s.build(), "attack Alliance X-Wing > TIE/ln Fighter");
    assert_eq!(after.card(xwing).damage, 0);
    assert!(shields_on(&after, xwing).is_empty());
    assert_eq!(after.removed.len(), 1, "a token leaving play is removed from the game");
}
