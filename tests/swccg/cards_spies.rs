//! Cards of sets 1–3 about spies: Undercover (both sides'), and the skills an Effect gives (Plastoid
//! Armor's spy skill). Each test is named `card_<GEMP id>_<what it does>` (`cards_covered.rs`) and
//! plays its card through the notation.

use crate::support::*;
use hangar::engine::{CardId, Table};
use hangar::rules::swccg::facts::ability_at;
use hangar::rules::swccg::{Action, At, Dest, Movement, Phase, Reason};

/// Undercover (2_40), "Deploy on your spy at a site and cross spy to opponent's side. Spy is now
/// Undercover. During your deploy phase, may voluntarily 'break cover' (lose Effect) if at a site.
/// (Immune to Alter.)": in the Light Side's deploy phase it deploys (free) on Jeroen Webb (a spy)
/// at Mos Eisley, not on Luke (no spy) there, and a second one not on Jeroen once he is Undercover.
/// Undercover, Jeroen gives the Light Side no ability there; no card of his moves; the Dark Side
/// may neither battle him nor Force drain at his site (its ruling), and the Light Side may deploy
/// there without presence or icons (its ruling). In the Light Side's deploy phase, not its move
/// phase, it may break cover: the Effect is lost and Jeroen is its own again.
#[test]
fn card_2_40_undercover_puts_a_spy_out_of_play_at_its_site_until_it_breaks_cover() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 6);
    let jeroen = s.at(LIGHT, "Jeroen Webb", p.mos_eisley);
    s.at(LIGHT, "Luke Skywalker", p.jungle);
    s.hand(LIGHT, "Undercover");
    s.hand(LIGHT, "Undercover");
    let state = s.build();
    assert_eq!(ability_at(&state, LIGHT, p.mos_eisley), 2);
    let offers = offered_like(&state, "deploy Undercover");
    assert!(
        !offers.is_empty() && offers.iter().all(|o| o == "deploy Undercover on Jeroen Webb (0)"),
        "only the spy: {offers:?}"
    );
    let deployed = run(state.clone(), &["deploy Undercover on Jeroen Webb (0)"]);
    let on_him = |c: &&CardId| deployed.card(**c).at == Some(At::On(jeroen));
    assert_eq!(deployed.player(LIGHT).table.iter().filter(on_him).count(), 1);
    assert!(deployed.card(jeroen).undercover, "Spy is now Undercover");
    assert_eq!(deployed.player(LIGHT).force_pile.len(), state.player(LIGHT).force_pile.len(), "free");
    assert_eq!(ability_at(&deployed, LIGHT, p.mos_eisley), 0, "nobody's at its site");
    assert_eq!(offered_like(&deployed, "deploy Undercover"), Vec::<String>::new(), "not on a spy Undercover already");
    assert_eq!(hangar::rules::swccg::problems(&deployed), []);

    // Undercover at Mos Eisley (with a Stormtrooper there), in the Light Side's move phase: he
    // does not move, and no cover is broken outside the deploy phase.
    let table = |active, phase| {
        let (mut s, p) = board(active, phase, 6);
        let jeroen = s.at(LIGHT, "Jeroen Webb", p.mos_eisley);
        let effect = s.on(LIGHT, "Undercover", jeroen);
        s.at(DARK, "Stormtrooper", p.mos_eisley);
        (s, p, jeroen, effect)
    };
    let (s, p, jeroen, _) = table(LIGHT, Phase::Move);
    let state = s.build();
    assert_eq!(hangar::rules::swccg::problems(&state), []);
    let walk = Action::Move { card: jeroen, how: Movement::Landspeed, to: Dest::At(p.bay94), force: 1 };
    assert_eq!(why(&state, walk), (Reason::Undercover, "Undercover"));
    assert_eq!(offered_like(&state, "lose card"), Vec::<String>::new(), "cover breaks in the deploy phase");

    // The Dark Side's turn: no battle against him, no Force drain at his site.
    let (s, p, _, _) = table(DARK, Phase::Battle);
    let state = s.build();
    assert_eq!(why(&state, Action::Battle { location: p.mos_eisley, force: 1 }).0, Reason::NoOpposition);
    let (s, p, _, _) = table(DARK, Phase::Control);
    let state = s.build();
    assert_eq!(why(&state, Action::ForceDrain { location: p.mos_eisley }), (Reason::Undercover, "Undercover"));
    // Without him there the Stormtrooper drains.
    let (mut s, p) = board(DARK, Phase::Control, 6);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    assert_eq!(offered_like(&s.build(), "drain Tatooine: Mos Eisley"), ["drain Tatooine: Mos Eisley"]);

    // The Light Side deploys to his site without presence or icons (Tatooine: Bluffs has no
    // Light icon).
    let bluffs = |covered: bool| {
        let (mut s, _) = board(LIGHT, Phase::Deploy, 6);
        let site = s.location(DARK, "Tatooine: Bluffs");
        if covered {
            let spy = s.at(LIGHT, "Jeroen Webb", site);
            s.on(LIGHT, "Undercover", spy);
        }
        s.hand(LIGHT, "Rebel Trooper");
        offered_like(&s.build(), "deploy Rebel Trooper > Tatooine: Bluffs")
    };
    assert_eq!(bluffs(true).len(), 1, "where its spy is Undercover");
    assert_eq!(bluffs(false), Vec::<String>::new());

    // In the Light Side's deploy phase it breaks cover.
    let (s, p, jeroen, effect) = table(LIGHT, Phase::Deploy);
    let state = s.build();
    assert_eq!(offered_like(&state, "lose card"), ["lose card Undercover"]);
    let broken = run(state, &["lose card Undercover"]);
    assert_eq!(broken.card(effect).at, None);
    assert!(broken.player(LIGHT).lost_pile.contains(&effect));
    assert!(!broken.card(jeroen).undercover, "its own again");
    assert_eq!(ability_at(&broken, LIGHT, p.mos_eisley), 2);
    assert_eq!(hangar::rules::swccg::problems(&broken), []);
}

