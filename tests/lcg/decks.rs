//! Decks through the deck seam (`engine::Decks`): the deck-building rules, every problem at once
//! and each cited; the decks Hangar ships; a match between any two legal decks; and the formats
//! decks travel in, imported by line.

use hangar::cards::lcg::{catalog, objective_set, objective_sets};
use hangar::engine::{Decks, Rule, Ruleset};
use hangar::rules::lcg::deck::{self, DeckList, DeckProblem};
use hangar::rules::lcg::def::CardType;
use hangar::rules::lcg::{card_text, Lcg, LcgRule, Side};

fn reasons(list: &DeckList) -> Vec<DeckProblem> {
    Lcg::deck_problems(list).into_iter().map(|p| p.reason).collect()
}

fn rule_of(list: &DeckList, problem: &DeckProblem) -> Rule {
    Lcg::deck_problems(list).into_iter().find(|p| p.reason == *problem).map(|p| p.rule).expect("the problem")
}

#[test]
fn deck_building_names_every_problem_at_once_each_with_its_rule() {
    let list = DeckList::new("RA-AFF", &[141, 141, 141, 144, 999]);
    let building = LcgRule::DeckBuilding.rule();
    let expected = [
        DeckProblem::TooFewSets { count: 5 },
        DeckProblem::TooManyCopies { set: 141, copies: 3, most: 2 },
        DeckProblem::WrongSide { set: 144, side: Side::Light },
        DeckProblem::UnknownSet { set: 999 },
    ];
    assert_eq!(reasons(&list), expected);
    for problem in &expected {
        assert_eq!(rule_of(&list, problem), building, "{problem:?}");
    }
}

#[test]
fn deck_building_affiliation_only_sets_cite_their_objective() {
    // Running the Trench (157) and Mobilize the Squadrons (13): "Rebel Alliance affiliation
    // only." A Jedi deck cannot take them.
    let list = DeckList { affiliation: "J-AFF".into(), ..deck::rebel_alliance_starter() };
    let problem = DeckProblem::AffiliationOnly { set: 157, needs: hangar::rules::lcg::def::Affiliation::RebelAlliance };
    assert!(reasons(&list).contains(&problem), "{:?}", reasons(&list));
    assert_eq!(rule_of(&list, &problem), card_text("Running the Trench"));
    assert_eq!(reasons(&list).len(), 2, "Running the Trench and Mobilize the Squadrons");
}

#[test]
fn deck_building_a_limit_1_set_may_appear_once() {
    // No set of the pool says "Limit 1 per objective deck"; the rule is held on a copy of one
    // that does.
    let mut sets = objective_sets().to_vec();
    let hoth = sets.iter_mut().find(|s| s.number == 38).expect("Hoth Operations");
    hoth.limit_one = true;
    let mut list = deck::rebel_alliance_starter();
    list.sets.push(38);
    let found = deck::problems_among(&list, &sets);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].reason, DeckProblem::TooManyCopies { set: 38, copies: 2, most: 1 });
    assert_eq!(found[0].rule, card_text("Hoth Operations"));
    assert!(deck::problems(&list).is_empty(), "two copies of a set are allowed otherwise");
}

#[test]
fn deck_building_one_affiliation_card_of_the_catalog() {
    let unknown = DeckList { affiliation: "XX-AFF".into(), ..deck::imperial_navy_starter() };
    assert_eq!(reasons(&unknown), [DeckProblem::UnknownAffiliation { key: "XX-AFF".into() }]);
    let baron = DeckList { affiliation: "0714".into(), ..deck::imperial_navy_starter() };
    assert_eq!(reasons(&baron), [DeckProblem::NotAnAffiliation { key: "0714".into() }]);
    let empty = DeckList::default();
    assert_eq!(
        reasons(&empty),
        [DeckProblem::UnknownAffiliation { key: String::new() }, DeckProblem::TooFewSets { count: 0 }]
    );
}

#[test]
fn deck_building_every_objective_set_is_played_so_none_is_refused_or_left_out_of_the_browser() {
    // Every card of the pool is played (issue 33): no set is refused as holding a card Hangar
    // does not play, and the card browser shows every card of every set.
    let pool = Lcg::pool();
    for set in objective_sets() {
        for &card in set.cards.iter() {
            let def = catalog().get(card);
            assert!(def.not_implemented.is_none(), "{} {} is not played", def.number, def.name);
            assert!(pool.card(&def.number).is_some(), "{} {} is not in the card browser", def.number, def.name);
        }
        let list = DeckList::new(affiliation_for(set.side), &[set.number]);
        assert!(
            !reasons(&list).iter().any(|r| matches!(r, DeckProblem::NotImplemented { .. })),
            "set {} refused as unplayed",
            set.number
        );
    }
}

