//! `legal_actions` is built legal by construction; `candidates` filtered by `check` is its
//! oracle, and the property harness holds the two to the same set. Saves keep a move as its
//! index in the list, so here it is held to the list made as before (the plausible actions the
//! whole `check` accepts, `flow::legal::checked`), in order, at every position of seeded whole
//! matches and of random walks from every scenario. (The candidates repeat some legal actions as
//! near misses and list them in another order, so they cannot be that list themselves.)

use hangar::engine::{Rng, Ruleset};
use hangar::rules::swccg::testing::checked;
use hangar::rules::swccg::Example;
use hangar::rules::swccg::State;
use hangar::rules::swccg::Swccg;

/// Walks from `state` by random listed actions, comparing the lists at every position; returns
/// the positions compared.
fn walk(mut state: State, seed: u64, max_actions: usize) -> usize {
    let mut rng = Rng::seeded(seed ^ 0x0DE5);
    for step in 0..max_actions {
        let listed = Swccg::legal_actions(&state);
        assert_eq!(listed, checked(&state), "seed {seed}, step {step}: the lists differ");
        if listed.is_empty() {
            return step + 1;
        }
        Swccg::apply_listed(&mut state, &listed[rng.below(listed.len())]);
    }
    max_actions
}

#[test]
fn listed_order_whole_matches_list_as_the_whole_check_did_in_order() {
    let positions: usize = (0..40).map(|seed| walk(Swccg::new_match(seed), seed, 20_000)).sum();
    assert!(positions > 1_000, "{positions}");
}

#[test]
fn listed_order_scenario_walks_list_as_the_whole_check_did_in_order() {
    let mut positions = 0;
    for example in Example::ALL {
        for seed in 0..20 {
            positions += walk(example.position(), seed, 300);
        }
    }
    assert!(positions > 500, "{positions}");
}
