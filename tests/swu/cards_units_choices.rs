//! The units whose trigger chooses a unit by what the text says of it (`Which`): "a damaged
//! unit", "another First Order unit", "an enemy unit in this arena", "a space unit that costs 3
//! or less", "an upgrade [that costs 2 or less]". Each card's test is named by its number.

use crate::cards_units_triggers::play_unit;
use crate::event_positions::{choices, table};
use crate::support::{find, run, ONE, TWO};
use hangar::engine::Table;
use hangar::rules::swu::facts::{hp, power, shields_on};
use hangar::rules::swu::Token;

#[test]
fn card_jtl_239_tie_dagger_vanguard_may_deal_2_damage_to_a_damaged_unit_when_played() {
    let mut s = table("JTL_239");
    let at_st = s.unit(TWO, "SOR_232");
    s.damage(at_st, 1);
    s.unit(TWO, "SOR_225");
    let state = s.build();
    let asked = play_unit(&state, "TIE Dagger Vanguard");
    assert_eq!(choices(&asked), ["choose AT-ST", "pass"], "the undamaged TIE/ln is not offered");
    let done = run(asked, &["choose AT-ST"]);
    assert_eq!(done.card(at_st).damage, 3);
    let mut s = table("JTL_239");
    s.unit(TWO, "SOR_232");
    let none = play_unit(&s.build(), "TIE Dagger Vanguard");
    assert!(none.prompt.is_none(), "no damaged unit: nothing to choose");
}

#[test]
fn card_jtl_151_red_five_may_deal_2_damage_to_a_damaged_unit_on_attack() {
    let mut s = table("JTL_151");
    s.unit(ONE, "JTL_151");
    let tie = s.unit(TWO, "JTL_243");
    s.damage(tie, 1);
    s.unit(TWO, "SOR_232");
    let state = s.build();
    let asked = run(state, &["attack Red Five > Shield Generator Complex"]);
    assert_eq!(choices(&asked), ["choose Quasar TIE Carrier", "pass"]);
    let done = run(asked, &["choose Quasar TIE Carrier"]);
    assert_eq!(done.card(tie).damage, 3);
    assert_eq!(done.card(done.player(TWO).base).damage, 3);
}

#[test]
fn card_jtl_044_echo_base_engineer_may_give_a_shield_to_a_damaged_vehicle_when_played() {
    let mut s = table("JTL_044");
    let wing = s.unit(ONE, "SOR_237");
    s.damage(wing, 1);
    let dispatcher = s.unit(ONE, "SOR_093");
    s.damage(dispatcher, 1);
    s.unit(TWO, "SOR_232");
    let state = s.build();
    let asked = play_unit(&state, "Echo Base Engineer");
    assert_eq!(choices(&asked), ["choose Alliance X-Wing", "pass"], "a damaged Vehicle only");
    let done = run(asked, &["choose Alliance X-Wing"]);
    assert_eq!(shields_on(&done, wing).len(), 1);
}

#[test]
fn card_jtl_088_captain_phasma_may_give_another_first_order_unit_plus_2_plus_2_when_played_and_on_attack() {
    let mut s = table("JTL_088");
    let tie = s.unit(ONE, "JTL_081");
    s.unit(TWO, "SOR_232");
    let state = s.build();
    let asked = play_unit(&state, "Captain Phasma");
    assert_eq!(
        choices(&asked),
        ["choose First Order TIE Fighter", "pass"],
        "not Phasma herself, no non-First Order unit"
    );
    let done = run(asked, &["choose First Order TIE Fighter"]);
    assert_eq!((power(&done, tie), hp(&done, tie)), (4, 3));
    let mut s = table("JTL_088");
    s.unit(ONE, "JTL_088");
    let tie = s.unit(ONE, "JTL_081");
    let asked = run(s.build(), &["attack Captain Phasma > Shield Generator Complex"]);
    assert_eq!(choices(&asked), ["choose First Order TIE Fighter", "pass"]);
    let done = run(asked, &["choose First Order TIE Fighter"]);
    assert_eq!(power(&done, tie), 4);
    assert_eq!(done.card(done.player(TWO).base).damage, 5);
}

