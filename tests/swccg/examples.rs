//! The seed's examples and its deploy and landing cases, as tests and as the scenarios on the
//! start screen (`Ruleset::scenarios`): each opens sound, shows its rule, plays out as the seed
//! says, and plays to its end.

use crate::harness::{check_position, play, Tally};
use crate::support::*;
use hangar::engine::Table;
use hangar::engine::{Cite, Rng, Ruleset};
use hangar::rules::swccg::facts::power;
use hangar::rules::swccg::Action;
use hangar::rules::swccg::Dest;
use hangar::rules::swccg::Example;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Reason;
use hangar::rules::swccg::Swccg;

fn open(key: &str) -> hangar::rules::swccg::State {
    Swccg::scenario(key).unwrap_or_else(|| panic!("{key} opens"))
}

#[test]
fn o3_example_darth_vader_adds_3_to_a_starship_and_to_a_combat_vehicle() {
    let state = open("swccg-vader-pilots");
    assert_eq!(
        offered_like(&state, "deploy Darth Vader >"),
        [
            "deploy Darth Vader > Imperial-Class Star Destroyer as passenger (6)",
            "deploy Darth Vader > Imperial-Class Star Destroyer as pilot (6)",
            "deploy Darth Vader > Tatooine: Docking Bay 94 (6)",
            "deploy Darth Vader > Tatooine: Mos Eisley (6)",
            "deploy Darth Vader > Tempest Scout 1 as passenger (6)",
            "deploy Darth Vader > Tempest Scout 1 as pilot (6)",
        ]
    );
    let isd = find(&state, "Imperial-Class Star Destroyer");
    let scout = find(&state, "Tempest Scout 1");
    assert_eq!((power(&state, isd), power(&state, scout)), (8, 0));
    let in_isd = run(state.clone(), &["deploy Darth Vader > Imperial-Class Star Destroyer as pilot"]);
    assert_eq!(power(&in_isd, isd), 8 + 3);
    let in_scout = run(state, &["deploy Darth Vader > Tempest Scout 1 as pilot"]);
    assert_eq!(power(&in_scout, scout), 3 + 3);
}

#[test]
fn o7_example_danz_borin_adds_1_to_the_weapon_destiny_of_the_combat_vehicle_he_rides() {
    let state = open("swccg-danz-borin");
    let han = find(&state, "Han Solo");
    let battle = run(state.clone(), &["battle Tatooine: Mos Eisley (1)"]);
    let (fired, events) = take(&battle, "fire AT-ST Dual Cannon > Han Solo (1)");
    assert!(events.iter().any(|e| matches!(e, hangar::rules::swccg::Event::Destiny { total: 4, .. })), "2 + 1 + 1");
    assert!(fired.card(han).hit);
    // Without Danz Borin aboard, the same destiny misses.
    let mut without = state;
    let danz = find(&without, "Danz Borin");
    without.card_mut(danz).at = Some(hangar::rules::swccg::At::Location(find(&without, "Tatooine: Mos Eisley")));
    let missed = run(without, &["battle Tatooine: Mos Eisley (1)", "fire AT-ST Dual Cannon > Han Solo (1)"]);
    assert!(!missed.card(han).hit);
}

#[test]
fn s11_example_a_tie_fighter_deploys_at_the_docking_bay_aboard_devastator_or_at_tatooine() {
    let state = open("swccg-permanent-pilot");
    assert_eq!(
        offered_like(&state, "deploy TIE Fighter"),
        [
            "deploy TIE Fighter > Devastator as cargo (0)",
            "deploy TIE Fighter > Tatooine (0)",
            "deploy TIE Fighter > Tatooine: Docking Bay 94 (1)",
        ]
    );
}

#[test]
fn s12_example_black_2_deploys_at_tatooine_only_with_ds_61_2() {
    let state = open("swccg-no-permanent-pilot");
    let black2 = find(&state, "Black 2");
    let tatooine = find(&state, "Tatooine");
    assert_eq!(
        offered_like(&state, "deploy Black 2"),
        [
            "deploy Black 2 + DS-61-2 as pilot > Devastator as cargo (3)",
            "deploy Black 2 + DS-61-2 as pilot > Tatooine (3)",
            "deploy Black 2 + DS-61-2 as pilot > Tatooine: Docking Bay 94 (3)",
            "deploy Black 2 > Devastator as cargo (1)",
            "deploy Black 2 > Tatooine: Docking Bay 94 (1)",
        ]
    );
    assert_eq!(
        why(&state, Action::Deploy { card: black2, to: Dest::At(tatooine), force: 1 }),
        (Reason::EmptyStarfighterAtSystem, "s12")
    );
}

