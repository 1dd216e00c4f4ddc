//! The pool's locations whose text moves cards or adds to a battle's total power: free moves
//! ("Devastator may move to or from here for free", "Imperials may move free from here to any
//! one Death Star site", a control-phase move to the Cantina), free take-offs, hyperspeed from
//! here, "If you occupy with exactly 2 starships …", leaders' power at Hoth, pilots adding more
//! here. Each test is named `card_<GEMP id>_<title>` (`cards_covered.rs`).

use crate::cards_locations::{inert, with};
use crate::support::*;
use hangar::engine::Table;
use hangar::rules::swccg::facts::{destiny_draws, drain_amount, forfeit, power, total_power};
use hangar::rules::swccg::InertReason;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Scenario;
use hangar::rules::swccg::Slot;

#[test]
fn card_2_147_kiffex_exactly_2_starships_make_a_sides_total_power_2_more() {
    let (mut s, _, here) = with(DARK, Phase::Battle, 2, DARK, "2_147");
    s.at(DARK, "TIE Fighter", here);
    let tie = s.at(DARK, "TIE Fighter", here);
    let x1 = s.at(LIGHT, "X-wing", here);
    let x2 = s.at(LIGHT, "X-wing", here);
    s.at(LIGHT, "X-wing", here);
    let state = s.build();
    assert_eq!(total_power(&state, DARK, here), 2 * u16::from(power(&state, tie)) + 2);
    let three = 3 * u16::from(power(&state, x1));
    assert_eq!(total_power(&state, LIGHT, here), three, "three starships are not exactly 2");
    let mut two = state.clone();
    two.player_mut(LIGHT).table.retain(|&c| c == x1 || c == x2 || state.card(c).at.is_none());
    assert_eq!(total_power(&two, LIGHT, here), 2 * u16::from(power(&state, x1)) + 2);
    assert!(inert("2_147", InertReason::NamesAbsentCards), "no Tonnika Sisters in these decks");
}

#[test]
fn card_3_57_hoth_echo_command_center_light_leaders_there_add_power_at_hoth_and_a_dark_battle_adds_destiny() {
    let (mut s, _, here) = with(LIGHT, Phase::Battle, 2, LIGHT, "3_57");
    s.at(LIGHT, "Red Leader", here);
    s.at(LIGHT, "Commander Luke Skywalker", here);
    let perimeter = s.location(LIGHT, "3_56");
    s.at(LIGHT, "Rebel Trooper", perimeter);
    s.at(DARK, "Stormtrooper", perimeter);
    let state = s.build();
    assert_eq!(total_power(&state, LIGHT, perimeter), 1 + 2, "two leaders at the Echo Command Center");
    assert_eq!(total_power(&state, DARK, perimeter), 1);
    let (mut s, _, here) = with(DARK, Phase::Battle, 2, LIGHT, "3_57");
    s.at(DARK, "Stormtrooper", here);
    s.at(LIGHT, "Rebel Trooper", here);
    let state = s.build();
    assert_eq!(drain_amount(&state, DARK, here), 2 - 1, "Force drain -1");
    let state = run(state, &["battle Hoth: Echo Command Center (War Room) (1)"]);
    assert_eq!(destiny_draws(&state, DARK), 1);
}

#[test]
fn card_3_64_ord_mantell_dark_bounty_hunter_pilots_add_1_more_and_light_control_cuts_dark_bounty_hunters() {
    let (mut s, p, here) = with(DARK, Phase::Control, 0, LIGHT, "3_64");
    let there = s.at(DARK, "Devastator", here);
    s.aboard(DARK, "Danz Borin", there, Slot::Pilot);
    let away = s.at(DARK, "Devastator", p.yavin);
    s.aboard(DARK, "Danz Borin", away, Slot::Pilot);
    let state = s.build();
    assert_eq!(power(&state, there), power(&state, away) + 1);
    let (mut s, p, here) = with(LIGHT, Phase::Control, 0, LIGHT, "3_64");
    s.at(LIGHT, "X-wing", here);
    let danz = s.at(DARK, "Danz Borin", p.mos_eisley);
    let han = s.at(LIGHT, "Han Solo", p.mos_eisley);
    let state = s.build();
    assert_eq!((forfeit(&state, danz), forfeit(&state, han)), (3 + 1 - 2, 6), "Mos Eisley's +1, Ord Mantell's -2");
}

