//! The pool's locations of Premiere, A New Hope and Hoth: each half of a location's text applies
//! to the player on that side, as the player meets it: a drain, a battle's destiny, a deploy
//! cost, a card's power or forfeit there. Each test is named `card_<GEMP id>_<title>`
//! (`cards_covered.rs`). A destiny is the top card of the Reserve Deck: the tests put a card of
//! the wanted destiny there.

use crate::support::*;
use hangar::engine::CardId;
use hangar::engine::Decks;
use hangar::engine::Table;
use hangar::rules::swccg::facts::immune_to_attrition;
use hangar::rules::swccg::facts::{deploy_cost, destiny_draws, drain_amount, forfeit, generation, power, total_power};
use hangar::rules::swccg::Ability;
use hangar::rules::swccg::Event;
use hangar::rules::swccg::InertReason;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Scenario;
use hangar::rules::swccg::Side;
use hangar::rules::swccg::Slot;
use hangar::rules::swccg::State;
use hangar::rules::swccg::Swccg;

/// The board of the two decks with the location `id` (of `owner`) on the table too.
pub(crate) fn with(active: Side, phase: Phase, force: usize, owner: Side, id: &str) -> (Scenario, Places, CardId) {
    let (mut s, p) = board(active, phase, force);
    let here = s.location(owner, id);
    (s, p, here)
}

/// The battle destiny totals `side` draws in a battle begun by `battle` in `state` (both sides
/// passing the weapons segment).
fn destiny_totals(state: State, battle: &str, side: Side) -> Vec<u8> {
    let state = run(state, &[battle, "pass"]);
    let (_, events) = take(&state, "pass");
    events
        .iter()
        .filter_map(|e| match e {
            Event::Destiny { side: s, total, .. } if *s == side => Some(*total),
            _ => None,
        })
        .collect()
}

/// `side`'s trooper with `weapon` on it at the site `id` (of `owner`) against the other side's
/// trooper, `top` on its Reserve Deck: the weapon destiny total of its shot in a battle there.
fn weapon_total(side: Side, owner: Side, id: &str, weapon: &str, top: &str) -> u8 {
    let (mut s, _, here) = with(side, Phase::Battle, 4, owner, id);
    let (own, foe) = if side == DARK { ("Stormtrooper", "Rebel Trooper") } else { ("Rebel Trooper", "Stormtrooper") };
    let warrior = s.at(side, own, here);
    s.on(side, weapon, warrior);
    s.at(side.opponent(), foe, here);
    s.reserve(side, top);
    let state = s.build();
    let title = state.def(here).title.to_string();
    let battle = run(state, &[&format!("battle {title} (1)")]);
    let (_, events) = take(&battle, &format!("fire {weapon} > {foe} (1)"));
    events
        .iter()
        .find_map(|e| match e {
            Event::Destiny { side: s, total, .. } if *s == side => Some(*total),
            _ => None,
        })
        .expect("a weapon destiny")
}

/// Whether `id`'s text holds an inert line for `reason`.
pub(crate) fn inert(id: &str, reason: InertReason) -> bool {
    let (_, def) = hangar::cards::swccg::catalog().iter().find(|(_, d)| d.id == id).expect("the card");
    def.abilities().any(|a| matches!(a, Ability::Inert { reason: r, .. } if *r == reason))
}

/// The Dark Side's Black 2 with DS-61-2 piloting (it draws one battle destiny) against the
/// Light Side's X-wing at the system `id`; a TIE Fighter (destiny 1) on top of the Dark Reserve.
fn black_2_at(id: &str, owner: Side) -> (State, String) {
    let (mut s, _, here) = with(DARK, Phase::Battle, 2, owner, id);
    let black2 = s.at(DARK, "Black 2", here);
    s.aboard(DARK, "DS-61-2", black2, Slot::Pilot);
    s.at(LIGHT, "X-wing", here);
    s.reserve(DARK, "TIE Fighter");
    let state = s.build();
    let battle = format!("battle {} (1)", state.def(here).title);
    (state, battle)
}

#[test]
fn card_1_121_alderaan_the_dark_side_drains_1_more_and_the_dark_sides_battle_destiny_is_1_less() {
    let (state, battle) = black_2_at("1_121", LIGHT);
    let alderaan = find(&state, "Alderaan");
    assert_eq!(drain_amount(&state, DARK, alderaan), 1 + 1);
    assert_eq!(destiny_totals(state, &battle, DARK), [0], "TIE Fighter's destiny 1, less 1");
}

