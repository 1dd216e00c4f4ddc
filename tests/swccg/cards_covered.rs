//! Every card present is covered: each card whose text Hangar plays (every card of the built-in
//! decks among them) has a test function named `card_<GEMP id>_…` (`cards_dark.rs`,
//! `cards_light.rs`, `cards_pool.rs`, `cards_weapons.rs`, `cards_character_weapons.rs`,
//! `cards_devices.rs`, `cards_interrupts.rs`, `cards_locations.rs`, `cards_locations_moves.rs`);
//! every other card of the pool is marked `not_implemented` and is in no deck; and every line of
//! text the decks cannot use is marked as such in the data.

use hangar::cards::swccg::catalog;
#[cfg(feature = "catalog-json")]
use hangar::cards::swccg::json::{file, parse};
use hangar::rules::swccg::deck;
use hangar::rules::swccg::Ability;
use hangar::rules::swccg::CardType;

fn test_function_names() -> Vec<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests").join("swccg");
    let mut names = Vec::new();
    for entry in std::fs::read_dir(dir).expect("tests/swccg is readable") {
        let path = entry.expect("an entry").path();
        if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).expect("a test file is readable");
            names.extend(
                text.lines()
                    .filter_map(|l| l.trim().strip_prefix("fn "))
                    .map(|l| l.split('(').next().unwrap_or("").to_string()),
            );
        }
    }
    names
}

fn deck_ids() -> Vec<&'static str> {
    let mut ids: Vec<&'static str> = Vec::new();
    for list in deck::all() {
        for (id, _) in list.cards {
            if !ids.contains(&id) {
                ids.push(id);
            }
        }
    }
    ids
}

#[test]
fn cards_every_card_is_tested_or_marked_not_played_yet() {
    let names = test_function_names();
    let ids = deck_ids();
    assert!(names.iter().any(|n| n.starts_with("card_")), "the scan finds the card tests");
    let mut tested = Vec::new();
    let mut marked = Vec::new();
    let mut uncovered = Vec::new();
    for (_, def) in catalog().iter() {
        let has_test = names.iter().any(|n| n.starts_with(&format!("card_{}_", def.id)));
        match (&def.not_implemented, has_test) {
            (None, true) => tested.push(&*def.id),
            (Some(_), _) => {
                assert!(!ids.contains(&&*def.id), "{} is not played yet, and in a deck", def.title);
                marked.push(&*def.id);
            }
            (None, false) => uncovered.push(format!("{} {}", def.id, def.title)),
        }
    }
    assert!(uncovered.is_empty(), "cards played but without a test: {uncovered:#?}");
    assert!(ids.iter().all(|id| tested.contains(id)), "every deck card is played and tested");
    // The devices and the weapon of `cards_devices_craft.rs`, the Effects of
    // `cards_pilots_removed.rs`; of `cards_battle_won.rs`.
    let craft = 6 + 4;
    let won = 5;
    assert_eq!(
        // Less the character devices (cards_devices_characters.rs), Electro-Rangefinder,
        // Concussion Grenade, the craft's and the battles won's.
        (tested.len() - 7 - 1 - 1 - craft - won, marked.len()),
        (
            42 + 18
                + 48
                + 47
                + 32
                + 4
                + 14
                + 17
                + 13
                + 2
                + 4
                + 3
                + 13
                + 15
                + 9
                + 12
                + 2
                + 8
                + 5
                + 2
                + 9
                + 3
                + 6
                + 5
                + 2
                + 2
                + 1
                + 1
                + 1
                + 1
                + 1,
            42 - 4 - 14 - 13 - 2 - 4 - 2 - 3
        ),
        "every card present, tested or marked"
    );
}

#[test]
fn cards_the_catalog_holds_the_deck_cards_and_the_pool() {
    assert_eq!(
        catalog().len(),
        42 + 187
            + 17
            + 3
            + 13
            + 15
            + 9
            + 12
            + 2
            + 8
            + 3
            + 2
            + 9
            + 6
            + 5
            + 7
            + 6
            + 4
            + 1
            + 1
            + 2
            + 5
            + 2
            + 1
            + 1
            + 1
            + 1
            + 1
    );
    for id in deck_ids() {
        assert!(catalog().by_key(id).is_some(), "{id} of a deck is in the data");
    }
    for (_, def) in catalog().iter() {
        assert!(!def.text.trim().is_empty() || def.is(CardType::Location), "{} has its text", def.title);
    }
}

#[test]
fn cards_text_the_decks_cannot_use_is_marked_inert_with_its_words() {
    let mut inert = 0;
    for (_, def) in catalog().iter() {
        for ability in def.abilities() {
            if let Ability::Inert { text, .. } = ability {
                assert!(def.text.contains(&**text), "{}: {text:?} is its printed text", def.title);
                inert += 1;
            }
        }
    }
    assert_eq!(
        inert,
        59 + 8 - 6 + 6 + 4 + 6 - 1 + 4 + 2 + 1 + 2 + 2 + 2 - 3 - 1 + 1 - 1 + 1 - 3 + 1 - 1 + 1 + 2 + 2 + 4,
        "the inert lines checked"
    );
}

#[cfg(feature = "catalog-json")]
#[test]
fn cards_the_data_file_loads() {
    assert_eq!(
        parse(file()).expect("the embedded data is valid").len(),
        42 + 187
            + 17
            + 3
            + 13
            + 15
            + 9
            + 12
            + 2
            + 8
            + 3
            + 2
            + 9
            + 6
            + 5
            + 7
            + 6
            + 4
            + 1
            + 1
            + 2
            + 5
            + 2
            + 1
            + 1
            + 1
            + 1
            + 1
    );
}

#[cfg(feature = "catalog-json")]
#[test]
fn cards_broken_data_is_refused_with_a_clear_error() {
    let bad = r#"{"game":"x","sources":"y","cards":[{"id":"9_9","side":"dark","title":"Odd","unique":false,"type":"starship","class":"starfighter","deploy":1,"power":1,"forfeit":1,"enclosed":false,"text":"","abilities":[]}]}"#;
    let err = parse(("bad.json", bad)).unwrap_err();
    assert_eq!(err.to_string(), "card 9_9: every starship is enclosed ([E1])");
    assert!(parse(("broken.json", "{")).unwrap_err().to_string().starts_with("broken.json:"));
}
