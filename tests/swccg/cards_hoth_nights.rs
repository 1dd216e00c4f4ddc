//! Hoth's marker sites under 'nighttime conditions' (issue #32): Cold Feet, Stop Motion, Too Cold
//! For Speeders and Frostbite. Each test is named `card_<GEMP id>_<what it does>`
//! (`cards_covered.rs`) and plays its card through the notation. A destiny is the top card of the
//! Reserve Deck: Stormtrooper 1, Commander Praji 2, Overload 4.

use crate::support::*;
use hangar::engine::{CardId, Table};
use hangar::rules::swccg::facts::{landspeed, maneuver, power};
use hangar::rules::swccg::{problems, At, Phase, Prompt, Scenario, Side, Slot, State};

/// Hoth's system, its North Ridge (4th Marker) and, next to it, its Echo Corridor (no marker).
struct Hoth {
    system: CardId,
    ridge: CardId,
    corridor: CardId,
}

/// `active`'s `phase` with the two planets of `board` and Hoth's; under 'nighttime conditions'
/// (Sunsdown on the Hoth system) when `night`.
fn hoth(active: Side, phase: Phase, night: bool) -> (Scenario, Hoth) {
    let (mut s, _) = board(active, phase, 4);
    let system = s.location(DARK, "Hoth");
    let ridge = s.location(DARK, "Hoth: North Ridge (4th Marker)");
    let corridor = s.location(DARK, "Hoth: Echo Corridor");
    if night {
        s.on(DARK, "Sunsdown", system);
    }
    (s, Hoth { system, ridge, corridor })
}

/// Whether `title` (of `side`) is still on the table.
fn on_table(state: &State, side: Side, title: &str) -> bool {
    state.player(side).table.iter().any(|&c| state.def(c).title == title)
}

/// The Dark Side's move phase: its Stormtrooper and a Rebel Trooper at the North Ridge, Luke at
/// the Echo Corridor; Cold Feet in hand, `destiny` on top of the Reserve Deck.
fn cold_feet(night: bool, destiny: &str) -> State {
    let (mut s, h) = hoth(DARK, Phase::Move, night);
    s.at(DARK, "Stormtrooper", h.ridge);
    s.at(LIGHT, "Rebel Trooper", h.ridge);
    s.at(LIGHT, "Luke Skywalker", h.corridor);
    s.hand(DARK, "Cold Feet");
    s.reserve(DARK, destiny);
    s.build()
}

#[test]
fn card_3_117_cold_feet_keeps_a_character_at_a_marker_site_from_moving_when_the_destiny_beats_its_ability() {
    let state = cold_feet(false, "Stormtrooper");
    assert!(is_offered(&state, "interrupt Cold Feet > Rebel Trooper"), "either side's character");
    assert!(!is_offered(&state, "interrupt Cold Feet > Luke Skywalker"), "the Echo Corridor is no marker site");
    assert!(!offered_like(&state, "landspeed Stormtrooper").is_empty(), "it may move before");
    // Destiny 1 is not > ability 1: it still moves.
    let after = run(state, &["interrupt Cold Feet > Stormtrooper"]);
    assert!(after.player(DARK).used_pile.iter().any(|&c| after.def(c).title == "Cold Feet"), "Used");
    assert!(!offered_like(&after, "landspeed Stormtrooper").is_empty());
    // Under 'nighttime conditions' destiny 1 + 2 = 3 > 1: it may not move for the rest of the turn.
    let after = run(cold_feet(true, "Stormtrooper"), &["interrupt Cold Feet > Stormtrooper"]);
    assert!(offered_like(&after, "landspeed Stormtrooper").is_empty(), "{:?}", offered(&after));
    // Destiny 2 > 1 by day.
    let after = run(cold_feet(false, "Commander Praji"), &["interrupt Cold Feet > Stormtrooper"]);
    assert!(offered_like(&after, "landspeed Stormtrooper").is_empty());
    // The opponent's character is held too; the turn's end frees it.
    let after = run(cold_feet(true, "Stormtrooper"), &["interrupt Cold Feet > Rebel Trooper"]);
    let trooper = after.player(LIGHT).table.iter().copied().find(|&c| after.def(c).title == "Rebel Trooper");
    assert!(after.held.iter().any(|h| Some(h.card) == trooper));
}

