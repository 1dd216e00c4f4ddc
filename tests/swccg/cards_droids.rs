//! The droids of the pool (issue #32): the astromechs' and vehicle droids' "While aboard …" text
//! (`Ability::AboardAdds`), "May drive transport vehicles" and "Too large to go aboard a
//! starfighter". Each test is named `card_<GEMP id>_<title>` (`cards_covered.rs`). R2-D2, R2-Q2
//! and C-3PO keep sentences Hangar does not play yet (`docs/swccg-pool.md`).

use crate::support::*;
use hangar::engine::{CardId, Table};
use hangar::rules::swccg::facts::{droid_adds, hyperspeed, immune_to_attrition, maneuver, power, DroidAdds};
use hangar::rules::swccg::{Action, Dest, Phase, Reason, Scenario, Side, Slot, State};

/// A scenario on the test board with a craft (and whoever `crew` puts aboard) at `place`, built
/// with and without `droid` aboard in `slot`: (with, without, the craft, the droid).
fn with_and_without(
    side: Side,
    craft: &str,
    place: fn(&Places) -> CardId,
    crew: &[(&str, Slot)],
    droid: &str,
    slot: Slot,
) -> (State, State, CardId, CardId) {
    let make = |with: bool| {
        let (mut s, p): (Scenario, Places) = board(side, Phase::Move, 2);
        let host = s.at(side, craft, place(&p));
        for &(title, seat) in crew {
            s.aboard(side, title, host, seat);
        }
        let droid = with.then(|| s.aboard(side, droid, host, slot));
        (s.build(), host, droid)
    };
    let (with, host, droid) = make(true);
    let (without, _, _) = make(false);
    (with, without, host, droid.expect("the droid"))
}

/// (power, maneuver, hyperspeed) of `craft`.
fn numbers(state: &State, craft: CardId) -> (u8, Option<u8>, u8) {
    (power(state, craft), maneuver(state, craft), hyperspeed(state, craft))
}

#[test]
fn card_1_24_r2_x2_aboard_any_starfighter_adds_1_to_power_maneuver_and_hyperspeed() {
    let (with, without, red3, _) = with_and_without(
        LIGHT,
        "Red 3",
        |p| p.yavin,
        &[("Rebel Pilot", Slot::Pilot)],
        "R2-X2 (Artoo-Extoo)",
        Slot::Astromech,
    );
    let (p, m, h) = numbers(&without, red3);
    assert_eq!(numbers(&with, red3), (p + 1, m.map(|m| m + 1), h + 1));
}

#[test]
fn card_2_15_r5_d4_aboard_any_starship_adds_1_to_power_and_maneuver() {
    let (with, without, red5, _) = with_and_without(
        LIGHT,
        "Red 5",
        |p| p.yavin,
        &[("Rebel Pilot", Slot::Pilot)],
        "R5-D4 (Arfive-Defour)",
        Slot::Astromech,
    );
    let (p, m, h) = numbers(&without, red5);
    assert_eq!(numbers(&with, red5), (p + 1, m.map(|m| m + 1), h), "no hyperspeed");
}

#[test]
fn card_2_101_r5_a2_aboard_any_starship_adds_1_to_power_and_maneuver() {
    let (with, without, scout, _) =
        with_and_without(DARK, "TIE Scout", |p| p.tatooine, &[], "R5-A2 (Arfive-Aytoo)", Slot::Passenger);
    let (p, m, h) = numbers(&without, scout);
    assert_eq!(numbers(&with, scout), (p + 1, m.map(|m| m + 1), h), "as a passenger too");
}

#[test]
fn card_3_15_r5_m2_aboard_a_capital_starship_adds_power_and_hyperspeed_and_immunity_below_3() {
    let (with, without, corvette, _) =
        with_and_without(LIGHT, "Corellian Corvette", |p| p.yavin, &[], "R5-M2 (Arfive-Emmtoo)", Slot::Passenger);
    let (p, m, h) = numbers(&without, corvette);
    assert_eq!(numbers(&with, corvette), (p + 1, m, h + 1));
    assert_eq!(droid_adds(&with, corvette).immune_below, 3);
    assert!(immune_to_attrition(&with, corvette, 2) && !immune_to_attrition(&with, corvette, 3));
    assert!(!immune_to_attrition(&without, corvette, 2));
}

#[test]
fn card_2_100_r3_t6_aboard_a_capital_starship_adds_1_power_2_hyperspeed_and_immunity_below_4() {
    let (with, without, devastator, _) =
        with_and_without(DARK, "Devastator", |p| p.tatooine, &[], "R3-T6 (Arthree-Teesix)", Slot::Passenger);
    let (p, m, h) = numbers(&without, devastator);
    assert_eq!(numbers(&with, devastator), (p + 1, m, h + 2));
    assert!(immune_to_attrition(&with, devastator, 3) && !immune_to_attrition(&with, devastator, 4));
}

