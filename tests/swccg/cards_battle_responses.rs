//! Interrupts answering a battle just initiated (played in the battle's weapons segment, on
//! their player's turn to act): moving cards away from it, cancelling it, excluding cards from
//! it. Each test is named `card_<GEMP id>_<what it does>` (`cards_covered.rs`).

use crate::support::*;
use hangar::engine::CardId;
use hangar::engine::Table;
use hangar::rules::swccg::facts::{destiny_draws, immune_to_attrition, power, total_power};
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Side;
use hangar::rules::swccg::State;

/// Where `card` is now: the location it is at (aboard something there too).
fn location(state: &State, card: CardId) -> Option<CardId> {
    state.location_of(card)
}

fn force(state: &State, side: Side) -> usize {
    state.player(side).force_pile.len()
}

/// The Dark Side battles at Tatooine with a TIE Fighter against two X-wings of the Light Side,
/// which holds `interrupt` and `force` Force; the Dark Side passes its first weapons turn.
fn space_battle(interrupt: &str, force: usize) -> (State, [CardId; 2], Places) {
    let (mut s, p) = board(DARK, Phase::Battle, force);
    s.at(DARK, "TIE Fighter", p.tatooine);
    let a = s.at(LIGHT, "X-wing", p.tatooine);
    let b = s.at(LIGHT, "X-wing", p.tatooine);
    s.hand(LIGHT, interrupt);
    (run(s.build(), &["battle Tatooine (1)", "pass"]), [a, b], p)
}

#[test]
fn card_1_88_hyper_escape_moves_your_starships_away_from_a_battle_at_a_system() {
    let (state, [a, b], p) = space_battle("Hyper Escape", 3);
    let before = force(&state, LIGHT);
    let after = run(state, &["interrupt Hyper Escape"]);
    assert_eq!((location(&after, a), location(&after, b)), (Some(p.yavin), Some(p.yavin)), "by hyperspeed");
    assert_eq!(force(&after, LIGHT), before - 2, "each move away paid as a regular move");
    assert!(after.battle.is_none(), "the Light Side has no presence left: the battle ends");
    // Not at a site.
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(LIGHT, "Luke's X-34 Landspeeder", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.hand(LIGHT, "Hyper Escape");
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)", "pass"]);
    assert!(!is_offered(&state, "interrupt Hyper Escape"), "a site is not a system or sector");
}

#[test]
fn card_1_98_narrow_escape_moves_your_cards_with_ability_away_by_landspeed() {
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    let luke = s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    let trooper = s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.hand(LIGHT, "Narrow Escape");
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)", "pass"]);
    let after = run(state, &["interrupt Narrow Escape"]);
    assert_eq!((location(&after, luke), location(&after, trooper)), (Some(p.bay94), Some(p.bay94)));
    assert!(after.battle.is_none());
    // Without a Rebel of ability > 2 present.
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.hand(LIGHT, "Narrow Escape");
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)", "pass"]);
    assert!(!is_offered(&state, "interrupt Narrow Escape"), "no Rebel of ability > 2");
    // Not when the Light Side initiated the battle.
    let (mut s, p) = board(LIGHT, Phase::Battle, 2);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    s.hand(LIGHT, "Narrow Escape");
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)"]);
    assert!(!is_offered(&state, "interrupt Narrow Escape"), "the opponent must have initiated it");
}

#[test]
fn card_3_42_fall_back_moves_your_characters_to_an_adjacent_site_and_cancels_the_battle() {
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    for _ in 0..4 {
        s.at(DARK, "Stormtrooper", p.mos_eisley);
    }
    let trooper = s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.hand(LIGHT, "Fall Back!");
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)", "pass"]);
    let before = force(&state, LIGHT);
    let after = run(state.clone(), &["interrupt Fall Back! > Tatooine: Docking Bay 94"]);
    assert_eq!(location(&after, trooper), Some(p.bay94));
    assert!(after.battle.is_none(), "the battle is canceled");
    assert_eq!(force(&after, LIGHT), before - 1);
    assert_eq!(after.player(LIGHT).lost_pile.len(), 1, "only Fall Back! itself is lost: no damage");
    // Not where the opponent has presence, and not with half their power or more.
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(DARK, "Stormtrooper", p.bay94);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.hand(LIGHT, "Fall Back!");
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)", "pass"]);
    assert!(offered_like(&state, "interrupt Fall Back!").is_empty(), "{:?}", offered_like(&state, "interrupt"));
}

