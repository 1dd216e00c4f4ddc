//! Saves and links of a Star Wars CCG game (src/save): a saved game and a share link round trip;
//! the state's schema is 4; a state that is not sound is refused with its problem.

use crate::support::*;
use hangar::engine::Table;
use hangar::engine::{Ruleset, Seating};
use hangar::rules::swccg::facts::is_return;
use hangar::rules::swccg::{Action, Swccg};
use hangar::rules::{Game, RestoreError};
use hangar::save::{decode_link, decode_save, encode_link, encode_save, LoadError, Saved, Start, Timeline};

fn played() -> Saved {
    let start = Game::Swccg(Swccg::new_match(11));
    let (game, log) = start.apply_index(0).expect("the first action applies");
    let (_, log2) = game.apply_index(0).expect("the next one too");
    let (timeline, game2) = Timeline::replay(Start::Match { seed: 11 }, start, &[0, 0]).expect("it replays");
    Saved { game: game2, log: [log, log2].concat(), timeline, seating: Seating::HotSeat }
}

#[test]
fn saves_a_saved_ccg_game_round_trips() {
    let saved = played();
    let text = encode_save(&saved);
    assert!(text.starts_with("hangar-save.4."), "a save of version 4");
    assert_eq!(saved.game.store().schema, 4);
    assert_eq!(decode_save(&text), Ok(saved));
}

#[test]
fn saves_a_share_link_of_a_ccg_position_round_trips() {
    let game = played().game;
    assert_eq!(decode_link(&encode_link(&game, Seating::HotSeat)), Ok(Saved::fresh(game, Seating::HotSeat)));
}

#[test]
fn saves_schemas_1_to_4_migrate_and_other_schemas_are_refused() {
    let value = serde_json::to_value(Swccg::new_match(1)).unwrap();
    for schema in 1..=4 {
        assert_eq!(Swccg::migrate(schema, value.clone()), Ok(value.clone()));
    }
    assert_eq!(Swccg::SCHEMA, 4);
    assert!(Swccg::migrate(0, value.clone()).is_err());
    assert!(Swccg::migrate(5, value).is_err());
}

/// Schema 3 marks [V5]'s waiting move phase (`returns_wait`): a state of schema 2 is read without
/// it and keeps letting a phase of nothing but returns go by; a new match of schema 2 deals as
/// today's does, but so.
#[test]
fn saves_a_state_of_schema_2_is_read_as_letting_a_phase_of_returns_go_by() {
    let mut value = serde_json::to_value(Swccg::new_match(5)).unwrap();
    value.as_object_mut().unwrap().remove("returns_wait");
    let read: hangar::rules::swccg::State = serde_json::from_value(Swccg::migrate(2, value).unwrap()).unwrap();
    assert!(!read.returns_wait);
    assert!(Swccg::new_match(5).returns_wait);
    let mut earlier = Swccg::new_match_of_schema(5, 2);
    assert!(!earlier.returns_wait);
    earlier.returns_wait = true;
    earlier.control_interrupts = true;
    earlier.conversions = true;
    assert_eq!(earlier, Swccg::new_match(5));
}

/// Schema 2 marks the deal of issue #32: a new match of schema 1 dealt 40-card decks, each with
/// a system and its docking bay on the table; schema 2 deals 60-card decks with one location.
#[test]
fn saves_a_new_match_of_schema_1_deals_two_40_card_decks_with_two_starting_locations() {
    let earlier = Swccg::new_match_of_schema(11, 1);
    let today = Swccg::new_match_of_schema(11, 4);
    assert_eq!(today, Swccg::new_match(11));
    for (state, locations, cards) in [(&earlier, 4, 80), (&today, 2, 120)] {
        assert_eq!(state.locations.len(), locations);
        assert_eq!(state.cards.len(), cards);
        for side in [DARK, LIGHT] {
            assert_eq!(state.player(side).hand.len(), 8);
        }
    }
}

/// A save of a new match written by the build before issue #32 (schema 1: 40-card decks, two
/// starting locations each; `tests/fixtures/README.md`) deals its first position as that build
/// did and replays its whole history to the saved position; saved again, it keeps it.
#[test]
fn saves_a_new_match_saved_before_60_card_decks_replays_its_whole_history() {
    let text = include_str!("../fixtures/swccg-save-40-card-match.txt");
    let saved = decode_save(text).expect("it loads");
    let moves = saved.timeline.len();
    assert_eq!(moves, 240, "every move is kept");
    let Some(Game::Swccg(first)) = saved.timeline.position(0) else { panic!("the first position") };
    assert_eq!(first, Swccg::new_match_of_schema(2026, 1), "dealt as schema 1 dealt it");
    assert_eq!(first.locations.len(), 4);
    assert_eq!(saved.timeline.position(moves), Some(saved.game.clone()), "the moves lead to the saved position");
    let again = decode_save(&encode_save(&saved)).expect("saved again, it loads");
    assert_eq!(again.timeline.len(), moves, "saved again, it keeps its history");
    assert_eq!(again, saved);
}

#[test]
fn saves_an_unsound_state_is_refused_with_its_problem() {
    let mut state = Swccg::new_match(2);
    let card = state.player(DARK).hand[0];
    state.player_mut(LIGHT).hand.push(card);
    let mut saved = Saved::fresh(Game::Swccg(state), Seating::Open);
    saved.log.clear();
    let text = encode_save(&saved);
    match decode_save(&text) {
        Err(LoadError::Game(RestoreError::Unsound(problem))) => {
            assert_eq!(problem.key, "swccg-problem-card-in-two-places")
        }
        other => panic!("{other:?}"),
    }
    // A card number no catalog has, in a JSON save of version 3 (read through the same
    // `Game::restore` as version 4's positions).
    let stored = played().game.store();
    let json = serde_json::json!({
        "format": "hangar-save", "version": 3, "game": "swccg", "schema": stored.schema,
        "state": stored.state, "start": "position", "moves": [],
    });
    let unknown = json.to_string().replacen("\"1_168\"", "\"9_999\"", 1);
    assert_ne!(unknown, json.to_string());
    assert!(matches!(decode_save(&unknown), Err(LoadError::Game(RestoreError::Unreadable { .. }))));
}

/// A save written before returns were allowed ([V5]: embarking and disembarking are unlimited)
/// replays to the same position: the newly legal returns are listed after every other action,
/// so the index of every move it holds names the same action.
#[test]
fn saves_an_earlier_builds_history_of_unlimited_moves_replays_to_the_same_position() {
    let saved = decode_save(include_str!("../fixtures/swccg-save-unlimited-moves.txt")).expect("it loads");
    let moves = saved.timeline.len();
    let (mut unlimited, mut with_returns) = (0, 0);
    for k in 0..moves {
        let Some(Game::Swccg(state)) = saved.timeline.position(k) else { panic!("position {k} replays") };
        let listed = Swccg::legal_actions(&state);
        let taken = &listed[usize::from(saved.timeline.moves()[k].index)];
        unlimited +=
            usize::from(matches!(taken, Action::Embark { .. } | Action::Disembark { .. } | Action::Seat { .. }));
        with_returns += usize::from(listed.iter().any(|a| is_return(&state, a)));
    }
    // Positions where this build lists returns the earlier build did not: the moves after them
    // still name the same actions.
    assert!(moves > 100 && unlimited > 20 && with_returns > 5, "{moves} moves, {unlimited} unlimited, {with_returns}");
    assert_eq!(saved.timeline.position(moves), Some(saved.game), "the moves lead to the saved position");
}
