//! The pool's weapons that a starship, vehicle or character carries: each deploys only on what
//! its text names, and fires in a battle's weapons segment with its own destiny draws and
//! additions (`Ability::Weapon`: `Mount`, `TargetKind`, `Against`, `destinies`). Each test is
//! named `card_<GEMP id>_<title>` (`cards_covered.rs`). A destiny is the top card of the Reserve
//! Deck: the tests put a card of the wanted destiny there.

use crate::support::*;
use hangar::engine::Ruleset;
use hangar::engine::Table;
use hangar::rules::swccg::Action;
use hangar::rules::swccg::Dest;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Reason;
use hangar::rules::swccg::Slot;
use hangar::rules::swccg::State;
use hangar::rules::swccg::Swccg;

/// Deploys by `deploy`, ends the deploy phase if it does not end by itself (nothing left to
/// deploy), and begins the battle `battle`.
fn deploy_then(state: State, deploy: &str, battle: &str) -> State {
    let state = run(state, &[deploy]);
    let state = if state.phase == Phase::Deploy { run(state, &["pass"]) } else { state };
    run(state, &[battle])
}

/// Light's starships at Yavin 4 against a TIE Fighter and a TIE Advanced x1, in Light's deploy
/// phase with `force` Force.
fn yavin_space(force: usize) -> (hangar::rules::swccg::Scenario, Places) {
    let (mut s, p) = board(LIGHT, Phase::Deploy, force);
    s.at(DARK, "TIE Fighter", p.yavin);
    (s, p)
}

#[test]
fn card_1_158_proton_torpedoes_deploy_on_an_x_wing_or_y_wing_and_hit_a_starship_on_destiny_over_its_defense() {
    let (mut s, p) = yavin_space(4);
    s.at(LIGHT, "X-wing", p.yavin);
    s.at(LIGHT, "Y-wing", p.yavin);
    let falcon = s.at(LIGHT, "Millennium Falcon", p.yavin);
    let torpedoes = s.hand(LIGHT, "Proton Torpedoes");
    s.reserve(LIGHT, "Gold 5"); // destiny 4
    let state = s.build();
    assert_eq!(
        offered_like(&state, "deploy Proton"),
        ["deploy Proton Torpedoes on X-wing (1)", "deploy Proton Torpedoes on Y-wing (1)"]
    );
    assert_eq!(
        why(&state, Action::Deploy { card: torpedoes, to: Dest::On(falcon), force: 1 }),
        (Reason::WeaponMount { title: "Proton Torpedoes".into() }, "Proton Torpedoes")
    );
    let battle = deploy_then(state, "deploy Proton Torpedoes on X-wing", "battle Yavin 4 (1)");
    // A starship is a target; a character is not (there is none here anyway): destiny 4 > the
    // TIE's maneuver 3.
    let (after, outcome) = shot(&battle, "fire Proton Torpedoes > TIE Fighter (1)");
    assert_eq!(outcome, Some((true, 0, 0)));
    assert!(after.card(find(&after, "TIE Fighter")).hit);
}

#[test]
fn card_1_159_quad_laser_cannon_deploys_on_a_corvette_or_the_falcon_and_adds_1_against_a_starfighter() {
    let (mut s, p) = yavin_space(4);
    s.at(LIGHT, "X-wing", p.yavin);
    s.at(LIGHT, "Corellian Corvette", p.yavin);
    let falcon = s.at(LIGHT, "Millennium Falcon", p.yavin);
    s.aboard(LIGHT, "Han Solo", falcon, Slot::Pilot);
    s.hand(LIGHT, "Quad Laser Cannon");
    s.reserve(LIGHT, "Red 3"); // destiny 3
    let state = s.build();
    assert_eq!(
        offered_like(&state, "deploy Quad"),
        ["deploy Quad Laser Cannon on Corellian Corvette (2)", "deploy Quad Laser Cannon on Millennium Falcon (2)"]
    );
    let battle = deploy_then(state, "deploy Quad Laser Cannon on Millennium Falcon", "battle Yavin 4 (1)");
    // Destiny 3, +1 against a starfighter: 4 > the TIE's maneuver 3.
    let (_, outcome) = shot(&battle, "fire Quad Laser Cannon > TIE Fighter (1)");
    assert_eq!(outcome, Some((true, 0, 0)));
}

