//! Pilot (X), lcg-ready-for-takeoff.txt / lcg-jump-to-lightspeed.txt, beyond Example 1 (which is
//! in lcg_pilot_x.rs): cost reductions, effects that put pilots into play, text kept in both
//! modes, and FFG's clarification of what a pilot is in and out of play.

use crate::support;

use crate::support::{find, offered, take};
use hangar::engine::Role;
use hangar::rules::lcg::def::CardType;
use hangar::rules::lcg::state::{Destination, Prompt, Search};
use hangar::rules::lcg::{pilot, Event, Phase, Scenario, Side};

const HOBBIE: &str = "Derek \"Hobbie\" Klivian";

#[test]
fn pilot_x_cost_reduction_pilot_ready_room_reduces_cost_and_pilot_cost_of_the_first_pilot_card() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Deployment);
    s.play(Side::Light, "0772");
    s.play(Side::Light, "0701");
    s.play(Side::Light, "0700");
    s.hand(Side::Light, "0699");
    s.hand(Side::Light, "0800");
    let state = s.build();
    assert_eq!(
        offered(&state),
        [
            "End the Deployment phase",
            "Play Derek \"Hobbie\" Klivian as a Pilot on Rogue Squadron X-Wing (pilot cost 0: free)",
            "Play Derek \"Hobbie\" Klivian as a unit (cost 1: focus Pilot Ready Room)",
            "Play Derek \"Hobbie\" Klivian as a unit (cost 1: focus Rebel Alliance)",
            "Play Derek \"Hobbie\" Klivian as a unit (cost 1: focus Running the Trench)",
            "Play Duros Smuggler as a Pilot on Rogue Squadron X-Wing (pilot cost 0: free)",
            "Play Duros Smuggler as a unit (cost 0: free)",
        ]
    );
    let (after, _) =
        take(&state, "Play Derek \"Hobbie\" Klivian as a Pilot on Rogue Squadron X-Wing (pilot cost 0: free)");
    assert_eq!(after.player(Side::Light).pilot_cards_played, 1);
    // Only the first Pilot card each turn is reduced: Duros Smuggler now pays his printed 1.
    assert!(offered(&after).contains(&"Play Duros Smuggler as a unit (cost 1: focus Rebel Alliance)".to_string()));
}

#[test]
fn pilot_x_cost_reduction_flight_academy_applies_to_baron_fel_in_either_mode() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF");
    s.play(Side::Dark, "0036");
    s.play(Side::Dark, "0716");
    s.play(Side::Dark, "0715");
    s.hand(Side::Dark, "0714");
    let state = s.build();
    assert_eq!(
        offered(&state),
        [
            "End the Deployment phase",
            "Play Baron Fel as a Pilot on 181st TIE Interceptor (pilot cost 1: focus Death and Despayre)",
            "Play Baron Fel as a Pilot on 181st TIE Interceptor (pilot cost 1: focus Flight Academy)",
            "Play Baron Fel as a Pilot on 181st TIE Interceptor (pilot cost 1: focus Imperial Navy)",
            "Play Baron Fel as a unit (cost 3: focus Death and Despayre, Flight Academy)",
            "Play Baron Fel as a unit (cost 3: focus Imperial Navy, Death and Despayre)",
        ]
    );
}

#[test]
fn pilot_x_put_into_play_by_stay_on_target_from_hand_or_discard_as_an_enhancement() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Deployment);
    let xwing = s.play(Side::Light, "0700");
    s.play(Side::Dark, "0715");
    s.hand(Side::Light, "0699");
    s.discard(Side::Light, "0183");
    let sot = s.discard(Side::Light, "0702");
    s.prompt(Prompt::PutIntoPlay { source: sot, chooser: Side::Light, search: Search::PilotFromHandOrDiscard });
    let state = s.build();
    // Stay on Target's text fixes the mode ("as an enhancement"), so no unit option is offered,
    // and only friendly Vehicle units are hosts.
    assert_eq!(
        offered(&state),
        [
            "Decline",
            "Put Derek \"Hobbie\" Klivian into play as a Pilot on Rogue Squadron X-Wing",
            "Put Wedge Antilles into play as a Pilot on Rogue Squadron X-Wing",
        ]
    );
    let (after, events) = take(&state, "Put Wedge Antilles into play as a Pilot on Rogue Squadron X-Wing");
    let wedge = find(&after, "Wedge Antilles");
    assert_eq!(after.card(wedge).attached.map(|a| (a.host, a.role)), Some((xwing, Role::Pilot)));
    assert!(after.player(Side::Light).discard.iter().all(|&c| c != wedge));
    assert!(!events.iter().any(|e| matches!(e, Event::FocusedForResources { .. })), "no cost is paid");
    assert_eq!(after.prompt, None);
}

