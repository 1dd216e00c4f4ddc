//! The generic property harness (`tests/support/harness.rs`) over SWU positions that random
//! matches seldom reach: every scenario, and random walks from each of them and from mid-game
//! positions, with every property checked at every step (listed ⇔ checked, candidates and probes
//! refused, `problems` empty, serde round trips).

use crate::harness::{check_position, play, Tally};
use hangar::engine::Rng;
use hangar::rules::swu::Example;
use hangar::rules::swu::Swu;

#[test]
fn properties_every_scenario_position_keeps_every_property() {
    let mut tally = Tally::default();
    let mut rng = Rng::seeded(1);
    for example in Example::ALL {
        let state = example.position();
        check_position::<Swu>(&state, &mut rng, &|| format!("{example:?}"), &mut tally);
    }
    assert!(tally.refused > 50, "{tally:?}");
}

#[test]
fn properties_random_walks_from_the_scenarios_keep_every_property_at_every_step() {
    let mut tally = Tally::default();
    for example in Example::ALL {
        for seed in 0..20 {
            let played = play::<Swu>(example.position(), seed, 200, 1, &mut tally);
            assert!(played.ending.is_some(), "{example:?} seed {seed}");
        }
    }
    assert!(tally.applied > 500 && tally.refused > 500, "{tally:?}");
}

#[test]
fn properties_busy_tables_keep_every_property_at_every_step() {
    // Both decks' cards on the table at once, each seat with resources and a full hand, played
    // by random choices to the end of the phase.
    let mut tally = Tally::default();
    for seed in 0..30 {
        let state = crate::support::busy_table(seed);
        let played = play::<Swu>(state, seed, 400, 1, &mut tally);
        assert!(played.actions > 0);
    }
    assert!(tally.applied > 1000, "{tally:?}");
}
