//! Leaders (base game) and pilot leaders: the Epic Action deploys a leader once per game as a unit,
//! or — Wedge Antilles, Darth Vader, Luke Skywalker, Rio Durant — as a Pilot upgrade on a friendly
//! Vehicle without a Pilot, which makes that Vehicle a leader unit while it is attached. Each
//! leader's own abilities on either side.

use crate::support::{attacks, cost, find, is_offered, offered, offered_like, plays, run, take, ONE, TWO};
use hangar::engine::Rule;
use hangar::engine::Ruleset;
use hangar::engine::Table;
use hangar::rules::swu::facts::hp;
use hangar::rules::swu::facts::is_leader_unit;
use hangar::rules::swu::facts::power;
use hangar::rules::swu::facts::shields_on;
use hangar::rules::swu::Action;
use hangar::rules::swu::Example;
use hangar::rules::swu::Keyword;
use hangar::rules::swu::Payment;
use hangar::rules::swu::Prompt;
use hangar::rules::swu::Reason;
use hangar::rules::swu::Scenario;
use hangar::rules::swu::State;
use hangar::rules::swu::Swu;
use hangar::rules::swu::SwuRule;

/// Wedge Antilles's player with `resources` resources (two of them exhausted), an Alliance X-Wing
/// and Hopeful Volunteer in hand; the opponent's TIE/ln Fighter.
fn wedge_table(resources: usize) -> State {
    let mut s = Scenario::skirmish();
    s.resources(ONE, resources);
    s.hand(ONE, "JTL_246");
    s.unit(ONE, "SOR_237");
    s.unit(TWO, "SOR_225");
    let mut state = s.build();
    for &r in state.player(ONE).resources.clone().iter().take(2) {
        state.card_mut(r).exhausted = true;
    }
    state
}

#[test]
fn leaders_deploy_needs_the_cost_in_resources_ready_or_not_and_happens_once() {
    let short = wedge_table(4);
    assert!(offered_like(&short, "deploy").is_empty());
    let wedge = find(&short, "Wedge Antilles");
    let refused = Swu::apply(&short, &Action::Deploy { leader: wedge }).unwrap_err();
    assert_eq!(
        (refused.reason, refused.rule),
        (Reason::NotEnoughResourcesToDeploy { need: 5, have: 4 }, Rule::from(SwuRule::Leaders))
    );
    let state = wedge_table(5);
    assert_eq!(offered_like(&state, "deploy"), ["deploy Wedge Antilles", "deploy Wedge Antilles > Alliance X-Wing"]);
    let (after, _) = take(&state, "deploy Wedge Antilles");
    assert!(after.in_play(wedge) && !after.card(wedge).exhausted, "a deployed leader unit enters ready");
    assert_eq!((power(&after, wedge), hp(&after, wedge)), (3, 6));
    assert!(is_leader_unit(&after, wedge));
    let after = run(after, &["pass"]);
    assert!(offered_like(&after, "deploy").is_empty(), "once per game");
    let refused = Swu::apply(&after, &Action::Deploy { leader: wedge }).unwrap_err();
    assert_eq!(refused.reason, Reason::EpicActionUsed);
}

#[test]
fn leaders_wedge_deploys_as_a_pilot_the_vehicle_becomes_a_leader_unit() {
    let state = wedge_table(5);
    let (after, _) = take(&state, "deploy Wedge Antilles > Alliance X-Wing");
    let xwing = find(&after, "Alliance X-Wing");
    let wedge = find(&after, "Wedge Antilles");
    assert_eq!(after.card(wedge).attached.map(|a| a.host), Some(xwing));
    assert!(is_leader_unit(&after, xwing) && !is_leader_unit(&after, wedge));
    assert_eq!((power(&after, xwing), hp(&after, xwing)), (5, 7), "+3/+4");
}

#[test]
fn leaders_wedge_as_a_pilot_the_next_pilot_card_this_phase_costs_1_less() {
    let state = wedge_table(5);
    let after = run(state, &["deploy Wedge Antilles > Alliance X-Wing", "pass"]);
    assert_eq!(cost(&after, "unit Hopeful Volunteer"), 2);
    let after = run(after, &["attack Alliance X-Wing > Shield Generator Complex", "pass"]);
    assert_eq!(cost(&after, "unit Hopeful Volunteer"), 1, "\"The next Pilot card you play this phase costs 1 less\"");
    let (played, _) = take(&after, "unit Hopeful Volunteer");
    assert_eq!(played.player(ONE).pilot_discount, 0, "used up");
}

