//! The pool's locations with special rules and its mobile sites and vehicles (Premiere, A New
//! Hope, Hoth): each test is named `card_<GEMP id>_<what it does>` (`cards_covered.rs`).

use crate::cards_locations::inert;
use crate::support::*;
use hangar::engine::CardId;
use hangar::engine::Decks;
use hangar::engine::Table;
use hangar::rules::swccg::facts::generation;
use hangar::rules::swccg::Action;
use hangar::rules::swccg::At;
use hangar::rules::swccg::Dest;
use hangar::rules::swccg::InertReason;
use hangar::rules::swccg::Movement;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Reason;
use hangar::rules::swccg::Scenario;
use hangar::rules::swccg::Side;
use hangar::rules::swccg::Swccg;

/// Hoth: North Ridge (4th Marker), Light: "This site does not count when calculating Epic
/// Events" (both halves) is inert, no Epic Event being in these decks; the site plays with its
/// Force icons, and a deck may hold it.
#[test]
fn card_3_62_hoth_north_ridge_light_plays_with_its_icons_epic_events_being_left_out() {
    assert!(inert("3_62", InertReason::EpicEvents));
    let before = board(LIGHT, Phase::Deploy, 0).0.build();
    let (mut s, _) = board(LIGHT, Phase::Deploy, 0);
    s.location(LIGHT, "3_62");
    let state = s.build();
    assert_eq!(generation(&state, LIGHT), generation(&before, LIGHT) + 1);
    assert_eq!(generation(&state, DARK), generation(&before, DARK) + 1);
    let mut deck = Swccg::built_in_decks().into_iter().find(|b| b.key == "rogue-flight").expect("the deck").deck;
    let starting = deck.starting.clone().expect("a starting location");
    deck.cards.iter_mut().find(|e| e.card == starting).expect("the starting location").card = "3_62".into();
    deck.starting = Some("3_62".into());
    assert_eq!(Swccg::deck_problems(&deck), []);
}

/// Sandcrawler (Dark): "Deploys only to a Tatooine site" — offered at Mos Eisley, not at a Yavin
/// 4 site where it may otherwise go (the Dark Side has presence there), and refused there by its
/// text; "Cannot move to mobile sites" (none plays) and the Jawa line (no Jawa) are inert.
#[test]
fn card_1_309_sandcrawler_deploys_only_to_a_tatooine_site() {
    sandcrawler_deploys_only_to_tatooine(DARK, "1_309");
    assert!(inert("1_309", InertReason::MobileSitesOutOfReach));
    assert!(inert("1_309", InertReason::NamesAbsentCards));
}

/// Sandcrawler (Light): "Deploys only to a Tatooine site"; "May relocate only to planet sites"
/// (no card relocates a vehicle) and the Jawa line are inert.
#[test]
fn card_1_150_sandcrawler_deploys_only_to_a_tatooine_site() {
    sandcrawler_deploys_only_to_tatooine(LIGHT, "1_150");
    assert!(inert("1_150", InertReason::NoVehicleRelocation));
    assert!(inert("1_150", InertReason::NamesAbsentCards));
}

/// `side`'s Sandcrawler `id` in hand, with a trooper of its side at Mos Eisley and at the Yavin
/// 4 Jungle (presence at both exterior sites): it is offered at the Tatooine site only.
fn sandcrawler_deploys_only_to_tatooine(side: Side, id: &str) {
    let (mut s, p) = board(side, Phase::Deploy, 6);
    let trooper = if side == DARK { "Stormtrooper" } else { "Rebel Trooper" };
    s.at(side, trooper, p.mos_eisley);
    s.at(side, trooper, p.jungle);
    let crawler = s.hand(side, id);
    let state = s.build();
    let offers = offered_like(&state, "deploy Sandcrawler");
    assert!(offers.contains(&"deploy Sandcrawler > Tatooine: Mos Eisley (3)".to_string()), "{offers:?}");
    assert!(!offers.iter().any(|o| o.contains("Yavin 4")), "{offers:?}");
    let (reason, cite) = why(&state, Action::Deploy { card: crawler, to: Dest::At(p.jungle), force: 3 });
    assert_eq!(reason, Reason::DeploysOnlyTo { title: "Sandcrawler".into(), planet: "Tatooine".into() });
    assert_eq!(cite, "Sandcrawler");
}

