//! Interrupts played in the control phase (its interrupt window, schema 4), and the Interrupts and
//! Effects of sets 1–3 that draw a destiny for their own text, place cards out of play, or change
//! what a weapon destiny or a move may do (issue #32). Each test is named `card_<GEMP id>_<what
//! it does>` (`cards_covered.rs`) and plays its card through the notation. A destiny is the top
//! card of the Reserve Deck.

use crate::support::*;
use hangar::engine::Table;
use hangar::rules::swccg::facts::deploy_cost;
use hangar::rules::swccg::Event;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Side;
use hangar::rules::swccg::State;

/// The Light Side's control phase at Mos Eisley: a Dark Blizzard Scout 1 (armor 4) against the
/// Light Side's `warrior` (with `weapon` on it, if any); Under Attack in hand; `destiny` on top of
/// the Light Side's Reserve Deck.
fn under_attack(warrior: &str, weapon: Option<&str>, destiny: &str) -> State {
    let (mut s, p) = board(LIGHT, Phase::Control, 2);
    s.at(DARK, "Blizzard Scout 1", p.mos_eisley);
    let w = s.at(LIGHT, warrior, p.mos_eisley);
    if let Some(weapon) = weapon {
        s.on(LIGHT, weapon, w);
    }
    s.hand(LIGHT, "Under Attack");
    s.reserve(LIGHT, destiny);
    s.build()
}

/// Whether `title` (of `side`) is still on the table.
fn on_table(state: &State, side: Side, title: &str) -> bool {
    state.player(side).table.iter().any(|&c| state.def(c).title == title)
}

#[test]
fn card_3_50_under_attack_in_the_control_phase_loses_a_vehicle_whose_armor_the_destiny_beats() {
    // A Jedi Lightsaber adds 3: destiny 2 (a Jedi Lightsaber drawn) + 3 = 5 > armor 4.
    let state = under_attack("Luke Skywalker", Some("Jedi Lightsaber"), "Jedi Lightsaber");
    assert_eq!(state.phase, Phase::Control);
    let after = run(state.clone(), &["interrupt Under Attack > Blizzard Scout 1"]);
    assert!(!on_table(&after, DARK, "Blizzard Scout 1"), "5 > 4: the vehicle is lost");
    assert!(after.player(LIGHT).used_pile.iter().any(|&c| after.def(c).title == "Under Attack"));
    // Destiny 1 + 3 = 4, not more than its armor.
    let state = under_attack("Luke Skywalker", Some("Jedi Lightsaber"), "Rebel Trooper");
    let after = run(state, &["interrupt Under Attack > Blizzard Scout 1"]);
    assert!(on_table(&after, DARK, "Blizzard Scout 1"));
    // No lightsaber: destiny 2 alone.
    let state = under_attack("Rebel Trooper", None, "Jedi Lightsaber");
    let after = run(state, &["interrupt Under Attack > Blizzard Scout 1"]);
    assert!(on_table(&after, DARK, "Blizzard Scout 1"), "2 is not more than 4");
}

#[test]
fn card_3_50_under_attack_needs_the_control_phase_a_warrior_present_and_a_vehicle_with_armor() {
    let state = under_attack("Luke Skywalker", Some("Jedi Lightsaber"), "Jedi Lightsaber");
    assert!(is_offered(&state, "interrupt Under Attack > Blizzard Scout 1"));
    let mut deploy = state.clone();
    deploy.phase = Phase::Deploy;
    assert!(!is_offered(&deploy, "interrupt Under Attack > Blizzard Scout 1"), "only in the control phase");
    // A position of schema 3 keeps the control phase closed to interrupts.
    let mut earlier = state.clone();
    earlier.control_interrupts = false;
    assert!(!is_offered(&earlier, "interrupt Under Attack > Blizzard Scout 1"));
    // C-3PO is no warrior.
    let (mut s, p) = board(LIGHT, Phase::Control, 2);
    s.at(DARK, "Blizzard Scout 1", p.mos_eisley);
    s.at(LIGHT, "C-3PO (See-Threepio)", p.mos_eisley);
    s.hand(LIGHT, "Under Attack");
    assert!(!is_offered(&s.build(), "interrupt Under Attack > Blizzard Scout 1"));
    // A speeder has no armor.
    let (mut s, p) = board(LIGHT, Phase::Control, 2);
    s.at(DARK, "Ubrikkian 9000 Z001", p.mos_eisley);
    s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    s.hand(LIGHT, "Under Attack");
    assert!(!is_offered(&s.build(), "interrupt Under Attack > Ubrikkian 9000 Z001"));
}

