//! Devices and a weapon of sets 1-3 that deploy on starships, vehicles and characters and whose
//! text reacts, crashes or shields (issue #32): Rectenna, Comlink, Power Harpoon, Fire
//! Extinguisher. Each test is named `card_<GEMP id>_<title>` (`cards_covered.rs`) and plays the
//! card's text through the legal actions.

use crate::support::*;
use hangar::engine::CardId;
use hangar::engine::Table;
use hangar::rules::swccg::facts::power;
use hangar::rules::swccg::At;
use hangar::rules::swccg::Event;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Prompt;
use hangar::rules::swccg::Scenario;
use hangar::rules::swccg::Side;
use hangar::rules::swccg::Slot;
use hangar::rules::swccg::State;

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

/// Light's Snowspeeder with a Power Harpoon in the battle it just initiated at a Hoth site against
/// Dark's AT-ST (Blizzard Scout 1) and a Stormtrooper; Light's next destiny is `top`'s.
fn harpoon_battle(top: &str) -> (State, CardId, CardId) {
    let (mut s, _) = board(LIGHT, Phase::Battle, 4);
    let plains = s.location(DARK, "Hoth: Ice Plains (5th Marker)");
    let speeder = s.at(LIGHT, "Snowspeeder", plains);
    s.on(LIGHT, "Power Harpoon", speeder);
    let scout = s.at(DARK, "Blizzard Scout 1", plains);
    s.at(DARK, "Stormtrooper", plains);
    s.reserve(LIGHT, top);
    (run(s.build(), &["battle Hoth: Ice Plains (5th Marker) (1)"]), speeder, scout)
}

/// Fires the harpoon at the AT-ST: the state after, and the cards that crashed.
fn harpoon(state: &State) -> (State, Vec<CardId>) {
    let (after, events) = take(state, "fire Power Harpoon > Blizzard Scout 1 (1)");
    let crashed = events
        .iter()
        .filter_map(|e| match e {
            Event::Crashed { card } => Some(*card),
            _ => None,
        })
        .collect();
    (after, crashed)
}

#[test]
fn card_3_79_power_harpoon_crashes_an_at_st_if_destiny_plus_maneuver_over_8_and_its_vehicle_on_destiny_0() {
    // Deployed for 2 Force on a combat or shuttle vehicle only (not a creature or transport).
    let (mut s, p) = board(LIGHT, Phase::Deploy, 3);
    s.at(LIGHT, "Snowspeeder", p.jungle);
    s.at(LIGHT, "Tauntaun", p.jungle);
    s.at(LIGHT, "SoroSuub V-35 Landspeeder", p.jungle);
    s.hand(LIGHT, "Power Harpoon");
    assert_eq!(offered_like(&s.build(), "deploy Power Harpoon"), ["deploy Power Harpoon on Snowspeeder (2)"]);

    // Only an AT-AT or AT-ST is a target, for 1 Force.
    let (state, speeder, scout) = harpoon_battle("Power Harpoon");
    assert_eq!(offered_like(&state, "fire "), ["fire Power Harpoon > Blizzard Scout 1 (1)"]);
    assert!(power(&state, scout) > 0);
    // Destiny 5 + the Snowspeeder's maneuver 4 = 9 > 8: the AT-ST crashes (hit, not piloted).
    let (after, crashed) = harpoon(&state);
    assert_eq!(crashed, [scout]);
    assert!(after.card(scout).hit && after.card(scout).crashed);
    assert_eq!(power(&after, scout), 0, "a crashed vehicle is not piloted");
    assert!(!after.card(speeder).hit);

    // Destiny 1 + 4 = 5: nothing crashes.
    let (state, _, _) = harpoon_battle("Rebel Trooper");
    let (after, crashed) = harpoon(&state);
    assert_eq!(crashed, []);
    assert!(!after.card(scout).hit);

    // Destiny 0: the harpoon's own vehicle crashes.
    let (state, speeder, _) = harpoon_battle("Hoth: Echo Docking Bay");
    let (after, crashed) = harpoon(&state);
    assert_eq!(crashed, [speeder]);
    assert!(after.card(speeder).hit && after.card(speeder).crashed);
}