fn affiliation_for(side: Side) -> &'static str {
    match side {
        Side::Dark => "IN-AFF",
        Side::Light => "RA-AFF",
    }
}

#[test]
fn deck_problems_are_said_in_every_language() {
    let list = DeckList::new("RA-AFF", &[141, 141, 141, 144, 999, 157]);
    let mut problems = Lcg::deck_problems(&list);
    problems.extend(Lcg::deck_problems(&DeckList { affiliation: "J-AFF".into(), ..deck::rebel_alliance_starter() }));
    for problem in problems {
        let message = hangar::engine::Say::say(&problem.reason);
        for lang in [hangar::words::Lang::En, hangar::words::Lang::Pl] {
            let words = hangar::words::say(lang, &message);
            assert!(!words.contains("lcg-") && !words.contains('{'), "{lang:?}: {words}");
        }
    }
}

#[test]
fn decks_every_built_in_deck_is_legal_and_named() {
    let built_in = Lcg::built_in_decks();
    for side in [Side::Dark, Side::Light] {
        // The starter and at least two decks built around other pilots.
        assert!(built_in.iter().filter(|b| b.deck.side() == Some(side)).count() >= 3, "{side:?}");
    }
    for (i, b) in built_in.iter().enumerate() {
        assert_eq!(Lcg::deck_problems(&b.deck), Vec::new(), "{}", b.key);
        assert!(built_in[..i].iter().all(|o| o.key != b.key), "{} twice", b.key);
        assert!(b.key.starts_with("lcg-"));
        let name = hangar::words::say(hangar::words::Lang::En, &b.name);
        assert!(!name.is_empty() && !name.starts_with("lcg-"), "{name}");
    }
}

#[test]
fn decks_a_match_starts_with_any_legal_dark_and_light_deck() {
    let built_in = Lcg::built_in_decks();
    let dark: Vec<&DeckList> = built_in.iter().map(|b| &b.deck).filter(|d| d.side() == Some(Side::Dark)).collect();
    let light: Vec<&DeckList> = built_in.iter().map(|b| &b.deck).filter(|d| d.side() == Some(Side::Light)).collect();
    for d in &dark {
        for l in &light {
            let state = Lcg::match_with([d, l], 3).expect("legal decks start a match");
            assert!(Lcg::problems(&state).is_empty());
            let objectives = state
                .cards
                .iter()
                .filter(|c| c.owner == Side::Dark && catalog().get(c.def).card_type == CardType::Objective)
                .count();
            assert_eq!((objectives, state.cards.len()), (d.sets.len(), 6 * (d.sets.len() + l.sets.len()) + 2));
        }
    }
    // Seat 0 plays the Dark Side.
    let refused = Lcg::match_with([light[0], dark[0]], 3).unwrap_err();
    assert!(refused.iter().any(|(seat, p)| *seat == 0 && p.reason == DeckProblem::WrongSeat { needs: Side::Dark }));
    assert!(refused.iter().any(|(seat, p)| *seat == 1 && p.reason == DeckProblem::WrongSeat { needs: Side::Light }));
    let short = DeckList::new("IN-AFF", &[144]);
    let refused = Lcg::match_with([&short, light[0]], 3).unwrap_err();
    assert_eq!(refused, vec![(0, Lcg::deck_problems(&short).remove(0))]);
}

#[test]
fn exchange_every_built_in_deck_round_trips_in_every_format() {
    assert_eq!(Lcg::exchanges().iter().map(|e| e.key).collect::<Vec<_>>(), ["o8d", "text"]);
    for b in Lcg::built_in_decks() {
        let deck = DeckList { name: "My deck & co <1>".into(), ..b.deck.clone() };
        for exchange in Lcg::exchanges() {
            let written = Lcg::export(&deck, exchange.key).expect("a format of the LCG");
            let read = Lcg::import(&written).expect("reads");
            assert_eq!(read.exchange, exchange.key);
            assert_eq!(read.refused, Vec::new(), "{}:\n{written}", exchange.key);
            let mut sets = read.deck.sets.clone();
            let mut expected = deck.sets.clone();
            sets.sort_unstable();
            expected.sort_unstable();
            assert_eq!(
                (read.deck.name.as_str(), read.deck.affiliation.as_str(), sets),
                (deck.name.as_str(), deck.affiliation.as_str(), expected)
            );
        }
    }
    assert_eq!(Lcg::export(&deck::imperial_navy_starter(), "swudb-json"), None);
}

