//! The cancels that name cards of the pool (sets 1–3): the half of each card that cancels a card
//! of the catalog plays, the halves naming absent cards are inert. Each test is named
//! `card_<GEMP id>_<what it does>` (`cards_covered.rs`) and plays its card through the notation.

use crate::support::*;
use hangar::engine::Table;
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

/// "Cancel I'm On The Leader. (Immune to Sense.) OR Use 1 Force during an Attack Run. …" Checks:
/// in a battle at Yavin 4 the Dark Side plays I'm On The Leader on its TIE Advanced x1 (weapon
/// destiny +1); the Light Side cancels it in its respond window, and the Boosted TIE Cannon's 5 - 1
/// no longer beats the Corellian Corvette's armor 4; passing, it still hits.
#[test]
fn card_2_59_youre_all_clear_kid_cancels_im_on_the_leader_just_played() {
    let shoot = |cancel: bool| {
        let (mut s, p) = board(DARK, Phase::Deploy, 6);
        s.at(DARK, "TIE Advanced x1", p.yavin);
        s.at(LIGHT, "Corellian Corvette", p.yavin);
        s.hand(DARK, "Boosted TIE Cannon");
        s.hand(DARK, "I'm On The Leader");
        s.hand(LIGHT, "You're All Clear Kid!");
        s.reserve(DARK, "Baniss Keeg"); // destiny 5
        let state = run(s.build(), &["deploy Boosted TIE Cannon on TIE Advanced x1"]);
        let state = if state.phase == Phase::Deploy { run(state, &["pass"]) } else { state };
        let state = run(state, &["battle Yavin 4 (1)", "interrupt I'm On The Leader > TIE Advanced x1"]);
        assert!(responding(&state, LIGHT), "the Light Side may answer the Interrupt just played");
        let answer = if cancel { "interrupt You're All Clear Kid! > I'm On The Leader" } else { "pass" };
        let mut state = run(state, &[answer]);
        // The Light Side's turn to act in the weapons segment: it passes.
        if state.acting() == LIGHT {
            state = run(state, &["pass"]);
        }
        let (_, events) = take(&state, "fire Boosted TIE Cannon > Corellian Corvette (1)");
        events.iter().any(|e| matches!(e, hangar::rules::swccg::Event::Hit { .. }))
    };
    assert!(shoot(false));
    assert!(!shoot(true));
}

/// "During any battle involving both Vader and Obi-Wan, you may add one battle destiny. OR
/// Destroy (cancel) either: Return Of A Jedi, Jedi Lightsaber, Jedi Presence, or Old Ben."
/// Checks: in its deploy phase the Dark Side destroys the Jedi Lightsaber Luke carries (to the
/// Light Side's Lost Pile); a Blaster is no target. (Obi-Wan, Return Of A Jedi and Jedi Presence
/// are in no deck: those parts are inert; Old Ben resolves as it is played, nothing can cancel
/// it.)
#[test]
fn card_1_280_your_powers_are_weak_old_man_destroys_a_jedi_lightsaber() {
    let (mut s, p) = board(DARK, Phase::Deploy, 2);
    let luke = s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    s.on(LIGHT, "Jedi Lightsaber", luke);
    let trooper = s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.on(LIGHT, "Blaster", trooper);
    s.hand(DARK, "Your Powers Are Weak, Old Man");
    let state = s.build();
    assert!(!is_offered(&state, "interrupt Your Powers Are Weak, Old Man > Blaster"));
    let after = run(state, &["interrupt Your Powers Are Weak, Old Man > Jedi Lightsaber"]);
    let saber = find(&after, "Jedi Lightsaber");
    assert!(after.card(saber).at.is_none());
    assert!(after.player(LIGHT).lost_pile.contains(&saber));
    assert!(after.player(DARK).lost_pile.contains(&find(&after, "Your Powers Are Weak, Old Man")));
}
