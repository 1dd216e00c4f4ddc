//! The respond window (`rules/swccg/responses.rs`, `Prompt::Respond`): Interrupts answering what
//! the opponent just did — a card just deployed, a Force drain just initiated, both battle
//! destinies just drawn, a battle just finished, a lost battle with no cards left to forfeit, Force
//! just lost to a battle (issue #32). Each test is named `card_<GEMP id>_<what it does>`
//! (`cards_covered.rs`) and plays its card through the notation.

use crate::support::*;
use hangar::engine::Table;
use hangar::rules::swccg::facts::total_power;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Prompt;
use hangar::rules::swccg::Side;
use hangar::rules::swccg::Slot;
use hangar::rules::swccg::State;

/// Whether the respond window is open for `side`.
fn responding(state: &State, side: Side) -> bool {
    matches!(state.prompt, Some(Prompt::Respond { chooser, .. }) if chooser == side)
}

/// `deployer` in its deploy phase with `mine` at Mos Eisley against `theirs`; the opponent holds
/// `barrier`; then `deployer` deploys `deploy` (notation).
fn deployed_against(deployer: Side, mine: &[&str], theirs: &[&str], barrier: &str, deploy: &str) -> State {
    let (mut s, p) = board(deployer, Phase::Deploy, 10);
    for t in mine {
        s.at(deployer, t, p.mos_eisley);
    }
    for t in theirs {
        s.at(deployer.opponent(), t, p.mos_eisley);
    }
    s.hand(deployer.opponent(), barrier);
    let title = deploy.split(" > ").next().unwrap_or(deploy).trim_start_matches("deploy ");
    s.hand(deployer, title);
    run(s.build(), &[deploy])
}

#[test]
fn card_1_249_imperial_barrier_keeps_a_just_deployed_character_from_battling_or_moving_this_turn() {
    let state = deployed_against(
        LIGHT,
        &[],
        &["Stormtrooper"],
        "Imperial Barrier",
        "deploy Luke Skywalker > Tatooine: Mos Eisley",
    );
    assert!(responding(&state, DARK), "the respond window opens for Dark");
    assert_eq!(offered(&state), vec!["interrupt Imperial Barrier > Luke Skywalker", "pass"]);
    let force = state.player(DARK).force_pile.len();
    let held = run(state.clone(), &["interrupt Imperial Barrier > Luke Skywalker"]);
    assert_eq!(held.player(DARK).force_pile.len(), force - 1, "1 Force");
    assert_eq!(held.prompt, None);
    // Luke may neither battle at Mos Eisley nor move: the Light Side's battle and move phases go
    // by, to its draw phase; at the end of the turn the card is free again.
    assert_eq!(held.phase, Phase::Draw, "nothing to do in the battle and move phases");
    assert!(!held.held.is_empty());
    let next = run(held, &["pass"]);
    assert_eq!(next.active, DARK);
    assert!(next.held.is_empty(), "for the remainder of this turn");
    let without = run(state, &["pass"]);
    assert!(is_offered(&without, "battle Tatooine: Mos Eisley"), "passed: Luke battles");
    let luke = find(&without, "Luke Skywalker");
    assert!(without.card(luke).at.is_some());
}

#[test]
fn card_1_105_rebel_barrier_holds_a_just_deployed_starship_and_its_pilot_out_of_battle() {
    let (mut s, p) = board(DARK, Phase::Deploy, 8);
    let xwing = s.at(LIGHT, "X-wing", p.yavin);
    s.aboard(LIGHT, "Biggs Darklighter", xwing, Slot::Pilot);
    let tie = s.at(DARK, "TIE Fighter", p.yavin);
    s.aboard(DARK, "DS-61-2", tie, Slot::Pilot);
    s.hand(LIGHT, "Rebel Barrier");
    s.hand(DARK, "Black 2");
    s.hand(DARK, "DS-61-3");
    let state = run(s.build(), &["deploy Black 2 + DS-61-3 as pilot > Yavin 4"]);
    assert!(responding(&state, LIGHT));
    assert_eq!(offered(&state), vec!["interrupt Rebel Barrier > Black 2", "pass"]);
    let power = |state: &State| total_power(state, DARK, state.locations[3]);
    // Nothing else to deploy: the battle phase follows the window.
    let free = run(state.clone(), &["pass"]);
    let held = run(state, &["interrupt Rebel Barrier > Black 2"]);
    assert_eq!(held.held.len(), 2, "Black 2 and its pilot, deployed with it");
    assert_eq!(held.phase, Phase::Battle);
    assert!(is_offered(&held, "battle Yavin 4"), "the TIE Fighter may battle");
    let tie_fighter = hangar::rules::swccg::facts::power(&held, find(&held, "TIE Fighter"));
    assert_eq!(power(&held), u16::from(tie_fighter), "Black 2 (and its pilot) add nothing");
    assert!(power(&free) > power(&held));
    let moving = run(held, &["pass"]);
    assert_eq!(moving.phase, Phase::Move);
    assert!(offered_like(&moving, "hyperspeed Black 2").is_empty(), "nor moves");
    assert!(
        offered_like(&moving, "disembark DS-61-3").is_empty() && offered_like(&moving, "embark DS-61-3").is_empty()
    );
}