#[test]
fn card_2_44_alternatives_to_fighting_cancels_a_battle_at_a_system_for_3_force() {
    let (state, [a, _], p) = space_battle("Alternatives To Fighting", 4);
    let before = force(&state, LIGHT);
    let after = run(state, &["interrupt Alternatives To Fighting"]);
    assert!(after.battle.is_none(), "the battle is canceled");
    assert_eq!(location(&after, a), Some(p.tatooine), "nothing moves or is lost");
    assert_eq!(force(&after, LIGHT), before - 3);
    assert!(after.player(LIGHT).lost_pile.len() == 1 && after.player(DARK).lost_pile.is_empty(), "no damage");
    let (state, _, _) = space_battle("Alternatives To Fighting", 2);
    assert!(!is_offered(&state, "interrupt Alternatives To Fighting"), "3 Force needed");
}

/// The Dark Side battles at Docking Bay 94 (an interior site) with Vader, Officer Evax (a leader
/// of ability 2) and a Stormtrooper against Luke and a Rebel Trooper; `holder` holds
/// `interrupt`, and acts first in the weapons segment when it is the Light Side.
fn interior_battle(holder: Side, interrupt: &str) -> (State, Places) {
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    s.at(DARK, "Darth Vader", p.bay94);
    s.at(DARK, "Officer Evax", p.bay94);
    s.at(DARK, "Stormtrooper", p.bay94);
    s.at(LIGHT, "Luke Skywalker", p.bay94);
    s.at(LIGHT, "Rebel Trooper", p.bay94);
    s.hand(holder, interrupt);
    let first: &[&str] = if holder == LIGHT {
        &["battle Tatooine: Docking Bay 94 (1)", "pass"]
    } else {
        &["battle Tatooine: Docking Bay 94 (1)"]
    };
    (run(s.build(), first), p)
}

/// Plays `interrupt` for whoever may: the total power and battle destinies of each side after.
fn excluded_after(state: &State, interrupt: &str, location: CardId) -> [(u16, u8); 2] {
    let after = run(state.clone(), &[&format!("interrupt {interrupt}")]);
    assert!(after.battle.as_ref().is_some_and(|b| b.excluded.len() == 3), "Vader, Evax and Luke");
    Side::BOTH.map(|s| (total_power(&after, s, location), destiny_draws(&after, s)))
}

#[test]
fn card_2_45_blast_the_door_kid_excludes_characters_of_ability_over_2_and_leaders_at_an_interior_site() {
    let (state, p) = interior_battle(LIGHT, "Blast The Door, Kid!");
    assert_eq!(total_power(&state, DARK, p.bay94), 6 + 2 + 1);
    let [dark, light] = excluded_after(&state, "Blast The Door, Kid!", p.bay94);
    assert_eq!((dark, light), ((1, 0), (1, 0)), "a Stormtrooper against a Rebel Trooper: no ability 4 left");
    // Not at an exterior site.
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    s.at(DARK, "Darth Vader", p.mos_eisley);
    s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    s.hand(LIGHT, "Blast The Door, Kid!");
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)", "pass"]);
    assert!(!is_offered(&state, "interrupt Blast The Door, Kid!"), "Mos Eisley is not interior");
}

#[test]
fn card_2_140_stunning_leader_excludes_characters_of_ability_over_2_and_leaders_at_an_interior_site() {
    let (state, p) = interior_battle(DARK, "Stunning Leader");
    let [dark, light] = excluded_after(&state, "Stunning Leader", p.bay94);
    assert_eq!((dark, light), ((1, 0), (1, 0)));
    let without = run(state, &["pass", "pass"]);
    assert!(!is_offered(&without, "interrupt Stunning Leader"), "the weapons segment is over");
}

#[test]
fn card_1_57_obi_wans_cape_gives_immunity_and_sends_an_ability_1_character_away_or_to_the_lost_pile() {
    // "Use 2 Force to deploy on your Rebel or alien. Character is immune to attrition < 5."
    let (mut s, p) = board(LIGHT, Phase::Deploy, 3);
    let luke = s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.hand(LIGHT, "Obi-Wan's Cape");
    let state = s.build();
    assert!(!immune_to_attrition(&state, luke, 4), "Luke alone is immune to attrition < 3");
    assert_eq!(
        offered_like(&state, "deploy Obi-Wan's Cape"),
        ["deploy Obi-Wan's Cape on Luke Skywalker (2)", "deploy Obi-Wan's Cape on Rebel Trooper (2)"]
    );
    let after = run(state, &["deploy Obi-Wan's Cape on Luke Skywalker"]);
    assert!(immune_to_attrition(&after, luke, 4) && !immune_to_attrition(&after, luke, 5));
    // "When a battle was just initiated where present, may use 1 Force to choose one opponent's
    // character of ability = 1 present to move away (for free), or that character is lost."
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    s.at(DARK, "Darth Vader", p.mos_eisley);
    let trooper = s.at(DARK, "Stormtrooper", p.mos_eisley);
    let luke = s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    s.on(LIGHT, "Obi-Wan's Cape", luke);
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)", "pass"]);
    assert_eq!(offered_like(&state, "send away"), ["send away with Obi-Wan's Cape > Stormtrooper"], "not Vader");
    let before = force(&state, LIGHT);
    let after = run(state, &["send away with Obi-Wan's Cape > Stormtrooper"]);
    assert_eq!(location(&after, trooper), Some(p.bay94), "moved away, for free");
    assert_eq!(force(&after, LIGHT), before - 1);
    let later = run(after, &["pass"]);
    assert!(offered_like(&later, "send away").is_empty(), "once in the battle");
    // Where it cannot move away, it is lost.
    let (mut s, _) = board(DARK, Phase::Battle, 2);
    let room = s.location(DARK, "Death Star: War Room");
    let trooper = s.at(DARK, "Stormtrooper", room);
    s.at(DARK, "Stormtrooper", room);
    let luke = s.at(LIGHT, "Luke Skywalker", room);
    s.on(LIGHT, "Obi-Wan's Cape", luke);
    let state = run(s.build(), &["battle Death Star: War Room (1)", "pass"]);
    let after = run(state, &["send away with Obi-Wan's Cape > Stormtrooper"]);
    assert!(after.player(DARK).lost_pile.contains(&trooper), "no other Death Star site: lost");
}