#[test]
fn card_2_148_ralltiir_devastator_is_power_1_more_there_and_moves_there_free() {
    let (mut s, p, here) = with(DARK, Phase::Move, 2, DARK, "2_148");
    let devastator = s.at(DARK, "Devastator", p.tatooine);
    s.aboard(DARK, "Commander Praji", devastator, Slot::Pilot);
    let state = s.build();
    let elsewhere = power(&state, devastator);
    assert!(offered(&state).contains(&"hyperspeed Devastator > Ralltiir (0)".to_string()), "{:?}", offered(&state));
    let mut there = state.clone();
    there.card_mut(devastator).at = Some(hangar::rules::swccg::At::Location(here));
    assert_eq!(power(&there, devastator), elsewhere + 1);
    let (mut s, p, here) = with(LIGHT, Phase::Control, 0, DARK, "2_148");
    let tantive = s.at(LIGHT, "Tantive IV", here);
    let corvette = s.at(LIGHT, "Tantive IV", p.yavin);
    let state = s.build();
    assert_eq!(power(&state, tantive), power(&state, corvette) + 1);
}

#[test]
fn card_3_149_hoth_north_ridge_dark_at_ats_move_there_free() {
    let (mut s, _, ridge) = with(DARK, Phase::Move, 2, DARK, "3_149");
    let perimeter = s.location(DARK, "3_144");
    let walker = s.at(DARK, "Blizzard 1", perimeter);
    s.aboard(DARK, "AT-AT Driver", walker, Slot::Pilot);
    s.at(DARK, "Stormtrooper", perimeter);
    let state = s.build();
    let title = state.def(ridge).title.to_string();
    assert!(offered(&state).contains(&format!("landspeed Blizzard 1 > {title} (0)")), "{:?}", offered(&state));
    assert!(offered(&state).contains(&format!("landspeed Stormtrooper > {title} (1)")));
}

#[test]
fn card_1_286_death_star_level_4_military_corridor_imperials_move_free_from_there_to_any_death_star_site() {
    let (mut s, _, corridor) = with(DARK, Phase::Move, 2, DARK, "1_286");
    s.location(DARK, "1_284");
    s.location(DARK, "1_287");
    s.location(DARK, "1_285");
    s.at(DARK, "Stormtrooper", corridor);
    let state = s.build();
    let moves = offered_like(&state, "landspeed Stormtrooper");
    for site in ["Death Star: Detention Block Corridor", "Death Star: War Room", "Death Star: Docking Bay 327"] {
        assert!(moves.contains(&format!("landspeed Stormtrooper > {site} (0)")), "{moves:?}");
    }
    let (mut s, _, corridor) = with(LIGHT, Phase::Control, 0, DARK, "1_286");
    s.at(LIGHT, "Rebel Trooper", corridor);
    assert_eq!(drain_amount(&s.build(), LIGHT, corridor), 1 + 1);
}

#[test]
fn card_3_145_hoth_echo_command_center_light_control_makes_taking_off_from_hoth_sites_free() {
    let (mut s, _, here) = with(LIGHT, Phase::Move, 2, DARK, "3_145");
    s.location(LIGHT, "3_55");
    let perimeter = s.location(LIGHT, "3_56");
    let trooper = s.at(LIGHT, "Rebel Trooper", here);
    let falcon = s.at(LIGHT, "Millennium Falcon", perimeter);
    s.aboard(LIGHT, "Han Solo", falcon, Slot::Pilot);
    let state = s.build();
    assert_eq!(offered_like(&state, "takeoff"), ["takeoff Millennium Falcon > Hoth (0)"]);
    let mut away = state.clone();
    away.card_mut(trooper).at = Some(hangar::rules::swccg::At::Location(perimeter));
    assert_eq!(offered_like(&away, "takeoff"), ["takeoff Millennium Falcon > Hoth (1)"], "without control");
    assert!(inert("3_145", InertReason::NamesAbsentCards));
}

