//! More Interrupts and Effects of sets 1–3 about battles, starships, pilots and Force drains
//! (issue #32). Each test is named `card_<GEMP id>_<what it does>` (`cards_covered.rs`) and plays
//! its card through the notation.

use crate::support::*;
use hangar::engine::CardId;
use hangar::rules::swccg::facts::{destiny_draws, total_power};
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Side;
use hangar::rules::swccg::State;

/// `attacker` battles at Mos Eisley with two of its troopers against the other side's
/// `defenders` there, who hold `interrupt`; the attacker passes its first weapons turn. The
/// location too.
fn defending(attacker: Side, defenders: &[&str], interrupt: &str) -> (State, CardId) {
    let (mut s, p) = board(attacker, Phase::Battle, 2);
    let defender = attacker.opponent();
    let trooper = if attacker == DARK { "Stormtrooper" } else { "Rebel Trooper" };
    s.at(attacker, trooper, p.mos_eisley);
    s.at(attacker, trooper, p.mos_eisley);
    for title in defenders {
        s.at(defender, title, p.mos_eisley);
    }
    s.hand(defender, interrupt);
    (run(s.build(), &["battle Tatooine: Mos Eisley (1)", "pass"]), p.mos_eisley)
}

/// Plays `interrupt` for `side`: how many battle destinies and how much power it added.
fn adds(state: &State, side: Side, location: CardId, interrupt: &str) -> (u8, u16) {
    let before = (destiny_draws(state, side), total_power(state, side, location));
    let after = run(state.clone(), &[&format!("interrupt {interrupt}")]);
    (destiny_draws(&after, side) - before.0, total_power(&after, side, location) - before.1)
}

#[test]
fn card_1_277_vaders_eye_adds_power_and_a_destiny_to_vader_defending_alone_one_destiny_to_another_imperial() {
    let (state, site) = defending(LIGHT, &["Darth Vader"], "Vader's Eye");
    assert_eq!(adds(&state, DARK, site, "Vader's Eye"), (1, 1));
    let (state, site) = defending(LIGHT, &["Admiral Motti"], "Vader's Eye");
    assert_eq!(adds(&state, DARK, site, "Vader's Eye"), (1, 0), "an Imperial of ability 3");
    let (state, _) = defending(LIGHT, &["Stormtrooper"], "Vader's Eye");
    assert!(!is_offered(&state, "interrupt Vader's Eye"), "ability 1");
    let (state, _) = defending(LIGHT, &["Darth Vader", "Stormtrooper"], "Vader's Eye");
    assert!(!is_offered(&state, "interrupt Vader's Eye"), "not alone");
}
