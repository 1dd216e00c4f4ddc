//! Whole matches between random legal 60-card decks drawn from the pool of sets 1–3 (issue "The
//! Star Wars CCG from Premiere to Hoth"): for each side a random starting location Hangar plays,
//! then random cards of that side Hangar plays (a unique card once), until the deck is legal;
//! played to an end by random legal choices under every property of `games.rs`'s harness. Env
//! `HANGAR_SWCCG_POOL_GAMES` sets the number of matches (default 4; 1,000 locally),
//! `HANGAR_SWCCG_POOL_SEED` plays the one a failure names.

use crate::harness::{play, Tally};
use hangar::cards::swccg::catalog;
use hangar::engine::builder::{add_copy, size};
use hangar::engine::view::Ending;
use hangar::engine::{Decks, Rng, Seat};
use hangar::rules::swccg::{CardType, Class, Deck, DeckProblem, Side, Swccg};
use std::collections::{BTreeMap, BTreeSet};

const MAX_ACTIONS: usize = 20_000;

/// The keys of every card of `side` whose text Hangar plays, and of those the locations that may
/// start a deck (research §3, "Setup": a generic site may not).
fn pool(side: Side) -> (Vec<String>, Vec<String>) {
    let cards: Vec<_> = catalog().iter().map(|(_, d)| d).filter(|d| d.side == side && d.implemented()).collect();
    let starts = cards
        .iter()
        .filter(|d| d.is(CardType::Location) && (d.unique || d.class != Some(Class::Site)))
        .map(|d| d.id.to_string())
        .collect();
    (cards.iter().map(|d| d.id.to_string()).collect(), starts)
}

/// A random legal deck of `side` that does not start at `taken`'s title.
pub fn random_deck(side: Side, taken: Option<&str>, rng: &mut Rng) -> Deck {
    let pick = |list: &[String], rng: &mut Rng| list[rng.below(list.len())].clone();
    let title = |key: &str| catalog().by_key(key).map(|id| catalog().get(id).title.to_string());
    let (cards, starts) = pool(side);
    let starts: Vec<String> = starts.into_iter().filter(|k| taken.is_none_or(|t| title(k) != title(t))).collect();
    let starting = pick(&starts, rng);
    let mut deck = Deck::new(side);
    deck.name = format!("random {side:?}");
    add_copy(&mut deck.cards, &starting);
    deck.starting = Some(starting);
    loop {
        let problems = <Swccg as Decks>::deck_problems(&deck);
        if problems.is_empty() {
            return deck;
        }
        assert!(
            problems.iter().all(|p| matches!(p.reason, DeckProblem::WrongSize(_))),
            "only its size is wrong: {problems:?} {deck:?}"
        );
        assert!(size(&deck.cards) < 60, "a deck grows legal: {deck:?}");
        let card = pick(&cards, rng);
        let unique = catalog().by_key(&card).is_some_and(|id| catalog().get(id).unique);
        if !(unique && deck.cards.iter().any(|e| e.card == card)) {
            add_copy(&mut deck.cards, &card);
        }
    }
}

#[test]
fn pool_games_random_legal_60_card_decks_play_to_an_end_with_every_property_kept() {
    let games: u64 = std::env::var("HANGAR_SWCCG_POOL_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(4);
    // One game again, by its seed (`HANGAR_SWCCG_POOL_SEED`), as a failure names it.
    let seeds = match std::env::var("HANGAR_SWCCG_POOL_SEED").ok().and_then(|v| v.parse::<u64>().ok()) {
        Some(seed) => seed..seed + 1,
        None => 0..games,
    };
    let games = seeds.end - seeds.start;
    let mut tally = Tally::default();
    let (mut total, mut longest) = (0, 0);
    let (mut cards_seen, mut endings) = (BTreeSet::new(), BTreeMap::<String, u64>::new());
    for seed in seeds {
        let mut rng = Rng::seeded(0xCC6 ^ seed);
        let dark = random_deck(Side::Dark, None, &mut rng);
        let light = random_deck(Side::Light, dark.starting.as_deref(), &mut rng);
        for deck in [&dark, &light] {
            cards_seen.extend(deck.cards.iter().map(|e| e.card.clone()));
        }
        let state =
            <Swccg as Decks>::match_with([&dark, &light], seed).unwrap_or_else(|p| panic!("seed {seed}: {p:?}"));
        let played = play::<Swccg>(state, seed, MAX_ACTIONS, 25, &mut tally);
        total += played.actions;
        longest = longest.max(played.actions);
        let key = match played.ending {
            Some(Ending::Won { winner: Seat(n), how }) => format!("seat {n} by {}", how.key),
            Some(Ending::Draw { how }) => format!("draw by {}", how.key),
            other => {
                panic!("seed {seed} ({dark:?} against {light:?}): no end after {} actions ({other:?})", played.actions)
            }
        };
        *endings.entry(key).or_default() += 1;
    }
    eprintln!(
        "{games} pool games, mean {:.0} actions, longest {longest}; {endings:?}; {} distinct cards dealt; {tally:?}",
        total as f64 / games.max(1) as f64,
        cards_seen.len()
    );
    assert_eq!(endings.values().sum::<u64>(), games);
    assert!(tally.refused > 0 && tally.applied > 0, "the checks were idle: {tally:?}");
}
