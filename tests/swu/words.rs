//! SWU's words: every message of a whole random match — views for each seat, log lines, refusals
//! of drops — has English text with its placeables filled; every section the engine cites reads as
//! a citation; and a log line never names a hidden card.

use hangar::engine::{CardId, Message, Rng, Ruleset, Seat, Target, ZoneId};
use hangar::rules::swu::card_text;
use hangar::rules::swu::Event;
use hangar::rules::swu::Swu;
use hangar::rules::swu::SwuRule;
use hangar::rules::swu::GAME;
use hangar::rules::{new_match, Game};
use hangar::words::{cite, say, Lang};

/// What is wrong with `message` in English: a key with no text, or a placeable left unfilled.
fn problems(message: &Message, context: &str) -> Vec<String> {
    let catalog = Lang::En.catalog();
    let mut found: Vec<String> = message
        .keys()
        .into_iter()
        .filter(|k| !catalog.has(k))
        .map(|k| format!("{context}: {k} has no English text"))
        .collect();
    let words = say(Lang::En, message);
    if words.contains('{') || words.contains('$') {
        found.push(format!("{context}: {} leaves a placeable unfilled: {words}", message.key));
    }
    found
}

fn messages(value: &serde_json::Value, out: &mut Vec<Message>) {
    match value {
        serde_json::Value::Object(map) => {
            if map.get("key").is_some_and(serde_json::Value::is_string) {
                if let Ok(message) = serde_json::from_value::<Message>(value.clone()) {
                    out.push(message);
                }
            }
            map.values().for_each(|v| messages(v, out));
        }
        serde_json::Value::Array(items) => items.iter().for_each(|v| messages(v, out)),
        _ => {}
    }
}

#[test]
fn words_a_random_match_its_views_log_and_refusals_render_in_english() {
    let mut found = Vec::new();
    let mut game = new_match(GAME, 5).expect("a new match");
    let mut rng = Rng::seeded(5);
    let (mut logged, mut shown, mut refused) = (0, 0, 0);
    for step in 0..400 {
        let context = format!("step {step}");
        for view in [game.view(), game.view_for(Some(Seat(0))), game.view_for(Some(Seat(1))), game.view_for(None)] {
            let mut all = Vec::new();
            messages(&serde_json::to_value(&view).unwrap(), &mut all);
            for m in all {
                found.extend(problems(&m, &context));
                shown += 1;
            }
        }
        found.extend(problems(&game.summary(), &context));
        let view = game.view();
        let cards: Vec<CardId> = view.zones().flat_map(|z| z.cards.iter().map(|c| c.id)).collect();
        for &card in cards.iter().step_by(4) {
            for target in [Target::Zone(ZoneId(999)), Target::Zone(ZoneId(100)), Target::Card(card)] {
                if let Err(refusal) = game.drop_index(card, target) {
                    refused += 1;
                    found.extend(problems(&refusal.reason, &format!("{context}, refusal")));
                    if let Some(rule) = refusal.rule {
                        let words = cite(Lang::En, &rule);
                        if words.contains("swu-section") {
                            found.push(format!("{context}: citation {words}"));
                        }
                    }
                }
            }
        }
        if game.ending().is_some() {
            break;
        }
        let (next, log) = game.apply_index(rng.below(game.legal_count())).expect("a listed action applies");
        logged += log.len();
        for line in &log {
            found.extend(problems(line, &format!("{context}, log")));
        }
        game = next;
    }
    assert!(logged > 100, "the log says something ({logged} lines)");
    assert!(shown > 0 && refused > 0, "the views say something ({shown} messages), and drops are refused ({refused})");
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn words_every_section_reads_as_a_citation() {
    assert!(!SwuRule::ALL.is_empty());
    for section in SwuRule::ALL {
        let words = cite(Lang::En, &section.rule());
        assert!(words.starts_with("Star Wars: Unlimited — ") && !words.contains("swu-section"), "{words}");
    }
    assert_eq!(cite(Lang::En, &card_text("Darth Vader")), "Star Wars: Unlimited — the text of Darth Vader");
}

#[test]
fn words_a_log_line_never_names_a_hidden_card() {
    // Drawing and putting a card face down as a resource are counted, never named.
    let mut rng = Rng::seeded(11);
    let mut state = Swu::new_match(11);
    let mut checked = 0;
    for _ in 0..300 {
        if Swu::ending(&state).is_some() {
            break;
        }
        let legal = Swu::legal_actions(&state);
        let (next, events) = Swu::apply(&state, &legal[rng.below(legal.len())]).unwrap();
        for event in &events {
            if let Event::Resourced { .. } | Event::Drew { .. } | Event::Mulligan { .. } | Event::DeckEmpty { .. } =
                event
            {
                let line = Swu::log(&next, event).unwrap();
                assert!(
                    !line.args.iter().any(|(_, a)| matches!(a, hangar::engine::Arg::Card(_))),
                    "{line:?} names no card"
                );
                assert!(line.args.iter().all(|(name, _)| name != "card"));
                checked += 1;
            }
        }
        state = next;
    }
    let _ = Game::Swu(state);
    assert!(checked > 10, "hidden cards were drawn and resourced ({checked} lines)");
}
