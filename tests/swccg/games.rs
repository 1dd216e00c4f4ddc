//! Whole matches: seeded random games between the two decks, random legal choices, run to a
//! winner, through the generic property harness (`tests/support/harness.rs`): at every step the
//! state is sound (`Ruleset::problems`: each card in one place, nothing aboard beyond capacity,
//! no starship empty at a system unless a loss left it so, no landed TIE away from a docking bay,
//! the game over exactly when a Life Force is gone), and every 10 steps every listed action
//! applies, every unlisted candidate and probe is refused, and the state survives a serde round
//! trip. Env `HANGAR_SWCCG_GAMES` sets the number of games (default 30).

use crate::harness::{play, Tally};
use hangar::engine::view::Ending;
use hangar::engine::{Ruleset, Seat};
use hangar::rules::swccg::Swccg;
use std::collections::BTreeMap;

/// A game longer than this many actions counts as stuck.
const MAX_ACTIONS: usize = 20_000;

#[test]
fn games_seeded_random_matches_reach_a_winner_with_every_property_kept() {
    let games: u64 = std::env::var("HANGAR_SWCCG_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(30);
    let every: usize = std::env::var("HANGAR_SWCCG_EVERY").ok().and_then(|v| v.parse().ok()).unwrap_or(10);
    let mut tally = Tally::default();
    let mut total = 0;
    let mut longest = 0;
    let mut winners: BTreeMap<Seat, usize> = BTreeMap::new();
    for seed in 0..games {
        let played = play::<Swccg>(Swccg::new_match(seed), seed, MAX_ACTIONS, every, &mut tally);
        total += played.actions;
        longest = longest.max(played.actions);
        match played.ending {
            Some(Ending::Won { winner, .. }) => *winners.entry(winner).or_default() += 1,
            other => panic!("seed {seed}: no winner after {} actions ({other:?})", played.actions),
        }
    }
    eprintln!(
        "{games} games, mean {:.0} actions, longest {longest}; winners by seat {winners:?}; {tally:?}",
        total as f64 / games as f64
    );
    assert_eq!(winners.values().sum::<usize>() as u64, games);
    assert!(tally.refused > 0 && tally.applied > 0, "the checks were idle: {tally:?}");
}

/// No hostile action or drop panics: each is refused with a reason and changes nothing
/// (`tests/support/no_panic.rs`).
#[test]
fn games_no_hostile_action_or_drop_panics() {
    crate::no_panic::hold::<Swccg>(crate::no_panic::Budget::from_env());
}
