//! Devices a character carries, and what they let its player do (Electrobinoculars' peek). Each
//! test is named `card_<GEMP id>_<what it does>` (`cards_covered.rs`), deploys its device through
//! the legal actions and plays its text by them.

use crate::support::*;
use hangar::engine::Table;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Prompt;

#[test]
fn card_1_35_electrobinoculars_peek_at_the_reserve_top_for_2_force_and_may_move_it_to_the_force_pile() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 4);
    s.at(LIGHT, "Rebel Trooper", p.jungle);
    s.hand(LIGHT, "Electrobinoculars");
    let top = s.reserve(LIGHT, "Luke Skywalker");
    let state = s.build();
    assert!(!is_offered(&state, "peek with Electrobinoculars"), "not while in hand");
    let state = run(state, &["deploy Electrobinoculars on Rebel Trooper"]);
    assert_eq!(state.player(LIGHT).force_pile.len(), 4 - 1, "deploys for 1 Force");
    let (peeking, _) = take(&state, "peek with Electrobinoculars");
    match &peeking.prompt {
        Some(Prompt::Pick { chooser, cards, left, .. }) => {
            assert_eq!((*chooser, cards.clone(), *left), (LIGHT, vec![top], 1))
        }
        other => panic!("no peek: {other:?}"),
    }
    assert_eq!(offered(&peeking), ["pass", "pick Luke Skywalker"]);
    assert_eq!(peeking.player(LIGHT).force_pile.len(), 3 - 2, "for 2 Force");
    let moved = run(peeking.clone(), &["pick Luke Skywalker"]);
    assert_eq!(moved.player(LIGHT).force_pile.last(), Some(&top), "on top of the Force Pile");
    assert!(!moved.player(LIGHT).reserve.contains(&top));
    assert!(!is_offered(&moved, "peek with Electrobinoculars"), "once a turn");
    let left = run(peeking, &["pass"]);
    assert_eq!(left.player(LIGHT).reserve.last(), Some(&top), "left on top of the Reserve Deck");
    assert_eq!(left.player(LIGHT).force_pile.len(), 1);
    // In any phase of the turn (the control phase here), with 2 Force to use.
    let (mut s, p) = board(LIGHT, Phase::Control, 2);
    let trooper = s.at(LIGHT, "Rebel Trooper", p.jungle);
    s.on(LIGHT, "Electrobinoculars", trooper);
    assert!(is_offered(&s.build(), "peek with Electrobinoculars"));
    let (mut s, p) = board(LIGHT, Phase::Control, 1);
    let trooper = s.at(LIGHT, "Rebel Trooper", p.jungle);
    s.on(LIGHT, "Electrobinoculars", trooper);
    assert!(!is_offered(&s.build(), "peek with Electrobinoculars"), "1 Force is not enough");
}
