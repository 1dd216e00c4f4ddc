//! Units attached as upgrades (shared/rules/swu-jump-to-lightspeed.txt 3.5) and the attachment
//! restriction a non-upgrade card carries while attached (3.6.b): L3-37 attaching instead of being
//! defeated, Luke Skywalker moving to the ground arena instead, and a Vehicle taking its Pilot
//! with it when it is defeated.

use crate::support::{attacks, find, offered, run, take, ONE, TWO};
use hangar::engine::Rule;
use hangar::engine::Table;
use hangar::rules::swu::facts::check_eligible;
use hangar::rules::swu::facts::hp;
use hangar::rules::swu::facts::power;
use hangar::rules::swu::testing::options;
use hangar::rules::swu::Effect;
use hangar::rules::swu::Example;
use hangar::rules::swu::Prompt;
use hangar::rules::swu::Reason;
use hangar::rules::swu::Restriction;
use hangar::rules::swu::Role;
use hangar::rules::swu::Scenario;
use hangar::rules::swu::State;
use hangar::rules::swu::SwuRule;
use hangar::rules::swu::Token;

/// L3-37 (3/3) with an Experience token, about to attack an AT-ST (6/7) and fall; seat 0 has an
/// Alliance X-Wing without a Pilot and a Phoenix Squadron A-Wing with one.
fn l3_table() -> State {
    let mut s = Scenario::skirmish();
    s.resources(ONE, 2);
    let l3 = s.unit(ONE, "JTL_049");
    s.token_upgrade(ONE, Token::Experience, l3);
    s.unit(ONE, "SOR_237");
    let awing = s.unit(ONE, "JTL_095");
    s.pilot(ONE, "JTL_108", awing);
    s.unit(TWO, "SOR_232");
    s.unit(TWO, "SOR_225");
    s.build()
}

#[test]
fn section_3_5_l3_37_would_be_defeated_and_may_attach_to_a_friendly_vehicle_without_a_pilot() {
    let state = l3_table();
    let after = run(state, &["attack L3-37 > AT-ST"]);
    let l3 = find(&after, "L3-37");
    assert!(matches!(after.prompt, Some(Prompt::Instead { card, .. }) if card == l3));
    assert_eq!(offered(&after), ["choose Alliance X-Wing", "pass"], "not the piloted A-Wing");
}

#[test]
fn section_3_5_attached_as_an_upgrade_her_damage_is_removed_and_her_upgrades_defeated() {
    let state = l3_table();
    let after = run(state, &["attack L3-37 > AT-ST", "choose Alliance X-Wing"]);
    let l3 = find(&after, "L3-37");
    let xwing = find(&after, "Alliance X-Wing");
    assert_eq!(after.card(l3).attached.map(|a| (a.host, a.role)), Some((xwing, Role::Pilot)));
    assert_eq!(after.card(l3).damage, 0, "all damage is removed");
    assert_eq!(after.attachments_of(l3).count(), 0, "her Experience token was defeated");
    assert_eq!(after.removed.len(), 1, "a token upgrade leaving play is removed from the game");
    assert_eq!((power(&after, xwing), hp(&after, xwing)), (5, 6), "she gives her upgrade modifiers, +3/+3");
    assert!(hangar::rules::swu::problems(&after).is_empty());
}

#[test]
fn section_3_5_an_upgrade_is_not_a_unit_for_all_purposes() {
    let state = l3_table();
    let after = run(state, &["attack L3-37 > AT-ST", "choose Alliance X-Wing", "pass"]);
    let l3 = find(&after, "L3-37");
    // Not an attacker, not a defender, not counted among units, not a target for "a unit".
    assert_eq!(
        attacks(&after),
        [
            "attack Alliance X-Wing > Shield Generator Complex",
            "attack Alliance X-Wing > TIE/ln Fighter",
            "attack Phoenix Squadron A-Wing > Shield Generator Complex",
            "attack Phoenix Squadron A-Wing > TIE/ln Fighter",
        ],
        "not L3-37"
    );
    assert!(!after.units().any(|u| u == l3));
    let chosen = options(&after, ONE, &Effect::DamageUnit { amount: 1, optional: false }, None);
    let titles: Vec<&str> = chosen.iter().map(|&c| &*after.def(c).title).collect();
    assert_eq!(titles, ["Alliance X-Wing", "Phoenix Squadron A-Wing", "AT-ST", "TIE/ln Fighter"], "not L3-37");
    // "If this unit would be defeated" no longer applies: she goes with her Vehicle.
    let mut s = Scenario::skirmish();
    let xwing = s.unit(ONE, "SOR_237");
    let l3 = s.pilot(ONE, "JTL_049", xwing);
    s.damage(xwing, 5);
    s.unit(ONE, "SOR_237");
    let tie = s.unit(TWO, "SOR_225");
    let state = s.build();
    let after = run(state, &["attack Alliance X-Wing > TIE/ln Fighter"]);
    assert!(after.prompt.is_none(), "no replacement for an upgrade");
    assert!(after.player(ONE).discard.contains(&l3) && after.player(ONE).discard.contains(&xwing));
    assert!(!after.in_play(tie));
}

