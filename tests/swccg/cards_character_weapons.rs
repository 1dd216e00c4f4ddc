//! The pool's character weapons that name their own carriers or cost by the carrier's ability:
//! "Use 1 Force to deploy on Han, or 3 on your warrior" (`Persona`), "Use X Force to deploy on
//! your warrior where X = (7 - warrior's ability) … using X Force" (`Less`), "May add 1 to
//! Force drain where present" (`drain_plus`), "Target hit, and its forfeit = 0" / "If hit by Han,
//! target's forfeit = 0" (`ForfeitZero`), and "Draw two destiny". Each test is named
//! `card_<GEMP id>_<title>` (`cards_covered.rs`). A destiny is the top card of the Reserve Deck.

use crate::support::*;
use hangar::engine::CardId;
use hangar::engine::Table;
use hangar::rules::swccg::facts::{drain_amount, forfeit};
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Scenario;
use hangar::rules::swccg::Side;
use hangar::rules::swccg::State;

/// `side` in its deploy phase with `force`, `weapon` in hand, its `own` characters at Mos Eisley
/// against a Stormtrooper or a Rebel Trooper of the other side (the card returned), and `top` on
/// its Reserve Deck.
fn at_mos_eisley(side: Side, force: usize, weapon: &str, own: &[&str], top: Option<&str>) -> (State, CardId) {
    let (mut s, p): (Scenario, Places) = board(side, Phase::Deploy, force);
    for title in own {
        s.at(side, title, p.mos_eisley);
    }
    let foe = if side == DARK { "Rebel Trooper" } else { "Stormtrooper" };
    let foe = s.at(side.opponent(), foe, p.mos_eisley);
    s.hand(side, weapon);
    if let Some(top) = top {
        s.reserve(side, top);
    }
    (s.build(), foe)
}

#[test]
fn card_1_154_hans_heavy_blaster_pistol_deploys_for_1_on_han_3_on_a_warrior_and_zeroes_forfeit_when_han_hits() {
    let own = ["Han Solo", "Rebel Trooper", "Rebel Pilot"];
    let (state, foe) = at_mos_eisley(LIGHT, 6, "Han's Heavy Blaster Pistol", &own, Some("Red 3"));
    assert_eq!(
        offered_like(&state, "deploy Han's"),
        ["deploy Han's Heavy Blaster Pistol on Han Solo (1)", "deploy Han's Heavy Blaster Pistol on Rebel Trooper (3)"]
    );
    let battle = to_battle(state, "deploy Han's Heavy Blaster Pistol on Han Solo");
    let (after, hit) = fires(&battle, "fire Han's Heavy Blaster Pistol > Stormtrooper (1)");
    assert!(hit, "3 + 1 > ability 1");
    assert_eq!(forfeit(&after, foe), 0, "hit by Han");
    let (state, foe) = at_mos_eisley(LIGHT, 6, "Han's Heavy Blaster Pistol", &own, Some("Red 3"));
    let battle = to_battle(state, "deploy Han's Heavy Blaster Pistol on Rebel Trooper");
    let (after, hit) = fires(&battle, "fire Han's Heavy Blaster Pistol > Stormtrooper (1)");
    assert!(hit);
    assert_eq!(forfeit(&after, foe), 2, "not hit by Han: its forfeit stays");
}

#[test]
fn card_1_156_leias_sporting_blaster_deploys_for_2_on_a_warrior_and_fires_free_at_destiny_less_1() {
    let own = ["Rebel Trooper", "Rebel Pilot"];
    let (state, foe) = at_mos_eisley(LIGHT, 4, "Leia's Sporting Blaster", &own, Some("Red 3"));
    assert_eq!(offered_like(&state, "deploy Leia's"), ["deploy Leia's Sporting Blaster on Rebel Trooper (2)"]);
    let battle = to_battle(state, "deploy Leia's Sporting Blaster on Rebel Trooper");
    let (after, hit) = fires(&battle, "fire Leia's Sporting Blaster > Stormtrooper (0)");
    assert!(hit, "3 - 1 > ability 1, for free");
    assert_eq!(forfeit(&after, foe), 2, "not hit by Leia");
    let (state, _) = at_mos_eisley(LIGHT, 4, "Leia's Sporting Blaster", &own, None);
    let battle = to_battle(state, "deploy Leia's Sporting Blaster on Rebel Trooper");
    assert!(!fires(&battle, "fire Leia's Sporting Blaster > Stormtrooper (0)").1, "1 - 1 is not over 1");
}

#[test]
fn card_2_79_lukes_hunting_rifle_deploys_for_1_on_luke_3_on_a_non_droid_and_subtracts_1_against_a_character() {
    let own = ["Luke Skywalker", "Rebel Pilot", "R4-E1 (Arfour-Eeone)"];
    let (state, _) = at_mos_eisley(LIGHT, 4, "Luke's Hunting Rifle", &own, Some("Red 3"));
    assert_eq!(
        offered_like(&state, "deploy Luke's"),
        ["deploy Luke's Hunting Rifle on Luke Skywalker (1)", "deploy Luke's Hunting Rifle on Rebel Pilot (3)"],
        "not on the droid"
    );
    let battle = to_battle(state, "deploy Luke's Hunting Rifle on Luke Skywalker");
    assert!(fires(&battle, "fire Luke's Hunting Rifle > Stormtrooper (1)").1, "3 - 1 > ability 1");
}

