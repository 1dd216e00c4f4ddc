//! The units whose text is about attacking: "This unit can't attack" (`Ability::CantAttack`),
//! "On Attack: Deal N indirect damage to the defending player" (`Effect::IndirectDamageDefending`),
//! "Action [Exhaust]: Attack with a <which> unit" (`Effect::AttackWithOne` as an Action), "While
//! this unit is defending, the attacker gets -1/-0" (`Ability::AttackerGets`), "+1/+0 for this
//! attack for each …" (`Effect::AttackBonusEqual`), and "Indirect damage you deal to opponents is
//! increased by 1" (`Ability::IndirectIncrease`), "This unit can attack space units"
//! (`Ability::CanAttackIn`, with `Cond::AttackingIn`), "You may attack with … It gets +1/+0 and
//! gains Restore 1 for this attack" (`Effect::AttackWithOne` with `optional` and `restore`), "When you
//! play an upgrade on this unit" (`Ability::WhenUpgradePlayed`), "When this unit deals combat damage
//! to an opponent's base" (`Ability::OnBaseCombatDamage`). Each
//! card's test is named by its number.

use crate::event_positions::{choices, table};
use crate::support::{attacks, find, is_offered, offered, run, ONE, TWO};
use hangar::engine::{Ruleset, Table};
use hangar::rules::swu::{Action, Payment, Reason, Swu};

#[test]
fn card_jtl_059_corporate_defense_shuttle_cant_attack() {
    let mut s = table("JTL_059");
    let shuttle = s.unit(ONE, "JTL_059");
    s.unit(TWO, "SOR_225");
    let state = s.build();
    assert!(attacks(&state).is_empty(), "{:?}", attacks(&state));
    let base = state.player(TWO).base;
    let refused = Swu::check(
        &state,
        &Action::Attack { attacker: shuttle, defender: base, via: None, payment: Payment::default() },
    );
    assert_eq!(refused.map_err(|r| r.reason), Err(Reason::CantAttack));
    // It still defends.
    let state = {
        let mut s = table("JTL_059");
        s.unit(ONE, "JTL_059");
        s.unit(TWO, "SOR_225");
        s.active(TWO).build()
    };
    assert!(is_offered(&state, "attack TIE/ln Fighter > Corporate Defense Shuttle"));
}

#[test]
fn card_jtl_149_red_squadron_y_wing_deals_3_indirect_damage_to_the_defending_player_on_attack() {
    let mut s = table("JTL_149");
    s.unit(ONE, "JTL_149");
    let quasar = s.unit(TWO, "JTL_243");
    s.unit(TWO, "SOR_232");
    let state = s.build();
    let asked = run(state, &["attack Red Squadron Y-Wing > Quasar TIE Carrier"]);
    // No player is chosen: the defending player assigns the 3 damage.
    assert_eq!(choices(&asked), ["choose AT-ST", "choose Quasar TIE Carrier", "choose Shield Generator Complex"]);
    let done = run(asked, &["choose AT-ST", "choose Quasar TIE Carrier", "choose AT-ST"]);
    assert_eq!(done.card(find(&done, "AT-ST")).damage, 2);
    assert_eq!(done.card(quasar).damage, 1 + 1, "1 indirect, then the attack: 1 power");
}

#[test]
fn card_jtl_237_tie_bomber_deals_3_indirect_damage_to_the_defending_player_on_attack() {
    let mut s = table("JTL_237");
    s.unit(ONE, "JTL_237");
    let state = s.build();
    let done = run(state, &["attack TIE Bomber > Shield Generator Complex"]);
    assert_eq!(done.card(done.player(TWO).base).damage, 3, "no unit: on the base at once; 0 power");
}

#[test]
fn card_jtl_146_massassi_tactical_officer_action_exhaust_attack_with_a_fighter_plus_2_plus_0() {
    let mut s = table("JTL_146");
    let officer = s.unit(ONE, "JTL_146");
    let wing = s.unit(ONE, "SOR_237"); // a Fighter
    s.unit(ONE, "JTL_249"); // a Transport: not offered
    let state = s.build();
    assert!(is_offered(&state, "action Massassi Tactical Officer"), "{:?}", offered(&state));
    let asked = run(state, &["action Massassi Tactical Officer"]);
    assert!(asked.card(officer).exhausted);
    assert_eq!(offered(&asked), ["attack Alliance X-Wing > Shield Generator Complex"]);
    let done = run(asked, &["attack Alliance X-Wing > Shield Generator Complex"]);
    assert_eq!(done.card(done.player(TWO).base).damage, 4, "2 + 2 for this attack");
    assert!(done.card(wing).exhausted);
}

