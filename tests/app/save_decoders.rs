//! Saves and share links: round trips, a clear error for each kind of bad input, and fuzzing
//! (proptest) that no input at all makes a decoder panic or lets an inconsistent game through.

use hangar::engine::Seating;
use hangar::engine::Table;
use hangar::engine::{CardId, Message, Say, Target};
use hangar::rules::lcg::example_1;
use hangar::rules::lcg::Problem;
use hangar::rules::{Game, RestoreError};
use hangar::save::{
    decode_link, decode_save, encode_link, encode_save, Damage, LinkError, LoadError, Saved, Start, Timeline,
    SAVE_VERSION,
};
use proptest::prelude::*;
use proptest::test_runner::RngSeed;

pub(crate) fn played() -> Saved {
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