/// Hoth with its Dark system, the Dark Echo Docking Bay, North Ridge (4th Marker) and Defensive
/// Perimeter (3rd Marker), and (when `generators`) the Light Main Power Generators.
fn hoth(active: Side, phase: Phase, generators: bool) -> (Scenario, [CardId; 4]) {
    let (mut s, _) = board(active, phase, 6);
    let system = s.location(DARK, "3_143");
    let bay = s.location(DARK, "3_147");
    let ridge = s.location(DARK, "3_149");
    let perimeter = s.location(DARK, "3_144");
    if generators {
        s.location(LIGHT, "3_61");
    }
    (s, [system, bay, ridge, perimeter])
}

/// Hoth: Main Power Generators: "'Hoth Energy Shield Rules' in effect": with it on the table the
/// Dark Side may not deploy a character to the Echo Docking Bay (under the shield) but may to North
/// Ridge (4th Marker, not covered); its TIE may not land at the Echo Docking Bay while the Light
/// Side's X-wing may; a Dark trooper still walks in by landspeed. The 'blown away' line (an Epic
/// Event's) and the artillery line (no artillery) are inert.
#[test]
fn card_3_61_hoth_main_power_generators_shield_keeps_the_dark_side_from_deploying_and_landing_under_it() {
    for generators in [false, true] {
        let (mut s, [_, bay, _, _]) = hoth(DARK, Phase::Deploy, generators);
        let trooper = s.hand(DARK, "Stormtrooper");
        let state = s.build();
        let deploys = offered_like(&state, "deploy Stormtrooper");
        assert!(deploys.iter().any(|o| o.contains("North Ridge")), "{deploys:?}");
        assert_eq!(deploys.iter().any(|o| o.contains("Echo Docking Bay")), !generators, "{deploys:?}");
        if generators {
            let (reason, cite) = why(&state, Action::Deploy { card: trooper, to: Dest::At(bay), force: 1 });
            assert_eq!(reason, Reason::UnderEnergyShield { site: "Hoth: Echo Docking Bay".into() });
            assert_eq!(cite, "Hoth: Main Power Generators (1st Marker)");
        }
    }
    for generators in [false, true] {
        let (mut s, [system, bay, ridge, _]) = hoth(DARK, Phase::Move, generators);
        let tie = s.at(DARK, "TIE Fighter", system);
        s.at(DARK, "Stormtrooper", ridge);
        let state = s.build();
        let lands = offered_like(&state, "land TIE Fighter");
        assert_eq!(lands.iter().any(|o| o.contains("Echo Docking Bay")), !generators, "{lands:?}");
        let walks = offered_like(&state, "landspeed Stormtrooper");
        assert!(walks.iter().any(|o| o.contains("Defensive Perimeter")), "{walks:?}");
        if generators {
            let (reason, _) = why(&state, Action::Move { card: tie, how: Movement::Land, to: Dest::At(bay), force: 0 });
            assert_eq!(reason, Reason::UnderEnergyShield { site: "Hoth: Echo Docking Bay".into() });
        }
    }
    let (mut s, [system, ..]) = hoth(LIGHT, Phase::Move, true);
    s.at(LIGHT, "X-wing", system);
    let lands = offered_like(&s.build(), "land X-wing");
    assert!(lands.iter().any(|o| o.contains("Echo Docking Bay")), "{lands:?}");
    assert!(inert("3_61", InertReason::EpicEvents));
}