/// Undercover (2_129), the Dark Side's, the same text: no Dark spy is in the pool, so it is offered
/// on none of the Dark Side's characters at a site (a Stormtrooper at Mos Eisley), but on the Light
/// Side's it would fit nothing either (only "your spy").
#[test]
fn card_2_129_undercover_deploys_only_on_its_own_sides_spy() {
    let (mut s, p) = board(DARK, Phase::Deploy, 6);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(LIGHT, "Jeroen Webb", p.mos_eisley);
    s.hand(DARK, "Undercover");
    let state = s.build();
    assert_eq!(offered_like(&state, "deploy Undercover"), Vec::<String>::new());
    // The Light Side's own, in its deploy phase, goes on Jeroen.
    let (mut s, p) = board(LIGHT, Phase::Deploy, 6);
    s.at(LIGHT, "Jeroen Webb", p.mos_eisley);
    s.hand(LIGHT, "Undercover");
    assert_eq!(offered_like(&s.build(), "deploy Undercover"), ["deploy Undercover on Jeroen Webb (0)"]);
}

/// Plastoid Armor (1_59), "Target is now 'disguised:' gains spy skill …": Luke with Plastoid
/// Armor on him is a spy, and Undercover deploys on him; without it, not.
#[test]
fn card_1_59_plastoid_armor_gives_spy_skill_so_undercover_deploys_on_its_target() {
    let undercover_on_luke = |armored: bool| {
        let (mut s, p) = board(LIGHT, Phase::Deploy, 6);
        let luke = s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
        if armored {
            s.on(LIGHT, "Plastoid Armor", luke);
        }
        s.hand(LIGHT, "Undercover");
        offered_like(&s.build(), "deploy Undercover")
    };
    assert_eq!(undercover_on_luke(true), ["deploy Undercover on Luke Skywalker (0)"]);
    assert_eq!(undercover_on_luke(false), Vec::<String>::new());
}

