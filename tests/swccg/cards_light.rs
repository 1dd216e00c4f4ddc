//! The Light Side deck, "Rogue Flight from Yavin": each card's text at work. Each test is named
//! `card_<GEMP id>_<title>` (`cards_covered.rs` checks every deck card has one).

use crate::support::*;
use hangar::engine::Table;
use hangar::rules::swccg::facts::capacity;
use hangar::rules::swccg::facts::destiny_draws;
use hangar::rules::swccg::facts::generation;
use hangar::rules::swccg::facts::has_pilot_skill;
use hangar::rules::swccg::facts::hyperspeed;
use hangar::rules::swccg::facts::immune_to_attrition;
use hangar::rules::swccg::facts::maneuver;
use hangar::rules::swccg::facts::permanent_pilot_ability;
use hangar::rules::swccg::facts::power;
use hangar::rules::swccg::facts::total_power;
use hangar::rules::swccg::Action;
use hangar::rules::swccg::At;
use hangar::rules::swccg::Dest;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Prompt;
use hangar::rules::swccg::Reason;
use hangar::rules::swccg::Slot;

#[test]
fn card_1_136_yavin_4_docking_bay_transit_is_free_for_the_light_side_and_2_for_the_dark_side() {
    let (mut s, p) = board(LIGHT, Phase::Move, 3);
    s.at(LIGHT, "Rebel Trooper", p.yavin_bay);
    let state = s.build();
    assert_eq!(
        offered(&state),
        [
            "landspeed Rebel Trooper > Yavin 4: Jungle (1)",
            "pass",
            "transit Rebel Trooper > Tatooine: Docking Bay 94 (0)"
        ]
    );
    let (mut s, p) = board(DARK, Phase::Move, 3);
    s.at(DARK, "Stormtrooper", p.yavin_bay);
    let state = s.build();
    assert_eq!(
        offered(&state),
        ["landspeed Stormtrooper > Yavin 4: Jungle (1)", "pass", "transit Stormtrooper > Tatooine: Docking Bay 94 (2)"]
    );
}

#[test]
fn card_1_135_yavin_4_gives_its_controller_1_power_a_starship_in_battles_at_yavin_4_sites() {
    let (mut s, p) = board(LIGHT, Phase::Battle, 2);
    s.at(LIGHT, "X-wing", p.yavin);
    s.at(LIGHT, "Rebel Trooper", p.jungle);
    s.at(DARK, "Stormtrooper", p.jungle);
    s.at(DARK, "TIE Fighter", p.tatooine);
    let state = s.build();
    assert_eq!(total_power(&state, LIGHT, p.jungle), 1 + 1 + 2, "the Trooper alone at the Jungle (+2), and the X-wing");
    assert_eq!(generation(&state, LIGHT), 1 + 1 + 1 + 2 + 1 + 1 + 1);
}

#[test]
fn card_1_137_yavin_4_jungle_a_rebel_alone_battles_at_power_2_more_immune_to_attrition_and_the_dark_side_drains_1_more()
{
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    let trooper = s.at(LIGHT, "Rebel Trooper", p.jungle);
    s.at(DARK, "Stormtrooper", p.jungle);
    let state = s.build();
    assert_eq!(total_power(&state, LIGHT, p.jungle), 1 + 2);
    assert!(immune_to_attrition(&state, trooper, 20));
    let mut two = state.clone();
    let other = two.add_card(two.card(trooper).def, LIGHT);
    two.player_mut(LIGHT).table.push(other);
    two.card_mut(other).at = Some(At::Location(p.jungle));
    assert_eq!(total_power(&two, LIGHT, p.jungle), 2, "two Rebels are not alone");
    // The Dark Side's half: "If you control, Force drain +1 here" (0 icons + 1).
    let drain = hangar::rules::swccg::facts::drain_amount(&state, DARK, p.jungle);
    assert_eq!(drain, 1 + 1);
}