#[test]
fn card_3_44_it_can_wait_puts_a_just_deployed_card_back_in_hand_and_it_deploys_free_next_turn() {
    let (mut s, p) = board(DARK, Phase::Deploy, 8);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.hand(LIGHT, "It Can Wait");
    s.hand(DARK, "Stormtrooper");
    s.hand(DARK, "Stormtrooper");
    let state = run(s.build(), &["deploy Stormtrooper > Tatooine: Mos Eisley (1)"]);
    assert!(responding(&state, LIGHT));
    let force = state.player(LIGHT).force_pile.len();
    let back = run(state, &["interrupt It Can Wait > Stormtrooper"]);
    assert_eq!(back.player(LIGHT).force_pile.len(), force - 3, "3 Force");
    assert_eq!(back.player(DARK).hand.len(), 2, "the Stormtrooper is in hand again");
    assert!(back.player(DARK).table.iter().all(|&c| back.def(c).title != "Stormtrooper"));
    assert!(is_offered(&back, "deploy Stormtrooper > Tatooine: Mos Eisley (1)"), "this turn it costs as usual");
    // The Dark Side's next turn: one Stormtrooper deploys free, then the other at its cost.
    let mut next = back.clone();
    next.turn += 2;
    assert!(is_offered(&next, "deploy Stormtrooper > Tatooine: Mos Eisley (0)"));
    let once = run(next, &["deploy Stormtrooper > Tatooine: Mos Eisley (0)"]);
    assert!(is_offered(&once, "deploy Stormtrooper > Tatooine: Mos Eisley (1)"), "one card of that title");
    assert!(once.free_deploys.is_empty());
    let mut later = back;
    later.turn += 1;
    assert!(!is_offered(&later, "deploy Stormtrooper > Tatooine: Mos Eisley (0)"), "only on that turn");
    // A starship deployed with its pilot: both go back to hand.
    let (mut s, p) = board(DARK, Phase::Deploy, 8);
    s.at(LIGHT, "X-wing", p.yavin);
    s.hand(LIGHT, "It Can Wait");
    s.hand(DARK, "Black 2");
    s.hand(DARK, "DS-61-3");
    let state = run(s.build(), &["deploy Black 2 + DS-61-3 as pilot > Yavin 4"]);
    assert_eq!(offered(&state), vec!["interrupt It Can Wait > Black 2", "pass"]);
    let back = run(state, &["interrupt It Can Wait > Black 2"]);
    assert!(back.in_hand(DARK, find(&back, "Black 2")) && back.in_hand(DARK, find(&back, "DS-61-3")));
    assert_eq!(back.free_deploys.len(), 2, "each may deploy free");
}

#[test]
fn card_3_127_id_just_as_soon_kiss_a_wookiee_puts_a_just_deployed_starship_back_in_hand() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 8);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.hand(DARK, "I'd Just As Soon Kiss A Wookiee");
    s.hand(LIGHT, "X-wing");
    let state = run(s.build(), &["deploy X-wing > Yavin 4"]);
    assert_eq!(offered(&state), vec!["interrupt I'd Just As Soon Kiss A Wookiee > X-wing", "pass"]);
    let back = run(state, &["interrupt I'd Just As Soon Kiss A Wookiee > X-wing"]);
    let xwing = find(&back, "X-wing");
    assert!(back.in_hand(LIGHT, xwing));
    assert!(back.free_deploys.iter().any(|f| f.side == LIGHT && f.title == "X-wing" && f.turn == back.turn + 2));
    // Too little Force: not offered, and the window stays closed.
    let (mut s, _) = board(LIGHT, Phase::Deploy, 2);
    s.hand(DARK, "I'd Just As Soon Kiss A Wookiee");
    s.hand(LIGHT, "X-wing");
    let state = run(s.build(), &["deploy X-wing > Yavin 4"]);
    assert_eq!(state.prompt, None, "2 Force: no window");
}

