//! The deck builder's engine, for every game through `rules::decks`: the pool and its search, a
//! legal deck built from an empty one by edits alone, problems that cite their rule and go away,
//! a test draw, the exchange formats both ways, imports refused by line, and a match from decks.

use hangar::engine::deck::{DeckEdit, MAX_ENTRY_COPIES, MAX_NAME_CHARS};
use hangar::engine::pool::{FacetKey, Query, Scope, Sort};
use hangar::engine::{GameId, Rng};
use hangar::rules::decks::{blank_decks, built_in_decks, exchanges, import, match_with, pool};
use hangar::rules::{games, Deck};

fn game_ids() -> Vec<GameId> {
    games().iter().map(|g| g.id).collect()
}

/// The blank deck a built-in deck is built from: the one for its seat, where decks have sides.
fn blank_for(game: GameId, deck: &Deck) -> Deck {
    let blanks = blank_decks(game);
    blanks.iter().find(|b| b.deck.seat() == deck.seat()).unwrap_or(&blanks[0]).deck.clone()
}

/// `deck` built again from a blank one by `DeckEdit::Add` of what its view lists, one click a copy.
fn rebuilt(game: GameId, deck: &Deck) -> Deck {
    let view = deck.view();
    let mut built = blank_for(game, deck);
    for slot in &view.slots {
        if let Some(card) = &slot.card {
            built = built.edit(&DeckEdit::Add(card.key.clone())).unwrap_or_else(|e| panic!("{game}: {e:?}"));
        }
    }
    for entry in view.sections.iter().flat_map(|s| &s.entries) {
        let already = built.view().count_of(&entry.card.key);
        let wanted = view.count_of(&entry.card.key);
        for _ in already..wanted.max(entry.count) {
            built = built.edit(&DeckEdit::Add(entry.card.key.clone())).unwrap_or_else(|e| panic!("{game}: {e:?}"));
            if built.view().count_of(&entry.card.key) >= wanted {
                break;
            }
        }
    }
    // The format it is built for, where the game's decks have several.
    if let Some(format) = view.formats.iter().find(|f| f.chosen) {
        built = built.edit(&DeckEdit::SetFormat(format.key.to_string())).unwrap_or_else(|e| panic!("{game}: {e:?}"));
    }
    built
}

#[test]
fn every_built_in_deck_is_legal_and_two_of_them_start_a_match() {
    for game in game_ids() {
        let decks = built_in_decks(game);
        assert!(decks.len() >= 2, "{game}");
        for deck in &decks {
            assert_eq!(deck.deck.problems(), [], "{game} {}", deck.key);
            assert_eq!(deck.deck.game(), game);
        }
        let mut pair = [&decks[0].deck, &decks[1].deck];
        if pair[0].seat().is_some_and(|s| s.0 == 1) {
            pair.swap(0, 1);
        }
        let started = match_with(pair, 7).unwrap_or_else(|p| panic!("{game}: {p:?}"));
        assert_eq!(started.id(), game);
        assert!(started.legal_count() > 0 && started.ending().is_none(), "{game}: at its first decision");
        assert_eq!(started.problems(), [], "{game}: sound");
    }
}

#[test]
fn a_legal_deck_is_built_from_an_empty_one_by_adding_cards() {
    for game in game_ids() {
        let blank = &blank_decks(game)[0].deck;
        let problems = blank.problems();
        assert!(!problems.is_empty(), "{game}: an empty deck is not legal");
        assert!(problems.iter().all(|p| p.rule.is_some()), "{game}: every problem cites its rule: {problems:?}");
        for deck in built_in_decks(game) {
            let built = rebuilt(game, &deck.deck);
            assert_eq!(built.problems(), [], "{game} {}: {:?}", deck.key, built.view());
            assert_eq!(built.view().counts.len(), deck.deck.view().counts.len(), "{game} {}", deck.key);
        }
    }
}

#[test]
fn a_problem_appears_with_its_rule_and_goes_away_when_the_edit_is_undone() {
    for game in game_ids() {
        let mut deck = built_in_decks(game).remove(0).deck;
        // Where the game's decks have formats, the first (the one that limits copies).
        if let Some(format) = deck.view().formats.first() {
            deck = deck.edit(&DeckEdit::SetFormat(format.key.to_string())).unwrap();
        }
        let before = deck.problems();
        let entry = deck.view().sections[0].entries[0].clone();
        let mut over = deck.clone();
        for _ in 0..4 {
            over = over.edit(&DeckEdit::Add(entry.card.key.clone())).unwrap();
        }
        let problems = over.problems();
        assert!(problems.len() > before.len(), "{game}: four more copies break a rule");
        assert!(problems.iter().all(|p| p.rule.is_some()), "{game}: {problems:?}");
        let mut back = over;
        for _ in 0..4 {
            back = back.edit(&DeckEdit::Remove(entry.card.key.clone())).unwrap();
        }
        assert_eq!(back.problems(), before, "{game}");
        assert_eq!(back.view().counts, deck.view().counts, "{game}");
    }
}

