//! Open and enclosed ([E1]–[E3]).

use crate::support::*;
use hangar::rules::swccg::facts::adds_ability_toward_destiny;
use hangar::rules::swccg::facts::destiny_ability;
use hangar::rules::swccg::facts::is_enclosed;
use hangar::rules::swccg::facts::is_present;
use hangar::rules::swccg::facts::total_power;
use hangar::rules::swccg::Action;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Reason;
use hangar::rules::swccg::Slot;

#[test]
fn e1_all_starships_are_enclosed_and_vehicles_whose_lore_says_so() {
    let (mut s, p) = board(DARK, Phase::Deploy, 0);
    let ids = [
        s.at(DARK, "TIE Fighter", p.tatooine),
        s.at(DARK, "Tempest Scout", p.bay94),
        s.at(LIGHT, "Snowspeeder", p.yavin_bay),
        s.at(LIGHT, "Luke's X-34 Landspeeder", p.yavin_bay),
    ];
    let state = s.build();
    assert_eq!(ids.map(|c| is_enclosed(&state, c)), [true, true, true, false]);
}

#[test]
fn e2_riders_of_an_open_vehicle_are_present_with_their_own_power_and_can_be_hit() {
    let (mut s, p) = board(DARK, Phase::Battle, 3);
    let x34 = s.at(LIGHT, "Luke's X-34 Landspeeder", p.mos_eisley);
    let luke = s.aboard(LIGHT, "Luke Skywalker", x34, Slot::Driver);
    let biggs = s.aboard(LIGHT, "Biggs Darklighter", x34, Slot::Passenger);
    let scout = s.at(DARK, "Tempest Scout 1", p.mos_eisley);
    s.aboard(DARK, "Imperial Pilot", scout, Slot::Pilot);
    s.on(DARK, "AT-ST Dual Cannon", scout);
    let state = s.build();
    assert!(is_present(&state, luke) && is_present(&state, biggs));
    assert_eq!(total_power(&state, LIGHT, p.mos_eisley), 1 + 3 + 2, "the X-34 with a driver, and both riders");
    let battling = run(state, &["battle Tatooine: Mos Eisley (1)"]);
    assert_eq!(
        offered_like(&battling, "fire"),
        [
            "fire AT-ST Dual Cannon > Biggs Darklighter (1)",
            "fire AT-ST Dual Cannon > Luke Skywalker (1)",
            "fire AT-ST Dual Cannon > Luke's X-34 Landspeeder (1)",
        ]
    );
}

#[test]
fn e3_riders_of_an_enclosed_vehicle_are_not_present_and_passengers_add_no_ability_toward_destiny() {
    let (mut s, p) = board(LIGHT, Phase::Battle, 3);
    let scout = s.at(DARK, "Tempest Scout 1", p.mos_eisley);
    let pilot = s.aboard(DARK, "Imperial Pilot", scout, Slot::Pilot);
    let trooper = s.aboard(DARK, "Stormtrooper", scout, Slot::Passenger);
    let falcon = s.at(LIGHT, "Millennium Falcon", p.mos_eisley);
    s.aboard(LIGHT, "Han Solo", falcon, Slot::Pilot);
    s.on(LIGHT, "Surface Defense Cannon", falcon);
    let state = s.build();
    assert!(!is_present(&state, trooper) && !is_present(&state, pilot));
    assert_eq!(total_power(&state, DARK, p.mos_eisley), 3 + 2, "the AT-ST's power; not its riders'");
    assert!(adds_ability_toward_destiny(&state, pilot) && !adds_ability_toward_destiny(&state, trooper));
    assert_eq!(destiny_ability(&state, DARK, p.mos_eisley), 2);
    let battling = run(state, &["battle Tatooine: Mos Eisley (1)"]);
    assert!(offered_like(&battling, "fire").is_empty(), "nothing the cannon may target is present");
    let weapon = find(&battling, "Surface Defense Cannon");
    assert_eq!(why(&battling, Action::Fire { weapon, target: trooper, force: 1 }), (Reason::TargetEnclosed, "e3"));
}
