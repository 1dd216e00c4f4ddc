//! The pool of the first three sets (issue #32) as data: every starship, vehicle and location of
//! Premiere, A New Hope and Hoth, every character with the pilot icon, and R2-D2, C-3PO and the
//! astromechs; the deck builder lists them and a deck imports them by id; every one of them plays
//! whole, so none is marked as not played yet and no deck is refused for holding one.

use hangar::cards::swccg::catalog;
use hangar::engine::deck::Decks;
use hangar::engine::pool::{FacetKey, Query};
use hangar::engine::Rule;
use hangar::rules::swccg::{CardDef, CardType, Class, Deck, DeckProblem, Icon, Side, Swccg, SwccgRule};

fn set_of(def: &CardDef) -> u32 {
    def.id.split('_').next().and_then(|s| s.parse().ok()).unwrap_or(0)
}

fn of_sets_1_to_3() -> impl Iterator<Item = &'static CardDef> {
    catalog().iter().map(|(_, d)| d).filter(|d| (1..=3).contains(&set_of(d)))
}

fn count(card_type: CardType) -> usize {
    of_sets_1_to_3().filter(|d| d.is(card_type)).count()
}

#[test]
fn pool_the_data_holds_every_starship_vehicle_and_location_of_sets_1_to_3() {
    assert_eq!(count(CardType::Starship), 30);
    assert_eq!(count(CardType::Vehicle), 21);
    assert_eq!(count(CardType::Location), 73);
    let systems = of_sets_1_to_3().filter(|d| d.class == Some(Class::System)).count();
    let bays = of_sets_1_to_3().filter(|d| d.location.as_ref().is_some_and(|l| l.docking_bay)).count();
    assert_eq!((systems, 73 - systems, bays), (22, 51, 8), "systems, sites and docking bays");
}

#[test]
fn pool_the_data_holds_every_pilot_of_sets_1_to_3_and_the_droids() {
    let characters: Vec<&CardDef> = of_sets_1_to_3().filter(|d| d.is(CardType::Character)).collect();
    let pilots = characters.iter().filter(|d| d.has_icon(Icon::Pilot)).count();
    let droids: Vec<&str> =
        characters.iter().filter(|d| d.class == Some(Class::Droid)).map(|d| d.title.as_ref()).collect();
    assert_eq!(pilots, 44, "the characters with the pilot icon");
    assert_eq!(droids.len(), 11, "R2-D2, C-3PO and nine astromechs: {droids:?}");
    assert!(droids.contains(&"R2-D2 (Artoo-Detoo)") && droids.contains(&"C-3PO (See-Threepio)"));
    // And the decks' Stormtrooper and Rebel Trooper.
    assert_eq!(characters.len(), 44 + 11 + 2);
}

#[test]
fn pool_every_card_the_engine_does_not_play_yet_names_its_printed_text() {
    let mut marked = 0;
    for (_, def) in catalog().iter() {
        let Some(what) = &def.not_implemented else { continue };
        marked += 1;
        assert!(!what.trim().is_empty(), "{}", def.title);
        // Each named sentence is printed on the card (a location's on its side's half).
        for sentence in what.split_inclusive(['.', '!']).map(str::trim).filter(|s| s.len() > 1) {
            let bare = sentence.trim_start_matches("Dark: ").trim_start_matches("Light: ");
            let bare = bare.trim_end_matches(['.', '!']);
            assert!(def.text.contains(bare), "{} ({}): {bare:?} is not in {:?}", def.title, def.id, def.text);
        }
    }
    assert_eq!(marked, 0, "every card of the pool plays whole: none is marked not played yet");
}

fn deck_of(side: Side) -> Deck {
    let key = if side == Side::Dark { "black-squadron" } else { "rogue-flight" };
    Swccg::built_in_decks().into_iter().find(|b| b.key == key).expect("the built-in deck").deck
}

#[test]
fn pool_a_deck_may_hold_any_card_of_the_pool_none_is_refused_as_not_played_yet() {
    for deck in [deck_of(Side::Dark), deck_of(Side::Light)] {
        assert_eq!(Swccg::deck_problems(&deck), [], "{} is legal", deck.name);
    }
    // Each card of the pool in place of one of a deck's non-unique characters (still 60 cards):
    // whatever else a deck of it breaks, it is never refused as a card Hangar does not play.
    for (_, def) in catalog().iter() {
        let mut deck = deck_of(def.side);
        let filler = if def.side == Side::Dark { "1_194" } else { "1_28" };
        let entry = deck.cards.iter_mut().find(|e| e.card == filler).expect("the deck's troopers");
        entry.count -= 1;
        deck.cards.push(hangar::engine::builder::Entry { card: def.id.to_string(), count: 1 });
        let problems = Swccg::deck_problems(&deck);
        let unplayed = problems.iter().any(|p| matches!(p.reason, DeckProblem::NotImplemented { .. }));
        assert!(!unplayed, "{} ({}): {problems:?}", def.title, def.id);
    }
}

