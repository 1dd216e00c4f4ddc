//! Saves and share links of every earlier version still load and play on, and the fixtures of
//! this build's versions are current (each game's save and link, written by `fixture_of`).

use crate::save_decoders::played;
use hangar::engine::CardId;
use hangar::engine::Ruleset;
use hangar::engine::Say;
use hangar::engine::Seating;
use hangar::engine::Table;
use hangar::rules::lcg;
use hangar::rules::lcg::Lcg;
use hangar::rules::lcg::GAME;
use hangar::rules::Game;
use hangar::save::{
    decode_link, decode_save, encode_link, encode_save, Saved, Start, Timeline, LINK_VERSION, SAVE_VERSION,
};

/// A game restored from an old save goes on: unless it is over, it lists actions, and each of them
/// applies.
fn plays_on(game: &Game, context: &str) {
    if game.ending().is_some() {
        return;
    }
    let n = game.legal_count();
    assert!(n > 0, "{context}: no legal action");
    for index in 0..n {
        if let Err(refusal) = game.apply_index(index) {
            panic!("{context}: listed action {index} is refused: {:?}", refusal.reason);
        }
    }
}

/// Saves and links written by the build before the ruleset seam (save version 1) still load, and
/// their games play on.
#[test]
fn saves_and_links_from_save_version_1_still_load() {
    let save = include_str!("../fixtures/lcg-save-v1.json");
    let saved = decode_save(save).expect("the version 1 save loads");
    assert_eq!(saved.timeline.len(), 8, "its eight earlier positions are linked into moves");
    plays_on(&saved.game, "the version 1 save");
    for i in 0..saved.timeline.len() {
        plays_on(&saved.timeline.position(i).unwrap(), &format!("the version 1 save's history {i}"));
    }
    for link in [include_str!("../fixtures/lcg-link-v1.txt"), include_str!("../fixtures/lcg-link-example-1-v1.txt")] {
        let game = decode_link(link.trim()).expect("the version 1 link loads").game;
        plays_on(&game, "a version 1 link");
    }
    // One state per pending prompt kind, each as version 1 wrote the game: `{"Lcg": state}`.
    let written: Vec<serde_json::Value> =
        serde_json::from_str(include_str!("../fixtures/lcg-states-v1.json")).expect("a JSON list");
    assert_eq!(written.len(), 28);
    for (i, game) in written.into_iter().enumerate() {
        let state = game.get("Lcg").cloned().unwrap_or_else(|| panic!("state {i} is an LCG game"));
        let restored = Game::restore(GAME, 1, state).unwrap_or_else(|e| panic!("state {i} loads: {:?}", e.say()));
        assert!(restored.problems().is_empty(), "state {i}");
        plays_on(&restored, &format!("state {i}"));
    }
}

/// A save, a link and a state written by the build of the ruleset seam (LCG schema 1, save version
/// 2) load through the LCG's migration to schema 2, and their games play on.
#[test]
fn saves_links_and_states_of_lcg_schema_1_still_load_and_play_on() {
    let saved = decode_save(include_str!("../fixtures/lcg-save-s1.json")).expect("the schema 1 save loads");
    assert_eq!(saved.timeline.len(), 8, "its eight earlier positions are linked into moves");
    plays_on(&saved.game, "the schema 1 save");
    for i in 0..saved.timeline.len() {
        plays_on(&saved.timeline.position(i).unwrap(), &format!("the schema 1 save's history {i}"));
    }
    let game = decode_link(include_str!("../fixtures/lcg-link-s1.txt").trim()).expect("the schema 1 link loads").game;
    assert_eq!(game, saved.game, "the link holds the save's game");
    // Hobbie's Interrupt asked while Rogue Squadron X-Wing's clean waits (a step schema 2 no
    // longer has): using it returns him to hand, then the X-Wing is cleaned.
    let written: Vec<serde_json::Value> =
        serde_json::from_str(include_str!("../fixtures/lcg-states-s1.json")).expect("a JSON list");
    assert!(!written.is_empty());
    for (i, state) in written.into_iter().enumerate() {
        let restored = Game::restore(GAME, 1, state).unwrap_or_else(|e| panic!("state {i} loads: {:?}", e.say()));
        assert!(restored.problems().is_empty(), "state {i}");
        plays_on(&restored, &format!("schema 1 state {i}"));
        let Game::Lcg(state) = &restored else { unreachable!("an LCG game") };
        let hobbie = (0..state.cards.len() as u16).map(CardId).find(|&c| state.def(c).name.contains("Hobbie")).unwrap();
        let xwing = state.card(hobbie).attached.map(|a| a.host).unwrap();
        // Hobbie's Interrupt, or not.
        let legal = Lcg::legal_actions(state);
        let [trigger @ lcg::Action::Answer(lcg::Answer::Trigger { .. }), lcg::Action::Answer(lcg::Answer::Pass)] =
            legal.as_slice()
        else {
            panic!("state {i}: {legal:?}")
        };
        let (after, _) = Lcg::apply(state, trigger).expect("it applies");
        assert!(after.player(lcg::Side::Light).hand.contains(&hobbie), "Hobbie returns to hand");
        assert_eq!((after.card(xwing).damage, after.card(xwing).focus), (0, 0), "then the X-Wing is cleaned");
    }
}

