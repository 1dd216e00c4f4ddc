//! Captives (`rules/swccg/captives.rs`): the cards that capture Light Side characters and
//! starships, and those that hold and release captives (issue #32: "captives only if a card of
//! the pool captures"). Each test is named `card_<GEMP id>_<what it does>` (`cards_covered.rs`)
//! and plays its card through the notation. A destiny is the top card of the Reserve Deck (the
//! board's Stormtroopers: destiny 1).

use crate::support::*;
use hangar::engine::{CardId, Table};
use hangar::rules::swccg::testing::lose_from_table;
use hangar::rules::swccg::{facts, problems, At, Moment, Phase, Prompt, Side, Slot, State, Targeting};

/// Whether the respond window is open for `side`.
fn responding(state: &State, side: Side) -> bool {
    matches!(state.prompt, Some(Prompt::Respond { chooser, .. }) if chooser == side)
}

/// The Dark Side's `dark` battle a Rebel Trooper and Biggs at Mos Eisley (Dark holds We Have A
/// Prisoner), through to the Light Side's damage segment.
fn light_loses_at_mos_eisley(dark: &[&str]) -> (State, CardId) {
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    for t in dark {
        s.at(DARK, t, p.mos_eisley);
    }
    let trooper = s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.at(LIGHT, "Biggs Darklighter", p.mos_eisley);
    s.reserve(DARK, "Stormtrooper");
    s.hand(DARK, "We Have A Prisoner");
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)", "pass", "pass"]);
    (pass_until(state, |s| matches!(s.prompt, Some(Prompt::Damage { chooser: LIGHT }))), trooper)
}

/// We Have A Prisoner: "Use 1 Force if opponent's character is about to be lost or forfeited from
/// battle. It is captured instead (character is first restored to normal)." Checks: the Rebel
/// Trooper forfeited in the battle is captured, seized by Vader (the one warrior there to escort
/// it) for 1 Force, off the table and out of the Lost Pile, the forfeit still counted; passed, it
/// is lost; Vader lost, the captive is released at the site, on its own; the state checker accepts
/// every position.
#[test]
fn card_2_142_we_have_a_prisoner_captures_a_character_forfeited_from_battle() {
    let (state, trooper) = light_loses_at_mos_eisley(&["Darth Vader"]);
    let about = run(state, &["forfeit Rebel Trooper"]);
    assert!(responding(&about, DARK), "the Trooper is about to be forfeited: {:?}", about.prompt);
    assert_eq!(offered_like(&about, "interrupt"), ["interrupt We Have A Prisoner"]);
    let vader = find(&about, "Darth Vader");
    let force = about.player(DARK).force_pile.len();
    let captured = run(about.clone(), &["interrupt We Have A Prisoner"]);
    assert_eq!(captured.captives, vec![[vader, trooper]], "seized by Vader");
    assert!(captured.card(trooper).at.is_none(), "a captive is not on the table");
    assert!(!captured.player(LIGHT).lost_pile.contains(&trooper), "captured instead");
    assert_eq!(captured.player(DARK).force_pile.len(), force - 1, "1 Force");
    assert!(captured.player(DARK).lost_pile.contains(&find(&captured, "We Have A Prisoner")), "a Lost Interrupt");
    assert!(problems(&captured).is_empty(), "{:?}", problems(&captured));
    let passed = run(about, &["pass"]);
    assert!(passed.player(LIGHT).lost_pile.contains(&trooper), "passed: forfeited");
    assert!(passed.captives.is_empty());
    // Its escort lost, the captive is released at the site, on its own.
    let mut released = captured;
    let mut events = Vec::new();
    lose_from_table(&mut released, vader, &mut events);
    assert!(released.captives.is_empty(), "released");
    assert_eq!(released.location_of(trooper), released.location_of(find(&released, "Biggs Darklighter")));
    assert!(problems(&released).is_empty(), "{:?}", problems(&released));
}