/// The Dark Side's move phase: the Light Side's Tauntaun and Rogue Bantha at the North Ridge, a
/// Snowspeeder (Luke piloting) there, a Tauntaun at the Echo Corridor when `corridor`; Stop
/// Motion in hand, `destiny` on top of the Reserve Deck.
fn stop_motion(night: bool, destiny: &str) -> State {
    let (mut s, h) = hoth(DARK, Phase::Move, night);
    s.at(LIGHT, "Tauntaun", h.ridge);
    s.at(LIGHT, "Rogue Bantha", h.ridge);
    let speeder = s.at(LIGHT, "Snowspeeder", h.ridge);
    s.aboard(LIGHT, "Luke Skywalker", speeder, Slot::Pilot);
    s.hand(DARK, "Stop Motion");
    s.reserve(DARK, destiny);
    s.build()
}

#[test]
fn card_3_135_stop_motion_loses_a_creature_vehicle_at_a_marker_site_over_3_or_a_tauntaun_over_5() {
    let state = stop_motion(false, "Overload");
    assert!(!is_offered(&state, "interrupt Stop Motion > Snowspeeder"), "a creature vehicle only");
    // Destiny 4 > 3: the Rogue Bantha is lost; 4 is not > 5 for the Tauntaun.
    let after = run(state.clone(), &["interrupt Stop Motion > Rogue Bantha"]);
    assert!(!on_table(&after, LIGHT, "Rogue Bantha"));
    let after = run(state, &["interrupt Stop Motion > Tauntaun"]);
    assert!(on_table(&after, LIGHT, "Tauntaun"));
    // Under 'nighttime conditions' 4 + 2 = 6 > 5.
    let after = run(stop_motion(true, "Overload"), &["interrupt Stop Motion > Tauntaun"]);
    assert!(!on_table(&after, LIGHT, "Tauntaun"));
    // Not at a site with no marker.
    let (mut s, h) = hoth(DARK, Phase::Move, true);
    s.at(LIGHT, "Tauntaun", h.corridor);
    s.hand(DARK, "Stop Motion");
    assert!(!is_offered(&s.build(), "interrupt Stop Motion > Tauntaun"));
}

/// The Dark Side's deploy phase: a Snowspeeder (Luke piloting) and a Tauntaun at the North Ridge,
/// Rogue 1 (Hobbie piloting) at the Echo Corridor; Too Cold For Speeders in hand.
fn too_cold(night: bool) -> State {
    let (mut s, h) = hoth(DARK, Phase::Deploy, night);
    let speeder = s.at(LIGHT, "Snowspeeder", h.ridge);
    s.aboard(LIGHT, "Luke Skywalker", speeder, Slot::Pilot);
    s.at(LIGHT, "Tauntaun", h.ridge);
    let rogue = s.at(LIGHT, "Rogue 1", h.corridor);
    s.aboard(LIGHT, "Derek 'Hobbie' Klivian", rogue, Slot::Pilot);
    s.hand(DARK, "Too Cold For Speeders");
    s.build()
}

#[test]
fn card_3_113_too_cold_for_speeders_stops_non_creature_vehicles_at_marker_sites_at_night() {
    let state = too_cold(true);
    let speeder = find(&state, "Snowspeeder");
    let (tauntaun, rogue) = (find(&state, "Tauntaun"), find(&state, "Rogue 1"));
    assert!(power(&state, speeder) > 0 && landspeed(&state, speeder) > 0);
    let force = state.player(DARK).force_pile.len();
    let after = run(state.clone(), &["deploy Too Cold For Speeders on side (2)"]);
    assert_eq!(after.player(DARK).force_pile.len(), force - 2, "2 Force used");
    let effect = find(&after, "Too Cold For Speeders");
    assert_eq!(after.card(effect).at, Some(At::Side(DARK)), "on its own side of the table");
    assert_eq!(problems(&after), [], "a sound place");
    assert_eq!((power(&after, speeder), maneuver(&after, speeder), landspeed(&after, speeder)), (0, Some(0), 0));
    // A creature vehicle, and a vehicle at a site with no marker, are not stopped.
    assert_eq!(landspeed(&after, tauntaun), landspeed(&state, tauntaun));
    assert_eq!(power(&after, rogue), power(&state, rogue));
    assert_eq!(landspeed(&after, rogue), landspeed(&state, rogue));
    // By day nothing changes.
    let day = too_cold(false);
    let after = run(day.clone(), &["deploy Too Cold For Speeders on side (2)"]);
    assert_eq!(power(&after, speeder), power(&day, speeder));
    assert_eq!(landspeed(&after, speeder), landspeed(&day, speeder));
}