#[test]
fn card_jtl_040_fleet_interdictor_may_defeat_a_space_unit_that_costs_3_or_less_when_defeated() {
    let mut s = table("JTL_040");
    let interdictor = s.unit(ONE, "JTL_040");
    s.damage(interdictor, 1);
    let wing = s.unit(ONE, "SOR_237"); // costs 2
    s.unit(TWO, "JTL_243"); // costs 6
    let tie = s.unit(TWO, "SOR_225"); // costs 1
    s.unit(TWO, "SOR_093"); // ground
    let state = s.build();
    let asked = run(state, &["attack Fleet Interdictor > Quasar TIE Carrier"]);
    assert!(!asked.in_play(interdictor));
    assert_eq!(choices(&asked), ["choose Alliance X-Wing", "choose TIE/ln Fighter", "pass"]);
    let done = run(asked, &["choose TIE/ln Fighter"]);
    assert!(!done.in_play(tie) && done.in_play(wing));
}

#[test]
fn card_jtl_035_tam_ryvora_attached_unit_on_attack_gives_an_enemy_unit_in_its_arena_minus_1_minus_1() {
    let mut s = table("JTL_035");
    s.unit(ONE, "SOR_237");
    let tie = s.unit(TWO, "SOR_225");
    let quasar = s.unit(TWO, "JTL_243");
    s.unit(TWO, "SOR_232"); // ground: not in the X-Wing's arena
    let state = s.build();
    let piloted = run(state.clone(), &["pilot Tam Ryvora > Alliance X-Wing"]);
    assert!(piloted.prompt.is_none());
    let asked = run(piloted, &["pass", "attack Alliance X-Wing > Shield Generator Complex"]);
    assert_eq!(choices(&asked), ["choose Quasar TIE Carrier", "choose TIE/ln Fighter"], "no passing");
    let done = run(asked, &["choose TIE/ln Fighter"]);
    assert!(!done.in_play(tie), "a 2/1 given -1/-1 is defeated");
    assert_eq!(done.card(quasar).damage, 0);
    let as_unit = play_unit(&state, "Tam Ryvora");
    assert!(as_unit.prompt.is_none(), "no text as a unit");
}

#[test]
fn card_jtl_210_the_mandalorian_exhausts_up_to_2_ground_units_or_as_a_pilot_an_enemy_unit_in_its_arena() {
    let mut s = table("JTL_210");
    let at_st = s.unit(TWO, "SOR_232");
    let dispatcher = s.unit(TWO, "SOR_093");
    s.unit(TWO, "SOR_225");
    s.unit(ONE, "SOR_237");
    let state = s.build();
    let asked = play_unit(&state, "The Mandalorian");
    assert_eq!(choices(&asked), ["choose AT-ST", "choose Alliance Dispatcher", "choose The Mandalorian", "pass"]);
    let second = run(asked, &["choose AT-ST"]);
    assert_eq!(
        choices(&second),
        ["choose Alliance Dispatcher", "choose The Mandalorian", "pass"],
        "up to 2 different units"
    );
    let done = run(second, &["choose Alliance Dispatcher"]);
    assert!(done.prompt.is_none(), "two chosen: done");
    assert!(done.card(dispatcher).exhausted && done.card(at_st).exhausted);
    let one = run(play_unit(&state, "The Mandalorian"), &["choose AT-ST", "pass"]);
    assert!(one.card(at_st).exhausted && !one.card(dispatcher).exhausted);
    let asked = run(state, &["pilot The Mandalorian > Alliance X-Wing"]);
    let tie = find(&asked, "TIE/ln Fighter");
    assert!(asked.card(tie).exhausted, "the only enemy space unit: no choice");
    assert!(!asked.card(at_st).exhausted);
}