#[test]
fn card_1_122_dantooine_light_capital_starships_deploy_2_less_and_starfighters_1_less() {
    let (mut s, p, here) = with(LIGHT, Phase::Deploy, 4, LIGHT, "1_122");
    let corvette = s.hand(LIGHT, "Corellian Corvette");
    let xwing = s.hand(LIGHT, "X-wing");
    let state = s.build();
    assert_eq!(deploy_cost(&state, LIGHT, corvette, Some(here), None), 4 - 2);
    assert_eq!(deploy_cost(&state, LIGHT, xwing, Some(here), None), 2 - 1);
    assert_eq!(deploy_cost(&state, LIGHT, xwing, Some(p.yavin), None), 2);
    assert!(offered(&state).contains(&"deploy X-wing > Dantooine (1)".to_string()));
    assert_eq!(drain_amount(&state, DARK, here), 1 + 1, "the Dark Side's half: Force drain +1");
}

#[test]
fn card_1_123_death_star_detention_block_control_room_the_light_side_drains_1_more() {
    let (s, _, here) = with(LIGHT, Phase::Control, 0, LIGHT, "1_123");
    let state = s.build();
    assert_eq!(drain_amount(&state, LIGHT, here), 1 + 1);
    assert_eq!(drain_amount(&state, DARK, here), 0);
}

/// Death Star: Detention Block Control Room: "Light: If you control, … all imprisoned characters
/// on Death Star are released." Checks: Luke, imprisoned at the Detention Block Corridor, is
/// released (rallying there) once the Light Side controls the Control Room; with a Stormtrooper
/// there too (no control), he stays a captive.
#[test]
fn card_1_123_death_star_detention_block_control_room_releases_the_death_stars_prisoners_while_controlled() {
    for contested in [false, true] {
        let (mut s, _, here) = with(LIGHT, Phase::Control, 0, LIGHT, "1_123");
        let corridor = s.location(DARK, "Death Star: Detention Block Corridor");
        s.at(LIGHT, "Han Solo", here);
        if contested {
            s.at(DARK, "Stormtrooper", here);
        }
        let luke = s.hand(LIGHT, "Luke Skywalker");
        s.state_mut().player_mut(LIGHT).hand.retain(|&c| c != luke);
        s.state_mut().captives.push([corridor, luke]);
        let after = run(s.build(), &["pass"]);
        if contested {
            assert_eq!(after.captives, vec![[corridor, luke]], "no control: still imprisoned");
        } else {
            assert!(after.captives.is_empty(), "released");
            assert_eq!(after.location_of(luke), Some(corridor), "rallied at the prison");
        }
        assert_eq!(hangar::rules::swccg::problems(&after), []);
    }
}

#[test]
fn card_1_125_death_star_trash_compactor_the_light_side_deploys_there_without_presence() {
    let (mut s, _, here) = with(LIGHT, Phase::Deploy, 2, LIGHT, "1_125");
    s.hand(LIGHT, "Rebel Trooper");
    s.hand(DARK, "Stormtrooper");
    let state = s.build();
    assert!(offered(&state).contains(&"deploy Rebel Trooper > Death Star: Trash Compactor (1)".to_string()));
    assert_eq!(drain_amount(&state, LIGHT, here), 1, "no Dark Side icon, and Force drain +1");
    let (mut s, _, _) = with(DARK, Phase::Deploy, 2, LIGHT, "1_125");
    s.hand(DARK, "Stormtrooper");
    let state = s.build();
    assert!(!offered(&state).iter().any(|w| w.contains("Trash Compactor")), "the Dark Side's half says nothing");
}

#[test]
fn card_1_126_kessel_the_light_side_drains_1_more() {
    let (s, _, here) = with(LIGHT, Phase::Control, 0, LIGHT, "1_126");
    let state = s.build();
    assert_eq!(drain_amount(&state, LIGHT, here), 2 + 1);
    // "If you control, Kessel Run is prevented (canceled)": cards_runs.rs.
    assert!(!inert("1_126", InertReason::NamesAbsentCards), "Kessel Run is in these decks");
}

#[test]
fn card_1_128_tatooine_cantina_light_aliens_are_power_1_more_and_dark_aliens_forfeit_1_more() {
    let (mut s, _, here) = with(LIGHT, Phase::Deploy, 0, LIGHT, "1_128");
    let danz = s.at(DARK, "Danz Borin", here);
    let chewie = s.at(LIGHT, "Chewbacca", here);
    let state = s.build();
    assert_eq!((power(&state, danz), forfeit(&state, danz)), (1, 3 + 1));
    assert_eq!((power(&state, chewie), forfeit(&state, chewie)), (6 + 1, 6));
}

