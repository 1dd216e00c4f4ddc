//! Every card is tested: each implemented card has a test that plays it (a function in
//! tests/swu/ named `card_…` that names its id, as `card_jtl_249_millennium_falcon_…`), every card
//! of the two skirmish decks is implemented, and the cards of the data file left unimplemented are
//! named with what of their text Hangar does not play (a deck holding one is refused).

use hangar::cards::swu::catalog;
use hangar::rules::swu::deck;

fn test_function_names() -> Vec<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests").join("swu");
    let mut names = Vec::new();
    for entry in std::fs::read_dir(dir).expect("tests/swu is readable") {
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

/// The deck cards of both skirmish decks, their leaders and bases, each once.
fn deck_cards() -> Vec<&'static str> {
    let mut ids = Vec::new();
    for list in [deck::red_squadron(), deck::victor_squadron()] {
        for id in [list.leader, list.base].into_iter().chain(list.cards.iter().map(|(_, id)| *id)) {
            if !ids.contains(&id) {
                ids.push(id);
            }
        }
    }
    ids
}

#[test]
fn cards_every_implemented_card_has_a_test_that_names_it() {
    let names: Vec<String> = test_function_names().into_iter().filter(|n| n.starts_with("card_")).collect();
    assert!(!names.is_empty(), "the scan finds the card tests");
    let mut untested = Vec::new();
    let mut implemented = 0;
    for (_, def) in catalog().iter().filter(|(_, d)| d.implemented()) {
        implemented += 1;
        let id = def.id.to_ascii_lowercase();
        if !names.iter().any(|n| n.contains(&id)) {
            untested.push(format!("{} {}", def.id, def.full_name()));
        }
    }
    assert!(implemented >= 33, "the skirmish decks' cards at least ({implemented})");
    assert!(untested.is_empty(), "implemented cards without a test: {untested:#?}");
}

#[test]
fn cards_every_skirmish_deck_card_is_implemented() {
    for id in deck_cards() {
        let def = catalog().get(catalog().by_key(id).expect("in the catalog"));
        assert!(def.implemented(), "{id} {} is in a deck but not implemented", def.full_name());
    }
    assert_eq!(deck_cards().len(), 33, "33 distinct cards, leaders and bases included (decks.md)");
}

#[test]
fn cards_left_unimplemented_are_named() {
    let left: Vec<String> = catalog()
        .iter()
        .filter(|(_, d)| !d.implemented())
        .map(|(_, d)| format!("{} {} ({:?})", d.id, d.full_name(), d.not_implemented))
        .collect();
    eprintln!("cards of the data file not implemented ({}): {left:#?}", left.len());
    assert!(left.iter().all(|c| !deck_cards().iter().any(|id| c.starts_with(id))));
}

/// Every card of the data file is listed: implemented (so tested, above), or saying what of its
/// text Hangar does not play yet (so refused in a deck, never played as a blank).
#[test]
fn cards_every_card_present_is_implemented_or_says_what_it_lacks() {
    let mut listed = 0;
    for (_, d) in catalog().iter() {
        listed += 1;
        assert_eq!(d.implemented(), d.not_implemented.is_empty(), "{} plays or says what it lacks", d.id);
    }
    assert_eq!(listed, 262 + 4 + 10, "the 262 cards of JTL, its 4 tokens and 10 cards of SOR, SHD and TWI");
}
