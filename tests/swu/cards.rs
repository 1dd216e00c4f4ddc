//! Every implemented card, each with a test named `card_<id>_…` that plays it and checks what its
//! text does (tests/swu/cards_covered.rs fails when one has none). Cards whose rules the section
//! tests cover in depth are also played here, briefly.

use crate::support::{find, is_offered, offered, offered_like, plays, run, take, ONE, TWO};
use hangar::cards::swu::catalog;
use hangar::engine::Message;
use hangar::engine::Ruleset;
use hangar::engine::Table;
use hangar::rules::swu::facts::aspect_penalty;
use hangar::rules::swu::facts::has_keyword;
use hangar::rules::swu::facts::hp;
use hangar::rules::swu::facts::power;
use hangar::rules::swu::facts::raid;
use hangar::rules::swu::facts::restore;
use hangar::rules::swu::facts::shields_on;
use hangar::rules::swu::testing::card_view;
use hangar::rules::swu::CardType;
use hangar::rules::swu::Keyword;
use hangar::rules::swu::Prompt;
use hangar::rules::swu::Scenario;
use hangar::rules::swu::State;
use hangar::rules::swu::Swu;
use hangar::rules::swu::Token;

/// Wedge Antilles's side with `resources` resources and `hand` in hand; the opponent has a
/// TIE/ln Fighter and an AT-ST.
fn red(resources: usize, hand: &[&str], units: &[&str]) -> State {
    let mut s = Scenario::skirmish();
    s.resources(ONE, resources);
    for id in hand {
        s.hand(ONE, id);
    }
    for id in units {
        s.unit(ONE, id);
    }
    s.unit(TWO, "SOR_225");
    s.unit(TWO, "SOR_232");
    s.build()
}

/// Darth Vader's side likewise; the opponent has an Alliance X-Wing and an Escort Skiff.
fn victor(resources: usize, hand: &[&str], units: &[&str]) -> State {
    let mut s = Scenario::new("JTL_006", "JTL_020", "JTL_008", "JTL_022");
    s.resources(ONE, resources);
    for id in hand {
        s.hand(ONE, id);
    }
    for id in units {
        s.unit(ONE, id);
    }
    s.unit(TWO, "SOR_237");
    s.unit(TWO, "SOR_114");
    s.build()
}

fn stats(state: &State, title: &str) -> (u8, u8) {
    let card = find(state, title);
    (power(state, card), hp(state, card))
}

#[test]
fn card_jtl_022_and_jtl_020_the_bases_have_30_hp_and_their_aspect() {
    let state = red(0, &[], &[]);
    for (seat, title, aspect) in
        [(ONE, "Resistance Headquarters", "Command"), (TWO, "Shield Generator Complex", "Vigilance")]
    {
        let base = state.player(seat).base;
        assert_eq!(state.def(base).title, title);
        assert_eq!(state.def(base).hp, 30);
        assert_eq!(format!("{:?}", state.def(base).aspects), format!("[{aspect}]"));
    }
}

#[test]
fn card_jtl_008_wedge_antilles_covers_command_and_heroism_and_plays_using_piloting() {
    let state = red(5, &["JTL_108"], &["SOR_237"]);
    use hangar::rules::swu::Aspect::*;
    assert_eq!(
        aspect_penalty(&state, ONE, &[Command, Command, Heroism]),
        0,
        "leader and base: two Command, one Heroism"
    );
    assert_eq!(aspect_penalty(&state, ONE, &[Heroism, Heroism, Villainy]), 4);
    assert_eq!(
        plays(&state, "Clone Pilot"),
        [
            "pilot Clone Pilot > Alliance X-Wing [2]",
            "pilot Clone Pilot > Alliance X-Wing via Wedge Antilles [1]",
            "unit Clone Pilot [2]",
        ],
        "Wedge's action plays a card only using Piloting, for 1 less"
    );
    assert_eq!(offered_like(&state, "deploy"), ["deploy Wedge Antilles", "deploy Wedge Antilles > Alliance X-Wing"]);
}

