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

/// The cards of the catalog: the first pool's 191 and those added since, by type in
/// `docs/swccg-pool.md` (a card added to `cards.json` adds 1).
const CATALOG: usize = 435;

/// The lines of printed text marked inert (`Ability::Inert`): a line that comes to play removes
/// 1, a card with a line no deck can use adds 1.
const INERT: usize = 97;

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
    assert_eq!((tested.len(), marked.len()), (CATALOG, 0), "every card present, tested or marked");
}

#[test]
fn cards_the_catalog_holds_the_deck_cards_and_the_pool() {
    assert_eq!(catalog().len(), CATALOG);
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
    assert_eq!(inert, INERT, "the inert lines checked");
}

#[cfg(feature = "catalog-json")]
#[test]
fn cards_the_data_file_loads() {
    assert_eq!(parse(file()).expect("the embedded data is valid").len(), CATALOG);
}

#[cfg(feature = "catalog-json")]
#[test]
fn cards_broken_data_is_refused_with_a_clear_error() {
    let bad = r#"{"game":"x","sources":"y","cards":[{"id":"9_9","side":"dark","title":"Odd","unique":false,"type":"starship","class":"starfighter","deploy":1,"power":1,"forfeit":1,"enclosed":false,"text":"","abilities":[]}]}"#;
    let err = parse(("bad.json", bad)).unwrap_err();
    assert_eq!(err.to_string(), "card 9_9: every starship is enclosed ([E1])");
    assert!(parse(("broken.json", "{")).unwrap_err().to_string().starts_with("broken.json:"));
}
