//! Winning (base game, shared/research/swu.md §5): "A player whose base damage reaches its HP
//! loses at once. If both bases do so simultaneously, the game is a draw."

use crate::support::{run, take, ONE, TWO};
use hangar::engine::view::Ending;
use hangar::engine::Ruleset;
use hangar::engine::Table;
use hangar::rules::swu::Outcome;
use hangar::rules::swu::Scenario;
use hangar::rules::swu::Swu;

#[test]
fn winning_a_base_whose_damage_reaches_its_hp_loses_at_once() {
    let mut s = Scenario::skirmish();
    s.unit(ONE, "SOR_237");
    let mut state = s.build();
    let base = state.player(TWO).base;
    state.card_mut(base).damage = 28;
    let (after, _) = take(&state, "attack Alliance X-Wing > Shield Generator Complex");
    assert_eq!(after.outcome, Some(Outcome::Won(ONE)));
    assert!(Swu::legal_actions(&after).is_empty());
    assert!(matches!(Swu::ending(&after), Some(Ending::Won { winner, .. }) if winner == ONE));
}

#[test]
fn winning_both_bases_at_once_is_a_draw() {
    let mut state = Scenario::skirmish().build();
    for seat in [ONE, TWO] {
        let base = state.player(seat).base;
        state.card_mut(base).damage = 28;
    }
    let after = run(state, &["pass", "pass"]);
    assert_eq!(after.outcome, Some(Outcome::Draw), "both decks are empty: 6 damage each at once");
    assert!(matches!(Swu::ending(&after), Some(Ending::Draw { .. })));
}
