//! The units whose text holds a condition (`Cond`): "If <cond>, <then> [instead]" of an effect
//! (`Effect::If`), and "While <cond>, this unit gains <keyword> / gets +P/+H" (`Ability::Gains`,
//! `Ability::Stats`); and what they do to the unit itself (`Effect::OnSelf`). Each card's test is
//! named by its number.

use crate::cards_units_triggers::play_unit;
use crate::event_positions::{choices, table};
use crate::support::{find, run, ONE, TWO};
use hangar::engine::Table;
use hangar::rules::swu::facts::{has_keyword, power, raid, shields_on};
use hangar::rules::swu::{Keyword, Token};

#[test]
fn card_jtl_067_cloaked_starviper_gives_2_shields_to_itself_when_played() {
    let state = table("JTL_067").build();
    let after = play_unit(&state, "Cloaked StarViper");
    assert_eq!(shields_on(&after, find(&after, "Cloaked StarViper")).len(), 2);
}

#[test]
fn card_jtl_135_special_forces_tie_fighter_readies_if_an_opponent_controls_more_space_units() {
    let mut s = table("JTL_135");
    s.unit(TWO, "SOR_225");
    s.unit(TWO, "SOR_225");
    s.unit(TWO, "JTL_243");
    s.unit(ONE, "SOR_237");
    let after = play_unit(&s.build(), "Special Forces TIE Fighter");
    assert!(!after.card(find(&after, "Special Forces TIE Fighter")).exhausted, "3 against 2, itself counted");
    let mut s = table("JTL_135");
    s.unit(TWO, "SOR_225");
    s.unit(TWO, "SOR_225");
    s.unit(ONE, "SOR_237");
    let after = play_unit(&s.build(), "Special Forces TIE Fighter");
    assert!(after.card(find(&after, "Special Forces TIE Fighter")).exhausted, "2 against 2");
}

#[test]
fn card_jtl_158_crackshot_v_wing_deals_1_damage_to_itself_unless_you_control_another_fighter() {
    let state = table("JTL_158").build();
    let after = play_unit(&state, "Crackshot V-Wing");
    assert_eq!(after.card(find(&after, "Crackshot V-Wing")).damage, 1);
    let mut s = table("JTL_158");
    s.unit(ONE, "SOR_237");
    let after = play_unit(&s.build(), "Crackshot V-Wing");
    assert_eq!(after.card(find(&after, "Crackshot V-Wing")).damage, 0);
}

#[test]
fn card_jtl_189_boba_fett_shielded_and_as_a_pilot_may_deal_1_damage_or_2_on_a_transport() {
    let mut s = table("JTL_189");
    s.unit(ONE, "JTL_249");
    s.unit(ONE, "SOR_237");
    let at_st = s.unit(TWO, "SOR_232");
    let state = s.build();
    let asked = run(state.clone(), &["pilot Boba Fett > Millennium Falcon"]);
    assert!(choices(&asked).contains(&"pass".to_string()));
    let done = run(asked, &["choose AT-ST"]);
    assert_eq!(done.card(at_st).damage, 2, "a Transport: 2");
    let done = run(state.clone(), &["pilot Boba Fett > Alliance X-Wing", "choose AT-ST"]);
    assert_eq!(done.card(at_st).damage, 1, "a Fighter: 1");
    let as_unit = play_unit(&state, "Boba Fett");
    assert_eq!(shields_on(&as_unit, find(&as_unit, "Boba Fett")).len(), 1, "Shielded");
}

#[test]
fn card_jtl_139_dengar_attached_unit_deals_2_indirect_on_attack_or_3_if_underworld() {
    let mut s = table("JTL_139");
    s.unit(ONE, "SOR_114"); // Escort Skiff: Underworld
    s.unit(ONE, "SOR_237"); // Alliance X-Wing: Rebel
    let state = s.build();
    for (host, indirect) in [("Escort Skiff", 3), ("Alliance X-Wing", 2)] {
        let piloted = run(state.clone(), &[&format!("pilot Dengar > {host}"), "pass"]);
        let host_power = power(&piloted, find(&piloted, host));
        let asked = run(piloted, &[&format!("attack {host} > Shield Generator Complex")]);
        assert_eq!(choices(&asked), ["choose Resistance Headquarters", "choose Shield Generator Complex"]);
        // Seat two has no unit: the damage is assigned to its base, no choice.
        let done = run(asked, &["choose Shield Generator Complex"]);
        assert_eq!(done.card(done.player(TWO).base).damage, indirect + host_power, "{host}");
    }
}

