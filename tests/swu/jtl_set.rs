//! The whole Jump to Lightspeed set as card data (issue #31, the data layer): every one of its 262
//! printed cards and its tokens is in the catalog with its printed type; the builder's pool lists
//! every card; a card whose text Hangar does not play yet is refused in a deck with what of it
//! is missing, cited, while every built-in deck stays legal; and the printed cards whose text is
//! only keywords Hangar models (or nothing) are played here, each named by its number.

use crate::support::{find, plays, take, ONE};
use hangar::cards::swu::catalog;
use hangar::engine::pool::Query;
use hangar::engine::Table;
use hangar::engine::{Decks, Rule};
use hangar::rules::decks::{built_in_decks, pool};
use hangar::rules::swu::facts::{aspect_penalty, has_keyword, hp, power, raid, restore, shields_on};
use hangar::rules::swu::{CardDef, CardType, Deck, DeckProblem, Keyword, Scenario, Swu, SwuRule, Unplayed};
use hangar::words::{say, Lang};

fn def(id: &str) -> &'static CardDef {
    catalog().get(catalog().by_key(id).unwrap_or_else(|| panic!("{id} is in the catalog")))
}

fn jtl_printed() -> Vec<&'static CardDef> {
    catalog().iter().map(|(_, d)| d).filter(|d| d.set == "JTL" && d.token.is_none()).collect()
}

#[test]
fn jtl_set_the_data_holds_all_262_numbers_with_the_printed_type_counts() {
    let cards = jtl_printed();
    let mut numbers: Vec<u16> = cards.iter().map(|d| d.number.parse().expect("a printed number")).collect();
    numbers.sort_unstable();
    assert_eq!(numbers, (1..=262).collect::<Vec<u16>>(), "every number once");
    let count = |t: CardType| cards.iter().filter(|d| d.card_type == t).count();
    assert_eq!(
        [count(CardType::Unit), count(CardType::Event), count(CardType::Leader), count(CardType::Base)],
        [167, 57, 18, 13]
    );
    assert_eq!(count(CardType::Upgrade), 7);
    for token in ["JTL_T01", "JTL_T02", "JTL_T03", "JTL_T04"] {
        assert!(def(token).token.is_some(), "{token}");
    }
    // Every card either plays (its abilities are in the vocabulary) or says what it lacks.
    for d in cards {
        assert_eq!(d.implemented(), d.not_implemented.is_empty(), "{}", d.id);
        if d.card_type == CardType::Event && !d.implemented() {
            assert_eq!(d.not_implemented.first(), Some(&Unplayed::Event), "{}: an event not played says so", d.id);
        }
    }
}

#[test]
fn jtl_set_the_pool_search_lists_the_whole_set_marking_what_does_not_play() {
    let pool = pool(hangar::rules::swu::GAME).expect("SWU has a pool");
    let listed = pool.search(&Query::default());
    for d in jtl_printed() {
        let card = listed
            .iter()
            .map(|&i| &pool.cards[i])
            .find(|c| c.key == d.id)
            .unwrap_or_else(|| panic!("{} {} is listed", d.id, d.full_name()));
        assert_eq!(card.unplayable.is_some(), !d.implemented(), "{}", d.id);
        if let Some(why) = &card.unplayable {
            let words = say(Lang::En, why);
            assert!(words.starts_with("Not playable yet") && !words.contains('{'), "{}: {words}", d.id);
        }
    }
    assert!(listed.iter().all(|&i| !pool.cards[i].key.contains("_T")), "no token is a deck card");
    let found = pool.search(&Query { words: "There Is No Escape".into(), ..Query::default() });
    assert_eq!(found.iter().map(|&i| pool.cards[i].key.as_str()).collect::<Vec<_>>(), ["JTL_244"]);
}

/// The first event of the set Hangar does not play yet, if any is left.
fn unplayed_event() -> Option<&'static CardDef> {
    jtl_printed().into_iter().find(|d| d.card_type == CardType::Event && !d.implemented())
}