#[test]
fn leaders_wedge_leader_side_plays_a_card_using_piloting_for_1_less() {
    let state = wedge_table(5);
    assert_eq!(
        plays(&state, "Hopeful Volunteer"),
        [
            "pilot Hopeful Volunteer > Alliance X-Wing [2]",
            "pilot Hopeful Volunteer > Alliance X-Wing via Wedge Antilles [1]",
            "unit Hopeful Volunteer [2]",
        ]
    );
}

#[test]
fn leaders_a_defeated_leader_pilot_returns_to_its_base_zone_exhausted_and_the_vehicle_is_no_leader() {
    let mut s = Scenario::skirmish();
    let xwing = s.unit(ONE, "SOR_237");
    let wedge = s.deploy_leader_as_pilot(ONE, xwing);
    s.damage(xwing, 6);
    s.unit(TWO, "SOR_225");
    let after = run(s.build(), &["attack Alliance X-Wing > TIE/ln Fighter"]);
    assert!(!after.in_play(wedge) && after.card(wedge).exhausted && after.card(wedge).damage == 0);
    assert!(!after.player(ONE).discard.contains(&wedge));
    assert!(after.player(ONE).discard.contains(&xwing));
    assert!(after.player(ONE).deployed, "the Epic Action stays used");
    let after = run(after, &["pass"]);
    assert!(offered_like(&after, "deploy").is_empty());
}

#[test]
fn leaders_example_darth_vader_deploys_as_a_pilot_and_creates_two_tie_fighters() {
    let state = Example::PilotLeader.position();
    assert_eq!(
        offered_like(&state, "deploy"),
        ["deploy Darth Vader", "deploy Darth Vader > TIE/ln Fighter"],
        "not the Onyx Squadron Brute, which has a Pilot"
    );
    let (after, _) = take(&state, "deploy Darth Vader > TIE/ln Fighter");
    let tie = find(&after, "TIE/ln Fighter");
    assert!(is_leader_unit(&after, tie));
    assert_eq!((power(&after, tie), hp(&after, tie)), (7, 6), "+5/+5");
    let tokens: Vec<_> = after.units_of(ONE).filter(|&u| after.def(u).token.is_some()).collect();
    assert_eq!(tokens.len(), 2, "When deployed as an upgrade: Create 2 TIE Fighter tokens");
    assert!(tokens.iter().all(|&t| after.card(t).exhausted), "token units enter play exhausted");
}

#[test]
fn leaders_darth_vader_leader_side_creates_a_tie_after_a_non_token_vehicle_attacked() {
    let state = Example::PilotLeader.position();
    assert!(!is_offered(&state, "action Darth Vader"), "no Vehicle has attacked yet");
    assert!(offered_like(&state, "action").is_empty(), "{:?}", offered(&state));
    let vader = find(&state, "Darth Vader");
    let refused =
        Swu::apply(&state, &Action::UseAbility { card: vader, target: None, payment: Payment::default() }).unwrap_err();
    assert_eq!(refused.reason, Reason::ConditionUnmet);
    let after = run(state, &["attack TIE/ln Fighter > Alliance X-Wing", "pass"]);
    assert_eq!(offered_like(&after, "action"), ["action Darth Vader"]);
    let (done, _) = take(&after, "action Darth Vader");
    assert!(done.card(vader).exhausted);
    assert_eq!(done.units_of(ONE).filter(|&u| done.def(u).token.is_some()).count(), 1);
}

/// Luke Skywalker, Hero of Yavin (leader) with six resources, an Alliance X-Wing (a Fighter) and a
/// Dilapidated Ski Speeder; the opponent's TIE/ln Fighter and AT-ST.
fn luke_table() -> State {
    let mut s = Scenario::new("JTL_012", "JTL_022", "JTL_006", "JTL_020");
    s.resources(ONE, 6);
    s.unit(ONE, "SOR_237");
    s.unit(ONE, "JTL_248");
    s.unit(TWO, "SOR_225");
    s.unit(TWO, "SOR_232");
    s.build()
}