#[test]
fn card_1_19_luke_skywalker_adds_force_generation_off_tatooine_3_piloting_2_maneuver_in_red_5_and_is_immune_under_3() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 0);
    let red5 = s.at(LIGHT, "Red 5", p.yavin);
    let luke = s.aboard(LIGHT, "Luke Skywalker", red5, Slot::Pilot);
    let state = s.build();
    assert_eq!(generation(&state, LIGHT), 7 + 1 + 1, "seven Light Side icons, one personal, and Luke's");
    assert_eq!((power(&state, red5), maneuver(&state, red5)), (3 + 3, Some(4 + 2)));
    assert!(immune_to_attrition(&state, luke, 2) && !immune_to_attrition(&state, luke, 3));
    assert!(immune_to_attrition(&state, red5, 3), "Red 5 with Luke piloting: immune to attrition < 4");
    let mut tatooine = state.clone();
    tatooine.card_mut(red5).at = Some(At::Location(p.tatooine));
    assert_eq!(generation(&tatooine, LIGHT), 7 + 1, "not while on Tatooine");
}

#[test]
fn card_1_11_han_solo_may_redraw_a_destiny_once_a_battle_for_1_force_and_adds_2_maneuver_in_the_falcon() {
    let (mut s, p) = board(LIGHT, Phase::Battle, 3);
    let falcon = s.at(LIGHT, "Millennium Falcon", p.tatooine);
    s.aboard(LIGHT, "Han Solo", falcon, Slot::Pilot);
    s.at(DARK, "TIE Fighter", p.tatooine);
    s.reserve(LIGHT, "X-wing");
    s.reserve(LIGHT, "Rebel Trooper");
    let state = run(s.build(), &["battle Tatooine (1)"]);
    assert_eq!((power(&state, falcon), maneuver(&state, falcon)), (3 + 2, Some(4 + 2)));
    assert_eq!(destiny_draws(&state, LIGHT), 1, "ability 3, but Han in the Falcon draws one");
    let drawn = run(state, &["pass", "pass"]);
    assert!(matches!(drawn.prompt, Some(Prompt::Redraw { chooser: LIGHT, .. })), "Rebel Trooper's destiny 1 drawn");
    let redrawn = run(drawn, &["redraw"]);
    let battle = redrawn.battle.as_ref().expect("still in battle");
    assert_eq!(battle.destiny[LIGHT.idx()][0].value, 2, "X-wing's destiny 2 instead");
    assert!(battle.redrawn[LIGHT.idx()]);
}

#[test]
fn card_2_3_chewbacca_is_power_1_more_with_han_adds_2_and_1_maneuver_in_the_falcon_and_hit_craft_go_to_the_used_pile() {
    let (mut s, p) = board(DARK, Phase::Battle, 3);
    let chewie = s.at(LIGHT, "Chewbacca", p.mos_eisley);
    let x34 = s.at(LIGHT, "Luke's X-34 Landspeeder", p.mos_eisley);
    let speeder = s.at(LIGHT, "Snowspeeder", p.bay94);
    let falcon = s.at(LIGHT, "Millennium Falcon", p.yavin);
    s.aboard(LIGHT, "Chewbacca", falcon, Slot::Pilot);
    let state = s.build();
    assert_eq!(power(&state, chewie), 6);
    assert_eq!((power(&state, falcon), maneuver(&state, falcon)), (3 + 2, Some(4 + 1)));
    let mut with_han = state.clone();
    let han = with_han.add_card(hangar::cards::swccg::catalog().find(|d| d.title == "Han Solo").unwrap(), LIGHT);
    with_han.player_mut(LIGHT).table.push(han);
    with_han.card_mut(han).at = Some(At::Location(p.mos_eisley));
    assert_eq!(power(&with_han, chewie), 6 + 1);
    // A hit vehicle at Chewbacca's site goes to the Used Pile rather than the Lost Pile; one
    // elsewhere is lost.
    let mut hit = state.clone();
    hit.card_mut(x34).hit = true;
    hit.card_mut(speeder).hit = true;
    let mut events = Vec::new();
    hangar::rules::swccg::testing::lose_from_table(&mut hit, x34, &mut events);
    hangar::rules::swccg::testing::lose_from_table(&mut hit, speeder, &mut events);
    assert!(hit.player(LIGHT).used_pile.contains(&x34));
    assert!(hit.player(LIGHT).lost_pile.contains(&speeder));
}