#[test]
fn card_jtl_006_darth_vader_deploys_as_a_unit_5_6_or_as_a_pilot_plus_5_plus_5() {
    let state = victor(6, &[], &["SOR_225"]);
    let (unit, _) = take(&state, "deploy Darth Vader");
    assert_eq!(stats(&unit, "Darth Vader"), (5, 6));
    let (pilot, _) = take(&state, "deploy Darth Vader > TIE/ln Fighter");
    assert_eq!(stats(&pilot, "TIE/ln Fighter"), (7, 6));
}

#[test]
fn card_jtl_249_millennium_falcon_an_additional_pilot_and_plus_1_per_pilot() {
    let state = red(4, &["JTL_255", "JTL_246"], &["JTL_249"]);
    let after = run(state, &["pilot Sullustan Spacer > Millennium Falcon", "pass"]);
    assert_eq!(stats(&after, "Millennium Falcon"), (5, 5), "3/4, +1/+1, +1/+0 per Pilot (forceteki's spec: 5/5)");
    let after = run(after, &["pilot Hopeful Volunteer > Millennium Falcon"]);
    assert_eq!(stats(&after, "Millennium Falcon"), (7, 8));
}

#[test]
fn card_jtl_247_resistance_x_wing_plus_1_plus_1_while_it_has_a_pilot() {
    let state = red(1, &["JTL_255"], &["JTL_247"]);
    assert_eq!(stats(&state, "Resistance X-Wing"), (2, 2));
    let (after, _) = take(&state, "pilot Sullustan Spacer > Resistance X-Wing");
    assert_eq!(stats(&after, "Resistance X-Wing"), (4, 4), "+1/+1 Spacer, +1/+1 while piloted");
}

#[test]
fn card_sor_237_alliance_x_wing_jtl_095_phoenix_squadron_a_wing_sor_225_tie_ln_fighter_printed_units() {
    for (id, title, cost, stats_printed) in [
        ("SOR_237", "Alliance X-Wing", 2, (2, 3)),
        ("JTL_095", "Phoenix Squadron A-Wing", 2, (3, 2)),
        ("SOR_225", "TIE/ln Fighter", 1, (2, 1)),
    ] {
        let state = if id == "SOR_225" { victor(cost, &[id], &[]) } else { red(cost, &[id], &[]) };
        assert_eq!(plays(&state, title), [format!("unit {title} [{cost}]")]);
        let (after, _) = take(&state, &format!("unit {title}"));
        let card = after.units_of(ONE).find(|&c| after.def(c).title == title).expect("in play");
        assert_eq!((power(&after, card), hp(&after, card)), stats_printed, "{title}");
        assert!(after.card(card).exhausted, "{title} enters exhausted");
    }
}

#[test]
fn card_jtl_101_red_leader_costs_1_less_per_friendly_pilot_and_makes_an_x_wing_when_a_pilot_attaches() {
    let mut s = Scenario::skirmish();
    s.resources(ONE, 4);
    s.hand(ONE, "JTL_101");
    s.hand(ONE, "JTL_255");
    let xwing = s.unit(ONE, "SOR_237");
    s.pilot(ONE, "JTL_108", xwing);
    s.unit(ONE, "JTL_246");
    s.unit(TWO, "SOR_225");
    let state = s.build();
    assert_eq!(plays(&state, "Red Leader"), ["unit Red Leader [2]"], "4 less a Pilot upgrade and a Pilot unit");
    let (after, _) = take(&state, "unit Red Leader");
    assert!(after.units_of(ONE).all(|u| after.def(u).token.is_none()), "no Pilot attached to it: no token");
    let titles: Vec<&str> = after.units_of(ONE).map(|u| &*after.def(u).title).collect();
    assert_eq!(titles, ["Alliance X-Wing", "Hopeful Volunteer", "Red Leader"]);
    let mut s = Scenario::skirmish();
    s.resources(ONE, 1);
    s.hand(ONE, "JTL_255");
    s.unit(ONE, "JTL_101");
    s.unit(TWO, "SOR_225");
    let (after, _) = take(&s.build(), "pilot Sullustan Spacer > Red Leader");
    let tokens: Vec<_> = after.units_of(ONE).filter(|&u| after.def(u).token == Some(Token::XWing)).collect();
    assert_eq!(tokens.len(), 1, "When a Pilot upgrade attaches to this unit: Create an X-Wing token");
    assert_eq!((power(&after, tokens[0]), hp(&after, tokens[0])), (2, 2));
}