/// The Light Side's draw phase: Frostbite (`side`'s) on the Hoth system, two Rebel Troopers at the
/// North Ridge and Luke at the Echo Corridor, a Stormtrooper at the North Ridge.
fn frostbite(side: Side, night: bool) -> State {
    let (mut s, h) = hoth(LIGHT, Phase::Draw, night);
    s.on(side, "Frostbite", h.system);
    s.at(LIGHT, "Rebel Trooper", h.ridge);
    s.at(LIGHT, "Rebel Trooper", h.ridge);
    s.at(LIGHT, "Luke Skywalker", h.corridor);
    s.at(DARK, "Stormtrooper", h.ridge);
    s.build()
}

#[test]
fn card_3_101_frostbite_takes_1_force_at_the_end_of_each_turn_for_each_character_at_a_night_marker_site() {
    let state = frostbite(DARK, true);
    let lost = state.player(LIGHT).lost_pile.len();
    // The Light Side's turn ends: its two Rebel Troopers cost it 2 Force (Luke is at no marker
    // site; the Stormtrooper is not the Light Side's).
    let after = run(state, &["pass"]);
    assert!(matches!(after.prompt, Some(Prompt::LoseForce { chooser: LIGHT, amount: 2 })), "{:?}", after.prompt);
    assert_eq!(after.active, LIGHT, "the turn ends once it is lost");
    let after = run(after, &["lose reserve", "lose reserve"]);
    assert_eq!(after.player(LIGHT).lost_pile.len(), lost + 2);
    assert_eq!(after.active, DARK);
    // By day nothing is lost.
    let after = run(frostbite(DARK, false), &["pass"]);
    assert_eq!(after.active, DARK);
    assert_eq!(after.player(LIGHT).lost_pile.len(), lost);
}

#[test]
fn card_3_36_frostbite_deploys_on_the_hoth_system_and_takes_force_from_the_player_whose_turn_ends() {
    // The Light Side's own copy deploys on the Hoth system only.
    let (mut s, h) = hoth(LIGHT, Phase::Deploy, true);
    s.hand(LIGHT, "Frostbite");
    s.at(LIGHT, "Rebel Trooper", h.ridge);
    let state = s.build();
    assert!(is_offered(&state, "deploy Frostbite on Hoth"), "{:?}", offered_like(&state, "deploy Frostbite"));
    assert!(!is_offered(&state, "deploy Frostbite on Tatooine"));
    // Its own player's characters pay for it too.
    let after = run(frostbite(LIGHT, true), &["pass"]);
    assert!(matches!(after.prompt, Some(Prompt::LoseForce { chooser: LIGHT, amount: 2 })));
}

/// The Dark Side's deploy phase: two Stormtroopers and a Rebel Trooper at the Jungle (R2-D2 too
/// when `droid`), Luke's X-34 Landspeeder (Luke driving) at the Yavin 4 docking bay, in range to
/// 'react'; Silence Is Golden in the Dark Side's hand (the deploy phase ends once it is deployed).
fn silence(droid: bool) -> State {
    let (mut s, p) = board(DARK, Phase::Deploy, 4);
    s.at(DARK, "Stormtrooper", p.jungle);
    s.at(DARK, "Stormtrooper", p.jungle);
    s.at(LIGHT, "Rebel Trooper", p.jungle);
    if droid {
        s.at(LIGHT, "R2-D2 (Artoo-Detoo)", p.jungle);
    }
    let x34 = s.at(LIGHT, "Luke's X-34 Landspeeder", p.yavin_bay);
    s.aboard(LIGHT, "Luke Skywalker", x34, Slot::Driver);
    s.hand(DARK, "Silence Is Golden");
    s.build()
}

#[test]
fn card_3_110_silence_is_golden_forbids_reacts_to_a_location_where_a_droid_is_present() {
    let react = "react landspeed Luke's X-34 Landspeeder > Yavin 4: Jungle";
    let deploy = "deploy Silence Is Golden on side (2)";
    let silenced = run(silence(true), &[deploy, "battle Yavin 4: Jungle (1)"]);
    let effect = find(&silenced, "Silence Is Golden");
    assert_eq!(silenced.card(effect).at, Some(At::Side(DARK)), "on its own side of the table");
    assert!(!is_offered(&silenced, react), "{:?}", offered(&silenced));
    // With no droid there, or without the Effect, the 'react' stays.
    assert!(is_offered(&run(silence(false), &[deploy, "battle Yavin 4: Jungle (1)"]), react));
    assert!(is_offered(&run(silence(true), &["pass", "battle Yavin 4: Jungle (1)"]), react));
}