#[test]
fn leaders_luke_leader_side_deals_1_damage_after_a_fighter_attacked() {
    let state = luke_table();
    assert!(offered_like(&state, "action").is_empty());
    let after = run(state, &["attack Alliance X-Wing > Shield Generator Complex", "pass"]);
    assert_eq!(
        offered_like(&after, "action"),
        [
            "action Luke Skywalker > AT-ST",
            "action Luke Skywalker > Alliance X-Wing",
            "action Luke Skywalker > Dilapidated Ski Speeder",
            "action Luke Skywalker > TIE/ln Fighter",
        ],
        "\"deal 1 damage to a unit\": the target is part of the action"
    );
    let (done, _) = take(&after, "action Luke Skywalker > TIE/ln Fighter");
    assert!(done.player(TWO).discard.contains(&find(&done, "TIE/ln Fighter")));
}

#[test]
fn leaders_luke_as_a_pilot_on_a_fighter_gives_on_attack_deal_3_damage() {
    let state = luke_table();
    let after = run(state, &["deploy Luke Skywalker > Alliance X-Wing", "pass"]);
    let after = run(after, &["attack Alliance X-Wing > Shield Generator Complex"]);
    assert!(matches!(after.prompt, Some(Prompt::Target { .. })));
    assert_eq!(
        offered(&after),
        ["choose AT-ST", "choose Alliance X-Wing", "choose Dilapidated Ski Speeder", "choose TIE/ln Fighter", "pass"],
        "\"you may deal 3 damage to a unit\": any unit, or none"
    );
    let (done, _) = take(&after, "choose AT-ST");
    assert_eq!(done.card(find(&done, "AT-ST")).damage, 3);
    assert_eq!(done.card(done.player(TWO).base).damage, 2 + 4, "then combat damage: 2 + 4");
    // On the Ski Speeder (not a Fighter), no such ability.
    let after = run(luke_table(), &["deploy Luke Skywalker > Dilapidated Ski Speeder", "pass"]);
    let after = run(after, &["attack Dilapidated Ski Speeder > AT-ST"]);
    assert!(after.prompt.is_none());
}

#[test]
fn leaders_rio_durant_attacks_with_a_space_unit_plus_1_and_saboteur() {
    let mut s = Scenario::new("JTL_015", "JTL_022", "JTL_006", "JTL_020");
    s.resources(ONE, 1);
    s.unit(ONE, "SOR_237");
    s.unit(ONE, "JTL_248");
    let sentinel = s.unit(TWO, "JTL_033");
    s.pilot(TWO, "JTL_058", sentinel);
    s.token_upgrade(TWO, hangar::rules::swu::Token::Shield, sentinel);
    s.unit(TWO, "SOR_225");
    let state = s.build();
    assert_eq!(
        attacks(&state),
        [
            "attack Alliance X-Wing > Onyx Squadron Brute",
            "attack Alliance X-Wing > Onyx Squadron Brute via Rio Durant [1]",
            "attack Alliance X-Wing > Shield Generator Complex via Rio Durant [1]",
            "attack Alliance X-Wing > TIE/ln Fighter via Rio Durant [1]",
            "attack Dilapidated Ski Speeder > Shield Generator Complex",
        ],
        "Sentinel holds a plain attack; Saboteur ignores it; the Ski Speeder is not a space unit"
    );
    let brute = find(&state, "Onyx Squadron Brute");
    let (done, _) = take(&state, "attack Alliance X-Wing > Onyx Squadron Brute via Rio Durant");
    assert!(shields_on(&done, brute).is_empty(), "Saboteur defeats the defender's Shields");
    assert_eq!(done.card(brute).damage, 3, "2 + 1 for this attack, not prevented");
    assert!(done.card(find(&done, "Rio Durant")).exhausted);
}