#[test]
fn exchange_o8d_names_each_slot_by_octgn_id() {
    let written = Lcg::export(&deck::imperial_navy_starter(), "o8d").expect("o8d");
    // The Empire's Elite (set 144), its objective and Baron Fel, by OCTGN's ids.
    let set = objective_set(144).expect("set 144");
    assert!(
        written.contains(&format!("<card qty=\"1\" id=\"{}\">The Empire's Elite</card>", set.octgn[0])),
        "{written}"
    );
    assert!(written.contains(&format!("id=\"{}\">Baron Fel</card>", set.octgn[1])));
    assert!(written.contains("<section name=\"Objective Deck\">"));
    assert!(written.contains("id=\"ff4fb461-8060-457a-9c16-000000000095\">Imperial Navy</card>"));
}

/// An `.o8d` as OCTGN's own starter deck files are written: Core Set sets Hangar does not have
/// (Imperial Command, 31) beside ones it has (Kuat Reinforcements, 27), a command card of each.
const OCTGN_DECK: &str = "\u{feff}<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"yes\"?>
<deck game=\"d5cf89e5-1984-4873-8ae0-f06eea411bb3\">
  <section name=\"Affiliation\">
    <card qty=\"1\" id=\"ff4fb461-8060-457a-9c16-000000000095\">Imperial Navy</card>
  </section>
  <section name=\"Command Deck\">
    <card qty=\"1\" id=\"ff4fb461-8060-457a-9c16-000000000070\">Admiral Motti</card>
    <card qty=\"1\" id=\"ff4fb461-8060-457a-9c16-000000000050\">&quot;Backstabber&quot;</card>
  </section>
  <section name=\"Objective Deck\">
    <card qty=\"1\" id=\"ff4fb461-8060-457a-9c16-000000000069\">Imperial Command</card>
    <card qty=\"1\" id=\"ff4fb461-8060-457a-9c16-000000000046\">Kuat Reinforcements</card>
  </section>
</deck>
";

#[test]
fn exchange_o8d_a_set_outside_the_pool_is_refused_by_line_and_the_rest_kept() {
    let read = Lcg::import(OCTGN_DECK).expect("an o8d deck");
    assert_eq!(read.exchange, "o8d");
    assert_eq!((read.deck.affiliation.as_str(), read.deck.sets.as_slice()), ("IN-AFF", &[27][..]));
    let lines: Vec<(usize, &str)> = read.refused.iter().map(|r| (r.line, r.reason.key.as_ref())).collect();
    assert_eq!(lines, [(11, "lcg-import-unknown-card"), (7, "lcg-import-unknown-card")]);
    assert!(read.refused[0].text.contains("Imperial Command"));
}

#[test]
fn exchange_text_reads_numbers_names_and_counts_and_refuses_what_names_nothing() {
    let text = "# my deck\nName: Rogues\nAffiliation: Rebel Alliance\n2x 141 Rogue Squadron Assault\n167\nHeroes of the Rebellion\n\n2 The Defense of Yavin 4\n999 Nothing\nhello there\n3x 157\n12 (Core)\n141 The Rebel Fleet\nJedi\n";
    let read = Lcg::import(text).expect("a text list");
    assert_eq!(read.exchange, "text");
    assert_eq!(read.deck.name, "Rogues");
    assert_eq!(read.deck.affiliation, "RA-AFF");
    assert_eq!(read.deck.sets, [141, 141, 167, 167, 8, 8, 157, 157, 157, 12]);
    let lines: Vec<(usize, &str)> = read.refused.iter().map(|r| (r.line, r.reason.key.as_ref())).collect();
    assert_eq!(
        lines,
        [
            (9, "lcg-import-unknown-set"),
            (10, "lcg-import-names-nothing"),
            (13, "lcg-import-set-mismatch"),
            (14, "lcg-import-second-affiliation"),
        ]
    );
}

#[test]
fn exchange_a_file_that_is_no_deck_is_refused_whole() {
    assert_eq!(Lcg::import("").unwrap_err().0.key, "lcg-import-empty");
    assert_eq!(Lcg::import(" \n\t\n").unwrap_err().0.key, "lcg-import-empty");
    assert_eq!(Lcg::import("hello\nworld").unwrap_err().0.key, "lcg-import-nothing-read");
    assert_eq!(Lcg::import("<html><body>no</body></html>").unwrap_err().0.key, "lcg-import-nothing-read");
    let huge = "1".repeat(300 * 1024);
    assert_eq!(Lcg::import(&huge).unwrap_err().0.key, "lcg-import-too-large");
}
