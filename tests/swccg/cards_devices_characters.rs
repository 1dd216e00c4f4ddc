//! Devices a character carries, and what they let its player do (Electrobinoculars' peek). Each
//! test is named `card_<GEMP id>_<what it does>` (`cards_covered.rs`), deploys its device through
//! the legal actions and plays its text by them.

use crate::support::*;
use hangar::engine::CardId;
use hangar::engine::Table;
use hangar::rules::swccg::facts::{forfeit, power};
use hangar::rules::swccg::At;
use hangar::rules::swccg::Event;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Prompt;
use hangar::rules::swccg::Slot;
use hangar::rules::swccg::State;

#[test]
fn card_1_35_electrobinoculars_peek_at_the_reserve_top_for_2_force_and_may_move_it_to_the_force_pile() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 4);
    s.at(LIGHT, "Rebel Trooper", p.jungle);
    s.hand(LIGHT, "Electrobinoculars");
    let top = s.reserve(LIGHT, "Luke Skywalker");
    let state = s.build();
    assert!(!is_offered(&state, "peek with Electrobinoculars"), "not while in hand");
    let state = run(state, &["deploy Electrobinoculars on Rebel Trooper"]);
    assert_eq!(state.player(LIGHT).force_pile.len(), 4 - 1, "deploys for 1 Force");
    let (peeking, _) = take(&state, "peek with Electrobinoculars");
    match &peeking.prompt {
        Some(Prompt::Pick { chooser, cards, left, .. }) => {
            assert_eq!((*chooser, cards.clone(), *left), (LIGHT, vec![top], 1))
        }
        other => panic!("no peek: {other:?}"),
    }
    assert_eq!(offered(&peeking), ["pass", "pick Luke Skywalker"]);
    assert_eq!(peeking.player(LIGHT).force_pile.len(), 3 - 2, "for 2 Force");
    let moved = run(peeking.clone(), &["pick Luke Skywalker"]);
    assert_eq!(moved.player(LIGHT).force_pile.last(), Some(&top), "on top of the Force Pile");
    assert!(!moved.player(LIGHT).reserve.contains(&top));
    assert!(!is_offered(&moved, "peek with Electrobinoculars"), "once a turn");
    let left = run(peeking, &["pass"]);
    assert_eq!(left.player(LIGHT).reserve.last(), Some(&top), "left on top of the Reserve Deck");
    assert_eq!(left.player(LIGHT).force_pile.len(), 1);
    // In any phase of the turn (the control phase here), with 2 Force to use.
    let (mut s, p) = board(LIGHT, Phase::Control, 2);
    let trooper = s.at(LIGHT, "Rebel Trooper", p.jungle);
    s.on(LIGHT, "Electrobinoculars", trooper);
    assert!(is_offered(&s.build(), "peek with Electrobinoculars"));
    let (mut s, p) = board(LIGHT, Phase::Control, 1);
    let trooper = s.at(LIGHT, "Rebel Trooper", p.jungle);
    s.on(LIGHT, "Electrobinoculars", trooper);
    assert!(!is_offered(&s.build(), "peek with Electrobinoculars"), "1 Force is not enough");
}

/// Deploy phase: Dark's Stormtrooper with a Blaster Rifle at Mos Eisley beside an Imperial Pilot
/// (no warrior) and two R4-M9s, a Rebel Pilot (ability 2) there; a Portable Fusion Generator in
/// hand and a Stormtrooper (destiny 1) on top of the Reserve Deck.
fn generator_board() -> (State, [CardId; 3]) {
    let (mut s, p) = board(DARK, Phase::Deploy, 5);
    let trooper = s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.on(DARK, "Blaster Rifle", trooper);
    s.at(DARK, "Imperial Pilot", p.mos_eisley);
    let first = s.at(DARK, "R4-M9 (Arfour-Emmnine)", p.mos_eisley);
    let second = s.at(DARK, "R4-M9 (Arfour-Emmnine)", p.mos_eisley);
    s.at(LIGHT, "Rebel Pilot", p.mos_eisley);
    s.hand(DARK, "Portable Fusion Generator");
    (s.build(), [trooper, first, second])
}

