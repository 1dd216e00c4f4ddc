//! Weapons fired outside a battle (`shots_outside_battle.rs`): Artillery Remote's control-phase
//! shot and Evacuation Control's move-phase shot of the Planet Defender Ion Cannon. Once a turn,
//! in the phase the card names, aimed where the weapon aims from its site; a card hit is lost at
//! once (GEMP `HitCardOutsideOfAttackOrBattleRule`). Each test is named `card_<GEMP id>_<title>`
//! (`cards_covered.rs`). A destiny is the top card of the Reserve Deck.

use crate::cards_artillery::remote_board;
use crate::support::*;
use hangar::engine::Ruleset;
use hangar::engine::Table;
use hangar::rules::swccg::facts::{hyperspeed, power};
use hangar::rules::swccg::problems;
use hangar::rules::swccg::Action;
use hangar::rules::swccg::Event;
use hangar::rules::swccg::Moment;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Prompt;
use hangar::rules::swccg::Reason;
use hangar::rules::swccg::Slot;
use hangar::rules::swccg::Swccg;

const GENERATORS: &str = "Hoth: Main Power Generators (1st Marker)";
const CORRIDOR: &str = "Hoth: Echo Corridor";
const GOLAN: &str = "Golan Laser Battery";
const DEFENDER: &str = "Planet Defender Ion Cannon";
const WAR_ROOM: &str = "Hoth: Echo Command Center (War Room)";

/// Artillery Remote: "Once during your control phase, warrior may fire an artillery weapon on
/// same planet." In the Light Side's control phase, with no battle, the Rebel Trooper carrying it
/// at the Echo Corridor fires the Golan Laser Battery at Main Power Generators (powered there) at
/// the Stormtrooper there: 2 Force, destiny 3 + 2 > ability 1, and the Stormtrooper, hit outside
/// a battle, is lost at once (no card is left hit). Once only: the second shot is refused,
/// citing the Remote. In the deploy phase it may not fire; without the Remote, "That is done in
/// a battle". In the battle phase the battery fires again
/// in a battle at its site: the control-phase shot does not count there.
#[test]
fn card_3_28_artillery_remote_fires_an_artillery_weapon_once_in_your_control_phase() {
    let build = |phase: Phase, remote: bool| {
        let (mut s, golan, storm, [generators, _]) = remote_board(phase, CORRIDOR, remote, GOLAN);
        let other = s.at(DARK, "Stormtrooper", generators);
        (s.build(), golan, [storm, other])
    };
    let fire = format!("fire {GOLAN} > Stormtrooper (2)");
    let (state, golan, [storm, other]) = build(Phase::Control, true);
    assert!(state.battle.is_none());
    assert_eq!(offered_like(&state, "fire Golan"), [fire.clone(), fire.clone()], "either Stormtrooper");
    let (after, events) = take(&state, &fire);
    assert!(events.iter().any(|e| matches!(e, Event::Hit { card } if *card == storm)), "{events:?}");
    assert!(after.player(DARK).lost_pile.contains(&storm), "hit outside a battle: lost at once");
    assert!(after.card(storm).at.is_none() && !after.card(storm).hit);
    assert_eq!(after.player(LIGHT).force_pile.len(), 8 - 2);
    assert_eq!(after.card(golan).fired, 0, "the shot is over");
    assert!(problems(&after).is_empty(), "{:?}", problems(&after));
    assert!(offered_like(&after, "fire Golan").is_empty(), "once in the phase");
    let again = Action::Fire { weapon: golan, target: other, force: 2 };
    assert_eq!(
        why(&after, again),
        (Reason::FiresOutsideBattleOnce { title: "Artillery Remote".into() }, "Artillery Remote")
    );

    // Not in the deploy phase; not without the Remote.
    let (state, golan, [storm, _]) = build(Phase::Deploy, true);
    assert!(offered_like(&state, "fire Golan").is_empty());
    let shot_now = Action::Fire { weapon: golan, target: storm, force: 2 };
    assert_eq!(why(&state, shot_now).1, "Artillery Remote");
    let (state, golan, [storm, _]) = build(Phase::Control, false);
    assert!(offered_like(&state, "fire Golan").is_empty());
    assert_eq!(why(&state, Action::Fire { weapon: golan, target: storm, force: 2 }), (Reason::NoBattle, "weapons"));

    // The control-phase shot, then a battle at Main Power Generators: the battery fires again.
    let (state, _, _) = build(Phase::Control, true);
    let state = run(state, &[fire.as_str()]);
    let state = pass_until(state, |s| s.phase == Phase::Battle);
    let state = run(state, &[format!("battle {GENERATORS} (1)").as_str()]);
    let state = pass_until(state, |s| !offered_like(s, "fire Golan").is_empty());
    assert_eq!(offered_like(&state, "fire Golan"), [fire]);
}

