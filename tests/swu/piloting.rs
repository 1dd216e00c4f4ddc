//! Piloting (shared/rules/swu-jump-to-lightspeed.txt 7.5.17 a–d), the Pilot trait (2.12) and the
//! modifiers a Pilot gives as an upgrade (2.9, 2.11). Each test asserts the outcome and the exact
//! plays offered.

use crate::support::{cost, find, offered, plays, take, ONE, TWO};
use hangar::engine::Rule;
use hangar::engine::Ruleset;
use hangar::engine::Table;
use hangar::rules::swu::facts;
use hangar::rules::swu::facts::hp;
use hangar::rules::swu::facts::is_upgrade_out_of_play;
use hangar::rules::swu::facts::piloting;
use hangar::rules::swu::facts::power;
use hangar::rules::swu::facts::type_out_of_play;
use hangar::rules::swu::facts::How;
use hangar::rules::swu::Action;
use hangar::rules::swu::CardType;
use hangar::rules::swu::Instruction;
use hangar::rules::swu::Payment;
use hangar::rules::swu::Piloting;
use hangar::rules::swu::Reason;
use hangar::rules::swu::Restriction;
use hangar::rules::swu::Role;
use hangar::rules::swu::Scenario;
use hangar::rules::swu::State;
use hangar::rules::swu::Swu;
use hangar::rules::swu::SwuRule;

/// Wedge Antilles's player with `resources` resources and Chewbacca in hand; an Alliance X-Wing
/// and a Dilapidated Ski Speeder without a Pilot, a Phoenix Squadron A-Wing with a Clone Pilot,
/// an Alliance Dispatcher (no Vehicle); the opponent's TIE/ln Fighter.
fn chewbacca_table(resources: usize) -> State {
    let mut s = Scenario::skirmish();
    s.resources(ONE, resources);
    s.hand(ONE, "JTL_103");
    s.unit(ONE, "SOR_237");
    let awing = s.unit(ONE, "JTL_095");
    s.pilot(ONE, "JTL_108", awing);
    s.unit(ONE, "JTL_248");
    s.unit(ONE, "SOR_093");
    s.resources(TWO, 2);
    s.unit(TWO, "SOR_225");
    s.build()
}

#[test]
fn section_7_5_17_a_a_pilot_is_offered_on_each_friendly_vehicle_without_a_pilot_and_as_a_unit() {
    let state = chewbacca_table(5);
    assert_eq!(
        plays(&state, "Chewbacca"),
        [
            "pilot Chewbacca > Alliance X-Wing [3]",
            "pilot Chewbacca > Alliance X-Wing via Wedge Antilles [2]",
            "pilot Chewbacca > Dilapidated Ski Speeder [3]",
            "pilot Chewbacca > Dilapidated Ski Speeder via Wedge Antilles [2]",
            "unit Chewbacca [5]",
            "unit Chewbacca via Alliance Dispatcher [4]",
        ],
        "not the piloted A-Wing, not the Dispatcher (no Vehicle), not the enemy TIE"
    );
}

#[test]
fn section_7_5_17_a_piloting_pays_y_instead_of_the_printed_cost() {
    let state = chewbacca_table(5);
    assert_eq!(cost(&state, "pilot Chewbacca > Alliance X-Wing"), 3, "Piloting [3, Command, Heroism]");
    assert_eq!(cost(&state, "unit Chewbacca"), 5, "the printed cost");
    let (after, _) = take(&state, "pilot Chewbacca > Alliance X-Wing");
    let chewie = find(&after, "Chewbacca");
    let xwing = find(&after, "Alliance X-Wing");
    assert_eq!(after.card(chewie).attached.map(|a| (a.host, a.role)), Some((xwing, Role::Pilot)));
    let exhausted = after.player(ONE).resources.iter().filter(|&&r| after.card(r).exhausted).count();
    assert_eq!(exhausted, 3, "three resources exhausted");
    assert!(!after.player(ONE).hand.contains(&chewie));
}

#[test]
fn section_7_5_17_a_the_aspect_penalty_counts_on_the_piloting_cost() {
    // Darth Vader (Command, Villainy) and Shield Generator Complex (Vigilance): R2-D2's
    // Piloting [0, Heroism] costs 0 + 2, and his printed 1 costs 1 + 2.
    let mut s = Scenario::new("JTL_006", "JTL_020", "JTL_008", "JTL_022");
    s.resources(ONE, 3);
    s.hand(ONE, "JTL_245");
    s.unit(ONE, "SOR_225");
    let state = s.build();
    assert_eq!(plays(&state, "R2-D2"), ["pilot R2-D2 > TIE/ln Fighter [2]", "unit R2-D2 [3]"]);
    // Sullustan Spacer's Piloting [1 resource] has no aspect icons: no penalty anywhere.
    let mut s = Scenario::new("JTL_006", "JTL_020", "JTL_008", "JTL_022");
    s.resources(ONE, 3);
    s.hand(ONE, "JTL_255");
    s.unit(ONE, "SOR_225");
    let state = s.build();
    assert_eq!(
        plays(&state, "Sullustan Spacer"),
        ["pilot Sullustan Spacer > TIE/ln Fighter [1]", "unit Sullustan Spacer [1]"]
    );
}