#[test]
fn section_3_5_counting_units_skips_a_unit_attached_as_an_upgrade() {
    // Escort Skiff: "While you control another Command unit, this unit gains Ambush." A Command
    // Pilot attached as an upgrade is not a unit.
    let table = |as_upgrade: bool| {
        let mut s = Scenario::skirmish();
        s.resources(ONE, 4);
        s.hand(ONE, "SOR_114");
        let xwing = s.unit(ONE, "SOR_237");
        if as_upgrade {
            s.pilot(ONE, "JTL_108", xwing);
        } else {
            s.unit(ONE, "JTL_108");
        }
        s.unit(TWO, "JTL_068");
        run(s.build(), &["unit Escort Skiff"])
    };
    assert!(table(true).prompt.is_none(), "no Ambush: the Clone Pilot is an upgrade");
    assert!(matches!(table(false).prompt, Some(Prompt::Ambush { .. })), "Ambush: the Clone Pilot is a unit");
}

#[test]
fn section_3_5_declining_the_replacement_she_is_defeated_and_her_token_removed() {
    let state = l3_table();
    let after = run(state, &["attack L3-37 > AT-ST", "pass"]);
    let l3 = find(&after, "L3-37");
    assert!(after.player(ONE).discard.contains(&l3));
    assert_eq!(after.removed.len(), 1);
}

#[test]
fn section_3_6_b_a_piloting_upgrade_carries_its_restriction_and_eligibility_accounts_for_it() {
    let state = l3_table();
    let after = run(state, &["attack L3-37 > AT-ST", "choose Alliance X-Wing"]);
    let l3 = find(&after, "L3-37");
    assert_eq!(after.card(l3).restriction, Some(Restriction::FriendlyVehicleWithoutPilot));
    let check = |host: &str| check_eligible(&after, l3, find(&after, host)).map_err(|r| (r.reason, r.rule));
    let cite = Rule::from(SwuRule::AttachmentRestriction);
    assert_eq!(check("Phoenix Squadron A-Wing"), Err((Reason::HostHasPilot { pilots: 1 }, cite)));
    assert_eq!(check("TIE/ln Fighter"), Err((Reason::HostNotFriendly, cite)));
    assert_eq!(check("Alliance X-Wing"), Err((Reason::NotATarget, cite)), "not another unit");
    // An upgrade card carries no such restriction: any unit is eligible for it.
    let mut s = Scenario::new("JTL_006", "JTL_020", "JTL_008", "JTL_022");
    let tie = s.unit(ONE, "SOR_225");
    let acumen = s.upgrade(ONE, "TWI_120", tie);
    let enemy = s.unit(TWO, "SOR_237");
    let state = s.build();
    assert!(check_eligible(&state, acumen, enemy).is_ok());
}

#[test]
fn section_3_6_b_example_the_piloting_play_is_offered_only_where_the_restriction_allows() {
    let state = Example::PilotingRestriction.position();
    assert_eq!(
        crate::support::plays(&state, "Hopeful Volunteer"),
        [
            "pilot Hopeful Volunteer > Alliance X-Wing [2]",
            "pilot Hopeful Volunteer > Alliance X-Wing via Wedge Antilles [1]",
            "pilot Hopeful Volunteer > Dilapidated Ski Speeder [2]",
            "pilot Hopeful Volunteer > Dilapidated Ski Speeder via Wedge Antilles [1]",
            "unit Hopeful Volunteer [2]",
        ]
    );
    let (after, _) = take(&state, "pilot Hopeful Volunteer > Alliance X-Wing");
    let volunteer = find(&after, "Hopeful Volunteer");
    assert_eq!(after.card(volunteer).restriction, Some(Restriction::FriendlyVehicleWithoutPilot));
    let speeder = find(&after, "Dilapidated Ski Speeder");
    assert!(check_eligible(&after, volunteer, speeder).is_ok(), "it could have attached there");
}