#[test]
fn card_1_3_biggs_darklighter_adds_2_and_in_red_3_adds_1_maneuver_and_draws_a_battle_destiny_if_unable() {
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    let red3 = s.at(LIGHT, "Red 3", p.yavin);
    s.aboard(LIGHT, "Biggs Darklighter", red3, Slot::Pilot);
    s.at(DARK, "TIE Fighter", p.yavin);
    let state = run(s.build(), &["battle Yavin 4 (1)"]);
    assert_eq!((power(&state, red3), maneuver(&state, red3)), (3 + 2, Some(4 + 1)));
    assert_eq!(destiny_draws(&state, LIGHT), 1);
}

#[test]
fn card_2_23_wedge_antilles_adds_3_and_in_red_2_adds_2_maneuver_and_draws_a_battle_destiny_if_unable() {
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    let red2 = s.at(LIGHT, "Red 2", p.yavin);
    let wedge = s.aboard(LIGHT, "Wedge Antilles", red2, Slot::Pilot);
    s.at(DARK, "TIE Fighter", p.yavin);
    let state = run(s.build(), &["battle Yavin 4 (1)"]);
    assert_eq!((power(&state, red2), maneuver(&state, red2)), (3 + 3, Some(4 + 2)));
    assert_eq!(destiny_draws(&state, LIGHT), 1);
    assert!(immune_to_attrition(&state, red2, 2), "Red 2 with Wedge piloting: immune to attrition < 3");
    // His Corellian Slip text names a card no deck here holds.
    let _ = wedge;
}

#[test]
fn card_1_27_rebel_pilot_adds_2_to_what_he_pilots() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 0);
    let falcon = s.at(LIGHT, "Millennium Falcon", p.yavin);
    s.aboard(LIGHT, "Rebel Pilot", falcon, Slot::Pilot);
    assert_eq!(power(&s.build(), falcon), 3 + 2);
}

#[test]
fn card_1_28_rebel_trooper_deploys_free_to_the_site_of_a_rebel_with_ability_over_2() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 1);
    s.at(LIGHT, "Han Solo", p.jungle);
    s.at(LIGHT, "Biggs Darklighter", p.yavin_bay);
    s.hand(LIGHT, "Rebel Trooper");
    let state = s.build();
    // Free at Han's site; Biggs's ability is 2, so 1 at his, as anywhere else.
    assert_eq!(
        offered_like(&state, "deploy Rebel Trooper"),
        [
            "deploy Rebel Trooper > Tatooine: Docking Bay 94 (1)",
            "deploy Rebel Trooper > Tatooine: Mos Eisley (1)",
            "deploy Rebel Trooper > Yavin 4: Docking Bay (1)",
            "deploy Rebel Trooper > Yavin 4: Jungle (0)",
        ]
    );
}

#[test]
fn card_1_146_x_wing_has_a_permanent_pilot_of_ability_1_and_hyperspeed_5() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 0);
    let xwing = s.at(LIGHT, "X-wing", p.yavin);
    let state = s.build();
    assert_eq!((power(&state, xwing), hyperspeed(&state, xwing), permanent_pilot_ability(state.def(xwing))), (3, 5, 1));
    assert_eq!(capacity(state.def(xwing)).characters(), 0);
}

#[test]
fn card_2_71_red_5_may_add_1_pilot_and_1_astromech() {
    let (mut s, p) = board(LIGHT, Phase::Move, 0);
    let red5 = s.at(LIGHT, "Red 5", p.yavin_bay);
    s.at(LIGHT, "Rebel Pilot", p.yavin_bay);
    let state = s.build();
    let c = capacity(state.def(red5));
    assert_eq!((c.pilots, c.astromechs), (1, 1));
    assert_eq!(
        offered_like(&state, "embark"),
        ["embark Rebel Pilot > Red 5 as pilot"],
        "the astromech place takes only an astromech"
    );
}

#[test]
fn card_1_145_red_3_may_add_1_pilot_and_1_astromech() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 4);
    let red3 = s.hand(LIGHT, "Red 3");
    s.hand(LIGHT, "Biggs Darklighter");
    let state = s.build();
    assert_eq!(capacity(state.def(red3)).pilots, 1);
    // With Biggs as its pilot, at a system or a docking bay; empty, only at a docking bay ([S12]);
    // never with Biggs as a passenger: Red 3 has no passenger place.
    assert_eq!(
        offered_like(&state, "deploy Red 3"),
        [
            "deploy Red 3 + Biggs Darklighter as pilot > Tatooine (4)",
            "deploy Red 3 + Biggs Darklighter as pilot > Tatooine: Docking Bay 94 (4)",
            "deploy Red 3 + Biggs Darklighter as pilot > Yavin 4 (4)",
            "deploy Red 3 + Biggs Darklighter as pilot > Yavin 4: Docking Bay (4)",
            "deploy Red 3 > Tatooine: Docking Bay 94 (2)",
            "deploy Red 3 > Yavin 4: Docking Bay (2)",
        ]
    );
    let _ = p;
}