/// The Light Side's control phase: Jeroen Webb at Mos Eisley (Undercover when `covered`), the
/// Dark Side's Ubrikkian 9000 Z001 (deploy 2) and a Stormtrooper with a Blaster Rifle (deploy 2)
/// there, Blizzard Scout 1 at Docking Bay 94; Sabotage in hand, `top` on the Reserve Deck.
fn sabotage_table(covered: bool, top: &str) -> hangar::rules::swccg::State {
    let (mut s, p) = board(LIGHT, Phase::Control, 6);
    let jeroen = s.at(LIGHT, "Jeroen Webb", p.mos_eisley);
    if covered {
        s.on(LIGHT, "Undercover", jeroen);
    }
    s.at(DARK, "Ubrikkian 9000 Z001", p.mos_eisley);
    let trooper = s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.on(DARK, "Blaster Rifle", trooper);
    s.at(DARK, "Blizzard Scout 1", p.bay94);
    s.hand(LIGHT, "Sabotage");
    s.reserve(LIGHT, top);
    s.build()
}

/// Sabotage (2_56), "During your control phase, target one weapon, device or vehicle at same site
/// as your Undercover spy. Draw destiny. If destiny > target's deploy cost, target is lost (may be
/// stolen instead if spy also a thief). OR Cancel Informant.": with Jeroen Undercover at Mos
/// Eisley it targets the speeder and the Blaster Rifle there, not Blizzard Scout 1 at Docking Bay
/// 94 nor the Stormtrooper; a destiny of 3 beats the speeder's deploy cost 2 and it is lost, a 2
/// does not. Not offered with Jeroen not Undercover, nor outside the control phase. (The thief
/// clause is inert: no thief in the pool; "Cancel Informant" too: Interrupts resolve as played.)
#[test]
fn card_2_56_sabotage_loses_a_weapon_or_vehicle_at_the_undercover_spys_site_on_destiny_over_its_deploy_cost() {
    let state = sabotage_table(true, "Blaster Rifle");
    assert_eq!(
        offered_like(&state, "interrupt Sabotage"),
        ["interrupt Sabotage > Blaster Rifle", "interrupt Sabotage > Ubrikkian 9000 Z001"]
    );
    let speeder = |s: &hangar::rules::swccg::State| {
        s.player(DARK).table.iter().copied().find(|&c| s.def(c).title == "Ubrikkian 9000 Z001")
    };
    let after = run(state, &["interrupt Sabotage > Ubrikkian 9000 Z001"]);
    assert_eq!(speeder(&after), None, "3 > 2: lost");
    assert!(after.player(DARK).lost_pile.iter().any(|&c| after.def(c).title == "Ubrikkian 9000 Z001"));
    assert_eq!(hangar::rules::swccg::problems(&after), []);
    // A destiny of 2 (an X-wing) is not more than 2.
    let after = run(sabotage_table(true, "X-wing"), &["interrupt Sabotage > Ubrikkian 9000 Z001"]);
    assert!(speeder(&after).is_some(), "2 is not more than 2");
    // No Undercover spy: nothing to target.
    assert_eq!(offered_like(&sabotage_table(false, "Blaster Rifle"), "interrupt Sabotage"), Vec::<String>::new());
    // Only in the control phase.
    let mut deploy = sabotage_table(true, "Blaster Rifle");
    deploy.phase = Phase::Deploy;
    assert_eq!(offered_like(&deploy, "interrupt Sabotage"), Vec::<String>::new());
}

/// The Dark Side's Stormtrooper attacks Luke at Mos Eisley; the Light Side's Rebel Trooper (a
/// warrior) waits at Docking Bay 94, next to it, with `solomahals` Solomahals on it.
fn scout_board(solomahals: usize) -> (hangar::rules::swccg::State, CardId) {
    let (mut s, p) = board(DARK, Phase::Battle, 6);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    let trooper = s.at(LIGHT, "Rebel Trooper", p.bay94);
    for _ in 0..solomahals {
        s.on(LIGHT, "Solomahal", trooper);
    }
    (run(s.build(), &["battle Tatooine: Mos Eisley"]), trooper)
}