/// The hit or miss of the shot `written`: (hit, destiny, defense).
fn shot(state: &State, written: &str) -> (bool, u8, u8) {
    let (_, events) = take(state, written);
    let outcome = events.iter().find_map(|e| match e {
        Event::Hit { .. } => Some((true, 0, 0)),
        Event::Missed { destiny, defense, .. } => Some((false, *destiny, *defense)),
        _ => None,
    });
    outcome.expect("the shot resolves")
}

#[test]
fn card_3_96_portable_fusion_generator_adds_1_to_each_blaster_rifle_destiny_and_1_to_one_droids_power() {
    let (state, [_, first, second]) = generator_board();
    assert_eq!(
        offered_like(&state, "deploy Portable"),
        ["deploy Portable Fusion Generator on Stormtrooper (0)"],
        "on a warrior only"
    );
    // Without it the rifle's 1 + 1 does not beat the Rebel Pilot's ability 2.
    let bare = run(state.clone(), &["pass", "battle Tatooine: Mos Eisley (1)"]);
    assert_eq!(shot(&bare, "fire Blaster Rifle > Rebel Pilot (2)"), (false, 2, 2));
    assert_eq!((power(&state, first), power(&state, second)), (1, 1));
    let state = run(state, &["deploy Portable Fusion Generator on Stormtrooper"]);
    assert_eq!((power(&state, first), power(&state, second)), (2, 1), "one droid present");
    let state = if state.phase == Phase::Deploy { run(state, &["pass"]) } else { state };
    let battle = run(state, &["battle Tatooine: Mos Eisley (1)"]);
    assert_eq!(shot(&battle, "fire Blaster Rifle > Rebel Pilot (2)"), (true, 0, 0), "1 + 1 + 1 > 2");
}

#[test]
fn card_1_205_restraining_bolt_on_a_droid_at_a_site_cancels_its_text_and_moves_to_another_droid_there() {
    let (mut s, p) = board(DARK, Phase::Deploy, 4);
    let c3po = s.at(LIGHT, "C-3PO (See-Threepio)", p.mos_eisley);
    let r2 = s.at(LIGHT, "R2-D2 (Artoo-Detoo)", p.mos_eisley);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    let isd = s.at(DARK, "Imperial-Class Star Destroyer", p.tatooine);
    s.aboard(DARK, "R1-G4 (Arone-Geefour)", isd, Slot::Passenger);
    s.hand(DARK, "1_205");
    let state = s.build();
    // Either side's droid at a site; not one aboard a starship at a system.
    assert_eq!(
        offered_like(&state, "deploy Restraining"),
        ["deploy Restraining Bolt on C-3PO (See-Threepio) (0)", "deploy Restraining Bolt on R2-D2 (Artoo-Detoo) (0)"]
    );
    let with_c3po = forfeit(&state, r2);
    let bolted = run(state, &["deploy Restraining Bolt on C-3PO (See-Threepio)"]);
    assert_eq!(forfeit(&bolted, r2), with_c3po - 2, "C-3PO's 'R2-D2 is forfeit +2 when present' is cancelled");
    assert_eq!(offered_like(&bolted, "transfer"), ["transfer Restraining Bolt > R2-D2 (Artoo-Detoo)"]);
    let moved = run(bolted, &["transfer Restraining Bolt > R2-D2 (Artoo-Detoo)"]);
    assert_eq!(forfeit(&moved, r2), with_c3po, "C-3PO's text is back");
    assert_eq!(moved.card(find(&moved, "Restraining Bolt")).at, Some(At::On(r2)));
    assert!(moved.card(c3po).at.is_some());
    assert!(offered_like(&moved, "transfer").is_empty(), "once a turn");
    // Not in the opponent's deploy phase, nor in another phase of one's own.
    let (mut s, p) = board(DARK, Phase::Battle, 4);
    let c3po = s.at(LIGHT, "C-3PO (See-Threepio)", p.mos_eisley);
    s.at(LIGHT, "R2-D2 (Artoo-Detoo)", p.mos_eisley);
    s.on(DARK, "1_205", c3po);
    assert!(offered_like(&s.build(), "transfer").is_empty());
}

