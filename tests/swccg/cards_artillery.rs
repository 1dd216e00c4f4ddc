//! The artillery weapons of Hoth (`artillery.rs`): each deploys on a site its text names, stands
//! there carried by no one, and is fired in a battle's weapons segment by its owner's warrior
//! present ("Your warrior present may target …"); some may be moved by two warriors. Each test is
//! named `card_<GEMP id>_<title>` (`cards_covered.rs`). A destiny is the top card of the Reserve
//! Deck: the tests put a card of the wanted destiny there.

use crate::support::*;
use hangar::engine::CardId;
use hangar::engine::Table;
use hangar::rules::swccg::facts::{armor, hyperspeed, power};
use hangar::rules::swccg::problems;
use hangar::rules::swccg::Action;
use hangar::rules::swccg::Event;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Problem;
use hangar::rules::swccg::Reason;
use hangar::rules::swccg::Scenario;
use hangar::rules::swccg::Slot;
use hangar::rules::swccg::State;

const PLAINS: &str = "Hoth: Ice Plains (5th Marker)";

/// E-web Blaster (Dark): "Deploy on any site. … Your warrior present may target a starfighter
/// (use 5 as defense value), character, creature or vehicle using 2 Force. Draw destiny. Target
/// hit if destiny +1 > defense value." It deploys on a site (for its 3), not on a system nor on a
/// character. In a battle at the Ice Plains the Stormtrooper there fires it, powered by the
/// Portable Fusion Generator he carries (which adds 1 to each draw of an artillery weapon he
/// fires): destiny 3 + 1 + 1 hits a Rebel Trooper (ability 1) and misses a landed X-wing (defense
/// 5, not its maneuver). With no fusion generator there it is not powered, and with only an
/// Imperial Pilot (no warrior) there no one fires it.
#[test]
fn card_3_159_e_web_blaster_deploys_on_a_site_and_a_warrior_present_fires_it_powered() {
    let (mut s, _) = board(DARK, Phase::Deploy, 8);
    let plains = s.location(DARK, PLAINS);
    let trooper = s.at(DARK, "Stormtrooper", plains);
    s.on(DARK, "Portable Fusion Generator", trooper);
    let rebel = s.at(LIGHT, "Rebel Trooper", plains);
    let xwing = s.at(LIGHT, "X-wing", plains);
    s.hand(DARK, "E-web Blaster");
    s.reserve(DARK, "TIE Advanced x1"); // destiny 3
    let state = s.build();
    let deploys = offered_like(&state, "deploy E-web");
    assert!(deploys.contains(&format!("deploy E-web Blaster on {PLAINS} (3)")), "{deploys:?}");
    assert!(deploys.contains(&"deploy E-web Blaster on Tatooine: Mos Eisley (3)".to_string()), "any site: {deploys:?}");
    assert!(!deploys.iter().any(|d| d.contains("on Tatooine (") || d.contains("Stormtrooper")), "{deploys:?}");
    let (deploy, battle) = (format!("deploy E-web Blaster on {PLAINS}"), format!("battle {PLAINS} (1)"));
    let state = run(state, &[deploy.as_str()]);
    let state = if state.phase == Phase::Deploy { run(state, &["pass"]) } else { state };
    let state = run(state, &[battle.as_str()]);
    let (after, outcome) = shot(&state, "fire E-web Blaster > Rebel Trooper (2)");
    assert_eq!(outcome, Some((true, 0, 0)), "3 + 1 + 1 > ability 1");
    assert!(after.card(rebel).hit);
    assert_eq!(after.player(DARK).force_pile.len(), 8 - 3 - 1 - 2, "3 to deploy, 1 to battle, 2 to fire");
    let (after, outcome) = shot(&state, "fire E-web Blaster > X-wing (2)");
    assert_eq!(outcome, Some((false, 5, 5)), "a starfighter's defense value is 5 to it");
    assert!(!after.card(xwing).hit);

    let at_battle = |warrior: &str, generator: bool| {
        let (mut s, _) = board(DARK, Phase::Battle, 4);
        let plains = s.location(DARK, PLAINS);
        let user = s.at(DARK, warrior, plains);
        if generator {
            s.on(DARK, "Portable Fusion Generator", user);
        }
        let eweb = s.on(DARK, "E-web Blaster", plains);
        let rebel = s.at(LIGHT, "Rebel Trooper", plains);
        (run(s.build(), &[battle.as_str()]), Action::Fire { weapon: eweb, target: rebel, force: 2 })
    };
    // Not powered: no fusion generator present.
    let (state, fire) = at_battle("Stormtrooper", false);
    assert!(offered_like(&state, "fire E-web").is_empty());
    assert_eq!(why(&state, fire), (Reason::Unpowered, "weapons"));
    // No warrior present: the pilot may not fire it.
    let (state, fire) = at_battle("Imperial Pilot", false);
    assert!(offered_like(&state, "fire E-web").is_empty());
    assert_eq!(why(&state, fire), (Reason::NoWarriorPresent, "E-web Blaster"));
    // A warrior present but out of the battle (excluded, as by the Jawa Ion Gun) does not fire it.
    let (mut state, fire) = at_battle("Stormtrooper", true);
    assert_eq!(offered_like(&state, "fire E-web"), ["fire E-web Blaster > Rebel Trooper (2)"]);
    let trooper =
        state.player(DARK).table.iter().copied().find(|&c| state.def(c).title == "Stormtrooper").expect("a trooper");
    state.battle.as_mut().expect("a battle").excluded.push(trooper);
    assert!(offered_like(&state, "fire E-web").is_empty());
    assert_eq!(why(&state, fire), (Reason::NoWarriorPresent, "E-web Blaster"));
}