#[test]
fn card_jtl_248_dilapidated_ski_speeder_deals_3_damage_to_itself_when_played() {
    let state = red(3, &["JTL_248"], &[]);
    let (after, _) = take(&state, "unit Dilapidated Ski Speeder");
    let speeder = find(&after, "Dilapidated Ski Speeder");
    assert_eq!((after.card(speeder).damage, hp(&after, speeder)), (3, 7));
}

#[test]
fn card_sor_114_escort_skiff_has_ambush_while_another_command_unit_is_controlled() {
    let without = red(4, &["SOR_114"], &["SOR_237"]);
    let (after, _) = take(&without, "unit Escort Skiff");
    assert!(after.prompt.is_none(), "the X-Wing is Heroism");
    let with = red(4, &["SOR_114"], &["JTL_108"]);
    let (after, _) = take(&with, "unit Escort Skiff");
    assert!(matches!(after.prompt, Some(Prompt::Ambush { .. })), "the Clone Pilot is a Command unit");
    assert_eq!(offered(&after), ["attack Escort Skiff > AT-ST", "pass"]);
}

#[test]
fn card_sor_244_snowspeeder_ambush_and_on_attack_exhausts_an_enemy_ground_vehicle() {
    let state = red(5, &["SOR_244"], &[]);
    let after = run(state, &["unit Snowspeeder", "attack Snowspeeder > AT-ST"]);
    let at_st = find(&after, "AT-ST");
    assert!(after.card(at_st).exhausted, "the only enemy Vehicle ground unit: no choice");
    assert_eq!(after.card(at_st).damage, 3);
}

#[test]
fn card_jtl_093_nien_nunb_plus_1_power_for_each_other_friendly_pilot_unit_and_upgrade() {
    let mut s = Scenario::skirmish();
    s.resources(ONE, 1);
    s.hand(ONE, "JTL_093");
    let xwing = s.unit(ONE, "SOR_237");
    s.pilot(ONE, "JTL_108", xwing);
    s.unit(ONE, "JTL_246");
    s.unit(ONE, "SOR_237");
    s.unit(TWO, "SOR_225");
    let state = s.build();
    let (as_unit, _) = take(&state, "unit Nien Nunb");
    assert_eq!(stats(&as_unit, "Nien Nunb"), (3, 2), "1 + 2 other Pilots");
    let xwings = crate::support::all(&state, "Alliance X-Wing");
    let free = xwings[1];
    let nien = find(&state, "Nien Nunb");
    let action = hangar::rules::swu::Action::PlayPilot {
        card: nien,
        host: free,
        piloting: 0,
        via: None,
        payment: hangar::rules::swu::Payment::of(&state.player(ONE).resources[..1]),
    };
    let (as_pilot, _) = Swu::apply(&state, &action).unwrap();
    assert_eq!(
        (power(&as_pilot, free), hp(&as_pilot, free)),
        (2 + 1 + 2, 3 + 2),
        "+1/+2 and +1/+0 for each of 2 other Pilots"
    );
}

#[test]
fn card_jtl_094_luke_skywalker_piloting_3_and_may_move_to_the_ground_instead_of_being_defeated() {
    let state = red(3, &["JTL_094"], &["SOR_237"]);
    assert_eq!(
        plays(&state, "Luke Skywalker"),
        [
            "pilot Luke Skywalker > Alliance X-Wing [3]",
            "pilot Luke Skywalker > Alliance X-Wing via Wedge Antilles [2]",
            "unit Luke Skywalker [2]"
        ]
    );
    let (after, _) = take(&state, "pilot Luke Skywalker > Alliance X-Wing");
    assert_eq!(stats(&after, "Alliance X-Wing"), (5, 5));
}