#[test]
fn leaders_rio_durant_as_a_pilot_gives_saboteur_and_plus_1_on_a_transport() {
    let mut s = Scenario::new("JTL_015", "JTL_022", "JTL_006", "JTL_020");
    s.resources(ONE, 5);
    s.unit(ONE, "JTL_249");
    s.unit(TWO, "SOR_225");
    let state = s.build();
    let (after, _) = take(&state, "deploy Rio Durant > Millennium Falcon");
    let falcon = find(&after, "Millennium Falcon");
    assert!(hangar::rules::swu::facts::has_keyword(&after, falcon, Keyword::Saboteur));
    // 3/4, Rio +3/+5, +1/+0 on a Transport, and the Falcon's +1/+0 per Pilot.
    assert_eq!((power(&after, falcon), hp(&after, falcon)), (8, 9));
}

/// Boba Fett, Any Methods Necessary (leader) with six resources, a TIE/ln Fighter and a
/// Dilapidated Ski Speeder in hand; the opponent's Alliance X-Wing with a Shield and an Escort
/// Skiff.
fn boba_table() -> State {
    let mut s = Scenario::new("JTL_009", "JTL_020", "JTL_008", "JTL_022");
    s.resources(ONE, 6);
    s.hand(ONE, "JTL_248");
    s.unit(ONE, "SOR_225");
    let xwing = s.unit(TWO, "SOR_237");
    s.token_upgrade(TWO, hangar::rules::swu::Token::Shield, xwing);
    s.unit(TWO, "SOR_114");
    s.build()
}

#[test]
fn card_jtl_009_boba_fett_deploys_as_a_pilot_and_divides_up_to_4_damage() {
    let state = boba_table();
    let after = run(state, &["deploy Boba Fett > TIE/ln Fighter"]);
    let tie = find(&after, "TIE/ln Fighter");
    assert!(is_leader_unit(&after, tie));
    assert_eq!((power(&after, tie), hp(&after, tie)), (6, 5), "+4/+4");
    assert!(matches!(after.prompt, Some(Prompt::Divide { left: 4, .. })));
    assert_eq!(offered(&after), ["choose Alliance X-Wing", "choose Escort Skiff", "choose TIE/ln Fighter", "pass"]);
    let after = run(after, &["choose Alliance X-Wing", "choose Alliance X-Wing", "choose Escort Skiff"]);
    assert!(matches!(after.prompt, Some(Prompt::Divide { left: 1, .. })));
    let (done, _) = take(&after, "pass");
    let xwing = find(&done, "Alliance X-Wing");
    assert_eq!(done.card(xwing).damage, 0, "one instance of 2 damage: the Shield prevents it");
    assert!(shields_on(&done, xwing).is_empty());
    assert_eq!(done.card(find(&done, "Escort Skiff")).damage, 1, "up to 4: three were assigned");
    assert_eq!(done.acting(), TWO);
}

#[test]
fn card_jtl_009_boba_fett_leader_side_indirect_damage_after_non_combat_damage() {
    let state = boba_table();
    let after = run(state, &["unit Dilapidated Ski Speeder"]);
    let boba = find(&after, "Boba Fett");
    assert!(
        matches!(after.prompt, Some(Prompt::Optional { source, .. }) if source == boba),
        "the Ski Speeder dealt 3 to itself"
    );
    assert_eq!(offered(&after), ["accept", "pass"]);
    let after = run(after, &["accept"]);
    assert!(after.card(boba).exhausted);
    assert_eq!(
        offered(&after),
        ["choose Resistance Headquarters", "choose Shield Generator Complex"],
        "a player, by their base"
    );
    let after = run(after, &["choose Resistance Headquarters"]);
    assert!(matches!(&after.prompt, Some(Prompt::Indirect(a)) if a.chooser == TWO), "that player assigns it");
    assert_eq!(offered(&after), ["choose Alliance X-Wing", "choose Escort Skiff", "choose Resistance Headquarters"]);
    let (done, _) = take(&after, "choose Alliance X-Wing");
    let xwing = find(&done, "Alliance X-Wing");
    assert_eq!(done.card(xwing).damage, 1, "unpreventable: the Shield stays");
    assert_eq!(shields_on(&done, xwing).len(), 1);
    // Declined, nothing happens and the leader stays ready.
    let declined = run(boba_table(), &["unit Dilapidated Ski Speeder", "pass"]);
    assert!(!declined.card(boba).exhausted && declined.prompt.is_none());
}
