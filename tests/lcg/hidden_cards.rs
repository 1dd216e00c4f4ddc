//! Hidden information: a seat's view (`Game::view_for`) shows another seat's hand and face-down
//! edge stack only as counted card backs, names no card out of play that the seat may not see
//! (a searched deck, a looked-at top card), and gives the prompt and the actions only to the
//! seat that acts. Each view is searched as JSON for the titles it may not hold.

use crate::support::{run, shown, take, titles, zone};
use hangar::engine::view::CardView;
use hangar::engine::SeatZone;
use hangar::engine::Table;
use hangar::engine::{BoardView, Message, Seat, Target};
use hangar::rules::lcg::testing::prompt;
use hangar::rules::lcg::Ask;
use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Prompt;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;
use hangar::rules::lcg::State;
use hangar::rules::lcg::Zone;
use hangar::rules::lcg::GAME;
use hangar::rules::{scenario, Game};

const DARK: Seat = Seat(0);
const LIGHT: Seat = Seat(1);

fn skirmish() -> Game {
    scenario(GAME, "lcg-skirmish").expect("the skirmish scenario")
}

/// Every title a card view holds, its attachments' included.
fn all_titles<'v>(card: &'v CardView, out: &mut Vec<&'v str>) {
    out.push(card.title.as_str());
    for attached in &card.attachments {
        all_titles(&attached.card, out);
    }
}

/// Titles of the cards that the full view shows only in `side`'s hand.
fn only_in_hand(full: &BoardView, side: Side) -> Vec<String> {
    let hand = Zone::Hand.id(side);
    let mut elsewhere = Vec::new();
    for z in full.zones().filter(|z| z.id != hand) {
        z.card.iter().chain(&z.cards).for_each(|c| all_titles(c, &mut elsewhere));
    }
    titles(shown(full, side, Zone::Hand)).into_iter().filter(|t| !elsewhere.contains(t)).map(String::from).collect()
}

fn text_of(view: &BoardView) -> String {
    serde_json::to_string(view).unwrap()
}

/// The titles among `secret` that `view` names anywhere, in any field.
fn leaked<'s>(view: &BoardView, secret: &'s [String]) -> Vec<&'s str> {
    let text = text_of(view);
    secret.iter().filter(|t| text.contains(t.as_str())).map(String::as_str).collect()
}

fn waiting_for(side: Side) -> Option<Message> {
    Some(Message::new("prompt-waiting").with("side", side.say()))
}

#[test]
fn the_acting_seat_sees_its_hand_and_only_backs_of_the_other() {
    let game = skirmish();
    let full = game.view();
    let dark = game.view_for(Some(DARK));
    assert_eq!(shown(&dark, Side::Dark, Zone::Hand), shown(&full, Side::Dark, Zone::Hand));
    assert_eq!(zone(&dark, Side::Dark, Zone::Hand).unwrap().hidden, 0);
    assert!(shown(&dark, Side::Light, Zone::Hand).is_empty());
    let light_hand = zone(&dark, Side::Light, Zone::Hand).unwrap();
    assert_eq!(light_hand.hidden, shown(&full, Side::Light, Zone::Hand).len(), "the count is kept");
    assert_eq!(dark.actions, full.actions, "the Dark Side acts: its actions are listed");
    let secret = only_in_hand(&full, Side::Light);
    assert!(!secret.is_empty());
    assert_eq!(leaked(&dark, &secret), Vec::<&str>::new(), "leaks into the Dark Side's view");
}

#[test]
fn a_seat_that_does_not_act_gets_no_actions_and_nobody_sees_any_hand() {
    let game = skirmish();
    let light = game.view_for(Some(LIGHT));
    assert!(light.actions.is_empty(), "the Light Side may not act for the Dark Side");
    assert!(shown(&light, Side::Dark, Zone::Hand).is_empty());
    let own = zone(&light, Side::Light, Zone::Hand).unwrap();
    assert!(own.hidden == 0 && !own.cards.is_empty());
    let secret = only_in_hand(&game.view(), Side::Dark);
    assert!(!secret.is_empty());
    assert_eq!(leaked(&light, &secret), Vec::<&str>::new());
    let nobody = game.view_for(None);
    assert!(nobody.actions.is_empty());
    for side in [Side::Dark, Side::Light] {
        let hand = zone(&nobody, side, Zone::Hand).unwrap();
        assert!(hand.cards.is_empty() && hand.hidden > 0);
    }
}