#[test]
fn card_2_70_red_2_is_immune_to_attrition_under_3_with_wedge_piloting() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 0);
    let red2 = s.at(LIGHT, "Red 2", p.yavin);
    s.aboard(LIGHT, "Rebel Pilot", red2, Slot::Pilot);
    let state = s.build();
    assert!(!immune_to_attrition(&state, red2, 1), "not with another pilot");
}

#[test]
fn card_1_143_millennium_falcon_carries_2_pilots_and_2_passengers_is_immune_under_5_with_han_and_docks_ships() {
    let (mut s, p) = board(LIGHT, Phase::Move, 2);
    let falcon = s.at(LIGHT, "Millennium Falcon", p.yavin);
    s.aboard(LIGHT, "Chewbacca", falcon, Slot::Pilot);
    let han = s.aboard(LIGHT, "Han Solo", falcon, Slot::Pilot);
    s.aboard(LIGHT, "Rebel Trooper", falcon, Slot::Passenger);
    let red3 = s.at(LIGHT, "Red 3", p.yavin);
    s.state_mut().card_mut(red3).stranded = true;
    let state = s.build();
    let c = capacity(state.def(falcon));
    assert_eq!((c.pilots, c.passengers), (2, 2));
    assert!(immune_to_attrition(&state, falcon, 4) && !immune_to_attrition(&state, falcon, 5));
    // Ship-docking capability: Han transfers to the stranded Red 3, for 1 Force.
    assert_eq!(
        offered_like(&state, "transfer"),
        ["transfer Chewbacca > Red 3 as pilot (1)", "transfer Han Solo > Red 3 as pilot (1)"],
        "not the Rebel Trooper: no pilot"
    );
    let after = run(state, &["transfer Han Solo > Red 3 as pilot"]);
    assert_eq!(after.card(han).at, Some(At::Aboard { host: red3, slot: Slot::Pilot }));
    assert!(!after.card(red3).stranded);
    assert_eq!(power(&after, red3), 3 + 2);
}

#[test]
fn card_1_149_luke_s_x_34_landspeeder_carries_a_driver_and_2_passengers_and_moves_free_with_luke_aboard() {
    let (mut s, p) = board(LIGHT, Phase::Move, 2);
    let x34 = s.at(LIGHT, "Luke's X-34 Landspeeder", p.yavin_bay);
    s.aboard(LIGHT, "Rebel Pilot", x34, Slot::Driver);
    let state = s.build();
    let c = capacity(state.def(x34));
    assert_eq!((c.drivers, c.passengers), (1, 2));
    assert_eq!(offered_like(&state, "landspeed"), ["landspeed Luke's X-34 Landspeeder > Yavin 4: Jungle (1)"]);
    let mut with_luke = state.clone();
    let luke =
        with_luke.add_card(hangar::cards::swccg::catalog().find(|d| d.title == "Luke Skywalker").unwrap(), LIGHT);
    with_luke.player_mut(LIGHT).table.push(luke);
    with_luke.card_mut(luke).at = Some(At::Aboard { host: x34, slot: Slot::Passenger });
    assert_eq!(offered_like(&with_luke, "landspeed"), ["landspeed Luke's X-34 Landspeeder > Yavin 4: Jungle (0)"]);
}

#[test]
fn card_3_69_snowspeeder_has_a_permanent_pilot_and_one_pilot_or_passenger_place() {
    let (mut s, p) = board(LIGHT, Phase::Move, 1);
    let speeder = s.at(LIGHT, "Snowspeeder", p.yavin_bay);
    s.at(LIGHT, "Rebel Pilot", p.yavin_bay);
    let state = s.build();
    assert_eq!((power(&state, speeder), maneuver(&state, speeder)), (3, Some(4)));
    let piloted = run(state, &["embark Rebel Pilot > Snowspeeder as pilot"]);
    assert_eq!(power(&piloted, speeder), 3 + 2);
    assert_eq!(offered_like(&piloted, "landspeed"), ["landspeed Snowspeeder > Yavin 4: Jungle (1)"]);
}

