//! Piloted and Piloting (lcg-ready-for-takeoff.txt): "A Vehicle unit with an attached Pilot
//! enhancement is considered to be 'piloted.' A Pilot enhancement attached to a Vehicle unit is
//! considered to be 'piloting' that unit." The card effects that use those facts.

use crate::support::{find, offered, take};
use hangar::engine::Table;
use hangar::rules::lcg::def::Icons;
use hangar::rules::lcg::facts;
use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Role;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;

#[test]
fn piloted_and_piloting_are_facts_of_the_attachment() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF");
    let tie = s.play(Side::Dark, "0715");
    let other = s.play(Side::Dark, "0715");
    let fel = s.attach(Side::Dark, "0714", tie, Role::Pilot);
    let state = s.build();
    assert!(facts::is_piloted(&state, tie));
    assert!(!facts::is_piloted(&state, other), "unpiloted");
    assert_eq!(facts::piloting(&state, fel), Some(tie));
    assert_eq!(offered(&state), ["pass"]);
}

#[test]
fn piloted_181st_tie_interceptor_counts_its_pilots_force_icons_in_the_force_struggle() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF");
    let tie = s.play(Side::Dark, "0715");
    s.attach(Side::Dark, "0714", tie, Role::Pilot);
    let patrol = s.play(Side::Dark, "0761");
    s.attach(Side::Dark, "0760", patrol, Role::Pilot);
    s.commit(tie);
    s.commit(patrol);
    let state = s.build();
    // 181st TIE: its Force 1 plus Baron Fel's 3. TIE Fighter Patrol: its own 1; Academy Pilot's
    // icon does not count (attached pilots give no Force icons unless a card says so).
    assert_eq!(facts::force_contribution(&state, tie), 4);
    assert_eq!(facts::force_contribution(&state, patrol), 1);
    assert_eq!(facts::force_struggle_total(&state, Side::Dark), 5);
    assert_eq!(offered(&state), ["pass"]);

    let mut focused = state.clone();
    focused.card_mut(tie).focus = 1;
    assert_eq!(facts::force_contribution(&focused, tie), 0, "focused committed units give nothing");
}

#[test]
fn piloted_tie_fighter_patrol_gains_its_pilots_combat_icons() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF");
    s.play(Side::Dark, "0036");
    let patrol = s.play(Side::Dark, "0761");
    s.hand(Side::Dark, "0760");
    let state = s.build();
    assert_eq!(
        offered(&state),
        [
            "pass",
            "pilot Academy Pilot > TIE Fighter Patrol [free]",
            "unit Academy Pilot [Death and Despayre]",
            "unit Academy Pilot [Imperial Navy]",
        ]
    );
    let printed = (Icons { unit_damage: 1, ..Icons::default() }, Icons { blast_damage: 1, ..Icons::default() });
    assert_eq!(facts::combat_icons(&state, patrol), printed);
    let (after, _) = take(&state, "pilot Academy Pilot > TIE Fighter Patrol [free]");
    let gained = (Icons { unit_damage: 1, ..Icons::default() }, Icons { blast_damage: 2, ..Icons::default() });
    assert_eq!(facts::combat_icons(&after, patrol), gained);
}

#[test]
fn piloted_vehicles_of_heroes_of_the_rebellion_cannot_be_targeted_by_enemy_effects() {
    // Kris plays Jedi, so his Rebel Alliance X-Wings are out-of-faction; only the unpiloted one
    // can be targeted by Filthy Accusations while Heroes of the Rebellion is in play.
    let mut s = Scenario::new("t", "IN-AFF", "J-AFF");
    s.hand(Side::Dark, "0927");
    s.play(Side::Light, "0819");
    let piloted = s.play(Side::Light, "0700");
    s.attach(Side::Light, "0800", piloted, Role::Pilot);
    s.play(Side::Light, "0700");
    let state = s.build();
    assert_eq!(offered(&state), ["event Filthy Accusations > Rogue Squadron X-Wing [free]", "pass"]);
    let (after, _) = take(&state, "event Filthy Accusations > Rogue Squadron X-Wing [free]");
    assert_eq!(after.card(piloted).focus, 0);
}

#[test]
fn piloted_rogue_squadron_x_wing_discards_its_pilot_to_remove_all_damage_and_focus() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Deployment);
    let xwing = s.play(Side::Light, "0700");
    let wedge = s.attach(Side::Light, "0183", xwing, Role::Pilot);
    s.damage(xwing, 2);
    s.focus(xwing, 2);
    let clean = s.play(Side::Light, "0700");
    let state = s.build();
    assert_eq!(offered(&state), ["action Rogue Squadron X-Wing > Wedge Antilles", "action Wedge Antilles", "pass"]);
    let (after, _) = take(&state, "action Rogue Squadron X-Wing > Wedge Antilles");
    assert_eq!((after.card(xwing).damage, after.card(xwing).focus), (0, 0));
    assert!(after.player(Side::Light).discard.contains(&wedge));
    assert!(!facts::is_piloted(&after, xwing));
    assert_eq!(after.card(clean).damage, 0);
}

#[test]
fn piloting_wedge_antilles_focuses_himself_to_remove_a_focus_token_from_his_unit() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Deployment);
    let xwing = s.play(Side::Light, "0700");
    s.attach(Side::Light, "0183", xwing, Role::Pilot);
    s.focus(xwing, 1);
    let state = s.build();
    let (after, _) = take(&state, "action Wedge Antilles");
    let wedge = find(&after, "Wedge Antilles");
    assert_eq!((after.card(xwing).focus, after.card(wedge).focus), (0, 1));
    assert_eq!(
        offered(&after),
        ["pass"],
        "Wedge is focused (his cost cannot be paid again) and the X-Wing has nothing left to remove"
    );
}