/// The first built-in deck with its last card swapped for `id`, or its leader or base replaced.
fn with_card(id: &str) -> Deck {
    let mut deck = <Swu as Decks>::built_in_decks().remove(0).deck;
    match def(id).card_type {
        CardType::Leader => deck.leader = Some(id.to_string()),
        CardType::Base => deck.base = Some(id.to_string()),
        _ => {
            let last = deck.cards.last_mut().expect("a deck card");
            last.count -= 1;
            if last.count == 0 {
                deck.cards.pop();
            }
            hangar::engine::builder::add_copy(&mut deck.cards, id);
        }
    }
    deck
}

#[test]
fn jtl_set_a_deck_with_a_card_hangar_does_not_play_is_refused_with_what_and_the_rule() {
    for deck in built_in_decks(hangar::rules::swu::GAME) {
        assert_eq!(deck.deck.problems(), [], "{}", deck.key);
    }
    // The cards Hangar does not play yet, whichever they are as cards are added (a few of each
    // kind: a unit, an event, a leader, an upgrade).
    let unplayed: Vec<&CardDef> = jtl_printed().into_iter().filter(|d| !d.implemented()).collect();
    let mut some: Vec<&CardDef> = Vec::new();
    for kind in [CardType::Unit, CardType::Event, CardType::Leader, CardType::Upgrade, CardType::Base] {
        some.extend(unplayed.iter().filter(|d| d.card_type == kind).take(2));
    }
    // Every card of the set plays: a deck holding any one of them has no problem.
    if some.is_empty() {
        for d in jtl_printed().into_iter().filter(|d| {
            matches!(d.card_type, CardType::Unit | CardType::Event | CardType::Upgrade) && d.token.is_none()
        }) {
            assert_eq!(<Swu as Decks>::deck_problems(&with_card(&d.id)), [], "{}", d.id);
        }
    }
    for (id, what) in some.iter().map(|d| (&*d.id, d.not_implemented.to_vec())) {
        let deck = with_card(id);
        let problems = <Swu as Decks>::deck_problems(&deck);
        let expected = DeckProblem::NotImplemented { card: def(id).full_name(), what };
        assert_eq!(problems.len(), 1, "{id}: only that card is wrong: {problems:?}");
        assert_eq!(problems[0].reason, expected, "{id}");
        assert_eq!(problems[0].rule, Rule::from(SwuRule::DeckBuilding), "{id}: cited");
        let words = say(Lang::En, &hangar::engine::Say::say(&problems[0].reason));
        assert!(words.contains(&*def(id).title) && !words.contains('{'), "{id}: {words}");
        assert!(<Swu as Decks>::match_with([&deck, &deck], 1).is_err(), "{id}: never dealt");
    }
    let red_x_wing = say(
        Lang::En,
        &hangar::engine::Say::say(&DeckProblem::NotImplemented {
            card: "Red Squadron X-Wing".into(),
            what: vec![Unplayed::WhenPlayed],
        }),
    );
    assert_eq!(red_x_wing, "Hangar does not play Red Squadron X-Wing yet: its When Played ability.");
}

#[test]
fn jtl_set_an_swudb_deck_of_jtl_cards_imports_by_id_and_keeps_the_unplayed_card_to_refuse_it() {
    // An event Hangar does not play yet, while there is one; else one that plays (Dedicated
    // Wingmen), which the deck keeps with no problem.
    let unplayed = unplayed_event();
    let json = r#"{"metadata":{"name":"Mixed"},"leader":{"id":"JTL_008","count":1},
        "base":{"id":"JTL_023","count":1},
        "deck":[{"id":"JTL_251","count":3},{"id":"UNPLAYED","count":2}],"sideboard":[]}"#
        .replace("UNPLAYED", unplayed.map_or("JTL_254", |d| &d.id));
    let imported = <Swu as Decks>::import(&json).expect("a deck");
    assert_eq!(imported.refused, [], "every id names a card");
    let deck = imported.deck;
    assert_eq!((deck.leader.as_deref(), deck.base.as_deref()), (Some("JTL_008"), Some("JTL_023")));
    let problems: Vec<_> = <Swu as Decks>::deck_problems(&deck).into_iter().map(|p| p.reason).collect();
    match unplayed {
        Some(unplayed) => {
            assert!(problems
                .contains(&DeckProblem::NotImplemented { card: unplayed.full_name(), what: vec![Unplayed::Event] }))
        }
        None => assert!(
            problems.iter().all(|p| matches!(p, DeckProblem::TooFewCards { .. })),
            "only short of cards: {problems:?}"
        ),
    }
    assert_eq!(hangar::engine::builder::copies(&deck.cards, unplayed.map_or("JTL_254", |d| &d.id)), 2);
}