/// Solomahal (2_38), "Deploy on your warrior to give that warrior scout skill. That warrior may
/// move as a 'react.' OR Deploy on your scout. When that scout 'reacts,' it is power +2 for
/// remainder of turn. (Immune to Alter.)": it deploys (free) on the Light Side's Rebel Trooper (a
/// warrior), not on C-3PO; with it the trooper moves as a 'react' (by landspeed, its regular cost)
/// to the battle at the adjacent Mos Eisley, without it no 'react' is offered; a second Solomahal
/// on the trooper (now a scout) makes it power +2 once it has reacted, the first alone does not.
#[test]
fn card_2_38_solomahal_gives_a_warrior_scout_skill_and_a_react_and_a_reacting_scout_2_power() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 6);
    s.at(LIGHT, "Rebel Trooper", p.bay94);
    s.at(LIGHT, "C-3PO (See-Threepio)", p.bay94);
    s.hand(LIGHT, "Solomahal");
    let state = s.build();
    assert_eq!(offered_like(&state, "deploy Solomahal"), ["deploy Solomahal on Rebel Trooper (0)"]);

    let (state, _) = scout_board(0);
    assert!(offered_like(&state, "react ").is_empty(), "no 'react' without it");
    let (state, trooper) = scout_board(1);
    let reacts = offered_like(&state, "react ");
    assert_eq!(reacts.len(), 1, "{reacts:?}");
    assert!(reacts[0].starts_with("react landspeed Rebel Trooper > Tatooine: Mos Eisley"), "{reacts:?}");
    let before = hangar::rules::swccg::facts::power(&state, trooper);
    let reacted = run(state, &[reacts[0].as_str()]);
    assert_eq!(reacted.location_of(trooper), reacted.location_of(find(&reacted, "Luke Skywalker")));
    assert_eq!(hangar::rules::swccg::facts::power(&reacted, trooper), before, "the first gave the skill only");
    assert_eq!(hangar::rules::swccg::problems(&reacted), []);

    let (state, trooper) = scout_board(2);
    let reacts = offered_like(&state, "react ");
    let reacted = run(state, &[reacts[0].as_str()]);
    assert_eq!(hangar::rules::swccg::facts::power(&reacted, trooper), before + 2, "power +2 once it reacts");
    assert_eq!(hangar::rules::swccg::problems(&reacted), []);
}

/// The Light Side's control phase: Luke at Mos Eisley with Merc Sunlet on him when `thief`, the
/// Dark Side's Stormtrooper there with a Comlink (destiny 3), `top` on the Light Side's Reserve
/// Deck.
fn theft_table(thief: bool, top: &str) -> (hangar::rules::swccg::State, CardId, CardId) {
    let (mut s, p) = board(LIGHT, Phase::Control, 6);
    let luke = s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    if thief {
        s.on(LIGHT, "Merc Sunlet", luke);
    }
    let trooper = s.at(DARK, "Stormtrooper", p.mos_eisley);
    let comlink = s.on(DARK, "Comlink", trooper);
    s.reserve(LIGHT, top);
    (s.build(), luke, comlink)
}

/// Merc Sunlet (2_36), "Deploy on your non-thief to give that character thief skill. Once during
/// each of your control phases, may target one device at same site. Draw destiny. If destiny <
/// target's destiny number, it is stolen. OR Deploy on a weapon to prevent theft. (Immune to
/// Alter.)": it deploys (free) on Luke or on his Jedi Lightsaber, and not on Luke once he is a
/// thief; in the Light Side's control phase Luke steals the Stormtrooper's Comlink (destiny 3) on a
/// destiny of 2 (it goes on Luke, the Light Side's now), not on a 3, once a turn; without Merc
/// Sunlet no theft is offered.
#[test]
fn card_2_36_merc_sunlet_makes_a_thief_who_steals_a_device_at_same_site_on_destiny_under_its_number() {
    let (mut s, p) = board(LIGHT, Phase::Deploy, 6);
    let luke = s.at(LIGHT, "Luke Skywalker", p.mos_eisley);
    s.on(LIGHT, "Jedi Lightsaber", luke);
    s.hand(LIGHT, "Merc Sunlet");
    s.hand(LIGHT, "Merc Sunlet");
    let state = s.build();
    let offers = offered_like(&state, "deploy Merc Sunlet");
    assert!(offers.contains(&"deploy Merc Sunlet on Jedi Lightsaber (0)".to_string()), "{offers:?}");
    assert!(offers.contains(&"deploy Merc Sunlet on Luke Skywalker (0)".to_string()), "{offers:?}");
    let thief = run(state, &["deploy Merc Sunlet on Luke Skywalker (0)"]);
    let offers = offered_like(&thief, "deploy Merc Sunlet");
    assert!(!offers.iter().any(|o| o.contains("Luke")), "not on a thief: {offers:?}");
    assert!(offers.iter().any(|o| o.contains("Jedi Lightsaber")), "{offers:?}");

    let (state, luke, comlink) = theft_table(true, "X-wing");
    assert_eq!(offered_like(&state, "steal"), ["steal with Merc Sunlet > Comlink"]);
    let stolen = run(state, &["steal with Merc Sunlet > Comlink"]);
    assert_eq!(stolen.card(comlink).at, Some(At::On(luke)), "2 < 3: it goes on the thief");
    assert_eq!(stolen.owner(comlink), LIGHT);
    assert_eq!(offered_like(&stolen, "steal"), Vec::<String>::new(), "once a turn");
    assert_eq!(hangar::rules::swccg::problems(&stolen), []);
    let (state, _, comlink) = theft_table(true, "Blaster Rifle");
    let kept = run(state, &["steal with Merc Sunlet > Comlink"]);
    assert_eq!(kept.owner(comlink), DARK, "3 is not under 3");
    let (state, _, _) = theft_table(false, "X-wing");
    assert_eq!(offered_like(&state, "steal"), Vec::<String>::new());
}