/// Luke Skywalker, You Still With Me?, piloting an Alliance X-Wing with 2 damage that attacks a
/// TIE/ln Fighter (and falls).
fn luke_table() -> State {
    let mut s = Scenario::skirmish();
    let xwing = s.unit(ONE, "SOR_237");
    s.pilot(ONE, "JTL_094", xwing);
    s.damage(xwing, 4);
    s.unit(TWO, "SOR_225");
    s.build()
}

#[test]
fn section_3_6_b_luke_moves_to_the_ground_arena_and_loses_the_restriction() {
    let state = luke_table();
    let after = run(state, &["attack Alliance X-Wing > TIE/ln Fighter"]);
    let luke = find(&after, "Luke Skywalker");
    assert!(matches!(after.prompt, Some(Prompt::Instead { card, .. }) if card == luke));
    assert_eq!(offered(&after), ["accept", "pass"]);
    let (moved, _) = take(&after, "accept");
    assert!(moved.in_play(luke) && moved.card(luke).attached.is_none(), "a unit now");
    assert_eq!(moved.card(luke).restriction, None, "3.6.b: the restriction is lost");
    assert!(moved.card(luke).exhausted, "and exhausted");
    assert_eq!((power(&moved, luke), hp(&moved, luke)), (3, 2), "his unit stats now");
    assert!(moved.player(ONE).discard.contains(&find(&moved, "Alliance X-Wing")));
}

#[test]
fn section_3_5_a_defeated_vehicle_takes_its_pilot_to_the_discard_pile() {
    let state = luke_table();
    let after = run(state, &["attack Alliance X-Wing > TIE/ln Fighter", "pass"]);
    let luke = find(&after, "Luke Skywalker");
    assert!(after.player(ONE).discard.contains(&luke), "not back as a unit");
    let mut s = Scenario::skirmish();
    let awing = s.unit(ONE, "JTL_095");
    let pilot = s.pilot(ONE, "JTL_108", awing);
    s.damage(awing, 3);
    s.unit(TWO, "SOR_225");
    let after = run(s.build(), &["attack Phoenix Squadron A-Wing > TIE/ln Fighter"]);
    assert!(after.player(ONE).discard.contains(&pilot) && after.player(ONE).discard.contains(&awing));
    assert!(after.prompt.is_none());
}

#[test]
fn section_3_5_a_unit_card_attached_as_an_upgrade_has_no_when_defeated() {
    // Onyx Squadron Brute ("When Defeated: Heal 2 damage from a base") attached as an upgrade (no
    // card of this pool attaches it; a position from outside may): defeated with its host, it is
    // an upgrade leaving play, and its unit ability does not fire.
    let mut s = Scenario::new("JTL_006", "JTL_020", "JTL_008", "JTL_022");
    let tie = s.unit(ONE, "SOR_225");
    let brute = s.upgrade(ONE, "JTL_033", tie);
    s.unit(TWO, "SOR_237");
    let state = s.build();
    assert!(hangar::rules::swu::problems(&state).is_empty());
    let after = run(state, &["attack TIE/ln Fighter > Alliance X-Wing"]);
    assert!(after.player(ONE).discard.contains(&brute) && after.player(ONE).discard.contains(&tie));
    assert!(after.prompt.is_none(), "no \"heal 2 damage from a base\"");
    // As a unit, it fires.
    let mut s = Scenario::new("JTL_006", "JTL_020", "JTL_008", "JTL_022");
    let brute = s.unit(ONE, "JTL_033");
    s.damage(brute, 2);
    s.unit(TWO, "SOR_237");
    let after = run(s.build(), &["attack Onyx Squadron Brute > Alliance X-Wing"]);
    assert!(matches!(after.prompt, Some(Prompt::Target { .. })));
}