/// We Have A Prisoner: "… It is captured instead". Checks: with no warrior to escort it (Chief
/// Bast is none) and no prison, the captive 'escapes' to its owner's Used Pile; with two escorts,
/// the Dark Side picks which (`Prompt::Escort`); the Interrupt is not offered for the Dark Side's
/// own character forfeited, nor for a character lost away from a battle.
#[test]
fn card_2_142_we_have_a_prisoner_escapes_without_an_escort_and_offers_a_choice_of_escorts() {
    let (state, trooper) = light_loses_at_mos_eisley(&["Darth Vader", "Chief Bast"]);
    let about = run(state, &["forfeit Rebel Trooper"]);
    // Vader left out, Bast alone: no escort.
    let mut alone = about.clone();
    let vader = find(&alone, "Darth Vader");
    alone.player_mut(DARK).table.retain(|&c| c != vader);
    alone.card_mut(vader).at = None;
    alone.player_mut(DARK).used_pile.push(vader);
    let escaped = run(alone, &["interrupt We Have A Prisoner"]);
    assert!(escaped.captives.is_empty());
    assert!(escaped.player(LIGHT).used_pile.contains(&trooper), "escaped to the Used Pile");
    assert!(!escaped.player(LIGHT).lost_pile.contains(&trooper));
    // Two warriors: the Dark Side picks the escort.
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    s.at(DARK, "Darth Vader", p.mos_eisley);
    let guard = s.at(DARK, "Stormtrooper", p.mos_eisley);
    let trooper = s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.at(LIGHT, "Biggs Darklighter", p.mos_eisley);
    s.hand(DARK, "We Have A Prisoner");
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)", "pass", "pass"]);
    let state = pass_until(state, |s| matches!(s.prompt, Some(Prompt::Damage { chooser: LIGHT })));
    let about = run(state, &["forfeit Rebel Trooper"]);
    let choosing = run(about, &["interrupt We Have A Prisoner"]);
    assert!(matches!(choosing.prompt, Some(Prompt::Escort { chooser: DARK, .. })), "{:?}", choosing.prompt);
    assert_eq!(offered(&choosing), ["pick Darth Vader", "pick Stormtrooper"]);
    let held = run(choosing, &["pick Stormtrooper"]);
    assert_eq!(held.captives, vec![[guard, trooper]]);
    assert!(problems(&held).is_empty(), "{:?}", problems(&held));
    // The Dark Side's own character: no window.
    let (mut s, p) = board(LIGHT, Phase::Battle, 2);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(DARK, "Darth Vader", p.mos_eisley);
    s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    s.at(LIGHT, "Han Solo", p.mos_eisley);
    s.at(LIGHT, "Chewbacca", p.mos_eisley);
    s.hand(DARK, "We Have A Prisoner");
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)", "pass", "pass"]);
    let state = pass_until(state, |s| matches!(s.prompt, Some(Prompt::Damage { chooser: DARK })));
    let own = run(state, &["forfeit Stormtrooper"]);
    assert!(!responding(&own, DARK), "not the opponent's character");
    // Away from a battle: no window either.
    let (mut s, p) = board(DARK, Phase::Deploy, 2);
    s.at(DARK, "Darth Vader", p.mos_eisley);
    let trooper = s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.hand(DARK, "We Have A Prisoner");
    let mut state = s.build();
    let mut events = Vec::new();
    lose_from_table(&mut state, trooper, &mut events);
    assert!(state.player(LIGHT).lost_pile.contains(&trooper), "lost at once: not from battle");
}

/// The window after a battle at `system` (the Dark Side's answer to `Moment::BattleFinished`), as
/// the battle just finished there.
fn after_battle_at(mut state: State, system: CardId) -> State {
    state.prompt = Some(Prompt::Respond { chooser: DARK, to: Moment::BattleFinished { location: system } });
    state
}

