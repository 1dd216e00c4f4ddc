//! Interrupts and Effects of sets 1–3 that act on a battle's totals or its damage, or cancel the
//! opponent's battle Interrupts (issue #32): Dark Dissension, Mantellian Savrip. Each test is named `card_<GEMP id>_<what it does>`
//! (`cards_covered.rs`) and plays its card through the notation.

use crate::support::*;
use hangar::engine::Table;
use hangar::rules::swccg::facts::destiny_draws;
use hangar::rules::swccg::At;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Prompt;
use hangar::rules::swccg::Side;
use hangar::rules::swccg::State;

/// Whether the respond window is open for `side`.
fn responding(state: &State, side: Side) -> bool {
    matches!(state.prompt, Some(Prompt::Respond { chooser, .. }) if chooser == side)
}

/// The Dark Side's `dark` attack the Light Side's Luke at Mos Eisley; the Light Side holds Dark
/// Dissension, its battle destiny a 1 (Rebel Trooper) and its next two draws 6 and 4; the battle
/// runs to the Light Side's respond window after both drew battle destiny.
fn dissension(dark: &[&str]) -> State {
    let (mut s, p) = board(DARK, Phase::Battle, 6);
    for title in dark {
        s.at(DARK, title, p.mos_eisley);
    }
    s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    s.reserve(LIGHT, "Wedge Antilles");
    s.reserve(LIGHT, "A Few Maneuvers");
    s.reserve(LIGHT, "Rebel Trooper");
    s.hand(LIGHT, "Dark Dissension");
    let mut state = run(s.build(), &["battle Tatooine: Mos Eisley", "pass", "pass"]);
    for _ in 0..20 {
        if responding(&state, LIGHT) || state.battle.as_ref().is_none_or(|b| b.totals != [0, 0]) {
            break;
        }
        let first = offered(&state).into_iter().next().expect("an action");
        state = run(state, &[first.as_str()]);
    }
    state
}

#[test]
fn card_3_41_dark_dissension_lost_subtracts_two_destiny_from_opponents_total_power_and_attrition() {
    let window = dissension(&["Darth Vader", "Admiral Motti"]);
    assert!(responding(&window, LIGHT), "two Imperials with ability > 2 in the battle");
    let card = window.player(LIGHT).hand.iter().copied().find(|&c| window.def(c).title == "Dark Dissension");
    let card = card.expect("in hand");
    let force = window.player(LIGHT).force_pile.len();
    let passed = run(window.clone(), &["pass"]);
    let played = run(window, &["interrupt Dark Dissension"]);
    assert!(played.player(LIGHT).lost_pile.contains(&card), "played as LOST");
    assert_eq!(played.player(LIGHT).force_pile.len(), force - 2, "2 Force used");
    let (before, after) = (passed.battle.clone().expect("battle"), played.battle.clone().expect("battle"));
    // Vader and Motti: power 9; the two draws (6 + 4 = 10) take it to 0, not below.
    let dark_destiny = before.totals[0] - 9;
    assert!(dark_destiny > 0, "the Dark Side drew battle destiny");
    assert_eq!(after.totals[0], dark_destiny, "the Dark Side's total power is 0, its destiny still counts");
    assert_eq!(after.totals[1], before.totals[1], "the Light Side's total as it was");
    assert_eq!(before.against[1], dark_destiny, "attrition against the Light Side without it");
    assert_eq!(after.against[1], 0, "the attrition the Dark Side makes, less 10, not below 0");
    assert_eq!(after.against[0], before.against[0], "attrition against the Dark Side as it was");
    // Only one Imperial with ability > 2 (Vader): no window for it.
    let alone = dissension(&["Darth Vader", "Stormtrooper"]);
    assert!(!responding(&alone, LIGHT), "a Stormtrooper's ability is 1");
}

