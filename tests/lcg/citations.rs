//! What a refusal cites: the card's own text where the text forbids the action ("Play only during
//! your turn", "Limit once per turn", a target it does not allow, a card that protects the
//! target), and the Core Set section where the rules do (timing, winning, faction).

use crate::support::{find, run};
use hangar::engine::Common;
use hangar::engine::Rule;
use hangar::engine::Ruleset;
use hangar::rules::lcg;
use hangar::rules::lcg::card_text;
use hangar::rules::lcg::Action;
use hangar::rules::lcg::Initiative;
use hangar::rules::lcg::Lcg;
use hangar::rules::lcg::LcgRule;
use hangar::rules::lcg::Outcome;
use hangar::rules::lcg::Payment;
use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Reason;
use hangar::rules::lcg::Role;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;
use hangar::rules::lcg::State;

fn refused(state: &State, action: Initiative) -> (Reason, Rule) {
    let rejected = Lcg::apply(state, &Action::Initiative(action)).expect_err("refused");
    (rejected.reason, rejected.rule)
}

#[test]
fn citations_superlaser_blast_outside_your_turn_cites_its_text() {
    // "Play only during your turn." The Dark Side acts in its window of the Light Side's turn.
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Deployment).turn(4, 0, Side::Light);
    let despayre = s.play(Side::Dark, "0036");
    let trench = s.play(Side::Dark, "0783");
    let blast = s.hand(Side::Dark, "0128");
    let running = s.play(Side::Light, "0772");
    let mut state = s.build();
    state.window = Some(Side::Dark);
    let play = Initiative::PlayEvent { card: blast, target: Some(running), payment: Payment::of(&[despayre, trench]) };
    assert_eq!(refused(&state, play), (Reason::OnlyDuringYourTurn, card_text("Superlaser Blast")));
}

#[test]
fn citations_rebel_assault_past_its_limit_cites_its_text() {
    // "(Limit 1 per turn.)": the second copy is refused by the card's words.
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Deployment).turn(4, 0, Side::Light);
    let despayre = s.play(Side::Dark, "0036");
    s.play(Side::Light, "0772");
    let heroes = s.play(Side::Light, "0819");
    s.hand(Side::Light, "0108");
    let second = s.hand(Side::Light, "0108");
    let state = run(s.build(), &["event Rebel Assault > Death and Despayre [Running the Trench]"]);
    let play = Initiative::PlayEvent { card: second, target: Some(despayre), payment: Payment::of(&[heroes]) };
    assert_eq!(refused(&state, play), (Reason::LimitReached, card_text("Rebel Assault")));
}

#[test]
fn citations_filthy_accusations_targets_cite_faction_or_its_text_or_the_card_that_protects() {
    // "Place 1 focus token on a target out-of-faction enemy unit." Kris (Jedi) controls a Jedi
    // unit and a Rogue Squadron X-Wing piloted by Wedge Antilles, under Heroes of the Rebellion
    // ("Your piloted Vehicle units cannot be targeted by enemy card effects").
    let mut s = Scenario::new("t", "IN-AFF", "J-AFF");
    let despayre = s.play(Side::Dark, "0036");
    let tie = s.play(Side::Dark, "0715");
    let accusations = s.hand(Side::Dark, "0927");
    let keeyan = s.play(Side::Light, "0768");
    s.play(Side::Light, "0819");
    let xwing = s.play(Side::Light, "0700");
    s.attach(Side::Light, "0183", xwing, Role::Pilot);
    let state = s.build();
    let on = |target| Initiative::PlayEvent { card: accusations, target: Some(target), payment: Payment::default() };
    assert_eq!(refused(&state, on(keeyan)), (Reason::InFaction, LcgRule::Faction.rule()));
    assert_eq!(refused(&state, on(tie)), (Reason::NotATarget, card_text("Filthy Accusations")), "not an enemy unit");
    assert_eq!(refused(&state, on(xwing)), (Reason::Untargetable, card_text("Heroes of the Rebellion")));
    assert_eq!(refused(&state, on(despayre)).1, card_text("Filthy Accusations"), "not a unit");
}

#[test]
fn citations_covering_fire_outside_an_engagement_cites_its_text() {
    // "Action: During an engagement, sacrifice a unit to place 1 shield on each friendly
    // participating unit."
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Deployment).turn(4, 0, Side::Light);
    s.play(Side::Dark, "0036");
    let running = s.play(Side::Light, "0772");
    s.play(Side::Light, "0163");
    let fire = s.hand(Side::Light, "0077");
    let state = s.build();
    let cost = lcg::facts::printed_cost(&state, Side::Light, fire);
    let payment = if cost == 0 { Payment::default() } else { Payment::of(&[running]) };
    let play = Initiative::PlayEvent { card: fire, target: None, payment };
    assert_eq!(refused(&state, play), (Reason::OnlyDuringAnEngagement, card_text("Covering Fire")));
}

#[test]
fn citations_darth_vader_stopping_an_event_cites_his_pilot_text() {
    // Pilot text: "While enhanced unit is participating in an engagement, opponent cannot
    // initiate card effects." The Light Side strikes first, Rebel Assault in hand.
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Conflict).turn(3, 0, Side::Light);
    let patrol = s.play(Side::Dark, "0761");
    s.attach(Side::Dark, "0784", patrol, Role::Pilot);
    let running = s.play(Side::Light, "0772");
    s.play(Side::Light, "0005");
    let assault = s.hand(Side::Light, "0108");
    let state = run(
        s.build(),
        &["engage Running the Trench", "declare TIE Fighter Patrol", "pass", "declare A-Wing", "pass", "pass", "pass"],
    );
    assert_eq!(state.acting(), Side::Light);
    let play = Initiative::PlayEvent { card: assault, target: Some(patrol), payment: Payment::of(&[running]) };
    assert_eq!(refused(&state, play), (Reason::CannotInitiate, card_text("Darth Vader")));
}

#[test]
fn citations_timing_and_winning_cite_their_core_sections() {
    // Actions are played in action windows: none is open while attackers are declared.
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Conflict).turn(4, 0, Side::Light);
    s.play(Side::Dark, "0036");
    let running = s.play(Side::Light, "0772");
    s.play(Side::Light, "0163");
    let assault = s.hand(Side::Light, "0108");
    let state = run(s.build(), &["engage Death and Despayre"]);
    let despayre = find(&state, "Death and Despayre");
    let play = Initiative::PlayEvent { card: assault, target: Some(despayre), payment: Payment::of(&[running]) };
    assert_eq!(refused(&state, play), (Reason::NoActionWindow, LcgRule::Timing.rule()));
    let mut over = state;
    over.outcome = Some(Outcome::Won(Side::Light));
    assert_eq!(refused(&over, Initiative::Pass), (Reason::Common(Common::GameOver), LcgRule::Winning.rule()));
}
