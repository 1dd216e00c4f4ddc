//! Piloting Limit (lcg-ready-for-takeoff.txt): "If two or more Pilot enhancements are attached to
//! a single unit, that unit's controller must immediately discard Pilot enhancements from that
//! unit until only one remains."

use crate::support::{find, offered, take};
use hangar::engine::Common;
use hangar::engine::Ruleset;
use hangar::engine::Table;
use hangar::rules::lcg::facts;
use hangar::rules::lcg::Ask;
use hangar::rules::lcg::Initiative;
use hangar::rules::lcg::Lcg;
use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Prompt;
use hangar::rules::lcg::Role;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;
use hangar::rules::lcg::State;

const HOBBIE: &str = "Derek \"Hobbie\" Klivian";
const PLAY_HOBBIE: &str = "pilot Derek \"Hobbie\" Klivian > Rogue Squadron X-Wing [Rebel Alliance]";

/// Example 2, as the scenario registry builds it: Rogue Squadron X-Wing with Wedge Antilles
/// (0183) attached as a Pilot enhancement, Hobbie in hand, one resource to pay his pilot cost of 1.
fn example_2() -> State {
    hangar::rules::lcg::Example::PilotingLimit.position()
}

#[test]
fn example_2_second_pilot_makes_the_controller_choose_which_to_discard() {
    let state = example_2();
    assert_eq!(offered(&state), ["pass", PLAY_HOBBIE]);
    let (limit, _) = take(&state, PLAY_HOBBIE);
    let xwing = find(&limit, "Rogue Squadron X-Wing");
    assert_eq!(limit.prompt, Some(Prompt::new(Side::Light, Ask::DiscardPilot { host: xwing })));
    assert_eq!(offered(&limit), ["discard-pilot Derek \"Hobbie\" Klivian", "discard-pilot Wedge Antilles"]);

    let (after, _) = take(&limit, "discard-pilot Wedge Antilles");
    let wedge = find(&after, "Wedge Antilles");
    let hobbie = find(&after, HOBBIE);
    assert_eq!(facts::counted_pilots(&after, xwing), [hobbie], "only Hobbie remains attached");
    assert!(after.player(Side::Light).discard.contains(&wedge));
    assert_eq!(after.prompt, None);
    assert_eq!(offered(&after), ["pass"]);
}

#[test]
fn piloting_limit_discarding_hobbie_offers_his_interrupt_to_return_him_to_hand() {
    let (limit, _) = take(&example_2(), PLAY_HOBBIE);
    let (asked, _) = take(&limit, "discard-pilot Derek \"Hobbie\" Klivian");
    assert_eq!(offered(&asked), ["pass", "trigger Derek \"Hobbie\" Klivian"]);
    let (after, _) = take(&asked, "trigger Derek \"Hobbie\" Klivian");
    assert!(after.in_hand(Side::Light, find(&after, HOBBIE)));
    let xwing = find(&after, "Rogue Squadron X-Wing");
    assert_eq!(facts::counted_pilots(&after, xwing), [find(&after, "Wedge Antilles")]);
}

#[test]
fn piloting_limit_answers_are_the_only_legal_actions() {
    let (limit, _) = take(&example_2(), PLAY_HOBBIE);
    let rejected = Lcg::apply(&limit, &hangar::rules::lcg::Action::Initiative(Initiative::Pass)).unwrap_err();
    assert_eq!(rejected.reason, hangar::rules::lcg::Reason::Common(Common::ChoicePending));
    assert_eq!(rejected.rule, hangar::engine::Rule::from(hangar::rules::lcg::LcgRule::PilotingLimit));
}

#[test]
fn piloting_limit_nien_numb_does_not_count_against_it() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Deployment);
    let xwing = s.play(Side::Light, "0700");
    let nien = s.attach(Side::Light, "1180", xwing, Role::Pilot);
    s.hand(Side::Light, "0699");
    let state = s.build();
    assert_eq!(offered(&state), ["pass", PLAY_HOBBIE]);
    let (after, _) = take(&state, PLAY_HOBBIE);
    assert_eq!(after.prompt, None, "no discard is asked for");
    assert_eq!(facts::pilots_of(&after, xwing).count(), 2);
    assert_eq!(facts::counted_pilots(&after, xwing), [find(&after, HOBBIE)]);
    assert_eq!(facts::piloting(&after, nien), Some(xwing), "Nien Numb is still piloting");
}

#[test]
fn example_2_scenario_is_the_rulebook_position_with_its_rule_text() {
    let Some(hangar::rules::Game::Lcg(state)) = hangar::rules::scenario(hangar::rules::lcg::GAME, "lcg-piloting-limit")
    else {
        panic!("the Example 2 scenario exists");
    };
    assert_eq!(offered(&state), ["pass", PLAY_HOBBIE]);
    let view = hangar::rules::lcg::testing::board(&state);
    let reference = view.reference.expect("the rule text is shown beside the table");
    assert!(reference.text.contains("He chooses to discard Wedge Antilles"));
    assert_eq!(reference.rule, hangar::engine::Rule::from(hangar::rules::lcg::LcgRule::PilotingLimit));
}