#[test]
fn the_prompt_is_shown_only_to_the_acting_seat_the_other_is_told_to_wait() {
    let Game::Lcg(state) = skirmish() else { unreachable!("an LCG game") };
    let game = Game::Lcg(state.clone());
    assert_eq!(game.view_for(Some(DARK)).prompt, prompt(&state), "the Dark Side acts");
    assert_eq!(game.view().prompt, prompt(&state));
    assert_eq!(game.view_for(Some(LIGHT)).prompt, waiting_for(Side::Dark));
    assert_eq!(game.view_for(None).prompt, waiting_for(Side::Dark));
}

#[test]
fn a_face_down_edge_card_is_a_back_to_the_other_seat_until_the_stacks_are_revealed() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Conflict).turn(3, 0, Side::Light);
    s.play(Side::Dark, "0715");
    s.hand(Side::Dark, "0761");
    s.play(Side::Light, "0772");
    s.play(Side::Light, "0700");
    let state: State = run(s.build(), &["engage Running the Trench", "declare 181st TIE Interceptor", "pass", "pass"]);
    let state = take(&state, "edge TIE Fighter Patrol").0;
    let game = Game::Lcg(state.clone());
    let light = game.view_for(Some(LIGHT));
    let edge = zone(&light, Side::Dark, Zone::Edge).expect("the edge stack is drawn");
    assert_eq!((edge.cards.len(), edge.hidden), (0, 1));
    assert_eq!(leaked(&light, &["TIE Fighter Patrol".to_string()]), Vec::<&str>::new());
    let dark = game.view_for(Some(DARK));
    assert_eq!(titles(shown(&dark, Side::Dark, Zone::Edge)), ["TIE Fighter Patrol"]);

    let state = run(state, &["pass", "pass"]);
    let revealed = Game::Lcg(state).view_for(Some(LIGHT));
    let edge = zone(&revealed, Side::Dark, Zone::Edge).unwrap();
    assert_eq!((edge.cards.len(), edge.hidden), (1, 0), "revealed to both");
}

#[test]
fn a_searched_decks_cards_are_named_only_to_the_searching_seat() {
    // Ready for Takeoff: "Search the top 5 cards of your deck for any number of unique [Rebel
    // Alliance] Fighter, Speeder or Pilot units..."
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Deployment).turn(4, 0, Side::Light);
    s.play(Side::Light, "0772");
    s.hand(Side::Light, "0824");
    for number in ["0114", "0163", "0822", "0773", "0907", "0185"] {
        s.command_deck(Side::Light, number);
    }
    let state = run(s.build(), &["event Ready for Takeoff [Running the Trench]"]);
    let Some(Prompt { kind: Ask::SearchTop { looked, .. }, .. }) = &state.prompt else {
        panic!("searching: {:?}", state.prompt)
    };
    let searched: Vec<String> = looked.iter().map(|&c| state.def(c).name.to_string()).collect();
    assert_eq!(searched.len(), 5);
    let game = Game::Lcg(state.clone());

    let light = game.view_for(Some(LIGHT));
    assert_eq!(light.prompt, prompt(&state));
    assert_eq!(titles(shown(&light, Side::Light, Zone::Choosing)), ["Luke Skywalker", "Rogue Six"]);
    let dark = game.view_for(Some(DARK));
    assert_eq!(dark.prompt, waiting_for(Side::Light));
    assert!(dark.actions.is_empty() && zone(&dark, Side::Light, Zone::Choosing).is_none());
    assert_eq!(leaked(&dark, &searched), Vec::<&str>::new(), "the searched cards leak to the Dark Side");
    assert_eq!(leaked(&game.view_for(None), &searched), Vec::<&str>::new());
}

