//! Decks as they leave the page and come back (`save::decks`): a record, a link and a backup
//! round trip for every game; each kind of bad input gets its error; damaged text never panics;
//! and what a drop or paste on the builder holds is told apart.

use hangar::engine::Rng;
use hangar::rules::decks::{built_in_decks, match_with};
use hangar::rules::{games, Deck, DeckRestoreError};
use hangar::save::decks::{
    backup_entries, decode_backup, decode_deck_link, decode_record, encode_backup, encode_backup_entries,
    encode_deck_link, encode_record, game_of_deck_link, read_incoming, record_entry, record_head, record_of_entry,
    DeckLoadError, Incoming,
};
use hangar::save::{decode_save, encode_save, Saved, Start, Timeline};

fn every_deck() -> Vec<Deck> {
    games().iter().flat_map(|g| built_in_decks(g.id)).map(|d| d.deck).collect()
}

#[test]
fn a_record_and_a_link_round_trip_every_games_deck() {
    for deck in every_deck() {
        let record = encode_record(&deck);
        assert_eq!(record_head(&record), Some((deck.game().0, deck.name())));
        assert_eq!(decode_record(&record), Ok(deck.clone()));
        let link = encode_deck_link(&deck);
        assert!(link.starts_with("d1."));
        assert!(link.chars().all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c)), "URL-safe: {link}");
        assert_eq!(decode_deck_link(&link), Ok(deck.clone()));
    }
}

#[test]
fn a_backup_holds_every_deck_and_keeps_the_readable_ones_of_a_damaged_one() {
    let decks = every_deck();
    let backup = decode_backup(&encode_backup(&decks)).unwrap();
    assert_eq!(backup.decks, decks);
    assert!(backup.unreadable.is_empty());
    let mut value: serde_json::Value = serde_json::from_str(&encode_backup(&decks)).unwrap();
    value["decks"][1]["game"] = "chess".into();
    value["decks"][2]["deck"] = serde_json::json!({ "cards": "not a list" });
    let read = decode_backup(&value.to_string()).unwrap();
    assert_eq!(read.decks.len(), decks.len() - 2);
    assert_eq!(read.unreadable.iter().map(|(i, _)| *i).collect::<Vec<_>>(), [1, 2]);
    assert_eq!(read.unreadable[0].1, DeckLoadError::Deck(DeckRestoreError::UnknownGame("chess".into())));
}