#[test]
fn card_1_70_a_few_maneuvers_adds_2_hyperspeed_and_2_maneuver_for_the_turn() {
    let (mut s, p) = board(LIGHT, Phase::Move, 1);
    let xwing = s.at(LIGHT, "X-wing", p.yavin);
    s.hand(LIGHT, "A Few Maneuvers");
    let after = run(s.build(), &["interrupt A Few Maneuvers > X-wing"]);
    assert_eq!((power(&after, xwing), maneuver(&after, xwing), hyperspeed(&after, xwing)), (3, Some(4 + 2), 5 + 2));
}

#[test]
fn card_1_81_full_throttle_adds_a_battle_destiny_to_a_lone_defending_pilot_and_1_power_more_for_luke() {
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    let red5 = s.at(LIGHT, "Red 5", p.yavin);
    s.aboard(LIGHT, "Luke Skywalker", red5, Slot::Pilot);
    s.hand(LIGHT, "Full Throttle");
    s.at(DARK, "TIE Fighter", p.yavin);
    s.at(DARK, "TIE Fighter", p.yavin);
    let state = run(s.build(), &["battle Yavin 4 (1)", "pass"]);
    let before = (destiny_draws(&state, LIGHT), total_power(&state, LIGHT, p.yavin));
    let played = run(state, &["interrupt Full Throttle"]);
    assert_eq!((destiny_draws(&played, LIGHT), total_power(&played, LIGHT, p.yavin)), (before.0 + 1, before.1 + 1));
}

#[test]
fn card_1_49_ellorrs_madak_gives_a_non_pilot_the_pilot_skill_and_2_or_a_pilot_1() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 0);
    let trooper = s.at(LIGHT, "Rebel Trooper", p.yavin_bay);
    s.hand(LIGHT, "Ellorrs Madak");
    let after = run(s.build(), &["deploy Ellorrs Madak on Rebel Trooper (0)"]);
    assert!(has_pilot_skill(&after, trooper));
}

#[test]
fn card_3_80_surface_defense_cannon_deploys_for_1_on_a_starfighter_free_on_the_falcon_and_fires_at_a_character_at_its_site(
) {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 1);
    s.at(LIGHT, "X-wing", p.yavin);
    let falcon = s.at(LIGHT, "Millennium Falcon", p.yavin_bay);
    let cannon = s.hand(LIGHT, "Surface Defense Cannon");
    let trooper = s.at(LIGHT, "Rebel Trooper", p.yavin_bay);
    let state = s.build();
    assert_eq!(
        offered_like(&state, "deploy Surface"),
        ["deploy Surface Defense Cannon on Millennium Falcon (0)", "deploy Surface Defense Cannon on X-wing (1)"]
    );
    assert_eq!(
        why(&state, Action::Deploy { card: cannon, to: Dest::On(trooper), force: 1 }).1,
        "Surface Defense Cannon"
    );
    let _ = falcon;
    let _ = Reason::LandedWeapon;
}

/// "May use 1 Force to take one Corellian Slip into hand from Reserve Deck; reshuffle."
#[test]
fn card_2_23_wedge_antilles_takes_a_corellian_slip_into_hand_from_reserve_for_1_force() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 3);
    s.at(LIGHT, "Wedge Antilles", p.mos_eisley);
    let slip = s.reserve(LIGHT, "Corellian Slip");
    s.reserve(LIGHT, "X-wing");
    let state = s.build();
    let (after, _) = take(&state, "take with Wedge Antilles");
    assert!(after.player(LIGHT).hand.contains(&slip), "the Corellian Slip is in hand");
    assert_eq!(after.player(LIGHT).reserve.len(), state.player(LIGHT).reserve.len() - 1);
    assert_eq!(after.player(LIGHT).force_pile.len(), 3 - 1, "for 1 Force");
    assert!(!is_offered(&after, "take with Wedge Antilles"), "no Corellian Slip is left in the Reserve Deck");
}
