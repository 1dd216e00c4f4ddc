//! Pilot (X), lcg-ready-for-takeoff.txt: Example 1 and the drops around it.
//! Each test asserts the outcome and the exact set of legal actions offered.

use crate::support::{cost, find, offered, run};
use hangar::engine::Common;
use hangar::engine::SeatZone;
use hangar::engine::Table;
use hangar::engine::{CardId, Message, Rule, Ruleset, Say, Target, ZoneId};
use hangar::rules::lcg;
use hangar::rules::lcg::example_1;
use hangar::rules::lcg::facts;
use hangar::rules::lcg::testing::card_view;
use hangar::rules::lcg::Action;
use hangar::rules::lcg::Initiative;
use hangar::rules::lcg::Lcg;
use hangar::rules::lcg::LcgRule;
use hangar::rules::lcg::Payment;
use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Reason;
use hangar::rules::lcg::Role;
use hangar::rules::lcg::Side;
use hangar::rules::lcg::State;
use hangar::rules::lcg::Zone;

#[test]
fn example_1_offers_pilot_and_unit_play_exactly() {
    let state = example_1();
    assert_eq!(
        offered(&state),
        [
            "pass",
            "pilot Baron Fel > 181st TIE Interceptor [Death and Despayre]",
            "pilot Baron Fel > 181st TIE Interceptor [Defending the Trench]",
            "unit Baron Fel [Death and Despayre, Defending the Trench]",
        ]
    );
    assert_eq!(cost(&state, "pilot Baron Fel > 181st TIE Interceptor"), 2, "the pilot cost");
    assert_eq!(cost(&state, "unit Baron Fel"), 4, "the printed cost");
}

#[test]
fn example_1_pilot_cost_2_attaches_baron_fel_as_pilot_enhancement() {
    let state = example_1();
    let fel = find(&state, "Baron Fel");
    let tie = find(&state, "181st TIE Interceptor");
    let dnd = find(&state, "Death and Despayre");
    let action = Action::Initiative(Initiative::PlayPilot { card: fel, host: tie, payment: Payment::of(&[dnd]) });
    let (after, events) = Lcg::apply(&state, &action).expect("legal");

    assert_eq!(after.card(fel).attached.map(|a| (a.host, a.role)), Some((tie, Role::Pilot)));
    assert_eq!(after.card(dnd).focus, 1, "the pilot cost 2 is paid by focusing a 2-resource objective");
    assert!(!after.in_hand(Side::Dark, fel));
    assert!(facts::is_piloted(&after, tie), "Piloted and Piloting: the TIE is piloted");
    assert_eq!(facts::piloting(&after, fel), Some(tie), "Baron Fel is piloting the TIE");
    assert!(facts::pilot_text_live(&after, fel), "his parenthetical text is live");
    assert_eq!(events.len(), 2);
    assert_eq!(offered(&after), ["pass"], "no card left to play");
}

#[test]
fn example_1_baron_fel_piloting_a_fighter_grants_elite_and_edge_1() {
    let state = example_1();
    let fel = find(&state, "Baron Fel");
    let tie = find(&state, "181st TIE Interceptor");
    let action = Lcg::drop(&state, fel, Target::Card(tie)).expect("legal drop");
    let (after, _) = Lcg::apply(&state, &action).unwrap();
    let badges = card_view(&after, tie).badges;
    let m = Message::new;
    assert_eq!(badges, [m("lcg-badge-piloted"), m("lcg-keyword-elite"), m("lcg-keyword-edge").number("n", 1u8)]);
    let enemy = find(&after, "Rogue Squadron X-Wing");
    assert!(card_view(&after, enemy).badges.is_empty(), "only friendly Fighters gain them");
}

#[test]
fn example_1_played_as_a_unit_pays_printed_cost_4_and_pilot_text_is_not_active() {
    let state = example_1();
    let fel = find(&state, "Baron Fel");
    let action = Lcg::drop(&state, fel, Target::Zone(Zone::PlayArea.id(Side::Dark))).expect("legal");
    assert!(matches!(action, Action::Initiative(Initiative::PlayUnit { .. })));
    let (after, _) = Lcg::apply(&state, &action).unwrap();
    assert_eq!(after.card(find(&after, "Death and Despayre")).focus, 1);
    assert_eq!(after.card(find(&after, "Defending the Trench")).focus, 1);
    assert_eq!(after.card(fel).attached, None);
    assert!(!facts::pilot_text_live(&after, fel));
    let text = card_view(&after, fel).text;
    assert_eq!(text[1].live, Some(false), "the parenthetical pilot text is shown inactive");
    let tie = find(&after, "181st TIE Interceptor");
    assert!(card_view(&after, tie).badges.is_empty(), "no pilot, no grant");
}

/// A drop on no zone of the table.
const OFF_THE_TABLE: Target = Target::Zone(ZoneId(999));

fn refused(state: &State, source: CardId, target: Target) -> (Reason, Rule) {
    let rejected = Lcg::drop(state, source, target).expect_err("illegal drop");
    (rejected.reason, rejected.rule)
}

