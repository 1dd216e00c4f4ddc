//! The units that do something "to each of up to N units" or "each of any number of units"
//! (`Effect::OnUpTo`, asked one unit at a time as `Prompt::UpTo`, done to them all at once when
//! the choosing ends). Each card's test is named by its number.

use crate::cards_units_triggers::play_unit;
use crate::event_positions::{choices, table};
use crate::support::{find, run, ONE, TWO};
use hangar::engine::Table;
use hangar::rules::swu::facts::{power, shields_on};

#[test]
fn card_jtl_072_wing_guard_security_team_gives_a_shield_to_each_of_up_to_2_fringe_units() {
    let mut s = table("JTL_072");
    let spacer = s.unit(ONE, "JTL_255"); // Sullustan Spacer: Fringe
    s.unit(ONE, "SOR_093"); // Rebel
    let state = s.build();
    let asked = play_unit(&state, "Wing Guard Security Team");
    assert_eq!(choices(&asked), ["choose Sullustan Spacer", "choose Wing Guard Security Team", "pass"]);
    let second = run(asked, &["choose Sullustan Spacer"]);
    assert_eq!(shields_on(&second, spacer).len(), 0, "given when the choosing ends");
    assert_eq!(choices(&second), ["choose Wing Guard Security Team", "pass"], "each unit once");
    let done = run(second, &["pass"]);
    assert_eq!(shields_on(&done, spacer).len(), 1);
}

#[test]
fn card_jtl_140_ig_2000_overwhelm_and_deals_1_damage_to_each_of_up_to_3_units() {
    let mut s = table("JTL_140");
    let units: Vec<_> = ["SOR_225", "SOR_232", "SOR_093", "JTL_243"].iter().map(|id| s.unit(TWO, id)).collect();
    let state = s.build();
    let asked = play_unit(&state, "IG-2000");
    let done = run(asked, &["choose TIE/ln Fighter", "choose AT-ST", "choose Alliance Dispatcher"]);
    assert!(done.prompt.is_none(), "three chosen: done");
    assert!(!done.in_play(units[0]), "the TIE/ln's 1 HP");
    assert_eq!((done.card(units[1]).damage, done.card(units[2]).damage, done.card(units[3]).damage), (1, 1, 0));
}

#[test]
fn card_jtl_170_war_juggernaut_plus_1_per_damaged_unit_and_1_damage_to_any_number_of_units() {
    let mut s = table("JTL_170");
    let units: Vec<_> = ["SOR_232", "JTL_243", "SOR_237", "JTL_248"].iter().map(|id| s.unit(TWO, id)).collect();
    let state = s.build();
    let asked = play_unit(&state, "War Juggernaut");
    let done = run(
        asked,
        &["choose AT-ST", "choose Quasar TIE Carrier", "choose Alliance X-Wing", "choose War Juggernaut", "pass"],
    );
    assert!(units[..3].iter().all(|&u| done.card(u).damage == 1) && done.card(units[3]).damage == 0);
    let jug = find(&done, "War Juggernaut");
    assert_eq!(done.card(jug).damage, 1);
    assert_eq!(power(&done, jug), 3 + 4, "four damaged units, itself too");
}
