//! The computer that finishes the game (issue #35): positions where one line wins at once and the
//! others do not, at least ten a game (`positions/`), each held to what it claims by an exhaustive
//! search (`proof.rs`, `claims.rs`). The benchmark `benches/ai_finish.rs` plays the same positions
//! at each level.

mod claims;
mod positions;
mod proof;

use claims::check_all;
use positions::{lcg, swccg, swu};

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