#[test]
fn card_jtl_054_gold_leader_shielded_and_while_defending_the_attacker_gets_minus_1_minus_0() {
    let mut s = table("JTL_054");
    let gold = s.unit(ONE, "JTL_054");
    let quasar = s.unit(TWO, "JTL_243");
    let state = s.active(TWO).build();
    let done = run(state, &["attack Quasar TIE Carrier > Gold Leader"]);
    assert_eq!(done.card(gold).damage, 4, "5 power, -1 while Gold Leader defends");
    assert_eq!(hangar::rules::swu::facts::power(&done, quasar), 5, "only during that attack");
    let played = crate::cards_units_triggers::play_unit(&table("JTL_054").build(), "Gold Leader");
    assert_eq!(hangar::rules::swu::facts::shields_on(&played, find(&played, "Gold Leader")).len(), 1);
}

#[test]
fn card_jtl_238_sith_trooper_on_attack_plus_1_plus_0_for_each_damaged_unit_the_defender_controls() {
    let mut s = table("JTL_238");
    s.unit(ONE, "JTL_238");
    let wing = s.unit(ONE, "SOR_237");
    s.damage(wing, 1); // friendly: not counted
    for id in ["SOR_232", "SOR_093", "SOR_225"] {
        let unit = s.unit(TWO, id);
        if id != "SOR_225" {
            s.damage(unit, 1);
        }
    }
    let done = run(s.build(), &["attack Sith Trooper > Shield Generator Complex"]);
    assert_eq!(done.card(done.player(TWO).base).damage, 3 + 2);
}

#[test]
fn card_jtl_165_hunting_aggressor_indirect_damage_you_deal_to_opponents_is_increased_by_1() {
    let mut s = table("JTL_234"); // Torpedo Barrage: 5 indirect damage
    s.unit(ONE, "JTL_165");
    let state = s.build();
    let asked = run(state.clone(), &["event Torpedo Barrage"]);
    let to_them = run(asked.clone(), &["choose Shield Generator Complex"]);
    assert_eq!(to_them.card(to_them.player(TWO).base).damage, 6);
    let mut to_me = run(asked, &["choose Resistance Headquarters"]);
    for _ in 0..4 {
        to_me = run(to_me, &["choose Resistance Headquarters"]);
    }
    assert_eq!(to_me.card(to_me.player(ONE).base).damage, 0, "dealt at once, when all is assigned");
    assert_eq!(choices(&to_me), ["choose Hunting Aggressor", "choose Resistance Headquarters"]);
    let to_me = run(to_me, &["choose Hunting Aggressor"]);
    assert_eq!(to_me.card(to_me.player(ONE).base).damage, 4, "not increased to yourself: 4 + 1");
    assert_eq!(to_me.card(find(&to_me, "Hunting Aggressor")).damage, 1);
}

/// The candidates `check` accepts, in the order they are generated: what `legal_actions` lists.
fn checked(state: &hangar::rules::swu::State) -> Vec<Action> {
    Swu::candidates(state).into_iter().filter(|a| Swu::check(state, a).is_ok()).collect()
}

#[test]
fn card_jtl_259_retrofitted_airspeeder_can_attack_space_units_with_minus_1_minus_0() {
    let mut s = table("JTL_259");
    let speeder = s.unit(ONE, "JTL_259");
    let quasar = s.unit(TWO, "JTL_243");
    s.unit(TWO, "SOR_093");
    s.unit(TWO, "SOR_225");
    let state = s.build();
    assert_eq!(
        attacks(&state),
        [
            "attack Retrofitted Airspeeder > Alliance Dispatcher",
            "attack Retrofitted Airspeeder > Quasar TIE Carrier",
            "attack Retrofitted Airspeeder > Shield Generator Complex",
            "attack Retrofitted Airspeeder > TIE/ln Fighter",
        ]
    );
    assert_eq!(Swu::legal_actions(&state), checked(&state), "listed in the candidates' order");
    let done = run(state.clone(), &["attack Retrofitted Airspeeder > Quasar TIE Carrier"]);
    assert_eq!(done.card(quasar).damage, 2, "3 power, -1 while attacking a space unit");
    assert_eq!(done.card(speeder).damage, 5);
    let done = run(state, &["attack Retrofitted Airspeeder > Shield Generator Complex"]);
    assert_eq!(done.card(done.player(TWO).base).damage, 3);
    // A ground Sentinel guards against it; a space one does not.
    let mut s = table("JTL_259");
    s.unit(ONE, "JTL_259");
    s.unit(TWO, "SHD_042"); // Concord Dawn Interceptors: a space Sentinel
    s.unit(TWO, "SOR_225");
    let state = s.build();
    assert!(is_offered(&state, "attack Retrofitted Airspeeder > TIE/ln Fighter"));
    let mut s = table("JTL_259");
    s.unit(ONE, "JTL_259");
    s.unit(TWO, "JTL_107"); // Bunker Defender, a Sentinel with a Vehicle
    s.unit(TWO, "SOR_225");
    let state = s.build();
    assert_eq!(attacks(&state), ["attack Retrofitted Airspeeder > Bunker Defender"]);
}

