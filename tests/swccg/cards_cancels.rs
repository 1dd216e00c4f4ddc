//! The cancels that name cards of the pool (sets 1–3): the half of each card that cancels a card
//! of the catalog plays, the halves naming absent cards are inert. Each test is named
//! `card_<GEMP id>_<what it does>` (`cards_covered.rs`) and plays its card through the notation.

use crate::support::*;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Prompt;
use hangar::rules::swccg::Side;
use hangar::rules::swccg::State;

fn responding(state: &State, side: Side) -> bool {
    matches!(state.prompt, Some(Prompt::Respond { chooser, .. }) if chooser == side)
}

/// "If Luke and Leia are in a battle together, you may add two battle destiny OR Cancel Imperial
/// Barrier or Wrong Turn or Retract The Bridge." Checks: the Light Side deploys Luke at Mos
/// Eisley, the Dark Side answers with Imperial Barrier on him; Skywalkers, in the Light Side's
/// respond window, cancels it (Luke is not held); passing keeps him held. (Leia, Wrong Turn and
/// Retract The Bridge are in no deck: those parts are inert.)
#[test]
fn card_1_110_skywalkers_cancels_imperial_barrier_just_played() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 8);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.hand(DARK, "Imperial Barrier");
    s.hand(LIGHT, "Skywalkers");
    s.hand(LIGHT, "Luke Skywalker");
    let state = run(
        s.build(),
        &["deploy Luke Skywalker > Tatooine: Mos Eisley", "interrupt Imperial Barrier > Luke Skywalker"],
    );
    assert!(responding(&state, LIGHT), "the Light Side may answer the Interrupt just played");
    assert_eq!(offered(&state), vec!["interrupt Skywalkers > Imperial Barrier", "pass"]);
    let cancelled = run(state.clone(), &["interrupt Skywalkers > Imperial Barrier"]);
    assert!(cancelled.held.is_empty(), "Luke may battle and move");
    let kept = run(state, &["pass"]);
    assert_eq!(kept.held.len(), 1);
}
