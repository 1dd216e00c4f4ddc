//! The Dark Side cards of the objective sets added with every Pilot (X) card and every mission
//! (issue "every pilot and every mission"): one test per card, named `card_<number>_…`, each
//! playing the card's printed text through the legal actions as a player meets it.

use crate::support::{find, offered, run};
use hangar::engine::Table;
use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Role;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;

fn deployment(side: Side) -> Scenario {
    let turn = if side == Side::Dark { 3 } else { 4 };
    Scenario::new("t", "IN-AFF", "RA-AFF").active(side, Phase::Deployment).turn(turn, 0, Side::Light)
}

/// The Dark Side's conflict phase, the Light Side's Running the Trench in play.
fn dark_attacks() -> Scenario {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Conflict).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0715");
    s.play(Side::Light, "0772");
    s
}

#[test]
fn card_0709_mauler_mithel_focuses_to_remove_a_friendly_fighter_from_the_engagement() {
    // "Pilot (1). (Action: Focus this enhancement to remove a target friendly Fighter unit from
    // the engagement.)"
    let mut s = dark_attacks();
    let tie = s.play(Side::Dark, "0149");
    let mauler = s.attach(Side::Dark, "0709", tie, Role::Pilot);
    let black = s.play(Side::Dark, "0743");
    let state = s.build();
    assert!(!offered(&state).iter().any(|o| o.starts_with("action \"Mauler\"")), "no engagement: nothing to remove");
    let engaged = run(
        state,
        &[
            "engage Running the Trench",
            "declare TIE Fighter",
            "declare Black Squadron Fighter",
            "pass",
            "pass",
            "pass",
            "pass",
            "pass",
        ],
    );
    let offers: Vec<String> = offered(&engaged).into_iter().filter(|o| o.starts_with("action \"Mauler\"")).collect();
    assert_eq!(offers, ["action \"Mauler\" Mithel > Black Squadron Fighter", "action \"Mauler\" Mithel > TIE Fighter"]);
    let removed = run(engaged, &["action \"Mauler\" Mithel > Black Squadron Fighter"]);
    assert_eq!(removed.card(mauler).focus, 1, "the enhancement is focused");
    let engagement = removed.engagement.as_ref().expect("the engagement goes on");
    assert!(!engagement.attackers.contains(&black) && engagement.attackers.contains(&tie));
    assert!(removed.in_play(black));
    assert!(!offered(&removed).iter().any(|o| o.starts_with("action \"Mauler\"")), "focused: used once");
}

#[test]
fn card_0146_tie_advanced_deals_1_more_damage_after_an_unopposed_attack() {
    // "Reaction: After this unit survives an unopposed engagement as an attacker, deal 1 damage
    // to the engaged objective."
    let mut s = dark_attacks();
    s.play(Side::Dark, "0146");
    let state = s.build();
    let trench = find(&state, "Running the Trench");
    let struck = run(
        state,
        &["engage Running the Trench", "declare TIE Advanced", "pass", "pass", "pass", "pass", "pass", "pass"],
    );
    assert_eq!(struck.card(trench).damage, 1, "the unopposed damage (it does not strike)");
    assert_eq!(offered(&struck), ["pass", "trigger TIE Advanced"]);
    let done = run(struck, &["trigger TIE Advanced"]);
    assert_eq!(done.card(trench).damage, 2);
}

#[test]
fn card_0146_tie_advanced_waits_for_an_unopposed_engagement() {
    let mut s = dark_attacks();
    s.play(Side::Dark, "0146");
    s.play(Side::Light, "0163");
    let mut done = run(s.build(), &["engage Running the Trench", "declare TIE Advanced", "pass", "declare X-Wing"]);
    while done.engagement.is_some() {
        done = run(done, &["pass"]);
    }
    assert!(!offered(&done).contains(&"trigger TIE Advanced".to_string()), "{:?}", offered(&done));
}

#[test]
fn card_0719_novice_starship_thief_destroys_an_unpiloted_vehicle_costing_2_or_less() {
    // "Reaction: After this unit enters play, destroy a target unpiloted Vehicle unit with
    // printed cost 2 or lower."
    let mut s = deployment(Side::Dark);
    s.play(Side::Dark, "0036");
    let x_wing = s.play(Side::Light, "0163");
    let piloted = s.play(Side::Light, "0165");
    s.attach(Side::Light, "0800", piloted, Role::Pilot);
    s.play(Side::Light, "0070");
    s.hand(Side::Dark, "0719");
    let played = run(s.build(), &["unit Novice Starship Thief"]);
    assert_eq!(offered(&played), ["pass", "trigger Novice Starship Thief"]);
    let asked = run(played, &["trigger Novice Starship Thief"]);
    assert_eq!(offered(&asked), ["choose X-Wing"], "not the piloted Y-Wing, not Home One (cost 5)");
    let done = run(asked, &["choose X-Wing"]);
    assert!(done.player(Side::Light).discard.contains(&x_wing));
}

#[test]
fn card_0810_nar_shaddaa_drift_readies_a_vehicle_after_you_refresh() {
    // "Reaction: After you refresh, remove 1 focus token from a Vehicle unit you control."
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Balance).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0810");
    let swoop = s.play(Side::Dark, "0812");
    s.focus(swoop, 3);
    let tie = s.play(Side::Dark, "0149");
    s.focus(tie, 2);
    let x_wing = s.play(Side::Light, "0163");
    s.focus(x_wing, 2);
    let refreshed = run(s.build(), &["pass"]);
    assert_eq!(refreshed.card(swoop).focus, 2, "the refresh removes 1");
    assert_eq!(offered(&refreshed), ["pass", "trigger Nar Shaddaa Drift"]);
    let asked = run(refreshed, &["trigger Nar Shaddaa Drift"]);
    assert_eq!(offered(&asked), ["choose Racing Swoop", "choose TIE Fighter"], "a focused Vehicle you control");
    let done = run(asked, &["choose Racing Swoop"]);
    assert_eq!((done.card(swoop).focus, done.card(tie).focus, done.card(x_wing).focus), (1, 1, 2));
}
