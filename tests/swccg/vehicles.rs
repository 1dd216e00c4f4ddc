//! The basic rules for vehicles and starships ([V1]–[V6]).

use crate::support::*;
use hangar::engine::Common;
use hangar::engine::Table;
use hangar::rules::swccg::facts::contents;
use hangar::rules::swccg::facts::is_return;
use hangar::rules::swccg::facts::may_be_stolen;
use hangar::rules::swccg::facts::power;
use hangar::rules::swccg::Action;
use hangar::rules::swccg::At;
use hangar::rules::swccg::Dest;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Reason;
use hangar::rules::swccg::Slot;

#[test]
fn v1_vehicles_and_starships_deploy_with_their_contents_where_you_have_presence_or_icons() {
    let (mut s, p) = board(DARK, Phase::Deploy, 8);
    let scout = s.hand(DARK, "Tempest Scout 1");
    let vader = s.hand(DARK, "Darth Vader");
    let state = s.build();
    // Tempest Scout 1 (2) with Darth Vader (6) aboard, as one action: 8 Force.
    assert_eq!(
        offered_like(&state, "deploy Tempest Scout 1 + Darth Vader"),
        [
            "deploy Tempest Scout 1 + Darth Vader as passenger > Tatooine: Docking Bay 94 (8)",
            "deploy Tempest Scout 1 + Darth Vader as passenger > Tatooine: Mos Eisley (8)",
            "deploy Tempest Scout 1 + Darth Vader as passenger > Yavin 4: Docking Bay (8)",
            "deploy Tempest Scout 1 + Darth Vader as pilot > Tatooine: Docking Bay 94 (8)",
            "deploy Tempest Scout 1 + Darth Vader as pilot > Tatooine: Mos Eisley (8)",
            "deploy Tempest Scout 1 + Darth Vader as pilot > Yavin 4: Docking Bay (8)",
        ]
    );
    // Yavin 4: Jungle has no Dark Side icon and the Dark Side has no presence there.
    assert_eq!(
        why(
            &state,
            Action::DeployWith { card: scout, to: Dest::At(p.jungle), rider: vader, slot: Slot::Pilot, force: 8 }
        ),
        (Reason::NoPresenceOrIcons, "deploy")
    );
    let after = run(state, &["deploy Tempest Scout 1 + Darth Vader as pilot > Tatooine: Mos Eisley"]);
    assert_eq!(after.card(vader).at, Some(At::Aboard { host: scout, slot: Slot::Pilot }));
    assert_eq!(power(&after, scout), 3 + 3);
}

#[test]
fn v2_characters_get_in_and_out_without_moving_the_vehicle() {
    let (mut s, p) = board(LIGHT, Phase::Move, 0);
    let x34 = s.at(LIGHT, "Luke's X-34 Landspeeder", p.yavin_bay);
    let luke = s.at(LIGHT, "Luke Skywalker", p.yavin_bay);
    let state = s.build();
    let aboard = run(state, &["embark Luke Skywalker > Luke's X-34 Landspeeder as driver"]);
    assert_eq!(aboard.card(luke).at, Some(At::Aboard { host: x34, slot: Slot::Driver }));
    assert_eq!(aboard.card(x34).at, Some(At::Location(p.yavin_bay)));
    assert!(!aboard.card(x34).moved && !aboard.card(luke).moved, "getting in is no regular move");
    // It may still make its regular move, with its driver: free with Luke aboard.
    assert_eq!(offered_like(&aboard, "landspeed"), ["landspeed Luke's X-34 Landspeeder > Yavin 4: Jungle (0)"]);
}