/// Dark's TIEs and Star Destroyers at Yavin 4 against an X-wing and a Corellian Corvette, in
/// Dark's deploy phase, `weapon` in hand and `top` on the Reserve Deck.
fn dark_at_yavin(weapon: &str, top: &[&str]) -> State {
    let (mut s, p) = board(DARK, Phase::Deploy, 6);
    s.at(DARK, "TIE Fighter", p.yavin);
    s.at(DARK, "TIE Advanced x1", p.yavin);
    let vader = s.at(DARK, "Vader's Custom TIE", p.yavin);
    s.aboard(DARK, "Imperial Pilot", vader, Slot::Pilot);
    s.at(DARK, "Imperial-Class Star Destroyer", p.yavin);
    s.at(LIGHT, "X-wing", p.yavin);
    s.at(LIGHT, "Corellian Corvette", p.yavin);
    s.hand(DARK, weapon);
    for card in top {
        s.reserve(DARK, card);
    }
    s.build()
}

#[test]
fn card_1_313_boosted_tie_cannon_deploys_on_a_tie_advanced_and_subtracts_1_against_a_capital_starship() {
    let state = dark_at_yavin("Boosted TIE Cannon", &["Baniss Keeg"]); // destiny 5
    assert_eq!(
        offered_like(&state, "deploy Boosted"),
        ["deploy Boosted TIE Cannon on TIE Advanced x1 (1)", "deploy Boosted TIE Cannon on Vader's Custom TIE (1)"]
    );
    let battle = deploy_then(state, "deploy Boosted TIE Cannon on TIE Advanced x1", "battle Yavin 4 (1)");
    // 5 - 1 against a capital starship: 4, not over the Corvette's armor 4.
    let (_, outcome) = shot(&battle, "fire Boosted TIE Cannon > Corellian Corvette (1)");
    assert_eq!(outcome, Some((false, 4, 4)));
    // 5 + 1 against a starfighter: 6 > the X-wing's maneuver 4.
    let (_, outcome) = shot(&battle, "fire Boosted TIE Cannon > X-wing (1)");
    assert_eq!(outcome, Some((true, 0, 0)));
}

#[test]
fn card_2_158_enhanced_tie_laser_cannon_deploys_on_any_tie_and_subtracts_2_against_a_capital_starship() {
    let state = dark_at_yavin("Enhanced TIE Laser Cannon", &["Dark Maneuvers"]); // destiny 6
    assert_eq!(
        offered_like(&state, "deploy Enhanced"),
        [
            "deploy Enhanced TIE Laser Cannon on TIE Advanced x1 (1)",
            "deploy Enhanced TIE Laser Cannon on TIE Fighter (1)",
            "deploy Enhanced TIE Laser Cannon on Vader's Custom TIE (1)"
        ],
        "every TIE, not the Star Destroyer"
    );
    let battle = deploy_then(state, "deploy Enhanced TIE Laser Cannon on TIE Fighter", "battle Yavin 4 (1)");
    let (_, outcome) = shot(&battle, "fire Enhanced TIE Laser Cannon > Corellian Corvette (1)");
    assert_eq!(outcome, Some((false, 4, 4)), "6 - 2 is not over armor 4");
    let (_, outcome) = shot(&battle, "fire Enhanced TIE Laser Cannon > X-wing (1)");
    assert_eq!(outcome, Some((true, 0, 0)), "6 > maneuver 4");
}

#[test]
fn card_1_323_turbolaser_battery_deploys_on_a_star_destroyer_and_draws_two_destiny_less_2_or_less_5() {
    // Two destinies, 5 and 4: 9.
    let state = dark_at_yavin("Turbolaser Battery", &["TIE Scout", "Baniss Keeg"]);
    assert_eq!(
        offered_like(&state, "deploy Turbolaser"),
        ["deploy Turbolaser Battery on Imperial-Class Star Destroyer (3)"]
    );
    let battle = deploy_then(state, "deploy Turbolaser Battery on Imperial-Class Star Destroyer", "battle Yavin 4 (1)");
    assert_eq!(
        offered_like(&battle, "fire Turbolaser"),
        ["fire Turbolaser Battery > Corellian Corvette (2)", "fire Turbolaser Battery > X-wing (2)"]
    );
    let (after, outcome) = shot(&battle, "fire Turbolaser Battery > Corellian Corvette (2)");
    assert_eq!(outcome, Some((true, 0, 0)), "9 - 2 > armor 4");
    assert_eq!(after.player(DARK).reserve.len() + 2, battle.player(DARK).reserve.len(), "two destinies drawn");
    let (_, outcome) = shot(&battle, "fire Turbolaser Battery > X-wing (2)");
    assert_eq!(outcome, Some((false, 4, 4)), "otherwise 9 - 5, not over maneuver 4");
}