#[test]
fn card_3_50_under_attack_makes_the_control_phase_wait_only_while_it_is_playable() {
    // The Light Side ends its activate phase and stops in its control phase.
    let (mut s, p) = board(LIGHT, Phase::Activate, 2);
    s.at(DARK, "Blizzard Scout 1", p.mos_eisley);
    let luke = s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    s.on(LIGHT, "Jedi Lightsaber", luke);
    s.hand(LIGHT, "Under Attack");
    let state = run(s.build(), &["pass"]);
    assert_eq!((state.active, state.phase), (LIGHT, Phase::Control));
    // Without it, the control phase goes by.
    let (mut s, p) = board(LIGHT, Phase::Activate, 2);
    s.at(DARK, "Blizzard Scout 1", p.mos_eisley);
    s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    let state = run(s.build(), &["pass"]);
    assert_eq!(state.active, LIGHT);
    assert!(state.phase > Phase::Control, "{:?}", state.phase);
}

#[test]
fn card_2_54_out_of_commission_places_a_random_card_of_the_opponents_lost_pile_out_of_play() {
    let (mut s, _) = board(LIGHT, Phase::Control, 2);
    s.hand(LIGHT, "Out Of Commission");
    let lost = [s.lost(DARK, "Darth Vader"), s.lost(DARK, "Stormtrooper"), s.lost(DARK, "TIE Fighter")];
    let state = s.build();
    let (after, events) = take(&state, "interrupt Out Of Commission");
    let out = &after.player(DARK).out_of_play;
    assert_eq!(out.len(), 1);
    assert!(lost.contains(&out[0]));
    assert_eq!(after.player(DARK).lost_pile.len(), 2);
    assert!(!after.player(DARK).lost_pile.contains(&out[0]));
    assert!(events.iter().any(|e| matches!(e, Event::OutOfPlay { card } if *card == out[0])));
    assert!(after.player(LIGHT).used_pile.iter().any(|&c| after.def(c).title == "Out Of Commission"), "Used");
    // In the deploy phase too; not with an empty Lost Pile.
    let mut deploy = state.clone();
    deploy.phase = Phase::Deploy;
    assert!(is_offered(&deploy, "interrupt Out Of Commission"));
    let (mut s, _) = board(LIGHT, Phase::Deploy, 2);
    s.hand(LIGHT, "Out Of Commission");
    assert!(!is_offered(&s.build(), "interrupt Out Of Commission"));
}

/// The Dark Side's deploy phase: Luke Skywalker with a Jedi Lightsaber (destiny 2) at Mos Eisley;
/// Overload in hand; `destiny` on top of the Dark Side's Reserve Deck.
fn overload(destiny: &str) -> State {
    let (mut s, p) = board(DARK, Phase::Deploy, 2);
    let luke = s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    s.on(LIGHT, "Jedi Lightsaber", luke);
    s.hand(DARK, "Overload");
    s.reserve(DARK, destiny);
    s.build()
}

#[test]
fn card_1_263_overload_loses_a_weapon_when_the_destiny_is_below_its_destiny_number() {
    // Destiny 1 < 2: the lightsaber is lost, Luke stays.
    let after = run(overload("Stormtrooper"), &["interrupt Overload > Jedi Lightsaber"]);
    assert!(!on_table(&after, LIGHT, "Jedi Lightsaber"));
    assert!(on_table(&after, LIGHT, "Luke Skywalker"));
    assert!(after.player(DARK).lost_pile.iter().any(|&c| after.def(c).title == "Overload"), "Lost");
    // Destiny 0: Luke too.
    let after = run(overload("Admiral Ozzel"), &["interrupt Overload > Jedi Lightsaber"]);
    assert!(!on_table(&after, LIGHT, "Jedi Lightsaber"));
    assert!(!on_table(&after, LIGHT, "Luke Skywalker"));
    // Destiny 2 is not below 2.
    let after = run(overload("Commander Praji"), &["interrupt Overload > Jedi Lightsaber"]);
    assert!(on_table(&after, LIGHT, "Jedi Lightsaber"));
    assert!(!is_offered(&overload("Stormtrooper"), "interrupt Overload > Luke Skywalker"), "a weapon only");
}

