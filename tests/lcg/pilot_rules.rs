//! Pilot (X), lcg-ready-for-takeoff.txt / lcg-jump-to-lightspeed.txt, beyond Example 1 (which is
//! in lcg_pilot_x.rs): cost reductions, effects that put pilots into play, text kept in both
//! modes, and FFG's clarification of what a pilot is in and out of play.

use crate::support;
use hangar::engine::Table;

use crate::support::{cost, find, offered, take};
use hangar::rules::lcg::ability::CardFilter;
use hangar::rules::lcg::ability::Pile;
use hangar::rules::lcg::def::CardType;
use hangar::rules::lcg::facts;
use hangar::rules::lcg::Ask;
use hangar::rules::lcg::Destination;
use hangar::rules::lcg::Event;
use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Prompt;
use hangar::rules::lcg::Role;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Search;
use hangar::rules::lcg::Side;

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
            "pass",
            "pilot Derek \"Hobbie\" Klivian > Rogue Squadron X-Wing [free]",
            "pilot Duros Smuggler > Rogue Squadron X-Wing [free]",
            "unit Derek \"Hobbie\" Klivian [Pilot Ready Room]",
            "unit Derek \"Hobbie\" Klivian [Rebel Alliance]",
            "unit Derek \"Hobbie\" Klivian [Running the Trench]",
            "unit Duros Smuggler [free]",
        ]
    );
    let plays = ["pilot Derek \"Hobbie\" Klivian > Rogue Squadron X-Wing", "unit Derek \"Hobbie\" Klivian"];
    assert_eq!(plays.map(|p| cost(&state, p)), [0, 1], "Hobbie's pilot cost 1 and cost 2, each less 1");
    let plays = ["pilot Duros Smuggler > Rogue Squadron X-Wing", "unit Duros Smuggler"];
    assert_eq!(plays.map(|p| cost(&state, p)), [0, 0]);
    let (after, _) = take(&state, "pilot Derek \"Hobbie\" Klivian > Rogue Squadron X-Wing [free]");
    assert_eq!(after.player(Side::Light).pilot_cards_played, 1);
    // Only the first Pilot card each turn is reduced: Duros Smuggler now pays his printed 1.
    assert_eq!(
        support::plays(&after, "Duros Smuggler"),
        [
            "pilot Duros Smuggler > Rogue Squadron X-Wing [free]",
            "unit Duros Smuggler [Pilot Ready Room]",
            "unit Duros Smuggler [Rebel Alliance]",
            "unit Duros Smuggler [Running the Trench]",
        ]
    );
    assert_eq!(cost(&after, "unit Duros Smuggler"), 1);
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
            "pass",
            "pilot Baron Fel > 181st TIE Interceptor [Death and Despayre]",
            "pilot Baron Fel > 181st TIE Interceptor [Flight Academy]",
            "pilot Baron Fel > 181st TIE Interceptor [Imperial Navy]",
            "unit Baron Fel [Death and Despayre, Flight Academy]",
            "unit Baron Fel [Imperial Navy, Death and Despayre]",
        ]
    );
    assert_eq!(cost(&state, "pilot Baron Fel > 181st TIE Interceptor"), 1, "pilot cost 2 less 1");
    assert_eq!(cost(&state, "unit Baron Fel"), 3, "cost 4 less 1");
}

#[test]
fn pilot_x_put_into_play_by_stay_on_target_from_hand_or_discard_as_an_enhancement() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Deployment);
    let xwing = s.play(Side::Light, "0700");
    s.play(Side::Dark, "0715");
    s.hand(Side::Light, "0699");
    s.discard(Side::Light, "0183");
    let sot = s.discard(Side::Light, "0702");
    let pilot_card = CardFilter { traits: vec!["Pilot".into()].into(), ..CardFilter::default() };
    let search = Search::Piles { from: vec![Pile::Hand, Pile::Discard].into(), take: pilot_card, as_enhancement: true };
    s.prompt(Prompt::new(Side::Light, Ask::PutIntoPlay { source: sot, search }));
    let state = s.build();
    // Stay on Target's text fixes the mode ("as an enhancement"), so no unit option is offered,
    // and only friendly Vehicle units are hosts.
    assert_eq!(
        offered(&state),
        ["pass", "put Derek \"Hobbie\" Klivian > Rogue Squadron X-Wing", "put Wedge Antilles > Rogue Squadron X-Wing"]
    );
    let (after, events) = take(&state, "put Wedge Antilles > Rogue Squadron X-Wing");
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
    assert_eq!(offered(&state), ["action Rogue Squadron X-Wing > Derek \"Hobbie\" Klivian", "pass"]);
    let (asked, _) = take(&state, "action Rogue Squadron X-Wing > Derek \"Hobbie\" Klivian");
    assert!(matches!(asked.prompt, Some(Prompt { kind: Ask::Triggered { .. }, .. })));
    assert_eq!(offered(&asked), ["pass", "trigger Derek \"Hobbie\" Klivian"]);
    let (after, events) = take(&asked, "trigger Derek \"Hobbie\" Klivian");
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
    assert_eq!(offered(&completed), ["pass", "trigger Assassination Contract"]);
    let (asked, _) = take(&completed, "trigger Assassination Contract");
    assert_eq!(offered(&asked), ["pass", "trigger Derek \"Hobbie\" Klivian"]);
    let (after, _) = take(&asked, "trigger Derek \"Hobbie\" Klivian");
    assert!(after.in_hand(Side::Light, find(&after, HOBBIE)));
}

#[test]
fn pilot_x_ffg_clarification_a_pilot_is_an_enhancement_in_play_and_a_unit_elsewhere() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Deployment);
    let xwing = s.play(Side::Light, "0700");
    let wedge = s.attach(Side::Light, "0183", xwing, Role::Pilot);
    let hobbie = s.hand(Side::Light, "0699");
    let state = s.build();
    assert_eq!(facts::current_type(&state, wedge), CardType::Enhancement);
    assert_eq!(facts::current_type(&state, hobbie), CardType::Unit);
    let (limit, _) = take(&state, "pilot Derek \"Hobbie\" Klivian > Rogue Squadron X-Wing [Rebel Alliance]");
    let (after, events) = take(&limit, "discard-pilot Wedge Antilles");
    assert!(events.contains(&Event::LeftPlay { card: wedge, to: Destination::OwnersDiscard, as_enhancement: true }));
    assert_eq!(facts::current_type(&after, wedge), CardType::Unit, "in the discard pile it is a unit again");
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
    let (asked, _) = take(&completed, "trigger Assassination Contract");
    assert!(matches!(asked.prompt, Some(Prompt { kind: Ask::Triggered { .. }, .. })));
    assert!(asked.in_play(xwing), "the X-Wing waits for its pilot's Interrupt");
    assert_eq!(offered(&asked), ["pass", "trigger Derek \"Hobbie\" Klivian"]);
    let (after, _) = take(&asked, "trigger Derek \"Hobbie\" Klivian");
    assert!(after.in_hand(Side::Light, find(&after, HOBBIE)));
    assert!(after.player(Side::Light).discard.contains(&xwing));
}
