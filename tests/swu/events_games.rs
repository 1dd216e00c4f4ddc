//! Events in whole games: decks holding every event Hangar plays are dealt and played by random
//! choices to an end with every property of the harness held at every step, and the computer's
//! search, which plays any action `legal_actions` offers, chooses only listed actions from
//! positions with events in hand.

use crate::harness::{play, Tally};
use crate::support::{busy_table, ONE};
use hangar::ai::{Config, Level, Search};
use hangar::cards::swu::catalog;
use hangar::engine::builder::add_copy;
use hangar::engine::{Decks, Ruleset, Table};
use hangar::rules::swu::{CardType, Deck, Format, State, Swu};

/// Every event Hangar plays, by key.
fn playable_events() -> Vec<String> {
    catalog()
        .iter()
        .map(|(_, d)| d)
        .filter(|d| d.card_type == CardType::Event && d.implemented())
        .map(|d| d.id.to_string())
        .collect()
}

/// A built-in deck with two copies of every event Hangar plays added: a Limited deck.
fn with_events(which: usize) -> Deck {
    let mut deck = <Swu as Decks>::built_in_decks().remove(which).deck;
    for id in playable_events() {
        add_copy(&mut deck.cards, &id);
        add_copy(&mut deck.cards, &id);
    }
    assert_eq!(deck.format, Format::Limited);
    assert_eq!(<Swu as Decks>::deck_problems(&deck), [], "a legal Limited deck");
    deck
}

#[test]
fn events_games_decks_with_events_play_to_an_end_keeping_every_property() {
    assert!(playable_events().len() >= 10, "{:?}", playable_events());
    let decks = [with_events(0), with_events(1)];
    let mut tally = Tally::default();
    let mut events_played = 0;
    for seed in 0..6 {
        let state = <Swu as Decks>::match_with([&decks[0], &decks[1]], seed).expect("two legal decks");
        let played = play::<Swu>(state.clone(), seed, 4000, 3, &mut tally);
        assert!(played.ending.is_some(), "seed {seed}: to an end in {} actions", played.actions);
        // A second walk that plays an event whenever one is offered, sound at every step.
        let mut walk = state;
        let mut rng = hangar::engine::Rng::seeded(seed);
        for _ in 0..4000 {
            if Swu::ending(&walk).is_some() {
                break;
            }
            let legal = Swu::legal_actions(&walk);
            let event = legal.iter().find(|a| matches!(a, hangar::rules::swu::Action::PlayEvent { .. }));
            let action = event.cloned().unwrap_or_else(|| legal[rng.below(legal.len())]);
            events_played += usize::from(event.is_some());
            walk = Swu::apply(&walk, &action).expect("listed").0;
            assert_eq!(Swu::problems(&walk), Vec::<hangar::engine::Message>::new());
        }
    }
    assert!(events_played > 20, "events were played: {events_played}");
    assert!(tally.applied > 500, "{tally:?}");
}

/// A busy table with every event Hangar plays in seat one's hand.
fn busy_with_events(seed: u64) -> State {
    let mut state = busy_table(seed);
    let events: Vec<_> = playable_events().iter().filter_map(|id| catalog().by_key(id)).collect();
    for def in events {
        let card = state.add_card(def, ONE);
        state.player_mut(ONE).hand.push(card);
    }
    state
}

#[test]
fn events_games_the_search_chooses_only_listed_actions_with_events_in_hand() {
    let config = Config { playouts: 24, ..Level::Easy.config() };
    for seed in 0..4 {
        let mut state = busy_with_events(seed);
        assert_eq!(Swu::problems(&state), Vec::<hangar::engine::Message>::new());
        for step in 0..12 {
            if Swu::ending(&state).is_some() {
                break;
            }
            let legal = Swu::legal_actions(&state);
            let mut search = Search::<Swu>::new(&state, config, seed * 31 + step);
            search.finish();
            let chosen = search.best().expect("a choice");
            assert!(legal.contains(&chosen), "seed {seed}, step {step}: {chosen:?} is not listed");
            state = Swu::apply(&state, &chosen).expect("listed").0;
        }
    }
}
