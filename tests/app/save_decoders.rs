//! Saves and share links: round trips, a clear error for each kind of bad input, and fuzzing
//! (proptest) that no input at all makes a decoder panic or lets an inconsistent game through.

use hangar::engine::Ruleset;
use hangar::engine::Seating;
use hangar::engine::Table;
use hangar::engine::{CardId, Message, Say, Target};
use hangar::rules::lcg;
use hangar::rules::lcg::example_1;
use hangar::rules::lcg::Lcg;
use hangar::rules::lcg::Problem;
use hangar::rules::lcg::GAME;
use hangar::rules::{Game, RestoreError};
use hangar::save::{
    decode_link, decode_save, encode_link, encode_save, Damage, LinkError, LoadError, Saved, Start, Timeline,
    LINK_VERSION, SAVE_VERSION,
};
use proptest::prelude::*;
use proptest::test_runner::RngSeed;

fn played() -> Saved {
    let start = Game::Lcg(example_1());
    let Game::Lcg(state) = &start else { unreachable!("an LCG game") };
    let fel = (0..state.cards.len() as u16).map(CardId).find(|&c| state.def(c).name == "Baron Fel").unwrap();
    let tie =
        (0..state.cards.len() as u16).map(CardId).find(|&c| state.def(c).name == "181st TIE Interceptor").unwrap();
    let index = start.drop_index(fel, Target::Card(tie)).unwrap();
    let (_, log) = start.apply_index(index).unwrap();
    let (timeline, game) = Timeline::replay(Start::Position, start, &[index as u16]).unwrap();
    Saved { game, log, timeline, seating: Default::default() }
}

#[test]
fn a_save_round_trips() {
    let saved = played();
    assert_eq!(decode_save(&encode_save(&saved)), Ok(saved));
}

#[test]
fn a_share_link_round_trips_and_is_compact() {
    let game = played().game;
    let link = encode_link(&game, Seating::Open);
    assert!(link.starts_with("v4."));
    assert!(link.chars().all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c)), "URL-safe: {link}");
    assert!(link.len() < serde_json::to_string(&game.store().state).unwrap().len() / 2, "compressed");
    assert_eq!(decode_link(&link), Ok(Saved::fresh(game, Seating::Open)));
}

