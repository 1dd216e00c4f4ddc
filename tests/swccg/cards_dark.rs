//! The Dark Side deck, "Black Squadron over Tatooine": each card's text at work. Each test is
//! named `card_<GEMP id>_<title>` (`cards_covered.rs` checks every deck card has one).

use crate::support::*;
use hangar::engine::Table;
use hangar::rules::swccg::facts::capacity;
use hangar::rules::swccg::facts::deploy_cost;
use hangar::rules::swccg::facts::destiny_draws;
use hangar::rules::swccg::facts::forfeit;
use hangar::rules::swccg::facts::has_pilot_skill;
use hangar::rules::swccg::facts::hyperspeed;
use hangar::rules::swccg::facts::immune_to_attrition;
use hangar::rules::swccg::facts::maneuver;
use hangar::rules::swccg::facts::permanent_pilot_ability;
use hangar::rules::swccg::facts::piloting;
use hangar::rules::swccg::facts::power;
use hangar::rules::swccg::facts::total_power;
use hangar::rules::swccg::Action;
use hangar::rules::swccg::At;
use hangar::rules::swccg::Dest;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Reason;
use hangar::rules::swccg::Slot;

#[test]
fn card_1_291_tatooine_docking_bay_94_transit_costs_the_dark_side_1_and_the_light_side_2() {
    let (mut s, p) = board(DARK, Phase::Move, 3);
    s.at(DARK, "Stormtrooper", p.bay94);
    let state = s.build();
    assert_eq!(
        offered(&state),
        [
            "landspeed Stormtrooper > Tatooine: Mos Eisley (1)",
            "pass",
            "transit Stormtrooper > Yavin 4: Docking Bay (1)"
        ]
    );
    let (mut s, p) = board(LIGHT, Phase::Move, 3);
    s.at(LIGHT, "Rebel Trooper", p.bay94);
    let state = s.build();
    assert_eq!(
        offered(&state),
        [
            "landspeed Rebel Trooper > Tatooine: Mos Eisley (1)",
            "pass",
            "transit Rebel Trooper > Yavin 4: Docking Bay (2)"
        ]
    );
}

#[test]
fn card_1_289_tatooine_gives_its_controller_1_power_a_starship_in_battles_at_tatooine_sites() {
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    s.at(DARK, "TIE Fighter", p.tatooine);
    s.at(DARK, "Devastator", p.tatooine);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    let state = s.build();
    assert_eq!(total_power(&state, DARK, p.mos_eisley), 1 + 2, "the Stormtrooper, and 1 for each starship at Tatooine");
    assert_eq!(total_power(&state, DARK, p.yavin_bay), 0, "Yavin 4's sites are not Tatooine's");
}

#[test]
fn card_1_295_tatooine_mos_eisley_makes_the_dark_sides_bounty_hunters_power_and_forfeit_1_more_there() {
    let (mut s, p) = board(DARK, Phase::Deploy, 0);
    let here = s.at(DARK, "Danz Borin", p.mos_eisley);
    let han = s.at(LIGHT, "Han Solo", p.mos_eisley);
    let state = s.build();
    assert_eq!((power(&state, here), forfeit(&state, here)), (1 + 1, 3 + 1));
    assert_eq!(power(&state, han), 3, "the Light Side's smugglers: the text faces the Dark Side");
    let mut away = state.clone();
    away.card_mut(here).at = Some(At::Location(p.bay94));
    assert_eq!((power(&away, here), forfeit(&away, here)), (1, 3));
}

#[test]
fn card_1_168_darth_vader_adds_1_to_battle_destiny_3_to_what_he_pilots_and_is_immune_to_attrition_under_5() {
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    let vader = s.at(DARK, "Darth Vader", p.mos_eisley);
    s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    s.reserve(DARK, "TIE Fighter");
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)"]);
    assert!(immune_to_attrition(&state, vader, 4) && !immune_to_attrition(&state, vader, 5));
    let (_, events) = take(&run(state, &["pass"]), "pass");
    assert!(
        events.iter().any(|e| matches!(e, hangar::rules::swccg::Event::Destiny { side: DARK, total: 2, .. })),
        "TIE Fighter's destiny 1, +1"
    );
}

