//! Cards of sets 1–3 about a character using a lightsaber: Lightsaber Proficiency, Lightsaber
//! Deficiency. Each test is named `card_<GEMP id>_<what it does>` (`cards_covered.rs`) and plays
//! its card through the notation.

use crate::support::*;
use hangar::engine::CardId;
use hangar::engine::Table;
use hangar::rules::swccg::facts::{drain_amount, power};
use hangar::rules::swccg::At;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::State;

/// Lightsaber Proficiency (1_54), "Deploy on your character with ability > 2 and a lightsaber.
/// That character is power +3 in battles or may add 1 to Force drain where present. Effect is
/// lost if character loses lightsaber": in the Light Side's deploy phase it deploys (free) on Luke
/// carrying Anakin's Lightsaber, not on Luke without one nor on a Rebel Trooper (ability 1) with a
/// Jedi Lightsaber; Luke is power +3 only in a battle; the Light Side's drain where he is present
/// is 1 more than his lightsaber's alone; Disarmed takes his lightsaber, and the Effect is lost.
#[test]
fn card_1_54_lightsaber_proficiency_adds_3_power_in_battles_and_1_to_drains_and_is_lost_with_the_lightsaber() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 6);
    let luke = s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    s.on(LIGHT, "Anakin's Lightsaber", luke);
    let trooper = s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.on(LIGHT, "Jedi Lightsaber", trooper);
    s.at(LIGHT, "Luke Skywalker", p.jungle);
    let effect = s.hand(LIGHT, "Lightsaber Proficiency");
    let state = s.build();
    let offers = offered_like(&state, "deploy Lightsaber Proficiency");
    assert_eq!(offers.len(), 1, "only on the Luke with a lightsaber: {offers:?}");
    let deployed = run(state.clone(), &[offers[0].as_str()]);
    assert_eq!(deployed.card(effect).at, Some(At::On(luke)));
    assert_eq!(deployed.player(LIGHT).force_pile.len(), state.player(LIGHT).force_pile.len(), "free");
    assert_eq!(power(&deployed, luke), power(&state, luke), "no power out of a battle");
    assert_eq!(hangar::rules::swccg::problems(&deployed), []);

    // In a battle Luke is power +3.
    let battle = |proficient: bool| {
        let (mut s, p) = board(LIGHT, Phase::Battle, 6);
        let luke = s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
        s.on(LIGHT, "Anakin's Lightsaber", luke);
        if proficient {
            s.on(LIGHT, "Lightsaber Proficiency", luke);
        }
        s.at(DARK, "Stormtrooper", p.mos_eisley);
        (run(s.build(), &["battle Tatooine: Mos Eisley"]), luke)
    };
    let (with, luke_with) = battle(true);
    let (without, luke_without) = battle(false);
    assert!(with.battle.is_some());
    assert_eq!(power(&with, luke_with), power(&without, luke_without) + 3, "power +3 in battles");

    // Where Luke is present the Light Side's drain is 1 more (his lightsaber adds 1 too).
    let drain = |proficient: bool| {
        let (mut s, p) = board(LIGHT, Phase::Control, 6);
        let luke = s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
        s.on(LIGHT, "Anakin's Lightsaber", luke);
        if proficient {
            s.on(LIGHT, "Lightsaber Proficiency", luke);
        }
        drain_amount(&s.build(), LIGHT, p.mos_eisley)
    };
    assert_eq!(drain(true), drain(false) + 1, "adds 1 to Force drain where present");

    // Disarmed (the Dark Side's, in its control phase) takes Luke's lightsaber: the Effect is lost.
    let (mut s, p) = board(DARK, Phase::Control, 6);
    let luke = s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    s.on(LIGHT, "Anakin's Lightsaber", luke);
    let effect = s.on(LIGHT, "Lightsaber Proficiency", luke);
    let trooper = s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.on(DARK, "Blaster Rifle", trooper);
    s.hand(DARK, "Disarmed");
    let disarmed = run(s.build(), &["deploy Disarmed on Luke Skywalker"]);
    assert_eq!(disarmed.card(effect).at, None, "lost with the lightsaber");
    assert!(disarmed.player(LIGHT).lost_pile.contains(&effect));
    assert_eq!(hangar::rules::swccg::problems(&disarmed), []);
}