#[test]
fn bad_saves_get_a_clear_error() {
    assert_eq!(decode_save("  "), Err(LoadError::Empty));
    assert!(matches!(decode_save("{not json"), Err(LoadError::NotJson { .. })));
    assert_eq!(decode_save(r#"{"hello":"world"}"#), Err(LoadError::NotAHangarSave));
    assert_eq!(decode_save(r#"{"format":"other","version":1,"saved":{}}"#), Err(LoadError::NotAHangarSave));
    assert_eq!(
        decode_save(r#"{"format":"hangar-save","version":9,"saved":{}}"#),
        Err(LoadError::FromNewerVersion { found: 9, supported: SAVE_VERSION })
    );
    assert!(matches!(
        decode_save(r#"{"format":"hangar-save","version":1,"saved":{}}"#),
        Err(LoadError::Unreadable { .. })
    ));
    assert!(matches!(decode_save(r#"{"format":"hangar-save","version":2}"#), Err(LoadError::Unreadable { .. })));
    // A card number no catalog has, in the position's JSON inside the bytes.
    let unknown_card = rewritten(&encode_save(&played()), |bytes| replace_all(bytes, b"\"0714\"", b"\"9999\""));
    assert!(
        matches!(decode_save(&unknown_card), Err(LoadError::Game(RestoreError::Unreadable { detail })) if detail.contains("9999"))
    );
}

#[test]
fn a_save_whose_game_is_inconsistent_is_refused() {
    let mut saved = played();
    let Game::Lcg(state) = &mut saved.game else { unreachable!("an LCG game") };
    state.players[0].hand.push(CardId(500));
    let error = decode_save(&encode_save(&saved)).unwrap_err();
    let problem = Problem::UnknownCard(CardId(500)).say();
    assert_eq!(error, LoadError::Game(RestoreError::Unsound(problem.clone())));
    assert_eq!(
        error.say(),
        Message::new("save-error-inconsistent").with("problem", problem),
        "its game is inconsistent (…)"
    );
}

#[test]
fn a_save_whose_cards_out_of_play_carry_tokens_is_refused() {
    for token in 0..4 {
        // Example 1 before Baron Fel is played: he is in hand.
        let mut saved = played();
        saved.game = saved.timeline.first().clone();
        saved.timeline = Timeline::new(Start::Position, saved.game.clone());
        let Game::Lcg(state) = &mut saved.game else { unreachable!("an LCG game") };
        let in_hand = state.players[0].hand[0];
        let cs = &mut state.cards[in_hand.idx()];
        match token {
            0 => cs.focus = 1,
            1 => cs.damage = 1,
            2 => cs.shields = 1,
            _ => cs.committed = true,
        }
        let problem = Problem::TokensOutOfPlay(in_hand).say();
        assert_eq!(decode_save(&encode_save(&saved)), Err(LoadError::Game(RestoreError::Unsound(problem.clone()))));
        assert_eq!(
            decode_link(&encode_link(&saved.game, Seating::Open)),
            Err(LinkError::Game(RestoreError::Unsound(problem)))
        );
    }
}

#[test]
fn bad_links_get_a_clear_error() {
    let link = encode_link(&played().game, Seating::Open);
    assert_eq!(decode_link(""), Err(LinkError::Empty));
    assert_eq!(decode_link("v5.abc"), Err(LinkError::UnknownVersion));
    assert_eq!(decode_link("nodot"), Err(LinkError::UnknownVersion));
    assert_eq!(decode_link("v3.***"), Err(LinkError::Garbled));
    assert_eq!(decode_link(&link[..link.len() / 2]), Err(LinkError::Truncated));
    let junk = format!("v3.{}", base64_of(b"not deflate at all"));
    assert_eq!(decode_link(&junk), Err(LinkError::Truncated));
    let junk = format!("v4.{}", base64_of(b"not deflate at all"));
    assert_eq!(decode_link(&junk), Err(LinkError::Truncated));
}

// ---------------------------------------------------------------------------------------------
// The binary form (version 4): its text is a prefix and base64url(deflate(bytes)); these take
// it apart and put it back together, so the tests can damage the bytes themselves.

/// The prefix of a save's or link's text (through its last dot) and the bytes it packs.
fn unpacked(text: &str) -> (String, Vec<u8>) {
    use base64::Engine;
    let at = text.rfind('.').expect("a prefix") + 1;
    let deflated = base64::engine::general_purpose::URL_SAFE_NO_PAD.decode(&text[at..]).expect("base64url");
    (text[..at].to_string(), miniz_oxide::inflate::decompress_to_vec(&deflated).expect("deflate"))
}

/// `bytes` packed after `prefix`, as the build does.
fn packed(prefix: &str, bytes: &[u8]) -> String {
    format!("{prefix}{}", base64_of(&miniz_oxide::deflate::compress_to_vec(bytes, 6)))
}

/// The text with its bytes changed by `change`.
fn rewritten(text: &str, change: impl FnOnce(&mut Vec<u8>)) -> String {
    let (prefix, mut bytes) = unpacked(text);
    change(&mut bytes);
    packed(&prefix, &bytes)
}

/// Replaces every `from` in `bytes` by `to`, of the same length (so every length stays right).
fn replace_all(bytes: &mut [u8], from: &[u8], to: &[u8]) {
    assert_eq!(from.len(), to.len());
    let mut i = 0;
    while i + from.len() <= bytes.len() {
        if &bytes[i..i + from.len()] == from {
            bytes[i..i + from.len()].copy_from_slice(to);
            i += from.len();
        } else {
            i += 1;
        }
    }
}

#[test]
fn a_save_is_text_of_the_binary_form_and_holds_what_it_says() {
    let text = encode_save(&played());
    assert!(text.starts_with("hangar-save.4."), "{text}");
    assert!(text.chars().all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c)), "one line of URL-safe text");
    let (_, bytes) = unpacked(&text);
    assert_eq!(&bytes[..4], b"HGS\x04", "the magic, the kind and the version");
    assert_eq!(&bytes[4..8], b"\x03lcg", "the game's name");
    let link = encode_link(&played().game, Seating::Open);
    let (_, linked) = unpacked(&link);
    assert_eq!(&linked[..8], b"HGL\x04\x03lcg");
    assert!(bytes[4..].starts_with(&linked[4..]), "a save's first fields are a link's: game, seating, position");
}

#[test]
fn a_damaged_binary_save_gets_a_clear_error() {
    let text = encode_save(&played());
    let (prefix, bytes) = unpacked(&text);
    let damaged = |bytes: &[u8]| decode_save(&packed(&prefix, bytes));
    // Cut short anywhere in its bytes: it ends inside a field.
    for cut in [0, 1, 3, 4, 9, bytes.len() / 2, bytes.len() - 1] {
        assert_eq!(damaged(&bytes[..cut]), Err(LoadError::Damaged(Damage::Truncated)), "cut at {cut}");
    }
    // Or its text cut short: the deflate stream stops before its end.
    assert_eq!(decode_save(&text[..text.len() * 2 / 3]), Err(LoadError::Damaged(Damage::Truncated)));
    // A byte more after the last field.
    assert_eq!(damaged(&[&bytes[..], b"!"].concat()), Err(LoadError::Damaged(Damage::Trailing)));
    // Another magic, kind or version inside.
    for at in 0..4 {
        let mut wrong = bytes.clone();
        wrong[at] ^= 0x20;
        assert_eq!(damaged(&wrong), Err(LoadError::Damaged(Damage::Header)), "header byte {at}");
    }
    // The seating's tag (after the header, the name and the schema), then a varint of eleven
    // bytes for the schema.
    let mut wrong = bytes.clone();
    wrong[9] = 9;
    assert_eq!(damaged(&wrong), Err(LoadError::Damaged(Damage::UnknownTag)));
    let overlong = [&bytes[..8], &[0xFF; 10][..], &[0x01], &bytes[9..]].concat();
    assert_eq!(damaged(&overlong), Err(LoadError::Damaged(Damage::Overlong)));
    // A name that is not UTF-8.
    let mut wrong = bytes.clone();
    wrong[5] = 0xFF;
    assert_eq!(damaged(&wrong), Err(LoadError::Damaged(Damage::NotText)));
    // Characters base64url never has, a newer version, an unknown prefix's version.
    assert_eq!(decode_save("hangar-save.4.abc*def"), Err(LoadError::Garbled));
    assert_eq!(
        decode_save("hangar-save.5.abc"),
        Err(LoadError::FromNewerVersion { found: 5, supported: SAVE_VERSION })
    );
    assert_eq!(decode_save("hangar-save.x.abc"), Err(LoadError::Damaged(Damage::Header)));
    assert_eq!(decode_save("hangar-save.3.abc"), Err(LoadError::Damaged(Damage::Header)));
    assert_eq!(decode_save("hangar-save."), Err(LoadError::Damaged(Damage::Header)));
    // Bytes that inflate past what any save holds.
    let huge = packed(&prefix, &vec![0u8; 5 * 1024 * 1024]);
    assert!(matches!(decode_save(&huge), Err(LoadError::TooLarge { .. })));
    // A link's bytes are not a save.
    let (_, link) = unpacked(&encode_link(&played().game, Seating::Open));
    assert_eq!(damaged(&link), Err(LoadError::Damaged(Damage::Header)));
    // Each says itself with a message of the catalogs.
    assert_eq!(
        LoadError::Damaged(Damage::Truncated).say(),
        Message::new("save-error-damaged").with("problem", Message::new("save-damage-truncated"))
    );
}

#[test]
fn a_damaged_binary_link_gets_a_clear_error() {
    let link = encode_link(&played().game, Seating::Open);
    let (prefix, bytes) = unpacked(&link);
    let damaged = |bytes: &[u8]| decode_link(&packed(&prefix, bytes));
    assert_eq!(damaged(&bytes[..bytes.len() - 1]), Err(LinkError::Damaged(Damage::Truncated)));
    assert_eq!(damaged(&[&bytes[..], b"!"].concat()), Err(LinkError::Damaged(Damage::Trailing)));
    let (_, save) = unpacked(&encode_save(&played()));
    assert_eq!(damaged(&save), Err(LinkError::Damaged(Damage::Header)), "a save's bytes are not a link");
    let mut wrong = bytes.clone();
    wrong[9] = 2; // against the computer, then whatever follows
    assert!(matches!(damaged(&wrong), Err(LinkError::Damaged(_) | LinkError::Game(_))));
    assert_eq!(decode_link("v4.abc*"), Err(LinkError::Garbled));
    // The position's JSON damaged: the game's own error, as for every version.
    let unknown_card = rewritten(&link, |bytes| replace_all(bytes, b"\"0714\"", b"\"9999\""));
    assert!(matches!(decode_link(&unknown_card), Err(LinkError::Game(RestoreError::Unreadable { .. }))));
    assert_eq!(
        LinkError::Damaged(Damage::Trailing).say(),
        Message::new("link-error-damaged").with("problem", Message::new("save-damage-trailing"))
    );
}

#[test]
fn a_log_nested_too_deep_is_refused() {
    let mut deep = Message::new("log-printed");
    for _ in 0..40 {
        deep = Message::new("log-printed").with("text", deep);
    }
    let mut saved = played();
    saved.log.push(deep);
    assert_eq!(decode_save(&encode_save(&saved)), Err(LoadError::Damaged(Damage::TooDeep)));
    // As deep as the engine writes them, and every kind of argument, it round-trips.
    let mut saved = played();
    let list = hangar::engine::Arg::List(vec![
        hangar::engine::Arg::Card("Baron Fel".into()),
        hangar::engine::Arg::Number(-3),
        hangar::engine::Arg::Number(i64::MIN),
        hangar::engine::Arg::Printed("Żółw".into()),
        Message::new("log-printed").into(),
    ]);
    saved.log.push(Message::new("log-printed").with("text", list).number("n", i64::MAX));
    assert_eq!(decode_save(&encode_save(&saved)), Ok(saved));
}

fn base64_of(bytes: &[u8]) -> String {
    use base64::Engine;
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

/// Whatever decodes must be safe to show and play.
fn usable(game: &Game) {
    let view = game.view();
    for action in &view.actions {
        let _ = game.apply_index(action.index);
    }
}

proptest! {
    // Seeded, so every run tries the same cases (tests/proptest-regressions/ keeps the failures
    // found before, which run first).
    #![proptest_config(ProptestConfig { cases: 400, rng_seed: RngSeed::Fixed(0x5A7E_0004), ..ProptestConfig::default() })]

    #[test]
    fn decode_save_never_panics_on_any_text(text in ".{0,400}") {
        let _ = decode_save(&text);
    }

    #[test]
    fn decode_link_never_panics_on_any_text(text in "(v[1234]\\.)?[A-Za-z0-9_\\-.*]{0,300}") {
        let _ = decode_link(&text);
    }

    #[test]
    fn the_binary_decoders_never_panic_on_any_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..300), magic in any::<bool>()) {
        // Any bytes, or any after a right header, packed as a save and as a link.
        let bytes = if magic { [&b"HGS\x04"[..], &bytes].concat() } else { bytes };
        let _ = decode_save(&packed("hangar-save.4.", &bytes));
        let mut link = bytes.clone();
        if magic {
            link[2] = b'L';
        }
        let _ = decode_link(&packed("v4.", &link));
    }

    #[test]
    fn a_save_with_damaged_bytes_is_refused_or_still_consistent(at in 0usize..100_000, byte in any::<u8>(), cut in 0usize..100_000) {
        // One byte changed and the end cut off, anywhere: a typed error, or a sound game.
        let (prefix, mut bytes) = unpacked(&encode_save(&played()));
        let i = at % bytes.len();
        bytes[i] = byte;
        bytes.truncate(bytes.len() - cut % bytes.len() / 16);
        if let Ok(saved) = decode_save(&packed(&prefix, &bytes)) {
            prop_assert!(saved.game.problems().is_empty());
            usable(&saved.game);
        }
    }

    #[test]
    fn a_link_with_damaged_bytes_is_refused_or_still_consistent(at in 0usize..100_000, byte in any::<u8>()) {
        let (prefix, mut bytes) = unpacked(&encode_link(&played().game, Seating::Open));
        let i = at % bytes.len();
        bytes[i] = byte;
        if let Ok(saved) = decode_link(&packed(&prefix, &bytes)) {
            prop_assert!(saved.game.problems().is_empty());
            usable(&saved.game);
        }
    }

    #[test]
    fn a_damaged_save_is_refused_or_still_consistent(cut in 0usize..4000, at in 0usize..4000, byte in 32u8..127) {
        let mut text = encode_save(&played()).into_bytes();
        if !text.is_empty() {
            let i = at % text.len();
            text[i] = byte;
            text.truncate(text.len() - cut % text.len().max(1) / 8);
        }
        if let Ok(text) = String::from_utf8(text) {
            if let Ok(saved) = decode_save(&text) {
                prop_assert!(saved.game.problems().is_empty());
                usable(&saved.game);
            }
        }
    }

    #[test]
    fn a_damaged_link_is_refused_or_still_consistent(at in 0usize..4000, c in "[A-Za-z0-9_\\-]") {
        let mut link: Vec<char> = encode_link(&played().game, Seating::Open).chars().collect();
        let i = 3 + at % (link.len() - 3);
        link[i] = c.chars().next().unwrap();
        let link: String = link.into_iter().collect();
        if let Ok(saved) = decode_link(&link) {
            prop_assert!(saved.game.problems().is_empty());
            usable(&saved.game);
        }
    }

    #[test]
    fn json_with_shuffled_numbers_never_panics_the_engine(at in 0usize..10_000, n in 0u16..400) {
        // Replace one number in a valid save with another: ids out of range, wrong counts... (a
        // JSON save of version 3: its positions are read as version 4's are, through
        // `Game::restore`).
        let text = include_str!("../fixtures/lcg-save-v3.json");
        let spans: Vec<(usize, usize)> = number_spans(text);
        let (start, end) = spans[at % spans.len()];
        let damaged = format!("{}{}{}", &text[..start], n, &text[end..]);
        if let Ok(saved) = decode_save(&damaged) {
            usable(&saved.game);
        }
    }

    #[test]
    fn a_binary_save_with_shuffled_digits_never_panics_the_engine(at in 0usize..100_000, digit in b'0'..=b'9') {
        // One digit of the position's JSON inside the bytes replaced by another (the length
        // stays right): ids out of range, wrong counts...
        let (prefix, mut bytes) = unpacked(&encode_save(&played()));
        let digits: Vec<usize> = (0..bytes.len()).filter(|&i| bytes[i].is_ascii_digit()).collect();
        bytes[digits[at % digits.len()]] = digit;
        if let Ok(saved) = decode_save(&packed(&prefix, &bytes)) {
            prop_assert!(saved.game.problems().is_empty());
            usable(&saved.game);
        }
    }
}

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
