//! Premier and Limited decks: every problem at once, each citing its format's section; the
//! sideboard apart (never counted, kept through both exchange formats); the two skirmish decks
//! are Limited decks, the others Premier; the builder shows and switches the format.

use hangar::cards::swu::catalog;
use hangar::engine::builder::Entry;
use hangar::engine::{DeckEdit, Decks, Rule};
use hangar::rules::swu::{CardType, Deck, DeckProblem, Format, Swu, SwuRule};

/// Implemented unit cards of the pool, `n` of them, in catalog order.
fn playable_units(n: usize) -> Vec<String> {
    catalog()
        .iter()
        .map(|(_, d)| d)
        .filter(|d| d.card_type == CardType::Unit && d.token.is_none() && d.implemented())
        .take(n)
        .map(|d| d.id.to_string())
        .collect()
}

/// A deck of `format` with `cards` cards, at most 3 copies of each, Wedge Antilles and
/// Resistance Headquarters leading it.
fn deck(format: Format, cards: usize) -> Deck {
    let units = playable_units(cards.div_ceil(3));
    let mut entries = Vec::new();
    let mut left = cards;
    for id in units {
        let count = left.min(3);
        entries.push(Entry { card: id, count: count as u8 });
        left -= count;
    }
    assert_eq!(left, 0, "enough playable units");
    Deck {
        name: "Test".into(),
        leader: Some("JTL_008".into()),
        base: Some("JTL_022".into()),
        cards: entries,
        sideboard: Vec::new(),
        format,
    }
}

fn problems(deck: &Deck) -> Vec<(DeckProblem, Rule)> {
    <Swu as Decks>::deck_problems(deck).into_iter().map(|p| (p.reason, p.rule)).collect()
}

fn name(id: &str) -> String {
    catalog().get(catalog().by_key(id).expect("a card")).full_name()
}

#[test]
fn a_premier_deck_of_fifty_cards_at_most_three_copies_is_legal() {
    assert_eq!(problems(&deck(Format::Premier, 50)), []);
    assert_eq!(problems(&deck(Format::Premier, 63)), [], "no most");
}

#[test]
fn a_premier_deck_under_fifty_cards_is_refused_citing_premier() {
    let found = problems(&deck(Format::Premier, 49));
    assert_eq!(
        found,
        [(
            DeckProblem::TooFewCards { format: Format::Premier, cards: 49, least: 50 },
            Rule::from(SwuRule::PremierDecks)
        )]
    );
}

#[test]
fn a_premier_deck_with_four_copies_of_a_card_is_refused_by_title_and_subtitle() {
    let mut d = deck(Format::Premier, 50);
    let first = d.cards[0].card.clone();
    d.cards.push(Entry { card: first.clone(), count: 1 }); // a second line of the same card
    let found = problems(&d);
    assert_eq!(
        found,
        [(
            DeckProblem::TooManyCopies { format: Format::Premier, card: name(&first), copies: 4, most: 3 },
            Rule::from(SwuRule::PremierDecks)
        )]
    );
}

#[test]
fn a_deck_without_leader_or_base_is_refused_citing_its_format() {
    for format in Format::ALL {
        let mut d = deck(format, format.min_cards());
        d.leader = None;
        d.base = None;
        let rule = Rule::from(format.rule());
        assert_eq!(problems(&d), [(DeckProblem::NoLeader, rule), (DeckProblem::NoBase, rule)], "{format:?}");
    }
}

#[test]
fn every_problem_of_a_premier_deck_is_found_at_once() {
    let mut d = deck(Format::Premier, 12);
    d.base = None;
    d.cards[0].count = 5;
    d.cards.push(Entry { card: "JTL_244".into(), count: 1 }); // an event Hangar may not play yet
    let found: Vec<DeckProblem> = problems(&d).into_iter().map(|(p, _)| p).collect();
    assert!(found.contains(&DeckProblem::NoBase), "{found:?}");
    assert!(found.iter().any(|p| matches!(p, DeckProblem::TooManyCopies { copies: 5, .. })), "{found:?}");
    assert!(found.contains(&DeckProblem::TooFewCards { format: Format::Premier, cards: 15, least: 50 }), "{found:?}");
}

