//! Landing and taking off ([S13]–[S16]).

use crate::support::*;
use hangar::engine::Table;
use hangar::engine::{Ruleset, Target};
use hangar::rules::swccg::facts::hyperspeed;
use hangar::rules::swccg::facts::is_landed;
use hangar::rules::swccg::facts::maneuver;
use hangar::rules::swccg::facts::may_fire_from;
use hangar::rules::swccg::facts::power;
use hangar::rules::swccg::facts::text_active;
use hangar::rules::swccg::location_zone;
use hangar::rules::swccg::Action;
use hangar::rules::swccg::Dest;
use hangar::rules::swccg::Movement;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Reason;
use hangar::rules::swccg::Slot;
use hangar::rules::swccg::Swccg;

#[test]
fn s13_a_piloted_starfighter_lands_at_a_related_exterior_site_and_takes_off_back() {
    let (mut s, p) = board(LIGHT, Phase::Move, 3);
    let falcon = s.at(LIGHT, "Millennium Falcon", p.tatooine);
    s.aboard(LIGHT, "Han Solo", falcon, Slot::Pilot);
    let red3 = s.at(LIGHT, "Red 3", p.mos_eisley);
    s.aboard(LIGHT, "Biggs Darklighter", red3, Slot::Pilot);
    let empty = s.at(LIGHT, "Red 2", p.yavin_bay);
    let state = s.build();
    assert_eq!(
        offered_like(&state, "land"),
        ["land Millennium Falcon > Tatooine: Docking Bay 94 (0)", "land Millennium Falcon > Tatooine: Mos Eisley (1)"]
    );
    assert_eq!(offered_like(&state, "takeoff"), ["takeoff Red 3 > Tatooine (1)"]);
    assert_eq!(
        why(&state, Action::Move { card: falcon, how: Movement::Land, to: Dest::At(p.jungle), force: 1 }),
        (Reason::NotRelated, "s13")
    );
    assert_eq!(
        why(&state, Action::Move { card: empty, how: Movement::TakeOff, to: Dest::At(p.yavin), force: 0 }),
        (Reason::Unpiloted, "s13")
    );
    let landed = run(state, &["land Millennium Falcon > Tatooine: Mos Eisley"]);
    assert!(is_landed(&landed, falcon));
    assert_eq!(landed.player(LIGHT).force_pile.len(), 2);
    // Landing is its regular move: it takes off next turn, not now.
    assert_eq!(offered_like(&landed, "takeoff"), ["takeoff Red 3 > Tatooine (1)"]);
    // A drag from the system onto the site lands it, and back takes off.
    let (mut s, p) = board(LIGHT, Phase::Move, 3);
    let falcon = s.at(LIGHT, "Millennium Falcon", p.tatooine);
    s.aboard(LIGHT, "Han Solo", falcon, Slot::Pilot);
    let state = s.build();
    let dropped = Swccg::drop(&state, falcon, Target::Zone(location_zone(p.bay94))).expect("a landing");
    assert_eq!(dropped, Action::Move { card: falcon, how: Movement::Land, to: Dest::At(p.bay94), force: 0 });
}

#[test]
fn s14_ties_land_and_take_off_only_at_docking_bays() {
    let (mut s, p) = board(DARK, Phase::Move, 3);
    let tie = s.at(DARK, "TIE Fighter", p.tatooine);
    let black2 = s.at(DARK, "Black 2", p.bay94);
    s.aboard(DARK, "DS-61-2", black2, Slot::Pilot);
    let state = s.build();
    assert_eq!(offered_like(&state, "land"), ["land TIE Fighter > Tatooine: Docking Bay 94 (0)"]);
    assert_eq!(offered_like(&state, "takeoff"), ["takeoff Black 2 > Tatooine (0)"]);
    assert_eq!(
        why(&state, Action::Move { card: tie, how: Movement::Land, to: Dest::At(p.mos_eisley), force: 1 }),
        (Reason::TieNeedsDockingBay, "s14")
    );
    let refused = Swccg::drop(&state, tie, Target::Card(p.mos_eisley)).unwrap_err();
    assert_eq!((refused.reason.clone(), cited(&refused)), (Reason::TieNeedsDockingBay, "s14"));
    // The invariant: a TIE landed away from a docking bay is not a sound state.
    let mut odd = state.clone();
    odd.card_mut(tie).at = Some(hangar::rules::swccg::At::Location(p.mos_eisley));
    assert!(hangar::rules::swccg::problems(&odd).contains(&hangar::rules::swccg::Problem::TieAwayFromDockingBay(tie)));
}

#[test]
fn s15_landing_and_taking_off_cost_1_force_free_at_a_docking_bay() {
    let (mut s, p) = board(LIGHT, Phase::Move, 1);
    let xwing = s.at(LIGHT, "X-wing", p.tatooine);
    let red3 = s.at(LIGHT, "Red 3", p.bay94);
    s.aboard(LIGHT, "Biggs Darklighter", red3, Slot::Pilot);
    let state = s.build();
    assert_eq!(
        offered_like(&state, "land"),
        ["land X-wing > Tatooine: Docking Bay 94 (0)", "land X-wing > Tatooine: Mos Eisley (1)"]
    );
    assert_eq!(offered_like(&state, "takeoff"), ["takeoff Red 3 > Tatooine (0)"]);
    let after = run(state, &["land X-wing > Tatooine: Mos Eisley", "takeoff Red 3 > Tatooine"]);
    assert_eq!(after.player(LIGHT).force_pile.len(), 0, "1 Force to land at Mos Eisley, none to take off from the bay");
    let _ = xwing;
}

#[test]
fn s16_a_landed_starfighter_has_no_power_maneuver_landspeed_or_text_but_fires_weapons_that_work_at_a_site() {
    let (mut s, p) = board(LIGHT, Phase::Battle, 3);
    let falcon = s.at(LIGHT, "Millennium Falcon", p.mos_eisley);
    s.aboard(LIGHT, "Han Solo", falcon, Slot::Pilot);
    s.aboard(LIGHT, "Chewbacca", falcon, Slot::Pilot);
    s.on(LIGHT, "Surface Defense Cannon", falcon);
    let trooper = s.at(DARK, "Stormtrooper", p.mos_eisley);
    let state = s.build();
    assert!(is_landed(&state, falcon));
    assert_eq!((power(&state, falcon), maneuver(&state, falcon), hyperspeed(&state, falcon)), (0, Some(0), 0));
    assert!(!text_active(&state, falcon), "its game text (immune to attrition < 5) is not in force");
    assert!(may_fire_from(&state, falcon, true) && !may_fire_from(&state, falcon, false));
    // No landspeed.
    let mut moving = state.clone();
    moving.phase = Phase::Move;
    assert_eq!(
        why(&moving, Action::Move { card: falcon, how: Movement::Landspeed, to: Dest::At(p.bay94), force: 1 }),
        (Reason::LandedHasNoLandspeed, "s16")
    );
    // In a battle there, the Surface Defense Cannon fires ("may be used by a landed starship").
    let battling = run(state, &["battle Tatooine: Mos Eisley (1)"]);
    assert_eq!(offered_like(&battling, "fire"), ["fire Surface Defense Cannon > Stormtrooper (1)"]);
    // Enclosed: the Falcon's occupants are not present; the Light Side's power here is none.
    assert_eq!(hangar::rules::swccg::facts::total_power(&battling, LIGHT, p.mos_eisley), 0);
    let _ = trooper;
}
