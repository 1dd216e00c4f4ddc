//! Whole matches: seeded random games between the two skirmish decks, random legal choices, run
//! to a winner under the full rules, through the generic property harness
//! (`tests/support/harness.rs`): at every step the state is sound (`Ruleset::problems`: each card
//! in one place, attachments on units in play, at most as many Pilots on a Vehicle as its
//! overrides allow, no unresolved duplicate of a unique card, no damage on a unit attached as an
//! upgrade…), and every `EVERY` steps every listed action applies, every unlisted candidate and
//! probe is refused, and the state survives a serde round trip. Env `HANGAR_SWU_GAMES` sets the
//! number of games (default 30).

use crate::harness::{play, Tally};
use hangar::engine::view::Ending;
use hangar::engine::{Ruleset, Seat};
use hangar::rules::swu::Swu;
use std::collections::BTreeMap;

/// A game longer than this many actions counts as stuck.
const MAX_ACTIONS: usize = 20_000;
/// How often the full checks run (every position in between keeps the invariants).
const EVERY: usize = 5;

#[test]
fn games_seeded_random_matches_reach_an_end_with_every_property_kept() {
    let games: u64 = std::env::var("HANGAR_SWU_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(30);
    let mut tally = Tally::default();
    let mut total = 0;
    let mut endings: BTreeMap<String, usize> = BTreeMap::new();
    for seed in 0..games {
        let played = play::<Swu>(Swu::new_match(seed), seed, MAX_ACTIONS, EVERY, &mut tally);
        total += played.actions;
        let key = match played.ending {
            Some(Ending::Won { winner: Seat(n), how }) => format!("seat {n} by {}", how.key),
            Some(Ending::Draw { how }) => format!("draw by {}", how.key),
            other => panic!("seed {seed}: no ending after {} actions ({other:?})", played.actions),
        };
        *endings.entry(key).or_default() += 1;
    }
    eprintln!("{games} games, mean {:.0} actions; {endings:?}; {tally:?}", total as f64 / games as f64);
    assert_eq!(endings.values().sum::<usize>() as u64, games);
    assert!(tally.refused > 0 && tally.applied > 0, "the checks were idle: {tally:?}");
}

/// No hostile action or drop panics: each is refused with a reason and changes nothing
/// (`tests/support/no_panic.rs`).
#[test]
fn games_no_hostile_action_or_drop_panics() {
    crate::no_panic::hold::<Swu>(crate::no_panic::Budget::from_env());
}
