//! Setup and the skirmish decks (base game, shared/research/swu.md §5; shared/data/swu/decks.md):
//! the flip winner chooses who has the initiative, six cards each, one mulligan each (the
//! initiative player first), two resources each, then the first action phase.

use crate::support::{offered, run, take, ONE, TWO};
use hangar::engine::Ruleset;
use hangar::engine::Table;
use hangar::rules::swu::deck;
use hangar::rules::swu::new_match_with;
use hangar::rules::swu::DeckError;
use hangar::rules::swu::DeckList;
use hangar::rules::swu::Phase;
use hangar::rules::swu::Prompt;
use hangar::rules::swu::Swu;

#[test]
fn setup_both_skirmish_decks_are_legal_thirty_cards_at_most_three_copies() {
    for list in [deck::red_squadron(), deck::victor_squadron()] {
        assert_eq!(deck::check(&list), Ok(()), "{}", list.leader);
        assert_eq!(deck::cards(&list).len(), deck::DECK_SIZE);
    }
}

#[test]
fn setup_a_broken_deck_list_names_every_problem() {
    // A deck card Hangar does not play yet (a unit, event or upgrade), while the set has one: every
    // card of Jump to Lightspeed plays now, so the list names a card that plays in its place.
    let unplayed = hangar::cards::swu::catalog()
        .iter()
        .map(|(_, d)| d)
        .find(|d| !d.implemented() && !matches!(d.card_type, hangar::rules::swu::CardType::Leader))
        .map(|d| &*d.id);
    let list = DeckList {
        leader: "JTL_022",
        base: "JTL_008",
        cards: vec![(4, "JTL_255"), (1, unplayed.unwrap_or("JTL_096")), (1, "JTL_T01"), (1, "XXX_000")],
    };
    let errors = deck::check(&list).unwrap_err();
    let mut expected = vec![
        DeckError::NotALeader("JTL_022".into()),
        DeckError::NotABase("JTL_008".into()),
        DeckError::TooManyCopies { card: "JTL_255".into(), copies: 4 },
        DeckError::NotADeckCard("JTL_T01".into()),
        DeckError::UnknownCard("XXX_000".into()),
        DeckError::WrongSize { cards: 7 },
    ];
    expected.extend(unplayed.map(|id| DeckError::NotImplemented(id.into())));
    assert_eq!(errors.len(), expected.len(), "{errors:?}");
    for expected in expected {
        assert!(errors.contains(&expected), "{expected:?} in {errors:?}");
    }
    assert!(new_match_with(1, [&list, &deck::victor_squadron()]).is_err());
}

#[test]
fn setup_the_flip_winner_chooses_the_initiative_then_hands_mulligans_and_resources() {
    let state = Swu::new_match(3);
    let Some(Prompt::Initiative { chooser }) = state.prompt.clone() else { panic!("the flip winner chooses") };
    assert_eq!(offered(&state), ["initiative > seat 0", "initiative > seat 1"]);
    assert_eq!(state.player(ONE).deck.len(), 30);
    let other = if chooser == ONE { TWO } else { ONE };
    let after = run(state, &[&format!("initiative > seat {}", other.0)]);
    assert_eq!(after.initiative, other);
    assert_eq!((after.player(ONE).hand.len(), after.player(TWO).hand.len()), (6, 6));
    assert_eq!(after.prompt, Some(Prompt::Mulligan { chooser: other }), "the initiative player first");
    assert_eq!(offered(&after), ["mulligan", "pass"]);
    let hand_before = after.player(other).hand.clone();
    let (after, _) = take(&after, "mulligan");
    assert_eq!(after.player(other).hand.len(), 6);
    assert_ne!(after.player(other).hand, hand_before, "a new hand (seed 3)");
    assert_eq!(after.prompt, Some(Prompt::Mulligan { chooser }));
    let (after, _) = take(&after, "pass");
    assert!(matches!(after.prompt, Some(Prompt::Resource { chooser: c, remaining: 2, optional: false }) if c == other));
    let mut from_hand: Vec<String> =
        after.player(other).hand.iter().map(|&c| format!("resource {}", after.def(c).title)).collect();
    from_hand.sort();
    assert_eq!(from_hand.len(), 6);
    assert_eq!(offered(&after), from_hand, "any card of the hand; no pass: two resources are not optional at setup");
    let mut state = after;
    for _ in 0..4 {
        let first = offered(&state).into_iter().find(|a| a.starts_with("resource")).unwrap();
        state = take(&state, &first).0;
    }
    assert_eq!((state.player(ONE).resources.len(), state.player(TWO).resources.len()), (2, 2));
    assert_eq!((state.player(ONE).hand.len(), state.player(TWO).hand.len()), (4, 4));
    assert_eq!((state.phase, state.round, state.acting()), (Phase::Action, 1, other));
    assert!(state.prompt.is_none());
}

#[test]
fn setup_the_same_seed_gives_the_same_match() {
    assert_eq!(Swu::new_match(9), Swu::new_match(9));
    assert_ne!(Swu::new_match(9).players, Swu::new_match(10).players);
}
