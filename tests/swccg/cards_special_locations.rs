//! The pool's locations with a special rule set of their own (A New Hope): Death Star: Trench
//! ('Trench Rules'), Tatooine: Bluffs ('Bluff Rules'), the Death Star system (a mobile system). Each test is named `card_<GEMP id>_<what it does>` (`cards_covered.rs`).

use crate::cards_locations::inert;
use crate::support::*;
use hangar::engine::CardId;
use hangar::engine::Decks;
use hangar::engine::Table;
use hangar::rules::swccg::facts::{drain_amount, is_landed, maneuver};
use hangar::rules::swccg::Action;
use hangar::rules::swccg::At;
use hangar::rules::swccg::Dest;
use hangar::rules::swccg::InertReason;
use hangar::rules::swccg::Movement;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Prompt;
use hangar::rules::swccg::Reason;
use hangar::rules::swccg::Scenario;
use hangar::rules::swccg::Side;
use hangar::rules::swccg::State;
use hangar::rules::swccg::Swccg;

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
/// the Trench (an exterior site related to it) and is refused it.
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
}

/// Death Star: Trench (Dark): "Turbolaser Battery may deploy here" — past 'Trench Rules', the
/// Dark Side's Turbolaser Battery deploys on the Trench (for its 3 Force); an Enhanced TIE Laser
/// Cannon does not, there nor on the TIE Fighter there. There it fires only in an Attack Run (not in these decks): in a battle at the
/// Trench it is not offered.
#[test]
fn card_2_62_death_star_trench_a_turbolaser_battery_may_deploy_there() {
    let (mut s, _, site) = trench(DARK, Phase::Deploy);
    let tie = s.at(DARK, "TIE Fighter", site);
    s.at(LIGHT, "X-wing", site);
    let battery = s.hand(DARK, "Turbolaser Battery");
    let cannon = s.hand(DARK, "Enhanced TIE Laser Cannon");
    let state = s.build();
    // On the Trench, and on the Death Star system (a mobile system).
    let deploys = offered_like(&state, "deploy Turbolaser Battery");
    assert_eq!(
        deploys,
        ["deploy Turbolaser Battery on Death Star (3)", "deploy Turbolaser Battery on Death Star: Trench (3)"]
    );
    // Nor on a card there ('Trench Rules': GEMP reads the location of the target).
    assert_eq!(offered_like(&state, "deploy Enhanced TIE Laser Cannon"), Vec::<String>::new());
    refused(&state, Action::Deploy { card: cannon, to: Dest::On(site), force: 1 });
    let state = run(state, &["deploy Turbolaser Battery on Death Star: Trench (3)"]);
    assert_eq!(state.card(battery).at, Some(At::On(site)));
    assert_eq!(hangar::rules::swccg::problems(&state), [], "a weapon the site lets deploy there is sound");
    let state = if state.phase == Phase::Deploy { run(state, &["pass"]) } else { state };
    let state = run(state, &["battle Death Star: Trench (1)"]);
    assert_eq!(offered_like(&state, "fire Turbolaser Battery"), Vec::<String>::new());
    assert_eq!(offered_like(&state, "fire"), Vec::<String>::new(), "the TIE Fighter {tie:?} has no weapon");
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

/// Tatooine: Bluffs with a Stormtrooper of the Dark Side there (it controls the site), `active`
/// in `phase`, and `hand` in the Dark Side's hand.
fn bluffs(active: Side, phase: Phase, hand: &[&str]) -> (State, CardId, Vec<CardId>) {
    let (mut s, _) = board(active, phase, 6);
    let site = s.location(DARK, "2_150");
    s.at(DARK, "Stormtrooper", site);
    let cards = hand.iter().map(|t| s.hand(DARK, t)).collect();
    (s.build(), site, cards)
}

/// Tatooine: Bluffs: "'Bluff Rules' in effect here" — in its own turn the Dark Side may place a
/// card from hand face down under the site, once a turn; each bluff card adds 1 to its Force drain
/// there (the site has no Light Side icons: no drain before); the Light Side may not place one.
#[test]
fn card_2_150_tatooine_bluffs_a_bluff_card_once_a_turn_adds_1_to_the_dark_drain() {
    let (state, site, hand) = bluffs(DARK, Phase::Control, &["Stormtrooper", "Dark Maneuvers"]);
    assert_eq!(drain_amount(&state, DARK, site), 0);
    let offers = offered_like(&state, "bluff");
    assert_eq!(offers, ["bluff Dark Maneuvers > Tatooine: Bluffs", "bluff Stormtrooper > Tatooine: Bluffs"]);
    let state = run(state, &["bluff Dark Maneuvers > Tatooine: Bluffs"]);
    assert!(!state.player(DARK).hand.contains(&hand[1]), "face down under the site");
    assert_eq!(drain_amount(&state, DARK, site), 1);
    assert_eq!(offered_like(&state, "bluff"), Vec::<String>::new(), "once a turn");
    let (reason, cite) = why(&state, Action::Bluff { card: hand[0], site });
    assert_eq!(reason, Reason::NoBluff { site: "Tatooine: Bluffs".into() });
    assert_eq!(cite, "Tatooine: Bluffs");
    assert!(offered_like(&state, "drain").iter().any(|o| o.contains("Bluffs")));

    let (mut s, _) = board(LIGHT, Phase::Control, 6);
    let site = s.location(DARK, "2_150");
    let card = s.hand(LIGHT, "Rebel Trooper");
    let state = s.build();
    assert_eq!(offered_like(&state, "bluff"), Vec::<String>::new());
    assert!(matches!(why(&state, Action::Bluff { card, site }).0, Reason::NoBluff { .. }));
}

/// Tatooine: Bluffs: as the Dark Side's deploy phase begins the Light Side may flip a bluff card
/// over. A Stormtrooper (which may deploy there) the Dark Side deploys there for free; declined,
/// it is lost and the Dark Side loses 2 Force; an Interrupt (Dark Maneuvers) is lost at once, with
/// 2 Force.
#[test]
fn card_2_150_tatooine_bluffs_the_light_side_flips_a_bluff_card_deployed_free_or_lost_with_2_force() {
    let (state, site, hand) = bluffs(DARK, Phase::Control, &["Stormtrooper"]);
    let state = run(state, &["bluff Stormtrooper > Tatooine: Bluffs", "pass"]);
    assert_eq!(state.phase, Phase::Deploy);
    assert!(matches!(state.prompt, Some(Prompt::CallBluff { chooser: LIGHT, .. })), "{:?}", state.prompt);
    assert_eq!(offered_like(&state, ""), ["flip bluff 1 > Tatooine: Bluffs", "pass"]);
    let flipped = run(state.clone(), &["flip bluff 1 > Tatooine: Bluffs"]);
    assert_eq!(offered_like(&flipped, ""), ["deploy Stormtrooper > Tatooine: Bluffs (0)", "pass"]);
    let force = flipped.player(DARK).force_pile.len();
    let deployed = run(flipped.clone(), &["deploy Stormtrooper > Tatooine: Bluffs (0)"]);
    assert_eq!(deployed.card(hand[0]).at, Some(At::Location(site)));
    assert_eq!(deployed.player(DARK).force_pile.len(), force, "for free");
    let declined = run(flipped, &["pass"]);
    assert!(declined.player(DARK).lost_pile.contains(&hand[0]));
    assert!(matches!(declined.prompt, Some(Prompt::LoseForce { chooser: DARK, amount: 2 })));
    let passed = run(state, &["pass"]);
    assert_eq!(passed.prompt, None);
    assert_eq!(drain_amount(&passed, DARK, site), 1, "the bluff card stays");

    let (state, _, hand) = bluffs(DARK, Phase::Control, &["Dark Maneuvers"]);
    let state = run(state, &["bluff Dark Maneuvers > Tatooine: Bluffs", "pass", "flip bluff 1 > Tatooine: Bluffs"]);
    assert!(state.player(DARK).lost_pile.contains(&hand[0]));
    assert!(matches!(state.prompt, Some(Prompt::LoseForce { chooser: DARK, amount: 2 })));
}

/// Death Star (system): "X = parsec of current position. Deploys only at parsec 0. Hyperspeed =
/// 1." — on the table at parsec 0, in the Dark Side's move phase it may move one parsec (to 1,
/// there being no parsec -1), for 1 Force, once a turn; the Devastator (hyperspeed 3) at it
/// reaches Yavin 4 (parsec 4) only once the Death Star is at parsec 1.
#[test]
fn card_2_143_death_star_deploys_at_parsec_0_and_moves_one_parsec_a_turn() {
    let (mut s, _) = board(DARK, Phase::Move, 6);
    let death_star = s.location(DARK, "Death Star");
    s.at(DARK, "Devastator", death_star);
    let state = s.build();
    let reaches_yavin =
        |state: &State| offered_like(state, "hyperspeed Devastator").iter().any(|o| o.contains("Yavin 4"));
    assert!(!reaches_yavin(&state), "4 parsecs from parsec 0");
    assert_eq!(offered_like(&state, "move system"), ["move system Death Star > parsec 1 (1)"]);
    let force = state.player(DARK).force_pile.len();
    let moved = run(state, &["move system Death Star > parsec 1 (1)"]);
    assert_eq!(moved.player(DARK).force_pile.len(), force - 1);
    assert_eq!(offered_like(&moved, "move system"), Vec::<String>::new(), "its regular move this turn");
    assert!(reaches_yavin(&moved), "3 parsecs from parsec 1");
    let (reason, _) = why(&moved, Action::MoveSystem { system: death_star, parsec: 2, force: 1 });
    assert_eq!(reason, Reason::AlreadyMoved);
    assert!(inert("2_143", InertReason::NamesAbsentCards), "no Revolution in these decks");
}

/// Death Star (system): "If this is your starting location, Light Side goes first in game."
#[test]
fn card_2_143_death_star_as_the_dark_sides_starting_location_the_light_side_goes_first() {
    let starting_at = |side: Side, id: &str| {
        let key = if side == DARK { "black-squadron" } else { "rogue-flight" };
        let mut deck = Swccg::built_in_decks().into_iter().find(|b| b.key == key).expect("the deck").deck;
        let starting = deck.starting.clone().expect("a starting location");
        deck.cards.iter_mut().find(|e| e.card == starting).expect("the starting location").card = id.into();
        deck.starting = Some(id.into());
        deck
    };
    let light = starting_at(LIGHT, "1_135");
    let dark = starting_at(DARK, "2_143");
    assert_eq!(Swccg::deck_problems(&dark), []);
    let state = Swccg::match_with([&dark, &light], 3).expect("a legal match");
    assert_eq!(state.active, LIGHT, "the Light Side takes the first turn");
    let usual = Swccg::match_with([&starting_at(DARK, "1_289"), &light], 3).expect("a legal match");
    assert_eq!(usual.active, DARK);
}

/// R3-T6: "While at Death Star: Central Core, hyperspeed of Death Star system = 2" — with it
/// there the Death Star at parsec 0 may move to parsec 1 or 2; elsewhere (at the Detention Block
/// Corridor) only to 1.
#[test]
fn card_2_100_r3_t6_at_the_central_core_makes_the_death_star_hyperspeed_2() {
    for at_core in [true, false] {
        let (mut s, _) = board(DARK, Phase::Move, 6);
        s.location(DARK, "Death Star");
        let core = s.location(DARK, "Death Star: Central Core");
        let corridor = s.location(DARK, "Death Star: Detention Block Corridor");
        s.at(DARK, "2_100", if at_core { core } else { corridor });
        let moves = offered_like(&s.build(), "move system");
        let expected: &[&str] = if at_core {
            &["move system Death Star > parsec 1 (1)", "move system Death Star > parsec 2 (1)"]
        } else {
            &["move system Death Star > parsec 1 (1)"]
        };
        assert_eq!(moves, expected, "at the Central Core: {at_core}");
    }
}

/// Turbolaser Battery: "Use 3 Force to deploy on your Star Destroyer or any mobile system" — it
/// deploys on the Death Star system for 3 Force, and fires from it (for 2 Force) in a battle
/// there, at a starfighter of the Light Side.
#[test]
fn card_1_323_turbolaser_battery_deploys_on_the_death_star_system_and_fires_in_a_battle_there() {
    let (mut s, _) = board(DARK, Phase::Deploy, 8);
    let death_star = s.location(DARK, "Death Star");
    s.at(DARK, "TIE Fighter", death_star);
    s.at(LIGHT, "X-wing", death_star);
    let battery = s.hand(DARK, "Turbolaser Battery");
    let state = s.build();
    assert_eq!(offered_like(&state, "deploy Turbolaser Battery"), ["deploy Turbolaser Battery on Death Star (3)"]);
    let state = run(state, &["deploy Turbolaser Battery on Death Star (3)"]);
    assert_eq!(state.card(battery).at, Some(At::On(death_star)));
    assert_eq!(hangar::rules::swccg::problems(&state), [], "a weapon on a mobile system is sound");
    let state = if state.phase == Phase::Deploy { run(state, &["pass"]) } else { state };
    let state = run(state, &["battle Death Star (1)"]);
    let fires = offered_like(&state, "fire Turbolaser Battery");
    assert_eq!(fires, ["fire Turbolaser Battery > X-wing (2)"]);
}
