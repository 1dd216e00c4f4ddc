//! Every scenario on the start screen opens and plays to its end: taking the first legal action
//! each time, the position reaches its ending (a scenario's end or a winner).

use hangar::rules::{games, scenario};

#[test]
fn every_scenario_plays_to_its_end() {
    let mut played = 0;
    for info in games().into_iter().flat_map(|g| g.scenarios) {
        played += 1;
        let mut game = scenario(info.game, info.key).unwrap_or_else(|| panic!("{} opens", info.key));
        assert!(game.problems().is_empty(), "{}", info.key);
        let mut steps = 0;
        while game.view().ending.is_none() {
            assert!(!game.view().actions.is_empty(), "{}: no action and no ending after {steps} steps", info.key);
            game = game.apply_index(0).unwrap_or_else(|r| panic!("{}: {:?}", info.key, r.reason)).0;
            steps += 1;
            assert!(steps < 5_000, "{} ends", info.key);
        }
        assert_eq!(game.view().ending, game.ending(), "{}", info.key);
    }
    assert!(played >= games().len(), "a scenario or more for each game ({played})");
}