#[test]
fn card_2_25_fire_extinguisher_cancels_a_program_trap_here_shields_its_starship_and_on_r2_cancels_a_battle() {
    // Deployed free on an astromech droid only.
    let (mut s, p) = board(LIGHT, Phase::Deploy, 3);
    s.at(LIGHT, "R2-D2 (Artoo-Detoo)", p.mos_eisley);
    s.at(LIGHT, "C-3PO (See-Threepio)", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    s.hand(LIGHT, "Fire Extinguisher");
    assert_eq!(
        offered_like(&s.build(), "deploy Fire Extinguisher"),
        ["deploy Fire Extinguisher on R2-D2 (Artoo-Detoo) (0)"]
    );

    // Aboard Red 3 on R5-D4: the Ion Cannon may not target Red 3; it may target Red 2.
    let ion = |extinguisher: bool| {
        let (mut s, p) = board(DARK, Phase::Battle, 4);
        let devastator = s.at(DARK, "Devastator", p.yavin);
        s.on(DARK, "1_318", devastator);
        let red3 = s.at(LIGHT, "Red 3", p.yavin);
        s.aboard(LIGHT, "Rebel Pilot", red3, Slot::Pilot);
        let r5 = s.aboard(LIGHT, "R5-D4 (Arfive-Defour)", red3, Slot::Astromech);
        if extinguisher {
            s.on(LIGHT, "Fire Extinguisher", r5);
        }
        run(s.build(), &["battle Yavin 4 (1)"])
    };
    assert_eq!(offered_like(&ion(false), "fire Ion Cannon"), ["fire Ion Cannon > Red 3 (1)"]);
    assert_eq!(offered_like(&ion(true), "fire Ion Cannon"), Vec::<String>::new());

    // Lateral Damage may not target it either.
    let lateral = |extinguisher: bool| {
        let (mut s, p) = board(DARK, Phase::Deploy, 4);
        let xwing = s.at(LIGHT, "X-wing", p.tatooine);
        let r5 = s.aboard(LIGHT, "R5-D4 (Arfive-Defour)", xwing, Slot::Astromech);
        if extinguisher {
            s.on(LIGHT, "Fire Extinguisher", r5);
        }
        s.at(DARK, "TIE Fighter", p.yavin);
        s.hand(DARK, "Lateral Damage");
        s.build()
    };
    assert!(is_offered(&lateral(false), "deploy Lateral Damage on Yavin 4"));
    assert!(!is_offered(&lateral(true), "deploy Lateral Damage on Yavin 4"), "no starship to target");

    // On R2-D2 present in a battle just initiated at a site: lost to cancel the battle.
    let battle = |droid: &str| {
        let (mut s, p) = board(DARK, Phase::Battle, 4);
        s.at(DARK, "Stormtrooper", p.mos_eisley);
        s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
        let r2 = s.at(LIGHT, droid, p.mos_eisley);
        s.on(LIGHT, "Fire Extinguisher", r2);
        run(s.build(), &["battle Tatooine: Mos Eisley (1)", "pass"])
    };
    let state = battle("R2-D2 (Artoo-Detoo)");
    assert_eq!(state.acting(), LIGHT);
    assert!(is_offered(&state, "lose card Fire Extinguisher"));
    let after = run(state, &["lose card Fire Extinguisher"]);
    assert!(after.battle.is_none(), "the battle is canceled");
    assert!(after.player(LIGHT).lost_pile.contains(&find(&after, "Fire Extinguisher")));
    assert!(!is_offered(&battle("R5-D4 (Arfive-Defour)"), "lose card Fire Extinguisher"), "only on R2-D2");

    // "Cancels an 'exploding' Program Trap here": Program Trap on R5-D4 at Mos Eisley with four
    // characters there and the Light Side's battle destiny of 4 (Panic). With Fire Extinguisher
    // on R2-D2 there, Program Trap alone is lost; with R2-D2 at the Jungle (a Rebel Trooper at
    // Mos Eisley in its place), R5-D4 'explodes'.
    let trapped = |here: bool| {
        let (mut s, p) = board(LIGHT, Phase::Battle, 6);
        s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
        let r5 = s.at(LIGHT, "R5-D4 (Arfive-Defour)", p.mos_eisley);
        s.at(DARK, "Stormtrooper", p.mos_eisley);
        let r2 = s.at(LIGHT, "R2-D2 (Artoo-Detoo)", if here { p.mos_eisley } else { p.jungle });
        if !here {
            s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
        }
        let extinguisher = s.on(LIGHT, "Fire Extinguisher", r2);
        let trap = s.on(DARK, "Program Trap", r5);
        let drawn = s.reserve(LIGHT, "Panic");
        let state = run(s.build(), &["battle Tatooine: Mos Eisley"]);
        (pass_until(state, |s| s.player(LIGHT).used_pile.contains(&drawn)), trap, r5, extinguisher)
    };
    let (canceled, trap, r5, extinguisher) = trapped(true);
    assert!(canceled.player(DARK).lost_pile.contains(&trap), "the trap is canceled");
    assert!(canceled.card(r5).at.is_some() && canceled.card(extinguisher).at.is_some(), "nothing explodes");
    let (exploded, trap, r5, extinguisher) = trapped(false);
    assert!(exploded.player(LIGHT).lost_pile.contains(&r5), "not here: R5-D4 explodes");
    assert!(exploded.player(DARK).lost_pile.contains(&trap));
    assert!(exploded.card(extinguisher).at.is_some(), "R2-D2 at the Jungle is not present");
    assert_eq!(hangar::rules::swccg::problems(&exploded), []);
}

/// `side`'s Sandcrawler at Mos Eisley with its vehicle site `site` and a Magnetic Suction Tube
/// (`tube`) on it, in `side`'s control phase; the opponent's Rebel Trooper or Stormtrooper there.
fn crawler_with_tube(side: Side, site: &str, tube: &str) -> (Scenario, CardId, CardId) {
    let (mut s, p) = board(side, Phase::Control, 3);
    let crawler = s.at(side, if side == DARK { "1_309" } else { "1_150" }, p.mos_eisley);
    let site = s.vehicle_site(side, site, crawler);
    s.on(side, tube, crawler);
    let theirs = s.at(side.opponent(), if side == DARK { "Rebel Trooper" } else { "Stormtrooper" }, p.mos_eisley);
    (s, site, theirs)
}

#[test]
fn card_2_114_magnetic_suction_tube_sucks_up_a_character_present_to_its_sandcrawler_site_on_destiny_over_ability() {
    // Deployed free on the Sandcrawler only.
    let (mut s, p) = board(DARK, Phase::Deploy, 3);
    s.at(DARK, "1_309", p.mos_eisley);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.hand(DARK, "2_114");
    assert_eq!(
        offered_like(&s.build(), "deploy Magnetic Suction Tube"),
        ["deploy Magnetic Suction Tube on Sandcrawler (0)"]
    );

    let (mut s, site, trooper) = crawler_with_tube(DARK, "Sandcrawler: Droid Junkheap", "2_114");
    s.reserve(DARK, "2_114"); // destiny 3 > the Rebel Trooper's ability 1
    let state = s.build();
    assert_eq!(
        offered_like(&state, "suck up"),
        [
            "suck up with Magnetic Suction Tube > Rebel Trooper > Sandcrawler: Droid Junkheap",
            "suck up with Magnetic Suction Tube > Rebel Trooper > used pile",
        ]
    );
    let after = run(state, &["suck up with Magnetic Suction Tube > Rebel Trooper > Sandcrawler: Droid Junkheap"]);
    assert_eq!(after.card(trooper).at, Some(At::Location(site)));
    assert_eq!(offered_like(&after, "suck up"), Vec::<String>::new(), "once during each control phase");
}

#[test]
fn card_2_26_magnetic_suction_tube_sends_a_character_to_its_owners_used_pile_only_on_destiny_over_ability() {
    let sucked = |top: &str| {
        let (mut s, _, trooper) = crawler_with_tube(LIGHT, "Sandcrawler: Loading Bay", "2_26");
        s.reserve(LIGHT, top);
        let after = run(s.build(), &["suck up with Magnetic Suction Tube > Stormtrooper > used pile"]);
        after.player(DARK).used_pile.contains(&trooper)
    };
    assert!(sucked("2_26"), "destiny 3 > the Stormtrooper's ability 1");
    assert!(!sucked("Hoth: Echo Docking Bay"), "destiny 0: it stays");
}