/// Tractor Beam: "Use 2 Force to deploy on your Star Destroyer. At the end of a battle at same
/// system or sector, may target an opponent's starship present (except Mon Calamari Star Cruiser)
/// using 2 Force. Draw destiny. Target captured if destiny > defense value." Checks: it deploys on
/// the Star Destroyer for 2 Force, not on a TIE; after a battle at its system, Red 1 (defense 4)
/// is offered as its target; a destiny of 6 captures it (under the Star Destroyer, out of the
/// battles, its pilot aboard, 2 Force used), a destiny of 3 does not; after a battle at another
/// system nothing is offered.
#[test]
fn card_2_115_tractor_beam_captures_a_starship_whose_defense_value_its_destiny_beats() {
    let (mut s, p) = board(DARK, Phase::Deploy, 6);
    s.at(DARK, "Imperial-Class Star Destroyer", p.yavin);
    s.at(DARK, "TIE Fighter", p.tatooine);
    s.hand(DARK, "Tractor Beam");
    let state = s.build();
    assert_eq!(
        offered_like(&state, "deploy Tractor Beam"),
        ["deploy Tractor Beam on Imperial-Class Star Destroyer (2)"]
    );
    let build = |top: &str| {
        let (mut s, p) = board(DARK, Phase::Battle, 6);
        let destroyer = s.at(DARK, "Imperial-Class Star Destroyer", p.yavin);
        let beam = s.on(DARK, "Tractor Beam", destroyer);
        let red1 = s.at(LIGHT, "Red 1", p.yavin);
        let pilot = s.aboard(LIGHT, "Rebel Pilot", red1, Slot::Pilot);
        s.reserve(DARK, top);
        (s.build(), p, destroyer, beam, red1, pilot)
    };
    let (state, p, destroyer, _, red1, pilot) = build("It's Worse"); // destiny 6
    assert_eq!(facts::defense_value(&state, red1), 4);
    assert!(facts::ability_at(&state, LIGHT, p.yavin) > 0, "its pilot gives presence");
    let window = after_battle_at(state.clone(), p.yavin);
    assert_eq!(offered(&window), ["pass", "tractor beam Tractor Beam > Red 1"]);
    let force = window.player(DARK).force_pile.len();
    let captured = run(window, &["tractor beam Tractor Beam > Red 1"]);
    assert_eq!(captured.captured_ships, vec![[destroyer, red1]]);
    assert_eq!(captured.card(red1).at, Some(At::On(destroyer)), "under the Star Destroyer");
    assert_eq!(captured.location_of(pilot), Some(p.yavin), "its pilot still aboard");
    assert_eq!(captured.player(DARK).force_pile.len(), force - 2, "2 Force");
    assert!(problems(&captured).is_empty(), "{:?}", problems(&captured));
    // Another battle there: the captured starship and its pilot take no part.
    let mut again = captured;
    again.prompt = None;
    assert_eq!(facts::total_power(&again, LIGHT, p.yavin), 0, "no power from a captured starship");
    assert_eq!(facts::ability_at(&again, LIGHT, p.yavin), 0, "no presence from its pilot aboard");
    // A destiny of 3 is not over 4.
    let (state, p, _, _, red1, _) = build("TIE Advanced x1");
    let missed = run(after_battle_at(state, p.yavin), &["tractor beam Tractor Beam > Red 1"]);
    assert!(missed.captured_ships.is_empty());
    assert_eq!(missed.card(red1).at, Some(At::Location(p.yavin)));
    // A battle at Tatooine: not its system.
    let (state, p, ..) = build("It's Worse");
    let elsewhere = after_battle_at(state, p.tatooine);
    assert!(offered_like(&elsewhere, "tractor beam").is_empty());
}

/// Tyrant (3_153): "When using Tractor Beam, adds 1 to destiny draw." A destiny of 4 is not over
/// Red 1's defense value 4 for a Tractor Beam on another Star Destroyer; on Tyrant it is 5, and
/// Red 1 is captured.
#[test]
fn card_3_153_tyrant_adds_1_to_its_tractor_beams_destiny() {
    let build = |ship: &str| {
        let (mut s, p) = board(DARK, Phase::Battle, 6);
        let destroyer = s.at(DARK, ship, p.yavin);
        s.on(DARK, "Tractor Beam", destroyer);
        let red1 = s.at(LIGHT, "Red 1", p.yavin);
        s.aboard(LIGHT, "Rebel Pilot", red1, Slot::Pilot);
        s.reserve(DARK, "Overload"); // destiny 4
        (s.build(), p)
    };
    for (ship, captures) in [("Tyrant", true), ("Imperial-Class Star Destroyer", false)] {
        let (state, p) = build(ship);
        let after = run(after_battle_at(state, p.yavin), &["tractor beam Tractor Beam > Red 1"]);
        assert_eq!(after.captured_ships.len(), usize::from(captures), "{ship}: 4 (+1 on Tyrant) over 4");
        assert!(problems(&after).is_empty());
    }
}