/// E-web Blaster: "May be moved with two warriors for 1 additional Force." In the move phase,
/// two Stormtroopers with it at the Ice Plains carry it to North Ridge next door: each makes its
/// landspeed move (1 Force each) and 1 Force more, 3 in all, and the weapon goes with them. A
/// single warrior may not move it.
#[test]
fn card_3_159_e_web_blaster_is_moved_by_two_warriors_for_1_more_force() {
    let build = |two: bool| {
        let (mut s, _) = board(DARK, Phase::Move, 5);
        let plains = s.location(DARK, PLAINS);
        let ridge = s.location(DARK, "3_149");
        let a = s.at(DARK, "Stormtrooper", plains);
        let b = if two { s.at(DARK, "Stormtrooper", plains) } else { s.at(DARK, "Imperial Pilot", plains) };
        let eweb = s.on(DARK, "E-web Blaster", plains);
        (s.build(), ridge, eweb, [a, b])
    };
    let (state, ridge, eweb, [a, b]) = build(true);
    let carry = "carry E-web Blaster > Hoth: North Ridge (4th Marker) with Stormtrooper + Stormtrooper";
    assert_eq!(offered_like(&state, "carry"), [format!("{carry} (3)")]);
    let after = run(state, &[carry]);
    assert_eq!(after.card(eweb).at, Some(hangar::rules::swccg::At::On(ridge)));
    assert_eq!(after.location_of(a), Some(ridge));
    assert_eq!(after.location_of(b), Some(ridge));
    assert!(after.card(a).moved && after.card(b).moved, "their regular moves");
    assert_eq!(after.player(DARK).force_pile.len(), 5 - 3);
    assert!(offered_like(&after, "carry").is_empty(), "they have moved");

    let (state, ridge, eweb, warriors) = build(false);
    assert!(offered_like(&state, "carry").is_empty());
    let (reason, cite) = why(&state, Action::Carry { weapon: eweb, to: ridge, warriors, force: 3 });
    assert_eq!((reason, cite), (Reason::NotCarried, "E-web Blaster"));
}

const GENERATORS: &str = "Hoth: Main Power Generators (1st Marker)";