#[test]
fn s13_s15_example_the_falcon_lands_free_at_the_docking_bay_or_for_1_at_mos_eisley_and_red_3_takes_off() {
    let state = open("swccg-landing");
    assert_eq!(
        offered_like(&state, "land"),
        ["land Millennium Falcon > Tatooine: Docking Bay 94 (0)", "land Millennium Falcon > Tatooine: Mos Eisley (1)"]
    );
    assert_eq!(offered_like(&state, "takeoff"), ["takeoff Red 3 > Tatooine (1)"]);
}

#[test]
fn s14_example_a_tie_fighter_lands_only_at_the_docking_bay() {
    let state = open("swccg-ties-need-docking-bays");
    // Everything the Dark Side may do: not land at Mos Eisley, not move landed Black 2 by
    // landspeed ([S16]), not seat DS-61-2 as a passenger (Black 2 takes one pilot).
    assert_eq!(
        offered(&state),
        [
            "disembark DS-61-2",
            "land TIE Fighter > Tatooine: Docking Bay 94 (0)",
            "pass",
            "takeoff Black 2 > Tatooine (0)"
        ]
    );
}

#[test]
fn s16_example_the_landed_falcon_adds_no_power_but_its_surface_defense_cannon_fires() {
    let state = open("swccg-landed");
    let battle = run(state, &["battle Tatooine: Mos Eisley (1)"]);
    assert_eq!(
        offered_like(&battle, "fire"),
        ["fire Surface Defense Cannon > Stormtrooper (1)"; 2],
        "at either Stormtrooper"
    );
    let mos = find(&battle, "Tatooine: Mos Eisley");
    assert_eq!(hangar::rules::swccg::facts::total_power(&battle, LIGHT, mos), 0);
}

#[test]
fn v5_example_luke_and_biggs_get_into_the_x_34_and_it_moves_free() {
    let state = open("swccg-vehicles");
    let moved = run(
        state,
        &[
            "embark Luke Skywalker > Luke's X-34 Landspeeder as driver",
            "embark Biggs Darklighter > Luke's X-34 Landspeeder as passenger",
            "landspeed Luke's X-34 Landspeeder > Yavin 4: Jungle (0)",
        ],
    );
    assert_eq!(moved.location_of(find(&moved, "Biggs Darklighter")), Some(find(&moved, "Yavin 4: Jungle")));
}

#[test]
fn scenarios_are_listed_sound_cite_their_marker_and_end_after_their_phase() {
    let listed: Vec<&str> = Swccg::scenarios().iter().map(|s| s.key).collect();
    assert!(!listed.is_empty(), "the start screen lists the examples");
    assert_eq!(listed, Example::ALL.map(Example::key));
    for example in Example::ALL {
        let state = example.position();
        assert_eq!(Swccg::problems(&state), Vec::<hangar::engine::Message>::new(), "{}", example.key());
        let view = Swccg::view(&state, hangar::engine::Viewer::Everyone);
        let reference = view.reference.expect("the rule beside the table");
        assert!(matches!(reference.rule.cite, Cite::Section(key) if key == example.rule().key()));
        assert!(reference.text.starts_with(&format!("[{}]", example.rule().marker().unwrap())));
        assert!(state.ends_after.is_some());
        assert!(!Swccg::legal_actions(&state).is_empty());
        let phase = state.phase;
        assert!(matches!(phase, Phase::Deploy | Phase::Battle | Phase::Move));
    }
}

#[test]
fn scenarios_every_position_keeps_the_properties_through_random_play() {
    let mut tally = Tally::default();
    for example in Example::ALL {
        for seed in 0..8 {
            let played = play::<Swccg>(example.position(), seed, 500, 1, &mut tally);
            assert!(played.ending.is_some(), "{} ends", example.key());
        }
        let mut rng = Rng::seeded(1);
        check_position::<Swccg>(&example.position(), &mut rng, &|| example.key().to_string(), &mut tally);
    }
    assert!(tally.refused > 100, "{tally:?}");
}