/// `drainer` drains at Mos Eisley where it has `mine`; the opponent holds `card`.
fn drained(drainer: Side, mine: &[&str], card: &str, top: &[&str]) -> State {
    let (mut s, p) = board(drainer, Phase::Control, 6);
    for t in mine {
        s.at(drainer, t, p.mos_eisley);
    }
    for t in top {
        s.reserve(drainer.opponent(), t);
    }
    s.hand(drainer.opponent(), card);
    run(s.build(), &["drain Tatooine: Mos Eisley"])
}

#[test]
fn card_1_113_surprise_assault_cancels_a_force_drain_and_compares_destiny_with_the_drainers_power() {
    // Two Stormtroopers (power 2): two destinies of Wedge Antilles (4 each): 8 against 2.
    let state =
        drained(DARK, &["Stormtrooper", "Stormtrooper"], "Surprise Assault", &["Wedge Antilles", "Wedge Antilles"]);
    assert!(responding(&state, LIGHT), "after the react window, before the loss");
    assert!(matches!(state.prompt, Some(Prompt::Respond { to: hangar::rules::swccg::Moment::Drain { .. }, .. })));
    let played = run(state.clone(), &["interrupt Surprise Assault"]);
    assert_eq!(played.prompt, Some(Prompt::LoseForce { chooser: DARK, amount: 6 }), "the Dark Side loses 8 - 2");
    let passed = run(state, &["pass"]);
    assert!(matches!(passed.prompt, Some(Prompt::LoseForce { chooser: LIGHT, .. })), "the drain's loss");
    // Lower destiny: the player himself loses the difference (Vader's power 6 against 1 + 1).
    let state = drained(DARK, &["Darth Vader"], "Surprise Assault", &["Rebel Trooper"]);
    let played = run(state, &["interrupt Surprise Assault"]);
    assert_eq!(played.prompt, Some(Prompt::LoseForce { chooser: LIGHT, amount: 5 }));
}

#[test]
fn card_1_238_counter_assault_cancels_a_force_drain_and_compares_destiny_with_the_drainers_power() {
    let state = drained(LIGHT, &["Rebel Trooper"], "Counter Assault", &["Ponda Baba"]);
    assert!(responding(&state, DARK));
    let played = run(state, &["interrupt Counter Assault"]);
    assert_eq!(played.prompt, Some(Prompt::LoseForce { chooser: LIGHT, amount: 2 }), "destiny 3 against power 1");
    // Equal totals: nobody loses Force.
    let state = drained(LIGHT, &["Luke Skywalker"], "Counter Assault", &["Ponda Baba"]);
    let played = run(state, &["interrupt Counter Assault"]);
    assert_eq!(played.prompt, None, "no Force is lost");
}

/// Takes the first action offered until `done` holds (at most 60).
fn until(mut state: State, done: impl Fn(&State) -> bool) -> State {
    for _ in 0..60 {
        if done(&state) {
            return state;
        }
        let first = offered(&state).into_iter().next().expect("an action");
        state = run(state, &[first.as_str()]);
    }
    panic!("never reached: {:?}", state.prompt);
}

/// The Dark Side's Vader attacks the Light Side's `light` at Mos Eisley; the Light Side holds
/// `card`.
fn vader_attacks(light: &[&str], card: &str) -> State {
    let (mut s, p) = board(DARK, Phase::Battle, 6);
    s.at(DARK, "Darth Vader", p.mos_eisley);
    for t in light {
        s.at(LIGHT, t, p.mos_eisley);
    }
    s.hand(LIGHT, card);
    run(s.build(), &["battle Tatooine: Mos Eisley"])
}