/// Golan Laser Battery (Light): "Deploy on any exterior planet site. Your warrior present may
/// target a creature, character or vehicle at same or adjacent site using 2 Force. Draw destiny.
/// Add 2 if targeting a creature or character. Target hit if total destiny > defense value." It
/// deploys on Hoth's exterior sites, not on the Echo Corridor (interior) nor on a system. At Main
/// Power Generators ("Your artillery weapons here are powered") the Rebel Trooper fires it at
/// Admiral Motti at the Snow Trench next door: destiny 3 + 2 > ability 3. Commander Praji, two
/// sites away, is no target. At North Ridge, with nothing to power it, it does not fire.
#[test]
fn card_3_75_golan_laser_battery_fires_next_door_adding_2_against_a_character() {
    let build = |phase: Phase| {
        let (mut s, _) = board(LIGHT, phase, 8);
        let generators = s.location(LIGHT, GENERATORS);
        let trench = s.location(LIGHT, "Hoth: Snow Trench (2nd Marker)");
        let ridge = s.location(LIGHT, "Hoth: North Ridge (4th Marker)");
        s.location(LIGHT, "Hoth: Echo Corridor");
        s.at(LIGHT, "Rebel Trooper", generators);
        s.at(DARK, "Stormtrooper", generators);
        let motti = s.at(DARK, "Admiral Motti", trench);
        let praji = s.at(DARK, "Commander Praji", ridge);
        s.reserve(LIGHT, "Red 3"); // destiny 3
        (s, [generators, ridge], [motti, praji])
    };
    let (mut s, _, [motti, _]) = build(Phase::Deploy);
    s.hand(LIGHT, "Golan Laser Battery");
    let state = s.build();
    let deploys = offered_like(&state, "deploy Golan");
    assert!(deploys.contains(&format!("deploy Golan Laser Battery on {GENERATORS} (3)")), "{deploys:?}");
    assert!(deploys.contains(&"deploy Golan Laser Battery on Hoth: North Ridge (4th Marker) (3)".to_string()));
    assert!(!deploys.iter().any(|d| d.contains("Echo Corridor") || d.contains("on Hoth (")), "{deploys:?}");
    let (deploy, battle) = (format!("deploy Golan Laser Battery on {GENERATORS}"), format!("battle {GENERATORS} (1)"));
    let state = run(state, &[deploy.as_str()]);
    let state = if state.phase == Phase::Deploy { run(state, &["pass"]) } else { state };
    let state = run(state, &[battle.as_str()]);
    let fires = offered_like(&state, "fire Golan");
    assert!(fires.contains(&"fire Golan Laser Battery > Stormtrooper (2)".to_string()), "{fires:?}");
    assert!(!fires.iter().any(|f| f.contains("Praji")), "two sites away: {fires:?}");
    let (after, outcome) = shot(&state, "fire Golan Laser Battery > Admiral Motti (2)");
    assert_eq!(outcome, Some((true, 0, 0)), "3 + 2 > ability 3");
    assert!(after.card(motti).hit);

    // At North Ridge nothing powers it.
    let (mut s, [_, ridge], [_, praji]) = build(Phase::Battle);
    s.at(LIGHT, "Rebel Trooper", ridge);
    let golan = s.on(LIGHT, "Golan Laser Battery", ridge);
    let state = run(s.build(), &["battle Hoth: North Ridge (4th Marker) (1)"]);
    assert!(offered_like(&state, "fire Golan").is_empty());
    assert_eq!(why(&state, Action::Fire { weapon: golan, target: praji, force: 2 }), (Reason::Unpowered, "weapons"));
}

