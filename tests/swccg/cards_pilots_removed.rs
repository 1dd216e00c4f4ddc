//! Effects of sets 1-3 that take a starship's permanent pilots away ("remove all permanent
//! pilots", Eject! Eject!, Come With Me). Each test is named `card_<GEMP id>_<what it does>`
//! (`cards_covered.rs`).

use crate::support::*;
use hangar::engine::Table;
use hangar::rules::swccg::facts::{ability_at, power};
use hangar::rules::swccg::At;
use hangar::rules::swccg::Phase;

/// "Use 1 Force to target a starfighter having one or more permanent pilots. Draw destiny. If
/// destiny > 2, deploy on starfighter to remove all permanent pilots (otherwise, Effect is lost).
/// May add 1 pilot for each permanent pilot removed.": offered (1 Force) on the Dark Side's TIE
/// Fighter and on the Light Side's own X-wing, not on Red 3 (no permanent pilot). A destiny of 3
/// (Red 3): it stays on the TIE, which is unpiloted now — no power, and no ability for the Dark
/// Side at Tatooine — and may no longer be targeted by another. A destiny of 1: the Effect is
/// lost and the TIE keeps its pilot. With the Effect on it, the TIE takes a pilot (it had no
/// room for one before), who flies it again: power 1 + 2.
#[test]
fn card_2_32_eject_eject_removes_the_permanent_pilot_on_a_destiny_over_2_and_makes_room_for_one() {
    let build = |top: &str| {
        let (mut s, p) = board(LIGHT, Phase::Deploy, 6);
        let tie = s.at(DARK, "TIE Fighter", p.tatooine);
        s.at(LIGHT, "X-wing", p.yavin);
        s.at(LIGHT, "Red 3", p.yavin_bay);
        let effect = s.hand(LIGHT, "Eject! Eject!");
        s.hand(LIGHT, "Eject! Eject!");
        s.reserve(LIGHT, top);
        (s.build(), p, tie, effect)
    };
    let (before, p, tie, effect) = build("Red 3");
    let mut deploys = offered_like(&before, "deploy Eject! Eject!");
    deploys.sort();
    deploys.dedup();
    assert_eq!(deploys, ["deploy Eject! Eject! on TIE Fighter (1)", "deploy Eject! Eject! on X-wing (1)"]);
    assert_eq!(power(&before, tie), 1);
    assert_eq!(ability_at(&before, DARK, p.tatooine), 1, "the permanent pilot's ability");
    let ejected = run(before, &["deploy Eject! Eject! on TIE Fighter"]);
    assert_eq!(ejected.card(effect).at, Some(At::On(tie)), "destiny 3 > 2: it stays");
    assert_eq!(hangar::rules::swccg::problems(&ejected), []);
    assert_eq!(power(&ejected, tie), 0, "unpiloted");
    assert_eq!(ability_at(&ejected, DARK, p.tatooine), 0, "no permanent pilot's ability");
    assert!(
        offered_like(&ejected, "deploy Eject! Eject! on TIE Fighter").is_empty(),
        "no permanent pilot left to remove"
    );

    let (before, p, tie, effect) = build("Rebel Trooper");
    let missed = run(before, &["deploy Eject! Eject! on TIE Fighter"]);
    assert_eq!(missed.card(effect).at, None, "destiny 1: lost");
    assert!(missed.player(LIGHT).lost_pile.contains(&effect));
    assert_eq!(power(&missed, tie), 1);
    assert_eq!(ability_at(&missed, DARK, p.tatooine), 1);

    // "May add 1 pilot for each permanent pilot removed."
    let pilot_in = |with_effect: bool| {
        let (mut s, p) = board(DARK, Phase::Deploy, 6);
        let tie = s.at(DARK, "TIE Fighter", p.tatooine);
        if with_effect {
            s.on(LIGHT, "Eject! Eject!", tie);
        }
        s.hand(DARK, "Imperial Pilot");
        (s.build(), tie)
    };
    let (plain, _) = pilot_in(false);
    assert!(offered_like(&plain, "deploy Imperial Pilot > TIE Fighter").is_empty(), "no room for a pilot");
    let (room, tie) = pilot_in(true);
    assert_eq!(power(&room, tie), 0);
    assert_eq!(
        offered_like(&room, "deploy Imperial Pilot > TIE Fighter"),
        ["deploy Imperial Pilot > TIE Fighter as pilot (2)"]
    );
    let piloted = run(room, &["deploy Imperial Pilot > TIE Fighter as pilot"]);
    assert_eq!(hangar::rules::swccg::problems(&piloted), []);
    assert_eq!(power(&piloted, tie), 3, "1, and the Imperial Pilot's 2");
}