#[test]
fn the_sideboard_is_never_counted_nor_limited() {
    let mut d = deck(Format::Premier, 50);
    let first = d.cards[0].card.clone();
    d.sideboard = vec![Entry { card: first, count: 4 }, Entry { card: "JTL_244".into(), count: 2 }];
    assert_eq!(problems(&d), [], "four more copies and an unplayed card beside the deck");
    let mut short = deck(Format::Premier, 47);
    short.sideboard = vec![Entry { card: d.cards[1].card.clone(), count: 3 }];
    assert_eq!(
        problems(&short),
        [(
            DeckProblem::TooFewCards { format: Format::Premier, cards: 47, least: 50 },
            Rule::from(SwuRule::PremierDecks)
        )]
    );
}

#[test]
fn a_limited_deck_of_thirty_cards_any_copies_is_legal_and_under_thirty_is_refused() {
    let mut d = deck(Format::Limited, 30);
    assert_eq!(problems(&d), []);
    d.cards[0].count = 9;
    assert_eq!(problems(&d), [], "any number of copies");
    let short = deck(Format::Limited, 29);
    assert_eq!(
        problems(&short),
        [(
            DeckProblem::TooFewCards { format: Format::Limited, cards: 29, least: 30 },
            Rule::from(SwuRule::LimitedDecks)
        )]
    );
    // The same 30 cards are too few for Premier.
    let mut premier = deck(Format::Limited, 30);
    premier.format = Format::Premier;
    assert_eq!(problems(&premier).len(), 1);
}

#[test]
fn the_built_in_skirmish_decks_are_limited_decks_and_the_others_premier() {
    for (i, built) in <Swu as Decks>::built_in_decks().into_iter().enumerate() {
        let format = if i < 2 { Format::Limited } else { Format::Premier };
        assert_eq!(built.deck.format, format, "{}", built.key);
        assert_eq!(problems(&built.deck), [], "{}", built.key);
    }
    assert_eq!(<Swu as Decks>::blank_decks()[0].deck.format, Format::Premier, "a new deck is built for Premier");
}

#[test]
fn the_format_and_the_sideboard_survive_both_exchange_formats() {
    let mut d = deck(Format::Limited, 31);
    d.sideboard = vec![Entry { card: "JTL_244".into(), count: 2 }];
    for exchange in ["swudb-json", "text"] {
        let text = <Swu as Decks>::export(&d, exchange).expect("written");
        let read = <Swu as Decks>::import(&text).expect("read");
        assert_eq!(read.refused, [], "{exchange}");
        assert_eq!(read.deck, d, "{exchange}:\n{text}");
    }
    // A SWUDB file that says no format is a Premier deck.
    let json =
        r#"{"metadata":{"name":"X"},"leader":{"id":"JTL_008","count":1},"base":{"id":"JTL_022","count":1},"deck":[]}"#;
    assert_eq!(<Swu as Decks>::import(json).expect("read").deck.format, Format::Premier);
}

#[test]
fn a_deck_stored_before_formats_reads_as_limited() {
    let stored = r#"{"name":"Old","leader":"JTL_008","base":"JTL_022","cards":[]}"#;
    let d: Deck = serde_json::from_str(stored).expect("an old deck");
    assert_eq!(d.format, Format::Limited);
}

#[test]
fn the_builder_shows_the_format_and_switches_it() {
    let d = deck(Format::Premier, 30);
    let view = <Swu as Decks>::deck_view(&d);
    let offered: Vec<(&str, bool)> = view.formats.iter().map(|f| (f.key, f.chosen)).collect();
    assert_eq!(offered, [("premier", true), ("limited", false)]);
    assert_eq!(problems(&d).len(), 1, "30 cards are too few for Premier");
    let switched = <Swu as Decks>::edit(&d, &DeckEdit::SetFormat("limited".into())).expect("a format");
    assert_eq!(switched.format, Format::Limited);
    assert_eq!(problems(&switched), []);
    assert!(<Swu as Decks>::deck_view(&switched).formats.iter().any(|f| f.key == "limited" && f.chosen));
    assert!(<Swu as Decks>::edit(&d, &DeckEdit::SetFormat("twin suns".into())).is_err());
}