#[test]
fn card_1_173_ds_61_2_adds_3_and_in_black_2_adds_1_maneuver_and_draws_a_battle_destiny_if_unable() {
    let (mut s, p) = board(LIGHT, Phase::Battle, 2);
    let black2 = s.at(DARK, "Black 2", p.yavin);
    s.aboard(DARK, "DS-61-2", black2, Slot::Pilot);
    s.at(LIGHT, "X-wing", p.yavin);
    let state = run(s.build(), &["battle Yavin 4 (1)"]);
    assert_eq!((power(&state, black2), maneuver(&state, black2)), (1 + 3, Some(4 + 1)));
    assert_eq!(destiny_draws(&state, DARK), 1, "ability 2, but DS-61-2 in Black 2 draws one");
}

#[test]
fn card_1_167_commander_praji_adds_2_and_1_to_devastators_hyperspeed() {
    let (mut s, p) = board(DARK, Phase::Move, 1);
    let isd = s.at(DARK, "Imperial-Class Star Destroyer", p.yavin);
    s.aboard(DARK, "Commander Praji", isd, Slot::Pilot);
    let devastator = s.at(DARK, "Devastator", p.tatooine);
    s.aboard(DARK, "Commander Praji", devastator, Slot::Pilot);
    let state = s.build();
    assert_eq!((power(&state, isd), hyperspeed(&state, isd)), (8 + 2, 3));
    assert_eq!((power(&state, devastator), hyperspeed(&state, devastator)), (9 + 2, 3 + 1));
}

#[test]
fn card_2_85_danz_borin_adds_3_to_what_he_pilots() {
    let (mut s, p) = board(DARK, Phase::Deploy, 0);
    let tie = s.at(DARK, "Black 2", p.tatooine);
    s.aboard(DARK, "Danz Borin", tie, Slot::Pilot);
    let state = s.build();
    assert_eq!(power(&state, tie), 1 + 3);
}

#[test]
fn card_1_180_imperial_pilot_adds_2_to_what_he_pilots() {
    let (mut s, p) = board(DARK, Phase::Deploy, 0);
    let scout = s.at(DARK, "Tempest Scout 1", p.bay94);
    s.aboard(DARK, "Imperial Pilot", scout, Slot::Pilot);
    assert_eq!(power(&s.build(), scout), 3 + 2);
}

#[test]
fn card_1_194_stormtrooper_deploys_free_to_the_site_of_an_imperial_with_ability_over_2() {
    let (mut s, p) = board(DARK, Phase::Deploy, 2);
    s.at(DARK, "Darth Vader", p.mos_eisley);
    s.at(DARK, "Commander Praji", p.bay94);
    s.hand(DARK, "Stormtrooper");
    let state = s.build();
    // Free at Vader's site; Praji's ability is 2, so 1 at his; the Jungle has no Dark Side icon.
    assert_eq!(
        offered(&state),
        [
            "deploy Stormtrooper > Tatooine: Docking Bay 94 (1)",
            "deploy Stormtrooper > Tatooine: Mos Eisley (0)",
            "deploy Stormtrooper > Yavin 4: Docking Bay (1)",
            "pass",
        ]
    );
}

#[test]
fn card_1_304_tie_fighter_deploys_for_1_less_at_the_system_of_an_imperial_capital_starship() {
    let (mut s, p) = board(DARK, Phase::Deploy, 1);
    s.at(DARK, "Imperial-Class Star Destroyer", p.yavin);
    let tie = s.hand(DARK, "TIE Fighter");
    let state = s.build();
    assert_eq!(deploy_cost(&state, DARK, tie, Some(p.yavin), None), 0);
    assert_eq!(deploy_cost(&state, DARK, tie, Some(p.tatooine), None), 1);
    assert_eq!(permanent_pilot_ability(state.def(tie)), 1);
}

#[test]
fn card_1_303_tie_advanced_x1_has_a_permanent_pilot_of_ability_1_and_no_hyperdrive() {
    let (mut s, p) = board(DARK, Phase::Deploy, 0);
    let tie = s.at(DARK, "TIE Advanced x1", p.tatooine);
    let state = s.build();
    assert_eq!((power(&state, tie), maneuver(&state, tie), hyperspeed(&state, tie)), (2, Some(2), 0));
    assert_eq!(hangar::rules::swccg::facts::ability_at(&state, DARK, p.tatooine), 1);
}