#[test]
fn v3_a_lost_vehicle_loses_everything_aboard() {
    let (mut s, p) = board(DARK, Phase::Battle, 3);
    let x34 = s.at(LIGHT, "Luke's X-34 Landspeeder", p.jungle);
    let luke = s.aboard(LIGHT, "Luke Skywalker", x34, Slot::Driver);
    let biggs = s.aboard(LIGHT, "Biggs Darklighter", x34, Slot::Passenger);
    let scout = s.at(DARK, "Tempest Scout 1", p.jungle);
    s.aboard(DARK, "Darth Vader", scout, Slot::Pilot);
    s.reserve(LIGHT, "X-wing");
    let state = s.build();
    assert_eq!(contents(&state, x34), [luke, biggs]);
    // Dark: Tempest Scout 1 with Vader, 6, and a destiny of 1 + 1 (Vader); Light: the X-34 1, Luke
    // 3, Biggs 2, and X-wing's destiny 2. A tie at 8: each side satisfies attrition of 2, the
    // initiator first.
    let battle = run(state, &["battle Yavin 4: Jungle (1)", "pass", "pass"]);
    assert_eq!(offered(&battle), ["forfeit Darth Vader", "forfeit Tempest Scout 1"], "the Dark Side forfeits first");
    let dark_done = run(battle, &["forfeit Tempest Scout 1"]);
    assert!(dark_done.player(DARK).lost_pile.contains(&find(&dark_done, "Darth Vader")), "Vader is lost with it");
    let forfeited = run(dark_done, &["forfeit Luke's X-34 Landspeeder"]);
    for card in [x34, luke, biggs] {
        assert!(forfeited.player(LIGHT).lost_pile.contains(&card), "lost with the vehicle");
    }
    let _ = scout;
}

/// [V3]'s exception: the riders of a lost transport creature jump off onto its site; a creature
/// lost in a starship's hold takes its riders with it (a whole-pool game once left a droid on its
/// own at a system this way).
#[test]
fn v3_a_lost_creature_s_riders_jump_off_at_its_site_but_not_out_of_a_hold() {
    let (mut s, p) = board(DARK, Phase::Battle, 3);
    let bantha = s.at(DARK, "Bantha", p.mos_eisley);
    let rider = s.aboard(DARK, "Stormtrooper", bantha, Slot::Passenger);
    let destroyer = s.at(DARK, "Victory-Class Star Destroyer", p.tatooine);
    s.aboard(DARK, "Imperial Pilot", destroyer, Slot::Pilot);
    let held = s.aboard(DARK, "Bantha", destroyer, Slot::Cargo);
    let held_rider = s.aboard(DARK, "Stormtrooper", held, Slot::Passenger);
    let mut state = s.build();
    let mut events = Vec::new();
    hangar::rules::swccg::testing::lose_from_table(&mut state, bantha, &mut events);
    assert_eq!(state.card(rider).at, Some(At::Location(p.mos_eisley)), "jumped off");
    hangar::rules::swccg::testing::lose_from_table(&mut state, destroyer, &mut events);
    for card in [destroyer, held, held_rider] {
        assert!(state.player(DARK).lost_pile.contains(&card), "lost with the starship");
    }
    assert_eq!(hangar::rules::swccg::problems(&state), []);
}

#[test]
fn v4_an_occupant_keeps_a_vehicle_from_being_stolen() {
    let (mut s, p) = board(DARK, Phase::Deploy, 0);
    let empty = s.at(DARK, "Tempest Scout 1", p.mos_eisley);
    let manned = s.at(DARK, "Tempest Scout 1", p.bay94);
    s.aboard(DARK, "Stormtrooper", manned, Slot::Passenger);
    let permanent = s.at(DARK, "Tempest Scout", p.bay94);
    let state = s.build();
    assert!(may_be_stolen(&state, empty));
    assert!(!may_be_stolen(&state, manned));
    assert!(!may_be_stolen(&state, permanent), "a permanent pilot protects it too");
}

#[test]
fn v5_embarking_and_disembarking_are_free_and_unlimited_in_your_move_phase() {
    let (mut s, p) = board(LIGHT, Phase::Move, 0);
    let x34 = s.at(LIGHT, "Luke's X-34 Landspeeder", p.yavin_bay);
    let luke = s.at(LIGHT, "Luke Skywalker", p.yavin_bay);
    let biggs = s.at(LIGHT, "Biggs Darklighter", p.yavin_bay);
    let state = s.build();
    assert_eq!(
        offered_like(&state, "embark"),
        [
            "embark Biggs Darklighter > Luke's X-34 Landspeeder as driver",
            "embark Biggs Darklighter > Luke's X-34 Landspeeder as passenger",
            "embark Luke Skywalker > Luke's X-34 Landspeeder as driver",
            "embark Luke Skywalker > Luke's X-34 Landspeeder as passenger",
        ]
    );
    let after = run(
        state.clone(),
        &[
            "embark Luke Skywalker > Luke's X-34 Landspeeder as passenger",
            "embark Biggs Darklighter > Luke's X-34 Landspeeder as driver",
            "landspeed Luke's X-34 Landspeeder > Yavin 4: Jungle",
            "disembark Luke Skywalker",
        ],
    );
    assert_eq!(after.player(LIGHT).force_pile.len(), state.player(LIGHT).force_pile.len(), "free");
    assert_eq!(after.card(luke).at, Some(At::Location(p.jungle)));
    assert_eq!(after.card(biggs).at, Some(At::Aboard { host: x34, slot: Slot::Driver }));
    // Unlimited: Luke gets in again as a passenger, where he left from.
    assert!(is_offered(&after, "embark Luke Skywalker > Luke's X-34 Landspeeder as passenger"));
    // Only in your move phase.
    let mut deploying = state.clone();
    deploying.phase = Phase::Deploy;
    assert_eq!(
        why(&deploying, Action::Embark { card: luke, host: x34, slot: Slot::Driver }),
        (Reason::Common(Common::WrongPhase { phase: Phase::Move }), "v5")
    );
}