/// Saves and links written by the build before small saves (save version 2, link version 2), one
/// of each game with ten actions of history: they load with their history linked into moves,
/// their games and every earlier position play on, and each link holds its save's game.
#[test]
fn saves_and_links_of_save_version_2_still_load_for_every_game() {
    let fixtures = [
        ("lcg", include_str!("../fixtures/lcg-save-v2.json"), include_str!("../fixtures/lcg-link-v2.txt")),
        ("swu", include_str!("../fixtures/swu-save-v2.json"), include_str!("../fixtures/swu-link-v2.txt")),
        ("swccg", include_str!("../fixtures/swccg-save-v2.json"), include_str!("../fixtures/swccg-link-v2.txt")),
    ];
    for (name, save, link) in fixtures {
        let saved = decode_save(save).unwrap_or_else(|e| panic!("the {name} version 2 save loads: {:?}", e.say()));
        assert_eq!(saved.game.id().0, name);
        assert_eq!(saved.timeline.len(), 10, "{name}: its ten earlier positions are linked into moves");
        plays_on(&saved.game, name);
        for i in 0..saved.timeline.len() {
            plays_on(&saved.timeline.position(i).unwrap(), &format!("{name}'s history {i}"));
        }
        assert!(!saved.log.is_empty(), "{name}: its log");
        // Saved again by this build, it loads the same.
        assert_eq!(decode_save(&encode_save(&saved)).as_ref(), Ok(&saved), "{name}: saved again");
        let linked =
            decode_link(link.trim()).unwrap_or_else(|e| panic!("the {name} version 2 link loads: {:?}", e.say()));
        assert_eq!(linked.game, saved.game, "{name}: the link holds the save's game");
        assert_eq!(linked.seating, Seating::Open, "{name}: a version 2 link opens an open table");
    }
}

/// The saves and links of `version` (tests/fixtures/README.md) load for every game: each save
/// with its forty moves replayed from its start, its seating and its log; its game and every
/// earlier position play on, and saved again by this build it loads the same. Each link holds
/// its save's table as the sharer's seat saw it.
fn fixtures_of_version_load(version: &str, fixtures: [(&str, &str, &str); 3]) {
    for (name, save, link) in fixtures {
        let context = format!("the {name} save of version {version}");
        let saved = decode_save(save).unwrap_or_else(|e| panic!("{context} loads: {:?}", e.say()));
        assert_eq!(saved.game.id().0, name);
        assert_eq!(saved.timeline.len(), 40, "{context}: its forty moves replay from its start");
        let expected = fixture_of(&hangar::rules::games().into_iter().find(|g| g.id.0 == name).unwrap());
        // A new match dealt by a build of an earlier schema whose deal is not today's is held in
        // full from then on, as that deal (`save::file::dealt`): SWU's schema 1, the schema of
        // these fixtures, kept no record of the phase (`State::records_this_phase`).
        let held_as_dealt = match (&expected.timeline.start, &saved.timeline.start) {
            (Start::Match { seed }, Start::Position) => {
                hangar::rules::new_match_of_schema(saved.game.id(), *seed, 1).as_ref() == Some(saved.timeline.first())
            }
            _ => false,
        };
        assert!(
            saved.timeline.start == expected.timeline.start || held_as_dealt,
            "{context}: its start, {:?} (this build's: {:?})",
            saved.timeline.start,
            expected.timeline.start
        );
        assert_eq!(saved.seating, expected.seating, "{context}: its seating");
        assert!(!saved.log.is_empty(), "{context}: its log");
        plays_on(&saved.game, &context);
        for i in (0..saved.timeline.len()).step_by(7) {
            plays_on(&saved.timeline.position(i).unwrap(), &format!("{context}, position {i}"));
        }
        assert_eq!(decode_save(&encode_save(&saved)).as_ref(), Ok(&saved), "{context}: saved again");
        let linked = decode_link(link.trim()).unwrap_or_else(|e| panic!("the {name} link loads: {:?}", e.say()));
        assert_eq!(linked.seating, saved.seating, "{name}: the link keeps the seating");
        let sharer = match saved.seating {
            Seating::Computer { human, .. } => Some(human),
            Seating::Open | Seating::HotSeat => None,
        };
        match sharer {
            Some(human) => assert_eq!(linked.game.view_for(Some(human)), saved.game.view_for(Some(human)), "{name}"),
            None => assert_eq!(linked.game, saved.game, "{name}: the link holds the save's game"),
        }
    }
}

