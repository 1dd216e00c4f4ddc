//! Whole matches: seeded random games between the two starter decks, random legal choices, run
//! to a winner under the full rules, through the generic property harness
//! (`tests/support/harness.rs`): at every step the state is sound (`Ruleset::problems`: each
//! card in one place, attachments between cards in play, no tokens outside play…), and every 25
//! steps every listed action applies, every unlisted candidate and probe is refused, and the
//! state survives a serde round trip. Env `HANGAR_LCG_GAMES` sets the number of games
//! (default 40).

use crate::harness::{play, Tally};
use hangar::engine::view::Ending;
use hangar::engine::{Message, Ruleset, Seat};
use hangar::rules::lcg::Lcg;
use std::collections::BTreeMap;

/// A game longer than this many actions counts as stuck.
const MAX_ACTIONS: usize = 20_000;

#[test]
fn games_seeded_random_matches_reach_a_winner_with_every_property_kept() {
    let games: u64 = std::env::var("HANGAR_LCG_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(40);
    let mut tally = Tally::default();
    let mut total = 0;
    let mut endings: BTreeMap<(Seat, String), usize> = BTreeMap::new();
    for seed in 0..games {
        let played = play::<Lcg>(Lcg::new_match(seed), seed, MAX_ACTIONS, 25, &mut tally);
        total += played.actions;
        match played.ending {
            Some(Ending::Won { winner, how }) => *endings.entry((winner, how_key(&how))).or_default() += 1,
            other => panic!("seed {seed}: no winner after {} actions ({other:?})", played.actions),
        }
    }
    eprintln!("{games} games, mean {:.0} actions; {endings:?}; {tally:?}", total as f64 / games as f64);
    assert_eq!(endings.values().sum::<usize>() as u64, games);
    assert!(tally.refused > 0 && tally.applied > 0, "the checks were idle: {tally:?}");
}

/// "lcg-won-dial", "lcg-won-objectives"…: how a match was won, by the ending's message key.
fn how_key(how: &Message) -> String {
    how.key.to_string()
}

/// No hostile action or drop panics: each is refused with a reason and changes nothing
/// (`tests/support/no_panic.rs`).
#[test]
fn games_no_hostile_action_or_drop_panics() {
    crate::no_panic::hold::<Lcg>(crate::no_panic::Budget::from_env());
}