#[test]
fn card_1_38_restraining_bolt_stops_the_opponents_droid_moving_and_using_its_text() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 4);
    s.at(DARK, "R2-Q2 (Artoo-Kyootoo)", p.bay94);
    s.hand(LIGHT, "1_38");
    let state = s.build();
    assert_eq!(offered_like(&state, "deploy Restraining"), ["deploy Restraining Bolt on R2-Q2 (Artoo-Kyootoo) (0)"]);
    let state = run(state, &["deploy Restraining Bolt on R2-Q2 (Artoo-Kyootoo)"]);
    let r2q2 = find(&state, "R2-Q2 (Artoo-Kyootoo)");
    assert_eq!(state.card(find(&state, "Restraining Bolt")).at, Some(At::On(r2q2)));
    // Dark's draw phase at a Scomp link: R2-Q2 peeks, but not while bolted.
    for bolted in [false, true] {
        let (mut s, p) = board(DARK, Phase::Draw, 2);
        let r2q2 = s.at(DARK, "R2-Q2 (Artoo-Kyootoo)", p.bay94);
        if bolted {
            s.on(LIGHT, "1_38", r2q2);
        }
        assert_eq!(is_offered(&s.build(), "peek with R2-Q2 (Artoo-Kyootoo)"), !bolted, "bolted: {bolted}");
    }
    // Dark's move phase: R2-Q2 moves by landspeed or transit, but not while bolted.
    for bolted in [false, true] {
        let (mut s, p) = board(DARK, Phase::Move, 2);
        let r2q2 = s.at(DARK, "R2-Q2 (Artoo-Kyootoo)", p.bay94);
        if bolted {
            s.on(LIGHT, "1_38", r2q2);
        }
        assert_eq!(offered(&s.build()).iter().all(|a| !a.contains("R2-Q2")), bolted, "bolted: {bolted}");
    }
}

#[test]
fn card_1_200_caller_steals_a_bolted_droid_at_same_site_in_the_control_phase_and_the_bolt_returns_to_hand() {
    // It deploys on an Imperial (or a Jawa), not on a droid.
    let (mut s, p) = board(DARK, Phase::Deploy, 4);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(DARK, "R4-M9 (Arfour-Emmnine)", p.mos_eisley);
    s.hand(DARK, "1_200");
    assert_eq!(offered_like(&s.build(), "deploy Caller"), ["deploy Caller on Stormtrooper (0)"]);
    let (mut s, p) = board(DARK, Phase::Control, 4);
    let trooper = s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.on(DARK, "1_200", trooper);
    let r2 = s.at(LIGHT, "R2-D2 (Artoo-Detoo)", p.mos_eisley);
    let bolt = s.on(DARK, "1_205", r2);
    let extinguisher = s.on(LIGHT, "Fire Extinguisher", r2);
    s.at(LIGHT, "R2-X2 (Artoo-Extoo)", p.mos_eisley);
    let state = s.build();
    assert_eq!(offered_like(&state, "steal"), ["steal with Caller > R2-D2 (Artoo-Detoo)"], "only the bolted droid");
    let after = run(state, &["steal with Caller > R2-D2 (Artoo-Detoo)"]);
    assert_eq!(after.owner(r2), DARK);
    assert!(after.player(DARK).table.contains(&r2) && !after.player(LIGHT).table.contains(&r2));
    assert_eq!(after.card(r2).at, Some(At::Location(p.mos_eisley)), "it stays where it is");
    assert!(after.player(DARK).hand.contains(&bolt), "the bolt returns to its owner's hand");
    // The device on it is stolen with it (GEMP: every card attached changes owner), and the table
    // is sound (the pool's random games, seed 832).
    assert_eq!((after.owner(extinguisher), after.card(extinguisher).at), (DARK, Some(At::On(r2))));
    assert_eq!(hangar::rules::swccg::problems(&after), []);
    assert!(offered_like(&after, "steal").is_empty());
}

