//! Far ahead, the computer still makes progress. The position is the last of a game Normal left
//! unfinished against the greedy player (issue #32, `benches/ai_strength.rs`): the Dark Side at
//! 46 Life Force and nine cards on the table, the Light Side at 3 with nothing on the table and a
//! card in hand to lose first, the Dark Side in its control phase with drains of 1 and 2. Neither
//! wins at once, so this is no finishing position; the static evaluation is all but flat there,
//! and the search used to count the wins its drains reach deep in the tree as further off than a
//! line's bare evaluation, and ended the phase instead, turn after turn (`src/ai/search.rs`,
//! `distance`).

use hangar::ai::{Level, Search, Searchable};
use hangar::engine::{Notation, Ruleset};
use hangar::rules::swccg::{State, Swccg};

#[test]
fn far_ahead_the_computer_drains_instead_of_ending_its_control_phase() {
    let saved = include_str!("positions/swccg-far-ahead.json");
    let state: State = serde_json::from_str(saved).expect("the position loads");
    let offered: Vec<String> = Swccg::legal_actions(&state).iter().map(|a| Swccg::notation(&state, a)).collect();
    assert_eq!(offered.iter().filter(|a| a.starts_with("drain")).count(), 2, "{offered:?}");
    for seed in 0..3 {
        let mut search = Search::<Swccg>::new(&state, Swccg::config(Level::Normal), seed);
        search.finish();
        let chosen = search.best().expect("a legal action");
        let written = Swccg::notation(&state, &chosen);
        assert!(written.starts_with("drain"), "seed {seed}: {written} of {offered:?}");
    }
}