#[test]
fn pilot_x_refuses_an_enemy_vehicle() {
    let state = example_1();
    let fel = find(&state, "Baron Fel");
    let xwing = find(&state, "Rogue Squadron X-Wing");
    assert_eq!(refused(&state, fel, Target::Card(xwing)), (Reason::HostNotFriendly, Rule::from(LcgRule::PilotX)));
}

#[test]
fn pilot_x_refuses_an_objective() {
    let state = example_1();
    let fel = find(&state, "Baron Fel");
    let objective = find(&state, "Death and Despayre");
    assert_eq!(refused(&state, fel, Target::Card(objective)), (Reason::HostNotAUnit, Rule::from(LcgRule::PilotX)));
}

#[test]
fn dropping_on_the_empty_table_or_the_enemy_play_area_is_refused() {
    let state = example_1();
    let fel = find(&state, "Baron Fel");
    assert_eq!(refused(&state, fel, OFF_THE_TABLE).0, Reason::OffTheTable);
    assert_eq!(refused(&state, fel, Target::Zone(Zone::PlayArea.id(Side::Light))).0, Reason::OpponentsPlayArea);
}

#[test]
fn an_illegal_apply_leaves_the_state_unchanged() {
    let state = example_1();
    let before = state.clone();
    let fel = find(&state, "Baron Fel");
    let xwing = find(&state, "Rogue Squadron X-Wing");
    let dnd = find(&state, "Death and Despayre");
    let action = Action::Initiative(Initiative::PlayPilot { card: fel, host: xwing, payment: Payment::of(&[dnd]) });
    assert!(Lcg::apply(&state, &action).is_err());
    assert_eq!(state, before);
}

#[test]
fn pilot_cost_must_be_paid_with_ready_resources() {
    let state = example_1();
    let fel = find(&state, "Baron Fel");
    let tie = find(&state, "181st TIE Interceptor");
    let aff = state.player(Side::Dark).affiliation;
    let short = Action::Initiative(Initiative::PlayPilot { card: fel, host: tie, payment: Payment::of(&[aff]) });
    assert_eq!(Lcg::apply(&state, &short).unwrap_err().reason, Reason::NotEnoughPaid { cost: 2, paid: 1 });
    let dnd = find(&state, "Death and Despayre");
    let over = Action::Initiative(Initiative::PlayPilot { card: fel, host: tie, payment: Payment::of(&[aff, dnd]) });
    assert_eq!(Lcg::apply(&state, &over).unwrap_err().reason, Reason::Overpaid);
}

#[test]
fn a_non_pilot_card_cannot_be_dropped_on_a_vehicle() {
    let mut s = lcg::Scenario::new("t", "IN-AFF", "RA-AFF");
    s.play(Side::Dark, "0036");
    let tie = s.play(Side::Dark, "0715");
    let second_tie = s.hand(Side::Dark, "0715");
    let state = s.build();
    assert_eq!(refused(&state, second_tie, Target::Card(tie)).0, Reason::NoPilotKeyword);
}

#[test]
fn ending_the_deployment_phase_completes_example_1() {
    let state = example_1();
    let (after, events) = Lcg::apply(&state, &Action::Initiative(Initiative::Pass)).unwrap();
    assert_eq!(after.outcome, Some(lcg::Outcome::ScenarioComplete));
    assert_eq!(events.last(), Some(&lcg::Event::ScenarioComplete));
    assert!(Lcg::legal_actions(&after).is_empty());
    assert_eq!(state.phase, Phase::Deployment);
}

#[test]
fn state_round_trips_through_serde() {
    let state = example_1();
    let json = serde_json::to_string(&state).unwrap();
    let back: State = serde_json::from_str(&json).unwrap();
    assert_eq!(back, state);
}

#[test]
fn a_drop_naming_no_card_of_the_game_is_refused_not_a_panic() {
    let game = hangar::rules::Game::Lcg(example_1());
    let refusal = game.drop_index(CardId(999), OFF_THE_TABLE).unwrap_err();
    assert_eq!(refusal.reason, Reason::Common(Common::NoSuchCard).say());
    let fel = find(&example_1(), "Baron Fel");
    assert!(game.drop_index(fel, Target::Card(CardId(999))).is_err());
}

#[test]
fn a_card_played_from_hand_enters_play_with_no_tokens() {
    // A position from outside could leave tokens on a card in hand (validation refuses such a
    // save); however it got them, the card enters play without them, as a unit or as a pilot.
    let mut state = example_1();
    let fel = find(&state, "Baron Fel");
    let cs = state.card_mut(fel);
    (cs.focus, cs.damage, cs.shields, cs.committed) = (1, 2, 1, true);
    for play in [
        "unit Baron Fel [Death and Despayre, Defending the Trench]",
        "pilot Baron Fel > 181st TIE Interceptor [Death and Despayre]",
    ] {
        let played = run(state.clone(), &[play]);
        let cs = played.card(fel);
        assert_eq!((cs.focus, cs.damage, cs.shields, cs.committed), (0, 0, 0, false), "{play}");
    }
}
