//! Occupants ([O1]–[O7]): pilots, drivers, passengers and gunners.

use crate::support::*;
use hangar::engine::Common;
use hangar::engine::Message;
use hangar::engine::Table;
use hangar::rules::swccg::facts::is_gunner;
use hangar::rules::swccg::facts::is_passenger;
use hangar::rules::swccg::facts::maneuver;
use hangar::rules::swccg::facts::piloting;
use hangar::rules::swccg::facts::power;
use hangar::rules::swccg::facts::weapon_destiny_bonus;
use hangar::rules::swccg::testing::board as full_view;
use hangar::rules::swccg::Action;
use hangar::rules::swccg::Dest;
use hangar::rules::swccg::Movement;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Reason;
use hangar::rules::swccg::Slot;

#[test]
fn o1_occupants_are_pilots_drivers_or_passengers_and_the_board_shows_each_by_role() {
    let (mut s, p) = board(DARK, Phase::Deploy, 0);
    let scout = s.at(DARK, "Tempest Scout 1", p.mos_eisley);
    s.aboard(DARK, "Imperial Pilot", scout, Slot::Pilot);
    s.aboard(DARK, "Danz Borin", scout, Slot::Passenger);
    let devastator = s.at(DARK, "Devastator", p.tatooine);
    s.aboard(DARK, "TIE Fighter", devastator, Slot::Cargo);
    s.aboard(DARK, "Stormtrooper", devastator, Slot::Passenger);
    let x34 = s.at(LIGHT, "Luke's X-34 Landspeeder", p.jungle);
    s.aboard(LIGHT, "Luke Skywalker", x34, Slot::Driver);
    let state = s.build();
    let view = full_view(&state);
    let roles = |host| -> Vec<(Message, String)> {
        view.card(host)
            .expect("on the board")
            .attachments
            .iter()
            .map(|a| (a.role.clone(), a.card.title.clone()))
            .collect()
    };
    assert_eq!(
        roles(scout),
        [
            (Message::new("swccg-role-pilot"), "Imperial Pilot".into()),
            (Message::new("swccg-role-gunner"), "Danz Borin".into())
        ]
    );
    assert_eq!(
        roles(devastator),
        [
            (Message::new("swccg-role-cargo"), "TIE Fighter".into()),
            (Message::new("swccg-role-passenger"), "Stormtrooper".into())
        ]
    );
    assert_eq!(roles(x34), [(Message::new("swccg-role-driver"), "Luke Skywalker".into())]);
}

#[test]
fn o2_a_starship_or_combat_vehicle_needs_a_pilot_aboard_to_use_power_maneuver_landspeed_or_hyperdrive() {
    let (mut s, p) = board(DARK, Phase::Move, 3);
    let scout = s.at(DARK, "Tempest Scout 1", p.mos_eisley);
    let custom = s.at(DARK, "Vader's Custom TIE", p.bay94);
    let state = s.build();
    assert_eq!((power(&state, scout), power(&state, custom), maneuver(&state, custom)), (0, 0, Some(0)));
    assert_eq!(
        why(&state, Action::Move { card: scout, how: Movement::Landspeed, to: Dest::At(p.bay94), force: 1 }),
        (Reason::Unpiloted, "o2")
    );
    assert_eq!(
        why(&state, Action::Move { card: custom, how: Movement::TakeOff, to: Dest::At(p.tatooine), force: 0 }),
        (Reason::Unpiloted, "s13")
    );
}

#[test]
fn o3_darth_vader_adds_3_to_a_starship_or_a_combat_vehicle_he_pilots() {
    let (mut s, p) = board(DARK, Phase::Deploy, 0);
    let isd = s.at(DARK, "Imperial-Class Star Destroyer", p.tatooine);
    s.aboard(DARK, "Darth Vader", isd, Slot::Pilot);
    let scout = s.at(DARK, "Tempest Scout 1", p.bay94);
    s.aboard(DARK, "Darth Vader", scout, Slot::Pilot);
    let custom = s.at(DARK, "Vader's Custom TIE", p.yavin);
    s.aboard(DARK, "Darth Vader", custom, Slot::Pilot);
    let state = s.build();
    assert_eq!(power(&state, isd), 8 + 3);
    assert_eq!(power(&state, scout), 3 + 3, "the same +3 piloting a combat vehicle");
    assert_eq!((power(&state, custom), maneuver(&state, custom)), (2 + 4, Some(3 + 3)), "or 4 and 3 in his Custom TIE");
}