#[test]
fn card_jtl_217_death_space_skirmisher_may_exhaust_a_unit_if_you_control_another_space_unit() {
    let mut s = table("JTL_217");
    s.unit(ONE, "SOR_237");
    let at_st = s.unit(TWO, "SOR_232");
    let asked = play_unit(&s.build(), "Death Space Skirmisher");
    assert!(choices(&asked).contains(&"pass".to_string()));
    let done = run(asked, &["choose AT-ST"]);
    assert!(done.card(at_st).exhausted);
    let mut s = table("JTL_217");
    s.unit(ONE, "SOR_093"); // ground
    s.unit(TWO, "SOR_232");
    let after = play_unit(&s.build(), "Death Space Skirmisher");
    assert!(after.prompt.is_none());
}

#[test]
fn card_jtl_240_fetts_firespray_deals_1_indirect_or_2_with_boba_fett_when_played_and_on_attack() {
    let state = table("JTL_240").build();
    let asked = play_unit(&state, "Fett's Firespray");
    let done = run(asked, &["choose Shield Generator Complex"]);
    assert_eq!(done.card(done.player(TWO).base).damage, 1, "no unit of seat two: on its base");
    let mut s = table("JTL_240");
    s.unit(ONE, "JTL_240");
    s.unit(ONE, "JTL_189"); // Boba Fett, as a unit
    let done =
        run(s.build(), &["attack Fett's Firespray > Shield Generator Complex", "choose Shield Generator Complex"]);
    assert_eq!(done.card(done.player(TWO).base).damage, 2 + 4, "2 indirect, then 4 combat damage");
}

#[test]
fn card_jtl_147_black_one_plus_1_while_upgraded_and_with_poe_dameron_may_deal_1_damage_on_attack() {
    let mut s = table("JTL_147");
    let black_one = s.unit(ONE, "JTL_147");
    s.unit(TWO, "SOR_232");
    let state = s.build();
    assert_eq!(power(&state, black_one), 2);
    let after = run(state, &["attack Black One > Shield Generator Complex"]);
    assert!(after.prompt.is_none(), "no Poe Dameron");
    let mut s = table("JTL_147");
    let black_one = s.unit(ONE, "JTL_147");
    s.token_upgrade(ONE, Token::Shield, black_one);
    s.unit(ONE, "JTL_100"); // Poe Dameron, as a unit
    let at_st = s.unit(TWO, "SOR_232");
    let state = s.build();
    assert_eq!(power(&state, black_one), 3, "upgraded by a Shield");
    let asked = run(state, &["attack Black One > Shield Generator Complex"]);
    assert!(choices(&asked).contains(&"pass".to_string()));
    let done = run(asked, &["choose AT-ST"]);
    assert_eq!(done.card(at_st).damage, 1);
}

#[test]
fn card_jtl_107_bunker_defender_has_sentinel_while_you_control_a_vehicle() {
    let mut s = table("JTL_107");
    let bunker = s.unit(ONE, "JTL_107");
    s.unit(TWO, "SOR_232");
    let state = s.build();
    assert!(!has_keyword(&state, bunker, Keyword::Sentinel), "the enemy AT-ST is not yours");
    let mut s = table("JTL_107");
    let bunker = s.unit(ONE, "JTL_107");
    s.unit(ONE, "SOR_237");
    assert!(has_keyword(&s.build(), bunker, Keyword::Sentinel));
}

#[test]
fn card_jtl_257_flanking_fang_fighter_has_raid_2_while_you_control_another_fighter() {
    let mut s = table("JTL_257");
    let fang = s.unit(ONE, "JTL_257");
    assert_eq!(raid(&s.build(), fang), 0, "not counting itself");
    let mut s = table("JTL_257");
    let fang = s.unit(ONE, "JTL_257");
    s.unit(ONE, "SOR_237");
    let state = s.build();
    assert_eq!(raid(&state, fang), 2);
    let done = run(state, &["attack Flanking Fang Fighter > Shield Generator Complex"]);
    assert_eq!(done.card(done.player(TWO).base).damage, 4);
}

#[test]
fn card_jtl_113_homestead_militia_has_sentinel_while_you_control_6_or_more_resources() {
    for (resources, sentinel) in [(5, false), (6, true)] {
        let mut s = hangar::rules::swu::Scenario::skirmish();
        s.resources(ONE, resources);
        let militia = s.unit(ONE, "JTL_113");
        assert_eq!(has_keyword(&s.build(), militia, Keyword::Sentinel), sentinel, "{resources}");
    }
}