#[test]
fn a_looked_at_top_card_is_named_only_to_the_seat_that_looked_even_to_its_owner() {
    // Use the Force, Luke: "Look at the top card of an objective deck or command deck..."
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Light, Phase::Deployment).turn(4, 0, Side::Light);
    s.hand(Side::Light, "0776");
    s.objective_deck(Side::Dark, "0036");
    s.objective_deck(Side::Dark, "0783");
    s.command_deck(Side::Light, "0163");
    let state = run(s.build(), &["event Use the Force, Luke [free]", "deck Dark Side objective"]);
    let Some(Prompt { kind: Ask::LookedAtTop { top, .. }, .. }) = state.prompt else {
        panic!("looking: {:?}", state.prompt)
    };
    let secret = [state.def(top).name.to_string()];
    assert_eq!(secret, ["Defending the Trench"]);
    let game = Game::Lcg(state.clone());

    let light = game.view_for(Some(LIGHT));
    assert_eq!(light.prompt, prompt(&state));
    let targets: Vec<Option<Target>> = light.actions.iter().map(|a| a.target).collect();
    assert_eq!(targets, [Some(Target::Card(top)), None], "the card looked at, or pass");
    assert_eq!(leaked(&light, &secret), ["Defending the Trench"], "the seat that looked sees it");
    let dark = game.view_for(Some(DARK));
    assert_eq!(dark.prompt, waiting_for(Side::Light));
    assert_eq!(leaked(&dark, &secret), Vec::<&str>::new(), "the top of its own deck leaks to the Dark Side");
    assert_eq!(leaked(&game.view_for(None), &secret), Vec::<&str>::new());
}

#[test]
fn to_act_follows_the_acting_side_and_is_none_once_the_game_is_over() {
    let game = skirmish();
    assert_eq!(game.to_act(), Some(DARK));
    let over = scenario(GAME, "lcg-pilot-x").unwrap();
    let end = over.view().actions.iter().find(|a| a.label.key == "lcg-label-end-phase").unwrap().index;
    let (done, _) = over.apply_index(end).unwrap();
    assert_eq!(done.to_act(), None, "the scenario is complete");
}

#[test]
fn the_objectives_drawn_at_setup_are_shown_to_their_chooser_only() {
    let game = hangar::rules::new_match(GAME, 3).expect("a new match");
    let dark = game.view_for(Some(DARK));
    let drawn = shown(&dark, Side::Dark, Zone::Choosing);
    assert_eq!(drawn.len(), 4, "the four drawn objectives, to pick one for the bottom");
    assert!(drawn.iter().all(|c| c.kind.arg("type") == Some(&Message::new("lcg-type-objective").into())));
    let targets: Vec<Option<Target>> = dark.actions.iter().map(|a| a.target).collect();
    assert_eq!(targets, drawn.iter().map(|c| Some(Target::Card(c.id))).collect::<Vec<_>>(), "one of the four");
    let light = game.view_for(Some(LIGHT));
    assert!(light.zones().count() > 0);
    assert!(light.zones().all(|z| z.id != Zone::Choosing.id(Side::Dark) && z.id != Zone::Choosing.id(Side::Light)));
    let secret: Vec<String> = titles(drawn).into_iter().map(String::from).collect();
    assert_eq!(leaked(&light, &secret), Vec::<&str>::new(), "hidden from the Light Side");
}

#[test]
fn discard_and_victory_piles_are_open_to_every_viewer() {
    let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(Side::Dark, Phase::Deployment);
    s.discard(Side::Light, "0163");
    s.victory(Side::Dark, "0082");
    let game = Game::Lcg(s.build());
    for viewer in [Some(DARK), Some(LIGHT), None] {
        let view = game.view_for(viewer);
        let discard = zone(&view, Side::Light, Zone::Discard).unwrap();
        assert_eq!((discard.name.key.as_ref(), discard.open), ("lcg-zone-discard", true));
        assert_eq!(titles(&discard.cards), ["X-Wing"]);
        let victory = zone(&view, Side::Dark, Zone::Victory).unwrap();
        assert!(victory.open);
        assert_eq!(titles(&victory.cards), ["Draw Their Fire"]);
    }
}