/// Lift Tube (`id`): "Deploy and move only at interior mobile sites" — offered at a Death Star
/// site (interior and mobile, as both sources print it) where its side has a character, not at
/// Mos Eisley, an exterior site where a vehicle otherwise goes, and refused there by its text.
fn lift_tube_deploys_only_at_interior_mobile_sites(side: Side, id: &str) {
    let (mut s, p) = board(side, Phase::Deploy, 6);
    let corridor = s.location(DARK, "Death Star: Detention Block Corridor");
    let trooper = if side == DARK { "Stormtrooper" } else { "Rebel Trooper" };
    s.at(side, trooper, p.mos_eisley);
    s.at(side, trooper, corridor);
    let tube = s.hand(side, id);
    s.hand(side, if side == DARK { "1_309" } else { "1_150" });
    let state = s.build();
    assert!(!offered_like(&state, "deploy Sandcrawler").is_empty(), "a vehicle deploys there");
    let offered = offered_like(&state, "deploy Lift Tube");
    assert!(!offered.is_empty() && offered.iter().all(|o| o.contains("Detention Block Corridor")), "{offered:?}");
    let (reason, cite) = why(&state, Action::Deploy { card: tube, to: Dest::At(p.mos_eisley), force: 1 });
    assert_eq!(reason, Reason::OnlyAtInteriorMobileSites { title: "Lift Tube".into() });
    assert_eq!(cite, "Lift Tube");
}

/// The Death Star's corridor, war room and docking bay 327 (interior mobile sites, the bay also
/// exterior), `active` in `phase`; an empty Lift Tube of `side` in the corridor.
fn death_star(side: Side, id: &str, active: Side, phase: Phase) -> (Scenario, CardId, [CardId; 3]) {
    let (mut s, _) = board(active, phase, 6);
    let corridor = s.location(DARK, "Death Star: Detention Block Corridor");
    let war_room = s.location(DARK, "Death Star: War Room");
    let bay = s.location(DARK, "1_285");
    let tube = s.at(side, id, corridor);
    (s, tube, [corridor, war_room, bay])
}

/// "May move without presence aboard": the empty tube moves by its landspeed between the Death
/// Star's interior sites ([O2] would keep an unpiloted vehicle still); "Also, may move as a
/// 'react' only to a battle or Force drain (if within range)": the opponent's battle at the War
/// Room opens the window for it, empty as it is.
fn lift_tube_moves_empty_and_reacts(side: Side, id: &str) {
    let (s, tube, [_, war_room, _]) = death_star(side, id, side, Phase::Move);
    let state = s.build();
    let moves = offered_like(&state, "landspeed Lift Tube");
    assert!(
        moves.iter().any(|m| m.contains("War Room")) && moves.iter().any(|m| m.contains("Docking Bay 327")),
        "{moves:?}"
    );
    let moved = run(state, &["landspeed Lift Tube > Death Star: War Room"]);
    assert_eq!(moved.card(tube).at, Some(At::Location(war_room)));
    // The opponent battles at the War Room, where this side has a trooper: the tube may react.
    let other = side.opponent();
    let (mut s, _, [_, war_room, _]) = death_star(side, id, other, Phase::Battle);
    let (mine, theirs) =
        if side == DARK { ("Rebel Trooper", "Stormtrooper") } else { ("Stormtrooper", "Rebel Trooper") };
    s.at(other, theirs, war_room);
    s.at(side, mine, war_room);
    let state = s.build();
    let battle = run(state, &["battle Death Star: War Room (1)"]);
    let offered: Vec<String> = offered(&battle).into_iter().filter(|a| a.starts_with("react")).collect();
    assert_eq!(offered, ["react landspeed Lift Tube > Death Star: War Room (1)"]);
}

#[test]
fn card_1_308_lift_tube_deploys_only_at_interior_mobile_sites() {
    lift_tube_deploys_only_at_interior_mobile_sites(DARK, "1_308");
}

#[test]
fn card_1_148_lift_tube_deploys_only_at_interior_mobile_sites() {
    lift_tube_deploys_only_at_interior_mobile_sites(LIGHT, "1_148");
}

#[test]
fn card_1_308_lift_tube_moves_without_presence_aboard_and_as_a_react() {
    lift_tube_moves_empty_and_reacts(DARK, "1_308");
}

#[test]
fn card_1_148_lift_tube_moves_without_presence_aboard_and_as_a_react() {
    lift_tube_moves_empty_and_reacts(LIGHT, "1_148");
}
