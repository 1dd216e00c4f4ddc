//! Battles (research §3): initiating, power at a system and at a site, battle destiny with
//! ability 4, the winner, attrition, battle damage and forfeit, weapons' hits.

use crate::support::*;
use hangar::engine::Ruleset;
use hangar::engine::Table;
use hangar::rules::swccg::facts::destiny_draws;
use hangar::rules::swccg::facts::total_power;
use hangar::rules::swccg::Action;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Prompt;
use hangar::rules::swccg::Reason;
use hangar::rules::swccg::Slot;
use hangar::rules::swccg::Source;
use hangar::rules::swccg::Swccg;

#[test]
fn battle_needs_presence_on_both_sides_1_force_and_happens_once_a_turn_at_a_location() {
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    s.at(DARK, "Stormtrooper", p.bay94);
    s.at(LIGHT, "Rebel Trooper", p.bay94);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(DARK, "Stormtrooper", p.jungle);
    s.at(LIGHT, "X-wing", p.jungle);
    let state = s.build();
    // A landed X-wing's permanent pilot gives the Light Side presence at the Jungle.
    assert_eq!(offered_like(&state, "battle"), ["battle Tatooine: Docking Bay 94 (1)", "battle Yavin 4: Jungle (1)"]);
    assert_eq!(why(&state, Action::Battle { location: p.mos_eisley, force: 1 }), (Reason::NoOpposition, "battle"));
    assert_eq!(
        why(&state, Action::Battle { location: p.bay94, force: 0 }),
        (Reason::WrongForce { cost: 1, named: 0 }, "battle")
    );
    let mut again = state.clone();
    again.battled.push(p.bay94);
    assert_eq!(why(&again, Action::Battle { location: p.bay94, force: 1 }), (Reason::AlreadyBattled, "battle"));
}

#[test]
fn battle_power_at_a_system_is_piloted_starships_only() {
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    s.at(DARK, "TIE Fighter", p.tatooine);
    let black2 = s.at(DARK, "Black 2", p.tatooine);
    s.state_mut().card_mut(black2).stranded = true;
    let devastator = s.at(DARK, "Devastator", p.tatooine);
    s.aboard(DARK, "TIE Advanced x1", devastator, Slot::Cargo);
    s.aboard(DARK, "Stormtrooper", devastator, Slot::Passenger);
    let state = s.build();
    assert_eq!(
        total_power(&state, DARK, p.tatooine),
        1 + 9,
        "the TIE and Devastator; not the empty Black 2, the cargo or the passenger"
    );
}

#[test]
fn battle_destiny_is_drawn_with_ability_4_and_the_higher_total_wins() {
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    s.at(DARK, "Darth Vader", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.reserve(DARK, "Dark Maneuvers");
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)"]);
    assert_eq!((destiny_draws(&state, DARK), destiny_draws(&state, LIGHT)), (1, 0));
    let (after, events) = take(&state, "pass");
    let (after, events2) = take(&after, "pass");
    let _ = (after, events);
    // Vader 6 + destiny 6 (Dark Maneuvers) + 1 (Vader) = 13 against 2.
    assert!(events2
        .iter()
        .any(|e| matches!(e, hangar::rules::swccg::Event::Totals { dark: 13, light: 2, winner: Some(DARK) })));
}

#[test]
fn battle_damage_attrition_is_satisfied_by_forfeiting_then_battle_damage_by_forfeiting_or_losing_force() {
    let (mut s, p) = board(DARK, Phase::Battle, 2);
    s.at(DARK, "Darth Vader", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.at(LIGHT, "Biggs Darklighter", p.mos_eisley);
    s.reserve(DARK, "Stormtrooper");
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)", "pass", "pass"]);
    // Dark 6 + 1 + 1 = 8; Light 1 + 2 = 3: attrition 2 against the Light Side, battle damage 5.
    assert!(matches!(state.prompt, Some(Prompt::Damage { chooser: LIGHT })));
    assert_eq!(
        why(&state, Action::Lose { from: Source::Reserve }),
        (Reason::ForfeitFirst, "damage"),
        "attrition first, by forfeiting"
    );
    let after = run(state.clone(), &["forfeit Rebel Trooper"]);
    assert!(
        matches!(after.prompt, Some(Prompt::Damage { chooser: LIGHT })),
        "attrition 2 needs more: the Trooper's forfeit is 2… done; damage 3 is left"
    );
    let done = run(after.clone(), &["lose reserve", "lose reserve", "lose reserve"]);
    assert_eq!(done.battle, None);
    assert_eq!(done.player(LIGHT).lost_pile.len(), 4);
    // The same battle damage confirmed once: all 3 Force from the top of one pile that holds it
    // (listed after the one-card answers, which keep their places in the list); never while
    // attrition is still due.
    assert_eq!(offered_like(&state, "lose all"), Vec::<String>::new(), "forfeiting comes first");
    assert_eq!(
        why(&state, Action::LoseAll { from: Source::Reserve }),
        (Reason::ForfeitFirst, "damage"),
        "attrition first, by forfeiting"
    );
    assert_eq!(offered_like(&after, "lose all"), ["lose all reserve"], "only a pile that holds it all");
    let listed = Swccg::legal_actions(&after);
    assert_eq!(listed.last(), Some(&Action::LoseAll { from: Source::Reserve }), "after the one-card answers");
    let at_once = run(after.clone(), &["lose all reserve"]);
    assert_eq!(at_once.battle, None);
    assert_eq!(at_once.player(LIGHT).lost_pile, done.player(LIGHT).lost_pile, "the same cards lost");
    assert_eq!(offered(&at_once), offered(&done));
    // With 1 left to lose, one card is the whole answer.
    let one_left = run(after, &["lose reserve", "lose reserve"]);
    assert_eq!(offered_like(&one_left, "lose all"), Vec::<String>::new());
}

#[test]
fn battle_hit_cards_still_on_the_table_are_lost_at_the_end_of_the_battle() {
    let (mut s, p) = board(LIGHT, Phase::Battle, 3);
    let falcon = s.at(LIGHT, "Millennium Falcon", p.mos_eisley);
    s.aboard(LIGHT, "Han Solo", falcon, Slot::Pilot);
    s.on(LIGHT, "Surface Defense Cannon", falcon);
    let trooper = s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.reserve(LIGHT, "X-wing");
    let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)", "fire Surface Defense Cannon > Stormtrooper (1)"]);
    assert_eq!(offered(&state), ["pass", "redraw"], "Han Solo may redraw the weapon destiny");
    let state = run(state, &["pass"]);
    assert!(state.card(trooper).hit, "X-wing's destiny 2, +1 > ability 1");
    let mut state = run(state, &["pass", "pass"]);
    while state.battle.is_some() {
        let first = Swccg::legal_actions(&state)[0];
        state = Swccg::apply(&state, &first).unwrap().0;
    }
    assert!(state.player(DARK).lost_pile.contains(&trooper));
}