/// Atgar Laser Cannon (Light): "Deploy on an exterior planet site. Your warrior present may target
/// a vehicle at same or adjacent site using 2 Force. Draw destiny. Target crashes if destiny +2 >
/// armor. Target hit if destiny +1 > maneuver." In a battle at Main Power Generators, with a
/// destiny of 3: Blizzard Scout 1 (armor 4) next door crashes (3 + 2 > 4), not hit; Blizzard 2
/// (armor 8) does not (5 is not over 8); the Bantha (maneuver 2) is hit (3 + 1 > 2), the driven
/// Ubrikkian 9000 Z001 (maneuver 6) is not. A character is no target.
#[test]
fn card_3_72_atgar_laser_cannon_crashes_an_armored_vehicle_and_hits_one_with_maneuver() {
    let (mut s, _) = board(LIGHT, Phase::Battle, 6);
    let generators = s.location(LIGHT, GENERATORS);
    let trench = s.location(LIGHT, "Hoth: Snow Trench (2nd Marker)");
    let trooper = s.at(LIGHT, "Rebel Trooper", generators);
    s.on(LIGHT, "Atgar Laser Cannon", generators);
    s.at(DARK, "Stormtrooper", generators);
    let bantha = s.at(DARK, "Bantha", generators);
    let skiff = s.at(DARK, "Ubrikkian 9000 Z001", generators);
    s.aboard(DARK, "Imperial Pilot", skiff, hangar::rules::swccg::Slot::Driver);
    let scout = s.at(DARK, "Blizzard Scout 1", trench);
    s.at(DARK, "Blizzard 2", trench);
    s.reserve(LIGHT, "Red 3"); // destiny 3
    let state = run(s.build(), &[format!("battle {GENERATORS} (1)").as_str()]);
    // The Dark Side's react window first.
    let state = pass_until(state, |s| !offered_like(s, "fire Atgar").is_empty());
    let fires = offered_like(&state, "fire Atgar");
    assert!(!fires.iter().any(|f| f.contains("Stormtrooper")), "a vehicle only: {fires:?}");
    let (after, events) = take(&state, "fire Atgar Laser Cannon > Blizzard Scout 1 (2)");
    assert!(events.iter().any(|e| matches!(e, Event::Crashed { card } if *card == scout)));
    assert!(after.card(scout).crashed && !after.card(scout).hit, "crashed next door, not hit");
    let (_, outcome) = shot(&state, "fire Atgar Laser Cannon > Blizzard 2 (2)");
    assert_eq!(outcome, Some((false, 5, 8)), "3 + 2 is not over armor 8");
    let (after, outcome) = shot(&state, "fire Atgar Laser Cannon > Bantha (2)");
    assert_eq!(outcome, Some((true, 0, 0)), "3 + 1 > maneuver 2");
    assert!(after.card(bantha).hit && !after.card(bantha).crashed);
    let (_, outcome) = shot(&state, "fire Atgar Laser Cannon > Ubrikkian 9000 Z001 (2)");
    assert_eq!(outcome, Some((false, 4, 6)), "3 + 1 is not over maneuver 6");
    assert!(state.card(trooper).at.is_some());
}

