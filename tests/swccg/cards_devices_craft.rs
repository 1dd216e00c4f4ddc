//! Devices and a weapon of sets 1-3 that deploy on starships, vehicles and characters and whose
//! text reacts, crashes or shields (issue #32): Rectenna, Comlink, Power Harpoon, Fire
//! Extinguisher. Each test is named `card_<GEMP id>_<title>` (`cards_covered.rs`) and plays the
//! card's text through the legal actions.

use crate::support::*;
use hangar::engine::Table;
use hangar::rules::swccg::At;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Prompt;
use hangar::rules::swccg::Slot;

/// The 'reacts' offered now, in notation.
fn reacts(state: &hangar::rules::swccg::State) -> Vec<String> {
    offered_like(state, "react ")
}

#[test]
fn card_2_27_rectenna_deploys_on_a_starship_and_lets_cards_deploy_as_a_react_to_a_battle_at_its_system() {
    // Deployed from hand on Light's starship, for 1 Force.
    let (mut s, p) = board(LIGHT, Phase::Deploy, 3);
    s.at(LIGHT, "X-wing", p.yavin);
    s.at(LIGHT, "Rebel Trooper", p.jungle);
    s.hand(LIGHT, "Rectenna");
    let state = s.build();
    assert_eq!(offered_like(&state, "deploy Rectenna"), ["deploy Rectenna on X-wing (1)"]);

    let battle = |rectenna: bool| {
        let (mut s, p) = board(DARK, Phase::Battle, 6);
        let black2 = s.at(DARK, "Black 2", p.tatooine);
        s.aboard(DARK, "DS-61-3", black2, Slot::Pilot);
        let xwing = s.at(LIGHT, "X-wing", p.tatooine);
        if rectenna {
            s.on(LIGHT, "Rectenna", xwing);
        }
        s.hand(LIGHT, "Y-wing");
        run(s.build(), &["battle Tatooine (1)"])
    };
    let state = battle(true);
    assert!(matches!(state.prompt, Some(Prompt::React { chooser: LIGHT, .. })), "{:?}", state.prompt);
    assert_eq!(reacts(&state), ["react deploy Y-wing > Tatooine (1)"]);
    let reacted = run(state, &["react deploy Y-wing > Tatooine"]);
    assert_eq!(reacted.card(find(&reacted, "Y-wing")).at, Some(At::Location(reacted.locations[0])));
    assert_eq!(battle(false).prompt, None, "without Rectenna there, no 'react'");
}

#[test]
fn card_1_201_comlink_lets_cards_deploy_as_a_react_to_a_battle_or_drain_at_its_site_or_an_adjacent_one() {
    // Deployed from hand on any character of Dark's, for 1 Force.
    let (mut s, p) = board(DARK, Phase::Deploy, 3);
    s.at(DARK, "R4-M9 (Arfour-Emmnine)", p.mos_eisley);
    s.hand(DARK, "Comlink");
    let state = s.build();
    assert_eq!(offered_like(&state, "deploy Comlink"), ["deploy Comlink on R4-M9 (Arfour-Emmnine) (1)"]);

    // A battle at Comlink's site.
    let battle = |comlink: bool| {
        let (mut s, p) = board(LIGHT, Phase::Battle, 6);
        let trooper = s.at(DARK, "Stormtrooper", p.mos_eisley);
        if comlink {
            s.on(DARK, "Comlink", trooper);
        }
        s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
        s.hand(DARK, "Stormtrooper");
        run(s.build(), &["battle Tatooine: Mos Eisley (1)"])
    };
    let state = battle(true);
    assert_eq!(reacts(&state), ["react deploy Stormtrooper > Tatooine: Mos Eisley (1)"]);
    let reacted = run(state, &["react deploy Stormtrooper > Tatooine: Mos Eisley"]);
    let mos_eisley = reacted.locations[2];
    assert_eq!(reacted.player(DARK).table.iter().filter(|&&c| reacted.location_of(c) == Some(mos_eisley)).count(), 3);
    assert_eq!(battle(false).prompt, None, "without Comlink, no 'react'");

    // A Force drain at the adjacent site: Dark's cards may deploy there as a 'react'.
    let (mut s, p) = board(LIGHT, Phase::Control, 3);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    let droid = s.at(DARK, "R4-M9 (Arfour-Emmnine)", p.bay94);
    s.on(DARK, "Comlink", droid);
    s.hand(DARK, "Stormtrooper");
    let state = run(s.build(), &["drain Tatooine: Mos Eisley"]);
    assert!(matches!(state.prompt, Some(Prompt::React { chooser: DARK, drain: Some(_), .. })), "{:?}", state.prompt);
    assert_eq!(reacts(&state), ["react deploy Stormtrooper > Tatooine: Mos Eisley (1)"]);
}