/// Come With Me, the Dark Side's: the same text. On the Light Side's X-wing at Yavin 4, a destiny
/// of 3 (Imperial Pilot) removes its permanent pilot: the X-wing no longer gives the Light Side
/// ability there; a destiny of 1 (Stormtrooper) loses the Effect.
#[test]
fn card_2_118_come_with_me_removes_the_permanent_pilot_on_a_destiny_over_2() {
    let build = |top: &str| {
        let (mut s, p) = board(DARK, Phase::Deploy, 6);
        let xwing = s.at(LIGHT, "X-wing", p.yavin);
        let effect = s.hand(DARK, "Come With Me");
        s.reserve(DARK, top);
        (s.build(), p, xwing, effect)
    };
    let (before, p, xwing, effect) = build("Imperial Pilot");
    assert_eq!(offered_like(&before, "deploy Come With Me"), ["deploy Come With Me on X-wing (1)"]);
    assert_eq!(ability_at(&before, LIGHT, p.yavin), 1);
    let taken = run(before, &["deploy Come With Me on X-wing"]);
    assert_eq!(taken.card(effect).at, Some(At::On(xwing)));
    assert_eq!(ability_at(&taken, LIGHT, p.yavin), 0);
    assert_eq!(power(&taken, xwing), 0);
    assert_eq!(hangar::rules::swccg::problems(&taken), []);
    let (before, p, xwing, effect) = build("Stormtrooper");
    let missed = run(before, &["deploy Come With Me on X-wing"]);
    assert_eq!(missed.card(effect).at, None);
    assert!(missed.player(DARK).lost_pile.contains(&effect));
    assert_eq!(ability_at(&missed, LIGHT, p.yavin), 1);
    assert!(power(&missed, xwing) > 0);
}