/// Medium Repeating Blaster Cannon (Light): "Deploy on a site. May be moved by two warriors for 1
/// additional Force. Your warrior present may target up to two characters or two creatures at
/// same or adjacent site using 2 Force. Draw two destiny. Target(s) hit if total destiny > total
/// defense value." Powered at Main Power Generators, the Rebel Trooper fires it with destinies
/// 3 and 3: at the Stormtrooper there and Admiral Motti next door together (6 > 1 + 3) both are
/// hit; at Admiral Motti and General Veers (6 is not over 3 + 3) neither is; at Veers alone, 6 >
/// 3. In the move phase two Rebel Troopers may carry it.
#[test]
fn card_3_77_medium_repeating_blaster_cannon_hits_two_targets_on_total_destiny_over_total_defense() {
    let (mut s, _) = board(LIGHT, Phase::Battle, 6);
    let generators = s.location(LIGHT, GENERATORS);
    let trench = s.location(LIGHT, "Hoth: Snow Trench (2nd Marker)");
    s.at(LIGHT, "Rebel Trooper", generators);
    s.on(LIGHT, "Medium Repeating Blaster Cannon", generators);
    let trooper = s.at(DARK, "Stormtrooper", generators);
    let motti = s.at(DARK, "Admiral Motti", trench);
    let veers = s.at(DARK, "General Veers", trench);
    s.reserve(LIGHT, "Red 3"); // destiny 3
    s.reserve(LIGHT, "Red 3");
    let state = run(s.build(), &[format!("battle {GENERATORS} (1)").as_str()]);
    let state = pass_until(state, |s| !offered_like(s, "fire Medium").is_empty());
    let fires = offered_like(&state, "fire Medium Repeating Blaster Cannon > Stormtrooper +");
    assert!(fires.contains(&"fire Medium Repeating Blaster Cannon > Stormtrooper + Admiral Motti (2)".to_string()));
    let (after, events) = take(&state, "fire Medium Repeating Blaster Cannon > Stormtrooper + Admiral Motti (2)");
    assert!(after.card(trooper).hit && after.card(motti).hit, "6 > 1 + 3");
    assert_eq!(events.iter().filter(|e| matches!(e, Event::Hit { .. })).count(), 2);
    let (after, outcome) = shot(&state, "fire Medium Repeating Blaster Cannon > Admiral Motti + General Veers (2)");
    assert_eq!(outcome, Some((false, 6, 6)), "6 is not over 3 + 3");
    assert!(!after.card(motti).hit && !after.card(veers).hit);
    let (_, outcome) = shot(&state, "fire Medium Repeating Blaster Cannon > General Veers (2)");
    assert_eq!(outcome, Some((true, 0, 0)), "two destiny: 6 > 3");

    let (mut s, _) = board(LIGHT, Phase::Move, 5);
    let generators = s.location(LIGHT, GENERATORS);
    s.location(LIGHT, "Hoth: Snow Trench (2nd Marker)");
    s.at(LIGHT, "Rebel Trooper", generators);
    s.at(LIGHT, "Rebel Trooper", generators);
    s.on(LIGHT, "Medium Repeating Blaster Cannon", generators);
    let carry =
        "carry Medium Repeating Blaster Cannon > Hoth: Snow Trench (2nd Marker) with Rebel Trooper + Rebel Trooper (3)";
    assert_eq!(offered_like(&s.build(), "carry"), [carry]);
}

/// The Dark Side's deploy phase: a walker (Blizzard 2, piloted by its permanent pilot, or the
/// unpiloted Blizzard Walker) at the Snow Trench; the Light Side's Golan Laser Battery and a Rebel
/// Trooper at Main Power Generators next door, a Medium Repeating Blaster Cannon at North Ridge
/// two sites away; Walker Barrage in hand, `destiny` on top of the Reserve Deck.
fn walker_barrage(walker: &str, destiny: &str) -> State {
    let (mut s, _) = board(DARK, Phase::Deploy, 4);
    let ridge = s.location(LIGHT, "Hoth: North Ridge (4th Marker)");
    let generators = s.location(LIGHT, GENERATORS);
    let trench = s.location(LIGHT, "Hoth: Snow Trench (2nd Marker)");
    s.at(DARK, walker, trench);
    s.on(LIGHT, "Golan Laser Battery", generators);
    s.at(LIGHT, "Rebel Trooper", generators);
    s.on(LIGHT, "Medium Repeating Blaster Cannon", ridge);
    s.hand(DARK, "Walker Barrage");
    s.reserve(DARK, destiny);
    s.build()
}