#[test]
fn bad_records_links_and_backups_get_a_clear_error() {
    assert_eq!(decode_record(""), Err(DeckLoadError::Empty));
    assert_eq!(decode_record("hello"), Err(DeckLoadError::NotHangars));
    assert_eq!(
        decode_record("hangar-deck.9 swu\nx\n{}"),
        Err(DeckLoadError::FromNewerVersion { found: 9, supported: 1 })
    );
    assert_eq!(decode_record("hangar-deck.1 swu\nname"), Err(DeckLoadError::Truncated));
    assert!(matches!(decode_record("hangar-deck.1 swu\nname\n{oops"), Err(DeckLoadError::Unreadable { .. })));
    assert!(matches!(
        decode_record("hangar-deck.1 go\nname\n{}"),
        Err(DeckLoadError::Deck(DeckRestoreError::UnknownGame(_)))
    ));
    assert!(matches!(decode_record(&"x".repeat(300 * 1024)), Err(DeckLoadError::TooLarge { .. })));
    assert_eq!(decode_deck_link(" "), Err(DeckLoadError::Empty));
    assert_eq!(decode_deck_link("v4.abc"), Err(DeckLoadError::NotHangars));
    assert_eq!(decode_deck_link("d1.!!!"), Err(DeckLoadError::Garbled));
    let link = encode_deck_link(&every_deck()[0]);
    assert!(decode_deck_link(&link[..link.len() / 2]).is_err());
    assert_eq!(decode_backup("{}"), Err(DeckLoadError::NotHangars));
    assert_eq!(
        decode_backup(r#"{"format":"hangar-decks","version":5,"decks":[]}"#),
        Err(DeckLoadError::FromNewerVersion { found: 5, supported: 1 })
    );
    assert_eq!(decode_backup(r#"{"format":"hangar-decks","version":1}"#), Err(DeckLoadError::NotHangars));
}

#[test]
fn damaged_records_links_and_backups_never_panic() {
    let decks = every_deck();
    let texts = [encode_record(&decks[2]), encode_deck_link(&decks[3]), encode_backup(&decks)];
    let mut rng = Rng::seeded(341);
    for round in 0..600 {
        let mut text = texts[round % texts.len()].clone().into_bytes();
        for _ in 0..1 + rng.below(4) {
            let at = rng.below(text.len());
            match rng.below(3) {
                0 => text[at] = b"{}[]\",:0aZ-_.\n"[rng.below(14)],
                1 => text.truncate(at),
                _ => {
                    text.remove(at);
                }
            }
            if text.is_empty() {
                break;
            }
        }
        let text = String::from_utf8_lossy(&text);
        for read in [decode_record(&text).map(|d| vec![d]), decode_deck_link(&text).map(|d| vec![d])] {
            for deck in read.into_iter().flatten() {
                let _ = (deck.problems(), deck.view(), deck.test_draw(1, 0));
            }
        }
        if let Ok(backup) = decode_backup(&text) {
            backup.decks.iter().for_each(|d| drop(d.problems()));
        }
    }
}

#[test]
fn a_drop_or_paste_is_hangars_decks_or_a_deck_in_a_games_format() {
    let decks = every_deck();
    let swu = decks.iter().find(|d| d.game().0 == "swu").unwrap().clone();
    let one = |incoming: Result<Incoming, _>| match incoming {
        Ok(Incoming::Decks(backup)) => backup.decks,
        other => panic!("{other:?}"),
    };
    assert_eq!(one(read_incoming(swu.game(), &encode_record(&swu))), std::slice::from_ref(&swu));
    let address = format!("https://example.org/hangar/#deck={}", encode_deck_link(&swu));
    assert_eq!(one(read_incoming(swu.game(), &address)), std::slice::from_ref(&swu));
    assert_eq!(one(read_incoming(swu.game(), &encode_backup(&decks))), decks);
    match read_incoming(swu.game(), &swu.export("text").unwrap()) {
        Ok(Incoming::Imported(read)) => assert_eq!(read.deck.view().counts, swu.view().counts),
        other => panic!("{other:?}"),
    }
    assert!(read_incoming(swu.game(), "d1.###").is_err());
    assert!(read_incoming(swu.game(), "nothing here").is_err());
}

#[test]
fn a_saved_match_between_decks_is_dealt_again_from_its_decks_and_seed() {
    for game in games() {
        let decks = built_in_decks(game.id);
        let mut pair = [&decks[0].deck, &decks[1].deck];
        if pair[0].seat().is_some_and(|s| s.0 == 1) {
            pair.swap(0, 1);
        }
        let first = match_with(pair, 99).unwrap();
        let start = Start::decks(pair, 99);
        assert_eq!(start.deal(game.id).map(|g| g.store()), Some(first.store()), "{}", game.id);
        let (timeline, played) = Timeline::replay(start, first.clone(), &[0]).unwrap();
        let saved = Saved { game: played, log: Vec::new(), timeline, seating: Default::default() };
        assert_eq!(decode_save(&encode_save(&saved)), Ok(saved), "{}", game.id);
    }
}

/// Every game's import formats fed damaged text (a deck of each format cut short, bytes
/// changed, lines dropped or repeated), oversized text and random text: each is a deck with its
/// refused lines, or a clear reason; never a panic, and a deck read from damage is still one the
/// builder can show, check and draw from.
#[test]
fn every_import_format_fed_damaged_oversized_or_random_text_answers_without_panic() {
    let mut rng = Rng::seeded(3_301);
    for deck in every_deck() {
        let game = deck.game();
        for exchange in hangar::rules::decks::exchanges(game) {
            let Some(written) = deck.export(exchange.key) else { continue };
            for round in 0..60 {
                let mut text = written.clone().into_bytes();
                for _ in 0..1 + rng.below(5) {
                    if text.is_empty() {
                        break;
                    }
                    let at = rng.below(text.len());
                    match rng.below(5) {
                        0 => text[at] = b"{}[]\",:0123456789x aZ-_.\n\t"[rng.below(26)],
                        1 => text.truncate(at),
                        2 => drop(text.remove(at)),
                        3 => {
                            let line: Vec<u8> = text[at..].iter().take_while(|&&b| b != b'\n').copied().collect();
                            for _ in 0..rng.below(6) {
                                drop(text.splice(at..at, line.iter().copied().chain([b'\n'])));
                            }
                        }
                        _ => drop(
                            text.splice(at..at, (0..rng.below(40)).map(|_| rng.below(256) as u8).collect::<Vec<_>>()),
                        ),
                    }
                }
                let text = String::from_utf8_lossy(&text);
                let at = || format!("{game:?} {} round {round}", exchange.key);
                if let Ok(read) = hangar::rules::decks::import(game, &text) {
                    let lines = text.lines().count();
                    assert!(read.refused.iter().all(|r| r.line <= lines.max(1)), "{}: a refusal past the end", at());
                    assert!(
                        read.refused.iter().all(|r| r.text.chars().count() <= 200),
                        "{}: a refusal too long to show",
                        at()
                    );
                    let _ = (read.deck.problems(), read.deck.view(), read.deck.test_draw(round as u64, 1));
                }
            }
        }
        // Oversized: the whole export repeated past any deck's size, and one endless line.
        // (Every game's import takes at most a few hundred KB.)
        let list = deck.export("text").unwrap_or_default();
        let huge = list.repeat(1 + 1_100_000 / list.len().max(1));
        let endless = "9".repeat(1_100_000);
        for text in [huge.as_str(), endless.as_str()] {
            let refused = hangar::rules::decks::import(game, text).expect_err("too large to be a deck");
            assert!(!refused.0.key.is_empty());
        }
        // Random bytes, and nothing at all.
        for round in 0..60 {
            let bytes: Vec<u8> = (0..rng.below(600)).map(|_| rng.below(256) as u8).collect();
            if let Ok(read) = hangar::rules::decks::import(game, &String::from_utf8_lossy(&bytes)) {
                let _ = (read.deck.problems(), read.deck.view(), round);
            }
        }
        assert!(
            hangar::rules::decks::import(game, "").is_err() && hangar::rules::decks::import(game, " \n\t\n").is_err()
        );
    }
}

#[test]
fn a_deck_links_game_is_read_from_its_head_without_the_deck() {
    // One game's table hands a deck link of another game on to that game's table.
    for deck in every_deck() {
        assert_eq!(game_of_deck_link(&encode_deck_link(&deck)).as_deref(), Some(deck.game().0));
    }
    for nonsense in ["", "d1.", "d1.!!!", "v4.abc", "hello"] {
        assert_eq!(game_of_deck_link(nonsense), None, "{nonsense:?}");
    }
    let link = encode_deck_link(&every_deck()[0]);
    assert_eq!(game_of_deck_link(&link[..link.len() / 2]), None);
}

#[test]
fn a_deck_unread_keeps_its_game_and_json_through_a_record_and_a_backup() {
    // What a table without a game's engine keeps of that game's decks: a record of its JSON that
    // the game's own reader reads back, and a backup that holds them as the full build writes it.
    let decks = every_deck();
    let entries: Vec<(String, serde_json::Value)> =
        decks.iter().map(|d| record_entry(&encode_record(d)).unwrap()).collect();
    for (deck, (game, json)) in decks.iter().zip(&entries) {
        assert_eq!(game, deck.game().0);
        let record = record_of_entry(game, json);
        assert_eq!(record_head(&record), Some((deck.game().0, deck.name())));
        assert_eq!(decode_record(&record), Ok(deck.clone()));
    }
    let backup = encode_backup(&decks);
    assert_eq!(encode_backup_entries(&entries), backup);
    assert_eq!(backup_entries(&backup), entries);
    assert_eq!(record_entry("hangar-deck.1 swu\nname\n{oops"), None);
    assert_eq!(record_entry("hangar-deck.2 swu\nname\n{}"), None);
    assert!(backup_entries("not a backup").is_empty());
}
