//! Events whose second half speaks of what the first did (each test named by the card's number):
//! a token created and then "another unit" (`Effect::CreateTokenAnd`), tokens counted from the
//! opponent's resources (`CreateTokensPer`), "If that unit is defeated this way" (`IfDefeated`),
//! "If no player has taken the initiative this phase" (`IfNoInitiativeTaken`), and an "If you
//! do" whose choice depends on the card chosen first (`Which::same_arena`,
//! `Which::at_most_subject_power`, `OnOne::and_subject`).

use crate::event_positions::{choices, play, table};
use crate::support::{all, find, run, ONE, TWO};
use hangar::engine::{CardId, Table};
use hangar::rules::swu::facts::{keywords, power, shields_on};
use hangar::rules::swu::{Keyword, State};

fn x_wings(state: &State, seat: hangar::engine::Seat) -> Vec<CardId> {
    all(state, "X-Wing").into_iter().filter(|&c| state.in_play(c) && state.card(c).controller == seat).collect()
}

#[test]
fn card_jtl_076_covering_the_wing_creates_an_x_wing_then_may_shield_another_unit() {
    let mut s = table("JTL_076");
    let falcon = s.unit(ONE, "JTL_249");
    s.unit(TWO, "SOR_225");
    let state = s.build();
    let asked = play(&state, "Covering the Wing");
    let wing = x_wings(&asked, ONE);
    assert_eq!(wing.len(), 1);
    assert_eq!(
        choices(&asked),
        ["choose Millennium Falcon", "choose TIE/ln Fighter", "pass"],
        "another unit: not the X-Wing just created; you may"
    );
    let done = run(asked.clone(), &["choose Millennium Falcon"]);
    assert_eq!(shields_on(&done, falcon).len(), 1);
    let declined = run(asked, &["pass"]);
    assert!(shields_on(&declined, falcon).is_empty());
}

#[test]
fn card_jtl_130_timely_reinforcements_an_x_wing_with_sentinel_for_every_2_enemy_resources() {
    let mut s = table("JTL_130");
    s.resources(TWO, 5);
    let state = s.build();
    let done = play(&state, "Timely Reinforcements");
    let wings = x_wings(&done, ONE);
    assert_eq!(wings.len(), 2, "5 resources: two X-Wings");
    assert!(wings.iter().all(|&w| keywords(&done, w).contains(&Keyword::Sentinel)));
    let next = run(done, &["pass", "pass"]);
    assert!(wings.iter().all(|&w| !keywords(&next, w).contains(&Keyword::Sentinel)), "for this phase");
}

#[test]
fn card_jtl_176_shoot_down_3_damage_to_a_space_unit_and_if_it_is_defeated_2_to_a_base() {
    let mut s = table("JTL_176");
    s.unit(TWO, "SOR_225");
    let atst = s.unit(TWO, "SOR_232");
    let frigate = s.unit(TWO, "JTL_069");
    let state = s.build();
    let asked = play(&state, "Shoot Down");
    assert_eq!(choices(&asked), ["choose Munificent Frigate", "choose TIE/ln Fighter"], "a space unit: not the AT-ST");
    let bases = run(asked.clone(), &["choose TIE/ln Fighter"]);
    assert_eq!(
        choices(&bases),
        ["choose Resistance Headquarters", "choose Shield Generator Complex", "pass"],
        "defeated: you may deal 2 to a base"
    );
    let done = run(bases, &["choose Shield Generator Complex"]);
    assert_eq!(done.card(done.player(TWO).base).damage, 2);
    assert_eq!(done.card(atst).damage, 0);
    let survived = run(asked, &["choose Munificent Frigate"]);
    assert_eq!(survived.card(frigate).damage, 3);
    assert!(survived.in_play(frigate) && survived.prompt.is_none(), "not defeated: no base damage");
}