/// "Use 1 Force to target a starship's [Nav Computer] or astromech. Draw destiny. If destiny > 1,
/// [Nav Computer] or astromech is lost. If starship's [Nav Computer] is lost, place Effect on
/// starship (may add 1 astromech); otherwise, Effect lost.": offered (1 Force) on the Light Side's
/// Red 3 (its nav computer) and on R5-D4 aboard it, not on the Rebel Pilot. On Red 3 with a destiny
/// of 3 (Imperial Pilot) it stays on: Red 3 has no nav computer left (none aboard either) and takes
/// a second astromech; with a destiny of 1 (Stormtrooper) it is lost. On R5-D4 with a destiny of
/// 3, R5-D4 is lost and the Effect too; with a destiny of 1 only the Effect.
#[test]
fn card_1_218_ive_lost_artoo_takes_a_starships_nav_computer_or_its_astromech_on_a_destiny_over_1() {
    use hangar::rules::swccg::facts::has_nav_computer_aboard;
    use hangar::rules::swccg::Slot;
    let build = |top: &str, with_r5: bool| {
        let (mut s, p) = board(DARK, Phase::Deploy, 6);
        let red3 = s.at(LIGHT, "Red 3", p.yavin);
        s.aboard(LIGHT, "Rebel Pilot", red3, Slot::Pilot);
        let r5 = with_r5.then(|| s.aboard(LIGHT, "R5-D4 (Arfive-Defour)", red3, Slot::Astromech));
        let effect = s.hand(DARK, "I've Lost Artoo!");
        s.reserve(DARK, top);
        (s.build(), red3, r5, effect)
    };
    let (before, red3, r5, effect) = build("Imperial Pilot", true);
    let mut deploys = offered_like(&before, "deploy I've Lost Artoo!");
    deploys.sort();
    assert_eq!(
        deploys,
        ["deploy I've Lost Artoo! on R5-D4 (Arfive-Defour) (1)", "deploy I've Lost Artoo! on Red 3 (1)"]
    );
    let r5 = r5.expect("aboard");
    let lost_r5 = run(before, &["deploy I've Lost Artoo! on R5-D4 (Arfive-Defour)"]);
    assert_eq!(lost_r5.card(r5).at, None, "destiny 3 > 1: the astromech is lost");
    assert!(lost_r5.player(LIGHT).lost_pile.contains(&r5));
    assert!(lost_r5.player(DARK).lost_pile.contains(&effect), "and the Effect");
    assert!(has_nav_computer_aboard(&lost_r5, red3), "Red 3's own nav computer stays");
    assert_eq!(hangar::rules::swccg::problems(&lost_r5), []);
    let (before, _, _, effect) = build("Stormtrooper", true);
    let kept_r5 = run(before, &["deploy I've Lost Artoo! on R5-D4 (Arfive-Defour)"]);
    assert_eq!(kept_r5.card(r5).at, Some(At::Aboard { host: red3, slot: Slot::Astromech }), "destiny 1");
    assert!(kept_r5.player(DARK).lost_pile.contains(&effect));

    let (before, red3, _, effect) = build("Imperial Pilot", false);
    assert!(has_nav_computer_aboard(&before, red3));
    let taken = run(before, &["deploy I've Lost Artoo! on Red 3"]);
    assert_eq!(taken.card(effect).at, Some(At::On(red3)), "destiny 3 > 1: on the starship");
    assert!(!has_nav_computer_aboard(&taken, red3), "its nav computer is lost");
    assert_eq!(hangar::rules::swccg::problems(&taken), []);
    assert!(offered_like(&taken, "deploy I've Lost Artoo!").is_empty());
    let (before, red3, _, effect) = build("Stormtrooper", false);
    let missed = run(before, &["deploy I've Lost Artoo! on Red 3"]);
    assert!(missed.player(DARK).lost_pile.contains(&effect), "destiny 1: lost");
    assert!(has_nav_computer_aboard(&missed, red3));

    // "(may add 1 astromech)": a second one boards Red 3.
    let second = |with_effect: bool| {
        let (mut s, p) = board(LIGHT, Phase::Deploy, 6);
        let red3 = s.at(LIGHT, "Red 3", p.yavin);
        s.aboard(LIGHT, "Rebel Pilot", red3, Slot::Pilot);
        s.aboard(LIGHT, "R5-D4 (Arfive-Defour)", red3, Slot::Astromech);
        if with_effect {
            s.on(DARK, "I've Lost Artoo!", red3);
        }
        s.hand(LIGHT, "R2-X2 (Artoo-Extoo)");
        s.build()
    };
    assert!(offered_like(&second(false), "deploy R2-X2 (Artoo-Extoo) > Red 3").is_empty(), "one astromech place");
    let room = second(true);
    let deploys = offered_like(&room, "deploy R2-X2 (Artoo-Extoo) > Red 3 as astromech");
    assert_eq!(deploys.len(), 1, "{deploys:?}");
    let two = run(room, &["deploy R2-X2 (Artoo-Extoo) > Red 3 as astromech"]);
    assert_eq!(hangar::rules::swccg::problems(&two), []);
    assert!(has_nav_computer_aboard(&two, red3), "the astromech's own nav computer");
}

