//! The built-in decks beyond the first two (`setup/deck.rs` `others`): each passes the
//! deck-building checks, holds only cards whose text Hangar plays, and each pairing of a new Dark
//! Side deck with a new Light Side deck plays a seeded whole game to a winner with every property
//! of `games.rs` kept.

use crate::harness::{play, Tally};
use hangar::engine::view::Ending;
use hangar::engine::Decks;
use hangar::rules::swccg::deck;
use hangar::rules::swccg::{Deck, Side, Swccg};

/// A game longer than this many actions counts as stuck.
const MAX_ACTIONS: usize = 20_000;

fn built_in(key: &str) -> Deck {
    Swccg::built_in_decks().into_iter().find(|b| b.key == key).expect("a built-in deck").deck
}

#[test]
fn decks_the_four_new_decks_are_listed_legal_60_cards_and_built_around_other_starships() {
    let keys: Vec<&str> = Swccg::built_in_decks().iter().map(|b| b.key).collect();
    assert_eq!(
        keys,
        ["black-squadron", "rogue-flight", "death-star-ties", "star-destroyer-line", "falcon", "rebel-fleet"]
    );
    for other in deck::others() {
        let deck = built_in(other.key);
        assert_eq!(Swccg::deck_problems(&deck), [], "{}", other.key);
        assert_eq!(deck::cards(&other.list).len(), deck::DECK_SIZE, "{}", other.key);
        assert_eq!(deck.starting.as_deref(), Some(other.list.starting));
    }
    // What each is built around, and that no two start at the same location of a side.
    let has = |key: &str, id: &str| built_in(key).cards.iter().any(|e| e.card == id && e.count > 0);
    assert!(has("death-star-ties", "2_158") && !has("death-star-ties", "1_302"), "TIEs and no Star Destroyer");
    assert!(has("star-destroyer-line", "1_302") && has("star-destroyer-line", "1_323"));
    assert!(has("falcon", "1_143") && has("falcon", "1_159"));
    assert!(has("rebel-fleet", "1_140") && has("rebel-fleet", "1_147") && !has("rebel-fleet", "1_143"));
    assert_eq!(built_in("death-star-ties").side, Side::Dark);
    assert_eq!(built_in("rebel-fleet").side, Side::Light);
}

#[test]
fn decks_each_new_pairing_plays_a_seeded_game_to_a_winner() {
    // Env `HANGAR_SWCCG_DECK_GAMES` sets the games per pairing (default 1).
    let games: u64 = std::env::var("HANGAR_SWCCG_DECK_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(1);
    let mut tally = Tally::default();
    let mut lengths = Vec::new();
    for (i, (dark, light)) in [
        ("death-star-ties", "falcon"),
        ("death-star-ties", "rebel-fleet"),
        ("star-destroyer-line", "falcon"),
        ("star-destroyer-line", "rebel-fleet"),
    ]
    .into_iter()
    .enumerate()
    {
        for game in 0..games {
            let seed = 100 + i as u64 + 4 * game;
            let state = Swccg::match_with([&built_in(dark), &built_in(light)], seed).expect("a legal match");
            let played = play::<Swccg>(state, seed, MAX_ACTIONS, 10, &mut tally);
            assert!(
                matches!(played.ending, Some(Ending::Won { .. })),
                "{dark} against {light}, seed {seed}: no winner after {} actions",
                played.actions
            );
            lengths.push(played.actions);
        }
    }
    eprintln!("{} games, actions {lengths:?}", lengths.len());
    assert!(tally.refused > 0 && tally.applied > 0, "the checks were idle: {tally:?}");
}
