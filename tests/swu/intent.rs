//! Declaring how a card is played (shared/rules/swu-jump-to-lightspeed.txt 6.2.a): a modified Play
//! a Card action that names the type of card fixes the way it is played (7.5.17.c).

use crate::support::{cost, find, plays, take, ONE, TWO};
use hangar::engine::Rule;
use hangar::engine::Ruleset;
use hangar::engine::Table;
use hangar::rules::swu::Action;
use hangar::rules::swu::Example;
use hangar::rules::swu::Instruction;
use hangar::rules::swu::Payment;
use hangar::rules::swu::Reason;
use hangar::rules::swu::Scenario;
use hangar::rules::swu::Swu;
use hangar::rules::swu::SwuRule;

#[test]
fn section_6_2_a_example_a_play_a_unit_action_cannot_use_piloting() {
    let state = Example::PlayAUnit.position();
    assert_eq!(
        plays(&state, "Luke Skywalker"),
        [
            "pilot Luke Skywalker > Alliance X-Wing [3]",
            "pilot Luke Skywalker > Alliance X-Wing via Wedge Antilles [2]",
            "unit Luke Skywalker [2]",
            "unit Luke Skywalker via Alliance Dispatcher [1]",
        ],
        "from hand either way; through the Dispatcher's \"Play a unit\" only as a unit"
    );
    assert_eq!(cost(&state, "unit Luke Skywalker via Alliance Dispatcher"), 1, "\"It costs 1 less\"");
    let luke = find(&state, "Luke Skywalker");
    let xwing = find(&state, "Alliance X-Wing");
    let dispatcher = find(&state, "Alliance Dispatcher");
    let payment = Payment::of(&state.player(ONE).resources[..2]);
    let action = Action::PlayPilot { card: luke, host: xwing, piloting: 0, via: Some(dispatcher), payment };
    let refused = Swu::apply(&state, &action).unwrap_err();
    assert_eq!(refused.reason, Reason::InstructionForbids { instruction: Instruction::Unit });
    assert_eq!(refused.rule, Rule::from(SwuRule::DeclaringIntent));
}

#[test]
fn section_6_2_a_the_unit_played_through_the_dispatcher_enters_as_a_unit_and_exhausts_it() {
    let state = Example::PlayAUnit.position();
    let (after, _) = take(&state, "unit Luke Skywalker via Alliance Dispatcher");
    let luke = find(&after, "Luke Skywalker");
    let dispatcher = find(&after, "Alliance Dispatcher");
    assert!(after.in_play(luke) && after.card(luke).attached.is_none());
    assert!(after.card(dispatcher).exhausted, "Action [Exhaust]");
    assert_eq!(after.player(ONE).resources.iter().filter(|&&r| after.card(r).exhausted).count(), 1);
}

#[test]
fn section_6_2_a_using_piloting_plays_only_as_an_upgrade() {
    // Wedge Antilles's leader side: "Play a card from your hand using Piloting. It costs 1 less."
    let state = Example::PlayAUnit.position();
    let luke = find(&state, "Luke Skywalker");
    let wedge = find(&state, "Wedge Antilles");
    let payment = Payment::of(&state.player(ONE).resources[..1]);
    let refused = Swu::apply(&state, &Action::PlayUnit { card: luke, via: Some(wedge), payment }).unwrap_err();
    assert_eq!(refused.reason, Reason::InstructionForbids { instruction: Instruction::UsingPiloting });
    assert_eq!(cost(&state, "pilot Luke Skywalker > Alliance X-Wing via Wedge Antilles"), 2);
    let (after, _) = take(&state, "pilot Luke Skywalker > Alliance X-Wing via Wedge Antilles");
    assert!(after.card(wedge).exhausted, "the leader exhausts");
    assert_eq!(after.card(luke).attached.map(|a| a.host), Some(find(&after, "Alliance X-Wing")));
}

#[test]
fn section_6_2_a_strategic_acumen_gives_the_attached_unit_a_play_a_unit_action() {
    // Strategic Acumen: "Attached unit gains: 'Action [Exhaust]: Play a unit from your hand. It
    // costs 1 less.'" Darth Vader's player, Academy Graduate in hand, a TIE/ln Fighter.
    let mut s = Scenario::new("JTL_006", "JTL_020", "JTL_008", "JTL_022");
    s.resources(ONE, 3);
    s.hand(ONE, "JTL_058");
    let at_rt = s.unit(ONE, "JTL_068");
    s.upgrade(ONE, "TWI_120", at_rt);
    s.unit(ONE, "SOR_225");
    s.unit(TWO, "SOR_237");
    let state = s.build();
    assert_eq!(
        plays(&state, "Academy Graduate"),
        [
            "pilot Academy Graduate > Perimeter AT-RT [2]",
            "pilot Academy Graduate > TIE/ln Fighter [2]",
            "unit Academy Graduate [2]",
            "unit Academy Graduate via Perimeter AT-RT [1]",
        ],
        "the AT-RT, not Strategic Acumen, has the Action; only as a unit"
    );
    let (after, _) = take(&state, "unit Academy Graduate via Perimeter AT-RT");
    assert!(after.card(at_rt).exhausted);
}

#[test]
fn section_6_2_a_an_exhausted_source_cannot_play_and_a_unit_only_discount_never_reaches_piloting() {
    let mut s = Scenario::skirmish();
    s.resources(ONE, 3);
    s.hand(ONE, "JTL_094");
    let dispatcher = s.unit(ONE, "SOR_093");
    s.exhaust(dispatcher);
    s.unit(ONE, "SOR_237");
    s.unit(TWO, "SOR_225");
    let state = s.build();
    assert_eq!(
        plays(&state, "Luke Skywalker"),
        [
            "pilot Luke Skywalker > Alliance X-Wing [3]",
            "pilot Luke Skywalker > Alliance X-Wing via Wedge Antilles [2]",
            "unit Luke Skywalker [2]",
        ]
    );
    let luke = find(&state, "Luke Skywalker");
    let payment = Payment::of(&state.player(ONE).resources[..1]);
    let refused = Swu::apply(&state, &Action::PlayUnit { card: luke, via: Some(dispatcher), payment }).unwrap_err();
    assert_eq!((refused.reason, refused.rule), (Reason::AbilityExhausted, Rule::from(SwuRule::Abilities)));
}
