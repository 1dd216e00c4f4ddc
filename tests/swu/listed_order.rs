//! `legal_actions` is built legal by construction; `candidates` filtered by `check` is its
//! oracle. The property harness holds the two to the same set; saves keep a move as its index in
//! the list, so here they are held to the same list, in order, at every position of seeded
//! whole matches, of random walks from every scenario and of busy tables.

use hangar::engine::{Rng, Ruleset};
use hangar::rules::swu::Example;
use hangar::rules::swu::Swu;

/// The candidates `check` accepts, in the order they are generated.
fn filtered<R: Ruleset>(state: &R::State) -> Vec<R::Action> {
    R::candidates(state).into_iter().filter(|a| R::check(state, a).is_ok()).collect()
}

/// Walks from `state` by random listed actions, comparing the lists at every position; returns
/// the positions compared.
fn walk<R: Ruleset>(mut state: R::State, seed: u64, max_actions: usize) -> usize {
    let mut rng = Rng::seeded(seed ^ 0x0DE5);
    for step in 0..max_actions {
        let listed = R::legal_actions(&state);
        assert_eq!(listed, filtered::<R>(&state), "seed {seed}, step {step}: the lists differ");
        if listed.is_empty() {
            return step + 1;
        }
        R::apply_listed(&mut state, &listed[rng.below(listed.len())]);
    }
    max_actions
}

#[test]
fn listed_order_whole_matches_list_exactly_the_checked_candidates_in_order() {
    let positions: usize = (0..40).map(|seed| walk::<Swu>(Swu::new_match(seed), seed, 20_000)).sum();
    assert!(positions > 1_000, "{positions}");
}

#[test]
fn listed_order_scenario_walks_list_exactly_the_checked_candidates_in_order() {
    let mut positions = 0;
    for example in Example::ALL {
        for seed in 0..20 {
            positions += walk::<Swu>(example.position(), seed, 200);
        }
    }
    assert!(positions > 500, "{positions}");
}

#[test]
fn listed_order_busy_tables_list_exactly_the_checked_candidates_in_order() {
    let mut positions = 0;
    for seed in 0..30 {
        positions += walk::<Swu>(crate::support::busy_table(seed), seed, 400);
    }
    assert!(positions > 1_000, "{positions}");
}