/// Walker Barrage (Dark): "If you have a piloted AT-AT present at a site, target opponent's
/// artillery weapon at same or adjacent exterior site. Draw destiny. Target lost if destiny +1 >
/// forfeit. Also, one opponent's character at same site as target (random selection) lost if
/// destiny +1 > 6." The Golan Laser Battery next door is a target, the cannon two sites away is
/// not, nor is anything with only an unpiloted walker. Destiny 6: 7 > forfeit 3 and 7 > 6, the
/// battery and the only Rebel there are lost; destiny 3: 4 > 3, the battery only; destiny 1: 2
/// is not over 3, nothing.
#[test]
fn card_3_140_walker_barrage_loses_artillery_next_to_an_at_at_and_a_random_character_on_7() {
    let state = walker_barrage("Blizzard 2", "Trooper Charge"); // destiny 6
    assert_eq!(offered_like(&state, "interrupt Walker Barrage"), ["interrupt Walker Barrage > Golan Laser Battery"]);
    assert!(offered_like(&walker_barrage("Blizzard Walker", "Trooper Charge"), "interrupt Walker Barrage").is_empty());
    let after = run(state, &["interrupt Walker Barrage > Golan Laser Battery"]);
    let lost: Vec<&str> = after.player(LIGHT).lost_pile.iter().map(|&c| &*after.def(c).title).collect();
    assert_eq!(lost, ["Golan Laser Battery", "Rebel Trooper"]);
    assert!(problems(&after).is_empty(), "{:?}", problems(&after));

    let after =
        run(walker_barrage("Blizzard 2", "TIE Advanced x1"), &["interrupt Walker Barrage > Golan Laser Battery"]);
    let lost: Vec<&str> = after.player(LIGHT).lost_pile.iter().map(|&c| &*after.def(c).title).collect();
    assert_eq!(lost, ["Golan Laser Battery"], "4 is not over 6");

    let after = run(walker_barrage("Blizzard 2", "Stormtrooper"), &["interrupt Walker Barrage > Golan Laser Battery"]);
    assert!(after.player(LIGHT).lost_pile.is_empty(), "2 is not over forfeit 3");
    assert!(after.card(find(&after, "Golan Laser Battery")).at.is_some());
}

const DEFENDER: &str = "Planet Defender Ion Cannon";

