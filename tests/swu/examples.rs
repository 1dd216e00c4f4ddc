//! Every example of the seed rulebook replays as a scenario: on the start screen
//! (`Ruleset::scenarios`), with its rule text and citation, sound, and playable to its end. (The
//! examples' rules are asserted in the section tests: `section_3_6_b_example_…`,
//! `section_3_6_c_example_…`, `section_6_2_a_example_…`, `section_29_a_example_…`.)

use hangar::engine::view::Ending;
use hangar::engine::{Ruleset, Viewer};
use hangar::rules::swu::Example;
use hangar::rules::swu::Swu;
use hangar::rules::{games, scenario};

#[test]
fn examples_every_seed_example_is_a_scenario_on_the_start_screen() {
    let listed: Vec<&str> = Swu::scenarios().iter().map(|s| s.key).collect();
    assert_eq!(
        listed,
        ["swu-piloting-restriction", "swu-extra-pilot", "swu-play-a-unit", "swu-unique-hera", "swu-pilot-leader"]
    );
    let info = games().into_iter().find(|g| g.id == hangar::rules::swu::GAME).expect("SWU is on the start screen");
    assert_eq!(info.scenarios.len(), 5);
    assert_eq!(games()[1].id, hangar::rules::swu::GAME, "the second game");
}

#[test]
fn examples_each_opens_sound_with_its_rule_text_and_plays_to_its_end() {
    assert_eq!(Example::ALL.len(), 5);
    for example in Example::ALL {
        let state = Swu::scenario(example.key()).expect("it opens");
        assert!(Swu::problems(&state).is_empty(), "{example:?}");
        let view = Swu::view(&state, Viewer::Everyone);
        let reference = view.reference.expect("the rule beside the table");
        assert_eq!((reference.rule, reference.text), (example.rule(), example.text()));
        let mut game = scenario(hangar::rules::swu::GAME, example.key()).unwrap();
        let mut steps = 0;
        while game.ending().is_none() {
            game = game.apply_index(0).unwrap().0;
            steps += 1;
            assert!(steps < 200, "{example:?} ends");
        }
        assert_eq!(game.ending(), Some(Ending::ScenarioComplete), "{example:?}");
    }
}

#[test]
fn examples_the_seed_text_is_quoted() {
    assert!(Example::UniqueHera.text().contains("regardless of how that card is in-play"));
    assert!(Example::ExtraPilot.text().contains("You may play or deploy one additional Pilot on this unit."));
    assert!(Example::PlayAUnit.text().contains("cannot use the Piloting keyword"));
    assert!(Example::PilotingRestriction.text().contains("Attach to a friendly Vehicle unit without a Pilot on it"));
}