#[test]
fn card_jtl_103_chewbacca_is_protected_from_enemy_card_abilities_in_both_forms_but_damage_still_defeats() {
    let state = red(5, &["JTL_103"], &["SOR_237"]);
    let protected = Message::new("swu-badge-protected");
    let (as_unit, _) = take(&state, "unit Chewbacca");
    assert!(card_view(&as_unit, find(&as_unit, "Chewbacca")).badges.contains(&protected));
    let (as_pilot, _) = take(&state, "pilot Chewbacca > Alliance X-Wing");
    let xwing = find(&as_pilot, "Alliance X-Wing");
    assert!(card_view(&as_pilot, xwing).badges.contains(&protected), "Attached unit gains it");
    assert!(!card_view(&as_pilot, find(&as_pilot, "Chewbacca")).badges.contains(&protected));
    let mut s = Scenario::skirmish();
    let chewie = s.unit(ONE, "JTL_103");
    s.damage(chewie, 4);
    s.unit(TWO, "SOR_232");
    let after = run(s.build(), &["attack Chewbacca > AT-ST"]);
    assert!(
        after.player(ONE).discard.contains(&chewie),
        "combat damage defeats him: it is not an ability defeating him"
    );
}

#[test]
fn card_jtl_246_hopeful_volunteer_jtl_108_clone_pilot_jtl_255_sullustan_spacer_vanilla_pilots() {
    for (id, title, modifiers) in [
        ("JTL_246", "Hopeful Volunteer", (1, 3)),
        ("JTL_108", "Clone Pilot", (2, 2)),
        ("JTL_255", "Sullustan Spacer", (1, 1)),
    ] {
        let state = red(2, &[id], &["SOR_237"]);
        let (after, _) = take(&state, &format!("pilot {title} > Alliance X-Wing"));
        assert_eq!(stats(&after, "Alliance X-Wing"), (2 + modifiers.0, 3 + modifiers.1), "{title}");
        let (unit, _) = take(&state, &format!("unit {title}"));
        let card = find(&unit, title);
        assert_eq!((power(&unit, card), hp(&unit, card)), (state.def(card).power, state.def(card).hp));
    }
}

#[test]
fn card_jtl_245_r2_d2_goes_on_a_piloted_vehicle_and_grants_an_additional_pilot() {
    let mut s = Scenario::skirmish();
    let xwing = s.unit(ONE, "SOR_237");
    s.pilot(ONE, "JTL_108", xwing);
    s.hand(ONE, "JTL_245");
    s.unit(TWO, "SOR_225");
    let state = s.build();
    let (after, _) = take(&state, "pilot R2-D2 > Alliance X-Wing");
    assert_eq!(hangar::rules::swu::facts::pilots_on(&after, xwing).len(), 2);
    assert_eq!(stats(&after, "Alliance X-Wing"), (5, 6));
}

#[test]
fn card_sor_093_alliance_dispatcher_plays_a_unit_for_1_less_exhausting_itself() {
    let state = red(1, &["JTL_246"], &["SOR_093", "SOR_237"]);
    assert_eq!(
        plays(&state, "Hopeful Volunteer"),
        [
            "pilot Hopeful Volunteer > Alliance X-Wing via Wedge Antilles [1]",
            "unit Hopeful Volunteer via Alliance Dispatcher [1]"
        ]
    );
}

#[test]
fn card_jtl_081_first_order_tie_fighter_raid_1_while_you_control_a_token_unit() {
    let mut s = Scenario::new("JTL_006", "JTL_020", "JTL_008", "JTL_022");
    let fo = s.unit(ONE, "JTL_081");
    let state = s.build();
    assert!(!has_keyword(&state, fo, Keyword::Raid(1)));
    let mut s = Scenario::new("JTL_006", "JTL_020", "JTL_008", "JTL_022");
    let fo = s.unit(ONE, "JTL_081");
    s.token_unit(ONE, Token::TieFighter);
    assert_eq!(raid(&s.build(), fo), 1);
}

#[test]
fn card_jtl_082_kijimi_patrollers_create_a_tie_fighter_when_played() {
    let state = victor(2, &["JTL_082"], &[]);
    let (after, _) = take(&state, "unit Kijimi Patrollers");
    let tokens: Vec<_> = after.units_of(ONE).filter(|&u| after.def(u).token == Some(Token::TieFighter)).collect();
    assert_eq!(tokens.len(), 1);
    assert_eq!((power(&after, tokens[0]), hp(&after, tokens[0])), (1, 1));
    assert!(after.card(tokens[0]).exhausted);
}