#[test]
fn card_jtl_109_jarek_yeager_attached_unit_has_sentinel_while_you_control_a_ground_and_a_space_unit() {
    let mut s = table("JTL_109");
    let wing = s.unit(ONE, "SOR_237");
    let state = s.build();
    let alone = run(state, &["pilot Jarek Yeager > Alliance X-Wing"]);
    assert!(!has_keyword(&alone, wing, Keyword::Sentinel), "no ground unit");
    let mut s = table("JTL_109");
    let wing = s.unit(ONE, "SOR_237");
    s.unit(ONE, "SOR_093");
    let both = run(s.build(), &["pilot Jarek Yeager > Alliance X-Wing"]);
    assert!(has_keyword(&both, wing, Keyword::Sentinel));
    let as_unit = play_unit(&table("JTL_109").build(), "Jarek Yeager");
    assert!(!has_keyword(&as_unit, find(&as_unit, "Jarek Yeager"), Keyword::Sentinel));
}

#[test]
fn card_jtl_141_ig_88_plus_3_plus_0_while_an_enemy_unit_is_damaged_as_a_unit_or_for_attached_unit() {
    let mut s = table("JTL_141");
    let ig = s.unit(ONE, "JTL_141");
    let wing = s.unit(ONE, "SOR_237");
    s.damage(wing, 1);
    let at_st = s.unit(TWO, "SOR_232");
    let state = s.build();
    assert_eq!(power(&state, ig), 4, "a damaged friendly unit does not count");
    let mut damaged = state.clone();
    damaged.card_mut(at_st).damage = 1;
    assert_eq!(power(&damaged, ig), 7);
    let mut s = table("JTL_141");
    let wing = s.unit(ONE, "SOR_237");
    let at_st = s.unit(TWO, "SOR_232");
    s.damage(at_st, 2);
    let piloted = run(s.build(), &["pilot IG-88 > Alliance X-Wing"]);
    assert_eq!(power(&piloted, wing), 2 + 3, "IG-88's upgrade power is 0");
}

#[test]
fn card_shd_042_concord_dawn_interceptors_sentinel_and_plus_2_plus_0_while_defending() {
    let mut s = table("SHD_042");
    let concord = s.unit(ONE, "SHD_042");
    let quasar = s.unit(TWO, "JTL_243");
    let state = s.active(TWO).build();
    assert_eq!(power(&state, concord), 1);
    assert!(has_keyword(&state, concord, Keyword::Sentinel));
    let done = run(state, &["attack Quasar TIE Carrier > Concord Dawn Interceptors"]);
    assert_eq!(done.card(quasar).damage, 3, "1 + 2 while defending");
}

#[test]
fn card_jtl_104_raddus_sentinel_with_another_resistance_card_and_its_power_to_an_enemy_unit_when_defeated() {
    let raddus_table = |with_x_wing: bool| {
        let mut s = hangar::rules::swu::Scenario::new("JTL_010", "JTL_026", "JTL_008", "JTL_022");
        let raddus = s.unit(ONE, "JTL_104");
        s.damage(raddus, 2);
        if with_x_wing {
            s.unit(ONE, "JTL_247"); // Resistance X-Wing
        }
        let quasar = s.unit(TWO, "JTL_243");
        s.token_upgrade(TWO, Token::Shield, quasar);
        s.unit(TWO, "SOR_232");
        (s.build(), raddus)
    };
    let (alone, raddus) = raddus_table(false);
    assert!(!has_keyword(&alone, raddus, Keyword::Sentinel));
    let (state, raddus) = raddus_table(true);
    assert!(has_keyword(&state, raddus, Keyword::Sentinel));
    let asked = run(state, &["attack Raddus > Quasar TIE Carrier"]);
    assert!(!asked.in_play(raddus), "the Shield takes its 8; 5 back on 6 HP with 2 damage");
    assert_eq!(choices(&asked), ["choose AT-ST", "choose Quasar TIE Carrier"], "an enemy unit");
    let done = run(asked, &["choose AT-ST"]);
    assert!(!done.in_play(find(&done, "AT-ST")), "its power as printed, once defeated: 8 on 7 HP");
}

#[test]
fn card_jtl_137_vonregs_tie_interceptor_overwhelm_at_4_power_and_raid_1_at_6() {
    let mut s = table("JTL_137");
    let bare = s.unit(ONE, "JTL_137");
    let state = s.build();
    assert!(!has_keyword(&state, bare, Keyword::Overwhelm));
    for (tokens, overwhelm, raid_1) in [(1, true, 0), (3, true, 1)] {
        let mut s = table("JTL_137");
        let tie = s.unit(ONE, "JTL_137");
        for _ in 0..tokens {
            s.token_upgrade(ONE, Token::Experience, tie);
        }
        let state = s.build();
        assert_eq!(power(&state, tie), 3 + tokens, "{tokens} Experience");
        assert_eq!(has_keyword(&state, tie, Keyword::Overwhelm), overwhelm, "{tokens} Experience");
        assert_eq!(raid(&state, tie), raid_1, "{tokens} Experience");
    }
}