/// The Dark Side's battle phase: two Stormtroopers and a Rebel Trooper at the Jungle, Luke's X-34
/// Landspeeder (Luke driving) at the Yavin 4 docking bay, in range to 'react'; Full Scale Alert in
/// the Dark Side's hand, `destiny` on top of its Reserve Deck.
fn full_scale_alert(destiny: &str) -> State {
    let (mut s, p) = board(DARK, Phase::Battle, 3);
    s.at(DARK, "Stormtrooper", p.jungle);
    s.at(DARK, "Stormtrooper", p.jungle);
    s.at(LIGHT, "Rebel Trooper", p.jungle);
    let x34 = s.at(LIGHT, "Luke's X-34 Landspeeder", p.yavin_bay);
    s.aboard(LIGHT, "Luke Skywalker", x34, hangar::rules::swccg::Slot::Driver);
    s.hand(DARK, "Full Scale Alert");
    s.reserve(DARK, destiny);
    s.build()
}

#[test]
fn card_1_246_full_scale_alert_blocks_the_opponents_movement_for_the_turn_when_its_destiny_is_below_the_stormtroopers()
{
    let react = "react landspeed Luke's X-34 Landspeeder > Yavin 4: Jungle";
    // Destiny 1 < 2 Stormtroopers: no 'react' by a move.
    let state = full_scale_alert("Stormtrooper");
    let force = state.player(DARK).force_pile.len();
    let after = run(state.clone(), &["interrupt Full Scale Alert"]);
    assert_eq!(after.player(DARK).force_pile.len(), force - 2, "2 Force used");
    assert_eq!(after.blocking.len(), 1);
    let battle = run(after.clone(), &["battle Yavin 4: Jungle (1)"]);
    assert!(!is_offered(&battle, react), "movement blocked");
    // Destiny 2 is not below 2: the 'react' stays.
    let after = run(full_scale_alert("Commander Praji"), &["interrupt Full Scale Alert", "battle Yavin 4: Jungle (1)"]);
    assert!(is_offered(&after, react));
    // Until the end of the turn only.
    let mut next = run(state, &["interrupt Full Scale Alert"]);
    next.phase = Phase::Draw;
    let next = run(next, &["pass"]);
    assert_eq!(next.active, LIGHT);
    assert!(next.blocking.is_empty());
}

#[test]
fn card_1_246_full_scale_alert_leaves_smugglers_free_to_move() {
    // The block as it stands in a turn of the Light Side's (its move phase), to see whom it stops.
    let (mut s, p) = board(LIGHT, Phase::Move, 3);
    let alert = s.used(DARK, "Full Scale Alert");
    s.at(DARK, "Stormtrooper", p.jungle);
    s.at(LIGHT, "Han Solo", p.jungle);
    s.at(LIGHT, "Rebel Trooper", p.jungle);
    let mut state = s.build();
    assert!(is_offered(&state, "landspeed Rebel Trooper > Yavin 4: Docking Bay"));
    state.blocking.push(alert);
    assert!(!is_offered(&state, "landspeed Rebel Trooper > Yavin 4: Docking Bay"));
    assert!(is_offered(&state, "landspeed Han Solo > Yavin 4: Docking Bay"), "a smuggler");
}

/// The Light Side's deploy phase: `starships` of the Dark Side at the Tatooine system; Collision!
/// in the Light Side's hand, `destiny` on top of its Reserve Deck.
fn collision(starships: &[&str], destiny: &str) -> State {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 2);
    for title in starships {
        s.at(DARK, title, p.tatooine);
    }
    s.hand(LIGHT, "Collision!");
    s.reserve(LIGHT, destiny);
    s.build()
}