#[test]
fn card_3_74_dual_laser_cannon_deploys_on_a_t_47_and_adds_2_against_a_vehicle_less_1_against_a_character() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 4);
    s.at(LIGHT, "Snowspeeder", p.jungle);
    let x34 = s.at(LIGHT, "Luke's X-34 Landspeeder", p.jungle);
    s.aboard(LIGHT, "Luke Skywalker", x34, Slot::Driver);
    s.at(DARK, "Tempest Scout", p.jungle);
    s.at(DARK, "Stormtrooper", p.jungle);
    let cannon = s.hand(LIGHT, "Dual Laser Cannon");
    s.reserve(LIGHT, "Red 3"); // destiny 3
    let state = s.build();
    assert_eq!(offered_like(&state, "deploy Dual"), ["deploy Dual Laser Cannon on Snowspeeder (2)"]);
    assert_eq!(why(&state, Action::Deploy { card: cannon, to: Dest::On(x34), force: 2 }).1, "Dual Laser Cannon");
    let battle = deploy_then(state, "deploy Dual Laser Cannon on Snowspeeder", "battle Yavin 4: Jungle (1)");
    let (_, outcome) = shot(&battle, "fire Dual Laser Cannon > Tempest Scout (1)");
    assert_eq!(outcome, Some((true, 0, 0)), "3 + 2 > the AT-ST's armor 4");
    let (_, outcome) = shot(&battle, "fire Dual Laser Cannon > Stormtrooper (1)");
    assert_eq!(outcome, Some((true, 0, 0)), "3 - 1 > ability 1");
}

