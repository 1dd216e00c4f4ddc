//! Card Type: Mission (lcg-jump-to-lightspeed.txt).

use crate::support;
use hangar::engine::SeatZone;
use hangar::engine::Table;

use crate::support::{find, offered, take};
use hangar::engine::Ruleset;
use hangar::engine::Target;
use hangar::rules::lcg::facts;
use hangar::rules::lcg::Ask;
use hangar::rules::lcg::Destination;
use hangar::rules::lcg::Event;
use hangar::rules::lcg::Lcg;
use hangar::rules::lcg::Outcome;
use hangar::rules::lcg::Prompt;
use hangar::rules::lcg::Reason;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;
use hangar::rules::lcg::Zone;

#[test]
fn mission_is_deployed_in_the_opponents_play_area_under_the_opponents_control() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF");
    let ambush = s.hand(Side::Dark, "0920");
    let state = s.build();
    assert!(facts::is_command_card(&state, ambush), "in hand a mission is a command card");
    assert_eq!(offered(&state), ["mission Prepared Ambush [Imperial Navy]", "pass"]);
    let (after, events) = take(&state, "mission Prepared Ambush [Imperial Navy]");
    assert!(after.player(Side::Light).play.contains(&ambush));
    assert_eq!(after.card(ambush).controller, Side::Light);
    assert_eq!(after.card(ambush).owner, Side::Dark);
    assert!(facts::is_objective(&after, ambush), "in play it is an objective");
    assert!(events.contains(&Event::MissionDeployed { card: ambush, into: Side::Light }));
}

#[test]
fn mission_only_one_per_play_area_and_no_other_can_enter() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF");
    s.play(Side::Dark, "0036");
    s.mission(Side::Dark, "0928");
    let ambush = s.hand(Side::Dark, "0920");
    let state = s.build();
    assert_eq!(offered(&state), ["pass"]);
    let refused = Lcg::drop(&state, ambush, Target::Zone(Zone::PlayArea.id(Side::Light))).unwrap_err();
    assert_eq!(refused.reason, Reason::MissionAlreadyThere);
    assert_eq!(refused.rule, hangar::engine::Rule::from(hangar::rules::lcg::LcgRule::Mission));
    assert!(facts::check_mission_can_enter(&state, Side::Dark).is_ok(), "the Dark Side's own area is free");
}

#[test]
fn mission_in_play_is_an_objective_that_objective_effects_can_target() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF");
    support::superlaser_ready(&mut s);
    s.play(Side::Light, "0772");
    s.mission(Side::Light, "0910");
    let in_hand = s.hand(Side::Light, "0910");
    let state = s.build();
    assert!(!facts::is_objective(&state, in_hand));
    assert_eq!(
        offered(&state),
        [
            support::superlaser_on("Death and Despayre"),
            support::superlaser_on("Defending the Trench"),
            support::superlaser_on("Ground Support"),
            support::superlaser_on("Running the Trench"),
            "pass".to_string(),
        ]
    );
}

#[test]
fn mission_destroyed_goes_to_its_owners_victory_pile_as_completed_and_offers_its_reaction() {
    // Ground Support, deployed by the Light Side in the Dark Side's play area, is destroyed there.
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF");
    let dnd = s.play(Side::Dark, "0036");
    s.play(Side::Dark, "0783");
    let tie = s.play(Side::Dark, "0715");
    let academy = s.play(Side::Dark, "0760");
    s.hand(Side::Dark, "0128");
    let support = s.mission(Side::Light, "0910");
    let state = s.build();
    let (completed, events) = take(&state, &support::superlaser_on("Ground Support"));
    assert!(completed.player(Side::Light).victory.contains(&support), "its owner's victory pile");
    assert!(events.contains(&Event::MissionCompleted { card: support, by: Side::Light }));
    assert!(facts::is_objective(&completed, support), "in a victory pile it is still an objective");
    assert_eq!(
        completed.prompt,
        Some(Prompt::new(Side::Light, Ask::Triggered { card: support, ability: 0, context: Some(support) }))
    );
    assert_eq!(offered(&completed), ["pass", "trigger Ground Support"]);

    let (after, _) = take(&completed, "trigger Ground Support");
    assert_eq!(after.card(tie).damage, 1);
    assert_eq!(after.card(dnd).damage, 1);
    assert!(after.player(Side::Dark).discard.contains(&academy), "1 damage destroys the Academy Pilot");
    assert_eq!(after.prompt, None);
}

#[test]
fn mission_completed_counts_as_a_destroyed_objective_toward_victory() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF");
    support::superlaser_ready(&mut s);
    s.mission(Side::Light, "0910");
    // Two Dark Side objectives the Light Side destroyed earlier.
    s.victory(Side::Light, "0036");
    s.victory(Side::Light, "0036");
    let state = s.build();
    assert_eq!(facts::victory_count(&state, Side::Light), 2);
    let (after, events) = take(&state, &support::superlaser_on("Ground Support"));
    assert_eq!(after.outcome, Some(Outcome::Won(Side::Light)));
    assert!(events.contains(&Event::Won { side: Side::Light }));
    assert!(offered(&after).is_empty());
}