/// Saves and links written by the build of small saves (save version 3, JSON; link version 3).
#[test]
fn saves_and_links_of_save_version_3_still_load_for_every_game() {
    fixtures_of_version_load(
        "3",
        [
            ("lcg", include_str!("../fixtures/lcg-save-v3.json"), include_str!("../fixtures/lcg-link-v3.txt")),
            ("swu", include_str!("../fixtures/swu-save-v3.json"), include_str!("../fixtures/swu-link-v3.txt")),
            ("swccg", include_str!("../fixtures/swccg-save-v3.json"), include_str!("../fixtures/swccg-link-v3.txt")),
        ],
    );
}

/// Saves and links written by the build of binary saves (save version 4, link version 4).
#[test]
fn saves_and_links_of_save_version_4_load_for_every_game() {
    fixtures_of_version_load(
        "4",
        [
            ("lcg", include_str!("../fixtures/lcg-save-v4.txt"), include_str!("../fixtures/lcg-link-v4.txt")),
            ("swu", include_str!("../fixtures/swu-save-v4.txt"), include_str!("../fixtures/swu-link-v4.txt")),
            ("swccg", include_str!("../fixtures/swccg-save-v4.txt"), include_str!("../fixtures/swccg-link-v4.txt")),
        ],
    );
}

/// This build's saves and links are no larger than the version 3 fixtures of the same matches,
/// each written again by this build.
#[test]
fn saves_and_links_of_version_4_are_smaller_than_version_3s() {
    let fixtures = [
        ("lcg", include_str!("../fixtures/lcg-save-v3.json"), include_str!("../fixtures/lcg-link-v3.txt")),
        ("swu", include_str!("../fixtures/swu-save-v3.json"), include_str!("../fixtures/swu-link-v3.txt")),
        ("swccg", include_str!("../fixtures/swccg-save-v3.json"), include_str!("../fixtures/swccg-link-v3.txt")),
    ];
    for (name, save, link) in fixtures {
        let saved = decode_save(save).expect("it loads");
        let (v3, v4) = (save.trim().len(), encode_save(&saved).len());
        println!("# {name}: a save of {} moves, version 3 {v3} bytes, version 4 {v4}", saved.timeline.len());
        assert!(v4 <= v3, "{name}: the save");
        let linked = decode_link(link.trim()).expect("it opens");
        let (v3, v4) = (link.trim().len(), encode_link(&linked.game, Seating::Open).len());
        println!("# {name}: a link, version 3 {v3} characters, version 4 {v4}");
        assert!(v4 <= v3, "{name}: the link");
    }
}

// ---------------------------------------------------------------------------------------------
// Fixtures of this build's save and link versions, for later builds to read. Written by
//   HANGAR_WRITE_FIXTURES=1 cargo test --no-default-features --test app save_fixtures_of_this_build
// (tests/fixtures/README.md); without the variable the test checks they are there. Each save is a seeded match of up to 40 random moves (`fixture_of`);
// each link is its save's current position, shared as
// that save's table is seated.

/// `moves` random moves of `game` from `start` (a new match seeded 43 when the start is a
/// position held in full), played by `seating`.
fn fixture_match(game: hangar::engine::GameId, start: Start, seating: Seating, moves: usize) -> Saved {
    use hangar::engine::Rng;
    let first = start.deal(game).unwrap_or_else(|| hangar::rules::new_match(game, 43).expect("a match"));
    let mut timeline = Timeline::new(start, first.clone());
    let (mut at, mut log, mut rng) = (first, Vec::new(), Rng::seeded(47));
    for _ in 0..moves {
        if at.ending().is_some() {
            break;
        }
        let index = rng.below(at.legal_count());
        let (next, lines) = at.apply_index(index).expect("a listed action applies");
        timeline.push(index, at.to_act(), &next);
        log.extend(lines);
        at = next;
    }
    Saved { game: at, log, timeline, seating }
}