#[test]
fn edits_that_mean_nothing_are_refused_and_copies_and_names_are_bounded() {
    for game in game_ids() {
        let blank = &blank_decks(game)[0].deck;
        assert!(blank.edit(&DeckEdit::Add("no-such-card".into())).is_err(), "{game}");
        assert!(blank.edit(&DeckEdit::Remove("no-such-card".into())).is_err(), "{game}");
        let named = blank.edit(&DeckEdit::Rename(format!("  A\nname{}  ", "x".repeat(500)))).unwrap();
        assert!(named.name().starts_with("A name"), "{game}: {}", named.name());
        assert_eq!(named.name().chars().count(), MAX_NAME_CHARS);
        let deck = built_in_decks(game).remove(0).deck;
        let key = deck.view().sections[0].entries[0].card.key.clone();
        let mut many = deck;
        for _ in 0..(usize::from(MAX_ENTRY_COPIES) + 10) {
            many = many.edit(&DeckEdit::Add(key.clone())).unwrap();
        }
        assert!(many.view().count_of(&key) <= MAX_ENTRY_COPIES.saturating_mul(6), "{game}");
    }
}

#[test]
fn the_pool_is_searched_by_title_and_text_filtered_by_facet_and_sorted() {
    for game in game_ids() {
        let pool = pool(game).unwrap();
        assert!(!pool.cards.is_empty(), "{game}");
        let all = pool.search(&Query::default());
        assert_eq!(all.len(), pool.cards.len(), "{game}: an empty query finds everything");
        let names: Vec<_> = all.iter().map(|&i| hangar::engine::pool::fold(&pool.cards[i].title)).collect();
        assert!(names.windows(2).all(|w| w[0] <= w[1]), "{game}: by name");
        // A card's title as typed, in any case, finds it.
        let card = &pool.cards[all[all.len() / 2]];
        let query = Query { words: card.title.to_uppercase(), ..Query::default() };
        assert!(pool.search(&query).iter().any(|&i| pool.cards[i].key == card.key), "{game}: {}", card.title);
        // A word of its printed text finds it only in the text scope.
        if let Some(word) = card.text.iter().flat_map(|t| t.text.split_whitespace()).find(|w| w.len() > 6) {
            let words = word.trim_matches(|c: char| !c.is_alphanumeric()).to_string();
            let text = Query { words: words.clone(), scope: Scope::Text, ..Query::default() };
            assert!(pool.search(&text).iter().any(|&i| pool.cards[i].key == card.key), "{game}: {words}");
        }
        // Every facet value filters to exactly the cards that have it.
        for facet in &pool.facets {
            let (value, count) = &facet.values[0];
            let query = Query::default().toggled(facet.key, &value.key);
            let found = pool.search(&query);
            assert_eq!(found.len(), *count as usize, "{game} {:?} {}", facet.key, value.key);
            assert!(found.iter().all(|&i| pool.cards[i].values(facet.key).any(|v| v.key == value.key)));
            assert_eq!(query.toggled(facet.key, &value.key), Query::default(), "toggled twice is off");
        }
        let by_cost = pool.search(&Query { sort: Sort::Cost, ..Query::default() });
        let costs: Vec<u16> = by_cost.iter().map(|&i| pool.cards[i].cost.map_or(u16::MAX, u16::from)).collect();
        assert!(costs.windows(2).all(|w| w[0] <= w[1]), "{game}: by cost");
        let by_number = pool.search(&Query { sort: Sort::Number, ..Query::default() });
        assert!(by_number.windows(2).all(|w| pool.cards[w[0]].order <= pool.cards[w[1]].order), "{game}");
        assert!(pool.search(&Query { words: "zzqqxxnothing".into(), ..Query::default() }).is_empty());
        assert!(pool.search(&Query::default().toggled(FacetKey("no-such-facet"), "x")).is_empty());
    }
}

#[test]
fn every_pool_card_says_its_stats_and_cites_the_rules_hangar_enforces_about_it() {
    for game in game_ids() {
        let pool = pool(game).unwrap();
        for card in &pool.cards {
            assert!(!card.stats.is_empty() || !card.text.is_empty(), "{game} {}", card.key);
            assert!(card.rules.iter().all(|r| r.rule.game == game), "{game} {}", card.key);
        }
        assert!(pool.cards.iter().any(|c| !c.rules.is_empty()), "{game}: some card has a rule shown");
    }
}

