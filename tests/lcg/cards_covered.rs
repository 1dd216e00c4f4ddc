//! Every card of the pool is tested: each implemented card with printed text has a test that
//! plays it (a test function named `card_<number>_…`, or named after the card), and the cards
//! with no text beyond their numbers are played here. Cards whose text is not played yet are
//! marked `not_implemented` and kept out of decks (`deck::problems`).

use hangar::cards::lcg::{catalog, objective_sets};
use hangar::engine::Ruleset;
use hangar::engine::Table;
use hangar::rules::lcg::def::CardType;
use hangar::rules::lcg::facts;
use hangar::rules::lcg::Initiative;
use hangar::rules::lcg::Lcg;
use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;

fn test_function_names() -> Vec<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests").join("lcg");
    let mut names = Vec::new();
    for entry in std::fs::read_dir(dir).expect("tests/ is readable") {
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

fn snake(name: &str) -> String {
    let words: Vec<String> = name
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_ascii_lowercase)
        .collect();
    words.join("_")
}

/// The cards of the pool: every objective set's (each number once).
fn pool_cards() -> Vec<hangar::cards::lcg::DefId> {
    let mut cards = Vec::new();
    for set in objective_sets() {
        for &card in set.cards.iter() {
            if !cards.contains(&card) {
                cards.push(card);
            }
        }
    }
    cards
}

fn has_text(def: &hangar::rules::lcg::def::CardDef) -> bool {
    !def.abilities.is_empty() || def.pilot.is_some() || !def.keywords.is_empty()
}

#[test]
fn cards_every_implemented_card_of_the_pool_with_text_has_a_test() {
    let names = test_function_names();
    assert!(names.iter().any(|n| n.starts_with("card_")), "the scan finds the card tests");
    let mut untested = Vec::new();
    let mut with_text = 0;
    for card in pool_cards() {
        let def = catalog().get(card);
        if def.not_implemented.is_some() || !has_text(def) {
            continue;
        }
        with_text += 1;
        let number = format!("card_{}", def.number);
        let named = snake(&def.name);
        if !names.iter().any(|n| n.contains(&number) || n.contains(&named)) {
            untested.push(format!("{} {}", def.number, def.name));
        }
    }
    assert!(with_text > 0, "the cards of the pool with text");
    assert!(untested.is_empty(), "cards of the pool without a test: {untested:#?}");
}

#[test]
fn cards_without_text_play_with_their_printed_numbers() {
    // The cards of the pool whose only text is their numbers: units enter play ready with their
    // printed icons and capacity; objectives have their printed capacity and resources.
    let mut played = 0;
    for card in pool_cards() {
        let def = catalog().get(card);
        if has_text(def) || def.not_implemented.is_some() {
            continue;
        }
        played += 1;
        let side = def.side;
        let turn = if side == Side::Dark { 3 } else { 4 };
        let mut s = Scenario::new("t", "IN-AFF", "RA-AFF").active(side, Phase::Deployment).turn(turn, 0, Side::Light);
        match def.card_type {
            CardType::Unit => {
                for _ in 0..def.cost {
                    s.play(side, if side == Side::Dark { "0036" } else { "0082" });
                }
                let id = s.hand(side, &def.number);
                let state = s.build();
                let play = Lcg::legal_actions(&state)
                    .into_iter()
                    .find(|a| matches!(a, hangar::rules::lcg::Action::Initiative(Initiative::PlayUnit { card, .. }) if *card == id))
                    .unwrap_or_else(|| panic!("{} can be played", def.name));
                let (next, _) = Lcg::apply(&state, &play).expect("applies");
                assert!(next.in_play(id), "{}", def.name);
                assert_eq!(next.card(id).focus, 0, "{} enters play ready", def.name);
                assert_eq!(facts::combat_icons(&next, id), (def.icons, def.edge_icons), "{}", def.name);
                assert_eq!(facts::damage_capacity(&next, id), def.damage_capacity, "{}", def.name);
            }
            CardType::Objective => {
                let id = s.play(side, &def.number);
                let state = s.build();
                assert_eq!(facts::damage_capacity(&state, id), def.damage_capacity, "{}", def.name);
                assert!(def.resources > 0, "{} has a resource value", def.name);
            }
            other => panic!("{} is a {other:?} without text", def.name),
        }
    }
    assert!(played > 0, "the cards of the pool without text");
}
