//! The Jump to Lightspeed bases with text (each test named by the card's number): the deck size
//! a base moves (Data Vault, Thermal Oscillator), the starting hand it moves (Colossus, Nabat
//! Village), Nabat Village's "You can't take a mulligan" and its "When the first action phase
//! starts", played through the public API from a dealt match.

use crate::support::{ONE, TWO};
use hangar::engine::{Decks, Rule, Ruleset, Table};
use hangar::rules::swu::{Action, Deck, DeckProblem, Format, Phase, Prompt, State, Swu, SwuRule};

/// The built-in Premier deck of Wedge Antilles (52 cards) on `base`, with `cards` cards.
fn wedge_on(base: &str, cards: usize) -> Deck {
    let mut deck =
        <Swu as Decks>::built_in_decks().into_iter().find(|b| b.key == "wedge-premier").expect("a deck").deck;
    deck.base = Some(base.to_string());
    let mut left = cards;
    for entry in &mut deck.cards {
        entry.count = entry.count.min(left as u8);
        left -= usize::from(entry.count);
    }
    deck.cards.retain(|e| e.count > 0);
    let mut extra = ["JTL_094", "JTL_093", "JTL_103", "JTL_245", "JTL_101"].into_iter().flat_map(|id| [id, id]);
    while left > 0 {
        let id = extra.next().expect("room for a few more");
        hangar::engine::builder::add_copy(&mut deck.cards, id);
        left -= 1;
    }
    deck
}

fn problems(deck: &Deck) -> Vec<(DeckProblem, Rule)> {
    <Swu as Decks>::deck_problems(deck).into_iter().map(|p| (p.reason, p.rule)).collect()
}

#[test]
fn card_jtl_024_data_vault_raises_the_minimum_deck_size_by_10() {
    let short = wedge_on("JTL_024", 52);
    assert_eq!(
        problems(&short),
        [(
            DeckProblem::TooFewCards { format: Format::Premier, cards: 52, least: 60 },
            Rule::from(SwuRule::PremierDecks)
        )]
    );
    let mut limited = wedge_on("JTL_024", 39);
    limited.format = Format::Limited;
    assert_eq!(
        problems(&limited),
        [(
            DeckProblem::TooFewCards { format: Format::Limited, cards: 39, least: 40 },
            Rule::from(SwuRule::LimitedDecks)
        )],
        "30 + 10"
    );
    let mut limited = wedge_on("JTL_024", 40);
    limited.format = Format::Limited;
    assert_eq!(problems(&limited), []);
    assert_eq!(problems(&wedge_on("JTL_024", 60)), [], "60: 52 and 8 more");
}

#[test]
fn card_jtl_025_thermal_oscillator_lowers_the_minimum_deck_size_by_5() {
    assert_eq!(problems(&wedge_on("JTL_025", 45)), [], "50 - 5");
    assert_eq!(
        problems(&wedge_on("JTL_025", 44)),
        [(
            DeckProblem::TooFewCards { format: Format::Premier, cards: 44, least: 45 },
            Rule::from(SwuRule::PremierDecks)
        )]
    );
    assert_eq!(problems(&wedge_on("JTL_022", 45)).len(), 1, "a base without the text: 50");
}

/// A dealt match, seat 0 on `base`, seat 1 on Resistance Headquarters; the flip's winner gives
/// seat 0 the initiative.
fn dealt(base: &str) -> State {
    let ours = wedge_on(base, 52);
    let theirs = wedge_on("JTL_022", 52);
    let state = <Swu as Decks>::match_with([&ours, &theirs], 3).expect("two legal decks");
    Swu::apply(&state, &Action::ChooseInitiative { seat: ONE }).expect("the flip's winner chooses").0
}

fn apply(state: &State, action: Action) -> State {
    Swu::apply(state, &action).unwrap_or_else(|e| panic!("{action:?}: {e:?}")).0
}

#[test]
fn card_jtl_021_colossus_draws_1_less_card_in_the_starting_hand() {
    let state = dealt("JTL_021");
    assert_eq!((state.player(ONE).hand.len(), state.player(TWO).hand.len()), (5, 6));
    assert!(matches!(state.prompt, Some(Prompt::Mulligan { chooser }) if chooser == ONE));
    let after = apply(&state, Action::Mulligan);
    assert_eq!(after.player(ONE).hand.len(), 5, "a mulligan draws the same starting hand");
    assert_eq!(after.player(ONE).deck.len(), 52 - 5);
}

#[test]
fn card_jtl_028_nabat_village_draws_3_more_no_mulligan_then_puts_3_on_the_bottom() {
    let state = dealt("JTL_028");
    assert_eq!((state.player(ONE).hand.len(), state.player(TWO).hand.len()), (9, 6));
    assert!(
        matches!(state.prompt, Some(Prompt::Mulligan { chooser }) if chooser == TWO),
        "seat 0 can't take a mulligan: the other seat is asked"
    );
    assert!(!Swu::legal_actions(&state).contains(&Action::Mulligan) || state.acting() == TWO);
    let mut state = apply(&state, Action::Pass);
    // Two resources each, the initiative player first.
    while matches!(state.prompt, Some(Prompt::Resource { .. })) {
        let seat = state.acting();
        let card = state.player(seat).hand[0];
        state = apply(&state, Action::Resource { card });
    }
    assert_eq!(state.phase, Phase::Action);
    assert!(matches!(state.prompt, Some(Prompt::Target { chooser, .. }) if chooser == ONE), "{:?}", state.prompt);
    assert_eq!(state.player(ONE).hand.len(), 9 - 2);
    let chosen: Vec<_> = state.player(ONE).hand[..3].to_vec();
    for &card in &chosen {
        let legal = Swu::legal_actions(&state);
        assert!(legal.contains(&Action::Choose { card }) && !legal.contains(&Action::Pass), "any card, no passing");
        state = apply(&state, Action::Choose { card });
    }
    assert_eq!(state.player(ONE).hand.len(), 4);
    assert_eq!(&state.player(ONE).deck[..3], &[chosen[2], chosen[1], chosen[0]], "each under the one before");
    assert!(state.prompt.is_none() && state.acting() == ONE, "then the first action");
    assert_eq!(state.player(TWO).hand.len(), 6 - 2, "Resistance Headquarters has no such text");
}