#[test]
fn card_jtl_178_face_off_readies_an_enemy_unit_then_a_friendly_unit_in_its_arena() {
    let mut s = table("JTL_178");
    let tie = s.unit(TWO, "SOR_225");
    s.exhaust(tie);
    let atst = s.unit(TWO, "SOR_232");
    s.exhaust(atst);
    let falcon = s.unit(ONE, "JTL_249");
    s.exhaust(falcon);
    let speeder = s.unit(ONE, "JTL_248");
    s.exhaust(speeder);
    let state = s.build();
    let asked = play(&state, "Face Off");
    assert_eq!(choices(&asked), ["choose AT-ST", "choose TIE/ln Fighter", "pass"], "an exhausted enemy unit; you may");
    let done = run(asked, &["choose TIE/ln Fighter"]);
    assert!(!done.card(tie).exhausted && !done.card(falcon).exhausted, "the Falcon: the only friendly space unit");
    assert!(done.card(speeder).exhausted && done.card(atst).exhausted);
    // After a player took the initiative, nothing.
    let mut s = table("JTL_178");
    let tie = s.unit(TWO, "SOR_225");
    s.exhaust(tie);
    let taken = run(s.active(TWO).build(), &["initiative"]);
    let done = play(&taken, "Face Off");
    assert!(done.prompt.is_none() && done.card(tie).exhausted, "the initiative was taken this phase");
}

#[test]
fn card_jtl_195_cat_and_mouse_exhausts_an_enemy_then_readies_a_friendly_no_stronger_in_its_arena() {
    let mut s = table("JTL_195");
    s.unit(TWO, "SOR_237");
    let kijimi = s.unit(ONE, "JTL_082");
    s.exhaust(kijimi);
    let falcon = s.unit(ONE, "JTL_249");
    s.exhaust(falcon);
    let speeder = s.unit(ONE, "JTL_248");
    s.exhaust(speeder);
    let state = s.build();
    let xwing = find(&state, "Alliance X-Wing");
    assert!(power(&state, falcon) > power(&state, xwing) && power(&state, kijimi) <= power(&state, xwing));
    let done = play(&state, "Cat and Mouse");
    assert!(done.card(xwing).exhausted);
    assert!(!done.card(kijimi).exhausted, "the one friendly space unit with power at most the X-Wing's: no choice");
    assert!(done.card(falcon).exhausted && done.card(speeder).exhausted);
}

#[test]
fn card_jtl_173_fight_fire_with_fire_3_damage_to_a_friendly_and_an_enemy_unit_in_one_arena() {
    let mut s = table("JTL_173");
    let atst = s.unit(TWO, "SOR_232");
    let tie = s.unit(TWO, "SOR_225");
    let speeder = s.unit(ONE, "JTL_248");
    let state = s.build();
    let asked = play(&state, "Fight Fire With Fire");
    // One friendly unit: no choice; then the enemy unit in its arena (ground): the AT-ST, no choice.
    assert!(asked.prompt.is_none(), "{:?}", asked.prompt);
    assert_eq!(asked.card(atst).damage, 3);
    assert!(asked.card(speeder).damage == 3 || !asked.in_play(speeder));
    assert_eq!(asked.card(tie).damage, 0, "not in the same arena");
}

#[test]
fn card_jtl_194_heartless_tactics_exhausts_gives_minus_2_and_may_return_a_unit_at_0_power() {
    let mut s = table("JTL_194");
    let tie = s.unit(TWO, "SOR_225");
    let shield = s.token_upgrade(TWO, hangar::rules::swu::Token::Shield, tie);
    let atst = s.unit(TWO, "SOR_232");
    let state = s.build();
    assert_eq!(power(&state, tie), 2);
    let asked = play(&state, "Heartless Tactics");
    let chosen = run(asked.clone(), &["choose TIE/ln Fighter"]);
    assert!(chosen.card(tie).exhausted);
    assert_eq!(power(&chosen, tie), 0);
    assert_eq!(choices(&chosen), ["choose TIE/ln Fighter", "pass"], "it, at 0 power: you may return it");
    let done = run(chosen.clone(), &["choose TIE/ln Fighter"]);
    assert!(done.player(TWO).hand.contains(&tie) && !done.in_play(tie), "to its owner's hand");
    assert!(!done.in_play(shield), "its upgrade is defeated (a token: gone)");
    let kept = run(chosen, &["pass"]);
    assert!(kept.in_play(tie));
    let strong = run(asked, &["choose AT-ST"]);
    assert!(strong.card(atst).exhausted && strong.prompt.is_none(), "6 - 2 is not 0");
}