#[test]
fn a_test_draw_is_the_games_opening_seeded_with_its_mulligan() {
    for game in game_ids() {
        let deck = built_in_decks(game).remove(0).deck;
        let draw = deck.test_draw(11, 0);
        assert_eq!(draw, deck.test_draw(11, 0), "{game}: seeded");
        let hand = draw.zones.last().unwrap();
        assert!(hand.cards.len() >= 6, "{game}: {}", hand.cards.len());
        assert!(draw.left > 0);
        assert_ne!(deck.test_draw(12, 0).zones, draw.zones, "{game}: another seed, another draw");
        if draw.mulligans > 0 {
            let after = deck.test_draw(11, 1);
            assert_eq!(after.taken, 1);
            assert_eq!(after.zones.last().unwrap().cards.len(), hand.cards.len());
            assert_eq!(deck.test_draw(11, 9).taken, draw.mulligans, "{game}: no more than the game allows");
        }
        let empty = blank_decks(game)[0].deck.test_draw(1, 0);
        assert!(empty.zones.iter().all(|z| z.cards.is_empty()), "{game}: an empty deck draws nothing");
    }
}

#[test]
fn every_exchange_format_round_trips_every_built_in_deck() {
    for game in game_ids() {
        assert!(!exchanges(game).is_empty());
        for deck in built_in_decks(game) {
            for exchange in exchanges(game) {
                let text = deck.deck.export(exchange.key).unwrap();
                let read = import(game, &text).unwrap_or_else(|e| panic!("{game} {}: {e:?}\n{text}", exchange.key));
                assert_eq!(read.refused, [], "{game} {}", exchange.key);
                assert_eq!(read.exchange, exchange.key, "{game}: read as the format it was written in");
                assert_eq!(read.deck.view().counts, deck.deck.view().counts, "{game} {}", exchange.key);
                assert_eq!(read.deck.problems(), [], "{game} {}", exchange.key);
            }
            assert_eq!(deck.deck.export("no-such-format"), None);
        }
    }
}

#[test]
fn an_import_refuses_lines_by_reason_and_keeps_the_rest() {
    for game in game_ids() {
        let deck = built_in_decks(game).remove(0).deck;
        let text = deck.export("text").unwrap();
        let damaged = format!("{text}3x No Such Card Anywhere\n{}\n", "y".repeat(400));
        let read = import(game, &damaged).unwrap();
        assert_eq!(read.refused.len(), 2, "{game}: {:?}", read.refused);
        assert!(read.refused.iter().all(|r| r.line > 0 && !r.reason.key.is_empty()), "{game}");
        assert_eq!(
            read.refused.iter().map(|r| r.line).collect::<Vec<_>>(),
            [text.lines().count() + 1, text.lines().count() + 2]
        );
        assert_eq!(read.deck.view().counts, deck.view().counts, "{game}: the rest is kept");
        assert!(import(game, "").is_err());
        assert!(import(game, "   \n\n").is_err());
        assert!(import(game, "hello\nworld\n").is_err(), "{game}: nothing names a card");
        assert!(import(game, &"x".repeat(300 * 1024)).is_err(), "{game}: too large");
    }
}

#[test]
fn no_text_at_all_makes_an_import_panic() {
    let mut rng = Rng::seeded(34);
    let pieces = ["{", "}", "<", ">", "\"", ":", ",", "\n", "3x ", "1_", "x", "é", "Name:", "deck", "[", "]", "0", "#"];
    for game in game_ids() {
        let deck = built_in_decks(game).remove(0).deck;
        let exported: Vec<String> = exchanges(game).iter().filter_map(|e| deck.export(e.key)).collect();
        for round in 0..300 {
            let mut text = exported[round % exported.len()].clone();
            for _ in 0..1 + rng.below(6) {
                let at = rng.below(text.len() + 1);
                let at = (0..=at).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0);
                if rng.below(2) == 0 {
                    text.insert_str(at, pieces[rng.below(pieces.len())]);
                } else {
                    text.truncate(at);
                }
            }
            if let Ok(read) = import(game, &text) {
                let _ = read.deck.problems();
                let _ = read.deck.view();
                let _ = read.deck.test_draw(1, 1);
            }
        }
    }
}

#[test]
fn a_match_refuses_an_illegal_deck_with_its_problems_by_seat() {
    for game in game_ids() {
        let decks = built_in_decks(game);
        let blank = blank_for(game, &decks[1].deck);
        let mut pair = [&decks[0].deck, &blank];
        if decks[0].deck.seat().is_some_and(|s| s.0 == 1) {
            pair.swap(0, 1);
        }
        let problems = match_with(pair, 3).err().unwrap_or_else(|| panic!("{game}: a blank deck cannot play"));
        let blank_seat = if pair[0] == &blank { 0 } else { 1 };
        assert!(problems.iter().all(|(seat, _)| *seat == blank_seat), "{game}: {problems:?}");
    }
    let [lcg, swu] = [game_ids()[0], game_ids()[1]].map(|g| built_in_decks(g).remove(0).deck);
    assert!(match_with([&lcg, &swu], 1).is_err(), "two games' decks");
}
