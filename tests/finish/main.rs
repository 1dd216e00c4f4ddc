//! The computer that finishes the game (issue #35): positions where one line wins at once and the
//! others do not, at least ten a game (`positions/`), each held to what it claims by an exhaustive
//! search (`proof.rs`, `claims.rs`); and the computer player at Normal and Hard taking and proving
//! the win on each (`search.rs`). The benchmark `benches/ai_finish.rs` plays the same positions at
//! each level, with more seeds.

mod claims;
mod far_ahead;
mod positions;
mod proof;
mod search;

use claims::check_all;
use hangar::ai::Level;
use positions::{lcg, swccg, swu};
use search::check_level;

#[test]
fn finish_swu_positions_are_what_they_claim() {
    check_all(&swu::positions());
}

#[test]
fn finish_swccg_positions_are_what_they_claim() {
    check_all(&swccg::positions());
}

#[test]
fn finish_lcg_positions_are_what_they_claim() {
    check_all(&lcg::positions());
}

#[test]
fn finish_swu_normal_and_hard_take_and_prove_the_win() {
    let positions = swu::positions();
    check_level(&positions, Level::Normal);
    check_level(&positions, Level::Hard);
}

#[test]
fn finish_swccg_normal_and_hard_take_and_prove_the_win() {
    let positions = swccg::positions();
    check_level(&positions, Level::Normal);
    check_level(&positions, Level::Hard);
}

#[test]
fn finish_lcg_normal_and_hard_take_and_prove_the_win() {
    let positions = lcg::positions();
    check_level(&positions, Level::Normal);
    check_level(&positions, Level::Hard);
}