#[test]
fn card_1_290_tatooine_cantina_dark_aliens_are_power_1_more_and_light_aliens_forfeit_1_more() {
    let (mut s, p, here) = with(DARK, Phase::Deploy, 0, DARK, "1_290");
    let danz = s.at(DARK, "Danz Borin", here);
    let chewie = s.at(LIGHT, "Chewbacca", here);
    let trooper = s.at(DARK, "Stormtrooper", here);
    let state = s.build();
    assert_eq!((power(&state, danz), forfeit(&state, danz)), (1 + 1, 3));
    assert_eq!((power(&state, chewie), forfeit(&state, chewie)), (6, 6 + 1));
    assert_eq!(power(&state, trooper), 1, "an Imperial is no alien");
    let mut away = state.clone();
    away.card_mut(danz).at = Some(hangar::rules::swccg::At::Location(p.bay94));
    assert_eq!(power(&away, danz), 1);
}

/// `side`'s four troopers (ability 4) at `id` against one of the other side's, `side` battling:
/// its battle destiny draws.
fn troopers_draw(side: Side, owner: Side, id: &str, with_vader_or_luke: bool) -> u8 {
    let (mut s, _, here) = with(side, Phase::Battle, 2, owner, id);
    let (own, foe) = if side == DARK { ("Stormtrooper", "Rebel Trooper") } else { ("Rebel Trooper", "Stormtrooper") };
    for _ in 0..4 {
        s.at(side, own, here);
    }
    if with_vader_or_luke {
        s.at(side, if side == DARK { "Darth Vader" } else { "Luke Skywalker" }, here);
    }
    s.at(side.opponent(), foe, here);
    let state = s.build();
    let battle = format!("battle {} (1)", state.def(here).title);
    destiny_draws(&run(state, &[&battle]), side)
}

#[test]
fn card_1_130_tatooine_dune_sea_the_dark_side_needs_ability_6_to_draw_battle_destiny() {
    assert_eq!(troopers_draw(DARK, LIGHT, "1_130", false), 0, "ability 4 draws none here");
    assert_eq!(troopers_draw(DARK, LIGHT, "1_130", true), 1, "4 + Vader's 6");
    assert_eq!(troopers_draw(LIGHT, LIGHT, "1_130", false), 1, "the Light Side's half says nothing");
}

#[test]
fn card_1_131_tatooine_jawa_camp_plays_with_its_icons_no_jawa_being_in_these_decks() {
    let (mut s, _, here) = with(LIGHT, Phase::Deploy, 1, LIGHT, "1_131");
    s.hand(LIGHT, "Rebel Trooper");
    let state = s.build();
    assert!(offered(&state).contains(&"deploy Rebel Trooper > Tatooine: Jawa Camp (1)".to_string()));
    assert_eq!(drain_amount(&state, LIGHT, here), 1);
    assert!(inert("1_131", InertReason::NamesAbsentCards));
}

#[test]
fn card_1_292_tatooine_jawa_camp_plays_with_its_icons_no_jawa_being_in_these_decks() {
    let (s, _, here) = with(DARK, Phase::Control, 0, DARK, "1_292");
    let state = s.build();
    assert_eq!((drain_amount(&state, DARK, here), drain_amount(&state, LIGHT, here)), (1, 1));
    assert!(inert("1_292", InertReason::NamesAbsentCards));
}

#[test]
fn card_1_132_tatooine_lars_moisture_farm_luke_deploys_1_less_and_dark_weapon_destiny_is_1_more() {
    let (mut s, p, here) = with(LIGHT, Phase::Deploy, 4, LIGHT, "1_132");
    let luke = s.hand(LIGHT, "Luke Skywalker");
    let han = s.hand(LIGHT, "Han Solo");
    let state = s.build();
    assert_eq!(deploy_cost(&state, LIGHT, luke, Some(here), None), 3 - 1);
    assert_eq!(deploy_cost(&state, LIGHT, luke, Some(p.mos_eisley), None), 3);
    assert_eq!(deploy_cost(&state, LIGHT, han, Some(here), None), 3);
    assert_eq!(weapon_total(DARK, LIGHT, "1_132", "Imperial Blaster", "Stormtrooper"), 1 + 1);
    assert_eq!(weapon_total(LIGHT, LIGHT, "1_132", "Blaster", "Rebel Trooper"), 1);
}

#[test]
fn card_1_134_tatooine_obi_wans_hut_the_dark_side_drains_1_more() {
    let (s, _, here) = with(DARK, Phase::Control, 0, LIGHT, "1_134");
    let state = s.build();
    assert_eq!(drain_amount(&state, DARK, here), 2 + 1);
    assert!(inert("1_134", InertReason::NamesAbsentCards), "no Obi-Wan in these decks");
}