#[test]
fn card_3_110_silence_is_golden_may_be_canceled_by_scomp_link_access() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 2);
    let effect = s.hand(DARK, "Silence Is Golden");
    s.state_mut().players[0].hand.retain(|&c| c != effect);
    s.state_mut().players[0].table.push(effect);
    s.state_mut().card_mut(effect).at = Some(At::Side(DARK));
    s.at(LIGHT, "Rebel Trooper", p.jungle);
    s.hand(LIGHT, "Scomp Link Access");
    let state = s.build();
    assert_eq!(problems(&state), []);
    let cancel = "interrupt Scomp Link Access > Silence Is Golden";
    assert_eq!(label_of(&state, cancel).key, "swccg-label-interrupt-on");
    let after = run(state, &[cancel]);
    assert!(!on_table(&after, DARK, "Silence Is Golden"));
    assert!(after.player(DARK).lost_pile.contains(&effect));
}

/// `side`'s deploy phase with four of `character` in hand, the opponent's `interrupt` in its
/// hand and one of `opponent`'s characters at `location` (so a battle could be initiated there).
fn four_deploys(side: Side, character: &str, interrupt: &str, opponent: &str, location: &str) -> State {
    let (mut s, p) = board(side, Phase::Deploy, 10);
    for _ in 0..4 {
        s.hand(side, character);
    }
    let at = [p.mos_eisley, p.jungle].into_iter().find(|&l| s.state_mut().def(l).title == location);
    s.at(side.opponent(), opponent, at.expect("a location of the board"));
    s.hand(side.opponent(), interrupt);
    s.build()
}

/// Deploys `character` to `location` `n` times, as the notation offers it.
fn deploy_n(mut state: State, character: &str, location: &str, n: usize) -> State {
    for _ in 0..n {
        let prefix = format!("deploy {character} > {location} (");
        let written = offered_like(&state, &prefix).first().cloned().expect("the deploy is offered");
        state = run(state, &[written.as_str()]);
    }
    state
}

/// `side`'s characters on the table titled `title`.
fn on_table_all(state: &State, side: Side, title: &str) -> Vec<CardId> {
    state.player(side).table.iter().copied().filter(|&c| state.def(c).title == title).collect()
}

#[test]
fn card_2_51_i_have_a_very_bad_feeling_about_this_stops_four_characters_just_deployed_to_one_location_from_battling() {
    let card = "interrupt I Have A Very Bad Feeling About This";
    let state = four_deploys(
        DARK,
        "Stormtrooper",
        "I Have A Very Bad Feeling About This",
        "Rebel Trooper",
        "Tatooine: Mos Eisley",
    );
    // Three are not enough: no respond window opens.
    let three = deploy_n(state.clone(), "Stormtrooper", "Tatooine: Mos Eisley", 3);
    assert!(three.prompt.is_none() && !is_offered(&three, card));
    let four = deploy_n(three, "Stormtrooper", "Tatooine: Mos Eisley", 1);
    assert!(matches!(four.prompt, Some(Prompt::Respond { chooser: LIGHT, .. })), "{:?}", four.prompt);
    assert!(is_offered(&four, card));
    let after = run(four, &[card, "pass"]);
    let troopers = on_table_all(&after, DARK, "Stormtrooper");
    assert_eq!(troopers.len(), 4);
    assert!(troopers.iter().all(|t| after.held.iter().any(|h| h.card == *t && h.battle_only)));
    assert!(offered_like(&after, "battle Tatooine: Mos Eisley").is_empty(), "{:?}", offered(&after));
}

/// The Dark Side's battle phase: two Stormtroopers and a Rebel Trooper at the Jungle, Luke's X-34
/// Landspeeder (Luke driving) at the Yavin 4 docking bay, in range to 'react'; Ng'ok in the Dark
/// Side's hand.
fn reacted() -> State {
    let (mut s, p) = board(DARK, Phase::Battle, 4);
    s.at(DARK, "Stormtrooper", p.jungle);
    s.at(DARK, "Stormtrooper", p.jungle);
    s.at(LIGHT, "Rebel Trooper", p.jungle);
    let x34 = s.at(LIGHT, "Luke's X-34 Landspeeder", p.yavin_bay);
    s.aboard(LIGHT, "Luke Skywalker", x34, Slot::Driver);
    s.hand(DARK, "Ng'ok");
    s.build()
}

#[test]
fn card_2_136_ngok_cancels_a_battle_the_opponent_just_reacted_to() {
    let react = "react landspeed Luke's X-34 Landspeeder > Yavin 4: Jungle (0)";
    let battle = run(reacted(), &["battle Yavin 4: Jungle (1)"]);
    assert!(is_offered(&battle, react), "{:?}", offered(&battle));
    let just = run(battle.clone(), &[react]);
    assert!(matches!(just.prompt, Some(Prompt::Respond { chooser: DARK, .. })), "{:?}", just.prompt);
    assert!(just.battle.is_some());
    let after = run(just, &["interrupt Ng'ok"]);
    assert!(after.battle.is_none(), "the battle is canceled");
    // With no 'react', it is not played.
    let passed = run(battle, &["pass"]);
    assert!(!is_offered(&passed, "interrupt Ng'ok"));
}

