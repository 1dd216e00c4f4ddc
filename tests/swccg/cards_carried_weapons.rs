//! Carried weapons of sets 1–3 added late: Assault Rifle ("at same or adjacent site",
//! `adjacent`), Light Repeating Blaster Rifle ("If your power droid or fusion generator
//! present", `powered`; "May fire repeatedly", `repeat`), Jawa Ion Gun (`steals_droid`,
//! `excludes_on_equal`). Each test is named `card_<GEMP id>_<title>` (`cards_covered.rs`). A destiny is
//! the top card of the Reserve Deck.

use crate::support::*;
use hangar::engine::Table;
use hangar::rules::swccg::Action;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Reason;

/// Assault Rifle: "Use 3 Force to deploy on your warrior. May target a character, creature or
/// vehicle at same or adjacent site using 2 Force. Draw destiny. Target hit if destiny +1 >
/// defense value": it deploys for 3 on a Stormtrooper (not on the droid), and in a battle at Mos
/// Eisley it may fire at a Rebel Trooper next door at Docking Bay 94 (destiny 4 + 1 > ability 1).
#[test]
fn card_1_311_assault_rifle_deploys_for_3_on_a_warrior_and_targets_at_the_adjacent_site() {
    let (mut s, p) = board(DARK, Phase::Deploy, 6);
    s.at(DARK, "Stormtrooper", p.mos_eisley);
    s.at(DARK, "R4-M9 (Arfour-Emmnine)", p.mos_eisley);
    s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
    let next_door = s.at(LIGHT, "Rebel Pilot", p.bay94);
    s.hand(DARK, "Assault Rifle");
    s.reserve(DARK, "TIE Scout");
    let state = s.build();
    assert_eq!(offered_like(&state, "deploy Assault"), ["deploy Assault Rifle on Stormtrooper (3)"]);
    let battle = to_battle(state, "deploy Assault Rifle on Stormtrooper");
    let targets = offered_like(&battle, "fire Assault Rifle");
    assert_eq!(targets, ["fire Assault Rifle > Rebel Pilot (2)", "fire Assault Rifle > Rebel Trooper (2)"]);
    let (after, hit) = fires(&battle, "fire Assault Rifle > Rebel Pilot (2)");
    assert!(hit, "4 + 1 > ability 2");
    assert!(after.card(next_door).hit);
}

/// Light Repeating Blaster Rifle: "Use 2 Force to deploy on your warrior. If your power droid or
/// fusion generator present, may target a character, creature or vehicle using 2 Force. Draw
/// destiny. Target hit if destiny +1 > defense value. May fire repeatedly for 2 Force each time":
/// on a Stormtrooper in a battle at Mos Eisley it may not fire with no fusion generator present;
/// with a Portable Fusion Generator on the Stormtrooper it fires (destiny 4 + 1 + 1 > ability 1),
/// and again for 2 Force.
#[test]
fn card_1_320_light_repeating_blaster_rifle_fires_only_with_a_fusion_generator_present_and_repeatedly() {
    let at_battle = |generator: bool| {
        let (mut s, p) = board(DARK, Phase::Battle, 6);
        let trooper = s.at(DARK, "Stormtrooper", p.mos_eisley);
        if generator {
            s.on(DARK, "Portable Fusion Generator", trooper);
        }
        let rifle = s.on(DARK, "Light Repeating Blaster Rifle", trooper);
        let rebel = s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
        s.at(LIGHT, "Rebel Pilot", p.mos_eisley);
        s.reserve_n(DARK, "TIE Scout", 2);
        (run(s.build(), &["battle Tatooine: Mos Eisley (1)"]), Action::Fire { weapon: rifle, target: rebel, force: 2 })
    };
    let (state, fire) = at_battle(false);
    assert!(offered_like(&state, "fire Light").is_empty());
    assert_eq!(why(&state, fire), (Reason::NoPowerSourcePresent, "Light Repeating Blaster Rifle"));
    let (state, _) = at_battle(true);
    assert_eq!(
        offered_like(&state, "fire Light"),
        [
            "fire Light Repeating Blaster Rifle > Rebel Pilot (2)",
            "fire Light Repeating Blaster Rifle > Rebel Trooper (2)"
        ]
    );
    let (after, hit) = fires(&state, "fire Light Repeating Blaster Rifle > Rebel Trooper (2)");
    assert!(hit, "4 + 1 + 1 > ability 1");
    // The Light Side's turn to fire passes; the rifle fires again.
    let after = pass_until(after, |s| is_offered(s, "fire Light Repeating Blaster Rifle > Rebel Pilot (2)"));
    let (_, hit) = fires(&after, "fire Light Repeating Blaster Rifle > Rebel Pilot (2)");
    assert!(hit, "fired again, for 2 Force");
}

/// Jawa Ion Gun: "Use 1 Force to deploy on your Jawa, 3 on your warrior. May target a character
/// using 1 Force. Draw destiny. Targeted droid stolen if destiny +1 > forfeit. Targeted non-droid
/// character excluded from battle if destiny = defense value": on a Rebel Trooper in a battle at
/// Mos Eisley, fired at R1-G4 (forfeit 3): a destiny 3 (+1 > 3) steals it (the Light Side's now,
/// still at Mos Eisley, not hit); a destiny 1 does not. Fired at a Stormtrooper (defense value
/// 1): a destiny 1 excludes it from the battle; a destiny 3 neither excludes nor hits it.
#[test]
fn card_2_78_jawa_ion_gun_steals_a_droid_over_its_forfeit_and_excludes_a_character_on_its_defense_value() {
    let shot = |at: &str, destiny: &str| {
        let (mut s, p) = board(LIGHT, Phase::Battle, 6);
        let trooper = s.at(LIGHT, "Rebel Trooper", p.mos_eisley);
        s.on(LIGHT, "Jawa Ion Gun", trooper);
        let droid = s.at(DARK, "R1-G4 (Arone-Geefour)", p.mos_eisley);
        let stormtrooper = s.at(DARK, "Stormtrooper", p.mos_eisley);
        s.reserve_n(LIGHT, destiny, 2);
        let state = run(s.build(), &["battle Tatooine: Mos Eisley (1)"]);
        let (after, hit) = fires(&state, &format!("fire Jawa Ion Gun > {at} (1)"));
        assert!(!hit, "the Ion Gun hits nothing");
        (after, droid, stormtrooper, p.mos_eisley)
    };
    // Rebel Pilot: destiny 3; Rebel Trooper: destiny 1.
    let (after, droid, _, mos_eisley) = shot("R1-G4 (Arone-Geefour)", "Rebel Pilot");
    assert_eq!(after.owner(droid), LIGHT, "3 + 1 > forfeit 3: stolen");
    assert_eq!(after.location_of(droid), Some(mos_eisley));
    let (after, droid, _, _) = shot("R1-G4 (Arone-Geefour)", "Rebel Trooper");
    assert_eq!(after.owner(droid), DARK, "1 + 1 is not > 3");
    let (after, _, stormtrooper, _) = shot("Stormtrooper", "Rebel Trooper");
    assert!(after.battle.as_ref().is_some_and(|b| b.excluded.contains(&stormtrooper)), "destiny 1 = defense value 1");
    let (after, _, stormtrooper, _) = shot("Stormtrooper", "Rebel Pilot");
    assert!(after.battle.as_ref().is_some_and(|b| !b.excluded.contains(&stormtrooper)), "3 is not 1");
    assert!(!after.card(stormtrooper).hit);
}
