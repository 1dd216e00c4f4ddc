//! Every leader, base and upgrade card Hangar plays, in whole games: each leader leads one of the
//! skirmish decks (with every implemented upgrade card added) against another leader on another
//! base, dealt and played by random legal choices to an end, every property of the harness held
//! (listed ⇔ checked, candidates and probes refused, sound states, serde round trips).

use crate::harness::{play, Tally};
use hangar::cards::swu::catalog;
use hangar::engine::builder::add_copy;
use hangar::engine::{Decks, Ruleset};
use hangar::rules::swu::{CardType, Deck, Swu};

fn implemented(card_type: CardType) -> Vec<String> {
    catalog()
        .iter()
        .map(|(_, d)| d)
        .filter(|d| d.card_type == card_type && d.implemented() && d.token.is_none())
        .map(|d| d.id.to_string())
        .collect()
}

/// Built-in deck `which` (a Limited skirmish deck) led by `leader` on `base`, with three copies
/// of every upgrade card Hangar plays (42 cards: enough for Data Vault's 40).
fn deck(which: usize, leader: &str, base: &str) -> Deck {
    let mut deck = <Swu as Decks>::built_in_decks().remove(which).deck;
    deck.leader = Some(leader.to_string());
    deck.base = Some(base.to_string());
    for id in implemented(CardType::Upgrade) {
        for _ in 0..3 {
            add_copy(&mut deck.cards, &id);
        }
    }
    assert_eq!(<Swu as Decks>::deck_problems(&deck), [], "{leader} on {base}");
    deck
}

#[test]
fn leaders_games_every_leader_and_base_plays_whole_games_keeping_every_property() {
    let leaders = implemented(CardType::Leader);
    let bases = implemented(CardType::Base);
    assert!(leaders.len() >= 12 && bases.len() >= 13, "{} leaders, {} bases", leaders.len(), bases.len());
    let mut tally = Tally::default();
    let mut deployed = 0;
    for (i, leader) in leaders.iter().enumerate() {
        let other = &leaders[(i + 1) % leaders.len()];
        let ours = deck(0, leader, &bases[i % bases.len()]);
        let theirs = deck(1, other, &bases[(i + 5) % bases.len()]);
        let seed = i as u64;
        let state = <Swu as Decks>::match_with([&ours, &theirs], seed).expect("two legal decks");
        let played = play::<Swu>(state.clone(), seed, 6000, 7, &mut tally);
        assert!(played.ending.is_some(), "{leader} v {other}: to an end in {} actions", played.actions);
        // A walk that deploys whenever it can, so each deployed side is played too.
        let mut walk = state;
        let mut rng = hangar::engine::Rng::seeded(seed);
        for _ in 0..3000 {
            if Swu::ending(&walk).is_some() {
                break;
            }
            let legal = Swu::legal_actions(&walk);
            let deploy = legal.iter().find(|a| {
                matches!(
                    a,
                    hangar::rules::swu::Action::Deploy { .. } | hangar::rules::swu::Action::DeployAsPilot { .. }
                )
            });
            deployed += usize::from(deploy.is_some());
            let action = deploy.cloned().unwrap_or_else(|| legal[rng.below(legal.len())]);
            walk = Swu::apply(&walk, &action).expect("listed").0;
            assert_eq!(Swu::problems(&walk), Vec::<hangar::engine::Message>::new(), "{leader} v {other}");
        }
    }
    assert!(deployed >= leaders.len(), "deployed {deployed} times");
    assert!(tally.applied > 0 && tally.refused > 0, "{tally:?}");
}