/// Death Star Tractor Beam: "Use 2 Force to deploy on Docking Bay 327. At the end of a battle at
/// Death Star system, may target an opponent's starship present (except a Mon Calamari star
/// cruiser) using 2 Force. Draw two destiny. Target captured if total destiny > defense value."
/// Checks: it deploys on Docking Bay 327 (a site) for 2 Force; after a battle at the Death Star
/// system, two destinies of 6 and 3 (9) capture Red 1 into the docking bay; two destinies of 1
/// do not; after a battle at Yavin 4 nothing is offered.
#[test]
fn card_2_111_death_star_tractor_beam_draws_two_destiny_and_pulls_the_starship_into_docking_bay_327() {
    let build = |tops: [&str; 2], deployed: bool| {
        let (mut s, p) = board(DARK, Phase::Battle, 6);
        let system = s.location(DARK, "Death Star");
        let bay = s.location(DARK, "Death Star: Docking Bay 327");
        if deployed {
            s.on(DARK, "Death Star Tractor Beam", bay);
        } else {
            s.hand(DARK, "Death Star Tractor Beam");
        }
        let red1 = s.at(LIGHT, "Red 1", system);
        s.aboard(LIGHT, "Rebel Pilot", red1, Slot::Pilot);
        for t in tops {
            s.reserve(DARK, t);
        }
        (s.build(), p, system, bay, red1)
    };
    let (mut state, _, _, _, _) = build(["Stormtrooper", "Stormtrooper"], false);
    state.phase = Phase::Deploy;
    assert_eq!(
        offered_like(&state, "deploy Death Star Tractor Beam"),
        ["deploy Death Star Tractor Beam on Death Star: Docking Bay 327 (2)"]
    );
    let (state, _, system, bay, red1) = build(["TIE Advanced x1", "It's Worse"], true);
    let captured = run(after_battle_at(state, system), &["tractor beam Death Star Tractor Beam > Red 1"]);
    assert_eq!(captured.captured_ships, vec![[bay, red1]]);
    assert_eq!(captured.location_of(red1), Some(bay), "pulled into the docking bay");
    assert!(problems(&captured).is_empty(), "{:?}", problems(&captured));
    let (state, _, system, _, _) = build(["Stormtrooper", "Stormtrooper"], true);
    let missed = run(after_battle_at(state, system), &["tractor beam Death Star Tractor Beam > Red 1"]);
    assert!(missed.captured_ships.is_empty(), "1 + 1 is not over 4");
    let (state, p, ..) = build(["It's Worse", "It's Worse"], true);
    assert!(offered_like(&after_battle_at(state, p.yavin), "tractor beam").is_empty());
}

/// A Star Destroyer at Yavin 4 holding Red 1, captured, with `pilots` aboard it (the Dark Side's
/// Stormtrooper aboard the Star Destroyer), Dark in its move phase with `force` Force and We Have
/// A Prisoner.
fn captured_red1(pilots: &[&str], force: usize) -> (State, CardId, CardId, Vec<CardId>) {
    let (mut s, p) = board(DARK, Phase::Move, force);
    let destroyer = s.at(DARK, "Imperial-Class Star Destroyer", p.yavin);
    let guard = s.aboard(DARK, "Stormtrooper", destroyer, Slot::Passenger);
    let red1 = s.at(LIGHT, "Red 1", p.yavin);
    let aboard: Vec<CardId> = pilots
        .iter()
        .enumerate()
        .map(|(i, t)| s.aboard(LIGHT, t, red1, if i == 0 { Slot::Pilot } else { Slot::Passenger }))
        .collect();
    s.hand(DARK, "We Have A Prisoner");
    let mut state = s.build();
    state.card_mut(red1).at = Some(At::On(destroyer));
    state.captured_ships.push([destroyer, red1]);
    (state, red1, guard, aboard)
}

/// We Have A Prisoner: "OR Use X Force to capture all characters on board a captured starship,
/// where X = twice the number of characters." Checks: with Red 1 captured under the Star
/// Destroyer and a Rebel Pilot aboard, it targets Red 1 for 2 Force and the pilot is seized by
/// the Stormtrooper aboard the Star Destroyer (the state checker accepts it); two characters
/// aboard cost 4, refused with 3 Force; Red 1 not captured, it is not offered.
#[test]
fn card_2_142_we_have_a_prisoner_captures_all_characters_aboard_a_captured_starship_for_twice_their_number() {
    let (state, red1, guard, aboard) = captured_red1(&["Rebel Pilot"], 4);
    assert!(problems(&state).is_empty(), "{:?}", problems(&state));
    assert_eq!(offered_like(&state, "interrupt We Have A Prisoner"), ["interrupt We Have A Prisoner > Red 1"]);
    let force = state.player(DARK).force_pile.len();
    let captured = run(state, &["interrupt We Have A Prisoner > Red 1"]);
    assert_eq!(captured.captives, vec![[guard, aboard[0]]], "seized by the Stormtrooper");
    assert_eq!(captured.player(DARK).force_pile.len(), force - 2, "X = 2");
    assert!(captured.aboard(red1).is_empty());
    assert!(problems(&captured).is_empty(), "{:?}", problems(&captured));
    // Two aboard: 4 Force.
    let (state, ..) = captured_red1(&["Rebel Pilot", "Luke Skywalker"], 3);
    assert!(offered_like(&state, "interrupt We Have A Prisoner").is_empty(), "X = 4, 3 Force");
    let (state, _, _, aboard) = captured_red1(&["Rebel Pilot", "Luke Skywalker"], 4);
    let both = run(state, &["interrupt We Have A Prisoner > Red 1"]);
    assert_eq!(both.captives.len(), 1, "one escort: the other escapes");
    assert!(aboard.iter().all(|&c| both.card(c).at.is_none()));
    // Not captured: no target.
    let (mut state, red1, ..) = captured_red1(&["Rebel Pilot"], 4);
    state.captured_ships.clear();
    let yavin = state.location_of(find(&state, "Imperial-Class Star Destroyer")).expect("at Yavin 4");
    state.card_mut(red1).at = Some(At::Location(yavin));
    assert!(offered_like(&state, "interrupt We Have A Prisoner").is_empty());
}