/// The built-in deck of `side` starting at the location `id` instead of its own.
fn starting_at(side: Side, id: &str) -> hangar::rules::swccg::Deck {
    let key = if side == DARK { "black-squadron" } else { "rogue-flight" };
    let mut deck = Swccg::built_in_decks().into_iter().find(|b| b.key == key).expect("the built-in deck").deck;
    let starting = deck.starting.clone().expect("a starting location");
    if !deck.cards.iter().any(|e| e.card == id) {
        deck.cards.iter_mut().find(|e| e.card == starting).expect("the starting location").card = id.into();
    }
    deck.starting = Some(id.into());
    deck
}

#[test]
fn card_1_138_yavin_4_massassi_throne_room_as_the_light_sides_starting_location_the_light_side_goes_first() {
    let dark = starting_at(DARK, "1_289");
    let light = starting_at(LIGHT, "1_138");
    assert_eq!(Swccg::deck_problems(&light), []);
    let state = Swccg::match_with([&dark, &light], 3).expect("a legal match");
    assert_eq!(state.active, LIGHT, "the Light Side takes the first turn");
    let usual = Swccg::match_with([&dark, &starting_at(LIGHT, "1_139")], 3).expect("a legal match");
    assert_eq!(usual.active, DARK);
    let (s, _, here) = with(DARK, Phase::Control, 0, LIGHT, "1_138");
    assert_eq!(drain_amount(&s.build(), DARK, here), 1 + 1);
}

#[test]
fn card_1_139_yavin_4_massassi_war_room_a_dark_battle_there_adds_a_destiny_and_a_light_leader_cuts_forfeits() {
    let (mut s, p, here) = with(DARK, Phase::Battle, 2, LIGHT, "1_139");
    s.at(DARK, "Stormtrooper", here);
    s.at(LIGHT, "Rebel Trooper", here);
    let state = run(s.build(), &["battle Yavin 4: Massassi War Room (1)"]);
    assert_eq!(destiny_draws(&state, DARK), 1, "ability 1, and one added for the initiator");
    assert_eq!(destiny_draws(&state, LIGHT), 0);
    // The Light Side's half: it controls, with a leader here.
    let (mut s, _, here) = with(LIGHT, Phase::Control, 0, LIGHT, "1_139");
    let leader = s.at(LIGHT, "Red Leader", here);
    let trooper = s.at(DARK, "Stormtrooper", p.mos_eisley);
    let tie = s.at(DARK, "TIE Fighter", p.tatooine);
    let state = s.build();
    assert_eq!((forfeit(&state, trooper), forfeit(&state, tie)), (2 - 1, 2 - 1));
    let mut no_leader = state.clone();
    no_leader.card_mut(leader).at = Some(hangar::rules::swccg::At::Location(p.jungle));
    assert_eq!((forfeit(&no_leader, trooper), forfeit(&no_leader, tie)), (2, 2));
}

#[test]
fn card_1_282_dantooine_plays_with_its_icons_reacts_being_left_out() {
    let (mut s, _, here) = with(DARK, Phase::Deploy, 1, DARK, "1_282");
    s.hand(DARK, "TIE Fighter");
    let state = s.build();
    assert!(offered(&state).contains(&"deploy TIE Fighter > Dantooine (1)".to_string()));
    assert_eq!(drain_amount(&state, DARK, here), 1);
}

#[test]
fn card_1_283_death_star_central_core_the_light_side_drains_1_more() {
    let (s, _, here) = with(LIGHT, Phase::Control, 0, DARK, "1_283");
    let state = s.build();
    assert_eq!((drain_amount(&state, LIGHT, here), drain_amount(&state, DARK, here)), (1 + 1, 0));
    assert!(inert("1_283", InertReason::NamesAbsentCards));
}

#[test]
fn card_1_284_death_star_detention_block_corridor_dark_weapon_destiny_1_more_and_light_drains_1_more() {
    assert_eq!(weapon_total(DARK, DARK, "1_284", "Imperial Blaster", "Stormtrooper"), 1 + 1);
    let (s, _, here) = with(LIGHT, Phase::Control, 0, DARK, "1_284");
    assert_eq!(drain_amount(&s.build(), LIGHT, here), 1 + 1);
}