#[test]
fn v6_starfighters_aboard_a_capital_starship_are_cargo_and_their_pilots_transfer_but_do_not_pilot_it() {
    let (mut s, p) = board(DARK, Phase::Move, 0);
    let devastator = s.at(DARK, "Devastator", p.tatooine);
    let black2 = s.aboard(DARK, "Black 2", devastator, Slot::Cargo);
    let ds = s.aboard(DARK, "DS-61-2", black2, Slot::Pilot);
    let tie = s.at(DARK, "TIE Fighter", p.tatooine);
    let state = s.build();
    // Cargo: Black 2 flies nothing in the hold, and DS-61-2 pilots neither it nor Devastator.
    assert_eq!(power(&state, black2), 0);
    assert_eq!(hangar::rules::swccg::facts::piloting(&state, ds), None);
    assert_eq!(power(&state, devastator), 9, "Devastator's power: its permanent pilot only");
    // The TIE embarks as cargo; DS-61-2 goes from the hold into the capital starship; a piloted
    // starfighter leaves the hold for the system.
    assert_eq!(
        offered(&state),
        [
            "disembark Black 2",
            "embark DS-61-2 > Devastator as passenger",
            "embark DS-61-2 > Devastator as pilot",
            "embark TIE Fighter > Devastator as cargo",
            "land TIE Fighter > Tatooine: Docking Bay 94 (0)",
            "pass",
        ]
    );
    let moved = run(state, &["embark DS-61-2 > Devastator as pilot", "embark TIE Fighter > Devastator as cargo"]);
    assert_eq!(power(&moved, devastator), 9 + 3, "now DS-61-2 pilots Devastator");
    assert_eq!(moved.card(tie).at, Some(At::Aboard { host: devastator, slot: Slot::Cargo }));
    assert_eq!(
        why(&moved, Action::Disembark { card: black2 }),
        (Reason::Unpiloted, "o2"),
        "empty, Black 2 may not fly out to the system"
    );
}

/// [V5] "Embarking and disembarking is free and unlimited": a character gets in and out of the
/// same vehicle twice in one move phase, at no cost, and the returns are listed after every other
/// action (a save's moves are indices into the list, and earlier builds did not list them).
#[test]
fn v5_a_character_embarks_and_disembarks_twice_in_one_move_phase() {
    use hangar::engine::Ruleset;
    use hangar::rules::swccg::Swccg;
    let (mut s, p) = board(LIGHT, Phase::Move, 2);
    let x34 = s.at(LIGHT, "Luke's X-34 Landspeeder", p.yavin_bay);
    let luke = s.at(LIGHT, "Luke Skywalker", p.yavin_bay);
    let state = s.build();
    let embark = "embark Luke Skywalker > Luke's X-34 Landspeeder as driver";
    let mut at = state.clone();
    for round in 0..2 {
        at = run(at, &[embark]);
        assert_eq!(at.card(luke).at, Some(At::Aboard { host: x34, slot: Slot::Driver }), "round {round}: aboard");
        let disembark = action(&at, "disembark Luke Skywalker");
        // Getting off where he got on is a return: offered, after every other action.
        assert!(is_return(&at, &disembark), "round {round}");
        assert_eq!(Swccg::legal_actions(&at).last(), Some(&disembark), "round {round}: listed last");
        at = run(at, &["disembark Luke Skywalker"]);
        assert_eq!(at.card(luke).at, Some(At::Location(p.yavin_bay)), "round {round}: off at the same site");
        assert_eq!(at.phase, Phase::Move, "round {round}: still the move phase");
        // Getting in again is a return too.
        assert!(is_return(&at, &action(&at, embark)));
        let listed = Swccg::legal_actions(&at);
        assert_eq!(listed.last(), Some(&action(&at, embark)), "round {round}: listed last");
        assert!(listed.iter().position(|a| *a == Action::Pass) < Some(listed.len() - 1));
    }
    assert_eq!(at.player(LIGHT).force_pile.len(), state.player(LIGHT).force_pile.len(), "free");
    assert_eq!(at.left, vec![(luke, At::Location(p.yavin_bay)), (luke, At::Aboard { host: x34, slot: Slot::Driver })]);
    assert!(!at.card(luke).moved && !at.card(x34).moved, "no regular move spent");
}

