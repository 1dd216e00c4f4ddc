//! More Interrupts and Effects of sets 1–3 about battles, starships, pilots and Force drains
//! (issue #32). Each test is named `card_<GEMP id>_<what it does>` (`cards_covered.rs`) and plays
//! its card through the notation.

use crate::cards_interrupts::{adds, defending, together};
use crate::support::*;
use hangar::engine::Table;
use hangar::rules::swccg::facts::total_power;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Prompt;
use hangar::rules::swccg::Side;
use hangar::rules::swccg::State;

#[test]
fn card_1_277_vaders_eye_adds_power_and_a_destiny_to_vader_defending_alone_one_destiny_to_another_imperial() {
    let (state, site) = defending(LIGHT, &["Darth Vader"], "Vader's Eye");
    assert_eq!(adds(&state, DARK, site, "Vader's Eye"), (1, 1));
    let (state, site) = defending(LIGHT, &["Admiral Motti"], "Vader's Eye");
    assert_eq!(adds(&state, DARK, site, "Vader's Eye"), (1, 0), "an Imperial of ability 3");
    let (state, _) = defending(LIGHT, &["Stormtrooper"], "Vader's Eye");
    assert!(!is_offered(&state, "interrupt Vader's Eye"), "ability 1");
    let (state, _) = defending(LIGHT, &["Darth Vader", "Stormtrooper"], "Vader's Eye");
    assert!(!is_offered(&state, "interrupt Vader's Eye"), "not alone");
}

/// The battle damage the side losing the battle of `state` owes once its power segment is over
/// (the weapons segment ends with `then`; no destiny is redrawn).
fn damage_after(state: &State, then: &[&str]) -> [u16; 2] {
    let mut after = run(state.clone(), then);
    while matches!(after.prompt, Some(Prompt::Redraw { .. })) {
        after = run(after, &["pass"]);
    }
    after.battle.as_ref().map_or([0, 0], |b| b.damage)
}

#[test]
fn card_1_77_dont_underestimate_our_chances_triples_the_battle_damage_of_a_battle_the_opponent_began() {
    // Dark's Vader against a Rebel Trooper and Biggs: battle damage 5 to the Light Side.
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    s.at(DARK, "Darth Vader", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.at(LIGHT, "Biggs Darklighter", p.mos_eisley);
    s.reserve(DARK, "Stormtrooper");
    s.hand(LIGHT, "Don't Underestimate Our Chances");
    s.hand(DARK, "You Overestimate Their Chances");
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)", "pass"]);
    let light = LIGHT.idx();
    assert_eq!(damage_after(&state, &["pass"])[light], 5);
    assert_eq!(damage_after(&state, &["interrupt Don't Underestimate Our Chances", "pass", "pass"])[light], 15);
    assert!(
        !is_offered(&run(state.clone(), &["pass"]), "interrupt You Overestimate Their Chances"),
        "the Dark Side began the battle, and no Don't Underestimate Our Chances was played"
    );
    // 1_279's second option: "Triple the result of Don't Underestimate Our Chances".
    let then =
        ["interrupt Don't Underestimate Our Chances", "interrupt You Overestimate Their Chances", "pass", "pass"];
    assert_eq!(damage_after(&state, &then)[light], 45);
    let attrition = run(state, &then).battle.map(|b| b.attrition[light]);
    assert_eq!(attrition, Some(2), "attrition is not tripled");
}

#[test]
fn card_1_279_you_overestimate_their_chances_triples_the_battle_damage_of_a_battle_the_opponent_began() {
    let (state, _) = defending(LIGHT, &["Darth Vader"], "You Overestimate Their Chances");
    let light = LIGHT.idx();
    let before = damage_after(&state, &["pass"])[light];
    assert!(before > 0, "the Light Side's two troopers lose to Vader");
    assert_eq!(damage_after(&state, &["interrupt You Overestimate Their Chances", "pass", "pass"])[light], 3 * before);
}