/// Cell 2187: "Deploy on any Death Star site except Docking Bay 327. Target your spy or leader not
/// on Death Star. When target reaches Utinni Effect, draw destiny. Release that many captives from
/// the Detention Block Corridor. Lose Utinni Effect." Checks: it deploys on the Death Star's
/// sites but Docking Bay 327 and targets Jeroen Webb (a spy at Yavin 4), not R2-D2 on the Death
/// Star nor Han (no spy, no leader); Webb walking to it draws a destiny of 2 (It Can Wait) and
/// releases two of the three captives at the Detention Block Corridor (the first captured), who
/// rally there; the Effect is lost.
#[test]
fn card_2_30_cell_2187_releases_as_many_captives_from_the_detention_block_corridor_as_its_destiny() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 6);
    let corridor = s.location(DARK, "Death Star: Detention Block Corridor");
    s.location(DARK, "Death Star: Docking Bay 327");
    s.at(LIGHT, "Jeroen Webb", p.yavin_bay);
    s.at(LIGHT, "R2-D2 (Artoo-Detoo)", corridor);
    s.at(LIGHT, "Han Solo", p.yavin_bay);
    s.hand(LIGHT, "Cell 2187");
    let state = s.build();
    assert_eq!(
        offered_like(&state, "deploy Cell 2187"),
        ["deploy Cell 2187 on Death Star: Detention Block Corridor (0)"]
    );
    let aiming = run(state, &["deploy Cell 2187 on Death Star: Detention Block Corridor"]);
    assert_eq!(offered_like(&aiming, "pick"), ["pick Jeroen Webb"], "your spy or leader, not on Death Star");

    let (mut s, _) = board(LIGHT, Phase::Move, 6);
    let corridor = s.location(DARK, "Death Star: Detention Block Corridor");
    let level4 = s.location(DARK, "Death Star: Level 4 Military Corridor");
    let webb = s.at(LIGHT, "Jeroen Webb", level4);
    let cell = s.on(LIGHT, "Cell 2187", corridor);
    s.state_mut().utinni.push(aimed_at(cell, webb));
    let mut captives = Vec::new();
    for t in ["Luke Skywalker", "Han Solo", "Chewbacca"] {
        let c = s.hand(LIGHT, t);
        s.state_mut().player_mut(LIGHT).hand.retain(|&h| h != c);
        s.state_mut().captives.push([corridor, c]);
        captives.push(c);
    }
    s.reserve(LIGHT, "It Can Wait"); // destiny 2
    let state = s.build();
    assert_eq!(problems(&state), []);
    let moves = offered_like(&state, "landspeed Jeroen Webb");
    let walk = moves.iter().find(|m| m.contains("Detention Block Corridor")).expect("a walk").clone();
    let reached = run(state, &[walk.as_str()]);
    assert_eq!(reached.captives, vec![[corridor, captives[2]]], "two released, the first captured first");
    assert_eq!(reached.location_of(captives[0]), Some(corridor), "rallied at the site");
    assert_eq!(reached.location_of(captives[1]), Some(corridor));
    assert!(reached.player(LIGHT).lost_pile.contains(&cell), "Utinni Effect lost");
    assert_eq!(problems(&reached), []);
}