#[test]
fn card_1_287_death_star_war_room_a_dark_leader_cuts_rebel_troopers_and_y_wings_and_a_light_battle_adds_destiny() {
    let (mut s, p, here) = with(DARK, Phase::Control, 0, DARK, "1_287");
    s.at(DARK, "Admiral Motti", here);
    let trooper = s.at(LIGHT, "Rebel Trooper", p.jungle);
    let ywing = s.at(LIGHT, "Y-wing", p.yavin);
    let xwing = s.at(LIGHT, "X-wing", p.yavin);
    let state = s.build();
    assert_eq!((forfeit(&state, trooper), forfeit(&state, ywing), forfeit(&state, xwing)), (2 - 1, 2 - 1, 4));
    let (mut s, _, here) = with(LIGHT, Phase::Battle, 2, DARK, "1_287");
    s.at(LIGHT, "Rebel Trooper", here);
    s.at(DARK, "Stormtrooper", here);
    let state = run(s.build(), &["battle Death Star: War Room (1)"]);
    assert_eq!(destiny_draws(&state, LIGHT), 1);
}

#[test]
fn card_1_288_kessel_dark_starships_deploy_1_less_2_with_tarkin_aboard_and_light_needs_ability_6() {
    let (mut s, _, here) = with(DARK, Phase::Deploy, 8, DARK, "1_288");
    let isd = s.hand(DARK, "Imperial-Class Star Destroyer");
    let tie = s.hand(DARK, "TIE Fighter");
    let state = s.build();
    assert_eq!(deploy_cost(&state, DARK, isd, Some(here), None), 8 - 1);
    assert_eq!(deploy_cost(&state, DARK, tie, Some(here), None), 0);
    let mut s = Scenario::new("tarkin");
    let here = s.location(DARK, "1_288");
    let devastator = s.at(DARK, "Devastator", here);
    s.aboard(DARK, "Grand Moff Tarkin", devastator, Slot::Passenger);
    let isd = s.hand(DARK, "Imperial-Class Star Destroyer");
    let state = s.build();
    assert_eq!(deploy_cost(&state, DARK, isd, Some(here), None), 8 - 2);
    // The Light Side's half.
    let (mut s, _, here) = with(LIGHT, Phase::Battle, 2, DARK, "1_288");
    let falcon = s.at(LIGHT, "Millennium Falcon", here);
    s.aboard(LIGHT, "Luke Skywalker", falcon, Slot::Pilot);
    s.at(DARK, "TIE Fighter", here);
    let state = run(s.build(), &["battle Kessel (1)"]);
    assert_eq!(destiny_draws(&state, LIGHT), 0, "Luke's ability 4 is not 6");
    // "If you control, Kessel Run is canceled": cards_runs.rs.
    assert!(!inert("1_288", InertReason::NamesAbsentCards), "Kessel Run is in these decks");
}

#[test]
fn card_1_293_tatooine_jundland_wastes_the_dark_side_drains_1_more_and_the_light_side_needs_ability_6() {
    let (s, _, here) = with(DARK, Phase::Control, 0, DARK, "1_293");
    assert_eq!(drain_amount(&s.build(), DARK, here), 1 + 1);
    assert_eq!(troopers_draw(LIGHT, DARK, "1_293", false), 0);
    assert_eq!(troopers_draw(LIGHT, DARK, "1_293", true), 1, "4 + Luke's 4");
}

#[test]
fn card_1_294_tatooine_lars_moisture_farm_dark_weapon_destiny_1_more_and_drains_1_more() {
    assert_eq!(weapon_total(DARK, DARK, "1_294", "Imperial Blaster", "Stormtrooper"), 1 + 1);
    let (s, _, here) = with(DARK, Phase::Control, 0, DARK, "1_294");
    assert_eq!(drain_amount(&s.build(), DARK, here), 1 + 1);
}

#[test]
fn card_1_298_yavin_4_jungle_an_imperial_alone_battles_at_power_2_more_immune_to_attrition() {
    let (mut s, _, here) = with(LIGHT, Phase::Battle, 2, DARK, "1_298");
    let trooper = s.at(DARK, "Stormtrooper", here);
    s.at(LIGHT, "Rebel Trooper", here);
    let state = s.build();
    assert_eq!(total_power(&state, DARK, here), 1 + 2);
    assert!(immune_to_attrition(&state, trooper, 20));
    assert_eq!(total_power(&state, LIGHT, here), 1, "the Light Side's half says nothing");
}

#[test]
fn card_1_281_alderaan_the_dark_side_drains_1_more_for_each_death_star_site_it_controls() {
    let (mut s, _, alderaan) = with(DARK, Phase::Control, 0, DARK, "1_281");
    let corridor = s.location(DARK, "1_284");
    let war_room = s.location(DARK, "1_287");
    s.at(DARK, "Stormtrooper", corridor);
    let trooper = s.at(DARK, "Stormtrooper", war_room);
    let state = s.build();
    assert_eq!(drain_amount(&state, DARK, alderaan), 1 + 2);
    let mut one = state.clone();
    one.card_mut(trooper).at = Some(hangar::rules::swccg::At::Location(corridor));
    assert_eq!(drain_amount(&one, DARK, alderaan), 1 + 1);
}