#[test]
fn card_1_299_black_2_may_add_1_pilot() {
    let (mut s, p) = board(DARK, Phase::Move, 0);
    let black2 = s.at(DARK, "Black 2", p.bay94);
    s.at(DARK, "Imperial Pilot", p.bay94);
    s.at(DARK, "Stormtrooper", p.bay94);
    let state = s.build();
    assert_eq!(capacity(state.def(black2)).pilots, 1);
    assert_eq!(offered_like(&state, "embark"), ["embark Imperial Pilot > Black 2 as pilot"]);
}

#[test]
fn card_1_306_vader_s_custom_tie_is_immune_to_attrition_under_4_with_vader_piloting() {
    let (mut s, p) = board(DARK, Phase::Deploy, 0);
    let custom = s.at(DARK, "Vader's Custom TIE", p.tatooine);
    let vader = s.aboard(DARK, "Darth Vader", custom, Slot::Pilot);
    let state = s.build();
    assert!(immune_to_attrition(&state, custom, 3) && !immune_to_attrition(&state, custom, 4));
    let mut passenger = state.clone();
    passenger.card_mut(vader).at = Some(At::Aboard { host: custom, slot: Slot::Passenger });
    assert!(!immune_to_attrition(&passenger, custom, 1), "only while Vader pilots");
}

#[test]
fn card_1_301_devastator_carries_6_pilots_8_passengers_2_vehicles_and_4_ties_and_has_a_permanent_pilot_of_ability_2() {
    let (mut s, p) = board(DARK, Phase::Deploy, 0);
    let devastator = s.at(DARK, "Devastator", p.tatooine);
    let state = s.build();
    let c = capacity(state.def(devastator));
    assert_eq!((c.pilots, c.passengers, c.vehicles, c.ties), (6, 8, 2, 4));
    assert_eq!((power(&state, devastator), permanent_pilot_ability(state.def(devastator))), (9, 2));
    assert!(state.def(devastator).ship_docking);
}

#[test]
fn card_1_302_imperial_class_star_destroyer_has_power_8_and_a_permanent_pilot_of_ability_1() {
    let (mut s, p) = board(DARK, Phase::Deploy, 0);
    let isd = s.at(DARK, "Imperial-Class Star Destroyer", p.tatooine);
    let state = s.build();
    assert_eq!((power(&state, isd), permanent_pilot_ability(state.def(isd))), (8, 1));
    assert_eq!(capacity(state.def(isd)), capacity(state.def(isd)));
}

#[test]
fn card_8_171_tempest_scout_has_a_permanent_pilot_and_one_pilot_or_passenger_place() {
    let (mut s, p) = board(DARK, Phase::Move, 0);
    let scout = s.at(DARK, "Tempest Scout", p.bay94);
    s.at(DARK, "Stormtrooper", p.bay94);
    s.at(DARK, "Imperial Pilot", p.bay94);
    let state = s.build();
    assert_eq!(power(&state, scout), 3);
    let full = run(state, &["embark Imperial Pilot > Tempest Scout as pilot"]);
    assert_eq!(power(&full, scout), 3 + 2);
    assert!(offered_like(&full, "embark Stormtrooper").is_empty(), "one place");
    // Its Elite Squadron text has nothing to act on in these decks; its 'react' is in cards_reacts.rs.
}

#[test]
fn card_8_172_tempest_scout_1_carries_two_pilots_or_passengers() {
    let (mut s, p) = board(DARK, Phase::Move, 0);
    let scout = s.at(DARK, "Tempest Scout 1", p.bay94);
    s.at(DARK, "Imperial Pilot", p.bay94);
    s.at(DARK, "Commander Praji", p.bay94);
    s.at(DARK, "Stormtrooper", p.bay94);
    let state = run(
        s.build(),
        &["embark Imperial Pilot > Tempest Scout 1 as pilot", "embark Commander Praji > Tempest Scout 1 as pilot"],
    );
    assert_eq!(power(&state, scout), 3 + 2 + 2);
    assert!(offered_like(&state, "embark Stormtrooper").is_empty());
}

