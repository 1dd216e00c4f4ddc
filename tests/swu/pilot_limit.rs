//! How many Pilots a Vehicle carries: one (7.5.17.a), unless an ability overrides the restriction
//! (3.6.c: the Millennium Falcon's "You may play or deploy 1 additional Pilot on this unit", and
//! R2-D2's own permission and the allowance he grants, which add up).

use crate::support::{find, plays, run, take, ONE, TWO};
use hangar::engine::Rule;
use hangar::engine::Ruleset;
use hangar::engine::Table;
use hangar::rules::swu::facts::hp;
use hangar::rules::swu::facts::pilot_limit;
use hangar::rules::swu::facts::pilots_on;
use hangar::rules::swu::facts::power;
use hangar::rules::swu::Action;
use hangar::rules::swu::Example;
use hangar::rules::swu::Payment;
use hangar::rules::swu::Reason;
use hangar::rules::swu::Scenario;
use hangar::rules::swu::State;
use hangar::rules::swu::Swu;
use hangar::rules::swu::SwuRule;

#[test]
fn section_3_6_c_example_the_millennium_falcon_takes_one_additional_pilot() {
    let state = Example::ExtraPilot.position();
    let falcon = find(&state, "Millennium Falcon");
    assert_eq!((pilots_on(&state, falcon).len(), pilot_limit(&state, falcon)), (1, 2));
    assert_eq!(
        plays(&state, "Hopeful Volunteer"),
        [
            "pilot Hopeful Volunteer > Alliance X-Wing [2]",
            "pilot Hopeful Volunteer > Alliance X-Wing via Wedge Antilles [1]",
            "pilot Hopeful Volunteer > Millennium Falcon [2]",
            "pilot Hopeful Volunteer > Millennium Falcon via Wedge Antilles [1]",
            "unit Hopeful Volunteer [2]",
        ],
        "the Falcon, already piloted by Nien Nunb, is still eligible"
    );
    let after = run(state, &["pilot Hopeful Volunteer > Millennium Falcon", "pass"]);
    assert_eq!(pilots_on(&after, falcon).len(), 2);
    assert_eq!(
        plays(&after, "Sullustan Spacer"),
        [
            "pilot Sullustan Spacer > Alliance X-Wing [1]",
            "pilot Sullustan Spacer > Alliance X-Wing via Wedge Antilles [0]",
            "unit Sullustan Spacer [1]",
        ],
        "a third Pilot cannot go on the Falcon"
    );
    let spacer = find(&after, "Sullustan Spacer");
    let payment = Payment::of(&after.player(ONE).resources[2..3]);
    let refused =
        Swu::apply(&after, &Action::PlayPilot { card: spacer, host: falcon, piloting: 0, via: None, payment })
            .unwrap_err();
    assert_eq!(
        (refused.reason, refused.rule),
        (Reason::HostHasPilot { pilots: 2 }, Rule::from(SwuRule::RestrictionOverride))
    );
}

#[test]
fn section_3_6_c_the_falcon_gets_plus_one_power_for_each_pilot_on_it() {
    let state = Example::ExtraPilot.position();
    let falcon = find(&state, "Millennium Falcon");
    // 3/4; Nien Nunb +1/+2 and his "+1/+0 for each other friendly Pilot unit and upgrade" (none);
    // +1/+0 for the one Pilot.
    assert_eq!((power(&state, falcon), hp(&state, falcon)), (5, 6));
    let (after, _) = take(&state, "pilot Hopeful Volunteer > Millennium Falcon");
    // Hopeful Volunteer +1/+3; +1/+0 more for the second Pilot; Nien now counts one other Pilot.
    assert_eq!((power(&after, falcon), hp(&after, falcon)), (8, 9));
}

/// R2-D2 and a Clone Pilot in Wedge Antilles's hand, with a piloted Phoenix Squadron A-Wing and
/// an Alliance X-Wing.
fn r2_table() -> State {
    let mut s = Scenario::skirmish();
    s.resources(ONE, 5);
    s.hand(ONE, "JTL_245");
    s.hand(ONE, "JTL_108");
    let awing = s.unit(ONE, "JTL_095");
    s.pilot(ONE, "JTL_246", awing);
    s.unit(ONE, "SOR_237");
    s.unit(TWO, "SOR_225");
    s.build()
}