#[test]
fn card_jtl_033_onyx_squadron_brute_heals_2_from_a_base_when_defeated() {
    let mut s = Scenario::new("JTL_006", "JTL_020", "JTL_008", "JTL_022");
    let brute = s.unit(ONE, "JTL_033");
    s.damage(brute, 2);
    s.unit(TWO, "SOR_237");
    let mut state = s.build();
    let base = state.player(ONE).base;
    state.card_mut(base).damage = 5;
    let after = run(state, &["attack Onyx Squadron Brute > Alliance X-Wing"]);
    assert!(after.player(ONE).discard.contains(&brute));
    assert_eq!(offered(&after), ["choose Resistance Headquarters", "choose Shield Generator Complex"], "a base");
    let (done, _) = take(&after, "choose Shield Generator Complex");
    assert_eq!(done.card(base).damage, 3);
}

#[test]
fn card_jtl_068_perimeter_at_rt_sentinel_and_sor_232_at_st_overwhelm() {
    let state = victor(0, &[], &["JTL_068", "SOR_232"]);
    assert!(has_keyword(&state, find(&state, "Perimeter AT-RT"), Keyword::Sentinel));
    assert!(has_keyword(&state, find(&state, "AT-ST"), Keyword::Overwhelm));
    let (after, _) = take(&state, "attack AT-ST > Escort Skiff");
    assert_eq!(after.card(after.player(TWO).base).damage, 2, "6 on a 4 HP Skiff: 2 to the base");
}

#[test]
fn card_jtl_036_iden_versio_shielded_unit_and_a_shield_for_her_vehicle() {
    let state = victor(4, &["JTL_036"], &["SOR_225"]);
    let (after, _) = take(&state, "pilot Iden Versio > TIE/ln Fighter");
    assert_eq!(shields_on(&after, find(&after, "TIE/ln Fighter")).len(), 1);
    assert_eq!(stats(&after, "TIE/ln Fighter"), (5, 4));
}

#[test]
fn card_jtl_058_academy_graduate_gives_sentinel_as_a_pilot() {
    let state = victor(2, &["JTL_058"], &["SOR_225"]);
    let (after, _) = take(&state, "pilot Academy Graduate > TIE/ln Fighter");
    assert!(has_keyword(&after, find(&after, "TIE/ln Fighter"), Keyword::Sentinel));
}

#[test]
fn card_jtl_034_interceptor_ace_grit_as_a_unit_and_gives_grit_as_a_pilot() {
    let mut s = Scenario::new("JTL_006", "JTL_020", "JTL_008", "JTL_022");
    let tie = s.unit(ONE, "SOR_225");
    s.pilot(ONE, "JTL_034", tie);
    let ace = s.unit(ONE, "JTL_034");
    s.damage(ace, 1);
    let state = s.build();
    assert_eq!(power(&state, ace), 3, "2 + 1 damage");
    assert!(has_keyword(&state, tie, Keyword::Grit));
}

#[test]
fn card_jtl_236_indoctrinated_conscript_plus_1_plus_2_as_a_pilot() {
    let state = victor(1, &["JTL_236"], &["SOR_225"]);
    let (after, _) = take(&state, "pilot Indoctrinated Conscript > TIE/ln Fighter");
    assert_eq!(stats(&after, "TIE/ln Fighter"), (3, 3));
}

#[test]
fn card_jtl_084_wingman_victor_two_creates_a_tie_fighter_when_played_as_an_upgrade() {
    let state = victor(2, &["JTL_084"], &["SOR_225"]);
    let (as_pilot, _) = take(&state, "pilot Wingman Victor Two > TIE/ln Fighter");
    assert_eq!(as_pilot.units_of(ONE).filter(|&u| as_pilot.def(u).token.is_some()).count(), 1);
    let (as_unit, _) = take(&state, "unit Wingman Victor Two");
    assert_eq!(as_unit.units_of(ONE).filter(|&u| as_unit.def(u).token.is_some()).count(), 0, "not as a unit");
}

