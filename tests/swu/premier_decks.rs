//! The built-in Premier decks (issue #31): at least four, two Heroism and two Villainy, each
//! around a different pilot leader, each legal by the Premier check (at least 50 cards, at most 3
//! copies by title and subtitle, every card implemented); and a seeded whole game of each pairing
//! played by random legal choices to a winner, every property of the harness held.

use crate::harness::{play, Tally};
use hangar::cards::swu::catalog;
use hangar::engine::deck::BuiltIn;
use hangar::engine::view::Ending;
use hangar::engine::Decks;
use hangar::rules::swu::{Aspect, CardDef, Deck, Format, Swu};

fn def(key: &str) -> &'static CardDef {
    catalog().get(catalog().by_key(key).unwrap_or_else(|| panic!("{key} is a card")))
}

fn premier() -> Vec<BuiltIn<Deck>> {
    <Swu as Decks>::built_in_decks().into_iter().filter(|b| b.deck.format == Format::Premier).collect()
}

#[test]
fn premier_decks_four_legal_two_a_side_each_with_its_own_pilot_leader() {
    let decks = premier();
    assert!(decks.len() >= 4, "{}", decks.len());
    let mut leaders = Vec::new();
    for side in [Aspect::Heroism, Aspect::Villainy] {
        let of_side: Vec<_> =
            decks.iter().filter(|b| def(b.deck.leader.as_deref().expect("a leader")).aspects.contains(&side)).collect();
        assert!(of_side.len() >= 2, "{side:?}");
    }
    for b in &decks {
        assert_eq!(<Swu as Decks>::deck_problems(&b.deck), [], "{}", b.key);
        let size: usize = b.deck.cards.iter().map(|e| usize::from(e.count)).sum();
        assert!(size >= 50, "{}: {size}", b.key);
        assert!(b.deck.cards.iter().all(|e| e.count <= 3), "{}", b.key);
        let leader = def(b.deck.leader.as_deref().expect("a leader"));
        assert!(leader.can_deploy_as_pilot, "{}: {} is a pilot leader", b.key, leader.full_name());
        assert!(!leaders.contains(&leader.id), "{}: a different leader", b.key);
        leaders.push(leader.id.clone());
    }
}

#[test]
fn premier_decks_each_pairing_plays_a_seeded_game_to_a_winner() {
    let decks = premier();
    let mut tally = Tally::default();
    for (i, a) in decks.iter().enumerate() {
        for (j, b) in decks.iter().enumerate().skip(i + 1) {
            let seed = (i * 10 + j) as u64;
            let state = <Swu as Decks>::match_with([&a.deck, &b.deck], seed).expect("two legal decks");
            let played = play::<Swu>(state, seed, 20_000, 40, &mut tally);
            eprintln!("{} v {}: {} actions", a.key, b.key, played.actions);
            assert!(
                matches!(played.ending, Some(Ending::Won { .. })),
                "{} v {}: {:?} after {} actions",
                a.key,
                b.key,
                played.ending,
                played.actions
            );
        }
    }
    eprintln!("{tally:?}");
    assert!(tally.applied > 0 && tally.refused > 0, "{tally:?}");
}