#[test]
fn section_7_5_17_a_an_unaffordable_pilot_is_refused_with_its_cost() {
    let state = chewbacca_table(2);
    assert_eq!(
        plays(&state, "Chewbacca"),
        [
            "pilot Chewbacca > Alliance X-Wing via Wedge Antilles [2]",
            "pilot Chewbacca > Dilapidated Ski Speeder via Wedge Antilles [2]"
        ]
    );
    let chewie = find(&state, "Chewbacca");
    let xwing = find(&state, "Alliance X-Wing");
    let payment = Payment::of(&state.player(ONE).resources);
    let action = Action::PlayPilot { card: chewie, host: xwing, piloting: 0, via: None, payment };
    let refused = Swu::apply(&state, &action).unwrap_err();
    assert_eq!(refused.reason, Reason::CannotAfford { cost: 3, available: 2 });
    assert_eq!(refused.rule, Rule::from(SwuRule::Resources));
}

#[test]
fn section_7_5_17_a_a_piloted_vehicle_an_enemy_vehicle_and_a_non_vehicle_are_refused_with_the_section() {
    let state = chewbacca_table(5);
    let chewie = find(&state, "Chewbacca");
    let payment = Payment::of(&state.player(ONE).resources[..3]);
    let on = |title: &str| {
        let host = find(&state, title);
        Swu::apply(&state, &Action::PlayPilot { card: chewie, host, piloting: 0, via: None, payment }).unwrap_err()
    };
    let piloted = on("Phoenix Squadron A-Wing");
    assert_eq!((piloted.reason, piloted.rule), (Reason::HostHasPilot { pilots: 1 }, Rule::from(SwuRule::Piloting)));
    let enemy = on("TIE/ln Fighter");
    assert_eq!((enemy.reason, enemy.rule), (Reason::HostNotFriendly, Rule::from(SwuRule::Piloting)));
    let dispatcher = on("Alliance Dispatcher");
    assert_eq!((dispatcher.reason, dispatcher.rule), (Reason::HostNotVehicle, Rule::from(SwuRule::Piloting)));
    let pilot = on("Clone Pilot");
    assert_eq!((pilot.reason, pilot.rule), (Reason::HostNotAUnit, Rule::from(SwuRule::UnitsAsUpgrades)));
}

#[test]
fn section_7_5_17_a_with_no_friendly_vehicle_the_pilot_is_played_only_as_a_unit() {
    let mut s = Scenario::skirmish();
    s.resources(ONE, 5);
    s.hand(ONE, "JTL_103");
    s.unit(ONE, "SOR_093");
    s.unit(TWO, "SOR_225");
    let state = s.build();
    assert_eq!(
        plays(&state, "Chewbacca"),
        ["unit Chewbacca [5]", "unit Chewbacca via Alliance Dispatcher [4]"],
        "no friendly Vehicle: no Piloting (the TIE is the opponent's)"
    );
}

#[test]
fn section_7_5_17_b_each_piloting_ability_is_independent() {
    // No card in the data has two Piloting abilities; the rule is checked on a definition that
    // has: each is offered on its own, with its own cost and aspects.
    let state = chewbacca_table(5);
    let mut def = state.def(find(&state, "Chewbacca")).clone();
    def.piloting.to_mut().push(Piloting { cost: 1, aspects: Vec::new().into() });
    assert_eq!(piloting(&def, 0).map(|p| p.cost), Some(3));
    assert_eq!(piloting(&def, 1).map(|p| (p.cost, p.aspects.len())), Some((1, 0)));
    assert_eq!(piloting(&def, 2), None);
    // A play that names a Piloting the card does not have is refused, citing 7.5.17.b.
    let chewie = find(&state, "Chewbacca");
    let xwing = find(&state, "Alliance X-Wing");
    let payment = Payment::of(&state.player(ONE).resources[..3]);
    let refused = Swu::apply(&state, &Action::PlayPilot { card: chewie, host: xwing, piloting: 1, via: None, payment })
        .unwrap_err();
    assert_eq!((refused.reason, refused.rule), (Reason::NoPiloting, Rule::from(SwuRule::PilotingIndependent)));
}

#[test]
fn section_7_5_17_c_which_instructions_may_use_piloting() {
    use Instruction::*;
    for (instruction, unit, pilot) in [
        (Unit, true, false),
        (Upgrade, false, true),
        (NonUnit, false, true),
        (Card, true, true),
        (UsingPiloting, false, true),
    ] {
        assert_eq!(facts::allows(instruction, How::Unit), unit, "{instruction:?} as a unit");
        assert_eq!(facts::allows(instruction, How::Pilot(0)), pilot, "{instruction:?} with Piloting");
    }
    assert!(facts::allows(Upgrade, How::Upgrade) && !facts::allows(Unit, How::Upgrade));
}

