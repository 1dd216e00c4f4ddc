//! Moving Pilot enhancements: Training Procedures (set 154).

use crate::support::{find, offered, take};
use hangar::engine::Ruleset;
use hangar::engine::Table;
use hangar::engine::Target;
use hangar::rules::lcg;
use hangar::rules::lcg::Ask;
use hangar::rules::lcg::Initiative;
use hangar::rules::lcg::Lcg;
use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Prompt;
use hangar::rules::lcg::Role;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;
use hangar::rules::lcg::State;

/// Dark Side deployment: Training Procedures and Death and Despayre in play; Baron Fel pilots a
/// TIE Fighter Patrol; a 181st TIE Interceptor (piloted by an Academy Pilot when `crowded`) and
/// a Stormtrooper Elite stand by.
fn hangar_bay(crowded: bool) -> State {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Deployment).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0759");
    s.play(Side::Dark, "0036");
    let patrol = s.play(Side::Dark, "0761");
    s.attach(Side::Dark, "0714", patrol, Role::Pilot);
    let interceptor = s.play(Side::Dark, "0715");
    if crowded {
        s.attach(Side::Dark, "0760", interceptor, Role::Pilot);
    }
    s.play(Side::Dark, "0125");
    s.build()
}

#[test]
fn card_0759_training_procedures_moves_a_pilot_to_another_eligible_vehicle_for_1_resource() {
    // "Action: Spend 1 resource to move a friendly Pilot enhancement to another eligible Vehicle
    // unit you control."
    let state = hangar_bay(false);
    let moves = crate::support::offered_like(&state, "move ");
    assert_eq!(moves, ["move Baron Fel > 181st TIE Interceptor by Training Procedures"], "not onto the Stormtrooper");
    let (moved, _) = take(&state, &moves[0]);
    let fel = find(&moved, "Baron Fel");
    let interceptor = find(&moved, "181st TIE Interceptor");
    assert_eq!(moved.card(fel).attached.map(|a| (a.host, a.role)), Some((interceptor, Role::Pilot)));
    let paid = moved.cards.iter().filter(|c| c.focus > 0).count();
    assert_eq!(paid, 1, "1 resource spent");
}

#[test]
fn card_0759_training_procedures_by_drag_onto_a_piloted_vehicle_meets_the_piloting_limit() {
    let state = hangar_bay(true);
    let game = hangar::rules::Game::Lcg(state.clone());
    let fel = find(&state, "Baron Fel");
    let interceptor = find(&state, "181st TIE Interceptor");
    let (hangar::rules::Game::Lcg(moved), _) =
        game.drop_index(fel, Target::Card(interceptor)).and_then(|i| game.apply_index(i)).expect("a legal move")
    else {
        unreachable!("an LCG game")
    };
    assert_eq!(moved.prompt, Some(Prompt::new(Side::Dark, Ask::DiscardPilot { host: interceptor })));
    assert_eq!(offered(&moved), ["discard-pilot Academy Pilot", "discard-pilot Baron Fel"]);
    // Without a ready resource, no move is offered.
    let mut broke = state;
    for c in 0..broke.cards.len() {
        broke.cards[c].focus = if broke.def(hangar::engine::CardId(c as u16)).resources > 0 { 1 } else { 0 };
    }
    assert!(Lcg::legal_actions(&broke)
        .iter()
        .all(|a| !matches!(a, lcg::Action::Initiative(Initiative::MovePilot { .. }))));
    assert_eq!((broke.acting(), offered(&broke)), (Side::Dark, vec!["pass".to_string()]));
}
