//! Units in whole games: decks holding every unit Hangar plays are dealt and played by random
//! choices to an end with every property of the harness held at every step, and a walk that plays
//! a unit of the set whenever one is offered stays sound.

use crate::harness::{play, Tally};
use hangar::cards::swu::catalog;
use hangar::engine::builder::add_copy;
use hangar::engine::{Decks, Ruleset};
use hangar::rules::swu::{Action, CardType, Deck, Format, Swu};

/// Every unit card Hangar plays (tokens aside), by key.
fn playable_units() -> Vec<String> {
    catalog()
        .iter()
        .map(|(_, d)| d)
        .filter(|d| d.card_type == CardType::Unit && d.token.is_none() && d.implemented())
        .map(|d| d.id.to_string())
        .collect()
}

/// A built-in deck with a copy of every unit Hangar plays added: a Limited deck.
fn with_units(which: usize) -> Deck {
    let mut deck = <Swu as Decks>::built_in_decks().remove(which).deck;
    for id in playable_units() {
        add_copy(&mut deck.cards, &id);
    }
    assert_eq!(deck.format, Format::Limited);
    assert_eq!(<Swu as Decks>::deck_problems(&deck), [], "a legal Limited deck");
    deck
}

#[test]
fn units_games_decks_with_every_unit_play_to_an_end_keeping_every_property() {
    assert!(playable_units().len() >= 60, "{}", playable_units().len());
    let decks = [with_units(0), with_units(1)];
    let mut tally = Tally::default();
    let mut units_played = 0;
    for seed in 0..6 {
        let state = <Swu as Decks>::match_with([&decks[0], &decks[1]], seed).expect("two legal decks");
        let played = play::<Swu>(state.clone(), seed, 6000, 3, &mut tally);
        assert!(played.ending.is_some(), "seed {seed}: to an end in {} actions", played.actions);
        // A second walk that plays a unit whenever one is offered, sound at every step.
        let mut walk = state;
        let mut rng = hangar::engine::Rng::seeded(seed);
        for _ in 0..6000 {
            if Swu::ending(&walk).is_some() {
                break;
            }
            let legal = Swu::legal_actions(&walk);
            let unit = legal.iter().find(|a| matches!(a, Action::PlayUnit { .. }));
            let action = unit.cloned().unwrap_or_else(|| legal[rng.below(legal.len())]);
            units_played += usize::from(unit.is_some());
            walk = Swu::apply(&walk, &action).expect("listed").0;
            assert_eq!(Swu::problems(&walk), Vec::<hangar::engine::Message>::new());
        }
        assert!(Swu::ending(&walk).is_some(), "seed {seed}: the walk reached an end");
    }
    assert!(units_played > 40, "units were played: {units_played}");
    assert!(tally.applied > 500, "{tally:?}");
}
