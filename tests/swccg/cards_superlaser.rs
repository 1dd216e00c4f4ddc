//! The Death Star's own weapon and what the Light Side puts on it (A New Hope): Superlaser
//! (2_161) and Commence Recharging (2_31). Each test is named `card_<GEMP id>_<what it does>`
//! (`cards_covered.rs`).

use crate::support::*;
use hangar::engine::CardId;
use hangar::engine::Table;
use hangar::rules::swccg::Action;
use hangar::rules::swccg::At;
use hangar::rules::swccg::Dest;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Reason;
use hangar::rules::swccg::Scenario;

/// The test table with the Death Star system at `parsec` (Yavin 4 is at parsec 4, Tatooine at
/// 7), `active` in `phase`.
fn death_star_at(phase: Phase, parsec: u8) -> (Scenario, CardId) {
    let (mut s, _) = board(DARK, phase, 8);
    let death_star = s.location(DARK, "Death Star");
    if parsec > 0 {
        s.state_mut().positions.push((death_star, parsec));
    }
    (s, death_star)
}

/// Superlaser: "Deploy on Death Star system at parsec 0." — free on the Death Star system while it
/// is at parsec 0; once it has moved to parsec 1 it is refused, citing the card.
#[test]
fn card_2_161_superlaser_deploys_on_the_death_star_system_at_parsec_0() {
    let (mut s, death_star) = death_star_at(Phase::Deploy, 0);
    let superlaser = s.hand(DARK, "Superlaser");
    let state = s.build();
    assert_eq!(offered_like(&state, "deploy Superlaser"), ["deploy Superlaser on Death Star (0)"]);
    let state = run(state, &["deploy Superlaser on Death Star (0)"]);
    assert_eq!(state.card(superlaser).at, Some(At::On(death_star)));
    assert_eq!(hangar::rules::swccg::problems(&state), []);

    let (mut s, death_star) = death_star_at(Phase::Deploy, 1);
    let superlaser = s.hand(DARK, "Superlaser");
    let state = s.build();
    assert!(offered_like(&state, "deploy Superlaser").is_empty());
    let (reason, cite) = why(&state, Action::Deploy { card: superlaser, to: Dest::On(death_star), force: 0 });
    assert_eq!((reason, cite), (Reason::NotAtParsec { parsec: 0 }, "Superlaser"));
}

/// Superlaser: "May target a capital starship at Death Star system, or at a system it orbits,
/// using 4 Force. Draw two destiny. Target hit if total destiny > defense value." With the Death
/// Star at parsec 4 (it orbits Yavin 4, the engine's reading: a system at its parsec), in a battle
/// at Yavin 4 it fires at the Corellian Corvette (not at the X-wing, a starfighter) for 4 Force:
/// two Dark Maneuvers (6 + 6) hit it (armor 4), two Stormtroopers (1 + 1) miss. At parsec 5 Yavin
/// 4 is not orbited: it does not fire there; in a battle at the Death Star system it does.
#[test]
fn card_2_161_superlaser_fires_at_a_capital_starship_at_the_death_star_or_the_system_it_orbits() {
    let battle_at = |parsec: u8, top: &[&str]| {
        let (mut s, death_star) = death_star_at(Phase::Battle, parsec);
        s.on(DARK, "Superlaser", death_star);
        let yavin = s.location(LIGHT, "Yavin 4");
        s.at(DARK, "Devastator", yavin);
        s.at(LIGHT, "Corellian Corvette", yavin);
        s.at(LIGHT, "X-wing", yavin);
        for card in top {
            s.reserve(DARK, card);
        }
        let state = s.build();
        assert_eq!(hangar::rules::swccg::problems(&state), []);
        run(state, &["battle Yavin 4 (1)"])
    };
    let battle = battle_at(4, &["Dark Maneuvers", "Dark Maneuvers"]);
    assert_eq!(offered_like(&battle, "fire Superlaser"), ["fire Superlaser > Corellian Corvette (4)"]);
    let force = battle.player(DARK).force_pile.len();
    let (after, outcome) = shot(&battle, "fire Superlaser > Corellian Corvette (4)");
    assert_eq!(outcome, Some((true, 0, 0)), "6 + 6 > 4");
    assert_eq!(after.player(DARK).force_pile.len() + 4, force, "4 Force");
    let (_, outcome) = shot(&battle_at(4, &[]), "fire Superlaser > Corellian Corvette (4)");
    assert_eq!(outcome, Some((false, 2, 4)), "1 + 1, not over 4");
    assert!(offered_like(&battle_at(5, &[]), "fire Superlaser").is_empty(), "Yavin 4 is not orbited");

    let (mut s, death_star) = death_star_at(Phase::Battle, 3);
    s.on(DARK, "Superlaser", death_star);
    s.at(DARK, "Devastator", death_star);
    s.at(LIGHT, "Corellian Corvette", death_star);
    let battle = run(s.build(), &["battle Death Star (1)"]);
    assert_eq!(offered_like(&battle, "fire Superlaser"), ["fire Superlaser > Corellian Corvette (4)"]);
}

/// Commence Recharging: "Deploy on a superlaser. … If fewer than 8 cards stacked here, opponent may
/// stack top card of Force Pile here." The Light Side deploys it on the Dark Side's Superlaser;
/// then the Dark Side may stack the top card of its own Force Pile on it, one at a time: its Force
/// Pile shrinks by one with each, the card on top is the one stacked, and with 8 stacked a 9th is
/// not offered and is refused, citing the card.
#[test]
fn card_2_31_commence_recharging_takes_the_dark_sides_force_pile_cards_up_to_8() {
    let (mut s, death_star) = death_star_at(Phase::Deploy, 0);
    let superlaser = s.on(DARK, "Superlaser", death_star);
    let recharging = s.hand(LIGHT, "Commence Recharging");
    s.force(LIGHT, "Rebel Trooper", 2);
    s.state_mut().active = LIGHT;
    let state = s.build();
    assert_eq!(offered_like(&state, "deploy Commence Recharging"), ["deploy Commence Recharging on Superlaser (0)"]);
    let state = run(state, &["deploy Commence Recharging on Superlaser (0)"]);
    assert_eq!(state.card(recharging).at, Some(At::On(superlaser)));

    let (mut s, death_star) = death_star_at(Phase::Deploy, 0);
    let superlaser = s.on(DARK, "Superlaser", death_star);
    let recharging = s.on(LIGHT, "Commence Recharging", superlaser);
    s.force(DARK, "Stormtrooper", 2);
    let mut state = s.build();
    assert_eq!(hangar::rules::swccg::problems(&state), []);
    let pile = state.player(DARK).force_pile.len();
    assert_eq!(pile, 10);
    for n in 1..=8 {
        assert_eq!(offered_like(&state, "stack force"), ["stack force on Commence Recharging"]);
        let top = *state.player(DARK).force_pile.last().expect("a Force Pile");
        state = run(state, &["stack force on Commence Recharging"]);
        assert_eq!(state.player(DARK).force_pile.len(), pile - n, "one Force Pile card per stack");
        assert_eq!(state.stacked.last(), Some(&[recharging, top]), "the top card");
        assert_eq!(hangar::rules::swccg::problems(&state), []);
    }
    assert!(offered_like(&state, "stack force").is_empty(), "no 9th");
    let (reason, cite) = why(&state, Action::StackForce { on: recharging });
    assert_eq!((reason, cite), (Reason::StackedFull { most: 8 }, "Commence Recharging"));
}