#[test]
fn card_2_60_clakdor_vii_plays_with_its_icons_no_bith_being_in_these_decks() {
    let (s, _, here) = with(DARK, Phase::Control, 0, LIGHT, "2_60");
    assert_eq!(drain_amount(&s.build(), DARK, here), 1);
    assert!(inert("2_60", InertReason::NamesAbsentCards));
}

#[test]
fn card_2_64_kashyyyk_light_wookiees_and_smugglers_deploy_2_less_and_dark_needs_ability_6() {
    let (mut s, p, here) = with(LIGHT, Phase::Deploy, 6, LIGHT, "2_64");
    let falcon = s.at(LIGHT, "Millennium Falcon", here);
    let chewie = s.hand(LIGHT, "Chewbacca");
    let luke = s.hand(LIGHT, "Luke Skywalker");
    let state = s.build();
    assert_eq!(deploy_cost(&state, LIGHT, chewie, Some(here), Some(falcon)), 4 - 2);
    assert_eq!(deploy_cost(&state, LIGHT, luke, Some(here), Some(falcon)), 3);
    assert_eq!(deploy_cost(&state, LIGHT, chewie, Some(p.jungle), None), 4);
    let (mut s, _, here) = with(DARK, Phase::Battle, 2, LIGHT, "2_64");
    let black2 = s.at(DARK, "Black 2", here);
    s.aboard(DARK, "DS-61-2", black2, Slot::Pilot);
    s.at(LIGHT, "X-wing", here);
    let state = run(s.build(), &["battle Kashyyyk (1)"]);
    assert_eq!(destiny_draws(&state, DARK), 0, "a matching pilot's draw needs ability 6 here too");
}

#[test]
fn card_2_65_ralltiir_dark_capital_starships_deploy_2_less() {
    let (mut s, _, here) = with(DARK, Phase::Deploy, 8, LIGHT, "2_65");
    let isd = s.hand(DARK, "Imperial-Class Star Destroyer");
    let tie = s.hand(DARK, "TIE Fighter");
    let state = s.build();
    assert_eq!(deploy_cost(&state, DARK, isd, Some(here), None), 8 - 2);
    assert_eq!(deploy_cost(&state, DARK, tie, Some(here), None), 1);
}

#[test]
fn card_2_67_yavin_4_briefing_room_the_dark_side_drains_1_more() {
    let (s, _, here) = with(DARK, Phase::Control, 0, LIGHT, "2_67");
    assert_eq!(drain_amount(&s.build(), DARK, here), 1 + 1);
    assert!(inert("2_67", InertReason::AttackRun));
}

#[test]
fn card_2_68_yavin_4_massassi_ruins_the_dark_side_drains_1_more() {
    let (s, _, here) = with(DARK, Phase::Control, 0, LIGHT, "2_68");
    assert_eq!(drain_amount(&s.build(), DARK, here), 2 + 1);
}

/// "Light: If you control, with a leader here, your starships are each power +1 at Death Star
/// system": the X-wing at the Death Star system gains 1 while Red Leader holds the Ruins alone;
/// not without a leader, not while the Dark Side is there too, not the Dark Side's TIE, and not an
/// X-wing elsewhere.
#[test]
fn card_2_68_yavin_4_massassi_ruins_with_a_leader_the_light_sides_starships_are_power_plus_1_at_the_death_star() {
    let powers = |leader: &str, contested: bool| {
        let (mut s, p, ruins) = with(LIGHT, Phase::Battle, 0, LIGHT, "2_68");
        let death_star = s.location(DARK, "Death Star");
        s.at(LIGHT, leader, ruins);
        if contested {
            s.at(DARK, "Stormtrooper", ruins);
        }
        let there = s.at(LIGHT, "X-wing", death_star);
        let tie = s.at(DARK, "TIE Fighter", death_star);
        let elsewhere = s.at(LIGHT, "X-wing", p.yavin);
        let state = s.build();
        (power(&state, there), power(&state, tie), power(&state, elsewhere))
    };
    let (plain, tie, elsewhere) = powers("Rebel Trooper", false);
    assert_eq!(powers("Red Leader", false), (plain + 1, tie, elsewhere), "Red Leader is a leader");
    assert_eq!(powers("Red Leader", true), (plain, tie, elsewhere), "the Light Side does not control the Ruins");
}