#[test]
fn card_1_34_caller_on_a_rebel_steals_the_opponents_bolted_droid() {
    let (mut s, p) = board(LIGHT, Phase::Control, 4);
    let trooper = s.at(LIGHT, "Rebel Trooper", p.bay94);
    s.on(LIGHT, "1_34", trooper);
    let r2q2 = s.at(DARK, "R2-Q2 (Artoo-Kyootoo)", p.bay94);
    let bolt = s.on(LIGHT, "1_38", r2q2);
    // At another site, or in another phase, nothing to steal.
    let elsewhere = s.at(DARK, "R4-M9 (Arfour-Emmnine)", p.mos_eisley);
    s.on(LIGHT, "1_38", elsewhere);
    let state = s.build();
    assert_eq!(offered_like(&state, "steal"), ["steal with Caller > R2-Q2 (Artoo-Kyootoo)"]);
    let after = run(state, &["steal with Caller > R2-Q2 (Artoo-Kyootoo)"]);
    assert_eq!(after.owner(r2q2), LIGHT);
    assert!(after.player(LIGHT).hand.contains(&bolt));
    assert_eq!(after.owner(elsewhere), DARK);
    let deploy = run(after, &["pass"]);
    assert_eq!(deploy.phase, Phase::Deploy);
    assert!(offered_like(&deploy, "steal").is_empty());
}

#[test]
fn card_1_199_blaster_scope_on_a_blaster_lets_it_target_at_an_adjacent_site() {
    let build = |scope: bool| {
        let (mut s, p) = board(DARK, Phase::Deploy, 5);
        let trooper = s.at(DARK, "Stormtrooper", p.mos_eisley);
        s.on(DARK, "Imperial Blaster", trooper);
        s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
        s.at(LIGHT, "Rebel Pilot", p.bay94);
        if scope {
            s.hand(DARK, "Blaster Scope");
        }
        s.build()
    };
    let state = build(true);
    assert_eq!(offered_like(&state, "deploy Blaster Scope"), ["deploy Blaster Scope on Imperial Blaster (0)"]);
    let state = run(state, &["deploy Blaster Scope on Imperial Blaster"]);
    let state = if state.phase == Phase::Deploy { run(state, &["pass"]) } else { state };
    let battle = run(state, &["battle Tatooine: Mos Eisley (1)"]);
    assert_eq!(
        offered_like(&battle, "fire Imperial Blaster"),
        ["fire Imperial Blaster > Rebel Pilot (1)", "fire Imperial Blaster > Rebel Trooper (1)"],
        "the Rebel Pilot at Docking Bay 94, next door"
    );
    let bare = run(build(false), &["pass", "battle Tatooine: Mos Eisley (1)"]);
    assert_eq!(offered_like(&bare, "fire Imperial Blaster"), ["fire Imperial Blaster > Rebel Trooper (1)"]);
}