/// `attacker` battles at Mos Eisley with a Stormtrooper or Rebel Trooper against three of the
/// other side's troopers, one of them with a Blaster Rifle (none when `unarmed`); the attacker
/// holds `interrupt`, and its next destiny is `top`.
fn accident_battle(attacker: Side, interrupt: &str, top: &str, unarmed: bool) -> (State, Places) {
    let (mut s, p) = board(attacker, Phase::Battle, 2);
    let (own, theirs) =
        if attacker == DARK { ("Stormtrooper", "Rebel Trooper") } else { ("Rebel Trooper", "Stormtrooper") };
    s.at(attacker, own, p.mos_eisley);
    let victim = attacker.opponent();
    let armed = s.at(victim, theirs, p.mos_eisley);
    s.at(victim, theirs, p.mos_eisley);
    s.at(victim, theirs, p.mos_eisley);
    if !unarmed {
        s.on(victim, "Blaster Rifle", armed);
    }
    s.hand(attacker, interrupt);
    s.reserve(attacker, top);
    (run(s.build(), &["battle Tatooine: Mos Eisley (1)"]), p)
}

fn accident(attacker: Side, interrupt: &str) {
    let victim = attacker.opponent();
    let theirs = if attacker == DARK { "Rebel Trooper" } else { "Stormtrooper" };
    let own = if attacker == DARK { "Stormtrooper" } else { "Rebel Trooper" };
    let play = format!("interrupt {interrupt}");
    // Destiny 1 < 3 characters: one is lost, the opponent's choice.
    let (state, _) = accident_battle(attacker, interrupt, own, false);
    let asked = run(state, &[&play]);
    assert_eq!(offered(&asked), vec![format!("lose card {theirs}"); 3], "the opponent chooses among its three");
    let after = run(asked, &[&format!("lose card {theirs}")]);
    let lost = after.player(victim).lost_pile.iter().filter(|&&c| after.def(c).title == theirs).count();
    assert_eq!(lost, 1, "one character (the first, with its Blaster Rifle)");
    assert!(after.battle.is_some() && after.prompt.is_none(), "the battle goes on");
    // Destiny 6 is not less: nothing is lost.
    let (state, _) = accident_battle(attacker, interrupt, "A Few Maneuvers", false);
    let after = run(state, &[&play]);
    assert!(after.prompt.is_none() && after.player(victim).lost_pile.is_empty());
    // No weapon there: no accident.
    let (state, _) = accident_battle(attacker, interrupt, own, true);
    assert!(!is_offered(&state, &play), "one weapon needed");
}

#[test]
fn card_1_80_friendly_fire_draws_destiny_and_one_of_the_opponents_characters_is_lost_below_their_number() {
    accident(LIGHT, "Friendly Fire");
}

#[test]
fn card_1_237_collateral_damage_draws_destiny_and_one_of_the_opponents_characters_is_lost_below_their_number() {
    accident(DARK, "Collateral Damage");
}

