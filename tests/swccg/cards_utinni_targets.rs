//! Utinni Effects whose target takes them (`rules/swccg/utinni.rs`): Tusken Breath Mask, deployed
//! where its player just won a battle, goes on its target when the target reaches it.

use crate::support::*;
use hangar::engine::{CardId, Table};
use hangar::rules::swccg::facts::{forfeit, immune_to_attrition, power};
use hangar::rules::swccg::{At, Moment, Phase, Prompt, State};

/// The Light Side's respond window on a battle it just won.
fn light_won(state: &State) -> bool {
    matches!(state.prompt, Some(Prompt::Respond { chooser: LIGHT, to: Moment::Won { .. } }))
}

/// "Deploy on any Tatooine site where you have just won a battle. Target one of your characters
/// not at Tatooine." Not in the deploy phase; after the Light Side wins a battle at Mos Eisley, on
/// Mos Eisley alone (not the other Tatooine site), free, and it targets Han at Yavin 4, not Luke
/// (at Tatooine) nor the opponent's cards. A battle won at a Yavin 4 site offers it nowhere.
#[test]
fn card_1_67_tusken_breath_mask_deploys_where_a_tatooine_battle_was_just_won_and_targets_your_character_elsewhere() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 6);
    s.at(LIGHT, "Han Solo", p.yavin_bay);
    s.hand(LIGHT, "Tusken Breath Mask");
    assert!(offered_like(&s.build(), "deploy Tusken Breath Mask").is_empty(), "only after winning a battle");

    let (mut s, p) = board(LIGHT, Phase::Battle, 6);
    s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    s.at(LIGHT, "Chewbacca", p.mos_eisley);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(DARK, "Stormtrooper", p.yavin_bay);
    s.at(LIGHT, "Han Solo", p.yavin_bay);
    let effect = s.hand(LIGHT, "Tusken Breath Mask");
    let window = pass_until(run(s.build(), &["battle Tatooine: Mos Eisley"]), |s| light_won(s) || s.battle.is_none());
    assert!(light_won(&window), "the winner's window: {:?}", window.prompt);
    assert_eq!(
        offered_like(&window, "deploy Tusken Breath Mask"),
        ["deploy Tusken Breath Mask on Tatooine: Mos Eisley (0)"]
    );
    let aiming = run(window, &["deploy Tusken Breath Mask on Tatooine: Mos Eisley"]);
    assert_eq!(aiming.card(effect).at, Some(At::On(p.mos_eisley)));
    assert_eq!(offered_like(&aiming, "pick"), ["pick Han Solo"], "yours, not at Tatooine");
    let aimed = run(aiming, &["pick Han Solo"]);
    assert_eq!(aimed.utinni.len(), 1);
    assert_eq!(hangar::rules::swccg::problems(&aimed), []);

    let (mut s, p) = board(LIGHT, Phase::Battle, 6);
    s.at(LIGHT, "Luke Skywalker", p.jungle);
    s.at(LIGHT, "Chewbacca", p.jungle);
    let trooper = s.at(DARK, "Stormtrooper", p.jungle);
    s.at(LIGHT, "Han Solo", p.yavin_bay);
    s.hand(LIGHT, "Tusken Breath Mask");
    // With nothing to answer it, the winner's window does not open at all.
    let window = pass_until(run(s.build(), &["battle Yavin 4: Jungle"]), |s| light_won(s) || s.battle.is_none());
    assert!(!light_won(&window) && window.battle.is_none(), "the battle over: {:?}", window.prompt);
    assert!(window.player(DARK).lost_pile.contains(&trooper), "the Light Side won it");
    assert!(offered_like(&window, "deploy Tusken Breath Mask").is_empty(), "a Yavin 4 battle");
}