/// The match the fixture of `game` holds: the LCG's, the longest of its scenarios against the
/// computer; SWU's, a new match at a hot seat; the Star Wars CCG's, a position held in full at an
/// open table.
fn fixture_of(game: &hangar::rules::GameInfo) -> Saved {
    use hangar::engine::{Difficulty, Seat};
    match game.id.0 {
        "lcg" => {
            let seating = Seating::Computer { human: Seat(1), seed: 41, level: Difficulty::Hard };
            let scenarios = game.scenarios.iter();
            let played =
                scenarios.map(|s| fixture_match(game.id, Start::Scenario { key: s.key.to_string() }, seating, 40));
            played.max_by_key(|saved| saved.timeline.len()).expect("a scenario")
        }
        "swu" => fixture_match(game.id, Start::Match { seed: 41 }, Seating::HotSeat, 40),
        _ => fixture_match(game.id, Start::Position, Seating::Open, 40),
    }
}

/// The name of this build's fixture of `what` ("save" or "link") of `game`.
fn fixture_name(game: &str, what: &str) -> String {
    let version = if what == "save" { SAVE_VERSION.to_string() } else { LINK_VERSION[1..].to_string() };
    let extension = if what == "save" && version.parse::<u32>().is_ok_and(|v| v <= 3) { "json" } else { "txt" };
    format!("{game}-{what}-v{version}.{extension}")
}

/// With `HANGAR_WRITE_FIXTURES` set, writes this build's fixtures; without it, checks that this
/// build's save and link versions have theirs (a build that writes a new version adds them) and
/// that what the writer would write reads back as the same match.
#[test]
fn save_fixtures_of_this_build() {
    let write = std::env::var_os("HANGAR_WRITE_FIXTURES").is_some();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let games = hangar::rules::games();
    assert_eq!(games.len(), 3, "the LCG, SWU and the Star Wars CCG");
    for game in games {
        let saved = fixture_of(&game);
        let name = game.id.0;
        assert!(!saved.timeline.is_empty(), "{name}: the fixture's match has moves");
        let (save, link) = (encode_save(&saved), encode_link(&saved.game, saved.seating));
        assert_eq!(decode_save(&save), Ok(saved.clone()), "{name}: the save reads back");
        let linked = decode_link(&link).unwrap_or_else(|e| panic!("{name}: the link reads back: {:?}", e.say()));
        match saved.seating {
            // A link against the computer holds the table as the sharer's seat saw it.
            Seating::Computer { human, .. } => {
                assert_eq!(linked.game.view_for(Some(human)), saved.game.view_for(Some(human)), "{name}")
            }
            Seating::Open | Seating::HotSeat => assert_eq!(linked.game, saved.game, "{name}: the link reads back"),
        }
        if write {
            std::fs::write(dir.join(fixture_name(name, "save")), save + "\n").expect("written");
            std::fs::write(dir.join(fixture_name(name, "link")), link + "\n").expect("written");
        } else {
            for what in ["save", "link"] {
                let path = dir.join(fixture_name(name, what));
                assert!(path.is_file(), "{} is missing: write it with HANGAR_WRITE_FIXTURES=1", path.display());
            }
        }
    }
}

/// The page's table holds one game's engine and hands a save or a link of another game to that
/// game's table, so it reads which game a save or link holds without restoring it: the same game
/// the decoder finds, for every version of every game's fixtures; nothing for text that is no save.
#[test]
fn the_game_of_a_save_or_link_is_read_from_its_head() {
    let fixtures = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let mut read = 0;
    for entry in std::fs::read_dir(&fixtures).expect("the fixtures") {
        let path = entry.expect("a fixture").path();
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default().to_string();
        let text = std::fs::read_to_string(&path).expect("text");
        if name.contains("-save-") {
            let game = decode_save(&text).unwrap_or_else(|e| panic!("{name}: {e:?}")).game.id();
            assert_eq!(hangar::save::game_of_save(&text).as_deref(), Some(game.0), "{name}");
            read += 1;
        } else if name.contains("-link-") {
            let game = decode_link(text.trim()).unwrap_or_else(|e| panic!("{name}: {e:?}")).game.id();
            assert_eq!(hangar::save::game_of_link(&text).as_deref(), Some(game.0), "{name}");
            read += 1;
        }
    }
    assert!(read >= 20, "every fixture is read ({read})");
    let save = encode_save(&played());
    assert_eq!(hangar::save::game_of_save(&save).as_deref(), Some(played().game.id().0));
    for nonsense in ["", "hello", "hangar-save.4.AAAA", "{\"format\":\"other\"}", "v4.!!!", "v9.abc"] {
        assert_eq!(hangar::save::game_of_save(nonsense), None, "{nonsense:?}");
        assert_eq!(hangar::save::game_of_link(nonsense), None, "{nonsense:?}");
    }
}