#[test]
fn pilot_x_hobbie_interrupt_works_as_a_pilot_enhancement() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Deployment);
    let xwing = s.play(Side::Light, "0700");
    s.attach(Side::Light, "0699", xwing, Role::Pilot);
    s.damage(xwing, 2);
    let state = s.build();
    assert_eq!(
        offered(&state),
        ["End the Deployment phase", "Use Rogue Squadron X-Wing's Action on Derek \"Hobbie\" Klivian"]
    );
    let (asked, _) = take(&state, "Use Rogue Squadron X-Wing's Action on Derek \"Hobbie\" Klivian");
    assert!(matches!(asked.prompt, Some(Prompt::Interrupt { .. })));
    assert_eq!(offered(&asked), ["Decline", "Use Derek \"Hobbie\" Klivian's ability"]);
    let (after, events) = take(&asked, "Use Derek \"Hobbie\" Klivian's ability");
    let hobbie = find(&after, HOBBIE);
    assert!(after.in_hand(Side::Light, hobbie), "returned to hand instead of the discard pile");
    assert_eq!(after.card(xwing).damage, 0, "the X-Wing's Action still resolves");
    assert!(events.contains(&Event::LeftPlay { card: hobbie, to: Destination::OwnersHand, as_enhancement: true }));
}

#[test]
fn pilot_x_hobbie_interrupt_works_as_a_unit() {
    // Kris plays Jedi, so his Rebel Alliance Hobbie is out-of-faction; the Dark Side completes
    // Assassination Contract with Superlaser Blast and destroys each out-of-faction enemy unit.
    let mut s = Scenario::new("t", "IN-AFF", "J-AFF");
    support::superlaser_ready(&mut s);
    s.mission(Side::Dark, "0928");
    s.play(Side::Light, "0699");
    let state = s.build();
    let (completed, _) = take(&state, &support::superlaser_on("Assassination Contract"));
    assert_eq!(offered(&completed), ["Decline", "Use Assassination Contract's ability"]);
    let (asked, _) = take(&completed, "Use Assassination Contract's ability");
    assert_eq!(offered(&asked), ["Decline", "Use Derek \"Hobbie\" Klivian's ability"]);
    let (after, _) = take(&asked, "Use Derek \"Hobbie\" Klivian's ability");
    assert!(after.in_hand(Side::Light, find(&after, HOBBIE)));
}

#[test]
fn pilot_x_ffg_clarification_a_pilot_is_an_enhancement_in_play_and_a_unit_elsewhere() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Deployment);
    let xwing = s.play(Side::Light, "0700");
    let wedge = s.attach(Side::Light, "0183", xwing, Role::Pilot);
    let hobbie = s.hand(Side::Light, "0699");
    let state = s.build();
    assert_eq!(pilot::current_type(&state, wedge), CardType::Enhancement);
    assert_eq!(pilot::current_type(&state, hobbie), CardType::Unit);
    let (limit, _) = take(
        &state,
        "Play Derek \"Hobbie\" Klivian as a Pilot on Rogue Squadron X-Wing (pilot cost 1: focus Rebel Alliance)",
    );
    let (after, events) = take(&limit, "Discard Wedge Antilles");
    assert!(events.contains(&Event::LeftPlay { card: wedge, to: Destination::OwnersDiscard, as_enhancement: true }));
    assert_eq!(pilot::current_type(&after, wedge), CardType::Unit, "in the discard pile it is a unit again");
}

#[test]
fn pilot_x_hobbie_interrupt_is_asked_while_his_destroyed_host_is_still_in_play() {
    // Found by the property tests: the host must not leave before its pilot's Interrupt is answered.
    let mut s = Scenario::new("t", "IN-AFF", "J-AFF");
    support::superlaser_ready(&mut s);
    s.mission(Side::Dark, "0928");
    let xwing = s.play(Side::Light, "0700");
    s.attach(Side::Light, "0699", xwing, Role::Pilot);
    let state = s.build();
    let (completed, _) = take(&state, &support::superlaser_on("Assassination Contract"));
    let (asked, _) = take(&completed, "Use Assassination Contract's ability");
    assert!(matches!(asked.prompt, Some(Prompt::Interrupt { .. })));
    assert!(asked.in_play(xwing), "the X-Wing waits for its pilot's Interrupt");
    assert_eq!(offered(&asked), ["Decline", "Use Derek \"Hobbie\" Klivian's ability"]);
    let (after, _) = take(&asked, "Use Derek \"Hobbie\" Klivian's ability");
    assert!(after.in_hand(Side::Light, find(&after, HOBBIE)));
    assert!(after.player(Side::Light).discard.contains(&xwing));
}