#[test]
fn card_jtl_097_leia_organa_may_attack_with_a_pilot_or_piloted_unit_plus_1_and_restore_1() {
    let mut s = table("JTL_097");
    let wing = s.unit(ONE, "SOR_237");
    s.pilot(ONE, "JTL_255", wing); // piloted by Sullustan Spacer
    s.unit(ONE, "JTL_246"); // Hopeful Volunteer: a Pilot unit
    s.unit(ONE, "SOR_093"); // neither
    let mut state = s.build();
    let base = state.player(ONE).base;
    state.card_mut(base).damage = 5;
    let asked = crate::cards_units_triggers::play_unit(&state, "Leia Organa");
    assert_eq!(
        offered(&asked),
        [
            "attack Alliance X-Wing > Shield Generator Complex",
            "attack Hopeful Volunteer > Shield Generator Complex",
            "pass",
        ],
        "you may; a Pilot unit or a unit with a Pilot on it"
    );
    let done = run(asked.clone(), &["attack Alliance X-Wing > Shield Generator Complex"]);
    assert_eq!(done.card(done.player(TWO).base).damage, 2 + 1 + 1, "X-Wing 2, the Spacer's +1, Leia's +1");
    assert_eq!(done.card(base).damage, 5 - 1, "Restore 1 for this attack");
    let declined = run(asked, &["pass"]);
    assert_eq!(declined.card(declined.player(TWO).base).damage, 0);
    assert_eq!(Swu::legal_actions(&declined), checked(&declined));
}

#[test]
fn card_jtl_185_hounds_tooth_deals_combat_damage_first_to_an_exhausted_unit_that_did_not_enter_play_this_phase() {
    // (exhausted, entered this phase) → damage the Hound's Tooth takes back.
    for (exhausted, new, back) in [(true, false, 0), (false, false, 2), (true, true, 2)] {
        let mut s = table("JTL_185");
        let tooth = s.unit(ONE, "JTL_185");
        let tie = s.unit(TWO, "SOR_225");
        if exhausted {
            s.exhaust(tie);
        }
        let mut state = s.build();
        if new {
            state.entered_this_phase.push(tie);
        }
        let done = run(state, &["attack Hound's Tooth > TIE/ln Fighter"]);
        assert!(!done.in_play(tie));
        assert_eq!(done.card(tooth).damage, back, "exhausted {exhausted}, entered this phase {new}");
    }
}

#[test]
fn card_jtl_185_hounds_tooth_a_unit_played_this_phase_is_recorded_as_entering_play() {
    let state = table("JTL_185").build();
    let after = run(state, &["unit Hound's Tooth"]);
    assert_eq!(after.entered_this_phase, [find(&after, "Hound's Tooth")]);
}

#[test]
fn card_jtl_202_black_squadron_scout_wing_may_attack_when_you_play_an_upgrade_on_it() {
    let mut s = table("JTL_073"); // Grim Valor (+1/+1)
    let wing = s.unit(ONE, "JTL_202");
    let state = s.build();
    let base = state.player(TWO).base;
    let base_title = state.def(base).title.to_string();
    let (asked, _) = crate::support::take(&state, "upgrade Grim Valor > Black Squadron Scout Wing");
    let attack = format!("attack Black Squadron Scout Wing > {base_title}");
    assert!(offered(&asked).contains(&attack), "{:?}", offered(&asked));
    assert!(offered(&asked).contains(&"pass".to_string()), "you may");
    let done = run(asked.clone(), &[&attack]);
    assert_eq!(done.card(base).damage, 6, "4, +1 from Grim Valor, +1 for this attack");
    assert!(done.card(wing).exhausted);
    let declined = run(asked, &["pass"]);
    assert_eq!(declined.card(base).damage, 0);
    assert!(!declined.card(wing).exhausted);
}

#[test]
fn card_jtl_188_moff_gideon_makes_the_opponents_units_cost_1_more_this_phase_after_combat_damage_to_their_base() {
    let mut s = table("JTL_188");
    s.unit(ONE, "JTL_188");
    s.resources(TWO, 6);
    s.hand(TWO, "SOR_093"); // Alliance Dispatcher
    let state = s.build();
    let base = state.def(state.player(TWO).base).title.to_string();
    let baseline = crate::support::cost(&run(state.clone(), &["pass"]), "unit Alliance Dispatcher");
    let hit = run(state, &[&format!("attack Moff Gideon > {base}")]);
    assert_eq!(hit.acting(), TWO);
    assert_eq!(crate::support::cost(&hit, "unit Alliance Dispatcher"), baseline + 1);
}
