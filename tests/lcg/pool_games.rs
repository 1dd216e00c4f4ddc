//! Whole matches between random legal decks drawn from the whole pool (issue "every pilot and
//! every mission"): an affiliation of each side, ten objective sets of that side that Hangar
//! plays whole, the deck rules kept (at most two copies of a set, one of a "Limit 1" set, an
//! "affiliation only" set only with its affiliation), played to a winner by random legal choices
//! under every property of `games.rs`'s harness. Env `HANGAR_LCG_POOL_GAMES` sets the number
//! of matches (default 8; 1,000 locally).

use crate::harness::{play, Tally};
use hangar::cards::lcg::{affiliation_cards, catalog, objective_sets, ObjectiveSet};
use hangar::engine::view::Ending;
use hangar::engine::{Decks, Rng};
use hangar::rules::lcg::deck::{self, DeckList};
use hangar::rules::lcg::{Lcg, Side};
use std::collections::BTreeMap;

const MAX_ACTIONS: usize = 20_000;

/// Whether `set` may join a deck of `side` built around the affiliation card `affiliation`, and
/// Hangar plays all its cards.
fn fits(set: &ObjectiveSet, side: Side, affiliation: hangar::rules::lcg::def::Affiliation) -> bool {
    set.side == side
        && set.affiliation_only.is_none_or(|a| a == affiliation)
        && set.cards.iter().all(|&c| catalog().get(c).not_implemented.is_none())
}

/// A random legal deck of `side`: a random affiliation card, then ten sets drawn from those that
/// fit it, each taken again only while its copies allow.
pub fn random_deck(side: Side, rng: &mut Rng) -> DeckList {
    let affiliations: Vec<_> = affiliation_cards().iter().filter(|a| catalog().get(a.card).side == side).collect();
    let card = catalog().get(affiliations[rng.below(affiliations.len())].card);
    let fitting: Vec<&ObjectiveSet> = objective_sets().iter().filter(|s| fits(s, side, card.affiliation)).collect();
    let mut sets: Vec<u16> = Vec::new();
    while sets.len() < 10 {
        let set = fitting[rng.below(fitting.len())];
        let most = if set.limit_one { 1 } else { 2 };
        if sets.iter().filter(|&&n| n == set.number).count() < most {
            sets.push(set.number);
        }
    }
    let list = DeckList::new(&card.number, &sets);
    assert!(deck::problems(&list).is_empty(), "a random deck is legal: {list:?} {:?}", deck::problems(&list));
    list
}

#[test]
fn pool_games_random_legal_decks_play_to_a_winner_with_every_property_kept() {
    let games: u64 = std::env::var("HANGAR_LCG_POOL_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(8);
    let mut tally = Tally::default();
    let (mut total, mut sets_seen) = (0, BTreeMap::<u16, usize>::new());
    let mut winners = BTreeMap::new();
    for seed in 0..games {
        let mut rng = Rng::seeded(0x9001 ^ seed);
        let (dark, light) = (random_deck(Side::Dark, &mut rng), random_deck(Side::Light, &mut rng));
        for &n in dark.sets.iter().chain(&light.sets) {
            *sets_seen.entry(n).or_default() += 1;
        }
        let state = Lcg::match_with([&dark, &light], seed).unwrap_or_else(|p| panic!("seed {seed}: {p:?}"));
        let played = play::<Lcg>(state, seed, MAX_ACTIONS, 25, &mut tally);
        total += played.actions;
        match played.ending {
            Some(Ending::Won { winner, .. }) => *winners.entry(winner).or_insert(0) += 1,
            other => panic!(
                "seed {seed} ({dark:?} against {light:?}): no winner after {} actions ({other:?})",
                played.actions
            ),
        }
    }
    eprintln!(
        "{games} pool games, mean {:.0} actions; winners {winners:?}; {} sets played; {tally:?}",
        total as f64 / games.max(1) as f64,
        sets_seen.len()
    );
    assert_eq!(winners.values().sum::<u64>(), games);
    assert!(tally.refused > 0 && tally.applied > 0, "the checks were idle: {tally:?}");
}