#[test]
fn card_1_192_r1_g4_adds_to_a_capital_starship_and_is_too_large_for_a_starfighter() {
    let (with, without, devastator, _) =
        with_and_without(DARK, "Devastator", |p| p.tatooine, &[], "R1-G4 (Arone-Geefour)", Slot::Passenger);
    let (p, m, h) = numbers(&without, devastator);
    assert_eq!(numbers(&with, devastator), (p + 1, m, h + 1));
    assert_eq!(droid_adds(&with, devastator).immune_below, 3);
    // Too large: refused aboard a starfighter, citing its text.
    let (mut s, pl) = board(DARK, Phase::Deploy, 4);
    let scout = s.at(DARK, "TIE Scout", pl.tatooine);
    let r1 = s.hand(DARK, "R1-G4 (Arone-Geefour)");
    let state = s.build();
    let refusal =
        refused(&state, Action::Deploy { card: r1, to: Dest::Aboard { host: scout, slot: Slot::Passenger }, force: 1 });
    assert_eq!(refusal.reason, Reason::TooLargeForStarfighters { title: "R1-G4 (Arone-Geefour)".into() });
    assert_eq!(cited(&refusal), "R1-G4 (Arone-Geefour)");
}

#[test]
fn card_1_25_r4_e1_drives_a_transport_and_adds_to_its_power_maneuver_and_landspeed() {
    let (with, _, x34, r4) =
        with_and_without(LIGHT, "Luke's X-34 Landspeeder", |p| p.yavin_bay, &[], "R4-E1 (Arfour-Eeone)", Slot::Driver);
    // Driven by the droid alone: piloted, its printed 1 power, 5 maneuver and 4 landspeed, each + 1.
    assert_eq!(droid_adds(&with, x34), DroidAdds { power: 1, maneuver: 1, landspeed: 1, ..DroidAdds::default() });
    assert_eq!((power(&with, x34), maneuver(&with, x34)), (2, Some(6)));
    assert!(is_offered(&with, "landspeed Luke's X-34 Landspeeder > Yavin 4: Jungle (1)"), "{:?}", offered(&with));
    assert_eq!(with.card(r4).at, Some(hangar::rules::swccg::At::Aboard { host: x34, slot: Slot::Driver }));
}

#[test]
fn card_1_193_r4_m9_adds_to_a_non_creature_vehicle_and_may_drive_transports() {
    let (with, without, tempest, _) = with_and_without(
        DARK,
        "Tempest Scout 1",
        |p| p.mos_eisley,
        &[("Imperial Pilot", Slot::Pilot)],
        "R4-M9 (Arfour-Emmnine)",
        Slot::Passenger,
    );
    assert_eq!(power(&with, tempest), power(&without, tempest) + 1);
    assert_eq!(droid_adds(&with, tempest).landspeed, 1);
    let def = hangar::cards::swccg::catalog();
    let r4 = def.get(def.by_key("1_193").expect("R4-M9"));
    assert!(hangar::rules::swccg::facts::may_drive(r4), "its text says so");
}

#[test]
fn card_1_5_c_3po_adds_2_total_power_per_droid_rebel_pair_present_and_r2_d2_is_forfeit_plus_2_with_him() {
    use hangar::rules::swccg::facts::{forfeit, total_power};
    let (mut s, p) = board(LIGHT, Phase::Battle, 2);
    let cast = [
        s.at(LIGHT, "C-3PO (See-Threepio)", p.jungle),
        s.at(LIGHT, "R2-X2 (Artoo-Extoo)", p.jungle),
        s.at(LIGHT, "Luke Skywalker", p.jungle),
        s.at(LIGHT, "Rebel Trooper", p.jungle),
        s.at(LIGHT, "Rebel Trooper", p.jungle),
    ];
    let r2d2 = s.at(LIGHT, "R2-D2 (Artoo-Detoo)", p.jungle);
    let away = s.at(LIGHT, "R2-D2 (Artoo-Detoo)", p.yavin_bay);
    let state = s.build();
    let printed: u16 = cast.iter().chain([&r2d2]).map(|&c| u16::from(power(&state, c))).sum();
    // Droids C-3PO, R2-X2, R2-D2 (3) and Rebels Luke and two troopers (3): three pairs, +6.
    assert_eq!(total_power(&state, LIGHT, p.jungle), printed + 3 * 2);
    assert_eq!(forfeit(&state, r2d2), 4 + 2, "present with C-3PO");
    assert_eq!(forfeit(&state, away), 4, "not present with him");
    // Without C-3PO, no pairs count.
    let (mut s, p) = board(LIGHT, Phase::Battle, 2);
    s.at(LIGHT, "R2-X2 (Artoo-Extoo)", p.yavin_bay);
    let luke = s.at(LIGHT, "Luke Skywalker", p.yavin_bay);
    let state = s.build();
    assert_eq!(total_power(&state, LIGHT, p.yavin_bay), 1 + u16::from(power(&state, luke)));
}