/// "Upon reaching, target takes mask. While on Tatooine, target's power and forfeit are +2 and has
/// immunity to attrition of exactly 3." Targeting Han, the mask adds nothing; Han walks to Mos
/// Eisley and reaches it: the mask goes on Han (not lost), who is power and forfeit +2 and immune
/// to attrition of 3 but not of 2 or 4. Wearing it off Tatooine, Han is as printed.
#[test]
fn card_1_67_tusken_breath_mask_is_taken_by_its_target_who_is_stronger_and_immune_to_attrition_of_3_on_tatooine() {
    let (mut s, p) = board(LIGHT, Phase::Move, 6);
    let han = s.at(LIGHT, "Han Solo", p.bay94);
    let mask = s.on(LIGHT, "Tusken Breath Mask", p.mos_eisley);
    s.state_mut().utinni.push(aimed_at(mask, han));
    let state = s.build();
    let (power_before, forfeit_before) = (power(&state, han), forfeit(&state, han));
    assert!(!immune_to_attrition(&state, han, 3), "not yet taken");
    let after = run(state, &["landspeed Han Solo > Tatooine: Mos Eisley"]);
    assert!(after.utinni.is_empty(), "reached");
    assert_eq!(after.card(mask).at, Some(At::On(han)), "target takes mask");
    assert_eq!(power(&after, han), power_before + 2);
    assert_eq!(forfeit(&after, han), forfeit_before + 2);
    assert!(immune_to_attrition(&after, han, 3));
    assert!(!immune_to_attrition(&after, han, 2) && !immune_to_attrition(&after, han, 4), "exactly 3");
    assert_eq!(hangar::rules::swccg::problems(&after), []);

    let (mut s, p) = board(LIGHT, Phase::Move, 6);
    let han = s.at(LIGHT, "Han Solo", p.yavin_bay);
    s.on(LIGHT, "Tusken Breath Mask", han);
    let state = s.build();
    assert_eq!((power(&state, han), forfeit(&state, han)), (power_before, forfeit_before), "off Tatooine");
    assert!(!immune_to_attrition(&state, han, 3));
}

/// The Light Side's respond window on a card just lost.
fn light_lost(state: &State) -> bool {
    matches!(state.prompt, Some(Prompt::Respond { chooser: LIGHT, to: Moment::Lost { .. } }))
}

/// "Deploy on a Death Star site where a stormtrooper was just lost. Target one of your characters
/// not on Death Star." Not in the deploy phase; once the Light Side's battle at the Detention
/// Block Corridor has the Stormtrooper there lost, on that site alone, free, targeting Han at
/// Yavin 4 (not Luke nor Chewbacca, on the Death Star). A Stormtrooper lost at a Tatooine site
/// offers it nowhere.
#[test]
fn card_1_59_plastoid_armor_deploys_where_a_stormtrooper_was_just_lost_on_the_death_star_and_targets_your_character_elsewhere(
) {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 6);
    s.location(DARK, "Death Star: Detention Block Corridor");
    s.at(LIGHT, "Han Solo", p.yavin_bay);
    s.hand(LIGHT, "Plastoid Armor");
    assert!(offered_like(&s.build(), "deploy Plastoid Armor").is_empty(), "only after a stormtrooper is lost");

    let (mut s, p) = board(LIGHT, Phase::Battle, 6);
    let corridor = s.location(DARK, "Death Star: Detention Block Corridor");
    s.location(DARK, "Death Star: Docking Bay 327");
    s.at(LIGHT, "Luke Skywalker", corridor);
    s.at(LIGHT, "Chewbacca", corridor);
    let trooper = s.at(DARK, "Stormtrooper", corridor);
    s.at(DARK, "Stormtrooper", p.yavin_bay);
    s.at(LIGHT, "Han Solo", p.yavin_bay);
    let effect = s.hand(LIGHT, "Plastoid Armor");
    let window = pass_until(run(s.build(), &["battle Death Star: Detention Block Corridor"]), |s| {
        light_lost(s) || s.battle.is_none()
    });
    assert!(light_lost(&window), "the window on the lost Stormtrooper: {:?}", window.prompt);
    assert!(window.player(DARK).lost_pile.contains(&trooper));
    assert_eq!(
        offered_like(&window, "deploy Plastoid Armor"),
        ["deploy Plastoid Armor on Death Star: Detention Block Corridor (0)"]
    );
    let aiming = run(window, &["deploy Plastoid Armor on Death Star: Detention Block Corridor"]);
    assert_eq!(aiming.card(effect).at, Some(At::On(corridor)));
    assert_eq!(offered_like(&aiming, "pick"), ["pick Han Solo"], "yours, not on Death Star");
    let aimed = run(aiming, &["pick Han Solo"]);
    assert_eq!(aimed.utinni.len(), 1);
    assert_eq!(hangar::rules::swccg::problems(&aimed), []);

    let (mut s, p) = board(LIGHT, Phase::Battle, 6);
    s.location(DARK, "Death Star: Detention Block Corridor");
    s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    s.at(LIGHT, "Chewbacca", p.mos_eisley);
    let trooper = s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(LIGHT, "Han Solo", p.yavin_bay);
    s.hand(LIGHT, "Plastoid Armor");
    let after = pass_until(run(s.build(), &["battle Tatooine: Mos Eisley"]), |s| light_lost(s) || s.battle.is_none());
    assert!(after.player(DARK).lost_pile.contains(&trooper), "the Stormtrooper lost");
    assert!(!light_lost(&after), "lost at a Tatooine site: no window {:?}", after.prompt);
}