#[test]
fn section_7_5_17_d_out_of_play_a_piloting_card_is_a_unit_not_an_upgrade() {
    let state = chewbacca_table(5);
    let chewie = state.def(find(&state, "Chewbacca"));
    assert_eq!(type_out_of_play(chewie), CardType::Unit);
    assert!(!is_upgrade_out_of_play(chewie), "\"search your deck for an upgrade\" passes it by");
    let mut s = Scenario::skirmish();
    let acumen = s.hand(TWO, "TWI_120");
    let state = s.build();
    assert!(is_upgrade_out_of_play(state.def(acumen)), "an upgrade card is one");
}

#[test]
fn section_2_12_a_pilot_card_can_be_in_play_as_a_unit_or_as_an_upgrade() {
    let state = chewbacca_table(5);
    let (as_unit, _) = take(&state, "unit Chewbacca");
    let chewie = find(&as_unit, "Chewbacca");
    assert!(as_unit.in_play(chewie) && as_unit.card(chewie).attached.is_none());
    assert!(as_unit.card(chewie).exhausted, "units enter play exhausted");
    let (as_pilot, _) = take(&state, "pilot Chewbacca > Alliance X-Wing");
    assert!(as_pilot.in_play(chewie) && as_pilot.card(chewie).attached.is_some());
    assert_eq!(as_pilot.card(chewie).restriction, Some(Restriction::FriendlyVehicleWithoutPilot));
}

#[test]
fn section_2_9_and_2_11_a_pilot_gives_its_upgrade_modifiers_never_its_unit_stats() {
    let state = chewbacca_table(5);
    let xwing = find(&state, "Alliance X-Wing");
    assert_eq!((power(&state, xwing), hp(&state, xwing)), (2, 3));
    let (after, _) = take(&state, "pilot Chewbacca > Alliance X-Wing");
    assert_eq!((power(&after, xwing), hp(&after, xwing)), (5, 6), "+3/+3, not Chewbacca's 5/6");
    let (as_unit, _) = take(&state, "unit Chewbacca");
    let chewie = find(&as_unit, "Chewbacca");
    assert_eq!((power(&as_unit, chewie), hp(&as_unit, chewie)), (5, 6), "as a unit, his own stats");
    let awing = find(&state, "Phoenix Squadron A-Wing");
    assert_eq!((power(&state, awing), hp(&state, awing)), (5, 4), "3/2 with Clone Pilot's +2/+2");
}

#[test]
fn section_2_9_and_2_11_modifiers_add_up_with_tokens_and_other_pilots() {
    let mut s = Scenario::skirmish();
    let falcon = s.unit(ONE, "JTL_249");
    s.pilot(ONE, "JTL_255", falcon);
    s.pilot(ONE, "JTL_246", falcon);
    s.token_upgrade(ONE, hangar::rules::swu::Token::Experience, falcon);
    let state = s.build();
    // 3/4, Sullustan Spacer +1/+1, Hopeful Volunteer +1/+3, Experience +1/+1, and the Falcon's own
    // +1/+0 for each Pilot on it.
    assert_eq!((power(&state, falcon), hp(&state, falcon)), (3 + 1 + 1 + 1 + 2, 4 + 1 + 3 + 1));
}

#[test]
fn section_7_5_17_a_every_action_offered_carries_its_mode_host_and_payment() {
    let state = chewbacca_table(5);
    assert_eq!(
        offered(&state),
        [
            "attack Alliance Dispatcher > Shield Generator Complex",
            "attack Alliance X-Wing > Shield Generator Complex",
            "attack Alliance X-Wing > TIE/ln Fighter",
            "attack Dilapidated Ski Speeder > Shield Generator Complex",
            "attack Phoenix Squadron A-Wing > Shield Generator Complex",
            "attack Phoenix Squadron A-Wing > TIE/ln Fighter",
            "deploy Wedge Antilles",
            "deploy Wedge Antilles > Alliance X-Wing",
            "deploy Wedge Antilles > Dilapidated Ski Speeder",
            "initiative",
            "pass",
            "pilot Chewbacca > Alliance X-Wing [3]",
            "pilot Chewbacca > Alliance X-Wing via Wedge Antilles [2]",
            "pilot Chewbacca > Dilapidated Ski Speeder [3]",
            "pilot Chewbacca > Dilapidated Ski Speeder via Wedge Antilles [2]",
            "unit Chewbacca [5]",
            "unit Chewbacca via Alliance Dispatcher [4]",
        ]
    );
    // The payment inside each play is exactly its cost in ready resources, the first ones.
    let mut paid = 0;
    for action in Swu::legal_actions(&state) {
        if let Some(payment) =
            action.payment().filter(|_| matches!(action, Action::PlayUnit { .. } | Action::PlayPilot { .. }))
        {
            let written = <Swu as hangar::engine::Notation>::notation(&state, &action);
            assert_eq!(payment.len() as i64, cost(&state, written.rsplit_once(" [").unwrap().0), "{written}");
            assert_eq!(payment.cards(), &state.player(ONE).resources[..payment.len()]);
            paid += 1;
        }
    }
    assert_eq!(paid, 6, "Chewbacca's six plays");
}