/// The Light Side begins a battle at Mos Eisley with `own` against `theirs`, holding I've Got A
/// Bad Feeling About This; its destiny draws are 6s, the Dark Side's 1s.
fn bad_feeling(own: &[&str], theirs: &[&str]) -> State {
    let (mut s, p) = board(LIGHT, Phase::Battle, 2);
    for title in own {
        s.at(LIGHT, title, p.mos_eisley);
    }
    for title in theirs {
        s.at(DARK, title, p.mos_eisley);
    }
    s.reserve_n(LIGHT, "A Few Maneuvers", 3);
    s.reserve_n(DARK, "Stormtrooper", 3);
    s.hand(LIGHT, "I've Got A Bad Feeling About This");
    run(s.build(), &["battle Tatooine: Mos Eisley (1)"])
}

#[test]
fn card_1_91_ive_got_a_bad_feeling_about_this_doubles_the_opponents_damage_with_less_power_triples_with_han() {
    let card = "interrupt I've Got A Bad Feeling About This";
    let dark = DARK.idx();
    let troopers = ["Stormtrooper"; 7];
    let state = bad_feeling(&["Luke Skywalker", "Han Solo"], &troopers);
    let before = damage_after(&state, &["pass", "pass"])[dark];
    assert!(before > 0, "6 power and 6s against 7 power and 1s");
    assert_eq!(damage_after(&state, &[card, "pass", "pass"])[dark], 3 * before, "Han is present: triple");
    let state = bad_feeling(&["Luke Skywalker", "Rebel Trooper"], &troopers);
    let before = damage_after(&state, &["pass", "pass"])[dark];
    assert_eq!(damage_after(&state, &[card, "pass", "pass"])[dark], 2 * before, "double");
    let state = bad_feeling(&["Luke Skywalker", "Han Solo"], &["Stormtrooper"; 5]);
    assert!(!is_offered(&state, card), "6 power against 5: not less");
}

#[test]
fn card_1_76_dont_get_cocky_adds_two_destiny_for_luke_and_han_or_loses_a_tie_ln_where_the_opponent_attacks() {
    let (mut s, p) = board(LIGHT, Phase::Battle, 2);
    s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    s.at(LIGHT, "Han Solo", p.mos_eisley);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.hand(LIGHT, "Don't Get Cocky");
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)"]);
    assert_eq!(adds(&state, LIGHT, p.mos_eisley, "Don't Get Cocky"), (2, 0));
    // The second option: Dark attacks at Yavin 4 with a TIE Fighter and Black 2.
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    let tie = s.at(DARK, "TIE Fighter", p.yavin);
    s.at(DARK, "TIE Fighter", p.yavin);
    s.at(LIGHT, "X-wing", p.yavin);
    s.hand(LIGHT, "Don't Get Cocky");
    let state = run(s.build(), &["battle Yavin 4 (1)", "pass"]);
    let after = run(state.clone(), &["interrupt Don't Get Cocky > TIE Fighter"]);
    assert_eq!(after.player(DARK).lost_pile.last(), Some(&tie), "the TIE Fighter chosen");
    assert!(after.player(DARK).lost_pile.iter().any(|&c| after.def(c).title == "TIE Fighter"), "one TIE/ln lost");
    assert!(!is_offered(&state, "interrupt Don't Get Cocky > X-wing"), "not a TIE/ln");
    assert!(!is_offered(&state, "interrupt Don't Get Cocky"), "no Luke and Han");
}

#[test]
fn card_1_76_dont_get_cocky_ends_the_battle_when_the_attackers_last_tie_is_lost() {
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    s.at(DARK, "TIE Fighter", p.yavin);
    s.at(LIGHT, "X-wing", p.yavin);
    s.hand(LIGHT, "Don't Get Cocky");
    let state = run(s.build(), &["battle Yavin 4 (1)", "pass", "interrupt Don't Get Cocky > TIE Fighter"]);
    assert_eq!(state.battle, None, "no Dark Side presence left: the battle ends");
}