#[test]
fn section_3_6_c_r2_d2_can_be_played_on_a_vehicle_with_a_pilot() {
    let state = r2_table();
    assert_eq!(
        plays(&state, "R2-D2"),
        [
            "pilot R2-D2 > Alliance X-Wing [0]",
            "pilot R2-D2 > Alliance X-Wing via Wedge Antilles [0]",
            "pilot R2-D2 > Phoenix Squadron A-Wing [0]",
            "pilot R2-D2 > Phoenix Squadron A-Wing via Wedge Antilles [0]",
            "unit R2-D2 [1]",
        ]
    );
    assert_eq!(
        plays(&state, "Clone Pilot"),
        [
            "pilot Clone Pilot > Alliance X-Wing [2]",
            "pilot Clone Pilot > Alliance X-Wing via Wedge Antilles [1]",
            "unit Clone Pilot [2]",
        ]
    );
    let (after, _) = take(&state, "pilot R2-D2 > Phoenix Squadron A-Wing");
    let awing = find(&after, "Phoenix Squadron A-Wing");
    assert_eq!(
        (pilots_on(&after, awing).len(), pilot_limit(&after, awing)),
        (2, 2),
        "R2-D2 grants the allowance he used"
    );
    assert!(hangar::rules::swu::problems(&after).is_empty());
}

#[test]
fn section_3_6_c_r2_d2_grants_the_attached_unit_one_additional_pilot() {
    let state = r2_table();
    let after = run(state, &["pilot R2-D2 > Alliance X-Wing", "pass"]);
    let xwing = find(&after, "Alliance X-Wing");
    assert_eq!((pilots_on(&after, xwing).len(), pilot_limit(&after, xwing)), (1, 2));
    assert_eq!(
        plays(&after, "Clone Pilot"),
        [
            "pilot Clone Pilot > Alliance X-Wing [2]",
            "pilot Clone Pilot > Alliance X-Wing via Wedge Antilles [1]",
            "unit Clone Pilot [2]",
        ],
        "R2-D2 is a Pilot, and the X-Wing may carry one more"
    );
    let (full, _) = take(&after, "pilot Clone Pilot > Alliance X-Wing");
    assert_eq!(pilots_on(&full, xwing).len(), 2);
    // Seat 1 acts now; once it passes, Wedge Antilles deploys as a unit only.
    let full = run(full, &["pass"]);
    assert_eq!(crate::support::offered_like(&full, "deploy"), ["deploy Wedge Antilles"], "now it is full");
}

#[test]
fn section_3_6_c_the_overrides_add_up_r2_d2_on_the_falcon() {
    let mut s = Scenario::skirmish();
    s.resources(ONE, 6);
    s.hand(ONE, "JTL_245");
    s.hand(ONE, "JTL_255");
    let falcon = s.unit(ONE, "JTL_249");
    s.pilot(ONE, "JTL_093", falcon);
    s.pilot(ONE, "JTL_246", falcon);
    let state = s.build();
    assert_eq!(pilot_limit(&state, falcon), 2);
    assert_eq!(plays(&state, "Sullustan Spacer"), ["unit Sullustan Spacer [1]"], "the Falcon is full");
    let after = run(state, &["pilot R2-D2 > Millennium Falcon", "pass"]);
    assert_eq!(
        (pilots_on(&after, falcon).len(), pilot_limit(&after, falcon)),
        (3, 3),
        "1 + the Falcon's 1 + R2-D2's 1"
    );
    assert_eq!(plays(&after, "Sullustan Spacer"), ["unit Sullustan Spacer [1]"], "full again");
}

#[test]
fn section_3_6_c_a_pilot_leader_deploys_only_where_a_pilot_fits() {
    let state = r2_table();
    assert_eq!(
        crate::support::offered_like(&state, "deploy"),
        ["deploy Wedge Antilles", "deploy Wedge Antilles > Alliance X-Wing"],
        "not on the Phoenix Squadron A-Wing: it has its Pilot"
    );
    let after = run(state, &["pilot R2-D2 > Phoenix Squadron A-Wing", "pass"]);
    let wedge = find(&after, "Wedge Antilles");
    let awing = find(&after, "Phoenix Squadron A-Wing");
    let refused = Swu::apply(&after, &Action::DeployAsPilot { leader: wedge, host: awing }).unwrap_err();
    assert_eq!(refused.reason, Reason::HostHasPilot { pilots: 2 });
}

#[test]
fn section_3_6_c_the_falcon_takes_a_deployed_pilot_leader_as_its_additional_pilot() {
    // "You may play or deploy 1 additional Pilot on this unit."
    let state = Example::ExtraPilot.position();
    let state = {
        let mut s = state;
        for _ in 0..2 {
            let id = s.add_card(hangar::cards::swu::catalog().by_key("JTL_159").unwrap(), ONE);
            s.player_mut(ONE).resources.push(id);
        }
        s
    };
    assert_eq!(
        crate::support::offered_like(&state, "deploy"),
        [
            "deploy Wedge Antilles",
            "deploy Wedge Antilles > Alliance X-Wing",
            "deploy Wedge Antilles > Millennium Falcon"
        ]
    );
    let (after, _) = take(&state, "deploy Wedge Antilles > Millennium Falcon");
    let falcon = find(&after, "Millennium Falcon");
    assert_eq!(pilots_on(&after, falcon).len(), 2);
    assert!(hangar::rules::swu::facts::is_leader_unit(&after, falcon));
}