/// Oo-ta Goo-ta, Solo?: "If Nabrun Leids just completed a transport, use 2 Force. Nabrun is lost
/// and all Rebels transported are captured." Checks: the Light Side transports Luke, a Rebel
/// Trooper and R5-D4 from Mos Eisley to Docking Bay 94 with Nabrun Leids; the Dark Side's
/// window offers Oo-ta Goo-ta; played, 2 Force are used, Nabrun Leids goes to the Lost Pile, the
/// two Rebels are captured (seized by the two Stormtroopers at the docking bay, one each, the
/// Dark Side picking for the first) and R5-D4 (no Rebel) stays; passing captures no one.
#[test]
fn card_2_137_oo_ta_goo_ta_solo_captures_the_rebels_nabrun_leids_just_transported() {
    let (mut s, p) = board(LIGHT, Phase::Move, 0);
    let luke = s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    let trooper = s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    let droid = s.at(LIGHT, "R5-D4 (Arfive-Defour)", p.mos_eisley);
    let guards = [s.at(DARK, "Stormtrooper", p.bay94), s.at(DARK, "Stormtrooper", p.bay94)];
    s.hand(LIGHT, "Nabrun Leids");
    s.hand(DARK, "Oo-ta Goo-ta, Solo?");
    s.reserve(LIGHT, "Rebel Trooper");
    s.force(LIGHT, "Rebel Trooper", 3);
    s.force(DARK, "Stormtrooper", 3);
    let state = run(s.build(), &["interrupt Nabrun Leids > Luke Skywalker", "pick Tatooine: Docking Bay 94"]);
    assert_eq!(state.location_of(luke), Some(p.bay94), "transported");
    assert_eq!(offered(&state), vec!["interrupt Oo-ta Goo-ta, Solo?", "pass"]);
    let force = state.player(DARK).force_pile.len();
    let mut taken = run(state.clone(), &["interrupt Oo-ta Goo-ta, Solo?"]);
    if matches!(taken.prompt, Some(Prompt::Escort { .. })) {
        taken = run(taken, &["pick Stormtrooper"]);
    }
    assert_eq!(taken.player(DARK).force_pile.len(), force - 2, "2 Force");
    assert!(taken.player(LIGHT).lost_pile.contains(&find(&taken, "Nabrun Leids")), "Nabrun is lost");
    let held: Vec<CardId> = taken.captives.iter().map(|&[_, c]| c).collect();
    assert_eq!(held.len(), 2, "{:?}", taken.captives);
    assert!(held.contains(&luke) && held.contains(&trooper), "the Rebels captured");
    assert!(taken.captives.iter().all(|&[h, _]| guards.contains(&h)));
    assert_eq!(taken.location_of(droid), Some(p.bay94), "a droid is no Rebel");
    assert!(problems(&taken).is_empty(), "{:?}", problems(&taken));
    let passed = run(state, &["pass"]);
    assert!(passed.captives.is_empty());
    assert_eq!(passed.location_of(luke), Some(p.bay94));
}

/// Spice Mines Of Kessel: "Deploy on Kessel system (may not be moved). Target one captive and one
/// trooper to escort captive." Checks: it deploys on Kessel alone (not Tatooine nor Yavin 4), free;
/// of the Dark Side's characters it targets the Stormtrooper escorting Luke (a trooper with a
/// captive), not Ponda Baba escorting Han (no trooper) nor a Stormtrooper escorting no one; Luke
/// is its second target.
#[test]
fn card_2_125_spice_mines_of_kessel_targets_a_trooper_and_the_captive_it_escorts() {
    let (mut s, p) = board(DARK, Phase::Deploy, 6);
    s.location(DARK, "1_288");
    let trooper = s.at(DARK, "Stormtrooper", p.mos_eisley);
    let ponda = s.at(DARK, "Ponda Baba", p.mos_eisley);
    s.at(DARK, "Stormtrooper", p.bay94);
    let luke = s.hand(LIGHT, "Luke Skywalker");
    let han = s.hand(LIGHT, "Han Solo");
    s.state_mut().player_mut(LIGHT).hand.clear();
    s.state_mut().captives.extend([[trooper, luke], [ponda, han]]);
    let effect = s.hand(DARK, "Spice Mines Of Kessel");
    let state = s.build();
    assert_eq!(problems(&state), []);
    assert_eq!(offered_like(&state, "deploy Spice Mines"), ["deploy Spice Mines Of Kessel on Kessel (0)"]);
    let aiming = run(state, &["deploy Spice Mines Of Kessel on Kessel"]);
    assert_eq!(offered_like(&aiming, "pick"), ["pick Stormtrooper"], "the trooper escorting a captive");
    let aimed = run(aiming, &["pick Stormtrooper"]);
    assert_eq!(aimed.utinni, [Targeting { captive: Some(luke), ..aimed_at(effect, trooper) }]);
    assert_eq!(problems(&aimed), []);
}