/// A warrior of `side` and one of the other side at Mos Eisley, `side`'s `weapon` in hand and
/// `top` on its Reserve Deck; `side` in its deploy phase.
fn warriors(side: hangar::rules::swccg::Side, weapon: &str, top: Option<&str>) -> State {
    let (mut s, p) = board(side, Phase::Deploy, 5);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(DARK, "Imperial Pilot", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.at(LIGHT, "Rebel Pilot", p.mos_eisley);
    s.hand(side, weapon);
    if let Some(top) = top {
        s.reserve(side, top);
    }
    s.build()
}

#[test]
fn card_1_152_blaster_deploys_on_a_warrior_and_hits_on_destiny_over_ability() {
    let state = warriors(LIGHT, "Blaster", None);
    // Only a warrior carries it: the Rebel Trooper, not the Rebel Pilot.
    assert_eq!(offered_like(&state, "deploy Blaster"), ["deploy Blaster on Rebel Trooper (1)"]);
    let battle = deploy_then(state, "deploy Blaster on Rebel Trooper", "battle Tatooine: Mos Eisley (1)");
    assert_eq!(
        offered_like(&battle, "fire"),
        ["fire Blaster > Imperial Pilot (1)", "fire Blaster > Stormtrooper (1)"],
        "characters present"
    );
    let (_, outcome) = shot(&battle, "fire Blaster > Stormtrooper (1)");
    assert_eq!(outcome, Some((false, 1, 1)), "the Rebel Trooper's destiny 1 is not over ability 1");
    let state = warriors(LIGHT, "Blaster", Some("Red 3"));
    let battle = deploy_then(state, "deploy Blaster on Rebel Trooper", "battle Tatooine: Mos Eisley (1)");
    let (_, outcome) = shot(&battle, "fire Blaster > Imperial Pilot (1)");
    assert_eq!(outcome, Some((true, 0, 0)), "3 > ability 2");
}

#[test]
fn card_1_153_blaster_rifle_deploys_for_2_on_a_warrior_and_hits_on_destiny_plus_1_over_ability() {
    let state = warriors(LIGHT, "Blaster Rifle", None);
    assert_eq!(offered_like(&state, "deploy Blaster"), ["deploy Blaster Rifle on Rebel Trooper (2)"]);
    let battle = deploy_then(state, "deploy Blaster Rifle on Rebel Trooper", "battle Tatooine: Mos Eisley (1)");
    let (_, outcome) = shot(&battle, "fire Blaster Rifle > Stormtrooper (2)");
    assert_eq!(outcome, Some((true, 0, 0)), "1 + 1 > ability 1");
}

#[test]
fn card_1_312_blaster_rifle_deploys_for_2_on_a_warrior_and_hits_on_destiny_plus_1_over_ability() {
    let state = warriors(DARK, "Blaster Rifle", None);
    assert_eq!(offered_like(&state, "deploy Blaster"), ["deploy Blaster Rifle on Stormtrooper (2)"]);
    let battle = deploy_then(state, "deploy Blaster Rifle on Stormtrooper", "battle Tatooine: Mos Eisley (1)");
    let (_, outcome) = shot(&battle, "fire Blaster Rifle > Rebel Pilot (2)");
    assert_eq!(outcome, Some((false, 2, 2)), "1 + 1 is not over ability 2");
}

#[test]
fn card_1_317_imperial_blaster_deploys_on_a_warrior_and_a_warrior_inside_a_starship_cannot_fire_it() {
    let state = warriors(DARK, "Imperial Blaster", Some("TIE Scout")); // destiny 4
    assert_eq!(offered_like(&state, "deploy Imperial"), ["deploy Imperial Blaster on Stormtrooper (1)"]);
    let battle = deploy_then(state, "deploy Imperial Blaster on Stormtrooper", "battle Tatooine: Mos Eisley (1)");
    let (_, outcome) = shot(&battle, "fire Imperial Blaster > Rebel Pilot (1)");
    assert_eq!(outcome, Some((true, 0, 0)), "4 > ability 2");
    // [E3]: the same warrior aboard a landed starfighter at the site is not present: it neither
    // fires nor takes part.
    let (mut s, p) = board(DARK, Phase::Battle, 4);
    let scout = s.at(DARK, "Tempest Scout", p.mos_eisley);
    let trooper = s.aboard(DARK, "Stormtrooper", scout, Slot::Passenger);
    let blaster = s.on(DARK, "Imperial Blaster", trooper);
    let rebel = s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    let battle = run(s.build(), &["battle Tatooine: Mos Eisley (1)"]);
    assert!(offered_like(&battle, "fire Imperial").is_empty());
    let (reason, cite) = why(&battle, Action::Fire { weapon: blaster, target: rebel, force: 1 });
    assert_eq!((reason, cite), (Reason::FiresFromInside, "e3"));
}

/// AT-AT Cannon: on an AT-AT (Blizzard 2) in a battle at the Ice Plains, it may target a Rebel
/// Trooper at North Ridge, the adjacent site (destiny 3 + 1 > ability 1: hit, and lost as the
/// battle ends); a landed X-wing there is a target with defense value 3, not its maneuver (0
/// landed): destiny 3 misses it.
#[test]
fn card_3_158_at_at_cannon_targets_at_same_or_adjacent_site_and_a_starfighter_at_defense_3() {
    let build = || {
        let (mut s, _) = board(DARK, Phase::Deploy, 6);
        let plains = s.location(DARK, "Hoth: Ice Plains (5th Marker)");
        let ridge = s.location(DARK, "3_149");
        s.at(DARK, "Blizzard 2", plains);
        s.at(LIGHT, "Snowspeeder", plains);
        let xwing = s.at(LIGHT, "X-wing", plains);
        let trooper = s.at(LIGHT, "Rebel Trooper", ridge);
        s.hand(DARK, "AT-AT Cannon");
        s.reserve(DARK, "TIE Advanced x1"); // destiny 3
        let state =
            deploy_then(s.build(), "deploy AT-AT Cannon on Blizzard 2", "battle Hoth: Ice Plains (5th Marker) (1)");
        (state, xwing, trooper)
    };
    let (state, xwing, trooper) = build();
    let targets = offered_like(&state, "fire AT-AT Cannon");
    assert!(targets.contains(&"fire AT-AT Cannon > Rebel Trooper (2)".to_string()), "{targets:?}");
    let (after, outcome) = shot(&state, "fire AT-AT Cannon > Rebel Trooper (2)");
    assert_eq!(outcome, Some((true, 0, 0)));
    assert!(after.card(trooper).hit);
    let mut rest = after;
    while rest.battle.is_some() {
        let first = Swccg::legal_actions(&rest)[0];
        rest = Swccg::apply(&rest, &first).expect("a legal action").0;
    }
    assert!(rest.card(trooper).at.is_none(), "hit at the adjacent site, it is lost as the battle ends");
    let (after, outcome) = shot(&state, "fire AT-AT Cannon > X-wing (2)");
    assert_eq!(outcome, Some((false, 3, 3)), "a starfighter's defense value is 3 to it");
    assert!(!after.card(xwing).hit);
}

/// Electro-Rangefinder: "Use 2 Force to deploy on any AT-AT Cannon. It may fire at targets two
/// sites away": with it on the cannon, a Rebel Trooper two Hoth sites from the battle is a target;
/// without it, only the one next door is.
#[test]
fn card_3_95_electro_rangefinder_on_an_at_at_cannon_lets_it_fire_two_sites_away() {
    let build = |rangefinder: bool| {
        let (mut s, _) = board(DARK, Phase::Deploy, 6);
        let plains = s.location(DARK, "Hoth: Ice Plains (5th Marker)");
        let ridge = s.location(DARK, "3_149");
        let cave = s.location(DARK, "3_150");
        let walker = s.at(DARK, "Blizzard 2", plains);
        s.on(DARK, "AT-AT Cannon", walker);
        s.at(LIGHT, "Snowspeeder", plains);
        s.at(LIGHT, "Rebel Trooper", ridge);
        s.at(LIGHT, "Rebel Pilot", cave);
        if rangefinder {
            s.hand(DARK, "Electro-Rangefinder");
        }
        s.build()
    };
    let state = build(true);
    assert_eq!(offered_like(&state, "deploy Electro-Rangefinder"), ["deploy Electro-Rangefinder on AT-AT Cannon (2)"]);
    let state =
        deploy_then(state, "deploy Electro-Rangefinder on AT-AT Cannon", "battle Hoth: Ice Plains (5th Marker) (1)");
    assert_eq!(state.player(DARK).force_pile.len(), 6 - 2 - 1, "2 Force to deploy, 1 to battle");
    let targets = offered_like(&state, "fire AT-AT Cannon");
    assert!(targets.contains(&"fire AT-AT Cannon > Rebel Pilot (2)".to_string()), "two sites away: {targets:?}");
    assert!(targets.contains(&"fire AT-AT Cannon > Rebel Trooper (2)".to_string()), "next door: {targets:?}");
    let bare = run(build(false), &["pass", "battle Hoth: Ice Plains (5th Marker) (1)"]);
    let targets = offered_like(&bare, "fire AT-AT Cannon");
    assert!(!targets.iter().any(|t| t.contains("Rebel Pilot")), "without it, not two sites away: {targets:?}");
    assert!(targets.contains(&"fire AT-AT Cannon > Rebel Trooper (2)".to_string()));
}

/// Concussion Grenade: "Use 2 Force to deploy on your warrior. May 'throw' at same or adjacent
/// site. Draw destiny. All characters, weapons and devices with that destiny number present at
/// that site are lost. (Only your warrior is lost if destiny = 0.) Concussion Grenade also lost."
/// Thrown next door with a destiny of 3, the Imperial Pilot (3) and the Imperial Blaster (3) on a
/// Stormtrooper (1) there are lost, the Stormtrooper stays; with a 0, only the thrower is lost.
#[test]
fn card_3_73_concussion_grenade_thrown_at_an_adjacent_site_loses_what_has_the_destiny_number() {
    let build = |top: &str| {
        let (mut s, p) = board(LIGHT, Phase::Deploy, 3);
        let thrower = s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
        s.at(DARK, "Stormtrooper", p.mos_eisley);
        let trooper = s.at(DARK, "Stormtrooper", p.bay94);
        let blaster = s.on(DARK, "Imperial Blaster", trooper);
        let pilot = s.at(DARK, "Imperial Pilot", p.bay94);
        s.hand(LIGHT, "Concussion Grenade");
        s.reserve(LIGHT, top);
        let state =
            deploy_then(s.build(), "deploy Concussion Grenade on Rebel Trooper", "battle Tatooine: Mos Eisley (1)");
        (state, thrower, trooper, blaster, pilot)
    };
    let (state, thrower, trooper, blaster, pilot) = build("Rebel Pilot"); // destiny 3
    assert_eq!(state.player(LIGHT).force_pile.len(), 0, "2 Force to deploy, 1 to battle");
    assert_eq!(
        offered_like(&state, "fire Concussion Grenade"),
        [
            "fire Concussion Grenade > Tatooine: Docking Bay 94 (0)",
            "fire Concussion Grenade > Tatooine: Mos Eisley (0)"
        ],
        "the battle's site or the one next door, for nothing"
    );
    let grenade = find(&state, "Concussion Grenade");
    let after = run(state, &["fire Concussion Grenade > Tatooine: Docking Bay 94 (0)"]);
    assert!(after.card(pilot).at.is_none() && after.card(blaster).at.is_none(), "destiny 3: both lost");
    assert!(after.card(trooper).at.is_some(), "the Stormtrooper's destiny is 1");
    assert!(
        after.card(grenade).at.is_none() && after.card(thrower).at.is_some(),
        "the grenade goes, its thrower stays"
    );
    let (state, thrower, trooper, _, pilot) = build("Yavin 4"); // destiny 0
    let after = run(state, &["fire Concussion Grenade > Tatooine: Docking Bay 94 (0)"]);
    assert!(after.card(thrower).at.is_none(), "a 0: only the warrior who threw it is lost");
    assert!(after.card(pilot).at.is_some() && after.card(trooper).at.is_some());
}
