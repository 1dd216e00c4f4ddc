//! The pool's locations with a special rule set of their own (A New Hope): Death Star: Trench
//! ('Trench Rules'). Each test is named `card_<GEMP id>_<what it does>` (`cards_covered.rs`).

use crate::cards_locations::inert;
use crate::support::*;
use hangar::engine::CardId;
use hangar::rules::swccg::facts::{is_landed, maneuver};
use hangar::rules::swccg::Action;
use hangar::rules::swccg::Dest;
use hangar::rules::swccg::InertReason;
use hangar::rules::swccg::Movement;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Reason;
use hangar::rules::swccg::Scenario;
use hangar::rules::swccg::Side;

/// The Death Star system and Death Star: Trench on the test table (`active` in `phase`).
fn trench(active: Side, phase: Phase) -> (Scenario, CardId, CardId) {
    let (mut s, _) = board(active, phase, 6);
    let system = s.location(DARK, "Death Star");
    let trench = s.location(LIGHT, "2_62");
    (s, system, trench)
}

/// Death Star: Trench: "'Trench Rules' in effect" — no card deploys there (an X-wing that may
/// deploy to the Death Star system is not offered the Trench, and is refused there citing the
/// site), and no card moves there: an X-wing at the Death Star system is not offered a landing at
/// the Trench (an exterior site related to it) and is refused it. "Turbolaser Battery may deploy
/// here" is inert (it fires there only in an Attack Run, not in these decks).
#[test]
fn card_2_62_death_star_trench_trench_rules_let_no_card_deploy_or_move_there() {
    let (mut s, system, site) = trench(LIGHT, Phase::Deploy);
    s.at(LIGHT, "X-wing", system);
    let xwing = s.hand(LIGHT, "X-wing");
    let state = s.build();
    let deploys = offered_like(&state, "deploy X-wing");
    assert!(deploys.iter().any(|o| o.contains("> Death Star (")), "{deploys:?}");
    assert!(!deploys.iter().any(|o| o.contains("Trench")), "{deploys:?}");
    let (reason, cite) = why(&state, Action::Deploy { card: xwing, to: Dest::At(site), force: 3 });
    assert_eq!(reason, Reason::TrenchRules { site: "Death Star: Trench".into() });
    assert_eq!(cite, "Death Star: Trench");

    let (mut s, system, site) = trench(LIGHT, Phase::Move);
    let bay = s.location(DARK, "Death Star: Docking Bay 327");
    let flying = s.at(LIGHT, "X-wing", system);
    let state = s.build();
    let lands = offered_like(&state, "land X-wing");
    assert!(lands.iter().any(|o| o.contains("Docking Bay 327")), "{lands:?}");
    assert!(!lands.iter().any(|o| o.contains("Trench")), "{lands:?}");
    let (reason, _) = why(&state, Action::Move { card: flying, how: Movement::Land, to: Dest::At(site), force: 1 });
    assert_eq!(reason, Reason::TrenchRules { site: "Death Star: Trench".into() });
    assert!(state.locations.contains(&bay));
    assert!(inert("2_62", InertReason::AttackRun));
}

/// Death Star: Trench (Light): "each of your starfighters is maneuver -2 here" — a Light X-wing
/// there (flying, not landed, by 'Trench Rules') has maneuver 4 - 2, a Dark TIE Fighter its 3; at
/// the Death Star system the X-wing has its 4.
#[test]
fn card_2_62_death_star_trench_light_starfighters_are_maneuver_minus_2_there() {
    let (mut s, system, site) = trench(LIGHT, Phase::Deploy);
    let xwing = s.at(LIGHT, "X-wing", site);
    let tie = s.at(DARK, "TIE Fighter", site);
    let away = s.at(LIGHT, "X-wing", system);
    let state = s.build();
    assert!(!is_landed(&state, xwing), "starships at the Trench fly");
    assert_eq!(maneuver(&state, xwing), Some(2));
    assert_eq!(maneuver(&state, tie), Some(3));
    assert_eq!(maneuver(&state, away), Some(4));
}

/// Death Star: Trench (Dark): "your weapons fire free here" — a TIE Fighter's Enhanced TIE Laser
/// Cannon ("May target a starship using 1 Force") fires for no Force in a battle at the Trench,
/// for its 1 at the Death Star system.
#[test]
fn card_2_62_death_star_trench_dark_weapons_fire_free_there() {
    for at_trench in [true, false] {
        let (mut s, system, site) = trench(DARK, Phase::Battle);
        let place = if at_trench { site } else { system };
        let tie = s.at(DARK, "TIE Fighter", place);
        s.on(DARK, "Enhanced TIE Laser Cannon", tie);
        s.at(LIGHT, "X-wing", place);
        let state = s.build();
        let title = if at_trench { "Death Star: Trench" } else { "Death Star" };
        let state = run(state, &[&format!("battle {title} (1)")]);
        let fires = offered_like(&state, "fire Enhanced TIE Laser Cannon");
        let cost = if at_trench { 0 } else { 1 };
        assert_eq!(fires, [format!("fire Enhanced TIE Laser Cannon > X-wing ({cost})")], "at the Trench: {at_trench}");
    }
}
