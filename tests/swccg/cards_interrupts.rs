//! The pool's Interrupts about a battle at a system or site, in two words: "If … is defending a
//! battle alone …, add one battle destiny. OR If <named> is defending a battle alone …, add two"
//! (`Ability::DefendingAlone`, with who defends — a pilot, any warrior, any alien, any other
//! Rebel with ability > N — and where: a system, a site, anywhere), and "If <this> and <that>
//! are in a battle together, add …" (`Ability::Together`). Each test is named
//! `card_<GEMP id>_<title>` (`cards_covered.rs`) and plays its card in the battle's weapons
//! segment, on its player's turn to act.

use crate::support::*;
use hangar::engine::CardId;
use hangar::engine::Table;
use hangar::rules::swccg::facts::{destiny_draws, total_power};
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Reason;
use hangar::rules::swccg::Side;
use hangar::rules::swccg::State;

/// `attacker` battles at Mos Eisley with two of its troopers against the other side's
/// `defenders` there, who hold `interrupt`; the attacker passes its first weapons turn. The
/// location too.
pub(crate) fn defending(attacker: Side, defenders: &[&str], interrupt: &str) -> (State, CardId) {
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
pub(crate) fn adds(state: &State, side: Side, location: CardId, interrupt: &str) -> (u8, u16) {
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

/// A battle at Mos Eisley that `attacker` begins with `own` against `theirs`; the attacker holds
/// `interrupt` and plays it on its first weapons turn.
pub(crate) fn together(attacker: Side, own: &[&str], theirs: &[&str], interrupt: &str) -> (State, CardId) {
    let (mut s, p) = board(attacker, Phase::Battle, 2);
    for title in own {
        s.at(attacker, title, p.mos_eisley);
    }
    for title in theirs {
        s.at(attacker.opponent(), title, p.mos_eisley);
    }
    s.hand(attacker, interrupt);
    (run(s.build(), &["battle Tatooine: Mos Eisley (1)"]), p.mos_eisley)
}

#[test]
fn card_1_248_i_have_you_now_adds_a_battle_destiny_for_a_dark_jedi_against_a_rebel_of_ability_over_2_two_against_luke()
{
    let (state, site) = together(DARK, &["Darth Vader"], &["Han Solo"], "I Have You Now");
    assert_eq!(adds(&state, DARK, site, "I Have You Now"), (1, 0));
    let (state, site) = together(DARK, &["Darth Vader"], &["Luke Skywalker"], "I Have You Now");
    assert_eq!(adds(&state, DARK, site, "I Have You Now"), (2, 0), "the Rebel is Luke");
    let (state, _) = together(DARK, &["Darth Vader"], &["Rebel Trooper"], "I Have You Now");
    assert!(!is_offered(&state, "interrupt I Have You Now"), "ability 1");
    let (state, _) = together(DARK, &["Stormtrooper"], &["Han Solo"], "I Have You Now");
    assert!(!is_offered(&state, "interrupt I Have You Now"), "no Dark Jedi");
}

#[test]
fn card_1_116_the_force_is_strong_with_this_one_adds_a_battle_destiny_for_luke_against_an_imperial_two_against_vader() {
    let force = "The Force Is Strong With This One";
    let (state, _) = together(LIGHT, &["Luke Skywalker"], &["Commander Praji", "Stormtrooper"], force);
    assert!(!is_offered(&state, &format!("interrupt {force}")), "Praji's ability 2 is not over 2");
    let (state, site) = together(LIGHT, &["Luke Skywalker"], &["Darth Vader"], force);
    assert_eq!(adds(&state, LIGHT, site, force), (2, 0), "the Imperial is Vader");
}

#[test]
fn card_3_49_rug_hug_adds_two_battle_destiny_for_luke_and_chewie_or_4_power_for_a_rebel_and_an_alien() {
    let (state, site) = together(LIGHT, &["Luke Skywalker", "Chewbacca"], &["Stormtrooper"], "Rug Hug");
    assert_eq!(adds(&state, LIGHT, site, "Rug Hug"), (2, 0), "the first option that holds");
    let (state, site) = together(LIGHT, &["Rebel Trooper", "Chewbacca"], &["Stormtrooper"], "Rug Hug");
    assert_eq!(adds(&state, LIGHT, site, "Rug Hug"), (0, 4));
    let (state, _) = together(LIGHT, &["Rebel Trooper", "Rebel Pilot"], &["Stormtrooper"], "Rug Hug");
    assert!(!is_offered(&state, "interrupt Rug Hug"), "no alien");
}

/// Dark battles at Yavin 4 with two TIE Fighters against Light's `ship` there; Light holds Out Of
/// Nowhere with `force` in its Force Pile; Dark passes its first weapons turn.
fn out_of_nowhere(ship: &str, force: usize) -> (State, CardId) {
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    s.at(DARK, "TIE Fighter", p.yavin);
    s.at(DARK, "TIE Fighter", p.yavin);
    s.at(LIGHT, ship, p.yavin);
    s.hand(LIGHT, "Out Of Nowhere");
    let mut state = s.build();
    let light = state.player_mut(LIGHT);
    let spent = light.force_pile.split_off(force);
    light.used_pile.extend(spent);
    (run(state, &["battle Yavin 4 (1)", "pass"]), p.yavin)
}

#[test]
fn card_1_102_out_of_nowhere_uses_1_force_to_add_a_battle_destiny_where_you_defend_with_maneuver_over_3() {
    let (state, system) = out_of_nowhere("X-wing", 2);
    let force = state.player(LIGHT).force_pile.len();
    assert_eq!(adds(&state, LIGHT, system, "Out Of Nowhere"), (1, 0), "the X-wing's maneuver 4");
    let after = run(state, &["interrupt Out Of Nowhere"]);
    assert_eq!(after.player(LIGHT).force_pile.len() + 1, force, "1 Force used");
    let (state, _) = out_of_nowhere("Y-wing", 2);
    assert!(!is_offered(&state, "interrupt Out Of Nowhere"), "maneuver 3");
    let (state, _) = out_of_nowhere("X-wing", 0);
    let card = find(&state, "Out Of Nowhere");
    let (reason, _) = why(&state, hangar::rules::swccg::Action::Interrupt { card, target: None });
    assert_eq!(reason, Reason::NotEnoughForce { cost: 1, available: 0 });
}

#[test]
fn card_1_240_dark_jedi_presence_uses_1_force_to_double_the_other_imperials_power_where_a_dark_jedi_is_present() {
    let own = ["Darth Vader", "Stormtrooper", "Stormtrooper", "Danz Borin"];
    let (state, site) = together(DARK, &own, &["Rebel Trooper"], "Dark Jedi Presence");
    // Two Stormtroopers of power 1 each count twice; Vader himself and the alien do not.
    assert_eq!(adds(&state, DARK, site, "Dark Jedi Presence"), (0, 2));
    let (state, _) = together(DARK, &["Stormtrooper", "Stormtrooper"], &["Rebel Trooper"], "Dark Jedi Presence");
    assert!(!is_offered(&state, "interrupt Dark Jedi Presence"), "no Dark Jedi present");
}
