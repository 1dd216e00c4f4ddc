//! The cards of Jump to Lightspeed about control and upgrades changing hosts: Razor Crest's "When a
//! Pilot attaches to this unit" with "a unit that costs 2 or less or an exhausted unit that costs 4
//! or less" (`Which::or_exhausted_max_cost`). Each card's test is named by its number and plays its
//! text through `legal_actions` / `apply`.

use crate::event_positions::{choices, table};
use crate::support::{find, run, ONE, TWO};
use hangar::engine::Table;

#[test]
fn card_jtl_223_razor_crest_may_return_a_cheap_or_exhausted_unit_when_a_pilot_attaches() {
    let mut s = table("JTL_255"); // Sullustan Spacer, Piloting 1
    s.unit(ONE, "JTL_223");
    let paige = s.unit(TWO, "JTL_046"); // costs 2
    s.unit(TWO, "JTL_048"); // Cassian Andor, costs 3, ready: not offered
    let dengar = s.unit(TWO, "JTL_139"); // costs 4
    s.exhaust(dengar);
    let at_st = s.unit(TWO, "SOR_232"); // costs 6
    s.exhaust(at_st);
    let state = s.build();
    let attached = run(state, &["pilot Sullustan Spacer > Razor Crest"]);
    assert_eq!(choices(&attached), ["choose Dengar", "choose Paige Tico", "pass"]);
    let done = run(attached.clone(), &["choose Dengar"]);
    assert!(done.player(TWO).hand.contains(&dengar));
    let done = run(attached, &["choose Paige Tico"]);
    assert!(done.player(TWO).hand.contains(&paige));
    assert!(done.in_play(find(&done, "Cassian Andor")));
}