/// Spice Mines Of Kessel at Kessel, its Stormtrooper escorting Luke (forfeit 7) aboard a TIE
/// Scout at `from`, eight Stormtroopers in the Dark Side's Lost Pile: the state, the TIE, the
/// trooper, Luke and the Effect.
fn mines_under_way(at: fn(&Places) -> CardId) -> (State, CardId, CardId, CardId) {
    let (mut s, p) = board(DARK, Phase::Move, 6);
    let kessel = s.location(DARK, "1_288");
    let tie = s.at(DARK, "TIE Scout", at(&p));
    let trooper = s.aboard(DARK, "Stormtrooper", tie, Slot::Passenger);
    let luke = s.hand(LIGHT, "Luke Skywalker");
    s.state_mut().player_mut(LIGHT).hand.clear();
    s.state_mut().captives.push([trooper, luke]);
    let effect = s.on(DARK, "Spice Mines Of Kessel", kessel);
    s.state_mut().utinni.push(Targeting { captive: Some(luke), ..aimed_at(effect, trooper) });
    for _ in 0..8 {
        s.lost(DARK, "Stormtrooper");
    }
    (s.build(), tie, luke, effect)
}

/// "When targets reach Utinni Effect, retrieve Force equal to captive's forfeit (captive and Utinni
/// Effect lost)." Checks: the TIE Scout flies the Stormtrooper and its captive Luke from Yavin 4 to
/// Kessel: 7 Force retrieved (Luke's forfeit), Luke to the Light Side's Lost Pile, the Effect lost;
/// flown to Tatooine instead, nothing happens.
#[test]
fn card_2_125_spice_mines_of_kessel_retrieves_the_captives_forfeit_when_both_reach_kessel() {
    let (state, _, luke, effect) = mines_under_way(|p| p.yavin);
    assert_eq!(problems(&state), []);
    let there = run(state.clone(), &["hyperspeed TIE Scout > Kessel"]);
    assert_eq!(there.player(DARK).lost_pile.len(), 8 - 7 + 1, "Luke's forfeit retrieved, the Effect lost");
    assert!(there.player(DARK).lost_pile.contains(&effect) && there.utinni.is_empty());
    assert!(there.player(LIGHT).lost_pile.contains(&luke) && there.captives.is_empty(), "captive lost");
    assert_eq!(problems(&there), []);
    let elsewhere = run(state, &["hyperspeed TIE Scout > Tatooine"]);
    assert_eq!(elsewhere.player(DARK).lost_pile.len(), 8);
    assert_eq!(elsewhere.captives.len(), 1);
    assert!(elsewhere.card(effect).at.is_some());
}

/// "If trooper lost en route, captive released." Checks: the Stormtrooper escorting Luke is lost
/// at Mos Eisley: Luke is released there (he rallies at the site), nothing is retrieved and the
/// Effect is lost with its target.
#[test]
fn card_2_125_spice_mines_of_kessel_releases_the_captive_when_its_trooper_is_lost_en_route() {
    let (mut s, p) = board(DARK, Phase::Move, 6);
    let kessel = s.location(DARK, "1_288");
    let trooper = s.at(DARK, "Stormtrooper", p.mos_eisley);
    let luke = s.hand(LIGHT, "Luke Skywalker");
    s.state_mut().player_mut(LIGHT).hand.clear();
    s.state_mut().captives.push([trooper, luke]);
    let effect = s.on(DARK, "Spice Mines Of Kessel", kessel);
    let aim = Targeting { captive: Some(luke), ..aimed_at(effect, trooper) };
    s.state_mut().utinni.push(aim);
    let mut state = s.build();
    assert_eq!(problems(&state), []);
    let mut events = Vec::new();
    lose_from_table(&mut state, trooper, &mut events);
    let after = run(state, &["pass"]);
    assert_eq!(after.location_of(luke), Some(p.mos_eisley), "released, rallied at the site");
    assert!(after.captives.is_empty());
    assert!(after.player(DARK).lost_pile.contains(&effect) && after.utinni.is_empty(), "Effect lost");
    assert_eq!(problems(&after), []);
}