/// "When target reaches Utinni Effect, relocate to target. Target is now 'disguised:' gains spy
/// skill, power and forfeit +2, and armor = 5." Targeting Han, the armor adds nothing; Han walks
/// to the Detention Block Corridor: the armor goes on him, power and forfeit +2, his defense
/// value (his ability, 3 before) his armor, 5; it stays so off the Death Star.
#[test]
fn card_1_59_plastoid_armor_relocates_to_its_target_who_is_stronger_and_armored() {
    use hangar::rules::swccg::facts::defense_value;
    let (mut s, _) = board(LIGHT, Phase::Move, 6);
    let corridor = s.location(DARK, "Death Star: Detention Block Corridor");
    let bay = s.location(DARK, "Death Star: Docking Bay 327");
    let han = s.at(LIGHT, "Han Solo", bay);
    let armor = s.on(LIGHT, "Plastoid Armor", corridor);
    s.state_mut().utinni.push(aimed_at(armor, han));
    let state = s.build();
    let before = (power(&state, han), forfeit(&state, han), defense_value(&state, han));
    assert_eq!(before.2, 3, "Han's ability");
    let after = run(state, &["landspeed Han Solo > Death Star: Detention Block Corridor"]);
    assert!(after.utinni.is_empty(), "reached");
    assert_eq!(after.card(armor).at, Some(At::On(han)), "relocated to target");
    assert_eq!((power(&after, han), forfeit(&after, han), defense_value(&after, han)), (before.0 + 2, before.1 + 2, 5));
    assert_eq!(hangar::rules::swccg::problems(&after), []);

    let (mut s, p) = board(LIGHT, Phase::Move, 6);
    let han = s.at(LIGHT, "Han Solo", p.yavin_bay);
    s.on(LIGHT, "Plastoid Armor", han);
    let state = s.build();
    assert_eq!((power(&state, han), forfeit(&state, han), defense_value(&state, han)), (before.0 + 2, before.1 + 2, 5));
}

/// "Deploy on any Death Star site (except docking bay). Target one of your droids (not on Death
/// Star)." In the deploy phase, on the Detention Block Corridor (not Docking Bay 327, not a
/// Tatooine site); its target is R5-D4 at Yavin 4: not C-3PO (on the Death Star), not Han (no
/// droid), not the opponent's droid.
#[test]
fn card_1_46_death_star_plans_deploys_on_a_death_star_site_but_a_docking_bay_and_targets_your_droid_elsewhere() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 6);
    let corridor = s.location(DARK, "Death Star: Detention Block Corridor");
    s.location(DARK, "Death Star: Docking Bay 327");
    s.at(LIGHT, "R5-D4 (Arfive-Defour)", p.yavin_bay);
    s.at(LIGHT, "C-3PO (See-Threepio)", corridor);
    s.at(LIGHT, "Han Solo", p.yavin_bay);
    s.at(DARK, "R4-M9 (Arfour-Emmnine)", p.mos_eisley);
    s.hand(LIGHT, "Death Star Plans");
    let state = s.build();
    assert_eq!(
        offered_like(&state, "deploy Death Star Plans"),
        ["deploy Death Star Plans on Death Star: Detention Block Corridor (0)"]
    );
    let aiming = run(state, &["deploy Death Star Plans on Death Star: Detention Block Corridor"]);
    assert_eq!(offered_like(&aiming, "pick"), ["pick R5-D4 (Arfive-Defour)"], "your droid, not on Death Star");
    let aimed = run(aiming, &["pick R5-D4 (Arfive-Defour)"]);
    assert_eq!(aimed.utinni.len(), 1);
    assert_eq!(hangar::rules::swccg::problems(&aimed), []);
}