/// R2-D2 in Red 5 (a Scomp link) at a battle: the opponent's battle destiny of 1 lets the Light
/// Side activate one Force; of 4, draw the top card of its Reserve Deck; each may be declined.
#[test]
fn card_2_14_r2_d2_adds_2_on_a_starfighter_3_on_red_5_and_answers_opponents_destiny_at_a_scomp_link() {
    use hangar::rules::swccg::{Gain, Prompt};
    let (with, without, red5, _) = with_and_without(
        LIGHT,
        "Red 5",
        |p| p.yavin,
        &[("Rebel Pilot", Slot::Pilot)],
        "R2-D2 (Artoo-Detoo)",
        Slot::Astromech,
    );
    let (p, m, h) = numbers(&without, red5);
    assert_eq!(numbers(&with, red5), (p + 3, m.map(|m| m + 3), h + 3), "3 on Red 5");
    let (with, without, red3, _) = with_and_without(
        LIGHT,
        "Red 3",
        |p| p.yavin,
        &[("Rebel Pilot", Slot::Pilot)],
        "R2-D2 (Artoo-Detoo)",
        Slot::Astromech,
    );
    let (p, m, h) = numbers(&without, red3);
    assert_eq!(numbers(&with, red3), (p + 2, m.map(|m| m + 2), h + 2), "2 on any other starfighter");

    // The Dark Side's battle destiny: `top` on its Reserve Deck.
    let battle = |top: &str| {
        let (mut s, p) = board(LIGHT, Phase::Battle, 2);
        let red5 = s.at(LIGHT, "Red 5", p.yavin);
        s.aboard(LIGHT, "Luke Skywalker", red5, Slot::Pilot);
        let r2 = s.aboard(LIGHT, "R2-D2 (Artoo-Detoo)", red5, Slot::Astromech);
        let tie = s.at(DARK, "Vader's Custom TIE", p.yavin);
        s.aboard(DARK, "Darth Vader", tie, Slot::Pilot);
        s.reserve(DARK, top);
        let mut state = run(s.build(), &["battle Yavin 4 (1)"]);
        for _ in 0..6 {
            if matches!(state.prompt, Some(Prompt::DestinyGain { .. })) {
                break;
            }
            state = run(state, &["pass"]);
        }
        (state, r2)
    };
    let (state, r2) = battle("Stormtrooper");
    assert_eq!(state.prompt, Some(Prompt::DestinyGain { chooser: LIGHT, card: r2, value: 1, gain: Gain::Activate }));
    assert_eq!(offered(&state), ["activate 1", "pass"]);
    let taken = run(state.clone(), &["activate 1"]);
    assert_eq!(taken.player(LIGHT).force_pile.len(), state.player(LIGHT).force_pile.len() + 1);
    assert_eq!(taken.player(LIGHT).reserve.len() + 1, state.player(LIGHT).reserve.len());
    let declined = run(state.clone(), &["pass"]);
    assert_eq!(declined.player(LIGHT).force_pile.len(), state.player(LIGHT).force_pile.len(), "may");

    let (state, r2) = battle("TIE Scout");
    assert_eq!(state.prompt, Some(Prompt::DestinyGain { chooser: LIGHT, card: r2, value: 4, gain: Gain::Draw }));
    assert_eq!(offered(&state), ["draw", "pass"]);
    let taken = run(state.clone(), &["draw"]);
    assert_eq!(taken.player(LIGHT).hand.len(), state.player(LIGHT).hand.len() + 1);
    assert_eq!(taken.player(LIGHT).reserve.len() + 1, state.player(LIGHT).reserve.len());

    // Not at a Scomp link (a Snowspeeder has none, and Yavin 4: Jungle neither): nothing offered.
    let (mut s, p) = board(LIGHT, Phase::Battle, 2);
    let speeder = s.at(LIGHT, "Snowspeeder", p.jungle);
    s.aboard(LIGHT, "Luke Skywalker", speeder, Slot::Pilot);
    s.at(LIGHT, "R2-D2 (Artoo-Detoo)", p.jungle);
    s.at(DARK, "Darth Vader", p.jungle);
    let mut state = run(s.build(), &["battle Yavin 4: Jungle (1)"]);
    for _ in 0..6 {
        assert!(!matches!(state.prompt, Some(Prompt::DestinyGain { .. })));
        if state.battle.is_none() || state.prompt.is_some() {
            break;
        }
        state = run(state, &["pass"]);
    }
}