/// Captain Lennox: "When on a Star Destroyer, may use its tractor beam once during each of your
/// control phases." Aboard the Imperial-Class Star Destroyer at Yavin 4 that carries a Tractor
/// Beam, in the Dark Side's control phase with no battle, he uses it on Red 1 there: 2 Force,
/// destiny 6 > defense 4 captures it. Once only: the second use is refused, citing him. Not in
/// the deploy phase; not piloting Black 2 at the same system; not with 1 Force; without him the
/// beam waits for the end of a battle, and after his order a battle's end still offers it.
#[test]
fn card_3_84_captain_lennox_uses_his_star_destroyers_tractor_beam_in_your_control_phase() {
    let build = |phase: Phase, lennox: Option<&str>| {
        let (mut s, p) = board(DARK, phase, 6);
        let destroyer = s.at(DARK, "Imperial-Class Star Destroyer", p.yavin);
        let beam = s.on(DARK, "Tractor Beam", destroyer);
        let tie = s.at(DARK, "Black 2", p.yavin);
        let tie_pilot = if lennox == Some("tie") { "Captain Lennox" } else { "Imperial Pilot" };
        s.aboard(DARK, tie_pilot, tie, Slot::Pilot);
        if lennox == Some("destroyer") {
            s.aboard(DARK, "Captain Lennox", destroyer, Slot::Pilot);
        }
        let red1 = s.at(LIGHT, "Red 1", p.yavin);
        s.aboard(LIGHT, "Rebel Pilot", red1, Slot::Pilot);
        let red3 = s.at(LIGHT, "Red 3", p.yavin);
        s.aboard(LIGHT, "Rebel Pilot", red3, Slot::Pilot);
        s.reserve(DARK, "It's Worse"); // destiny 6
        (s.build(), destroyer, beam, [red1, red3])
    };
    let (state, destroyer, beam, [red1, red3]) = build(Phase::Control, Some("destroyer"));
    assert!(state.battle.is_none());
    let uses = offered_like(&state, "tractor beam");
    assert_eq!(uses, ["tractor beam Tractor Beam > Red 1", "tractor beam Tractor Beam > Red 3"]);
    let force = state.player(DARK).force_pile.len();
    let state_before = state.clone();
    let after = run(state, &["tractor beam Tractor Beam > Red 1"]);
    assert_eq!(after.captured_ships, vec![[destroyer, red1]]);
    assert_eq!(after.player(DARK).force_pile.len(), force - 2);
    assert!(problems(&after).is_empty(), "{:?}", problems(&after));
    assert!(offered_like(&after, "tractor beam").is_empty(), "once in the phase");
    let again = hangar::rules::swccg::Action::TractorBeam { card: beam, target: red3 };
    let title = "Captain Lennox".to_string();
    assert_eq!(why(&after, again), (hangar::rules::swccg::Reason::NoTractorBeamOrder { title }, "Captain Lennox"));
    // The end of a battle there still offers the beam (its own text; his order was his).
    let window = after_battle_at(after, find(&state_before, "Yavin 4"));
    assert_eq!(offered_like(&window, "tractor beam"), ["tractor beam Tractor Beam > Red 3"]);
    // With 1 Force, not 2, no order.
    let (mut poor, _, beam, [red1, _]) = build(Phase::Control, Some("destroyer"));
    while poor.player(DARK).force_pile.len() > 1 {
        let card = poor.player_mut(DARK).force_pile.pop().unwrap();
        poor.player_mut(DARK).used_pile.push(card);
    }
    assert!(offered_like(&poor, "tractor beam").is_empty(), "2 Force to use it");
    let refused_poor = why(&poor, hangar::rules::swccg::Action::TractorBeam { card: beam, target: red1 });
    assert_eq!(refused_poor.1, "Captain Lennox");

    for (phase, lennox) in [(Phase::Deploy, Some("destroyer")), (Phase::Control, Some("tie")), (Phase::Control, None)] {
        let (state, _, beam, [red1, _]) = build(phase, lennox);
        assert!(offered_like(&state, "tractor beam").is_empty(), "{phase:?} {lennox:?}");
        let refused = refused(&state, hangar::rules::swccg::Action::TractorBeam { card: beam, target: red1 });
        assert!(!matches!(refused.reason, hangar::rules::swccg::Reason::Common(_)) == (lennox == Some("destroyer")));
    }
}