/// A stolen droid forfeited in a battle goes to the Lost Pile of the player whose deck it came
/// from (`CardState::stolen`), not the thief's.
#[test]
fn card_1_34_caller_a_stolen_droid_leaving_the_table_goes_to_its_own_players_pile() {
    let (mut s, p) = board(LIGHT, Phase::Control, 6);
    let trooper = s.at(LIGHT, "Rebel Trooper", p.bay94);
    s.on(LIGHT, "1_34", trooper);
    let r2q2 = s.at(DARK, "R2-Q2 (Artoo-Kyootoo)", p.bay94);
    s.on(LIGHT, "1_38", r2q2);
    for _ in 0..4 {
        s.at(DARK, "Stormtrooper", p.bay94);
    }
    let state =
        run(s.build(), &["steal with Caller > R2-Q2 (Artoo-Kyootoo)", "pass", "battle Tatooine: Docking Bay 94 (1)"]);
    assert!(state.card(r2q2).stolen && state.owner(r2q2) == LIGHT);
    let mut rest = state;
    for _ in 0..200 {
        if rest.battle.is_none() {
            break;
        }
        let written = if is_offered(&rest, "forfeit R2-Q2 (Artoo-Kyootoo)") {
            "forfeit R2-Q2 (Artoo-Kyootoo)".to_string()
        } else {
            offered(&rest)[0].clone()
        };
        rest = run(rest, &[written.as_str()]);
    }
    assert!(rest.card(r2q2).at.is_none(), "forfeited");
    assert!(rest.player(DARK).lost_pile.contains(&r2q2), "to its own player's Lost Pile");
    assert!(!rest.player(LIGHT).lost_pile.contains(&r2q2));
    assert_eq!((rest.owner(r2q2), rest.card(r2q2).stolen), (DARK, false));
}

/// Probe Antennae: "Use 1 Force to deploy on one of your other droids. When at a site you
/// control, once during each of your control phases, you may peek at one card randomly selected
/// from opponent's hand" (its Probe Droid line inert: no Probe Droid in the pool).
#[test]
fn card_3_97_probe_antennae_on_a_droid_peeks_at_one_random_card_of_the_opponents_hand() {
    // Deploy: on Dark's droid for 1 Force, never on a non-droid.
    let (mut s, p) = board(DARK, Phase::Deploy, 3);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(DARK, "R4-M9 (Arfour-Emmnine)", p.mos_eisley);
    s.hand(DARK, "Probe Antennae");
    let state = s.build();
    assert!(!is_offered(&state, "deploy Probe Antennae on Stormtrooper"), "a droid only");
    let state = run(state, &["deploy Probe Antennae on R4-M9 (Arfour-Emmnine)"]);
    assert_eq!(state.player(DARK).force_pile.len(), 3 - 1, "for 1 Force");
    assert!(!is_offered(&state, "peek with Probe Antennae"), "in the control phase only");
    // Control phase, Dark controlling Mos Eisley (its Stormtrooper's ability): one card shown.
    let antennae_board = |rebel_there: bool, hand: bool| {
        let (mut s, p) = board(DARK, Phase::Control, 0);
        s.at(DARK, "Stormtrooper", p.mos_eisley);
        let droid = s.at(DARK, "R4-M9 (Arfour-Emmnine)", p.mos_eisley);
        s.on(DARK, "Probe Antennae", droid);
        if rebel_there {
            s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
        }
        if hand {
            s.hand(LIGHT, "Luke Skywalker");
            s.hand(LIGHT, "Rebel Pilot");
        }
        s.build()
    };
    let state = antennae_board(false, true);
    let (peeking, _) = take(&state, "peek with Probe Antennae");
    let hand = peeking.player(LIGHT).hand.clone();
    match &peeking.prompt {
        Some(Prompt::Peek { chooser, cards, hand: true, .. }) => {
            assert_eq!(*chooser, DARK);
            assert_eq!(cards.len(), 1, "one card");
            assert!(hand.contains(&cards[0]), "of the opponent's hand");
        }
        other => panic!("no peek: {other:?}"),
    }
    assert_eq!(hand.len(), 2, "the hand stays whole");
    let done = run(peeking, &["pass"]);
    assert!(!is_offered(&done, "peek with Probe Antennae"), "once in the control phase");
    assert!(!is_offered(&antennae_board(true, true), "peek with Probe Antennae"), "a site Dark controls");
    assert!(!is_offered(&antennae_board(false, false), "peek with Probe Antennae"), "a card in hand");
}