#[test]
fn card_1_74_collision_makes_the_opponent_lose_one_of_its_starships_at_a_system_of_its_choice() {
    // Destiny 1 < 2 starships: the Dark Side chooses one to lose.
    let state = collision(&["TIE Fighter", "Devastator"], "Rebel Trooper");
    let force = state.player(LIGHT).force_pile.len();
    let after = run(state, &["interrupt Collision! > Tatooine"]);
    assert_eq!(after.player(LIGHT).force_pile.len(), force - 1, "1 Force used");
    assert_eq!(after.acting(), DARK);
    assert_eq!(offered(&after), vec!["lose card Devastator", "lose card TIE Fighter"]);
    let lost = run(after, &["lose card Devastator"]);
    assert!(!on_table(&lost, DARK, "Devastator"));
    assert!(on_table(&lost, DARK, "TIE Fighter"));
    assert_eq!(lost.acting(), LIGHT, "back to the Light Side's deploy phase");
    // Destiny 2 is not below 2: nothing is lost.
    let after = run(collision(&["TIE Fighter", "Devastator"], "X-wing"), &["interrupt Collision! > Tatooine"]);
    assert!(after.prompt.is_none());
    assert!(on_table(&after, DARK, "Devastator") && on_table(&after, DARK, "TIE Fighter"));
    // One starship there is not enough.
    assert!(!is_offered(&collision(&["TIE Fighter"], "Rebel Trooper"), "interrupt Collision! > Tatooine"));
}

/// The Light Side battles at Mos Eisley: its Rebel Trooper with a Blaster against a Stormtrooper
/// and Blizzard Scout 1 (armor 4); Lucky Shot in its hand, `destiny` on top of its
/// Reserve Deck; in the weapons segment, the Light Side to act.
fn lucky_shot(destiny: &str) -> State {
    let (mut s, p) = board(LIGHT, Phase::Battle, 4);
    let trooper = s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.on(LIGHT, "Blaster", trooper);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(DARK, "Blizzard Scout 1", p.mos_eisley);
    s.hand(LIGHT, "Lucky Shot");
    s.reserve(LIGHT, destiny);
    let mut state = run(s.build(), &["battle Tatooine: Mos Eisley (1)"]);
    while state.prompt.is_some() {
        state = run(state, &["pass"]);
    }
    state
}

/// Plays `first` (and the Dark Side passes), then fires the Blaster at Blizzard Scout 1: whether
/// it hit.
fn shot(state: &State, first: &[&str]) -> bool {
    let mut state = run(state.clone(), first);
    if !first.is_empty() {
        state = run(state, &["pass"]);
    }
    let (_, events) = take(&state, "fire Blaster > Blizzard Scout 1 (1)");
    events.iter().any(|e| matches!(e, Event::Hit { .. }))
}

#[test]
fn card_3_45_lucky_shot_adds_1_used_or_3_lost_to_one_weapon_destiny_against_a_combat_vehicle() {
    // Destiny 2 (an X-wing): 2 is not more than armor 4; 2 + 3 = 5 is.
    let state = lucky_shot("X-wing");
    assert!(is_offered(&state, "interrupt Lucky Shot"));
    assert!(is_offered(&state, "interrupt lost Lucky Shot"));
    assert!(!shot(&state, &[]));
    assert!(!shot(&state, &["interrupt Lucky Shot"]), "USED: 2 + 1 = 3");
    assert!(shot(&state, &["interrupt lost Lucky Shot"]), "LOST: 2 + 3 = 5");
    let lost = run(state.clone(), &["interrupt lost Lucky Shot"]);
    assert!(lost.player(LIGHT).lost_pile.iter().any(|&c| lost.def(c).title == "Lucky Shot"));
    let used = run(state, &["interrupt Lucky Shot"]);
    assert!(used.player(LIGHT).used_pile.iter().any(|&c| used.def(c).title == "Lucky Shot"));
    // Destiny 4 (Wedge): USED makes it 5.
    let state = lucky_shot("Wedge Antilles");
    assert!(!shot(&state, &[]));
    assert!(shot(&state, &["interrupt Lucky Shot"]));
    // Not in a battle without an opponent's combat vehicle, nor outside the weapons segment.
    let (mut s, p) = board(LIGHT, Phase::Battle, 4);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.hand(LIGHT, "Lucky Shot");
    let mut state = run(s.build(), &["battle Tatooine: Mos Eisley (1)"]);
    while state.prompt.is_some() {
        state = run(state, &["pass"]);
    }
    assert!(!is_offered(&state, "interrupt Lucky Shot"));
}