#[test]
fn card_2_144_death_star_conference_room_the_light_side_drains_1_more() {
    let (s, _, here) = with(LIGHT, Phase::Control, 0, DARK, "2_144");
    assert_eq!(drain_amount(&s.build(), LIGHT, here), 1 + 1);
    assert!(inert("2_144", InertReason::NamesAbsentCards));
}

#[test]
fn card_2_146_kashyyyk_dark_drains_1_more_wookiees_lose_3_forfeit_and_light_wookiee_ships_gain_2() {
    let (mut s, p, here) = with(DARK, Phase::Control, 0, DARK, "2_146");
    s.at(DARK, "TIE Fighter", here);
    let chewie = s.at(LIGHT, "Chewbacca", p.mos_eisley);
    let state = s.build();
    assert_eq!(drain_amount(&state, DARK, here), 1 + 1);
    assert_eq!(forfeit(&state, chewie), 6 - 3, "the Dark Side controls Kashyyyk");
    let (mut s, _, here) = with(LIGHT, Phase::Control, 0, DARK, "2_146");
    let falcon = s.at(LIGHT, "Millennium Falcon", here);
    s.aboard(LIGHT, "Chewbacca", falcon, Slot::Pilot);
    let xwing = s.at(LIGHT, "X-wing", here);
    let state = s.build();
    assert_eq!((power(&state, falcon), forfeit(&state, falcon)), (3 + 2 + 2, 7 + 2));
    assert_eq!((power(&state, xwing), forfeit(&state, xwing)), (3, 4), "no Wookiee aboard");
}

#[test]
fn card_3_56_hoth_defensive_perimeter_each_side_drains_1_more() {
    let (s, _, here) = with(LIGHT, Phase::Control, 0, LIGHT, "3_56");
    let state = s.build();
    assert_eq!((drain_amount(&state, DARK, here), drain_amount(&state, LIGHT, here)), (1 + 1, 1 + 1));
    assert!(inert("3_56", InertReason::NamesAbsentCards), "no Echo Base Trooper in these decks");
}

#[test]
fn card_3_59_hoth_echo_docking_bay_dark_transit_from_here_3_and_to_here_4_more() {
    let (mut s, p, _) = with(DARK, Phase::Move, 6, LIGHT, "3_59");
    s.at(DARK, "Stormtrooper", p.bay94);
    let state = s.build();
    assert!(offered(&state).contains(&"transit Stormtrooper > Hoth: Echo Docking Bay (5)".to_string()), "1 + 4");
    let (mut s, _, here) = with(DARK, Phase::Move, 6, LIGHT, "3_59");
    s.at(DARK, "Stormtrooper", here);
    assert!(offered(&s.build()).contains(&"transit Stormtrooper > Yavin 4: Docking Bay (3)".to_string()));
    let (mut s, _, here) = with(LIGHT, Phase::Move, 6, LIGHT, "3_59");
    s.at(LIGHT, "Rebel Trooper", here);
    assert!(offered(&s.build()).contains(&"transit Rebel Trooper > Yavin 4: Docking Bay (1)".to_string()));
}

#[test]
fn card_3_60_hoth_echo_med_lab_the_dark_side_drains_1_more_with_an_imperial_present() {
    let (mut s, _, here) = with(DARK, Phase::Control, 0, LIGHT, "3_60");
    s.at(DARK, "Danz Borin", here);
    let state = s.build();
    assert_eq!(drain_amount(&state, DARK, here), 1, "an alien is no Imperial");
    let (mut s, _, here) = with(DARK, Phase::Control, 0, LIGHT, "3_60");
    s.at(DARK, "Stormtrooper", here);
    assert_eq!(drain_amount(&s.build(), DARK, here), 1 + 1);
    assert!(inert("3_60", InertReason::NamesAbsentCards), "no medical droid in these decks");
}

#[test]
fn card_3_63_hoth_snow_trench_dark_control_generates_1_more_and_light_weapon_destiny_is_1_more() {
    let (mut s, _, here) = with(DARK, Phase::Activate, 0, LIGHT, "3_63");
    let trooper = s.at(DARK, "Stormtrooper", here);
    let state = s.build();
    let base = generation(&state, DARK);
    let mut gone = state.clone();
    gone.player_mut(DARK).table.retain(|&c| c != trooper);
    gone.card_mut(trooper).at = None;
    assert_eq!(base, generation(&gone, DARK) + 1, "Force generation +1 while the Dark Side controls");
    assert_eq!(weapon_total(LIGHT, LIGHT, "3_63", "Blaster", "Rebel Trooper"), 1 + 1);
    assert_eq!(weapon_total(DARK, LIGHT, "3_63", "Imperial Blaster", "Stormtrooper"), 1);
}