#[test]
fn card_2_133_im_on_the_leader_adds_1_to_weapon_destiny_draws_of_any_starfighter_this_turn() {
    let shoot = |leader: bool| {
        let (mut s, p) = board(DARK, Phase::Deploy, 6);
        s.at(DARK, "TIE Advanced x1", p.yavin);
        s.at(LIGHT, "Corellian Corvette", p.yavin);
        s.hand(DARK, "Boosted TIE Cannon");
        s.hand(DARK, "I'm On The Leader");
        s.reserve(DARK, "Baniss Keeg"); // destiny 5
        let mut state = s.build();
        if leader {
            state = run(state, &["interrupt I'm On The Leader > TIE Advanced x1"]);
        }
        let state = run(state, &["deploy Boosted TIE Cannon on TIE Advanced x1"]);
        let state = if state.phase == Phase::Deploy { run(state, &["pass"]) } else { state };
        let state = run(state, &["battle Yavin 4 (1)"]);
        let (_, events) = take(&state, "fire Boosted TIE Cannon > Corellian Corvette (1)");
        events.iter().any(|e| matches!(e, hangar::rules::swccg::Event::Hit { .. }))
    };
    // 5 - 1 against a capital starship: 4, not over the Corvette's armor 4; 5 with the Interrupt.
    assert!(!shoot(false));
    assert!(shoot(true));
}

#[test]
fn card_2_47_corellian_slip_decreases_the_maneuver_of_an_opponents_starfighter_by_1_this_turn() {
    use hangar::rules::swccg::facts::maneuver;
    let (mut s, p) = board(LIGHT, Phase::Move, 2);
    let tie = s.at(DARK, "TIE Fighter", p.yavin);
    s.at(LIGHT, "X-wing", p.yavin);
    s.hand(LIGHT, "Corellian Slip");
    let state = s.build();
    assert!(!is_offered(&state, "interrupt Corellian Slip > X-wing"), "the opponent's starfighter");
    let after = run(state, &["interrupt Corellian Slip > TIE Fighter"]);
    assert_eq!(maneuver(&after, tie), Some(2), "the TIE Fighter's maneuver 3, less 1");
}

/// The Light Side battles at Mos Eisley with `own` against a Stormtrooper, holding Han's Dice; its
/// next destiny draws are 1 (a Rebel Trooper), then 6 (A Few Maneuvers). Both pass the weapons
/// segment.
fn dice(own: &[&str]) -> State {
    let (mut s, p) = board(LIGHT, Phase::Battle, 2);
    for title in own {
        s.at(LIGHT, title, p.mos_eisley);
    }
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.reserve(LIGHT, "A Few Maneuvers");
    s.reserve(LIGHT, "Rebel Trooper");
    s.hand(LIGHT, "Han's Dice");
    run(s.build(), &["battle Tatooine: Mos Eisley (1)", "pass", "pass"])
}

#[test]
fn card_1_84_hans_dice_uses_1_force_to_draw_another_battle_destiny_instead_of_the_one_just_drawn() {
    let state = dice(&["Luke Skywalker"]);
    assert!(matches!(state.prompt, Some(Prompt::Redraw { chooser: LIGHT, .. })), "Luke's ability 4 > 2");
    let force = state.player(LIGHT).force_pile.len();
    let after = run(state, &["redraw"]);
    let drawn: Vec<u8> =
        after.battle.as_ref().map(|b| b.destiny[LIGHT.idx()].iter().map(|d| d.value).collect()).unwrap_or_default();
    assert_eq!(drawn, [6], "the 1 replaced by the next draw");
    assert_eq!(after.player(LIGHT).force_pile.len() + 1, force, "1 Force used");
    assert!(after.player(LIGHT).used_pile.iter().any(|&c| after.def(c).title == "Han's Dice"), "a Used Interrupt");
    let state = dice(&["Rebel Trooper", "Rebel Trooper", "Rebel Trooper", "Rebel Trooper"]);
    assert!(!matches!(state.prompt, Some(Prompt::Redraw { .. })), "no character of ability over 2");
}