#[test]
fn card_2_50_houjix_cancels_the_remaining_battle_damage_with_no_cards_left_to_forfeit() {
    let state = vader_attacks(&["Rebel Trooper"], "Houjix");
    let window = until(state, |s| s.prompt.as_ref().is_some_and(|p| p.chooser() == LIGHT));
    let window = until(window, |s| responding(s, LIGHT));
    let owed = window.battle.as_ref().map_or(0, |b| b.damage[LIGHT.idx()]);
    assert!(owed > 0, "the Rebel Trooper forfeited, battle damage is left");
    assert_eq!(offered(&window), vec!["interrupt Houjix", "pass"]);
    let played = run(window.clone(), &["interrupt Houjix"]);
    assert_eq!(played.battle, None, "no damage left: the battle ends");
    let life = |s: &State| hangar::rules::swccg::facts::life_force(s, LIGHT);
    assert_eq!(life(&played), life(&window), "no Force lost");
    let passed = run(window, &["pass"]);
    assert!(matches!(passed.prompt, Some(Prompt::Damage { chooser: LIGHT })), "the damage is owed");
}

#[test]
fn card_2_50_houjix_cancels_sunsdown() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 6);
    let sunsdown = s.on(DARK, "Sunsdown", p.tatooine);
    s.hand(LIGHT, "Houjix");
    let state = s.build();
    let played = run(state, &["interrupt Houjix > Sunsdown"]);
    assert!(played.player(DARK).lost_pile.contains(&sunsdown));
    // As it deploys, in the respond window.
    let (mut s, _) = board(DARK, Phase::Deploy, 6);
    let sunsdown = s.hand(DARK, "Sunsdown");
    s.hand(LIGHT, "Houjix");
    let state = s.build();
    let deploy = offered_like(&state, "deploy Sunsdown").into_iter().next().expect("Sunsdown deploys");
    let state = run(state, &[deploy.as_str()]);
    assert_eq!(offered(&state), vec!["interrupt Houjix > Sunsdown", "pass"]);
    let played = run(state, &["interrupt Houjix > Sunsdown"]);
    assert!(played.player(DARK).lost_pile.contains(&sunsdown));
    assert_eq!(played.prompt, None);
}

#[test]
fn card_2_132_ghhhk_cancels_the_remaining_battle_damage_or_nightfall() {
    let (mut s, p) = board(LIGHT, Phase::Battle, 6);
    s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.hand(DARK, "Ghhhk");
    let state = run(s.build(), &["battle Tatooine: Mos Eisley"]);
    let window = until(state, |s| responding(s, DARK));
    let played = run(window, &["interrupt Ghhhk"]);
    assert_eq!(played.battle, None);
    let (mut s, p) = board(DARK, Phase::Deploy, 6);
    let nightfall = s.on(LIGHT, "Nightfall", p.yavin);
    s.hand(DARK, "Ghhhk");
    let played = run(s.build(), &["interrupt Ghhhk > Nightfall"]);
    assert!(played.player(LIGHT).lost_pile.contains(&nightfall));
}