/// "Deploy on your side of table. At any time, you may transfer one of your character weapons from
/// any site to the Blaster Rack. During your deploy phase, weapon may be transferred to your
/// character on table for an expenditure of Force equal to the weapon's deploy cost.": deployed on
/// the Dark Side's side (free), it takes the Blaster Rifle off the Stormtrooper at Mos Eisley (in the
/// battle phase too), where it is at no location (inactive); not the Light Side's Blaster. In the
/// deploy phase the rifle goes on the Stormtrooper at the Yavin 4
/// Jungle for 2 Force (its deploy cost), not on the non-warrior Imperial Pilot (its mount); in the
/// move phase it stays on the rack.
#[test]
fn card_1_211_blaster_rack_holds_a_character_weapon_from_a_site_and_arms_a_character_in_the_deploy_phase() {
    let build = |phase: Phase| {
        let (mut s, p) = board(DARK, phase, 6);
        let trooper = s.at(DARK, "Stormtrooper", p.mos_eisley);
        let rifle = s.on(DARK, "Blaster Rifle", trooper);
        let other = s.at(DARK, "Stormtrooper", p.jungle);
        s.at(DARK, "Imperial Pilot", p.jungle);
        let rebel = s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
        s.on(LIGHT, "Blaster", rebel);
        let rack = s.hand(DARK, "Blaster Rack");
        (s.build(), rifle, other, rack)
    };
    let (before, rifle, other, rack) = build(Phase::Deploy);
    assert!(offered_like(&before, "rack").is_empty(), "no rack on the table yet");
    let racked = run(before, &["deploy Blaster Rack on side", "rack Blaster Rifle > Blaster Rack"]);
    assert_eq!(racked.card(rack).at, Some(At::Side(DARK)));
    assert_eq!(racked.card(rifle).at, Some(At::On(rack)));
    assert_eq!(racked.location_of(rifle), None, "inactive: at no location");
    assert_eq!(hangar::rules::swccg::problems(&racked), []);
    assert!(offered_like(&racked, "rack").is_empty(), "the Light Side's Blaster is not the Dark Side's");
    let mut takes = offered_like(&racked, "take Blaster Rifle");
    takes.sort();
    assert_eq!(takes, ["take Blaster Rifle > Stormtrooper (2)", "take Blaster Rifle > Stormtrooper (2)"]);
    let force = racked.player(DARK).force_pile.len();
    use hangar::engine::Ruleset;
    let armed = hangar::rules::swccg::Swccg::apply(
        &racked,
        &hangar::rules::swccg::Action::TakeFromRack { weapon: rifle, to: other, force: 2 },
    )
    .expect("offered")
    .0;
    assert_eq!(armed.card(rifle).at, Some(At::On(other)));
    assert_eq!(armed.player(DARK).force_pile.len(), force - 2);
    assert_eq!(hangar::rules::swccg::problems(&armed), []);

    // At any time: in the battle phase too; taken back only in the deploy phase.
    let (before, rifle, _, rack) = build(Phase::Deploy);
    let later = run(before, &["deploy Blaster Rack on side", "pass"]);
    assert_eq!(later.phase, Phase::Battle);
    assert_eq!(offered_like(&later, "rack"), ["rack Blaster Rifle > Blaster Rack"]);
    let later = run(later, &["rack Blaster Rifle > Blaster Rack", "pass"]);
    assert_eq!(later.phase, Phase::Move);
    assert_eq!(later.card(rifle).at, Some(At::On(rack)));
    assert!(offered_like(&later, "take").is_empty(), "only in the deploy phase");
}

/// A Blaster Scope on the racked rifle goes to the rack with it and back with it (found by the
/// pool's random games: the state was refused as unsound).
#[test]
fn card_1_211_blaster_rack_takes_a_rifle_with_its_blaster_scope_and_gives_both_back() {
    let (mut s, p) = board(DARK, Phase::Deploy, 6);
    let trooper = s.at(DARK, "Stormtrooper", p.mos_eisley);
    let rifle = s.on(DARK, "Blaster Rifle", trooper);
    let scope = s.on(DARK, "Blaster Scope", rifle);
    let other = s.at(DARK, "Stormtrooper", p.jungle);
    let rack = s.hand(DARK, "Blaster Rack");
    let state = s.build();
    assert_eq!(hangar::rules::swccg::problems(&state), []);
    let racked = run(state, &["deploy Blaster Rack on side", "rack Blaster Rifle > Blaster Rack"]);
    assert_eq!((racked.card(rifle).at, racked.card(scope).at), (Some(At::On(rack)), Some(At::On(rifle))));
    assert_eq!(hangar::rules::swccg::problems(&racked), []);
    use hangar::engine::Ruleset;
    let armed = hangar::rules::swccg::Swccg::apply(
        &racked,
        &hangar::rules::swccg::Action::TakeFromRack { weapon: rifle, to: other, force: 2 },
    )
    .expect("offered")
    .0;
    assert_eq!((armed.card(rifle).at, armed.card(scope).at), (Some(At::On(other)), Some(At::On(rifle))));
    assert_eq!(hangar::rules::swccg::problems(&armed), []);
}