#[test]
fn card_2_119_dark_waters_deploys_on_an_exterior_planet_site_where_the_opponents_force_drains_are_1_less() {
    use hangar::rules::swccg::facts::drain_amount;
    let (mut s, p) = board(DARK, Phase::Deploy, 2);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.hand(DARK, "Dark Waters");
    let state = s.build();
    let before = drain_amount(&state, LIGHT, p.mos_eisley);
    let dark = drain_amount(&state, DARK, p.mos_eisley);
    assert!(before >= 1, "the Dark Side's icons at Mos Eisley");
    assert!(is_offered(&state, "deploy Dark Waters on Tatooine: Mos Eisley"));
    assert!(!is_offered(&state, "deploy Dark Waters on Tatooine"), "a system is no exterior planet site");
    let after = run(state, &["deploy Dark Waters on Tatooine: Mos Eisley"]);
    assert_eq!(drain_amount(&after, LIGHT, p.mos_eisley), before - 1, "the opponent's drains here");
    assert_eq!(drain_amount(&after, DARK, p.mos_eisley), dark, "its own drains are not");
    let waters = find(&after, "Dark Waters");
    assert_eq!(after.location_of(waters), Some(p.mos_eisley), "on the site, so at it");
}

#[test]
fn card_1_60_rebel_planners_deploys_for_1_on_a_docking_bay_and_adds_your_starships_present_to_your_total_power_at_its_system(
) {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 2);
    s.at(LIGHT, "X-wing", p.yavin);
    s.at(LIGHT, "X-wing", p.yavin);
    s.at(LIGHT, "X-wing", p.tatooine);
    s.hand(LIGHT, "Rebel Planners");
    let state = s.build();
    assert!(!is_offered(&state, "deploy Rebel Planners on Yavin 4"), "a system is no docking bay");
    let before = (total_power(&state, LIGHT, p.yavin), total_power(&state, LIGHT, p.tatooine));
    let after = run(state.clone(), &["deploy Rebel Planners on Yavin 4: Docking Bay (1)"]);
    assert_eq!(after.player(LIGHT).force_pile.len() + 1, state.player(LIGHT).force_pile.len(), "1 Force");
    assert_eq!(total_power(&after, LIGHT, p.yavin), before.0 + 2, "two X-wings present at the related system");
    assert_eq!(total_power(&after, LIGHT, p.tatooine), before.1, "not another system");
    assert_eq!(total_power(&after, DARK, p.yavin), 0, "only yours");
}

#[test]
fn card_1_274_trooper_charge_adds_2_to_a_troopers_power_this_battle_and_it_is_forfeited_at_its_end() {
    use hangar::engine::Ruleset;
    use hangar::rules::swccg::Swccg;
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    let charger = s.at(DARK, "Stormtrooper", p.mos_eisley);
    let other = s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.hand(DARK, "Trooper Charge");
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)"]);
    assert!(!is_offered(&state, "interrupt Trooper Charge > Rebel Trooper"), "one of your troopers");
    let before = total_power(&state, DARK, p.mos_eisley);
    let mut after = run(state, &["interrupt Trooper Charge > Stormtrooper"]);
    assert_eq!(total_power(&after, DARK, p.mos_eisley), before + 2);
    assert_eq!(hangar::rules::swccg::facts::power(&after, charger), 3, "the trooper itself is power +2");
    // The battle is played out (the first listed answer each time): the charger is lost at its end.
    for _ in 0..40 {
        if after.battle.is_none() {
            break;
        }
        let action = Swccg::legal_actions(&after)[0];
        after = Swccg::apply(&after, &action).expect("listed").0;
    }
    assert!(after.battle.is_none());
    assert!(after.player(DARK).lost_pile.contains(&charger), "forfeited at the end of the battle");
    assert!(after.player(DARK).table.contains(&other), "the other trooper stays");
}