/// The Light Side's `user` with `saber` fires it at a Stormtrooper at Mos Eisley in its battle;
/// the Dark Side holds Lightsaber Deficiency, `top` on its Reserve Deck (the next destiny). Runs to
/// the fire.
fn saber_fired(user: &str, saber: &str, top: &str) -> (State, CardId, CardId) {
    let (mut s, p) = board(LIGHT, Phase::Battle, 12);
    let character = s.at(LIGHT, user, p.mos_eisley);
    let weapon = s.on(LIGHT, saber, character);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.reserve(DARK, top);
    s.hand(DARK, "Lightsaber Deficiency");
    let state = run(s.build(), &["battle Tatooine: Mos Eisley"]);
    let fire = offered_like(&state, &format!("fire {saber} > Stormtrooper"));
    let fire = fire.first().expect("the lightsaber fires").clone();
    (run(state, &[fire.as_str()]), character, weapon)
}

/// Lightsaber Deficiency (3_129), "Cancel Lightsaber Proficiency. OR Target a character with
/// ability < 4 using a lightsaber in a battle or a Force drain. Draw destiny. Target lost if
/// destiny > ability. Lightsaber lost if destiny = ability" (GEMP `Card3_129`: as the lightsaber is
/// fired; as the drain it adds to is initiated). A Rebel Trooper (ability 1) fires a Jedi
/// Lightsaber: a destiny of 6 loses him, a destiny of 1 loses the lightsaber; Luke (ability 4)
/// firing Anakin's Lightsaber is no target. The Rebel Trooper's lightsaber adds to the Light
/// Side's drain where he is: he may be targeted as the drain is initiated. Lightsaber Proficiency
/// on the table is cancelled (lost).
#[test]
fn card_3_129_lightsaber_deficiency_strikes_a_character_of_ability_under_4_using_a_lightsaber_or_cancels_proficiency() {
    let (fired, trooper, _) = saber_fired("Rebel Trooper", "Jedi Lightsaber", "Dark Maneuvers");
    assert_eq!(
        offered_like(&fired, "interrupt Lightsaber Deficiency"),
        ["interrupt Lightsaber Deficiency > Rebel Trooper"]
    );
    let card = find(&fired, "Lightsaber Deficiency");
    let high = run(fired, &["interrupt Lightsaber Deficiency > Rebel Trooper"]);
    assert!(high.player(LIGHT).lost_pile.contains(&trooper), "destiny 6 > ability 1: target lost");
    assert!(high.player(DARK).used_pile.contains(&card), "a Used Interrupt");
    let (fired, trooper, saber) = saber_fired("Rebel Trooper", "Jedi Lightsaber", "Stormtrooper");
    let equal = run(fired, &["interrupt Lightsaber Deficiency > Rebel Trooper"]);
    assert!(equal.card(trooper).at.is_some(), "destiny 1 = ability 1: the target stays");
    assert!(equal.player(LIGHT).lost_pile.contains(&saber), "its lightsaber is lost");
    assert_eq!(hangar::rules::swccg::problems(&equal), []);
    let (luke, ..) = saber_fired("Luke Skywalker", "Anakin's Lightsaber", "Stormtrooper");
    assert!(offered_like(&luke, "interrupt Lightsaber Deficiency").is_empty(), "Luke's ability is 4");

    // A Force drain the Rebel Trooper's lightsaber adds to.
    let (mut s, p) = board(LIGHT, Phase::Control, 6);
    let trooper = s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.on(LIGHT, "Jedi Lightsaber", trooper);
    s.hand(DARK, "Lightsaber Deficiency");
    let drained = run(s.build(), &["drain Tatooine: Mos Eisley"]);
    assert_eq!(
        offered_like(&drained, "interrupt Lightsaber Deficiency"),
        ["interrupt Lightsaber Deficiency > Rebel Trooper"]
    );

    // "Cancel Lightsaber Proficiency", on the table.
    let (mut s, p) = board(DARK, Phase::Deploy, 6);
    let luke = s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    s.on(LIGHT, "Anakin's Lightsaber", luke);
    let effect = s.on(LIGHT, "Lightsaber Proficiency", luke);
    s.hand(DARK, "Lightsaber Deficiency");
    let cancelled = run(s.build(), &["interrupt Lightsaber Deficiency > Lightsaber Proficiency"]);
    assert!(cancelled.player(LIGHT).lost_pile.contains(&effect), "cancelled");
}
