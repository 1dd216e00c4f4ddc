//! 'Reacts' (issue #32, research §3 "Battle": "The defender may react right after the battle
//! starts"; a Force drain opens the same window): the cards whose text moves or deploys as a
//! 'react', and the cards whose text answers one. Each test is named `card_<GEMP id>_<title>`
//! (`cards_covered.rs`).

use crate::support::*;
use hangar::engine::Table;
use hangar::rules::swccg::Action;
use hangar::rules::swccg::At;
use hangar::rules::swccg::Dest;
use hangar::rules::swccg::Movement;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Prompt;
use hangar::rules::swccg::ReactBy;
use hangar::rules::swccg::Reason;
use hangar::rules::swccg::Slot;

/// The 'reacts' offered now, in notation.
fn reacts(state: &hangar::rules::swccg::State) -> Vec<String> {
    offered_like(state, "react ")
}

#[test]
fn card_2_151_black_4_deploys_with_a_pilot_as_a_react_to_a_battle_with_a_tie_free_if_black_2_or_3() {
    let (mut s, p) = board(LIGHT, Phase::Battle, 6);
    s.at(DARK, "TIE Fighter", p.tatooine);
    s.at(LIGHT, "X-wing", p.tatooine);
    s.hand(DARK, "Black 4");
    s.hand(DARK, "DS-61-2");
    let state = run(s.build(), &["battle Tatooine (1)"]);
    assert!(matches!(state.prompt, Some(Prompt::React { chooser: DARK, .. })), "the react window opens for Dark");
    // Black 4 (2) and its pilot (2): not free with a TIE Fighter there.
    assert_eq!(reacts(&state), vec!["react deploy Black 4 + DS-61-2 as pilot > Tatooine (4)"]);
    let reacted = run(state, &["react deploy Black 4 + DS-61-2 as pilot > Tatooine"]);
    let black4 = find(&reacted, "Black 4");
    assert_eq!(reacted.card(black4).at, Some(At::Location(reacted.locations[0])));
    assert_eq!(reacted.prompt, None, "one 'react', then the battle goes on");
    assert_eq!(reacted.acting(), LIGHT, "the weapons segment, initiator first");

    // Free when the TIE there is Black 2 (the pilot still pays its own).
    let (mut s, p) = board(LIGHT, Phase::Battle, 6);
    let black2 = s.at(DARK, "Black 2", p.tatooine);
    s.aboard(DARK, "DS-61-3", black2, Slot::Pilot);
    s.at(LIGHT, "X-wing", p.tatooine);
    s.hand(DARK, "Black 4");
    s.hand(DARK, "DS-61-2");
    let state = run(s.build(), &["battle Tatooine (1)"]);
    assert_eq!(reacts(&state), vec!["react deploy Black 4 + DS-61-2 as pilot > Tatooine (2)"]);

    // Not without a TIE in the battle, nor alone: the window stays closed.
    let (mut s, p) = board(LIGHT, Phase::Battle, 6);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.hand(DARK, "Black 4");
    s.hand(DARK, "DS-61-2");
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)"]);
    assert_eq!(state.prompt, None, "nothing may react: no pause");
}

#[test]
fn card_1_310_ubrikkian_9000_z001_moves_as_a_react_to_a_battle_or_force_drain_within_range() {
    let (mut s, p) = board(LIGHT, Phase::Battle, 3);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    let ubrikkian = s.at(DARK, "Ubrikkian 9000 Z001", p.bay94);
    s.aboard(DARK, "Stormtrooper", ubrikkian, Slot::Driver);
    let walker = s.at(DARK, "Stormtrooper", p.bay94);
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)"]);
    assert_eq!(reacts(&state), vec!["react landspeed Ubrikkian 9000 Z001 > Tatooine: Mos Eisley (1)"]);
    let on_foot =
        Action::React { card: walker, by: ReactBy::Move(Movement::Landspeed), to: Dest::At(p.mos_eisley), force: 1 };
    assert_eq!(why(&state, on_foot), (Reason::MayNotReact, "battle"), "no text lets a Stormtrooper 'react'");
    let force = state.player(DARK).force_pile.len();
    let reacted = run(state, &["react landspeed Ubrikkian 9000 Z001 > Tatooine: Mos Eisley"]);
    assert_eq!(reacted.card(ubrikkian).at, Some(At::Location(p.mos_eisley)));
    assert_eq!(reacted.player(DARK).force_pile.len(), force - 1, "a regular move's cost");

    // A Force drain opens the window too; its loss follows the 'react'.
    let (mut s, p) = board(LIGHT, Phase::Control, 3);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    let ubrikkian = s.at(DARK, "Ubrikkian 9000 Z001", p.bay94);
    s.aboard(DARK, "Stormtrooper", ubrikkian, Slot::Driver);
    let state = run(s.build(), &["drain Tatooine: Mos Eisley"]);
    assert!(matches!(state.prompt, Some(Prompt::React { chooser: DARK, drain: Some(_), .. })));
    let passed = run(state, &["pass"]);
    assert!(matches!(passed.prompt, Some(Prompt::LoseForce { chooser: DARK, .. })), "then Dark loses the Force");

    // No driver aboard: no 'react' ([O5]), and no window.
    let (mut s, p) = board(LIGHT, Phase::Battle, 3);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.at(DARK, "Ubrikkian 9000 Z001", p.bay94);
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)"]);
    assert_eq!(state.prompt, None);
}
