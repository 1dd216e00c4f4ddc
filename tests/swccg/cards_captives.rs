//! Captives (`rules/swccg/captives.rs`): the cards that capture Light Side characters and
//! starships, and those that hold and release captives (issue #32: "captives only if a card of
//! the pool captures"). Each test is named `card_<GEMP id>_<what it does>` (`cards_covered.rs`)
//! and plays its card through the notation. A destiny is the top card of the Reserve Deck (the
//! board's Stormtroopers: destiny 1).

use crate::support::*;
use hangar::engine::{CardId, Table};
use hangar::rules::swccg::testing::lose_from_table;
use hangar::rules::swccg::{problems, Phase, Prompt, Side, State};

/// Whether the respond window is open for `side`.
fn responding(state: &State, side: Side) -> bool {
    matches!(state.prompt, Some(Prompt::Respond { chooser, .. }) if chooser == side)
}

/// The Dark Side's `dark` battle a Rebel Trooper and Biggs at Mos Eisley (Dark holds We Have A
/// Prisoner), through to the Light Side's damage segment.
fn light_loses_at_mos_eisley(dark: &[&str]) -> (State, CardId) {
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    for t in dark {
        s.at(DARK, t, p.mos_eisley);
    }
    let trooper = s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.at(LIGHT, "Biggs Darklighter", p.mos_eisley);
    s.reserve(DARK, "Stormtrooper");
    s.hand(DARK, "We Have A Prisoner");
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)", "pass", "pass"]);
    (pass_until(state, |s| matches!(s.prompt, Some(Prompt::Damage { chooser: LIGHT }))), trooper)
}

/// We Have A Prisoner: "Use 1 Force if opponent's character is about to be lost or forfeited from
/// battle. It is captured instead (character is first restored to normal)." Checks: the Rebel
/// Trooper forfeited in the battle is captured, seized by Vader (the one warrior there to escort
/// it) for 1 Force, off the table and out of the Lost Pile, the forfeit still counted; passed, it
/// is lost; Vader lost, the captive is released at the site, on its own; the state checker accepts
/// every position.
#[test]
fn card_2_142_we_have_a_prisoner_captures_a_character_forfeited_from_battle() {
    let (state, trooper) = light_loses_at_mos_eisley(&["Darth Vader"]);
    let about = run(state, &["forfeit Rebel Trooper"]);
    assert!(responding(&about, DARK), "the Trooper is about to be forfeited: {:?}", about.prompt);
    assert_eq!(offered_like(&about, "interrupt"), ["interrupt We Have A Prisoner"]);
    let vader = find(&about, "Darth Vader");
    let force = about.player(DARK).force_pile.len();
    let captured = run(about.clone(), &["interrupt We Have A Prisoner"]);
    assert_eq!(captured.captives, vec![[vader, trooper]], "seized by Vader");
    assert!(captured.card(trooper).at.is_none(), "a captive is not on the table");
    assert!(!captured.player(LIGHT).lost_pile.contains(&trooper), "captured instead");
    assert_eq!(captured.player(DARK).force_pile.len(), force - 1, "1 Force");
    assert!(captured.player(DARK).lost_pile.contains(&find(&captured, "We Have A Prisoner")), "a Lost Interrupt");
    assert!(problems(&captured).is_empty(), "{:?}", problems(&captured));
    let passed = run(about, &["pass"]);
    assert!(passed.player(LIGHT).lost_pile.contains(&trooper), "passed: forfeited");
    assert!(passed.captives.is_empty());
    // Its escort lost, the captive is released at the site, on its own.
    let mut released = captured;
    let mut events = Vec::new();
    lose_from_table(&mut released, vader, &mut events);
    assert!(released.captives.is_empty(), "released");
    assert_eq!(released.location_of(trooper), released.location_of(find(&released, "Biggs Darklighter")));
    assert!(problems(&released).is_empty(), "{:?}", problems(&released));
}

/// We Have A Prisoner: "… It is captured instead". Checks: with no warrior to escort it (Chief
/// Bast is none) and no prison, the captive 'escapes' to its owner's Used Pile; with two escorts,
/// the Dark Side picks which (`Prompt::Escort`); the Interrupt is not offered for the Dark Side's
/// own character forfeited, nor for a character lost away from a battle.
#[test]
fn card_2_142_we_have_a_prisoner_escapes_without_an_escort_and_offers_a_choice_of_escorts() {
    let (state, trooper) = light_loses_at_mos_eisley(&["Darth Vader", "Chief Bast"]);
    let about = run(state, &["forfeit Rebel Trooper"]);
    // Vader left out, Bast alone: no escort.
    let mut alone = about.clone();
    let vader = find(&alone, "Darth Vader");
    alone.player_mut(DARK).table.retain(|&c| c != vader);
    alone.card_mut(vader).at = None;
    alone.player_mut(DARK).used_pile.push(vader);
    let escaped = run(alone, &["interrupt We Have A Prisoner"]);
    assert!(escaped.captives.is_empty());
    assert!(escaped.player(LIGHT).used_pile.contains(&trooper), "escaped to the Used Pile");
    assert!(!escaped.player(LIGHT).lost_pile.contains(&trooper));
    // Two warriors: the Dark Side picks the escort.
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    s.at(DARK, "Darth Vader", p.mos_eisley);
    let guard = s.at(DARK, "Stormtrooper", p.mos_eisley);
    let trooper = s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.at(LIGHT, "Biggs Darklighter", p.mos_eisley);
    s.hand(DARK, "We Have A Prisoner");
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)", "pass", "pass"]);
    let state = pass_until(state, |s| matches!(s.prompt, Some(Prompt::Damage { chooser: LIGHT })));
    let about = run(state, &["forfeit Rebel Trooper"]);
    let choosing = run(about, &["interrupt We Have A Prisoner"]);
    assert!(matches!(choosing.prompt, Some(Prompt::Escort { chooser: DARK, .. })), "{:?}", choosing.prompt);
    assert_eq!(offered(&choosing), ["pick Darth Vader", "pick Stormtrooper"]);
    let held = run(choosing, &["pick Stormtrooper"]);
    assert_eq!(held.captives, vec![[guard, trooper]]);
    assert!(problems(&held).is_empty(), "{:?}", problems(&held));
    // The Dark Side's own character: no window.
    let (mut s, p) = board(LIGHT, Phase::Battle, 2);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(DARK, "Darth Vader", p.mos_eisley);
    s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    s.at(LIGHT, "Han Solo", p.mos_eisley);
    s.at(LIGHT, "Chewbacca", p.mos_eisley);
    s.hand(DARK, "We Have A Prisoner");
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)", "pass", "pass"]);
    let state = pass_until(state, |s| matches!(s.prompt, Some(Prompt::Damage { chooser: DARK })));
    let own = run(state, &["forfeit Stormtrooper"]);
    assert!(!responding(&own, DARK), "not the opponent's character");
    // Away from a battle: no window either.
    let (mut s, p) = board(DARK, Phase::Deploy, 2);
    s.at(DARK, "Darth Vader", p.mos_eisley);
    let trooper = s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.hand(DARK, "We Have A Prisoner");
    let mut state = s.build();
    let mut events = Vec::new();
    lose_from_table(&mut state, trooper, &mut events);
    assert!(state.player(LIGHT).lost_pile.contains(&trooper), "lost at once: not from battle");
}