#[test]
fn card_3_40_attack_pattern_delta_makes_the_other_t_47s_power_1_more_immune_and_untargetable() {
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    let scout = s.at(DARK, "Tempest Scout", p.mos_eisley);
    s.on(DARK, "AT-ST Dual Cannon", scout);
    let lead = s.at(LIGHT, "Snowspeeder", p.mos_eisley);
    let other = s.at(LIGHT, "Snowspeeder", p.mos_eisley);
    s.hand(LIGHT, "Attack Pattern Delta");
    let start = run(s.build(), &["battle Tatooine: Mos Eisley (1)"]);
    let fire = |state: &State| offered_like(state, "fire AT-ST Dual Cannon").len();
    assert_eq!(fire(&start), 2, "either Snowspeeder");
    let state = run(start, &["pass"]);
    let before = (power(&state, lead), power(&state, other));
    assert!(!immune_to_attrition(&state, other, 1));
    let after = run(state, &["interrupt Attack Pattern Delta > Snowspeeder"]);
    assert_eq!((power(&after, lead), power(&after, other)), (before.0, before.1 + 1), "the lead is not");
    assert!(immune_to_attrition(&after, other, 99) && !immune_to_attrition(&after, lead, 1));
    assert_eq!(fire(&after), 1, "only the lead may be targeted");
    // Not at a system.
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    s.at(DARK, "TIE Fighter", p.tatooine);
    s.at(LIGHT, "X-wing", p.tatooine);
    s.hand(LIGHT, "Attack Pattern Delta");
    let state = run(s.build(), &["battle Tatooine (1)", "pass"]);
    assert!(offered_like(&state, "interrupt Attack Pattern Delta").is_empty());
}

#[test]
fn card_1_89_into_the_garbage_chute_flyboy_moves_your_characters_to_the_trash_compactor_and_cancels_the_battle() {
    let (mut s, _) = board(DARK, Phase::Battle, 2);
    let room = s.location(DARK, "Death Star: War Room");
    let compactor = s.location(LIGHT, "Death Star: Trash Compactor");
    s.at(DARK, "Stormtrooper", room);
    let luke = s.at(LIGHT, "Luke Skywalker", room);
    let trooper = s.at(LIGHT, "Rebel Trooper", room);
    s.hand(LIGHT, "Into The Garbage Chute, Flyboy");
    let state = run(s.build(), &["battle Death Star: War Room (1)", "pass"]);
    let after = run(state, &["interrupt Into The Garbage Chute, Flyboy"]);
    assert_eq!((location(&after, luke), location(&after, trooper)), (Some(compactor), Some(compactor)));
    assert!(after.battle.is_none(), "the battle is canceled");
    // Without the Trash Compactor on the table.
    let (mut s, _) = board(DARK, Phase::Battle, 2);
    let room = s.location(DARK, "Death Star: War Room");
    s.at(DARK, "Stormtrooper", room);
    s.at(LIGHT, "Luke Skywalker", room);
    s.hand(LIGHT, "Into The Garbage Chute, Flyboy");
    let state = run(s.build(), &["battle Death Star: War Room (1)", "pass"]);
    assert!(!is_offered(&state, "interrupt Into The Garbage Chute, Flyboy"));
}

/// The Dark Side battles at Mos Eisley with Admiral Ozzel and Officer Evax (leaders of ability 2)
/// against Luke, Han and a Rebel Trooper, Vader at Docking Bay 94 (on the table) unless
/// `no_vader`; the Light Side holds You Have Failed Me For The Last Time.
fn failed_me(no_vader: bool) -> State {
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    if !no_vader {
        s.at(DARK, "Darth Vader", p.bay94);
    }
    s.at(DARK, "Admiral Ozzel", p.mos_eisley);
    s.at(DARK, "Officer Evax", p.mos_eisley);
    s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    s.at(LIGHT, "Han Solo", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.hand(LIGHT, "You Have Failed Me For The Last Time");
    run(s.build(), &["battle Tatooine: Mos Eisley (1)", "pass"])
}

/// Plays on to the damage segment (no destiny redrawn).
fn to_damage(state: State, then: &[&str]) -> State {
    let mut after = run(state, then);
    while matches!(after.prompt, Some(hangar::rules::swccg::Prompt::Redraw { .. })) {
        after = run(after, &["pass"]);
    }
    after
}

#[test]
fn card_3_53_you_have_failed_me_for_the_last_time_loses_a_leader_whose_side_does_not_win() {
    let card = "interrupt You Have Failed Me For The Last Time";
    let state = failed_me(false);
    let ozzel = find(&state, "Admiral Ozzel");
    let evax = find(&state, "Officer Evax");
    assert_eq!(offered_like(&state, card).len(), 2, "either leader: {:?}", offered_like(&state, card));
    let after = to_damage(state.clone(), &[&format!("{card} > Officer Evax"), "pass", "pass"]);
    assert_eq!(after.battle.as_ref().and_then(|b| b.winner), Some(LIGHT));
    assert!(after.player(DARK).lost_pile.contains(&evax), "lost at once");
    let after = to_damage(state, &[&format!("{card} > Admiral Ozzel"), "pass", "pass"]);
    assert!(after.player(DARK).out_of_play.contains(&ozzel), "Ozzel is placed out of play");
    assert!(!after.player(DARK).lost_pile.contains(&ozzel));
    assert!(offered_like(&failed_me(true), card).is_empty(), "Vader must be on the table");
}