#[test]
fn card_jtl_086_wingman_victor_three_may_give_an_experience_token_to_a_unit_other_than_the_attached_unit() {
    let state = victor(1, &["JTL_086"], &["SOR_225", "JTL_033"]);
    let after = run(state, &["pilot Wingman Victor Three > TIE/ln Fighter"]);
    assert_eq!(
        offered(&after),
        ["choose Alliance X-Wing", "choose Escort Skiff", "choose Onyx Squadron Brute", "pass"],
        "any unit but the TIE it pilots (the errata)"
    );
    let (done, _) = take(&after, "choose Onyx Squadron Brute");
    assert_eq!(stats(&done, "Onyx Squadron Brute"), (3, 4));
}

#[test]
fn card_twi_120_strategic_acumen_plus_0_plus_2_and_a_play_a_unit_action() {
    let state = victor(2, &["TWI_120", "JTL_236"], &["SOR_225"]);
    assert_eq!(
        offered_like(&state, "upgrade"),
        [
            "upgrade Strategic Acumen > Alliance X-Wing [1]",
            "upgrade Strategic Acumen > Escort Skiff [1]",
            "upgrade Strategic Acumen > TIE/ln Fighter [1]"
        ],
        "an upgrade with no restriction goes on any unit"
    );
    let (after, _) = take(&state, "upgrade Strategic Acumen > TIE/ln Fighter");
    assert_eq!(stats(&after, "TIE/ln Fighter"), (2, 3));
    let after = run(after, &["pass"]);
    assert_eq!(
        plays(&after, "Indoctrinated Conscript"),
        [
            "pilot Indoctrinated Conscript > TIE/ln Fighter [1]",
            "unit Indoctrinated Conscript [1]",
            "unit Indoctrinated Conscript via TIE/ln Fighter [0]",
        ],
        "\"play a unit\": as a unit, not using Piloting (7.5.17.c)"
    );
    assert!(
        !is_offered(&after, "pilot Indoctrinated Conscript > TIE/ln Fighter via TIE/ln Fighter"),
        "Strategic Acumen's \"play a unit\" cannot use Piloting"
    );
}

#[test]
fn card_jtl_045_hera_syndulla_restore_1_either_way() {
    let mut s = Scenario::new("JTL_008", "JTL_020", "JTL_006", "JTL_022");
    let xwing = s.unit(ONE, "SOR_237");
    s.pilot(ONE, "JTL_045", xwing);
    let hera = s.unit(ONE, "JTL_045");
    let state = s.build();
    assert_eq!((restore(&state, xwing), restore(&state, hera)), (1, 1));
}

#[test]
fn card_jtl_049_l3_37_attaches_instead_of_being_defeated() {
    let mut s = Scenario::skirmish();
    let l3 = s.unit(ONE, "JTL_049");
    s.damage(l3, 2);
    s.unit(ONE, "JTL_249");
    s.unit(TWO, "SOR_232");
    let after = run(s.build(), &["attack L3-37 > AT-ST", "choose Millennium Falcon"]);
    assert_eq!(stats(&after, "Millennium Falcon"), (7, 7), "3/4, +3/+3, +1/+0 per Pilot");
}

#[test]
fn card_jtl_049_l3_37_attached_instead_keeps_nothing_that_lasted_on_her_as_a_unit() {
    // A whole-pool game found it: Supporting Eta-2 gave her +2/+0 for the phase, then she was
    // defeated and attached instead; the +2/+0 stayed on a card that is no longer a unit.
    let mut s = Scenario::skirmish();
    s.unit(ONE, "JTL_160");
    let l3 = s.unit(ONE, "JTL_049");
    s.damage(l3, 2);
    s.unit(ONE, "JTL_249");
    s.unit(TWO, "SOR_232");
    let state = run(s.build(), &["attack Supporting Eta-2 > Shield Generator Complex", "choose L3-37"]);
    assert_eq!(state.lasting.len(), 1, "+2/+0 for this phase");
    let state = run(state, &["pass"]);
    let after = run(state, &["attack L3-37 > AT-ST", "choose Millennium Falcon"]);
    assert!(after.card(l3).attached.is_some(), "she attached instead");
    assert!(after.lasting.is_empty(), "what lasted on the unit ended with it: {:?}", after.lasting);
    assert_eq!(Swu::problems(&after), Vec::<Message>::new());
    assert_eq!(stats(&after, "Millennium Falcon"), (7, 7), "her +2/+0 does not reach the Falcon");
}