/// Jeroen Webb Undercover at Mos Eisley, a thief when `thief` (Merc Sunlet on him); the Dark
/// Side's Stormtrooper there carries URoRRuR'R'R's Hunting Rifle (deploy 3, a non-droid's), with
/// Swilla Corey on it when `kept`; the Light Side draws a 5 (Fire Extinguisher) for Sabotage.
fn sabotage_thief(thief: bool, kept: bool) -> (hangar::rules::swccg::State, CardId, CardId) {
    let (mut s, p) = board(LIGHT, Phase::Control, 6);
    let jeroen = s.at(LIGHT, "Jeroen Webb", p.mos_eisley);
    if thief {
        s.on(LIGHT, "Merc Sunlet", jeroen);
    }
    s.on(LIGHT, "Undercover", jeroen);
    let trooper = s.at(DARK, "Stormtrooper", p.mos_eisley);
    let rifle = s.on(DARK, "URoRRuR'R'R's Hunting Rifle", trooper);
    if kept {
        s.on(DARK, "Swilla Corey", rifle);
    }
    s.hand(LIGHT, "Sabotage");
    s.reserve(LIGHT, "Fire Extinguisher");
    let state = run(s.build(), &["interrupt Sabotage > URoRRuR'R'R's Hunting Rifle"]);
    (state, jeroen, rifle)
}

/// Swilla Corey (2_126), the same text as Merc Sunlet's, "… OR Deploy on a weapon to prevent
/// theft": Sabotage's "(may be stolen instead if spy also a thief)": Jeroen, Undercover and a
/// thief by Merc Sunlet, steals the Dark Side's hunting rifle (5 > its deploy cost 3; it goes on
/// him); with Swilla Corey on the rifle it is lost instead, as it is when Jeroen is no thief. In
/// the Dark Side's deploy phase Swilla Corey deploys on its own weapon.
#[test]
fn card_2_126_swilla_corey_on_a_weapon_prevents_its_theft_by_a_sabotaging_thief_spy() {
    let (stolen, jeroen, rifle) = sabotage_thief(true, false);
    assert_eq!(stolen.card(rifle).at, Some(At::On(jeroen)), "stolen instead");
    assert_eq!(stolen.owner(rifle), LIGHT);
    assert_eq!(hangar::rules::swccg::problems(&stolen), []);
    let (kept, _, rifle) = sabotage_thief(true, true);
    assert_eq!(kept.card(rifle).at, None, "theft prevented: lost");
    assert!(kept.player(DARK).lost_pile.contains(&rifle));
    let (lost, _, rifle) = sabotage_thief(false, false);
    assert!(lost.player(DARK).lost_pile.contains(&rifle), "no thief: lost");

    let (mut s, p) = board(DARK, Phase::Deploy, 6);
    let trooper = s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.on(DARK, "URoRRuR'R'R's Hunting Rifle", trooper);
    s.hand(DARK, "Swilla Corey");
    let offers = offered_like(&s.build(), "deploy Swilla Corey");
    assert!(offers.contains(&"deploy Swilla Corey on URoRRuR'R'R's Hunting Rifle (0)".to_string()), "{offers:?}");
}