#[test]
fn card_1_241_dark_maneuvers_adds_2_maneuver_1_power_and_2_hyperspeed_with_a_hyperdrive_for_the_turn() {
    let (mut s, p) = board(DARK, Phase::Deploy, 0);
    let tie = s.at(DARK, "TIE Fighter", p.tatooine);
    let custom = s.at(DARK, "Vader's Custom TIE", p.yavin);
    s.aboard(DARK, "Darth Vader", custom, Slot::Pilot);
    let maneuvers = s.hand(DARK, "Dark Maneuvers");
    s.hand(DARK, "Dark Maneuvers");
    let empty = s.at(DARK, "Black 2", p.bay94);
    let state = s.build();
    assert_eq!(
        why(&state, Action::Interrupt { card: maneuvers, target: Some(empty) }),
        (Reason::NotAStarfighterTarget, "interrupts")
    );
    let after =
        run(state, &["interrupt Dark Maneuvers > TIE Fighter", "interrupt Dark Maneuvers > Vader's Custom TIE"]);
    assert_eq!((power(&after, tie), maneuver(&after, tie), hyperspeed(&after, tie)), (1 + 1, Some(3 + 2), 0));
    assert_eq!((maneuver(&after, custom), hyperspeed(&after, custom)), (Some(3 + 3 + 2), 2 + 2));
    assert!(after.player(DARK).used_pile.contains(&maneuvers), "a Used Interrupt");
    let next_turn = run(after, &["pass", "pass", "pass"]);
    assert_eq!(power(&next_turn, tie), 1, "for the remainder of this turn");
}

#[test]
fn card_1_257_lone_pilot_adds_a_battle_destiny_when_your_pilot_defends_alone_at_a_system() {
    let (mut s, p) = board(LIGHT, Phase::Battle, 2);
    s.at(DARK, "TIE Fighter", p.yavin);
    let lone = s.hand(DARK, "Lone Pilot");
    s.at(LIGHT, "X-wing", p.yavin);
    s.at(LIGHT, "X-wing", p.yavin);
    let state = run(s.build(), &["battle Yavin 4 (1)", "pass"]);
    assert_eq!(state.acting(), DARK, "the defender's turn in the weapons segment");
    assert_eq!(destiny_draws(&state, DARK), 0);
    let played = run(state, &["interrupt Lone Pilot"]);
    assert_eq!(destiny_draws(&played, DARK), 1);
    assert!(played.player(DARK).lost_pile.contains(&lone), "a Lost Interrupt");
    // Not for the attacker, nor for a pilot who is not alone.
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    s.at(DARK, "TIE Fighter", p.yavin);
    let lone = s.hand(DARK, "Lone Pilot");
    s.at(LIGHT, "X-wing", p.yavin);
    let attacking = run(s.build(), &["battle Yavin 4 (1)"]);
    assert_eq!(
        why(&attacking, Action::Interrupt { card: lone, target: None }),
        (Reason::InterruptConditions, "interrupts")
    );
}

#[test]
fn card_1_209_baniss_keeg_gives_a_non_pilot_the_pilot_skill_and_2_or_a_pilot_1() {
    let (mut s, p) = board(DARK, Phase::Deploy, 0);
    let scout = s.at(DARK, "Tempest Scout 1", p.bay94);
    let trooper = s.at(DARK, "Stormtrooper", p.bay94);
    let pilot = s.aboard(DARK, "Imperial Pilot", scout, Slot::Passenger);
    s.hand(DARK, "Baniss Keeg");
    s.hand(DARK, "Baniss Keeg");
    let state = s.build();
    assert!(!has_pilot_skill(&state, trooper));
    let after = run(state, &["deploy Baniss Keeg on Stormtrooper (0)", "deploy Baniss Keeg on Imperial Pilot (0)"]);
    assert!(has_pilot_skill(&after, trooper));
    let mut flying = after.clone();
    flying.card_mut(trooper).at = Some(At::Aboard { host: scout, slot: Slot::Pilot });
    flying.card_mut(pilot).at = Some(At::Aboard { host: scout, slot: Slot::Pilot });
    assert_eq!(piloting(&flying, trooper), Some(scout));
    assert_eq!(power(&flying, scout), 3 + 2 + (2 + 1), "the Stormtrooper adds 2; the Imperial Pilot 2 and 1 more");
}

