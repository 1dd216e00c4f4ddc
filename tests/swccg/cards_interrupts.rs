//! The pool's Interrupts about a battle at a system or site: "If … is defending a battle alone
//! …, add one battle destiny. OR If <named> is defending a battle alone …, add two" — one word,
//! `Ability::DefendingAlone`, with who defends (a pilot, any warrior, any alien, any other Rebel
//! with ability > N) and where (a system, a site, anywhere). Each test is named
//! `card_<GEMP id>_<title>` (`cards_covered.rs`) and plays its card in the battle's weapons
//! segment, the defender's turn to act.

use crate::support::*;
use hangar::engine::CardId;
use hangar::rules::swccg::facts::{destiny_draws, total_power};
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Reason;
use hangar::rules::swccg::Side;
use hangar::rules::swccg::State;

/// `attacker` battles at Mos Eisley with two of its troopers against the other side's
/// `defenders` there, who hold `interrupt`; the attacker passes its first weapons turn. The
/// location too.
fn defending(attacker: Side, defenders: &[&str], interrupt: &str) -> (State, CardId) {
    let (mut s, p) = board(attacker, Phase::Battle, 2);
    let defender = attacker.opponent();
    let trooper = if attacker == DARK { "Stormtrooper" } else { "Rebel Trooper" };
    s.at(attacker, trooper, p.mos_eisley);
    s.at(attacker, trooper, p.mos_eisley);
    for title in defenders {
        s.at(defender, title, p.mos_eisley);
    }
    s.hand(defender, interrupt);
    (run(s.build(), &["battle Tatooine: Mos Eisley (1)", "pass"]), p.mos_eisley)
}

/// Plays `interrupt` for `side`: how many battle destinies and how much power it added.
fn adds(state: &State, side: Side, location: CardId, interrupt: &str) -> (u8, u16) {
    let before = (destiny_draws(state, side), total_power(state, side, location));
    let after = run(state.clone(), &[&format!("interrupt {interrupt}")]);
    (destiny_draws(&after, side) - before.0, total_power(&after, side, location) - before.1)
}

#[test]
fn card_1_258_lone_warrior_adds_a_battle_destiny_to_a_warrior_defending_alone_at_a_site() {
    let (state, site) = defending(LIGHT, &["Stormtrooper"], "Lone Warrior");
    assert_eq!(adds(&state, DARK, site, "Lone Warrior"), (1, 0));
    let (state, _) = defending(LIGHT, &["Stormtrooper", "Stormtrooper"], "Lone Warrior");
    assert!(!is_offered(&state, "interrupt Lone Warrior"), "not alone");
    let (state, _) = defending(LIGHT, &["Imperial Pilot"], "Lone Warrior");
    assert!(!is_offered(&state, "interrupt Lone Warrior"), "not a warrior");
}

#[test]
fn card_1_119_warriors_courage_adds_a_battle_destiny_to_a_warrior_defending_alone_at_a_site() {
    let (state, site) = defending(DARK, &["Rebel Trooper"], "Warrior's Courage");
    assert_eq!(adds(&state, LIGHT, site, "Warrior's Courage"), (1, 0));
    let (state, _) = defending(DARK, &["Rebel Pilot"], "Warrior's Courage");
    assert!(!is_offered(&state, "interrupt Warrior's Courage"));
}

#[test]
fn card_1_260_moment_of_triumph_adds_a_battle_destiny_to_an_alien_defending_alone() {
    let (state, site) = defending(LIGHT, &["Danz Borin"], "Moment Of Triumph");
    assert_eq!(adds(&state, DARK, site, "Moment Of Triumph"), (1, 0));
    let (state, _) = defending(LIGHT, &["Stormtrooper"], "Moment Of Triumph");
    assert!(!is_offered(&state, "interrupt Moment Of Triumph"), "not an alien");
}

#[test]
fn card_1_111_solo_han_adds_two_battle_destiny_to_han_one_to_an_alien_defending_alone_at_a_site() {
    let (state, site) = defending(DARK, &["Han Solo"], "Solo Han");
    assert_eq!(adds(&state, LIGHT, site, "Solo Han"), (2, 0));
    let (state, site) = defending(DARK, &["Chewbacca"], "Solo Han");
    assert_eq!(adds(&state, LIGHT, site, "Solo Han"), (1, 0), "an alien");
}

#[test]
fn card_1_93_krayt_dragon_howl_adds_a_battle_destiny_to_a_rebel_of_ability_over_2_defending_alone_at_a_site() {
    let (state, site) = defending(DARK, &["Luke Skywalker"], "Krayt Dragon Howl");
    assert_eq!(adds(&state, LIGHT, site, "Krayt Dragon Howl"), (1, 0));
    let (state, _) = defending(DARK, &["Rebel Trooper"], "Krayt Dragon Howl");
    let card = find(&state, "Krayt Dragon Howl");
    let (reason, _) = why(&state, hangar::rules::swccg::Action::Interrupt { card, target: None });
    assert_eq!(reason, Reason::InterruptConditions, "ability 1");
}
