//! Playing an event (research §5, "Play a card": "Events resolve and go to discard"): offered in
//! the action phase like a unit, at its cost and aspect penalty, from hand; its text resolves
//! (a choice it asks for is a prompt), it goes to its owner's discard pile, and the other player
//! acts next. An event Hangar does not play is never offered. The board shows a playable event
//! as a card dragged onto its owner's discard pile.

use crate::support::{cost, find, is_offered, offered, offered_like, take, ONE, TWO};
use hangar::engine::{Rule, Ruleset, Table, Target, Viewer};
use hangar::rules::swu::{Action, Payment, Reason, Scenario, State, Swu, SwuRule};

fn with_hand(resources: usize, hand: &[&str]) -> State {
    let mut s = Scenario::skirmish();
    s.resources(ONE, resources);
    for id in hand {
        s.hand(ONE, id);
    }
    s.unit(TWO, "SOR_232");
    s.build()
}

#[test]
fn events_an_event_is_offered_at_its_cost_and_aspect_penalty() {
    // Dedicated Wingmen (Heroism, 4) is on Wedge's aspects; Repair (Vigilance, 1) is not: +2.
    let state = with_hand(6, &["JTL_254", "JTL_075"]);
    assert_eq!(offered_like(&state, "event "), ["event Dedicated Wingmen [4]", "event Repair [3]"]);
    assert_eq!(cost(&state, "event Repair"), 3);
    let poor = with_hand(3, &["JTL_254"]);
    assert!(!is_offered(&poor, "event Dedicated Wingmen"), "4 resources are needed");
    let refused = Swu::check(
        &poor,
        &Action::PlayEvent { via: None, card: find(&poor, "Dedicated Wingmen"), payment: Payment::default() },
    );
    assert_eq!(refused.map_err(|r| r.rule), Err(Rule::from(SwuRule::Resources)));
}

#[test]
fn events_playing_one_pays_resolves_discards_and_passes_the_turn() {
    let state = with_hand(4, &["JTL_254"]);
    let card = find(&state, "Dedicated Wingmen");
    let (after, _) = take(&state, "event Dedicated Wingmen");
    assert_eq!(after.player(ONE).discard, [card], "in its owner's discard pile");
    assert!(!after.player(ONE).hand.contains(&card) && !after.in_play(card));
    assert!(after.player(ONE).resources.iter().all(|&r| after.card(r).exhausted), "4 paid");
    assert_eq!(after.acting(), TWO, "the other player acts next");
    assert_eq!(Swu::problems(&after), Vec::<hangar::engine::Message>::new());
}

#[test]
fn events_one_hangar_does_not_play_is_never_offered() {
    // An event whose text Hangar does not play yet, while there is one.
    let catalog = hangar::cards::swu::catalog();
    let unplayed =
        catalog.iter().map(|(_, d)| d).find(|d| d.card_type == hangar::rules::swu::CardType::Event && !d.implemented());
    let Some(unplayed) = unplayed else {
        // Every event of the set plays: each is offered from the hand with resources enough.
        let every: Vec<_> =
            catalog.iter().map(|(_, d)| d).filter(|d| d.card_type == hangar::rules::swu::CardType::Event).collect();
        assert!(every.len() >= 57 && every.iter().all(|d| d.implemented()));
        return;
    };
    let state = with_hand(5, &[&unplayed.id]);
    assert_eq!(offered_like(&state, "event "), Vec::<String>::new());
    let action = Action::PlayEvent { via: None, card: find(&state, &unplayed.title), payment: Payment::default() };
    let refused = Swu::check(&state, &action).expect_err("refused");
    assert_eq!((refused.reason, refused.rule), (Reason::NotImplemented, Rule::from(SwuRule::DeckBuilding)));
}

#[test]
fn events_a_unit_or_upgrade_is_not_played_as_an_event() {
    let state = with_hand(5, &["JTL_247"]);
    let action = Action::PlayEvent { via: None, card: find(&state, "Resistance X-Wing"), payment: Payment::default() };
    let refused = Swu::check(&state, &action).expect_err("refused");
    assert_eq!((refused.reason, refused.rule), (Reason::NotAnEvent, Rule::from(SwuRule::PlayCard)));
}

#[test]
fn events_not_in_another_phase_nor_while_a_choice_is_pending() {
    let state = with_hand(6, &["JTL_254", "JTL_262"]);
    let (asked, _) = take(&state, "event Evasive Maneuver");
    // The other player's turn: seat one's event is not theirs to play.
    assert!(!offered(&asked).iter().any(|w| w.starts_with("event Dedicated")));
}

#[test]
fn events_the_board_shows_a_playable_event_dropped_on_its_discard_pile() {
    let state = with_hand(4, &["JTL_254"]);
    let card = find(&state, "Dedicated Wingmen");
    let view = Swu::view(&state, Viewer::Seat(Some(ONE)));
    let play = view.actions.iter().find(|a| a.source == Some(card)).expect("the event is lit");
    let Some(Target::Zone(pile)) = play.target else { panic!("a zone: {:?}", play.target) };
    assert!(view.seats[0].zones.iter().any(|z| z.id == pile), "its owner's discard pile, on the board");
    let dropped = Swu::drop(&state, card, Target::Zone(pile)).expect("the drop plays it");
    assert!(matches!(dropped, Action::PlayEvent { card: c, .. } if c == card));
    // Dropped on an arena, it is refused with a reason.
    let arena = view.shared.first().map(|z| z.id).expect("an arena");
    assert!(Swu::drop(&state, card, Target::Zone(arena)).is_err());
}