#[test]
fn card_3_35_evacuation_control_deploys_on_your_war_room_and_your_medium_transports_there_are_hyperspeed_2_immune_and_move_free(
) {
    use hangar::rules::swccg::facts::{hyperspeed, immune_to_attrition};
    let (mut s, p) = board(LIGHT, Phase::Deploy, 2);
    s.location(LIGHT, "Yavin 4: Massassi War Room");
    s.location(DARK, "Death Star: War Room");
    let transport = s.at(LIGHT, "Medium Transport", p.yavin);
    let far = s.at(LIGHT, "Medium Transport", p.tatooine);
    s.hand(LIGHT, "Evacuation Control");
    let state = s.build();
    assert!(!is_offered(&state, "deploy Evacuation Control on Death Star: War Room"), "the opponent's war room");
    assert!(!is_offered(&state, "deploy Evacuation Control on Yavin 4: Docking Bay"), "no war room");
    let before = hyperspeed(&state, transport);
    assert!(!immune_to_attrition(&state, transport, 2));
    let after = run(state, &["deploy Evacuation Control on Yavin 4: Massassi War Room"]);
    assert_eq!(hyperspeed(&after, transport), before + 2);
    assert_eq!(hyperspeed(&after, far), before, "not at another planet");
    assert!(immune_to_attrition(&after, transport, 2) && !immune_to_attrition(&after, transport, 3));
    // In the move phase: landing at the Jungle (1 Force otherwise) is free.
    let moving = |effect: bool| {
        let (mut s, p) = board(LIGHT, Phase::Move, 2);
        let war = s.location(LIGHT, "Yavin 4: Massassi War Room");
        s.at(LIGHT, "Medium Transport", p.yavin);
        if effect {
            s.on(LIGHT, "Evacuation Control", war);
        }
        offered_like(&s.build(), "land Medium Transport > Yavin 4: Jungle")
    };
    assert_eq!(moving(false), ["land Medium Transport > Yavin 4: Jungle (1)"]);
    assert_eq!(moving(true), ["land Medium Transport > Yavin 4: Jungle (0)"]);
}

#[test]
fn card_1_236_charming_to_the_last_adds_a_battle_destiny_for_tarkin_against_a_rebel_of_ability_over_2() {
    let card = "Charming To The Last";
    let (state, site) = together(DARK, &["Grand Moff Tarkin"], &["Han Solo"], card);
    assert_eq!(adds(&state, DARK, site, card), (1, 0));
    let (state, _) = together(DARK, &["Grand Moff Tarkin"], &["Rebel Trooper"], card);
    assert!(!is_offered(&state, &format!("interrupt {card}")), "ability 1");
    let (state, _) = together(DARK, &["Darth Vader"], &["Han Solo"], card);
    assert!(!is_offered(&state, &format!("interrupt {card}")), "no Tarkin");
}

#[test]
fn card_1_239_dark_collaboration_adds_two_battle_destiny_for_tarkin_with_motti() {
    let card = "Dark Collaboration";
    let (state, site) = together(DARK, &["Grand Moff Tarkin", "Admiral Motti"], &["Han Solo"], card);
    assert_eq!(adds(&state, DARK, site, card), (2, 0));
    let (state, _) = together(DARK, &["Grand Moff Tarkin", "Darth Vader"], &["Han Solo"], card);
    assert!(!is_offered(&state, &format!("interrupt {card}")), "neither Tagge nor Motti");
}