#[test]
fn o4_you_choose_who_pilots_in_your_deploy_or_move_phase_and_pilots_beyond_capacity_are_passengers() {
    let (mut s, p) = board(LIGHT, Phase::Move, 0);
    let falcon = s.at(LIGHT, "Millennium Falcon", p.mos_eisley);
    let han = s.aboard(LIGHT, "Han Solo", falcon, Slot::Pilot);
    s.aboard(LIGHT, "Chewbacca", falcon, Slot::Pilot);
    let luke = s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    let state = s.build();
    assert_eq!(
        offered_like(&state, "embark Luke"),
        ["embark Luke Skywalker > Millennium Falcon as passenger"],
        "both pilot places are taken"
    );
    let swapped = run(
        state.clone(),
        &[
            "embark Luke Skywalker > Millennium Falcon as passenger",
            "seat Han Solo as passenger",
            "seat Luke Skywalker as pilot",
        ],
    );
    assert_eq!((piloting(&swapped, luke), piloting(&swapped, han)), (Some(falcon), None));
    assert!(is_passenger(&swapped, han));
    // Not in the battle phase.
    let mut battling = swapped.clone();
    battling.phase = Phase::Battle;
    assert_eq!(
        why(&battling, Action::Seat { card: han, slot: Slot::Pilot }),
        (Reason::Common(Common::WrongPhase { phase: Phase::Move }), "o4")
    );
    // The label says which place the engine gives.
    let label = label_of(&state, "embark Luke Skywalker > Millennium Falcon as passenger");
    assert_eq!(label.arg("slot"), Some(&hangar::engine::Arg::Say(Box::new(Slot::Passenger.say()))));
}

#[test]
fn o5_a_transport_needs_a_driver_who_takes_a_passenger_place_and_adds_no_power() {
    let (mut s, p) = board(LIGHT, Phase::Move, 0);
    let x34 = s.at(LIGHT, "Luke's X-34 Landspeeder", p.yavin_bay);
    let luke = s.aboard(LIGHT, "Luke Skywalker", x34, Slot::Driver);
    let han = s.at(LIGHT, "Han Solo", p.yavin_bay);
    let state = s.build();
    assert_eq!(power(&state, x34), 1, "a pilot driving adds nothing");
    assert_eq!(
        why(&state, Action::Embark { card: han, host: x34, slot: Slot::Pilot }),
        (Reason::WrongSlot { slot: Slot::Pilot }, "o5")
    );
    assert_eq!(
        offered_like(&state, "embark"),
        ["embark Han Solo > Luke's X-34 Landspeeder as passenger"],
        "one driver place, and Luke has it"
    );
    assert_eq!(offered_like(&state, "landspeed"), ["landspeed Luke's X-34 Landspeeder > Yavin 4: Jungle (0)"]);
    // Without its driver it does not move by landspeed.
    let out = run(state, &["disembark Luke Skywalker"]);
    assert!(offered_like(&out, "landspeed").is_empty(), "{:?}", offered(&out));
    assert!(hangar::rules::swccg::facts::may_drive(out.def(luke)));
}

#[test]
fn o6_passengers_are_neither_piloting_nor_driving() {
    let (mut s, p) = board(DARK, Phase::Deploy, 0);
    let isd = s.at(DARK, "Imperial-Class Star Destroyer", p.tatooine);
    let trooper = s.aboard(DARK, "Stormtrooper", isd, Slot::Passenger);
    let pilot = s.aboard(DARK, "Imperial Pilot", isd, Slot::Passenger);
    let state = s.build();
    assert!(is_passenger(&state, trooper) && is_passenger(&state, pilot));
    assert_eq!(power(&state, isd), 8, "a pilot seated as a passenger adds nothing");
}

#[test]
fn o7_danz_borin_a_gunner_adds_1_to_weapon_destiny_as_a_passenger() {
    let (mut s, p) = board(DARK, Phase::Battle, 3);
    let scout = s.at(DARK, "Tempest Scout 1", p.mos_eisley);
    s.aboard(DARK, "Imperial Pilot", scout, Slot::Pilot);
    let danz = s.aboard(DARK, "Danz Borin", scout, Slot::Passenger);
    s.on(DARK, "AT-ST Dual Cannon", scout);
    s.reserve(DARK, "Black 2");
    let han = s.at(LIGHT, "Han Solo", p.mos_eisley);
    let state = s.build();
    assert!(is_gunner(state.def(danz)));
    assert_eq!(weapon_destiny_bonus(&state, scout), 1);
    // Black 2's destiny 2, +1 against a character, +1 Danz Borin: 4 > Han Solo's 3.
    let fired = run(state.clone(), &["battle Tatooine: Mos Eisley (1)", "fire AT-ST Dual Cannon > Han Solo (1)"]);
    assert!(fired.card(han).hit);
    // Piloting instead, he adds nothing to the weapon: 3 is not more than 3.
    let mut piloting_danz = state;
    piloting_danz.card_mut(danz).at = Some(hangar::rules::swccg::At::Aboard { host: scout, slot: Slot::Pilot });
    let pilot = find(&piloting_danz, "Imperial Pilot");
    piloting_danz.card_mut(pilot).at = Some(hangar::rules::swccg::At::Aboard { host: scout, slot: Slot::Passenger });
    assert_eq!(weapon_destiny_bonus(&piloting_danz, scout), 0);
    let missed = run(piloting_danz, &["battle Tatooine: Mos Eisley (1)", "fire AT-ST Dual Cannon > Han Solo (1)"]);
    assert!(!missed.card(han).hit);
}

