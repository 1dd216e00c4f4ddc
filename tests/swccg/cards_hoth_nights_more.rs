//! Hoth's cold, more (set 3): Frozen Dinner at the Wampa Cave. Each test is named
//! `card_<GEMP id>_<what it does>` (`cards_covered.rs`) and plays its card through the notation.

use crate::support::*;
use hangar::engine::{CardId, Table};
use hangar::rules::swccg::facts::power;
use hangar::rules::swccg::{Phase, Side, State};

/// `active`'s `phase`: the Light Side's Rebel Trooper at the Wampa Cave (with Luke Skywalker when
/// `luke`), the Ice Plains next to it; Frozen Dinner on the trooper when `frozen`, else in the
/// Dark Side's hand.
fn wampa_cave(active: Side, phase: Phase, luke: bool, frozen: bool) -> State {
    let (mut s, _) = board(active, phase, 3);
    s.location(DARK, "Hoth");
    s.location(DARK, "Hoth: Ice Plains (5th Marker)");
    let cave = s.location(DARK, "Hoth: Wampa Cave (7th Marker)");
    let trooper = s.at(LIGHT, "Rebel Trooper", cave);
    if luke {
        s.at(LIGHT, "Luke Skywalker", cave);
    }
    if frozen {
        s.on(DARK, "Frozen Dinner", trooper);
    } else {
        s.hand(DARK, "Frozen Dinner");
    }
    s.build()
}

/// "Deploy on opponent's character alone at Wampa Cave. Character is power = 0 and may not
/// move." Checks it deploys only on a character alone there, and that the character's power is
/// 0 and it may not move (it moves without it).
#[test]
fn card_3_102_frozen_dinner_zeroes_a_character_alone_at_the_wampa_cave_and_keeps_it_there() {
    let state = wampa_cave(DARK, Phase::Deploy, false, false);
    let deploys = offered_like(&state, "deploy Frozen Dinner");
    assert_eq!(deploys.len(), 1, "{deploys:?}");
    assert!(deploys[0].starts_with("deploy Frozen Dinner on Rebel Trooper"), "{deploys:?}");
    assert!(
        offered_like(&wampa_cave(DARK, Phase::Deploy, true, false), "deploy Frozen Dinner").is_empty(),
        "not alone"
    );
    let trooper = on_table(&state, "Rebel Trooper");
    assert_eq!(power(&state, trooper), 1);
    let after = run(state, &[deploys[0].as_str()]);
    assert_eq!(power(&after, trooper), 0);
    // In the Light Side's move phase it may not move; without the Effect it may.
    assert!(offered_like(&wampa_cave(LIGHT, Phase::Move, false, true), "landspeed Rebel Trooper").is_empty());
    assert!(!offered_like(&wampa_cave(LIGHT, Phase::Move, false, false), "landspeed Rebel Trooper").is_empty());
}

/// "May be canceled if opponent has a lightsaber or total ability > 4 present." Checks the Light
/// Side may lose it in its turn with Luke there (ability 1 + 4 = 5 > 4) or with a lightsaber
/// present, and not with the trooper alone (1).
#[test]
fn card_3_102_frozen_dinner_may_be_canceled_with_a_lightsaber_or_ability_over_4_present() {
    let state = wampa_cave(LIGHT, Phase::Control, true, true);
    assert!(is_offered(&state, "lose card Frozen Dinner"), "{:?}", offered(&state));
    let after = run(state, &["lose card Frozen Dinner"]);
    assert!(after.player(DARK).lost_pile.iter().any(|&c| after.def(c).title == "Frozen Dinner"));
    let trooper = on_table(&after, "Rebel Trooper");
    assert_eq!(power(&after, trooper), 1);
    assert!(!is_offered(&wampa_cave(LIGHT, Phase::Control, false, true), "lose card Frozen Dinner"), "ability 1");
    assert!(!is_offered(&wampa_cave(DARK, Phase::Control, true, true), "lose card Frozen Dinner"), "its turn only");
    // A lightsaber present.
    let (mut s, _) = board(LIGHT, Phase::Move, 3);
    s.location(DARK, "Hoth");
    let cave = s.location(DARK, "Hoth: Wampa Cave (7th Marker)");
    let trooper = s.at(LIGHT, "Rebel Trooper", cave);
    s.on(DARK, "Frozen Dinner", trooper);
    s.on(LIGHT, "Jedi Lightsaber", trooper);
    assert!(is_offered(&s.build(), "lose card Frozen Dinner"));
}

/// The card of `title` on the table (the decks' copies are in the piles).
fn on_table(state: &State, title: &str) -> CardId {
    all(state, title).into_iter().find(|&c| state.card(c).at.is_some()).expect("on the table")
}