#[test]
fn pool_the_builder_lists_the_pool_and_marks_what_it_does_not_play() {
    let pool = Swccg::pool();
    assert_eq!(pool.cards.len(), catalog().len(), "every card of the data is listed");
    let query = Query::default().toggled(FacetKey("type"), "starship").toggled(FacetKey("set"), "1");
    let query = query.toggled(FacetKey("set"), "2").toggled(FacetKey("set"), "3");
    assert_eq!(pool.search(&query).len(), 30, "the starships of sets 1-3");
    let locations = Query::default().toggled(FacetKey("type"), "location");
    assert_eq!(pool.search(&locations).len(), 73);
    let vehicles = Query::default().toggled(FacetKey("type"), "vehicle").toggled(FacetKey("set"), "3");
    assert!(pool.search(&vehicles).iter().any(|&i| pool.cards[i].title == "Rogue 1"));
    let marked = |key: &str| {
        pool.card(key).expect("listed").rules.iter().any(|r| r.says.key == "swccg-card-rule-not-implemented")
    };
    assert!(!marked("2_149"), "Sandcrawler: Droid Junkheap's text is all played");
    assert!(!marked("2_150"), "Tatooine: Bluffs' text is all played");
    assert!(!marked("2_143"), "the Death Star system's text is all played");
    assert!(!marked("2_62"), "Death Star: Trench's text is all played");
    assert!(!marked("3_58"), "Hoth: Echo Corridor's text is all played");
    assert!(!marked("2_74"), "the Y-wing Assault Squadron's text is all played");
    assert!(!marked("3_66"), "Rogue 1's text is all played");
    assert!(!marked("2_14"), "R2-D2's text is all played");
    assert!(!marked("1_300"), "Black 3's text is all played");
    assert!(!marked("1_168"), "nor Vader's");
}

#[test]
fn pool_a_gemp_list_of_pool_cards_imports_by_id() {
    let imported = Swccg::import("*1_124,1_5,1_140,2_14,3_66").expect("a deck");
    assert_eq!(imported.exchange, "gemp");
    assert_eq!(imported.refused, []);
    assert_eq!(imported.deck.side, Side::Light);
    assert_eq!(imported.deck.starting.as_deref(), Some("1_124"));
    let ids: Vec<&str> = imported.deck.cards.iter().map(|e| e.card.as_str()).collect();
    assert_eq!(ids, ["1_124", "1_5", "1_140", "2_14", "3_66"]);
}

#[test]
fn pool_a_text_list_names_a_title_both_sides_print_as_the_decks_sides() {
    let text = "Starting location: Tatooine: Docking Bay 94\n1x Tatooine\n1x Luke Skywalker\n2x X-wing\n";
    let imported = Swccg::import(text).expect("a deck");
    assert_eq!(imported.refused, []);
    assert_eq!(imported.deck.starting.as_deref(), Some("1_129"), "the Light Side's Docking Bay 94");
    let ids: Vec<&str> = imported.deck.cards.iter().map(|e| e.card.as_str()).collect();
    assert_eq!(ids, ["1_127", "1_19", "1_146"], "the Light Side's Tatooine");
}

/// The starting location's mark travels with a deck: GEMP's list marks it `*`, the text list
/// says "Starting location:"; a list that marks none imports with none, and the deck's check says
/// so (research §3 "Setup").
#[test]
fn pool_the_starting_location_travels_in_both_exchanges_and_an_unmarked_list_has_none() {
    for side in [Side::Dark, Side::Light] {
        let deck = deck_of(side);
        for exchange in ["gemp", "text"] {
            let text = Swccg::export(&deck, exchange).expect("exported");
            let imported = Swccg::import(&text).expect("imported");
            assert_eq!(imported.deck.starting, deck.starting, "{exchange}: {text}");
            assert_eq!(Swccg::deck_problems(&imported.deck), [], "{exchange}");
        }
    }
    let text = Swccg::export(&deck_of(Side::Light), "text").expect("exported");
    let unmarked: String =
        text.lines().filter(|l| !l.starts_with("Starting location:")).map(|l| format!("{l}\n")).collect();
    let imported = Swccg::import(&unmarked).expect("imported");
    assert_eq!(imported.deck.starting, None);
    let problems = Swccg::deck_problems(&imported.deck);
    assert_eq!(problems.iter().map(|p| &p.reason).collect::<Vec<_>>(), [&DeckProblem::NoStartingLocation]);
    assert_eq!(problems[0].rule, Rule::from(SwccgRule::Setup));
    let gemp = Swccg::export(&deck_of(Side::Dark), "gemp").expect("exported").replace('*', "");
    assert_eq!(Swccg::import(&gemp).expect("imported").deck.starting, None, "GEMP's list without its mark");
}