/// [O5] "Unless a card says otherwise, droids cannot drive" — and never pilot: a droid aboard a
/// starship is a passenger (its astromech place is a passenger's), never its pilot, refused the
/// pilot's place whether deployed, embarked or seated there; a starship with only a droid aboard
/// is unpiloted ([O2]): no power, maneuver or hyperspeed, its droid's text adds nothing, and it
/// does not move.
#[test]
fn o5_a_droid_aboard_is_a_passenger_never_the_pilot_and_alone_leaves_its_starship_unpiloted() {
    let (mut s, p) = board(LIGHT, Phase::Move, 3);
    let red3 = s.at(LIGHT, "Red 3", p.yavin_bay);
    let luke = s.aboard(LIGHT, "Luke Skywalker", red3, Slot::Pilot);
    let r2 = s.aboard(LIGHT, "R2-X2 (Artoo-Extoo)", red3, Slot::Astromech);
    let state = s.build();
    assert!(is_passenger(&state, r2), "an astromech rides as a passenger");
    assert_eq!(piloting(&state, r2), None);
    assert_eq!(piloting(&state, luke), Some(red3));
    assert!(is_offered(&state, "takeoff Red 3 > Yavin 4 (0)"), "{:?}", offered(&state));
    // Luke gets out at the docking bay: only the droid is aboard.
    let alone = run(state, &["disembark Luke Skywalker"]);
    assert_eq!(piloting(&alone, r2), None);
    assert_eq!((power(&alone, red3), maneuver(&alone, red3)), (0, Some(0)), "unpiloted");
    assert!(offered_like(&alone, "takeoff").is_empty(), "an unpiloted starship does not move: {:?}", offered(&alone));
    assert!(offered_like(&alone, "seat R2-X2").is_empty());
    assert_eq!(why(&alone, Action::Seat { card: r2, slot: Slot::Pilot }), (Reason::DroidsDoNotPilot, "o5"));
    // Nor does a droid embark or deploy as a pilot.
    let (mut s, p) = board(LIGHT, Phase::Move, 3);
    let red5 = s.at(LIGHT, "Red 5", p.yavin_bay);
    let r5 = s.at(LIGHT, "R5-D4 (Arfive-Defour)", p.yavin_bay);
    let state = s.build();
    assert_eq!(
        offered_like(&state, "embark"),
        ["embark R5-D4 (Arfive-Defour) > Red 5 as astromech"],
        "as its astromech passenger, not its pilot"
    );
    assert_eq!(
        why(&state, Action::Embark { card: r5, host: red5, slot: Slot::Pilot }),
        (Reason::DroidsDoNotPilot, "o5")
    );
    let (mut s, p) = board(LIGHT, Phase::Deploy, 3);
    let red5 = s.at(LIGHT, "Red 5", p.yavin_bay);
    let r5 = s.hand(LIGHT, "R5-D4 (Arfive-Defour)");
    let state = s.build();
    assert_eq!(
        why(&state, Action::Deploy { card: r5, to: Dest::Aboard { host: red5, slot: Slot::Pilot }, force: 2 }),
        (Reason::DroidsDoNotPilot, "o5")
    );
    // And no droid drives unless its text says so (R4-E1's does; R2-X2's does not).
    let (mut s, p) = board(LIGHT, Phase::Move, 3);
    let x34 = s.at(LIGHT, "Luke's X-34 Landspeeder", p.yavin_bay);
    let r2 = s.at(LIGHT, "R2-X2 (Artoo-Extoo)", p.yavin_bay);
    let state = s.build();
    assert_eq!(why(&state, Action::Embark { card: r2, host: x34, slot: Slot::Driver }), (Reason::MayNotDrive, "o5"));
}