#[test]
fn card_2_61_corellia_dark_starships_leaving_it_have_hyperspeed_1_more() {
    let (mut s, _, corellia) = with(DARK, Phase::Move, 2, LIGHT, "2_61");
    s.location(LIGHT, "1_122");
    let isd = s.at(DARK, "Imperial-Class Star Destroyer", corellia);
    s.aboard(DARK, "Commander Praji", isd, Slot::Pilot);
    let state = s.build();
    assert!(
        offered(&state).contains(&"hyperspeed Imperial-Class Star Destroyer > Dantooine (1)".to_string()),
        "4 parsecs"
    );
    let (mut s, p, _) = with(DARK, Phase::Move, 2, LIGHT, "2_61");
    let isd = s.at(DARK, "Imperial-Class Star Destroyer", p.tatooine);
    s.aboard(DARK, "Commander Praji", isd, Slot::Pilot);
    let state = s.build();
    assert!(!offered(&state).iter().any(|w| w.contains("> Corellia")), "6 parsecs the other way");
}

#[test]
fn card_1_133_tatooine_mos_eisley_the_light_side_moves_free_to_the_cantina_and_back_in_its_control_phase() {
    let mut s = Scenario::new("cantina").active(LIGHT, Phase::Control).turn(3);
    s.location(DARK, "Tatooine");
    let mos_eisley = s.location(LIGHT, "1_133");
    s.location(DARK, "1_291");
    s.location(DARK, "1_293");
    let cantina = s.location(DARK, "1_290");
    s.reserve_n(LIGHT, "Rebel Trooper", 4);
    s.reserve_n(DARK, "Stormtrooper", 4);
    let trooper = s.at(LIGHT, "Rebel Trooper", mos_eisley);
    // The Light Side's own Cantina, in hand: a card of the title named, but no site on the table
    // (a whole-pool game's probe once moved there).
    let in_hand = s.hand(LIGHT, "1_128");
    let state = s.build();
    assert_eq!(offered_like(&state, "landspeed"), ["landspeed Rebel Trooper > Tatooine: Cantina (0)"]);
    let to_hand = hangar::rules::swccg::Action::Move {
        card: trooper,
        how: hangar::rules::swccg::Movement::Landspeed,
        to: hangar::rules::swccg::Dest::At(in_hand),
        force: 0,
    };
    refused(&state, to_hand);
    let moved = run(state, &["landspeed Rebel Trooper > Tatooine: Cantina"]);
    assert_eq!(moved.card(trooper).at, Some(hangar::rules::swccg::At::Location(cantina)));
    assert!(offered_like(&moved, "landspeed").is_empty(), "one regular move a turn");
    let mut back = moved.clone();
    back.card_mut(trooper).moved = false;
    assert_eq!(offered_like(&back, "landspeed"), ["landspeed Rebel Trooper > Tatooine: Mos Eisley (0)"]);
    let mut dark = back.clone();
    dark.player_mut(LIGHT).table.retain(|&c| c != trooper);
    dark.card_mut(trooper).at = None;
    let stormtrooper = dark.add_card(dark.card(find(&dark, "Stormtrooper")).def, DARK);
    dark.player_mut(DARK).table.push(stormtrooper);
    dark.card_mut(stormtrooper).at = Some(hangar::rules::swccg::At::Location(cantina));
    dark.active = DARK;
    assert!(offered_like(&dark, "landspeed").is_empty(), "the Dark Side's half says nothing");
}
