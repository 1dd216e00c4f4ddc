//! Saves and share links hold SWU games: the state serialises with schema 2 (schema 1's states
//! read as they were), a save and a link round-trip through `src/save`, and a restored state is
//! checked for soundness.

use crate::support::{run, ONE};
use hangar::engine::{Ruleset, Seating, Table};
use hangar::rules::swu::Example;
use hangar::rules::swu::Scenario;
use hangar::rules::swu::Swu;
use hangar::rules::swu::GAME;
use hangar::rules::{new_match, Game, RestoreError};
use hangar::save::{decode_link, decode_save, encode_link, encode_save, Saved, Start, Timeline};

#[test]
fn saves_a_saved_swu_game_round_trips_with_its_log_and_history() {
    let start = new_match(GAME, 21).expect("a new match");
    let (_, log) = start.apply_index(0).expect("the first action");
    let (timeline, next) = Timeline::replay(Start::Match { seed: 21 }, start, &[0]).expect("it replays");
    let saved = Saved { game: next, log, timeline, seating: Seating::HotSeat };
    let text = encode_save(&saved);
    assert!(text.starts_with("hangar-save.4."), "a save of version 4");
    let loaded = decode_save(&text).expect("it loads");
    assert_eq!(loaded.game.id(), GAME, "the envelope names the game");
    assert_eq!(loaded, saved);
}

#[test]
fn saves_a_scenario_in_the_middle_of_a_choice_round_trips_as_a_link() {
    let state = run(Example::UniqueHera.position(), &["unit Hera Syndulla"]);
    assert!(state.prompt.is_some());
    let game = Game::Swu(state);
    assert_eq!(decode_link(&encode_link(&game, Seating::Open)).expect("it opens").game, game);
}

#[test]
fn saves_schemas_1_and_2_are_read_and_an_unknown_schema_refused() {
    assert_eq!(Swu::SCHEMA, 2);
    let state = Swu::new_match(2);
    let json = serde_json::to_value(&state).unwrap();
    assert_eq!(Swu::migrate(1, json.clone()), Ok(json.clone()));
    assert_eq!(Swu::migrate(2, json.clone()), Ok(json.clone()));
    assert!(Swu::migrate(0, json.clone()).is_err());
    assert!(matches!(Game::restore(GAME, 3, json), Err(RestoreError::NewerSchema { found: 3, supported: 2 })));
}

/// Schema 2 keeps what was played and what attacked this phase (`State::records_this_phase`); a
/// state of schema 1 is read without the flag and keeps neither, and a new match of schema 1
/// deals so, so that its saved moves replay to the position it saved.
#[test]
fn saves_a_schema_1_state_keeps_no_record_of_the_phase_and_schema_2_does() {
    assert!(Swu::new_match(2).records_this_phase);
    assert!(Swu::new_match_of_schema(2, 2).records_this_phase);
    assert!(!Swu::new_match_of_schema(2, 1).records_this_phase);
    let mut json = serde_json::to_value(Swu::new_match(2)).unwrap();
    json.as_object_mut().unwrap().remove("records_this_phase");
    let Game::Swu(old) = Game::restore(GAME, 1, json).expect("a schema 1 state loads") else { unreachable!() };
    assert!(!old.records_this_phase);
    // Each plays its first unit: only schema 2 remembers it.
    let play = |state: &hangar::rules::swu::State| {
        let mut state = state.clone();
        while state.phase != hangar::rules::swu::Phase::Action || state.prompt.is_some() {
            let action = Swu::legal_actions(&state)[0];
            state = Swu::apply(&state, &action).expect("legal").0;
        }
        let unit = Swu::legal_actions(&state)
            .into_iter()
            .find(|a| matches!(a, hangar::rules::swu::Action::PlayUnit { .. }))
            .expect("a unit to play");
        let seat = state.active;
        let after = Swu::apply(&state, &unit).expect("legal").0;
        after.player(seat).played.len()
    };
    assert_eq!(play(&Swu::new_match(2)), 1);
    assert_eq!(play(&old), 0);
}

#[test]
fn saves_an_unsound_state_is_refused_when_restored() {
    let mut s = Scenario::skirmish();
    let xwing = s.unit(ONE, "SOR_237");
    s.pilot(ONE, "JTL_246", xwing);
    s.pilot(ONE, "JTL_108", xwing);
    let state = s.build();
    assert!(!Swu::problems(&state).is_empty(), "two Pilots on a Vehicle that may carry one");
    let json = serde_json::to_value(&state).unwrap();
    assert!(matches!(Game::restore(GAME, 1, json), Err(RestoreError::Unsound(_))));
}

/// The JSON save (version 3, as the build before binary saves wrote it) of `game` alone: its
/// position is read as version 4's is (through `Game::restore`), and its numbers can be damaged
/// in place.
fn json_save(game: &Game) -> String {
    let stored = game.store();
    serde_json::json!({
        "format": "hangar-save", "version": 3, "game": stored.game.0, "schema": stored.schema,
        "state": stored.state, "start": "position", "moves": [],
    })
    .to_string()
}

/// Every number of the text, as (start, end) byte spans (not inside a string).
fn number_spans(text: &str) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut spans = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i].is_ascii_digit() && (i == 0 || bytes[i - 1] != b'"') {
            let start = i;
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            spans.push((start, i));
        } else {
            i += 1;
        }
    }
    spans
}

#[test]
fn saves_a_damaged_save_is_refused_or_still_playable_never_a_panic() {
    // Mid-game positions with choices pending, every number replaced in turn by a few others
    // (ids past the table, wrong counts, other seats): decoding refuses it, or the game it
    // restores draws and applies its actions without a panic.
    let mut positions = vec![run(Example::UniqueHera.position(), &["unit Hera Syndulla"])];
    let mut rng = hangar::engine::Rng::seeded(5);
    let mut state = Swu::new_match(5);
    for _ in 0..60 {
        let legal = Swu::legal_actions(&state);
        state = Swu::apply(&state, &legal[rng.below(legal.len())]).unwrap().0;
    }
    positions.push(state);
    let mut restored = 0;
    for position in positions {
        let game = Game::Swu(position);
        assert_eq!(decode_save(&json_save(&game)), Ok(Saved::fresh(game.clone(), Seating::Open)));
        let text = json_save(&game);
        for (start, end) in number_spans(&text) {
            for n in [0u64, 1, 2, 7, 199, 60_000] {
                let damaged = format!("{}{}{}", &text[..start], n, &text[end..]);
                if let Ok(saved) = decode_save(&damaged) {
                    restored += 1;
                    let view = saved.game.view();
                    for action in &view.actions {
                        let _ = saved.game.apply_index(action.index);
                    }
                }
            }
        }
    }
    assert!(restored > 100, "most damage still loads ({restored})");
}
