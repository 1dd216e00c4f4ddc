//! Every card of the two decks is implemented and tested: each has a test function named
//! `card_<GEMP id>_…` (`cards_dark.rs`, `cards_light.rs`), every card in the catalog is in a
//! deck, and every line of text the decks cannot use is marked as such in the data.

use hangar::cards::swccg::catalog;
#[cfg(feature = "catalog-json")]
use hangar::cards::swccg::json::{file, parse};
use hangar::rules::swccg::deck;
use hangar::rules::swccg::Ability;
use hangar::rules::swccg::CardType;
use hangar::rules::swccg::Side;

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
    for side in [Side::Dark, Side::Light] {
        for (id, _) in deck::deck(side).cards {
            if !ids.contains(&id) {
                ids.push(id);
            }
        }
    }
    ids
}

#[test]
fn cards_every_deck_card_has_a_test() {
    let names = test_function_names();
    let ids = deck_ids();
    assert_eq!(ids.len(), catalog().len(), "every catalog card is in a deck, once");
    assert!(names.iter().any(|n| n.starts_with("card_")), "the scan finds the card tests");
    let untested: Vec<String> = ids
        .into_iter()
        .filter(|id| !names.iter().any(|n| n.starts_with(&format!("card_{id}_"))))
        .map(|id| format!("{id} {}", catalog().get(catalog().by_key(id).unwrap()).title))
        .collect();
    assert!(untested.is_empty(), "deck cards without a test: {untested:#?}");
}

#[test]
fn cards_the_catalog_holds_the_deck_cards_and_nothing_else() {
    assert_eq!(catalog().len(), 42);
    let ids = deck_ids();
    for (_, def) in catalog().iter() {
        assert!(ids.contains(&&*def.id), "{} is in no deck", def.title);
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
    assert_eq!(inert, 9, "the inert lines checked");
}

#[cfg(feature = "catalog-json")]
#[test]
fn cards_the_data_file_loads() {
    assert_eq!(parse(file()).expect("the embedded data is valid").len(), 42);
}

#[cfg(feature = "catalog-json")]
#[test]
fn cards_broken_data_is_refused_with_a_clear_error() {
    let bad = r#"{"game":"x","sources":"y","cards":[{"id":"9_9","side":"dark","title":"Odd","unique":false,"type":"starship","class":"starfighter","deploy":1,"power":1,"forfeit":1,"enclosed":false,"text":"","abilities":[]}]}"#;
    let err = parse(("bad.json", bad)).unwrap_err();
    assert_eq!(err.to_string(), "card 9_9: every starship is enclosed ([E1])");
    assert!(parse(("broken.json", "{")).unwrap_err().to_string().starts_with("broken.json:"));
}