/// [V5] "free and unlimited": a pilot gets off a landed starfighter when nothing else is left to
/// do in the move phase, and the phase waits for its player, who may get back on (a return, and
/// the only action left but passing). A position of schema 2 (`returns_wait` false) let such a
/// phase go by itself, and still does, so its saved moves replay as they were made.
#[test]
fn v5_a_move_phase_with_only_a_return_left_waits_for_its_player() {
    let (mut s, p) = board(LIGHT, Phase::Move, 2);
    let red3 = s.at(LIGHT, "Red 3", p.yavin_bay);
    let pilot = s.aboard(LIGHT, "Rebel Pilot", red3, Slot::Pilot);
    let mut state = s.build();
    state.cards[red3.0 as usize].moved = true;
    state.cards[pilot.0 as usize].moved = true;
    assert_eq!(offered(&state), ["disembark Rebel Pilot", "pass"]);
    let off = run(state.clone(), &["disembark Rebel Pilot"]);
    assert_eq!(off.card(pilot).at, Some(At::Location(p.yavin_bay)));
    assert_eq!((off.phase, off.active), (Phase::Move, LIGHT), "the phase waits");
    assert_eq!(offered(&off), ["embark Rebel Pilot > Red 3 as pilot", "pass"]);
    assert!(is_return(&off, &action(&off, "embark Rebel Pilot > Red 3 as pilot")));
    let back = run(
        off,
        &["embark Rebel Pilot > Red 3 as pilot", "disembark Rebel Pilot", "embark Rebel Pilot > Red 3 as pilot"],
    );
    assert_eq!(back.card(pilot).at, Some(At::Aboard { host: red3, slot: Slot::Pilot }), "twice off and on");
    assert_eq!(back.phase, Phase::Move);

    let mut earlier = state;
    earlier.returns_wait = false;
    let gone = run(earlier, &["disembark Rebel Pilot"]);
    assert_ne!(gone.phase, Phase::Move, "schema 2: the phase went by itself");
}

/// The computer player never takes a return ([V5]): whatever it reaches, the phase reaches
/// without one, and circling would never end its turn. Its search lists none among its choices,
/// and a move phase it plays ends.
#[test]
fn v5_the_computer_does_not_circle_by_returns() {
    use hangar::ai::{Config, Level, Search, Searchable};
    use hangar::engine::Ruleset;
    use hangar::rules::swccg::Swccg;
    let (mut s, p) = board(LIGHT, Phase::Move, 2);
    s.at(LIGHT, "Luke's X-34 Landspeeder", p.yavin_bay);
    s.at(LIGHT, "Luke Skywalker", p.yavin_bay);
    s.at(LIGHT, "Biggs Darklighter", p.yavin_bay);
    let config = Config { playouts: 150, ..Swccg::config(Level::Normal) };
    // Luke has been in and out: getting in again, as driver, is a return.
    let mut at =
        run(s.build(), &["embark Luke Skywalker > Luke's X-34 Landspeeder as driver", "disembark Luke Skywalker"]);
    let mut returns_listed = 0;
    for step in 0..40 {
        if at.phase != Phase::Move || at.active != LIGHT {
            assert!(step > 0);
            assert!(returns_listed > 0, "the computer was offered returns");
            return;
        }
        let legal = Swccg::legal_actions(&at);
        returns_listed += legal.iter().filter(|a| Swccg::futile(&at, a)).count();
        let mut search = Search::<Swccg>::new(&at, config, step);
        search.finish();
        assert!(search.choices().iter().all(|c| !is_return(&at, &c.action)), "step {step}");
        let chosen = search.best().expect("an action");
        at = Swccg::apply(&at, &chosen).expect("legal").0;
    }
    panic!("the computer's move phase did not end in 40 actions");
}