/// "When target reaches Utinni Effect, 'steal' plans. If target then moves to any Yavin 4 site,
/// draw 3 destiny. Retrieve that much lost Force. Lose Utinni Effect." R5-D4 walks to the plans
/// and steals them (they go on it, nothing retrieved on the Death Star). Carrying them, a walk
/// between Tatooine sites does nothing; a walk to a Yavin 4 site draws 3 destiny (Rebel Troopers,
/// 1 each) and retrieves 3 of the 5 lost cards, and the plans are lost (to that Lost Pile).
#[test]
fn card_1_46_death_star_plans_stolen_by_its_droid_retrieve_three_destiny_of_force_at_a_yavin_4_site() {
    let (mut s, _) = board(LIGHT, Phase::Move, 6);
    let corridor = s.location(DARK, "Death Star: Detention Block Corridor");
    let level4 = s.location(DARK, "Death Star: Level 4 Military Corridor");
    let droid = s.at(LIGHT, "R5-D4 (Arfive-Defour)", level4);
    let plans = s.on(LIGHT, "Death Star Plans", corridor);
    s.state_mut().utinni.push(aimed_at(plans, droid));
    let state = s.build();
    let moves = offered_like(&state, "landspeed R5-D4");
    let walk = moves.iter().find(|m| m.contains("Detention Block Corridor")).expect("a walk").clone();
    let stolen = run(state, &[walk.as_str()]);
    assert!(stolen.utinni.is_empty(), "reached");
    assert_eq!(stolen.card(plans).at, Some(At::On(droid)), "'steal' plans");
    assert_eq!(hangar::rules::swccg::problems(&stolen), []);

    let carried = |from: fn(&Places) -> CardId, to: &str| {
        let (mut s, p) = board(LIGHT, Phase::Move, 6);
        let droid = s.at(LIGHT, "R5-D4 (Arfive-Defour)", from(&p));
        let plans = s.on(LIGHT, "Death Star Plans", droid);
        for _ in 0..5 {
            s.lost(LIGHT, "Rebel Trooper");
        }
        let state = s.build();
        let moves = offered_like(&state, "landspeed R5-D4");
        let walk = moves.iter().find(|m| m.contains(to)).unwrap_or_else(|| panic!("a walk: {moves:?}")).clone();
        let after = run(state, &[walk.as_str()]);
        (after.player(LIGHT).lost_pile.len(), after.card(plans).at.is_some())
    };
    assert_eq!(carried(|p| p.bay94, "Tatooine: Mos Eisley"), (5, true), "not a Yavin 4 site");
    assert_eq!(
        carried(|p| p.jungle, "Yavin 4: Docking Bay"),
        (5 - 3 + 1, false),
        "3 destiny of 1 retrieved, plans lost"
    );
}

/// The Death Star system and Death Star: Trench on the test table, an X-wing with Red Leader at
/// the Trench, Maneuver Check there when `effect`, `top` on top of the Light Side's Reserve Deck
/// (the next destiny): the state after the X-wing takes off for the system, and its maneuver at
/// the Trench.
fn leaves_trench(effect: bool, top: &str) -> (State, CardId, u8) {
    use hangar::rules::swccg::facts::maneuver;
    let (mut s, _) = board(LIGHT, Phase::Move, 6);
    s.location(DARK, "Death Star");
    let trench = s.location(LIGHT, "2_62");
    let xwing = s.at(LIGHT, "X-wing", trench);
    s.aboard(LIGHT, "Red Leader", xwing, hangar::rules::swccg::Slot::Pilot);
    if effect {
        s.on(DARK, "Maneuver Check", trench);
    }
    s.reserve(LIGHT, top);
    let state = s.build();
    let at_trench = maneuver(&state, xwing).expect("a maneuver");
    (run(state, &["takeoff X-wing > Death Star"]), xwing, at_trench)
}

/// "Deploy on Death Star: Trench. Opponent must make maneuver check for starfighters leaving the
/// trench. For each starfighter, owner draws destiny. If destiny + maneuver < 5, starfighter is
/// lost." It deploys on the Trench ('Trench Rules' let nothing else deploy there) and nowhere else.
/// An X-wing leaving the Trench (maneuver 2 there) with a destiny of 1 is lost; with a destiny of
/// 4 (R5-D4) it reaches the system; without the Effect it leaves as ever.
#[test]
fn card_2_123_maneuver_check_loses_an_opponents_starfighter_leaving_the_trench_on_a_low_destiny() {
    let (mut s, _) = board(DARK, Phase::Deploy, 6);
    s.location(DARK, "Death Star");
    let trench = s.location(LIGHT, "2_62");
    let effect = s.hand(DARK, "Maneuver Check");
    let state = s.build();
    assert_eq!(offered_like(&state, "deploy Maneuver Check"), ["deploy Maneuver Check on Death Star: Trench (0)"]);
    let deployed = run(state, &["deploy Maneuver Check on Death Star: Trench"]);
    assert_eq!(deployed.card(effect).at, Some(At::On(trench)));
    assert_eq!(hangar::rules::swccg::problems(&deployed), []);

    let (low, xwing, maneuver) = leaves_trench(true, "Rebel Trooper");
    assert_eq!(maneuver, 2, "maneuver 4, -2 at the Trench");
    assert!(low.player(LIGHT).lost_pile.contains(&xwing), "1 + 2 < 5: lost");
    assert_eq!(hangar::rules::swccg::problems(&low), []);
    let (high, xwing, _) = leaves_trench(true, "R5-D4 (Arfive-Defour)");
    assert!(high.card(xwing).at.is_some(), "4 + 2 is not < 5");
    let (plain, xwing, _) = leaves_trench(false, "Rebel Trooper");
    assert!(plain.card(xwing).at.is_some(), "no Maneuver Check");
}
