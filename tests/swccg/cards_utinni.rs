//! Utinni Effects (`rules/swccg/utinni.rs`): deployed on a location, each targets a card as it
//! deploys, does what it says to that card, and is canceled when the target reaches it.

use crate::support::*;
use hangar::engine::Table;
use hangar::rules::swccg::facts::{forfeit, power};
use hangar::rules::swccg::{Action, Event, Phase, Prompt, Reason};

#[test]
fn card_1_223_luke_luuuuke_targets_a_rebel_takes_1_or_3_from_luke_and_is_canceled_when_he_reaches_it() {
    let (mut s, p) = board(DARK, Phase::Deploy, 4);
    let luke = s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    let trooper = s.at(LIGHT, "Rebel Trooper", p.jungle);
    s.at(DARK, "Stormtrooper", p.jungle);
    s.hand(DARK, "Luke? Luuuuke!");
    let state = s.build();
    assert!(is_offered(&state, "deploy Luke? Luuuuke! on Tatooine: Docking Bay 94"), "any Tatooine site");
    assert!(!is_offered(&state, "deploy Luke? Luuuuke! on Yavin 4: Jungle"), "a Yavin 4 site");
    assert!(!is_offered(&state, "deploy Luke? Luuuuke! on Tatooine"), "a system is no site");
    let before = (power(&state, luke), forfeit(&state, luke), power(&state, trooper), forfeit(&state, trooper));
    let aiming = run(state, &["deploy Luke? Luuuuke! on Tatooine: Docking Bay 94"]);
    assert!(matches!(aiming.prompt, Some(Prompt::Target { .. })));
    assert_eq!(offered(&aiming), ["pick Luke Skywalker", "pick Rebel Trooper"], "any Rebel, no Stormtrooper");
    let aimed = run(aiming.clone(), &["pick Luke Skywalker"]);
    assert_eq!((power(&aimed, luke), forfeit(&aimed, luke)), (before.0 - 3, before.1 - 3), "-3 if Luke");
    let trooper_aimed = run(aiming, &["pick Rebel Trooper"]);
    assert_eq!((power(&trooper_aimed, trooper), forfeit(&trooper_aimed, trooper)), (before.2 - 1, before.3 - 1));
    // Luke walks to the Docking Bay in the Light Side's move phase: he reaches the Effect.
    let mut light = aimed;
    light.active = LIGHT;
    light.phase = Phase::Move;
    let (after, events) = take(&light, "landspeed Luke Skywalker > Tatooine: Docking Bay 94");
    assert!(events.iter().any(|e| matches!(e, Event::UtinniReached { target, .. } if *target == luke)));
    let effect = find(&after, "Luke? Luuuuke!");
    assert!(after.player(DARK).lost_pile.contains(&effect), "canceled: lost");
    assert_eq!((power(&after, luke), forfeit(&after, luke)), (before.0, before.1), "Luke is himself again");
}

#[test]
fn card_1_223_luke_luuuuke_loses_a_rebel_whose_forfeit_reaches_zero() {
    let (mut s, p) = board(DARK, Phase::Deploy, 4);
    // "Light: Your troopers are forfeit -1 here": a Rebel Trooper at forfeit 1.
    let perimeter = s.location(DARK, "Hoth: Defensive Perimeter (3rd Marker)");
    let trooper = s.at(LIGHT, "Rebel Trooper", perimeter);
    s.hand(DARK, "Luke? Luuuuke!");
    let state = s.build();
    assert_eq!(forfeit(&state, trooper), 1);
    let after = run(state, &["deploy Luke? Luuuuke! on Tatooine: Mos Eisley", "pick Rebel Trooper"]);
    assert!(after.player(LIGHT).lost_pile.contains(&trooper), "its forfeit reached zero: lost");
    let effect = find(&after, "Luke? Luuuuke!");
    assert!(after.player(DARK).lost_pile.contains(&effect), "with its target gone, the Effect is lost too");
    assert!(after.utinni.is_empty());
    let _ = p;
}

#[test]
fn card_3_114_weapon_malfunction_keeps_a_starfighters_weapon_from_firing_until_it_reaches_the_docking_bay() {
    let (mut s, p) = board(DARK, Phase::Deploy, 4);
    let xwing = s.at(LIGHT, "X-wing", p.yavin);
    let torpedoes = s.on(LIGHT, "Proton Torpedoes", xwing);
    let tie = s.at(DARK, "TIE Fighter", p.yavin);
    s.hand(DARK, "Weapon Malfunction");
    let state = s.build();
    assert!(!is_offered(&state, "deploy Weapon Malfunction on Tatooine: Mos Eisley"), "not a docking bay");
    let aiming = run(state, &["deploy Weapon Malfunction on Yavin 4: Docking Bay"]);
    assert_eq!(offered(&aiming), ["pick Proton Torpedoes"], "a weapon on a starfighter");
    let mut light = run(aiming, &["pick Proton Torpedoes"]);
    assert_eq!(light.utinni.len(), 1);
    // The Light Side's battle at Yavin 4: its torpedoes cannot be fired.
    light.active = LIGHT;
    light.phase = Phase::Battle;
    let battle = run(light.clone(), &["battle Yavin 4"]);
    assert!(offered_like(&battle, "fire").is_empty(), "{:?}", offered(&battle));
    let (reason, _) = why(&battle, Action::Fire { weapon: torpedoes, target: tie, force: 1 });
    assert_eq!(reason, Reason::UtinniMayNotFire);
    // Landed at the docking bay, the X-wing (and its torpedoes) reaches the Effect.
    light.phase = Phase::Move;
    let after = run(light, &["land X-wing > Yavin 4: Docking Bay"]);
    assert!(after.utinni.is_empty(), "canceled");
    let effect = find(&after, "Weapon Malfunction");
    assert!(after.player(DARK).lost_pile.contains(&effect));
}

#[test]
fn card_3_114_weapon_malfunction_does_not_deploy_without_a_weapon_on_a_starfighter_or_vehicle_to_target() {
    let (mut s, p) = board(DARK, Phase::Deploy, 4);
    let trooper = s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.on(DARK, "Blaster Rifle", trooper);
    let effect = s.hand(DARK, "Weapon Malfunction");
    let state = s.build();
    assert!(offered_like(&state, "deploy Weapon Malfunction").is_empty(), "a character's weapon is no target");
    let (reason, _) =
        why(&state, Action::Deploy { card: effect, to: hangar::rules::swccg::Dest::On(p.bay94), force: 0 });
    assert_eq!(reason, Reason::NoUtinniTarget);
}