#[test]
fn card_3_41_dark_dissension_used_cancels_lone_pilot_just_played() {
    let (mut s, p) = board(LIGHT, Phase::Battle, 4);
    s.at(DARK, "TIE Fighter", p.yavin);
    let lone = s.hand(DARK, "Lone Pilot");
    s.at(LIGHT, "X-wing", p.yavin);
    s.at(LIGHT, "X-wing", p.yavin);
    let card = s.hand(LIGHT, "Dark Dissension");
    let state = run(s.build(), &["battle Yavin 4 (1)", "pass", "interrupt Lone Pilot"]);
    assert_eq!(destiny_draws(&state, DARK), 1, "Lone Pilot adds one battle destiny");
    assert!(responding(&state, LIGHT), "the Light Side may answer the Interrupt just played");
    let cancelled = run(state, &["interrupt Dark Dissension > Lone Pilot"]);
    assert_eq!(destiny_draws(&cancelled, DARK), 0, "the battle destiny Lone Pilot added is taken back");
    assert!(cancelled.player(LIGHT).used_pile.contains(&card), "played as USED");
    assert!(cancelled.player(DARK).lost_pile.contains(&lone));
}

/// Vader attacks the Light Side's Rebel Trooper and Biggs at Mos Eisley (Dark 6 + 1 + 1 = 8, Light
/// 3: attrition 2, battle damage 5, `battle.rs`'s test); the Light Side holds Han Solo (forfeit
/// 6), with Mantellian Savrip on its side of the table when `savrip`.
fn savrip(savrip: bool) -> State {
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    s.at(DARK, "Darth Vader", p.mos_eisley);
    let trooper = s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.at(LIGHT, "Biggs Darklighter", p.mos_eisley);
    s.reserve(DARK, "Stormtrooper");
    s.hand(LIGHT, "Han Solo");
    if savrip {
        let effect = s.at(LIGHT, "Mantellian Savrip", trooper);
        s.state_mut().card_mut(effect).at = Some(At::Side(LIGHT));
    }
    run(s.build(), &["battle Tatooine: Mos Eisley (1)", "pass", "pass"])
}

#[test]
fn card_1_55_mantellian_savrip_forfeits_from_hand_after_losing_a_battle_and_deploys_free_with_c_3po() {
    let state = savrip(true);
    assert!(matches!(state.prompt, Some(Prompt::Damage { chooser: LIGHT })), "the Light Side lost");
    assert_eq!(hangar::rules::swccg::problems(&state), []);
    let han = state.player(LIGHT).hand.iter().copied().find(|&c| state.def(c).title == "Han Solo").expect("hand");
    let done = run(state, &["forfeit Han Solo"]);
    assert!(done.player(LIGHT).lost_pile.contains(&han), "forfeited from hand, lost");
    assert_eq!(done.battle, None, "Han's forfeit 6 covers attrition 2 and battle damage 5 (6 - 0 > 5 - 6)");
    assert_eq!(done.player(LIGHT).table.len(), 3, "the Trooper and Biggs stay, with the Effect");
    // Without it, the hand's cards are not forfeited.
    let without = savrip(false);
    assert!(!is_offered(&without, "forfeit Han Solo"));
    // "Use 3 Force to deploy on your side of table (free if C-3PO on table)".
    let (mut s, _) = board(LIGHT, Phase::Deploy, 4);
    s.hand(LIGHT, "Mantellian Savrip");
    let state = s.build();
    assert!(is_offered(&state, "deploy Mantellian Savrip on side (3)"));
    assert!(!is_offered(&state, "deploy Mantellian Savrip on side (0)"));
    let (mut s, p) = board(LIGHT, Phase::Deploy, 4);
    s.at(LIGHT, "C-3PO (See-Threepio)", p.mos_eisley);
    s.hand(LIGHT, "Mantellian Savrip");
    let state = s.build();
    assert!(is_offered(&state, "deploy Mantellian Savrip on side (0)"));
    let after = run(state, &["deploy Mantellian Savrip on side (0)"]);
    assert!(after.player(LIGHT).table.iter().any(|&c| after.card(c).at == Some(At::Side(LIGHT))));
}