#[test]
fn card_8_178_at_st_dual_cannon_deploys_on_an_at_st_and_fires_again_for_2_force() {
    let (mut s, p) = board(DARK, Phase::Deploy, 5);
    let scout = s.at(DARK, "Tempest Scout 1", p.mos_eisley);
    s.aboard(DARK, "Imperial Pilot", scout, Slot::Pilot);
    s.at(DARK, "TIE Fighter", p.tatooine);
    let cannon = s.hand(DARK, "AT-ST Dual Cannon");
    let x34 = s.at(LIGHT, "Luke's X-34 Landspeeder", p.mos_eisley);
    s.aboard(LIGHT, "Luke Skywalker", x34, Slot::Driver);
    s.reserve_n(DARK, "Imperial-Class Star Destroyer", 2);
    let state = s.build();
    assert_eq!(offered_like(&state, "deploy AT-ST"), ["deploy AT-ST Dual Cannon on Tempest Scout 1 (1)"]);
    let tie = find(&state, "TIE Fighter");
    assert_eq!(why(&state, Action::Deploy { card: cannon, to: Dest::On(tie), force: 1 }).1, "AT-ST Dual Cannon");
    let mut battle =
        run(state, &["deploy AT-ST Dual Cannon on Tempest Scout 1", "pass", "battle Tatooine: Mos Eisley (1)"]);
    // The X-34 (maneuver 5, with its driver): ISD's destiny 1 is no hit; a character gets +1.
    battle = run(battle, &["fire AT-ST Dual Cannon > Luke's X-34 Landspeeder (1)"]);
    assert!(!battle.card(x34).hit);
    battle = run(battle, &["pass"]);
    assert_eq!(
        offered(&battle),
        ["fire AT-ST Dual Cannon > Luke Skywalker (2)", "fire AT-ST Dual Cannon > Luke's X-34 Landspeeder (2)", "pass"],
        "again, for 2 Force"
    );
}

/// "Where present, cancels game text of C-3PO or R2-D2": at a site where Praji stands, C-3PO no
/// longer makes R2-D2 forfeit +2; aboard an enclosed walker at that site, or piloting a TIE in
/// the system where R2-D2 rides an X-wing, he is not present, and their text stays.
#[test]
fn card_1_167_commander_praji_where_present_cancels_the_text_of_c_3po_and_r2_d2() {
    let droids_at_jungle = |praji: fn(&mut hangar::rules::swccg::Scenario, &Places)| {
        let (mut s, p) = board(LIGHT, Phase::Battle, 2);
        s.at(LIGHT, "C-3PO (See-Threepio)", p.jungle);
        let r2d2 = s.at(LIGHT, "R2-D2 (Artoo-Detoo)", p.jungle);
        praji(&mut s, &p);
        let state = s.build();
        forfeit(&state, r2d2)
    };
    assert_eq!(droids_at_jungle(|_, _| {}), 4 + 2, "C-3PO's text with no Praji");
    assert_eq!(
        droids_at_jungle(|s, p| {
            s.at(DARK, "Commander Praji", p.jungle);
        }),
        4,
        "Praji present: C-3PO's text canceled"
    );
    assert_eq!(
        droids_at_jungle(|s, p| {
            s.at(DARK, "Commander Praji", p.yavin_bay);
        }),
        4 + 2,
        "Praji elsewhere"
    );
    assert_eq!(
        droids_at_jungle(|s, p| {
            let walker = s.at(DARK, "Blizzard Walker", p.jungle);
            s.aboard(DARK, "Commander Praji", walker, Slot::Passenger);
        }),
        4 + 2,
        "aboard an enclosed walker Praji is not present"
    );

    let xwing_power = |with_praji: bool| {
        let (mut s, p) = board(LIGHT, Phase::Battle, 2);
        let red3 = s.at(LIGHT, "Red 3", p.yavin);
        s.aboard(LIGHT, "Rebel Pilot", red3, Slot::Pilot);
        s.aboard(LIGHT, "R2-D2 (Artoo-Detoo)", red3, Slot::Astromech);
        let tie = s.at(DARK, "Black 2", p.yavin);
        s.aboard(DARK, if with_praji { "Commander Praji" } else { "DS-61-2" }, tie, Slot::Pilot);
        power(&s.build(), red3)
    };
    // [E1] all starships are enclosed: piloting a TIE in the system, Praji is not present there.
    assert_eq!(xwing_power(true), xwing_power(false), "R2-D2 still adds 2 to the X-wing");
}