#[test]
fn card_3_122_direct_hit_adds_3_as_lost_to_one_weapon_destiny_against_a_combat_vehicle() {
    // The Dark Side's Stormtrooper with an Imperial Blaster against a Snowspeeder (a combat vehicle,
    // its permanent pilot, maneuver 4) and a Rebel Trooper; destiny 1 (a Stormtrooper) + 3 = 4 is not more than 4,
    // destiny 2 (DS-61-2) + 3 = 5 is.
    let direct_hit = |destiny: &str| {
        let (mut s, p) = board(DARK, Phase::Battle, 4);
        let trooper = s.at(DARK, "Stormtrooper", p.mos_eisley);
        s.on(DARK, "Imperial Blaster", trooper);
        s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
        s.at(LIGHT, "Snowspeeder", p.mos_eisley);
        s.hand(DARK, "Direct Hit");
        s.reserve(DARK, destiny);
        let mut state = run(s.build(), &["battle Tatooine: Mos Eisley (1)"]);
        while state.prompt.is_some() {
            state = run(state, &["pass"]);
        }
        state
    };
    let fire = |state: &State, first: &[&str]| {
        let mut state = run(state.clone(), first);
        if !first.is_empty() {
            state = run(state, &["pass"]);
        }
        let (_, events) = take(&state, "fire Imperial Blaster > Snowspeeder (1)");
        events.iter().any(|e| matches!(e, Event::Hit { .. }))
    };
    let state = direct_hit("DS-61-2");
    assert!(!fire(&state, &[]));
    assert!(!fire(&state, &["interrupt Direct Hit"]), "USED: 2 + 1 = 3");
    assert!(fire(&state, &["interrupt lost Direct Hit"]), "LOST: 2 + 3 = 5");
    assert!(!fire(&direct_hit("Stormtrooper"), &["interrupt lost Direct Hit"]), "1 + 3 = 4");
}

/// `effect` deployed by `owner` in its deploy phase on the opponent's side of the table, with
/// `cards` of the opponent's in its hand: their deploy costs before and after.
fn side_effect(owner: Side, effect: &str, cards: &[&str]) -> (State, Vec<(u8, u8)>) {
    let (mut s, _) = board(owner, Phase::Deploy, 4);
    s.hand(owner, effect);
    let ids: Vec<_> = cards.iter().map(|t| s.hand(owner.opponent(), t)).collect();
    let state = s.build();
    let written = format!("deploy {effect} on side (3)");
    assert!(is_offered(&state, &written), "{:?}", offered(&state));
    let after = run(state.clone(), &[&written]);
    let costs = ids
        .iter()
        .map(|&c| {
            (deploy_cost(&state, owner.opponent(), c, None, None), deploy_cost(&after, owner.opponent(), c, None, None))
        })
        .collect();
    (after, costs)
}

#[test]
fn card_2_34_logistical_delay_deploys_on_the_opponents_side_and_makes_its_ties_deploy_1_more() {
    let (after, costs) = side_effect(LIGHT, "Logistical Delay", &["TIE Fighter", "TIE Advanced x1", "Devastator"]);
    assert_eq!(costs, vec![(1, 2), (2, 3), (costs[2].0, costs[2].0)], "TIEs +1; a Star Destroyer not");
    assert_eq!(after.player(LIGHT).force_pile.len(), 1, "3 Force used");
    let delay = find(&after, "Logistical Delay");
    assert_eq!(after.card(delay).at, Some(hangar::rules::swccg::At::Side(DARK)));
    // Unique: a second copy does not deploy while it is on the table.
    let (mut s, _) = board(LIGHT, Phase::Deploy, 8);
    s.hand(LIGHT, "Logistical Delay");
    s.hand(LIGHT, "Logistical Delay");
    let twice = run(s.build(), &["deploy Logistical Delay on side (3)"]);
    assert!(!is_offered(&twice, "deploy Logistical Delay on side (3)"));
}

#[test]
fn card_2_116_astromech_shortage_makes_the_opponents_starships_with_a_nav_computer_deploy_1_more() {
    let (after, costs) = side_effect(DARK, "Astromech Shortage", &["Red 5", "X-wing", "Rebel Trooper"]);
    let astromech = find(&after, "Astromech Shortage");
    assert_eq!(after.card(astromech).at, Some(hangar::rules::swccg::At::Side(LIGHT)));
    let red5 = find(&after, "Red 5");
    let nav = |c| after.def(c).has_icon(hangar::rules::swccg::Icon::NavComputer);
    assert!(nav(red5), "Red 5 has a nav computer");
    assert_eq!(costs[0].1, costs[0].0 + 1, "Red 5");
    assert_eq!(costs[2].1, costs[2].0, "a character is not a starship");
    let xwing = find(&after, "X-wing");
    assert_eq!(costs[1].1, costs[1].0 + u8::from(nav(xwing)));
}
