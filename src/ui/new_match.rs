//! A new match for the start screen.

use crate::rules::Game;

// shim until rules::new_match lands: the skirmish scenario stands in for a dealt match.
pub(super) fn new_match(_seed: u64) -> Game {
    crate::rules::scenario("lcg-skirmish").unwrap_or_else(|| Game::Lcg(crate::rules::lcg::scenario::example_1()))
}
