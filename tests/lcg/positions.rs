//! The positions card tests start from, shared by the card and keyword test files.

use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;

/// `side`'s deployment phase (the Dark Side's third turn, the Light Side's fourth).
pub fn deployment(side: Side) -> Scenario {
    let turn = if side == Side::Dark { 3 } else { 4 };
    Scenario::new("t", "IN-AFF", "RA-AFF").active(side, Phase::Deployment).turn(turn, 0, Side::Light)
}

/// The Dark Side's conflict phase: a 181st TIE Interceptor in play, and the Light Side's Running
/// the Trench.
pub fn dark_conflict() -> Scenario {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Conflict).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0715");
    s.play(Side::Light, "0772");
    s
}