#[test]
fn card_2_136_ngok_stops_four_characters_just_deployed_to_one_location_from_battling_but_not_moving() {
    let state = four_deploys(LIGHT, "Rebel Trooper", "Ng'ok", "Stormtrooper", "Yavin 4: Jungle");
    let four = deploy_n(state, "Rebel Trooper", "Yavin 4: Jungle", 4);
    // Unanswered, they may battle.
    let unanswered = run(four.clone(), &["pass"]);
    assert!(!offered_like(&unanswered, "battle Yavin 4: Jungle").is_empty(), "{:?}", offered(&unanswered));
    // Answered, the battle phase has nothing left to decide; they still move.
    let after = run(four, &["interrupt Ng'ok"]);
    assert!(offered_like(&after, "battle Yavin 4: Jungle").is_empty(), "{:?}", offered(&after));
    assert_eq!(after.phase, Phase::Move);
    assert!(!offered_like(&after, "landspeed Rebel Trooper").is_empty(), "they may still move");
}

/// The Dark Side's `phase`: a Stormtrooper at the Jungle (a Rebel Trooper too, for a battle),
/// Blizzard Scout 1 at the Yavin 4 docking bay, Luke's X-34 Landspeeder (Luke driving) there too,
/// in range to 'react'; ComScan Detection in the Dark Side's hand.
fn comscan(phase: Phase, battle: bool) -> State {
    let (mut s, p) = board(DARK, phase, 4);
    s.at(DARK, "Stormtrooper", p.jungle);
    if battle {
        s.at(LIGHT, "Rebel Trooper", p.jungle);
    }
    s.at(DARK, "Blizzard Scout 1", p.yavin_bay);
    let x34 = s.at(LIGHT, "Luke's X-34 Landspeeder", p.yavin_bay);
    s.aboard(LIGHT, "Luke Skywalker", x34, Slot::Driver);
    s.hand(DARK, "ComScan Detection");
    s.build()
}

#[test]
fn card_3_119_comscan_detection_moves_a_vehicle_to_where_the_opponent_just_reacted() {
    let react = "react landspeed Luke's X-34 Landspeeder > Yavin 4: Jungle (0)";
    let card = "interrupt ComScan Detection > Blizzard Scout 1";
    // To a battle.
    let just = run(comscan(Phase::Battle, true), &["battle Yavin 4: Jungle (1)", react]);
    assert!(is_offered(&just, card), "{:?}", offered(&just));
    let force = just.player(DARK).force_pile.len();
    let after = run(just, &[card]);
    let scout = find(&after, "Blizzard Scout 1");
    let jungle = find(&after, "Yavin 4: Jungle");
    assert_eq!(after.location_of(scout), Some(jungle), "a regular move there");
    assert!(after.card(scout).moved);
    assert_eq!(after.player(DARK).force_pile.len(), force - 1, "paid as a regular move");
    // To a Force drain: the move comes before the drain's loss.
    let drain = run(comscan(Phase::Control, false), &["drain Yavin 4: Jungle"]);
    let just = run(drain, &[react]);
    assert!(is_offered(&just, card), "{:?}", offered(&just));
    let after = run(just, &[card]);
    assert_eq!(after.location_of(scout), Some(jungle));
    assert!(matches!(after.prompt, Some(Prompt::LoseForce { chooser: LIGHT, .. })), "{:?}", after.prompt);
    // With no 'react', it is not played.
    let passed = run(comscan(Phase::Battle, true), &["battle Yavin 4: Jungle (1)", "pass"]);
    assert!(!is_offered(&passed, card));
}

#[test]
fn card_3_30_hoth_survival_gear_keeps_frostbite_from_its_character_on_hoth() {
    let (mut s, h) = hoth(LIGHT, Phase::Draw, true);
    s.on(DARK, "Frostbite", h.system);
    let geared = s.at(LIGHT, "Rebel Trooper", h.ridge);
    s.on(LIGHT, "Hoth Survival Gear", geared);
    s.at(LIGHT, "Rebel Trooper", h.ridge);
    let after = run(s.build(), &["pass"]);
    assert!(
        matches!(after.prompt, Some(Prompt::LoseForce { chooser: LIGHT, amount: 1 })),
        "only the trooper without the gear costs Force: {:?}",
        after.prompt
    );
}