#[test]
fn card_jtl_205_commence_patrol_puts_another_discarded_card_on_the_bottom_and_creates_an_x_wing() {
    let mut s = table("JTL_205");
    let mine = s.discard(ONE, "JTL_247");
    let theirs = s.discard(TWO, "SOR_225");
    s.deck(TWO, "SOR_232");
    let state = s.build();
    let asked = play(&state, "Commence Patrol");
    assert_eq!(
        choices(&asked),
        ["choose Resistance X-Wing", "choose TIE/ln Fighter"],
        "a card in either discard pile, not Commence Patrol itself"
    );
    let done = run(asked, &["choose TIE/ln Fighter"]);
    assert!(!done.player(TWO).discard.contains(&theirs));
    assert_eq!(done.player(TWO).deck[0], theirs, "the bottom of its owner's deck");
    assert!(done.player(ONE).discard.contains(&mine));
    assert_eq!(x_wings(&done, ONE).len(), 1);
    // An empty discard pile but the event: nothing to put back, no token.
    let alone = play(&table("JTL_205").build(), "Commence Patrol");
    assert!(x_wings(&alone, ONE).is_empty() && alone.prompt.is_none());
}

#[test]
fn card_jtl_235_commandeer_takes_a_vehicle_readies_it_and_returns_it_at_the_next_regroup() {
    let mut s = table("JTL_235");
    let atst = s.unit(TWO, "SOR_232");
    s.exhaust(atst);
    let piloted = s.unit(TWO, "SOR_225");
    s.pilot(TWO, "JTL_236", piloted);
    s.unit(TWO, "JTL_069");
    s.unit(TWO, "SOR_093");
    let state = s.build();
    let asked = play(&state, "Commandeer");
    assert_eq!(
        choices(&asked),
        ["choose AT-ST", "choose Munificent Frigate"],
        "a non-leader Vehicle costing 6 or less without a Pilot: not the piloted TIE, not the Dispatcher"
    );
    let taken = run(asked, &["choose AT-ST"]);
    assert_eq!(taken.card(atst).controller, ONE);
    assert!(!taken.card(atst).exhausted, "readied");
    let regroup = run(taken, &["pass", "pass"]);
    assert!(regroup.player(TWO).hand.contains(&atst), "back to its owner's hand at the regroup phase");
    assert!(!regroup.in_play(atst));
}

#[test]
fn card_jtl_233_sweep_the_area_returns_up_to_2_units_in_one_arena_costing_3_or_less_together() {
    let mut s = table("JTL_233");
    let tie = s.unit(TWO, "SOR_225");
    let kijimi = s.unit(TWO, "JTL_082");
    s.unit(TWO, "SOR_232");
    s.unit(ONE, "JTL_247");
    let state = s.build();
    let asked = play(&state, "Sweep the Area");
    assert_eq!(
        choices(&asked),
        ["choose Kijimi Patrollers", "choose Resistance X-Wing", "choose TIE/ln Fighter", "pass"],
        "up to 2 non-leader units costing 3 or less: not the AT-ST (6)"
    );
    let second = run(asked, &["choose Kijimi Patrollers"]);
    assert!(second.player(TWO).hand.contains(&kijimi));
    assert_eq!(
        choices(&second),
        ["choose TIE/ln Fighter", "pass"],
        "in the same arena, 2 + 1 ≤ 3; not the Resistance X-Wing (2 + 2)"
    );
    let done = run(second, &["choose TIE/ln Fighter"]);
    assert!(done.player(TWO).hand.contains(&tie) && !done.in_play(tie));
}
