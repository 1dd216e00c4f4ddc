//! The computer player out of a standstill (issue #32): with only the two starting systems on
//! the table and nothing in hand it can deploy, a side draws toward cards it can deploy instead
//! of keeping its Life Force in a Force Pile no card of its hand can spend.

use crate::support::*;
use hangar::ai::baseline::greedy_action;
use hangar::ai::{Config, Level, Search, Searchable};
use hangar::engine::{Rng, Ruleset, Table};
use hangar::rules::swccg::{Action, Phase, Scenario, Slot, State, Swccg};

/// The Dark Side's draw phase: Tatooine and Yavin 4 on the table and nothing else; in hand
/// three Stormtroopers (characters, and no site to deploy them to); the Dark Side's Force Pile of
/// `force` (title and copies, the first at the bottom), the Light Side's 20 Rebel Troopers.
fn standstill_with(force: &[(&str, usize)]) -> State {
    let mut s = Scenario::new("standstill").active(DARK, Phase::Draw).turn(101);
    s.location(DARK, "Tatooine");
    s.location(LIGHT, "Yavin 4");
    for _ in 0..3 {
        s.hand(DARK, "Stormtrooper");
        s.hand(LIGHT, "Rebel Trooper");
    }
    for &(title, n) in force {
        s.force(DARK, title, n);
    }
    s.force(LIGHT, "Rebel Trooper", 20);
    s.reserve_n(DARK, "Stormtrooper", 4);
    s.reserve_n(LIGHT, "Rebel Trooper", 4);
    s.build()
}

/// 20 cards in the Force Pile, the top one another Stormtrooper, the locations and starships
/// under it.
fn standstill() -> State {
    standstill_with(&[("Tatooine: Mos Eisley", 2), ("TIE Fighter", 6), ("Imperial Pilot", 6), ("Stormtrooper", 6)])
}

#[test]
fn computer_a_side_with_nothing_to_deploy_draws_the_greedy_player() {
    let state = standstill();
    let top = *state.player(DARK).force_pile.last().expect("a Force Pile");
    assert_eq!(state.def(top).title, "Stormtrooper", "the card it would draw is no better than its hand");
    // It rates a draw by what the top card may be (16 guesses): most of its guesses draw.
    let draws =
        (0..8).filter(|&seed| greedy_action::<Swccg>(&state, &mut Rng::seeded(seed)) == Some(Action::Draw)).count();
    assert!(draws >= 6, "{draws} of 8 draw");
}

/// As [`standstill`], the Force Pile poorer: mostly Stormtroopers and interrupts, four cards
/// in twenty with a place to deploy to.
fn poor_standstill() -> State {
    standstill_with(&[("Tatooine: Mos Eisley", 1), ("TIE Fighter", 3), ("Dark Maneuvers", 4), ("Stormtrooper", 12)])
}

#[test]
fn computer_a_side_with_nothing_to_deploy_draws_the_search() {
    let state = poor_standstill();
    let config = Config { playouts: 300, ..Swccg::config(Level::Normal) };
    for seed in 0..3 {
        let mut search = Search::<Swccg>::new(&state, config, seed);
        search.finish();
        assert_eq!(search.best(), Some(Action::Draw), "seed {seed}");
    }
}

/// The standstill of a game of the built-in decks (seed 0xa15eed01, Normal as the Dark Side
/// against greedy): the Dark Side's activate phase with its Force Pile empty, its Reserve Deck
/// full, a starship at each starting system beside an opponent's. Passing there leaves it no
/// Force to deploy, battle, move or draw with, for ever if it passes each turn.
fn activate_with_no_force() -> State {
    let mut s = Scenario::new("no force").active(DARK, Phase::Activate).turn(1192);
    let tatooine = s.location(DARK, "Tatooine");
    let yavin = s.location(LIGHT, "Yavin 4");
    s.at(DARK, "TIE Fighter", yavin);
    s.at(LIGHT, "X-wing", tatooine);
    let y_wing = s.at(LIGHT, "Y-wing", yavin);
    s.aboard(LIGHT, "Wedge Antilles", y_wing, Slot::Pilot);
    s.hand(DARK, "Vader's Custom TIE");
    s.hand(DARK, "Lone Pilot");
    s.reserve_n(DARK, "TIE Fighter", 20);
    s.force(LIGHT, "Rebel Trooper", 20);
    s.build()
}

#[test]
fn computer_activates_with_an_empty_force_pile_instead_of_passing() {
    let state = activate_with_no_force();
    let legal = Swccg::legal_actions(&state);
    assert!(legal.contains(&Action::Pass) && legal.iter().any(|a| matches!(a, Action::Activate { .. })));
    assert!(Swccg::futile(&state, &Action::Pass), "passing with nothing to spend is futile");
    assert!(legal.iter().filter(|a| **a != Action::Pass).all(|a| !Swccg::futile(&state, a)));
    let activates = |a: Option<Action>| matches!(a, Some(Action::Activate { .. }));
    assert!(activates(greedy_action::<Swccg>(&state, &mut Rng::seeded(1))));
    let config = Config { playouts: 200, ..Swccg::config(Level::Normal) };
    let mut search = Search::<Swccg>::new(&state, config, 7);
    search.finish();
    assert!(activates(search.best()), "{:?}", search.best());
    // With Force in the pile, passing is a choice like any other.
    let mut rich = state.clone();
    let moved = rich.player_mut(DARK).reserve.pop().expect("a reserve");
    rich.player_mut(DARK).force_pile.push(moved);
    assert!(!Swccg::futile(&rich, &Action::Pass));
}
