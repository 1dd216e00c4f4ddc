//! Whole matches between random legal decks drawn from the whole set (issue "the whole Jump to
//! Lightspeed set"): a random leader and base Hangar plays, then Premier decks (50 cards, at most
//! 3 copies of a card by title and subtitle) or Limited decks (30 cards, any copies) of random
//! cards Hangar plays, played to an end by random legal choices under every property of
//! `games.rs`'s harness. Env `HANGAR_SWU_POOL_GAMES` sets the number of matches (default 6;
//! 1,000 locally), `HANGAR_SWU_POOL_SEED` plays the one a failure names.

use crate::harness::{play, Tally};
use hangar::cards::swu::catalog;
use hangar::engine::builder::{add_copy, size};
use hangar::engine::view::Ending;
use hangar::engine::{Decks, Rng, Seat};
use hangar::rules::swu::{CardType, Deck, DeckProblem, Format, Swu};
use std::collections::{BTreeMap, BTreeSet};

const MAX_ACTIONS: usize = 20_000;

/// The keys of every implemented card of `kind` (tokens aside).
fn keys(kind: CardType) -> Vec<String> {
    catalog()
        .iter()
        .map(|(_, d)| d)
        .filter(|d| d.card_type == kind && d.token.is_none() && d.implemented())
        .map(|d| d.id.to_string())
        .collect()
}

/// The copies of cards in `deck` that share `key`'s title and subtitle.
fn copies_by_name(deck: &Deck, key: &str) -> usize {
    let name = |k: &str| catalog().by_key(k).map(|id| catalog().get(id).full_name());
    let wanted = name(key);
    deck.cards.iter().filter(|e| name(&e.card) == wanted).map(|e| e.count as usize).sum()
}

/// A random legal deck of `format`: a leader and a base Hangar plays, then random cards of the
/// set, each while the format's copies allow, until the deck is legal (a base may raise the
/// least size).
pub fn random_deck(format: Format, rng: &mut Rng) -> Deck {
    let pick = |list: &[String], rng: &mut Rng| list[rng.below(list.len())].clone();
    let (leaders, bases) = (keys(CardType::Leader), keys(CardType::Base));
    let pool: Vec<String> = [CardType::Unit, CardType::Event, CardType::Upgrade].into_iter().flat_map(keys).collect();
    let mut deck = Deck {
        name: format!("random {}", format.key()),
        leader: Some(pick(&leaders, rng)),
        base: Some(pick(&bases, rng)),
        format,
        ..Deck::default()
    };
    let most = format.max_copies().map_or(usize::MAX, usize::from);
    loop {
        let problems = <Swu as Decks>::deck_problems(&deck);
        if problems.is_empty() {
            return deck;
        }
        assert!(
            problems.iter().all(|p| matches!(p.reason, DeckProblem::TooFewCards { .. })),
            "only its size is short: {problems:?} {deck:?}"
        );
        assert!(size(&deck.cards) < 80, "a deck grows legal: {deck:?}");
        let card = pick(&pool, rng);
        if copies_by_name(&deck, &card) < most {
            add_copy(&mut deck.cards, &card);
        }
    }
}

#[test]
fn pool_games_random_legal_decks_play_to_an_end_with_every_property_kept() {
    let games: u64 = std::env::var("HANGAR_SWU_POOL_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(6);
    // One game again, by its seed (`HANGAR_SWU_POOL_SEED`), as a failure names it.
    let seeds = match std::env::var("HANGAR_SWU_POOL_SEED").ok().and_then(|v| v.parse::<u64>().ok()) {
        Some(seed) => seed..seed + 1,
        None => 0..games,
    };
    let games = seeds.end - seeds.start;
    let mut tally = Tally::default();
    let (mut total, mut cards_seen, mut endings) = (0, BTreeSet::new(), BTreeMap::<String, u64>::new());
    for seed in seeds {
        let mut rng = Rng::seeded(0x5157 ^ seed);
        let format = if seed % 2 == 0 { Format::Premier } else { Format::Limited };
        let decks = [random_deck(format, &mut rng), random_deck(format, &mut rng)];
        for deck in &decks {
            cards_seen.extend(deck.cards.iter().map(|e| e.card.clone()));
        }
        let state =
            <Swu as Decks>::match_with([&decks[0], &decks[1]], seed).unwrap_or_else(|p| panic!("seed {seed}: {p:?}"));
        let played = play::<Swu>(state, seed, MAX_ACTIONS, 25, &mut tally);
        total += played.actions;
        let key = match played.ending {
            Some(Ending::Won { winner: Seat(n), how }) => format!("seat {n} by {}", how.key),
            Some(Ending::Draw { how }) => format!("draw by {}", how.key),
            other => panic!(
                "seed {seed} ({:?} against {:?}): no end after {} actions ({other:?})",
                decks[0], decks[1], played.actions
            ),
        };
        *endings.entry(key).or_default() += 1;
    }
    eprintln!(
        "{games} pool games, mean {:.0} actions; {endings:?}; {} distinct cards dealt; {tally:?}",
        total as f64 / games.max(1) as f64,
        cards_seen.len()
    );
    assert_eq!(endings.values().sum::<u64>(), games);
    assert!(tally.refused > 0 && tally.applied > 0, "the checks were idle: {tally:?}");
}
