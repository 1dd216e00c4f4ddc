//! Events that choose an upgrade rather than a unit (`Which::upgrades`), each test named by the
//! card's number: System Shock defeats one and damages the unit it was on, Eject moves a Pilot
//! to the ground arena as a unit.

use crate::event_positions::{choices, play, table};
use crate::support::{run, ONE, TWO};
use hangar::engine::Table;
use hangar::rules::swu::facts::{is_leader_unit, shields_on};
use hangar::rules::swu::{Scenario, Token};

#[test]
fn card_jtl_175_system_shock_defeats_a_non_leader_upgrade_and_deals_1_to_its_unit() {
    let mut s = table("JTL_175");
    let tie = s.unit(TWO, "SOR_225");
    let pilot = s.pilot(TWO, "JTL_236", tie);
    let atst = s.unit(TWO, "SOR_232");
    s.token_upgrade(TWO, Token::Shield, atst);
    let xwing = s.unit(ONE, "SOR_237");
    s.deploy_leader_as_pilot(ONE, xwing);
    let state = s.build();
    let asked = play(&state, "System Shock");
    assert_eq!(
        choices(&asked),
        ["choose Indoctrinated Conscript", "choose Shield"],
        "a non-leader upgrade, either player's: not Wedge Antilles as a Pilot, not a unit"
    );
    let done = run(asked.clone(), &["choose Indoctrinated Conscript"]);
    assert!(done.player(TWO).discard.contains(&pilot), "the Pilot is defeated");
    assert!(done.player(TWO).discard.contains(&tie), "then 1 damage to the 1-HP TIE it was on");
    let shield = run(asked, &["choose Shield"]);
    assert!(shields_on(&shield, atst).is_empty());
    assert_eq!(shield.card(atst).damage, 1, "the Shield is gone first: the damage lands");
}

#[test]
fn card_jtl_126_eject_moves_a_pilot_to_the_ground_as_an_exhausted_unit_and_draws() {
    let mut s = Scenario::skirmish();
    s.resources(ONE, 12);
    s.hand(ONE, "JTL_126");
    s.deck(ONE, "JTL_255");
    let tie = s.unit(TWO, "SOR_225");
    let pilot = s.pilot(TWO, "JTL_236", tie);
    let xwing = s.unit(ONE, "SOR_237");
    let wedge = s.deploy_leader_as_pilot(ONE, xwing);
    let state = s.build();
    let hand = state.player(ONE).hand.len();
    let asked = play(&state, "Eject");
    assert_eq!(choices(&asked), ["choose Indoctrinated Conscript", "choose Wedge Antilles"], "a Pilot upgrade");
    let done = run(asked.clone(), &["choose Indoctrinated Conscript"]);
    assert!(done.in_play(pilot) && done.card(pilot).attached.is_none(), "a unit now");
    assert_eq!(hangar::rules::swu::facts::power(&done, pilot), hangar::rules::swu::facts::power(&state, pilot));
    assert!(done.card(pilot).exhausted);
    assert_eq!(done.card(pilot).controller, TWO);
    assert_eq!(done.player(ONE).hand.len(), hand - 1 + 1, "Eject left the hand; a card drawn");
    let leader = run(asked, &["choose Wedge Antilles"]);
    assert!(leader.in_play(wedge) && leader.card(wedge).attached.is_none() && is_leader_unit(&leader, wedge));
    assert!(!is_leader_unit(&leader, xwing));
}