#[test]
fn card_3_100_death_squadron_adds_your_starships_present_to_your_total_at_its_system_and_troopers_shuttle_down_free() {
    let (mut s, p) = board(DARK, Phase::Deploy, 2);
    let isd = s.at(DARK, "Imperial-Class Star Destroyer", p.tatooine);
    s.aboard(DARK, "Imperial Pilot", isd, hangar::rules::swccg::Slot::Pilot);
    s.aboard(DARK, "Stormtrooper", isd, hangar::rules::swccg::Slot::Passenger);
    s.at(DARK, "TIE Fighter", p.tatooine);
    s.hand(DARK, "Death Squadron");
    let state = s.build();
    assert!(!is_offered(&state, "deploy Death Squadron on Tatooine: Mos Eisley"), "a system only");
    let before = total_power(&state, DARK, p.tatooine);
    let after = run(state, &["deploy Death Squadron on Tatooine"]);
    assert_eq!(total_power(&after, DARK, p.tatooine), before + 2, "two starships present");
    assert_eq!(total_power(&after, DARK, p.yavin), 0);
    // In the move phase, the trooper shuttles down free; the pilot (no trooper) for 1.
    let mut moving = after.clone();
    moving.phase = Phase::Move;
    assert_eq!(
        offered_like(&moving, "shuttle Stormtrooper > Tatooine: Mos Eisley"),
        ["shuttle Stormtrooper > Tatooine: Mos Eisley (0)"]
    );
    assert_eq!(
        offered_like(&moving, "shuttle Imperial Pilot > Tatooine: Mos Eisley"),
        ["shuttle Imperial Pilot > Tatooine: Mos Eisley (1)"]
    );
}

/// Dark's Vader against Light's Rebel Trooper and Biggs at Mos Eisley (battle damage 5 without
/// more draws, as `card_1_77`); `effect` on the Tatooine system when given; Light's next draw a 6.
fn nightfall(effect: Option<(Side, &str)>) -> State {
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    s.at(DARK, "Darth Vader", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.at(LIGHT, "Biggs Darklighter", p.mos_eisley);
    s.reserve(DARK, "Stormtrooper");
    s.reserve(DARK, "Stormtrooper");
    s.reserve(LIGHT, "A Few Maneuvers");
    if let Some((side, title)) = effect {
        s.on(side, title, p.tatooine);
    }
    run(s.build(), &["battle Tatooine: Mos Eisley (1)", "pass", "pass"])
}

#[test]
fn card_1_230_sunsdown_both_sides_add_one_destiny_to_power_only_in_battles_at_related_sites() {
    let light = LIGHT.idx();
    let plain = nightfall(None).battle.expect("a battle");
    let night = nightfall(Some((DARK, "Sunsdown"))).battle.expect("a battle");
    // Dark 6 + 1 + 1 + its power-only 1 = 9; Light 1 + 2 + its 6 = 9: a tie, no damage.
    assert_eq!(plain.damage[light], 5);
    assert_eq!(night.totals, [9, 9]);
    assert_eq!(night.damage, [0, 0]);
    assert_eq!(night.attrition[light], plain.attrition[light], "not added to attrition");
    // Deployed on a planet system only.
    let (mut s, p) = board(DARK, Phase::Deploy, 2);
    s.hand(DARK, "Sunsdown");
    let state = s.build();
    assert!(is_offered(&state, "deploy Sunsdown on Tatooine"));
    assert!(!is_offered(&state, "deploy Sunsdown on Tatooine: Mos Eisley"));
    let _ = p;
}

#[test]
fn card_1_56_nightfall_both_sides_add_one_destiny_to_power_only_in_battles_at_related_sites() {
    let night = nightfall(Some((LIGHT, "Nightfall"))).battle.expect("a battle");
    assert_eq!(night.totals, [9, 9], "the same for the Light Side's Effect");
    // Spies deploy free to sites under 'nighttime conditions' (Jeroen Webb is a spy).
    let (mut s, p) = board(LIGHT, Phase::Deploy, 6);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.on(LIGHT, "Nightfall", p.tatooine);
    s.hand(LIGHT, "Jeroen Webb");
    let state = s.build();
    assert_eq!(
        offered_like(&state, "deploy Jeroen Webb > Tatooine: Mos Eisley"),
        ["deploy Jeroen Webb > Tatooine: Mos Eisley (0)"]
    );
    assert!(offered_like(&state, "deploy Jeroen Webb > Yavin 4: Jungle").iter().all(|a| !a.ends_with("(0)")));
}
