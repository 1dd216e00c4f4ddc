//! Hidden information: a seat's view (`Game::view_for`) shows another seat's hand and face-down
//! edge stack only as counted card backs, and lists actions only for the seat that acts.

use crate::support::take;
use hangar::engine::{BoardView, Seat};
use hangar::rules::lcg::{Phase, Scenario, Side, State};
use hangar::rules::{scenario, Game};

const DARK: Seat = Seat(0);
const LIGHT: Seat = Seat(1);

fn skirmish() -> Game {
    scenario("lcg-skirmish").expect("the skirmish scenario")
}

/// Names of the cards that the full view shows only in `seat`'s hand.
fn only_in_hand(full: &BoardView, seat: Seat) -> Vec<String> {
    let elsewhere: Vec<&str> = full
        .seats
        .iter()
        .flat_map(|s| {
            s.play_area
                .iter()
                .chain(s.identity.iter())
                .chain(if s.seat == seat { None } else { Some(&s.hand) }.into_iter().flatten())
        })
        .map(|c| c.name.as_str())
        .collect();
    full.seats[seat.0 as usize]
        .hand
        .iter()
        .map(|c| c.name.clone())
        .filter(|n| !elsewhere.contains(&n.as_str()))
        .collect()
}

fn text_of(view: &BoardView) -> String {
    serde_json::to_string(view).unwrap()
}

#[test]
fn the_acting_seat_sees_its_hand_and_only_backs_of_the_other() {
    let game = skirmish();
    let full = game.view();
    let dark = game.view_for(Some(DARK));
    assert_eq!(dark.seats[0].hand, full.seats[0].hand);
    assert_eq!(dark.seats[0].hand_backs, 0);
    assert!(dark.seats[1].hand.is_empty());
    assert_eq!(dark.seats[1].hand_backs, full.seats[1].hand.len(), "the count is kept");
    assert_eq!(dark.actions, full.actions, "the Dark Side acts: its actions are listed");
    let secret = only_in_hand(&full, LIGHT);
    assert!(!secret.is_empty());
    let text = text_of(&dark);
    for name in &secret {
        assert!(!text.contains(name.as_str()), "{name} leaks into the Dark Side's view");
    }
}

#[test]
fn a_seat_that_does_not_act_gets_no_actions_and_nobody_sees_any_hand() {
    let game = skirmish();
    let light = game.view_for(Some(LIGHT));
    assert!(light.actions.is_empty(), "the Light Side may not act for the Dark Side");
    assert!(light.seats[0].hand.is_empty());
    assert!(light.seats[1].hand_backs == 0 && !light.seats[1].hand.is_empty());
    let text = text_of(&light);
    for name in only_in_hand(&game.view(), DARK) {
        assert!(!text.contains(name.as_str()), "{name} leaks into the Light Side's view");
    }
    let nobody = game.view_for(None);
    assert!(nobody.actions.is_empty());
    assert!(nobody.seats.iter().all(|s| s.hand.is_empty() && s.hand_backs > 0));
}

#[test]
fn a_face_down_edge_card_is_a_back_to_the_other_seat_until_the_stacks_are_revealed() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Conflict).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0715");
    s.hand(Side::Dark, "0761");
    s.play(Side::Light, "0772");
    s.play(Side::Light, "0700");
    let mut state: State = s.build();
    for label in [
        "Engage Running the Trench",
        "Attack with 181st TIE Interceptor",
        "Done declaring attackers",
        "Done declaring defenders",
        "Place TIE Fighter Patrol in your edge stack",
    ] {
        state = take(&state, label).0;
    }
    let game = Game::Lcg(state.clone());
    let light = game.view_for(Some(LIGHT));
    assert_eq!((light.seats[0].edge.len(), light.seats[0].edge_backs), (0, 1));
    assert!(!text_of(&light).contains("TIE Fighter Patrol"));
    let dark = game.view_for(Some(DARK));
    assert_eq!(dark.seats[0].edge.iter().map(|c| c.name.as_str()).collect::<Vec<_>>(), ["TIE Fighter Patrol"]);

    for label in ["Pass in the edge battle", "Pass in the edge battle"] {
        state = take(&state, label).0;
    }
    let revealed = Game::Lcg(state).view_for(Some(LIGHT));
    assert_eq!((revealed.seats[0].edge.len(), revealed.seats[0].edge_backs), (1, 0), "revealed to both");
}

#[test]
fn to_act_follows_the_acting_side_and_is_none_once_the_game_is_over() {
    let game = skirmish();
    assert_eq!(game.to_act(), Some(DARK));
    let over = scenario("lcg-pilot-x").unwrap();
    let end = over.view().actions.iter().find(|a| a.label == "End the Deployment phase").unwrap().index;
    let (done, _) = over.apply_index(end).unwrap();
    assert_eq!(done.to_act(), None, "the scenario is complete");
}

#[test]
fn the_objectives_drawn_at_setup_are_shown_to_their_chooser_only() {
    let game = hangar::rules::new_match(3);
    let dark = game.view_for(Some(DARK));
    assert_eq!(dark.seats[0].choosing.len(), 4, "the four drawn objectives, to pick one for the bottom");
    assert!(dark.seats[0].choosing.iter().all(|c| c.kind.starts_with("Objective")));
    assert!(dark
        .actions
        .iter()
        .all(|a| dark.seats[0].choosing.iter().any(|c| Some(hangar::engine::Target::Card(c.id)) == a.target)));
    let light = game.view_for(Some(LIGHT));
    assert!(light.seats.iter().all(|s| s.choosing.is_empty()), "the other seat sees none of them");
    let seen_by_light = text_of(&light);
    for drawn in &dark.seats[0].choosing {
        assert!(
            !seen_by_light.contains(&format!("\"{}\"", drawn.name)),
            "{} is hidden from the Light Side",
            drawn.name
        );
    }
}

#[test]
fn discard_and_victory_piles_are_open_to_every_viewer() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Deployment);
    s.discard(Side::Light, "0163");
    s.victory(Side::Dark, "0082");
    let game = Game::Lcg(s.build());
    for viewer in [Some(DARK), Some(LIGHT), None] {
        let view = game.view_for(viewer);
        let light = &view.seats[1];
        assert_eq!(light.open_piles[0].name, "Discard pile");
        assert_eq!(light.open_piles[0].cards.iter().map(|c| c.name.as_str()).collect::<Vec<_>>(), ["X-Wing"]);
        let dark = &view.seats[0];
        assert_eq!(dark.open_piles[1].cards.iter().map(|c| c.name.as_str()).collect::<Vec<_>>(), ["Draw Their Fire"]);
    }
}