/// Planet Defender Ion Cannon (Light): "Deploy on an exterior Rebel Base site. During a battle at
/// related system, may target a capital starship there using 2 Force. Draw destiny. If destiny
/// +3 > armor, all starship weapons aboard target are lost, power = 0 and hyperspeed = 0." It
/// deploys on Hoth's exterior sites (a Rebel Base: Hoth or Yavin 4), not on the Echo Corridor
/// (interior) nor on Tatooine's. From Main Power Generators (its artillery powered), with no
/// warrior there (GEMP: no character fires it), it fires into a battle at the Hoth system at the
/// Devastator (armor 6), not at a TIE Fighter: destiny 4 + 3 > 6 ionizes it (its Ion Cannon lost,
/// power and hyperspeed 0, armor kept, not hit); destiny 3 + 3 is no more than 6. At the Ice
/// Plains, with nothing to power it, it does not fire. Toryn Farr (3_23): "When at any war room,
/// adds 1 to weapon destiny draws of your Planet Defender Ion Cannon on same planet": at Echo
/// Command Center her 1 turns destiny 3 into a success.
#[test]
fn card_3_78_planet_defender_ion_cannon_ionizes_a_capital_starship_at_its_related_system() {
    let build = |phase: Phase, top: &str| {
        let (mut s, _) = board(LIGHT, phase, 8);
        let hoth = s.location(LIGHT, "Hoth");
        let generators = s.location(LIGHT, GENERATORS);
        let plains = s.location(LIGHT, PLAINS);
        s.location(LIGHT, "Hoth: Echo Corridor");
        s.location(LIGHT, "Tatooine: Jundland Wastes");
        let red3 = s.at(LIGHT, "Red 3", hoth);
        s.aboard(LIGHT, "Rebel Pilot", red3, Slot::Pilot);
        let devastator = s.at(DARK, "Devastator", hoth);
        let cannon = s.on(DARK, "1_318", devastator);
        s.at(DARK, "TIE Fighter", hoth);
        s.reserve(LIGHT, top);
        (s, [generators, plains], [devastator, cannon, red3])
    };
    let (mut s, _, [devastator, cannon, red3]) = build(Phase::Deploy, "Gold 5");
    s.hand(LIGHT, DEFENDER);
    let state = s.build();
    let deploys = offered_like(&state, "deploy Planet Defender");
    assert!(deploys.contains(&format!("deploy {DEFENDER} on {GENERATORS} (4)")), "{deploys:?}");
    assert!(deploys.contains(&format!("deploy {DEFENDER} on {PLAINS} (4)")), "{deploys:?}");
    let elsewhere = ["Echo Corridor", "Tatooine", "on Hoth ("];
    assert!(!deploys.iter().any(|d| elsewhere.iter().any(|e| d.contains(e))), "{deploys:?}");
    let state = run(state, &[format!("deploy {DEFENDER} on {GENERATORS}").as_str()]);
    let state = if state.phase == Phase::Deploy { run(state, &["pass"]) } else { state };
    let state = run(state, &["battle Hoth (1)"]);
    assert_eq!(offered_like(&state, "fire Planet Defender"), [format!("fire {DEFENDER} > Devastator (2)")]);
    let before = (power(&state, devastator), hyperspeed(&state, devastator), armor(&state, devastator));
    assert_eq!(before, (9, 3, Some(6)));
    let (after, events) = take(&state, &format!("fire {DEFENDER} > Devastator (2)"));
    assert!(events.iter().any(|e| matches!(e, Event::Ionized { card } if *card == devastator)), "{events:?}");
    assert!(after.card(devastator).power_ionized && !after.card(devastator).hit);
    assert_eq!((power(&after, devastator), hyperspeed(&after, devastator), armor(&after, devastator)), (0, 0, Some(6)));
    assert!(after.player(DARK).lost_pile.contains(&cannon), "its starship weapon is lost");
    assert!(problems(&after).is_empty());
    let mut odd = after.clone();
    let (pilot, _) = odd.aboard(red3)[0];
    odd.card_mut(pilot).power_ionized = true;
    assert!(problems(&odd).contains(&Problem::IonizedNotStarship(pilot)), "only a starship is ionized");

    // Destiny 3: 3 + 3 is not over armor 6.
    let (mut s, [generators, _], [devastator, _, _]) = build(Phase::Battle, "Red 3");
    s.on(LIGHT, DEFENDER, generators);
    let state = run(s.build(), &["battle Hoth (1)"]);
    let (after, outcome) = shot(&state, &format!("fire {DEFENDER} > Devastator (2)"));
    assert_eq!(outcome, Some((false, 6, 6)));
    assert!(!after.card(devastator).power_ionized);

    // Toryn Farr at Echo Command Center (a war room on Hoth) adds 1: 3 + 3 + 1 > 6.
    let (mut s, [generators, _], [devastator, _, _]) = build(Phase::Battle, "Red 3");
    s.on(LIGHT, DEFENDER, generators);
    let war_room = s.location(LIGHT, "Hoth: Echo Command Center (War Room)");
    s.at(LIGHT, "Toryn Farr", war_room);
    let state = run(s.build(), &["battle Hoth (1)"]);
    let (after, _) = take(&state, &format!("fire {DEFENDER} > Devastator (2)"));
    assert!(after.card(devastator).power_ionized, "Toryn Farr adds 1");

    // At the Ice Plains nothing powers it.
    let (mut s, [_, plains], [devastator, _, _]) = build(Phase::Battle, "Gold 5");
    let defender = s.on(LIGHT, DEFENDER, plains);
    let state = run(s.build(), &["battle Hoth (1)"]);
    assert!(offered_like(&state, "fire Planet Defender").is_empty());
    let refused = why(&state, Action::Fire { weapon: defender, target: devastator, force: 2 });
    assert_eq!(refused, (Reason::Unpowered, "weapons"));
    assert!(problems(&state).is_empty());
}

const CORRIDOR: &str = "Hoth: Echo Corridor";

/// The Light Side's `phase`: a Rebel Trooper at `trooper_at` (with an Artillery Remote when
/// `remote`), a Rebel Pilot and `weapon` at Main Power Generators (its artillery powered), a
/// Stormtrooper there, destiny 3 on top of the Light Side's Reserve Deck. The weapon, the
/// Stormtrooper, and Main Power Generators and the trooper's site.
pub(crate) fn remote_board(
    phase: Phase,
    trooper_at: &str,
    remote: bool,
    weapon: &str,
) -> (Scenario, CardId, CardId, [CardId; 2]) {
    let (mut s, _) = board(LIGHT, phase, 8);
    let generators = s.location(LIGHT, GENERATORS);
    let at = s.location(LIGHT, trooper_at);
    let trooper = s.at(LIGHT, "Rebel Trooper", at);
    if remote {
        s.on(LIGHT, "Artillery Remote", trooper);
    }
    s.at(LIGHT, "Rebel Pilot", generators);
    let gun = s.on(LIGHT, weapon, generators);
    let storm = s.at(DARK, "Stormtrooper", generators);
    s.reserve(LIGHT, "Red 3"); // destiny 3
    (s, gun, storm, [generators, at])
}