#[test]
fn card_1_269_takeel_switches_the_two_battle_destinies() {
    let (mut s, p) = board(DARK, Phase::Battle, 6);
    s.at(DARK, "Darth Vader", p.mos_eisley);
    s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    s.reserve(DARK, "Ponda Baba");
    s.reserve(LIGHT, "Wedge Antilles");
    s.hand(DARK, "Takeel");
    let state = run(s.build(), &["battle Tatooine: Mos Eisley", "pass", "pass"]);
    let window = until(state, |s| responding(s, DARK));
    let values =
        |s: &State| s.battle.as_ref().map(|b| b.destiny.clone().map(|d| d.iter().map(|x| x.value).collect::<Vec<_>>()));
    assert_eq!(values(&window), Some([vec![3], vec![4]]));
    let played = run(window, &["interrupt Takeel"]);
    assert_eq!(values(&played), Some([vec![4], vec![3]]), "the numbers switched");
    // Only when both drew exactly one.
    let (mut s, p) = board(DARK, Phase::Battle, 6);
    s.at(DARK, "Darth Vader", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.hand(DARK, "Takeel");
    let state = run(s.build(), &["battle Tatooine: Mos Eisley", "pass", "pass"]);
    assert!(!responding(&state, DARK), "the Light Side drew none");
}

/// Takes, until `done` holds, a loss of all owed Force from the Reserve Deck when offered (so no
/// card is forfeited or lost from hand), else the first action offered.
fn paying_force(mut state: State, done: impl Fn(&State) -> bool) -> State {
    for _ in 0..60 {
        if done(&state) {
            return state;
        }
        let list = offered(&state);
        let pick = list
            .iter()
            .find(|a| a.starts_with("lose all reserve") || a.starts_with("lose reserve"))
            .or(list.first())
            .cloned()
            .expect("an action");
        state = run(state, &[pick.as_str()]);
    }
    panic!("never reached: {:?}", state.prompt);
}

#[test]
fn card_1_253_ive_got_a_problem_here_loses_a_starfighter_whose_maneuver_a_destiny_beats() {
    let window = || {
        let (mut s, p) = board(LIGHT, Phase::Battle, 6);
        let x = s.at(LIGHT, "X-wing", p.yavin);
        s.aboard(LIGHT, "Biggs Darklighter", x, Slot::Pilot);
        let tie = s.at(DARK, "TIE Fighter", p.yavin);
        s.aboard(DARK, "DS-61-2", tie, Slot::Pilot);
        let tie = s.at(DARK, "TIE Fighter", p.yavin);
        s.aboard(DARK, "DS-61-3", tie, Slot::Pilot);
        s.reserve(DARK, "It's Worse");
        s.reserve(DARK, "Stormtrooper");
        s.hand(DARK, "I've Got A Problem Here");
        let state = run(s.build(), &["battle Yavin 4"]);
        paying_force(state, |s| responding(s, DARK))
    };
    let state = window();
    assert!(matches!(
        state.prompt,
        Some(Prompt::Respond { to: hangar::rules::swccg::Moment::BattleFinished { .. }, .. })
    ));
    assert_eq!(offered(&state), vec!["interrupt I've Got A Problem Here > X-wing", "pass"]);
    let xwing = find(&state, "X-wing");
    let maneuver = hangar::rules::swccg::facts::maneuver(&state, xwing).unwrap_or(0);
    // The next destiny drawn is the top of the Reserve Deck.
    let top = |mut s: State, title: &str| {
        let card = all(&s, title).into_iter().find(|&c| s.player(DARK).reserve.contains(&c)).expect("in reserve");
        let reserve = &mut s.player_mut(DARK).reserve;
        reserve.retain(|&c| c != card);
        reserve.push(card);
        s
    };
    let high = run(top(state.clone(), "It's Worse"), &["interrupt I've Got A Problem Here > X-wing"]);
    assert!(6 > maneuver);
    assert!(high.player(LIGHT).lost_pile.contains(&xwing), "destiny 6 > maneuver {maneuver}");
    let low = run(top(state, "Stormtrooper"), &["interrupt I've Got A Problem Here > X-wing"]);
    assert!(low.card(xwing).at.is_some(), "destiny 1: not lost");
}

#[test]
fn card_2_55_quite_a_mercenary_keeps_a_just_deployed_smuggler_from_moving() {
    let (mut s, p) = board(DARK, Phase::Deploy, 6);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.hand(LIGHT, "Quite A Mercenary");
    s.hand(DARK, "Ponda Baba");
    let state = run(s.build(), &["deploy Ponda Baba > Tatooine: Mos Eisley"]);
    assert_eq!(offered(&state), vec!["interrupt Quite A Mercenary > Ponda Baba", "pass"]);
    let force = state.player(LIGHT).force_pile.len();
    let held = run(state.clone(), &["interrupt Quite A Mercenary > Ponda Baba"]);
    assert_eq!(held.player(LIGHT).force_pile.len(), force, "no Force");
    assert!(held.held.iter().any(|h| !h.battle), "moving only");
    let moving = until(held, |s| s.phase == Phase::Move);
    assert!(offered_like(&moving, "landspeed Ponda Baba").is_empty());
    assert!(!offered_like(&moving, "landspeed Stormtrooper").is_empty());
    let free = until(run(state, &["pass"]), |s| s.phase == Phase::Move);
    assert!(!offered_like(&free, "landspeed Ponda Baba").is_empty());
    // Not a smuggler: no window.
    let (mut s, p) = board(DARK, Phase::Deploy, 6);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.hand(LIGHT, "Quite A Mercenary");
    s.hand(DARK, "Stormtrooper");
    let state = run(s.build(), &["deploy Stormtrooper > Tatooine: Mos Eisley"]);
    assert!(!responding(&state, LIGHT));
}

#[test]
fn card_2_137_oo_ta_goo_ta_solo_keeps_a_just_deployed_smuggler_from_moving() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 6);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.hand(DARK, "Oo-ta Goo-ta, Solo?");
    s.hand(LIGHT, "Han Solo");
    let state = run(s.build(), &["deploy Han Solo > Tatooine: Mos Eisley"]);
    let held = run(state, &["interrupt Oo-ta Goo-ta, Solo? > Han Solo"]);
    let moving = until(held, |s| s.phase == Phase::Move);
    assert!(offered_like(&moving, "landspeed Han Solo").is_empty());
    assert!(!offered_like(&moving, "landspeed Rebel Trooper").is_empty());
}

