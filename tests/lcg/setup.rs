//! Deck construction and setup (research notes lcg.md §1 "Cards and decks", "Setup").

use hangar::engine::Ruleset;
use hangar::engine::Table;
use hangar::rules::lcg;
use hangar::rules::lcg::deck;
use hangar::rules::lcg::new_match_with;
use hangar::rules::lcg::Action;
use hangar::rules::lcg::Answer;
use hangar::rules::lcg::Ask;
use hangar::rules::lcg::DeckList;
use hangar::rules::lcg::DeckProblem;
use hangar::rules::lcg::Lcg;
use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Prompt;
use hangar::rules::lcg::Side;

#[test]
fn deck_building_both_starter_decks_are_legal_ten_set_decks() {
    for side in [Side::Dark, Side::Light] {
        let list = deck::starter(side);
        assert_eq!(list.sets.len(), 10);
        assert_eq!(deck::problems(&list), Vec::new());
        let built = deck::build(&list).expect("starter deck builds");
        assert_eq!(built.side, side);
        // Ten sets of six: every card is an objective or a command card.
        assert_eq!((built.objectives.len(), built.command.len()), (10, 50));
    }
}

#[test]
fn setup_refuses_an_illegal_deck_with_its_problems() {
    let short = DeckList::new("IN-AFF", &[144]);
    let errors = new_match_with(1, &short, &deck::rebel_alliance_starter()).unwrap_err();
    assert_eq!(errors.len(), 1);
    assert_eq!(errors[0].side, Side::Dark);
    assert!(errors[0].problems.iter().any(|p| p.reason == DeckProblem::TooFewSets { count: 1 }), "{errors:?}");
    // A legal deck at the other side's seat: the Dark Side sits first.
    let swapped = new_match_with(1, &deck::rebel_alliance_starter(), &deck::imperial_navy_starter()).unwrap_err();
    assert_eq!(swapped.len(), 2);
    assert_eq!(swapped[0].problems[0].reason, DeckProblem::WrongSeat { needs: Side::Dark });
    assert_eq!(swapped[0].problems[0].rule, lcg::LcgRule::Setup.rule());
}

#[test]
fn setup_four_objectives_drawn_three_in_play_the_fourth_to_the_bottom() {
    let state = Lcg::new_match(7);
    assert_eq!(state.phase, Phase::Setup);
    assert_eq!(state.dial, 0);
    assert_eq!(state.balance, Side::Light);
    assert_eq!(state.prompt, Some(Prompt::new(Side::Dark, Ask::SetupObjectives)));
    let offered = Lcg::legal_actions(&state);
    assert_eq!(offered.len(), 4, "one answer per drawn objective: {offered:?}");
    let Action::Answer(Answer::SetAsideObjective { objective }) = offered[0] else { panic!("{offered:?}") };
    let (next, _) = Lcg::apply(&state, &offered[0]).unwrap();
    let dark = next.player(Side::Dark);
    assert_eq!(dark.play.len(), 3);
    assert_eq!(dark.objective_deck.first(), Some(&objective), "the set-aside objective is at the bottom");
    assert_eq!(next.prompt, Some(Prompt::new(Side::Light, Ask::SetupObjectives)));
}

#[test]
fn setup_hands_of_six_one_mulligan_then_the_dark_side_takes_the_first_turn() {
    let mut state = Lcg::new_match(11);
    for side in [Side::Dark, Side::Light] {
        assert_eq!(state.player(side).hand.len(), 6);
    }
    // Both choose objectives.
    for _ in 0..2 {
        let first = Lcg::legal_actions(&state)[0];
        state = Lcg::apply(&state, &first).unwrap().0;
    }
    assert_eq!(state.prompt, Some(Prompt::new(Side::Dark, Ask::Mulligan)));
    assert_eq!(Lcg::legal_actions(&state), vec![Action::Answer(Answer::Mulligan), Action::Answer(Answer::Pass)]);
    let before = state.player(Side::Dark).hand.clone();
    let (next, _) = Lcg::apply(&state, &Action::Answer(Answer::Mulligan)).unwrap();
    assert_eq!(next.player(Side::Dark).hand.len(), 6);
    assert_ne!(next.player(Side::Dark).hand, before, "a new hand (seeded shuffle)");
    let deck_and_hand = |s: &lcg::State| s.player(Side::Dark).hand.len() + s.player(Side::Dark).command_deck.len();
    assert_eq!(deck_and_hand(&next), deck_and_hand(&state));
    // The mulligan is offered once: the Light Side is asked next.
    assert_eq!(next.prompt, Some(Prompt::new(Side::Light, Ask::Mulligan)));
    let (mut started, _) = Lcg::apply(&next, &Action::Answer(Answer::Pass)).unwrap();
    // Reactions to the turn beginning (Mission Briefing: "After your opponent's turn begins,
    // draw 1 card") are offered first; declined here.
    while matches!(started.prompt, Some(Prompt { kind: Ask::Triggered { .. }, .. })) {
        started = Lcg::apply(&started, &Action::Answer(Answer::Pass)).unwrap().0;
    }
    assert_eq!(started.active, Side::Dark);
    assert_eq!(started.turn, 1);
    assert_eq!(started.dial, 1, "the Dark Side's first balance phase advances the dial");
    assert_eq!(started.phase, Phase::Deployment);
    assert!(started.prompt.is_none());
}

#[test]
fn setup_the_same_seed_deals_the_same_match() {
    assert_eq!(Lcg::new_match(5), Lcg::new_match(5));
    assert_ne!(Lcg::new_match(5).player(Side::Light).hand, Lcg::new_match(6).player(Side::Light).hand);
}