/// Artillery Remote's control-phase shot is a shot like one in a battle. The "just targeted"
/// answers: the Dark Side re-targets it with Self-Destruct Mechanism to its droid at Main Power
/// Generators, which is lost at once, the Stormtrooper untouched. The Golan Laser Battery's "at
/// same or adjacent site": a Stormtrooper next door at the Snow Trench is a target too. The
/// Medium Repeating Blaster Cannon's "up to two characters": destinies 3 and 3 over 1 + 1, both
/// Stormtroopers lost. A weapon nothing powers (at the Snow Trench) is refused.
#[test]
fn card_3_28_artillery_remote_shots_outside_a_battle_are_answered_reach_next_door_and_hit_two() {
    let build = |weapon: &str, at_generators: bool| {
        let (mut s, _) = board(LIGHT, Phase::Control, 8);
        let generators = s.location(LIGHT, GENERATORS);
        let trench = s.location(LIGHT, "Hoth: Snow Trench (2nd Marker)");
        let corridor = s.location(LIGHT, CORRIDOR);
        let trooper = s.at(LIGHT, "Rebel Trooper", corridor);
        s.on(LIGHT, "Artillery Remote", trooper);
        let gun = s.on(LIGHT, weapon, if at_generators { generators } else { trench });
        let near = s.at(DARK, "Stormtrooper", generators);
        let far = s.at(DARK, "Stormtrooper", trench);
        s.reserve(LIGHT, "Red 3"); // destiny 3
        s.reserve(LIGHT, "Red 3");
        (s, gun, [near, far], generators)
    };
    // Self-Destruct Mechanism: the Dark Side's droid at the site takes the shot.
    let (mut s, _, [near, _], generators) = build(GOLAN, true);
    let droid = s.at(DARK, "R1-G4 (Arone-Geefour)", generators);
    s.hand(DARK, "Self-Destruct Mechanism");
    let state = s.build();
    let (after, _) = take(&state, &format!("fire {GOLAN} > Stormtrooper (2)"));
    let to = Moment::Targeted { weapon: find(&state, GOLAN), target: near };
    assert_eq!(after.prompt, Some(Prompt::Respond { chooser: DARK, to }), "just targeted, the first listed");
    let retarget = "interrupt Self-Destruct Mechanism > R1-G4 (Arone-Geefour)";
    assert!(is_offered(&after, retarget), "{:?}", offered(&after));
    let after = pass_until(run(after, &[retarget]), |s| s.prompt.is_none());
    assert!(after.player(DARK).lost_pile.contains(&droid), "the droid, hit outside a battle, is lost");
    assert!(after.card(near).at.is_some(), "the Stormtrooper is not hit");
    assert!(problems(&after).is_empty(), "{:?}", problems(&after));

    // Next door: the Stormtrooper at the Snow Trench is a target of the battery.
    let (s, golan, [near, far], _) = build(GOLAN, true);
    let state = s.build();
    assert_eq!(offered_like(&state, "fire Golan").len(), 2, "the Stormtrooper there and the one next door");
    let (after, events) = take(&state, &format!("fire {GOLAN} > Stormtrooper (2)"));
    let hit: Vec<_> =
        events.iter().filter_map(|e| if let Event::Hit { card } = e { Some(*card) } else { None }).collect();
    assert_eq!(hit.len(), 1);
    assert!([near, far].contains(&hit[0]) && after.card(hit[0]).at.is_none());
    let next_door = Action::Fire { weapon: golan, target: far, force: 2 };
    assert!(Swccg::legal_actions(&state).contains(&next_door), "the one at the Snow Trench");

    // Two targets at once.
    let cannon = "Medium Repeating Blaster Cannon";
    let (s, _, [near, far], _) = build(cannon, true);
    let state = s.build();
    let two = format!("fire {cannon} > Stormtrooper + Stormtrooper (2)");
    assert!(is_offered(&state, &two), "{:?}", offered_like(&state, "fire"));
    let (after, events) = take(&state, &two);
    assert_eq!(events.iter().filter(|e| matches!(e, Event::Hit { .. })).count(), 2, "3 + 3 > 1 + 1");
    assert!(after.player(DARK).lost_pile.contains(&near) && after.player(DARK).lost_pile.contains(&far));
    assert!(problems(&after).is_empty(), "{:?}", problems(&after));

    // At the Snow Trench nothing powers the battery.
    let (s, golan, [_, far], _) = build(GOLAN, false);
    let state = s.build();
    assert!(offered_like(&state, "fire Golan").is_empty());
    assert_eq!(why(&state, Action::Fire { weapon: golan, target: far, force: 2 }), (Reason::Unpowered, "weapons"));
}