#[test]
fn card_2_162_urorrurrrs_hunting_rifle_deploys_for_3_on_a_non_droid_and_subtracts_1_against_a_character() {
    let own = ["Stormtrooper", "R4-M9 (Arfour-Emmnine)"];
    let (state, _) = at_mos_eisley(DARK, 5, "URoRRuR'R'R's Hunting Rifle", &own, Some("TIE Scout"));
    assert_eq!(offered_like(&state, "deploy URo"), ["deploy URoRRuR'R'R's Hunting Rifle on Stormtrooper (3)"]);
    let battle = to_battle(state, "deploy URoRRuR'R'R's Hunting Rifle on Stormtrooper");
    assert!(fires(&battle, "fire URoRRuR'R'R's Hunting Rifle > Rebel Trooper (1)").1, "4 - 1 > ability 1");
}

#[test]
fn card_1_155_jedi_lightsaber_costs_7_less_ability_draws_two_destiny_and_adds_1_to_a_drain_where_present() {
    let (state, _) = at_mos_eisley(LIGHT, 7, "Jedi Lightsaber", &["Luke Skywalker", "Rebel Trooper"], None);
    assert_eq!(
        offered_like(&state, "deploy Jedi"),
        ["deploy Jedi Lightsaber on Luke Skywalker (3)", "deploy Jedi Lightsaber on Rebel Trooper (6)"]
    );
    let battle = to_battle(state, "deploy Jedi Lightsaber on Luke Skywalker");
    assert_eq!(offered_like(&battle, "fire"), ["fire Jedi Lightsaber > Stormtrooper (3)"], "X Force to fire");
    let reserve = battle.player(LIGHT).reserve.len();
    let (after, hit) = fires(&battle, "fire Jedi Lightsaber > Stormtrooper (3)");
    assert!(hit, "two destinies of 1: 2 > ability 1");
    assert_eq!(after.player(LIGHT).reserve.len() + 2, reserve);
    // Luke alone at Mos Eisley with it: the drain there (2 Dark icons) is 3.
    let (mut s, p) = board(LIGHT, Phase::Control, 2);
    let luke = s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    s.on(LIGHT, "Jedi Lightsaber", luke);
    s.at(LIGHT, "Rebel Trooper", p.jungle);
    let state = s.build();
    assert_eq!(drain_amount(&state, LIGHT, p.mos_eisley), 3);
    assert_eq!(drain_amount(&state, LIGHT, p.jungle), 0, "no drain to add to where the Dark Side has no icon");
}

#[test]
fn card_1_314_dark_jedi_lightsaber_costs_vader_1_and_draws_two_destiny() {
    let (state, _) = at_mos_eisley(DARK, 4, "Dark Jedi Lightsaber", &["Darth Vader", "Stormtrooper"], None);
    assert_eq!(
        offered_like(&state, "deploy Dark Jedi"),
        ["deploy Dark Jedi Lightsaber on Darth Vader (1)"],
        "7 - 6 on Vader; the Stormtrooper's 6 is more than is left"
    );
    let battle = to_battle(state, "deploy Dark Jedi Lightsaber on Darth Vader");
    assert!(fires(&battle, "fire Dark Jedi Lightsaber > Rebel Trooper (1)").1, "1 + 1 > ability 1");
}

#[test]
fn card_1_324_vaders_lightsaber_deploys_only_on_vader_and_its_hit_zeroes_forfeit() {
    let (state, foe) = at_mos_eisley(DARK, 2, "Vader's Lightsaber", &["Darth Vader", "Stormtrooper"], None);
    assert_eq!(offered_like(&state, "deploy Vader's"), ["deploy Vader's Lightsaber on Darth Vader (0)"]);
    let battle = to_battle(state, "deploy Vader's Lightsaber on Darth Vader");
    let (after, hit) = fires(&battle, "fire Vader's Lightsaber > Rebel Trooper (0)");
    assert!(hit);
    assert_eq!(forfeit(&after, foe), 0);
    // Where Vader is present with it, a drain is 1 more.
    let drain = |saber: bool| {
        let (mut s, p) = board(DARK, Phase::Control, 2);
        let vader = s.at(DARK, "Darth Vader", p.jungle);
        if saber {
            s.on(DARK, "Vader's Lightsaber", vader);
        }
        drain_amount(&s.build(), DARK, p.jungle)
    };
    assert_eq!(drain(true), drain(false) + 1);
}

#[test]
fn card_3_71_anakins_lightsaber_deploys_on_luke_and_its_hit_zeroes_forfeit() {
    let own = ["Luke Skywalker", "Han Solo"];
    let (state, foe) = at_mos_eisley(LIGHT, 2, "Anakin's Lightsaber", &own, None);
    assert_eq!(offered_like(&state, "deploy Anakin's"), ["deploy Anakin's Lightsaber on Luke Skywalker (0)"]);
    let battle = to_battle(state, "deploy Anakin's Lightsaber on Luke Skywalker");
    let (after, hit) = fires(&battle, "fire Anakin's Lightsaber > Stormtrooper (0)");
    assert!(hit, "two destinies of 1: 2 > 1");
    assert_eq!(forfeit(&after, foe), 0);
}

#[test]
fn card_2_77_bowcaster_costs_7_less_the_warriors_power_never_below_1_and_adds_1_against_a_character() {
    let own = ["Chewbacca", "Han Solo", "Rebel Trooper"];
    let (state, _) = at_mos_eisley(LIGHT, 6, "Bowcaster", &own, None);
    assert_eq!(
        offered_like(&state, "deploy Bowcaster"),
        [
            "deploy Bowcaster on Chewbacca (1)",
            "deploy Bowcaster on Han Solo (4)",
            "deploy Bowcaster on Rebel Trooper (6)"
        ],
        "7 - 6 = 1; 7 - 3; 7 - 1"
    );
    let battle = to_battle(state, "deploy Bowcaster on Chewbacca");
    assert!(fires(&battle, "fire Bowcaster > Stormtrooper (1)").1, "1 + 1 > ability 1, for X = 1 Force");
}
