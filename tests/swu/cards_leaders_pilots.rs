//! The last Jump to Lightspeed leaders (each side: the leader's Action or trigger, the deployed
//! unit, the Pilot upgrade a pilot leader deploys as) and the cards that share their words:
//! Director Krennic's "the first unit you play each round that has a 'When Defeated' ability
//! costs 1 less", Shadow Caster's and Grand Admiral Thrawn's "use that ability again", Kazuda
//! Xiono's and There Is No Escape's "lose all abilities for this round". Each test is named by
//! the card's number and plays its text through `legal_actions` / `apply`.

use crate::support::{plays, run, ONE};
use hangar::rules::swu::Scenario;
use hangar::rules::swu::State;

/// Asajj Ventress (Vigilance, Villainy) on Shield Generator Complex against Wedge Antilles, seat
/// one with `resources` resources.
fn villains(resources: usize) -> Scenario {
    let mut s = Scenario::new("JTL_001", "JTL_020", "JTL_008", "JTL_022");
    s.resources(ONE, resources);
    s
}

#[test]
fn card_jtl_032_director_krennic_the_first_when_defeated_unit_each_round_costs_1_less() {
    let mut s = villains(6);
    s.unit(ONE, "JTL_032");
    s.hand(ONE, "JTL_033"); // Onyx Squadron Brute, 2: "When Defeated: Heal 2 damage from your base."
    s.hand(ONE, "JTL_060"); // Desperate Commando, 2: "When Defeated: …"
    s.hand(ONE, "JTL_058"); // Academy Graduate, 2: no "When Defeated"
    let state: State = s.build();
    assert_eq!(plays(&state, "Onyx Squadron Brute"), ["unit Onyx Squadron Brute [1]"]);
    assert_eq!(plays(&state, "Desperate Commando"), ["unit Desperate Commando [1]"]);
    assert_eq!(plays(&state, "Academy Graduate")[0], "unit Academy Graduate [2]", "no 'When Defeated'");
    let after = run(state, &["unit Onyx Squadron Brute", "pass"]);
    assert_eq!(plays(&after, "Desperate Commando"), ["unit Desperate Commando [2]"], "only the first");
    // Without Krennic in play, no reduction.
    let mut s = villains(6);
    s.hand(ONE, "JTL_033");
    assert_eq!(plays(&s.build(), "Onyx Squadron Brute"), ["unit Onyx Squadron Brute [2]"]);
}