/// Evacuation Control: "Once during each of your move phases, your Planet Defender Ion Cannon at
/// same planet may fire." On Echo Command Center (a war room on Hoth), in the Light Side's move
/// phase, the cannon at Main Power Generators fires, with no battle, at the Devastator at the
/// Hoth system (its related system), not at the TIE Fighter there: destiny 4 + 3 > armor 6
/// ionizes it (power and hyperspeed 0). Once only; not in the control phase; not from a war room
/// on another planet (Yavin 4's); not without the Effect.
#[test]
fn card_3_35_evacuation_control_fires_the_planet_defender_ion_cannon_once_in_your_move_phase() {
    let build = |phase: Phase, effect_at: Option<&str>| {
        let (mut s, _) = board(LIGHT, phase, 8);
        let hoth = s.location(LIGHT, "Hoth");
        let generators = s.location(LIGHT, GENERATORS);
        if let Some(room) = effect_at {
            let room = s.location(LIGHT, room);
            s.on(LIGHT, "Evacuation Control", room);
        }
        let red3 = s.at(LIGHT, "Red 3", hoth);
        s.aboard(LIGHT, "Rebel Pilot", red3, Slot::Pilot);
        let cannon = s.on(LIGHT, DEFENDER, generators);
        let devastator = s.at(DARK, "Devastator", hoth);
        s.at(DARK, "TIE Fighter", hoth);
        s.reserve(LIGHT, "Gold 5"); // destiny 4
        (s.build(), cannon, devastator)
    };
    let fire = format!("fire {DEFENDER} > Devastator (2)");
    let (state, cannon, devastator) = build(Phase::Move, Some(WAR_ROOM));
    assert_eq!(offered_like(&state, "fire Planet"), [fire.as_str()]);
    let (after, events) = take(&state, &fire);
    assert!(events.iter().any(|e| matches!(e, Event::Ionized { card } if *card == devastator)), "{events:?}");
    assert_eq!((power(&after, devastator), hyperspeed(&after, devastator)), (0, 0));
    assert_eq!(after.player(LIGHT).force_pile.len(), 8 - 2);
    assert!(problems(&after).is_empty(), "{:?}", problems(&after));
    let again = Action::Fire { weapon: cannon, target: devastator, force: 2 };
    assert!(offered_like(&after, "fire Planet").is_empty());
    assert_eq!(why(&after, again).1, "Evacuation Control");

    let (state, cannon, devastator) = build(Phase::Control, Some(WAR_ROOM));
    assert!(offered_like(&state, "fire Planet").is_empty(), "the move phase only");
    let now = Action::Fire { weapon: cannon, target: devastator, force: 2 };
    assert_eq!(why(&state, now).0, Reason::FiresOutsideBattleOnce { title: "Evacuation Control".into() });
    for room in [Some("Yavin 4: Massassi War Room"), None] {
        let (state, cannon, devastator) = build(Phase::Move, room);
        assert!(offered_like(&state, "fire Planet").is_empty(), "{room:?}");
        let now = Action::Fire { weapon: cannon, target: devastator, force: 2 };
        assert_eq!(why(&state, now), (Reason::NoBattle, "weapons"), "{room:?}");
    }
}