#[test]
fn card_jtl_012_luke_skywalker_leader_protected_upgrade_and_fighter_on_attack() {
    let mut s = Scenario::new("JTL_012", "JTL_022", "JTL_006", "JTL_020");
    s.resources(ONE, 6);
    s.unit(ONE, "SOR_237");
    s.unit(TWO, "SOR_225");
    let (after, _) = take(&s.build(), "deploy Luke Skywalker > Alliance X-Wing");
    assert_eq!(stats(&after, "Alliance X-Wing"), (6, 8), "+4/+5");
    let luke = find(&after, "Luke Skywalker");
    assert!(after
        .def(luke)
        .abilities(hangar::rules::swu::Form::Upgrade)
        .iter()
        .any(|a| matches!(a, hangar::rules::swu::Ability::ProtectedUpgrade)));
}

#[test]
fn card_jtl_015_rio_durant_deploys_as_a_saboteur_unit() {
    let mut s = Scenario::new("JTL_015", "JTL_022", "JTL_006", "JTL_020");
    s.resources(ONE, 5);
    let (after, _) = take(&s.build(), "deploy Rio Durant");
    assert!(has_keyword(&after, find(&after, "Rio Durant"), Keyword::Saboteur));
}

#[test]
fn card_sor_141_green_squadron_a_wing_raid_2_and_sor_044_restored_arc_170_restore_1() {
    let mut s = Scenario::skirmish();
    let awing = s.unit(ONE, "SOR_141");
    let arc = s.unit(ONE, "SOR_044");
    let state = s.build();
    assert_eq!((raid(&state, awing), restore(&state, arc)), (2, 1));
    let (after, _) = take(&state, "attack Green Squadron A-Wing > Shield Generator Complex");
    assert_eq!(after.card(after.player(TWO).base).damage, 3);
}

#[test]
fn card_jtl_196_dagger_squadron_pilot_jtl_159_determined_recruit_jtl_211_independent_smuggler_pilots() {
    // Not in the skirmish decks: their upgrade modifiers on a Vehicle of Wedge Antilles's side.
    for (id, modifiers) in [("JTL_196", (2, 1)), ("JTL_159", (3, 1)), ("JTL_211", (1, 1))] {
        let mut s = Scenario::skirmish();
        let xwing = s.unit(ONE, "SOR_237");
        s.pilot(ONE, id, xwing);
        let state = s.build();
        assert_eq!((power(&state, xwing), hp(&state, xwing)), (2 + modifiers.0, 3 + modifiers.1), "{id}");
    }
    let mut s = Scenario::skirmish();
    let xwing = s.unit(ONE, "SOR_237");
    s.pilot(ONE, "JTL_211", xwing);
    assert_eq!(raid(&s.build(), xwing), 1, "Independent Smuggler: attached unit gains Raid 1");
}

#[test]
fn card_jtl_t01_jtl_t02_jtl_t03_jtl_t04_the_tokens() {
    let cat = catalog();
    for (token, stats_printed, card_type) in [
        (Token::TieFighter, (1, 1), CardType::Unit),
        (Token::XWing, (2, 2), CardType::Unit),
        (Token::Experience, (0, 0), CardType::Upgrade),
        (Token::Shield, (0, 0), CardType::Upgrade),
    ] {
        let def = cat.get(hangar::cards::swu::token_def(token));
        assert_eq!(def.token, Some(token));
        assert_eq!((def.power, def.hp, def.card_type), (stats_printed.0, stats_printed.1, card_type));
    }
    assert_eq!(cat.get(hangar::cards::swu::token_def(Token::Experience)).upgrade_power, Some(1));
}