#[test]
fn mission_reaction_prepared_ambush_lets_the_resolver_choose_unit_or_pilot() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF");
    s.play(Side::Dark, "0036");
    s.play(Side::Dark, "0783");
    let tie = s.play(Side::Dark, "0715");
    s.hand(Side::Dark, "0128");
    s.command_deck(Side::Dark, "0125");
    s.command_deck(Side::Dark, "0714");
    s.discard(Side::Dark, "1184");
    s.play(Side::Light, "0700");
    s.mission(Side::Dark, "0920");
    let state = s.build();
    let (completed, _) = take(&state, &support::superlaser_on("Prepared Ambush"));
    let (search, _) = take(&completed, "trigger Prepared Ambush");
    // Pilot (X): "When a card with the pilot (X) keyword is put into play by a card effect, the
    // player resolving the effect chooses whether it enters play as a unit or as a Pilot
    // enhancement." Admiral Screed (Officer, Pilot (2)) may be either; Baron Fel is no Officer.
    assert_eq!(
        offered(&search),
        ["pass", "put Admiral Screed", "put Admiral Screed > 181st TIE Interceptor", "put Stormtrooper Elite"]
    );
    let (after, events) = take(&search, "put Admiral Screed > 181st TIE Interceptor");
    let screed = find(&after, "Admiral Screed");
    assert_eq!(facts::piloting(&after, screed), Some(tie));
    assert!(events.contains(&Event::Shuffled { side: Side::Dark }), "Shuffle your deck.");
}

#[test]
fn mission_does_not_count_toward_three_objectives_in_the_refresh_phase() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF");
    s.play(Side::Light, "0772");
    s.play(Side::Light, "0819");
    let contract = s.mission(Side::Dark, "0928");
    let state = s.build();
    assert!(facts::is_objective(&state, contract));
    assert_eq!(facts::objectives_counted_for_refresh(&state, Side::Light), 2);
}

#[test]
fn mission_leaving_play_other_than_destroyed_goes_to_its_owners_discard_pile() {
    // "If a mission leaves play for any reason other than being destroyed, it is placed in its
    // owner's discard pile" — whatever destination the effect names.
    for named in [Destination::OwnersDiscard, Destination::OwnersHand, Destination::VictoryPile(Side::Light)] {
        let mut s = Scenario::new("t", "IN-AFF", "RA-AFF");
        let contract = s.mission(Side::Dark, "0928");
        let mut state = s.build();
        let mut events = Vec::new();
        let step = hangar::rules::lcg::Step::LeavePlay { card: contract, to: named, offered: false };
        hangar::rules::lcg::testing::schedule(&mut state, [step]);
        hangar::rules::lcg::testing::run(&mut state, &mut events);
        assert_eq!(state.player(Side::Dark).discard, [contract], "its owner's discard pile, not {named:?}");
        assert!(state.player(Side::Dark).hand.is_empty() && state.player(Side::Light).victory.is_empty());
        assert!(state.player(Side::Light).discard.is_empty() && state.player(Side::Dark).victory.is_empty());
        assert_eq!(state.card(contract).controller, Side::Dark);
        assert!(events.contains(&Event::LeftPlay {
            card: contract,
            to: Destination::OwnersDiscard,
            as_enhancement: false
        }));
    }
}

#[test]
fn mission_cannot_enter_an_objective_deck() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF");
    let contract = s.hand(Side::Dark, "0928");
    let objective = s.hand(Side::Dark, "0036");
    let state = s.build();
    assert!(!facts::can_enter_objective_deck(&state, contract));
    assert!(facts::can_enter_objective_deck(&state, objective));
}

#[test]
fn mission_under_the_opponents_control_is_out_of_faction() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF");
    let ambush = s.mission(Side::Dark, "0920");
    let support = s.mission(Side::Light, "0910");
    let state = s.build();
    assert!(facts::is_out_of_faction(&state, ambush));
    assert!(facts::is_out_of_faction(&state, support));
}

#[test]
fn mission_in_the_opponents_play_area_can_be_engaged_like_any_objective() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF");
    let despayre = s.play(Side::Dark, "0036");
    let trench = s.play(Side::Light, "0772");
    let support = s.mission(Side::Light, "0910");
    let ambush = s.mission(Side::Dark, "0920");
    let state = s.build();
    assert_eq!(facts::engageable_objectives(&state, Side::Light), [despayre, support]);
    assert_eq!(facts::engageable_objectives(&state, Side::Dark), [trench, ambush]);
}