/// Artillery Remote (Light Device): "Use 2 Force to deploy on your warrior. Warrior may fire
/// artillery weapons anywhere on same planet regardless of being present." It deploys for 2 on
/// the Rebel Trooper (a warrior), not on the Rebel Pilot (no warrior) nor on the Dark Side's
/// Stormtrooper. From the Echo Corridor the trooper then fires the Golan Laser Battery at Main
/// Power Generators (powered there) in a battle there, where only the Rebel Pilot is: destiny 3 +
/// 2 hits the Stormtrooper (ability 1). Without the Remote, or with the trooper on Tatooine, no
/// warrior may fire it; nor may the trooper fire it in a battle elsewhere.
#[test]
fn card_3_28_artillery_remote_lets_its_warrior_fire_artillery_anywhere_on_the_planet() {
    let build = |phase: Phase, trooper_at: &str, remote: bool| {
        let (s, golan, storm, [_, at]) = remote_board(phase, trooper_at, remote, "Golan Laser Battery");
        (s, golan, storm, at)
    };
    let battle = format!("battle {GENERATORS} (1)");
    let (mut s, _, storm, _) = build(Phase::Deploy, CORRIDOR, false);
    s.hand(LIGHT, "Artillery Remote");
    let state = s.build();
    assert_eq!(offered_like(&state, "deploy Artillery"), ["deploy Artillery Remote on Rebel Trooper (2)"]);
    let state = run(state, &["deploy Artillery Remote on Rebel Trooper"]);
    assert_eq!(state.player(LIGHT).force_pile.len(), 8 - 2);
    let state = if state.phase == Phase::Deploy { run(state, &["pass"]) } else { state };
    let state = run(state, &[battle.as_str()]);
    let state = pass_until(state, |s| !offered_like(s, "fire Golan").is_empty());
    assert_eq!(offered_like(&state, "fire Golan"), ["fire Golan Laser Battery > Stormtrooper (2)"]);
    let (after, outcome) = shot(&state, "fire Golan Laser Battery > Stormtrooper (2)");
    assert_eq!(outcome, Some((true, 0, 0)), "3 + 2 > ability 1");
    assert!(after.card(storm).hit);
    assert_eq!(after.player(LIGHT).force_pile.len(), 8 - 2 - 1 - 2, "2 to deploy, 1 to battle, 2 to fire");

    // No Remote: no warrior present fires it; a Remote on Tatooine is on another planet.
    for (at, remote) in [(CORRIDOR, false), ("Tatooine: Mos Eisley", true)] {
        let (s, golan, storm, _) = build(Phase::Battle, at, remote);
        let state = run(s.build(), &[battle.as_str()]);
        assert!(offered_like(&state, "fire Golan").is_empty(), "{at}");
        let fire = Action::Fire { weapon: golan, target: storm, force: 2 };
        assert_eq!(why(&state, fire), (Reason::NoWarriorPresent, "Golan Laser Battery"), "{at}");
    }
    // A battle at the Echo Corridor: the weapon at Main Power Generators is not in it.
    let (mut s, golan, _, corridor) = build(Phase::Battle, CORRIDOR, true);
    let other = s.at(DARK, "Stormtrooper", corridor);
    let state = run(s.build(), &[format!("battle {CORRIDOR} (1)").as_str()]);
    let fire = Action::Fire { weapon: golan, target: other, force: 2 };
    assert!(offered_like(&state, "fire Golan").is_empty());
    assert_eq!(why(&state, fire).0, Reason::NotInBattle);
}