#[test]
fn card_3_144_hoth_defensive_perimeter_dark_weapon_destiny_and_drain_1_more_light_troopers_forfeit_1_less() {
    assert_eq!(weapon_total(DARK, DARK, "3_144", "Imperial Blaster", "Stormtrooper"), 1 + 1);
    let (mut s, p, here) = with(DARK, Phase::Control, 0, DARK, "3_144");
    let trooper = s.at(LIGHT, "Rebel Trooper", here);
    let away = s.at(LIGHT, "Rebel Trooper", p.jungle);
    let state = s.build();
    assert_eq!(drain_amount(&state, DARK, here), 1 + 1);
    assert_eq!((forfeit(&state, trooper), forfeit(&state, away)), (2 - 1, 2));
}

/// The Light Side's drain at a Hoth marker site whose Light half is "If you control, and Main
/// Power Generators on table, Force drain -1 here": without, and with, the Generators.
fn drains_less_with_the_generators(id: &str) {
    let (mut s, _, here) = with(LIGHT, Phase::Control, 0, DARK, id);
    s.at(LIGHT, "Rebel Trooper", here);
    let state = s.build();
    assert_eq!(drain_amount(&state, LIGHT, here), 2);
    let (mut s, _, here) = with(LIGHT, Phase::Control, 0, DARK, id);
    s.location(LIGHT, "3_61");
    s.at(LIGHT, "Rebel Trooper", here);
    assert_eq!(drain_amount(&s.build(), LIGHT, here), 2 - 1);
}

#[test]
fn card_3_148_hoth_ice_plains_the_light_side_drains_1_less_with_main_power_generators_on_table() {
    drains_less_with_the_generators("3_148");
    assert!(inert("3_148", InertReason::NamesAbsentCards), "no Mountains in these decks");
}

#[test]
fn card_3_150_hoth_wampa_cave_the_light_side_drains_1_less_with_main_power_generators_on_table() {
    drains_less_with_the_generators("3_150");
    assert!(inert("3_150", InertReason::NamesAbsentCards), "no Wampa in these decks");
}

#[test]
fn card_3_151_ord_mantell_dark_bounty_hunters_deploy_2_less() {
    let (mut s, _, here) = with(DARK, Phase::Deploy, 2, DARK, "3_151");
    let ship = s.at(DARK, "Devastator", here);
    let danz = s.hand(DARK, "Danz Borin");
    let praji = s.hand(DARK, "Commander Praji");
    let state = s.build();
    assert_eq!(deploy_cost(&state, DARK, danz, Some(here), Some(ship)), 0);
    assert_eq!(deploy_cost(&state, DARK, praji, Some(here), Some(ship)), 2);
}

/// Every location played of the three sets may start a deck and deploys from hand; a system has
/// its parsec.
#[test]
fn locations_each_played_may_start_a_deck_and_deploys_from_hand_and_each_system_has_a_parsec() {
    let other = |side: Side| starting_at(side.opponent(), if side == DARK { "1_135" } else { "1_289" });
    for (_, def) in hangar::cards::swccg::catalog().iter() {
        let Some(location) = &def.location else { continue };
        if !def.implemented() || ["Tatooine", "Yavin 4"].contains(&&*def.title) {
            continue;
        }
        // A vehicle site (generic: it never starts) deploys on its vehicle (`cards_vehicle_sites.rs`).
        if def.abilities().any(|a| matches!(a, hangar::rules::swccg::Ability::VehicleSite { .. })) {
            continue;
        }
        if def.class == Some(hangar::rules::swccg::Class::System) {
            // A mobile system (the Death Star) has its parsec from its word.
            let mobile = def.abilities().any(|a| matches!(a, hangar::rules::swccg::Ability::MobileSystem { .. }));
            assert!(location.parsec.is_some() || mobile, "{} has a parsec", def.title);
        }
        let deck = starting_at(def.side, &def.id);
        assert_eq!(Swccg::deck_problems(&deck), [], "{} starts a deck", def.title);
        let decks = if def.side == DARK { [&deck, &other(DARK)] } else { [&other(LIGHT), &deck] };
        Swccg::match_with(decks, 1).unwrap_or_else(|_| panic!("{} starts a match", def.title));
        let mut s = Scenario::new("deploy").active(def.side, Phase::Deploy).turn(3);
        s.hand(def.side, &def.id);
        let state = s.build();
        assert!(offered(&state).iter().any(|w| w == &format!("location {}", def.title)), "{}", def.title);
    }
}