#[test]
fn card_jtl_168_insurgent_saboteurs_may_defeat_an_upgrade_on_attack() {
    let mut s = table("JTL_168");
    s.unit(ONE, "JTL_168");
    let wing = s.unit(ONE, "SOR_237");
    s.pilot(ONE, "JTL_108", wing);
    let at_st = s.unit(TWO, "SOR_232");
    s.token_upgrade(TWO, Token::Experience, at_st);
    let state = s.build();
    assert_eq!(power(&state, at_st), 7);
    let asked = run(state, &["attack Insurgent Saboteurs > AT-ST"]);
    assert_eq!(choices(&asked), ["choose Clone Pilot", "choose Experience", "pass"], "any upgrade, friendly too");
    let done = run(asked, &["choose Experience"]);
    assert_eq!(done.attachments_of(at_st).count(), 0);
    assert_eq!(done.card(at_st).damage, 6);
    assert!(!done.in_play(find(&done, "Insurgent Saboteurs")), "6 damage back on 5 HP");
}

#[test]
fn card_jtl_148_frisk_as_a_pilot_may_defeat_an_upgrade_that_costs_2_or_less() {
    let mut s = table("JTL_148");
    s.unit(ONE, "SOR_237");
    let at_st = s.unit(TWO, "SOR_232");
    s.token_upgrade(TWO, Token::Experience, at_st);
    let tie = s.unit(TWO, "SOR_225");
    let ace = s.pilot(TWO, "JTL_034", tie); // Interceptor Ace costs 3
    let state = s.build();
    let asked = run(state.clone(), &["pilot Frisk > Alliance X-Wing"]);
    assert_eq!(choices(&asked), ["choose Experience", "choose Frisk", "pass"]);
    let done = run(asked, &["choose Experience"]);
    assert_eq!(done.attachments_of(at_st).count(), 0);
    assert!(done.in_play(ace));
    let as_unit = play_unit(&state, "Frisk");
    assert!(as_unit.prompt.is_none(), "no text as a unit");
}

#[test]
fn card_jtl_220_skyway_cloud_car_may_return_a_non_leader_unit_with_2_or_less_power_when_defeated() {
    let mut s = table("JTL_220");
    let car = s.unit(ONE, "JTL_220");
    s.damage(car, 2);
    let at_st = s.unit(TWO, "SOR_232");
    let dispatcher = s.unit(TWO, "SOR_093");
    s.token_upgrade(TWO, Token::Shield, dispatcher);
    let state = s.build();
    let asked = run(state, &["attack Skyway Cloud Car > AT-ST"]);
    assert!(!asked.in_play(car));
    assert!(choices(&asked).contains(&"choose Alliance Dispatcher".to_string()));
    assert!(!choices(&asked).contains(&"choose AT-ST".to_string()), "6 power");
    let done = run(asked, &["choose Alliance Dispatcher"]);
    assert!(!done.in_play(dispatcher) && done.player(TWO).hand.contains(&dispatcher), "to its owner's hand");
    assert!(done.play.iter().all(|&c| done.def(c).token.is_none()), "its Shield is defeated");
    assert!(done.in_play(at_st));
}

#[test]
fn card_jtl_100_poe_dameron_creates_an_x_wing_and_may_attach_himself_to_a_friendly_vehicle_without_a_pilot() {
    let mut s = table("JTL_100");
    let wing = s.unit(ONE, "SOR_237");
    s.pilot(ONE, "JTL_108", wing); // piloted: no room
    let red_leader = s.unit(ONE, "JTL_101");
    let state = s.build();
    let asked = play_unit(&state, "Poe Dameron");
    assert_eq!(choices(&asked), ["choose Red Leader", "choose X-Wing", "pass"]);
    let poe = find(&asked, "Poe Dameron");
    let token = find(&asked, "X-Wing");
    let on_token = run(asked.clone(), &["choose X-Wing"]);
    assert_eq!(on_token.card(poe).attached.map(|a| a.host), Some(token), "a Pilot upgrade now");
    assert_eq!((power(&on_token, token), hp(&on_token, token)), (2 + 2, 2 + 3));
    let on_leader = run(asked.clone(), &["choose Red Leader"]);
    assert_eq!(on_leader.card(poe).attached.map(|a| a.host), Some(red_leader));
    let tokens = on_leader.play.iter().filter(|&&c| on_leader.def(c).token == Some(Token::XWing)).count();
    assert_eq!(tokens, 2, "Red Leader's \"When a Pilot upgrade attaches\" makes another");
    let stays = run(asked, &["pass"]);
    assert!(stays.card(poe).attached.is_none() && stays.in_play(poe));
}