#[test]
fn card_1_252_its_worse_adds_1_to_force_the_opponent_just_lost_from_a_battle() {
    let (mut s, p) = board(DARK, Phase::Battle, 6);
    s.at(DARK, "Darth Vader", p.mos_eisley);
    s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    s.hand(DARK, "It's Worse");
    let state = run(s.build(), &["battle Tatooine: Mos Eisley"]);
    let window = paying_force(state, |s| responding(s, DARK));
    assert!(matches!(window.prompt, Some(Prompt::Respond { to: hangar::rules::swccg::Moment::LostForce, .. })));
    let played = run(window, &["interrupt It's Worse"]);
    assert_eq!(played.prompt, Some(Prompt::LoseForce { chooser: LIGHT, amount: 1 }));
}

#[test]
fn card_1_239_dark_collaboration_cancels_rebel_barrier_just_played() {
    let (mut s, p) = board(DARK, Phase::Deploy, 8);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.hand(LIGHT, "Rebel Barrier");
    s.hand(DARK, "Dark Collaboration");
    s.hand(DARK, "Stormtrooper");
    let state =
        run(s.build(), &["deploy Stormtrooper > Tatooine: Mos Eisley", "interrupt Rebel Barrier > Stormtrooper"]);
    assert!(responding(&state, DARK), "the Dark Side may answer the Interrupt just played");
    assert_eq!(offered(&state), vec!["interrupt Dark Collaboration > Rebel Barrier", "pass"]);
    let cancelled = run(state.clone(), &["interrupt Dark Collaboration > Rebel Barrier"]);
    assert!(cancelled.held.is_empty(), "the Stormtrooper may battle and move");
    let kept = run(state, &["pass"]);
    assert_eq!(kept.held.len(), 1);
}

/// Red 6: "Opponent may add 2 to destiny drawn for I've Got A Problem Here when targeting Red 6":
/// in the window after a battle at Yavin 4, a destiny of 3 against Red 6 (maneuver 4 with a Rebel
/// Pilot) counts 5 and Red 6 is lost; against Red 1 (maneuver 4 too), 3 is not over 4.
#[test]
fn card_2_72_red_6_the_opponent_adds_2_to_ive_got_a_problem_heres_destiny_against_it() {
    for (ship, lost) in [("Red 6", true), ("Red 1", false)] {
        let (mut s, p) = board(LIGHT, Phase::Battle, 6);
        let craft = s.at(LIGHT, ship, p.yavin);
        s.aboard(LIGHT, "Rebel Pilot", craft, Slot::Pilot);
        s.reserve(DARK, "TIE Advanced x1"); // destiny 3
        s.hand(DARK, "I've Got A Problem Here");
        let mut state = s.build();
        state.prompt = Some(Prompt::Respond {
            chooser: DARK,
            to: hangar::rules::swccg::Moment::BattleFinished { location: p.yavin },
        });
        assert_eq!(hangar::rules::swccg::facts::maneuver(&state, craft), Some(4));
        let (after, events) = take(&state, &format!("interrupt I've Got A Problem Here > {ship}"));
        let total = events.iter().find_map(|e| match e {
            hangar::rules::swccg::Event::TextDestiny { total, .. } => Some(*total),
            _ => None,
        });
        assert_eq!(total, Some(if lost { 3 + 2 } else { 3 }));
        assert_eq!(after.player(LIGHT).lost_pile.contains(&craft), lost, "{ship}");
    }
}
