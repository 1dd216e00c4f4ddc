//! What the computer player needs of SWU (`rules/swu/search.rs`, `impl ai::Searchable`): a
//! determinization that redeals only what the observer cannot see, tree keys that merge copies
//! and payments, an evaluation in 0..1 that the two seats share, and a search that chooses only
//! listed actions and finishes games.

use crate::support::{ONE, TWO};
use hangar::ai::{Config, Level, Search, Searchable};
use hangar::engine::view::Ending;
use hangar::engine::Table;
use hangar::engine::{Rng, Ruleset, Seat};
use hangar::rules::swu::Action;
use hangar::rules::swu::Phase;
use hangar::rules::swu::State;
use hangar::rules::swu::Swu;

/// A match a few rounds in, by random choices from `seed`.
fn midgame(seed: u64) -> State {
    let mut state = Swu::new_match(seed);
    let mut rng = Rng::seeded(seed);
    while state.round < 3 || state.phase != Phase::Action || state.prompt.is_some() {
        let legal = Swu::legal_actions(&state);
        state = Swu::apply(&state, &legal[rng.below(legal.len())]).unwrap().0;
        assert!(Swu::ending(&state).is_none(), "seed {seed} ended early");
    }
    state
}

#[test]
fn search_a_determinization_redeals_only_what_the_observer_cannot_see() {
    let state = midgame(4);
    let mut rng = Rng::seeded(9);
    for _ in 0..20 {
        let guess = Swu::determinize(&state, ONE, &mut rng);
        assert!(Swu::problems(&guess).is_empty());
        assert_eq!(guess.player(ONE).hand, state.player(ONE).hand, "my hand");
        assert_eq!(guess.player(ONE).resources, state.player(ONE).resources, "my resources");
        assert_eq!(guess.play, state.play, "the table");
        let (theirs, guessed) = (state.player(TWO), guess.player(TWO));
        assert_eq!(
            (guessed.hand.len(), guessed.deck.len(), guessed.resources.len()),
            (theirs.hand.len(), theirs.deck.len(), theirs.resources.len())
        );
        let ready = |s: &State| s.player(TWO).resources.iter().filter(|&&r| !s.card(r).exhausted).count();
        assert_eq!(ready(&guess), ready(&state), "each resource slot stays ready or exhausted");
        assert_eq!(guess.player(TWO).discard, theirs.discard, "their discard pile is open");
    }
}

#[test]
fn search_keys_merge_the_ways_to_pay_and_copies_of_a_hidden_card() {
    let state = midgame(6);
    assert!(!Swu::legal_actions(&state).is_empty());
    for action in Swu::legal_actions(&state) {
        let key = Swu::key(&state, &action);
        assert!(key.payment().is_none_or(|p| p.is_empty()), "{action:?}");
    }
    assert_eq!(Swu::key(&state, &Action::Pass), Action::Pass);
}

#[test]
fn search_the_evaluation_is_shared_by_the_two_seats() {
    for seed in 0..5 {
        let state = midgame(seed);
        let (one, two) = (Swu::evaluate(&state, ONE), Swu::evaluate(&state, TWO));
        assert!((0.0..=1.0).contains(&one) && (one + two - 1.0).abs() < 1e-9, "seed {seed}: {one} {two}");
    }
}

#[test]
fn search_chooses_listed_actions_and_plays_a_game_to_its_end() {
    let small = Config { playouts: 40, ..Level::Easy.config() };
    let mut state = Swu::new_match(12);
    let mut rng = Rng::seeded(12);
    let ai = Seat(1);
    let mut chose = 0;
    for step in 0..2000 {
        let Some(acting) = Swu::to_act(&state) else { break };
        let legal = Swu::legal_actions(&state);
        let action = if acting == ai {
            let mut search = Search::<Swu>::new(&state, Config { blunder: 0.0, ..small }, rng.next_u64());
            search.finish();
            let chosen = search.best().expect("a choice");
            assert!(legal.contains(&chosen), "step {step}: {chosen:?} is listed");
            chose += 1;
            chosen
        } else {
            legal[rng.below(legal.len())]
        };
        state = Swu::apply(&state, &action).unwrap().0;
    }
    assert!(matches!(Swu::ending(&state), Some(Ending::Won { .. } | Ending::Draw { .. })), "the game ended");
    assert!(chose > 10, "the search chose for its seat ({chose} times)");
}