/// `id` played from seat 0's hand with just enough resources: offered at its printed cost plus
/// the aspect penalty, it enters play with its printed power and HP; the state after, and it.
fn played(id: &str) -> (hangar::rules::swu::State, hangar::engine::CardId) {
    let d = def(id);
    let mut s = Scenario::skirmish();
    s.hand(ONE, id);
    let probe = {
        let mut p = Scenario::skirmish();
        p.resources(ONE, 0);
        p.build()
    };
    let cost = usize::from(d.cost) + usize::from(aspect_penalty(&probe, ONE, &d.aspects));
    s.resources(ONE, cost);
    let state = s.build();
    assert_eq!(plays(&state, &d.title), [format!("unit {} [{cost}]", d.title)], "{id}");
    let (after, _) = take(&state, &format!("unit {}", d.title));
    let card = find(&after, &d.title);
    assert_eq!((power(&after, card), hp(&after, card)), (d.power, d.hp), "{id}");
    (after, card)
}

#[test]
fn card_jtl_069_jtl_136_jtl_212_jtl_251_printed_units_without_text() {
    for id in ["JTL_069", "JTL_136", "JTL_212", "JTL_251"] {
        let (after, card) = played(id);
        assert!(after.card(card).exhausted, "{id} enters exhausted");
    }
}

#[test]
fn card_jtl_064_jtl_110_jtl_184_jtl_224_jtl_241_jtl_258_sentinel_units() {
    for id in ["JTL_064", "JTL_110", "JTL_184", "JTL_224", "JTL_241", "JTL_258"] {
        let (after, card) = played(id);
        assert!(has_keyword(&after, card, Keyword::Sentinel), "{id}");
    }
}

#[test]
fn card_jtl_061_jtl_167_grit_units() {
    for id in ["JTL_061", "JTL_167"] {
        let (after, card) = played(id);
        assert!(has_keyword(&after, card, Keyword::Grit), "{id}");
    }
}

#[test]
fn card_jtl_065_jtl_190_shielded_units_enter_with_a_shield() {
    for id in ["JTL_065", "JTL_190"] {
        let (after, card) = played(id);
        assert_eq!(shields_on(&after, card).len(), 1, "{id}");
    }
}

#[test]
fn card_jtl_112_jtl_214_jtl_225_ambush_units_and_jtl_225_raid_1() {
    for id in ["JTL_112", "JTL_214", "JTL_225"] {
        let (after, card) = played(id);
        assert!(has_keyword(&after, card, Keyword::Ambush), "{id}");
    }
    let (after, card) = played("JTL_225");
    assert_eq!(raid(&after, card), 1);
}

#[test]
fn card_jtl_114_adept_arc_170_restore_2_jtl_118_mc30_overwhelm_raid_1_jtl_166_k_wing_saboteur() {
    let (after, card) = played("JTL_114");
    assert_eq!(restore(&after, card), 2);
    let (after, card) = played("JTL_118");
    assert!(has_keyword(&after, card, Keyword::Overwhelm));
    assert_eq!(raid(&after, card), 1);
    let (after, card) = played("JTL_166");
    assert!(has_keyword(&after, card, Keyword::Saboteur));
}

#[test]
fn card_jtl_019_jtl_023_jtl_026_jtl_027_jtl_029_jtl_030_jtl_031_bases_without_text() {
    for id in ["JTL_019", "JTL_023", "JTL_026", "JTL_027", "JTL_029", "JTL_030", "JTL_031"] {
        let state = Scenario::new("JTL_008", id, "JTL_006", "JTL_020").build();
        let base = state.player(ONE).base;
        assert_eq!(state.def(base).id, id);
        assert_eq!(state.def(base).hp, def(id).hp, "{id}");
        assert!(def(id).text.is_empty(), "{id}");
    }
    assert_eq!(def("JTL_031").hp, 34, "Lake Country: no aspect, 34 HP");
}
