//! The English catalog (`src/words/en/*.ftl`) and the code agree: every message key the code
//! makes has English text, every key of the catalog is used, and whole views, logs and refusals
//! render with no key shown bare and no placeable left unfilled.

use crate::rust_source::{is_key_shaped, sources};
use hangar::engine::{BoardView, CardId, Message, Rule, Say, Seat, Target, ZoneId};
use hangar::rules::lcg::model::zone::Zone;
use hangar::rules::lcg::sections::{keys as section_keys, LcgRule};
use hangar::rules::lcg::{Side, GAME};
use hangar::rules::{games, new_match, scenario, Game, RestoreError};
use hangar::save::{LinkError, LoadError};
use hangar::words::{cite, say, Lang};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The English patterns by key, read from the catalog files as the catalog reads them.
fn english() -> BTreeMap<String, String> {
    let dir = root().join("src/words/en");
    let mut patterns = BTreeMap::new();
    for entry in std::fs::read_dir(dir).expect("src/words/en") {
        let path = entry.expect("an entry").path();
        if path.extension().is_some_and(|e| e == "ftl") {
            for line in std::fs::read_to_string(&path).expect("readable").lines().map(str::trim) {
                if let Some((key, pattern)) = line.split_once('=').filter(|_| !line.starts_with('#')) {
                    patterns.insert(key.trim().to_string(), pattern.trim().to_string());
                }
            }
        }
    }
    patterns
}

/// The keys made from a pattern rather than written: `<game>-section-<key>` for each section a
/// game cites, and `game-<id>` for each game.
fn generated_keys() -> BTreeSet<String> {
    let mut keys: BTreeSet<String> = section_keys().map(|k| format!("{GAME}-section-{k}")).collect();
    keys.extend(hangar::rules::swu::sections::keys().map(|k| format!("swu-section-{k}")));
    keys.extend(games().iter().map(|g| format!("game-{}", g.id)));
    keys
}

#[test]
fn the_catalog_file_reader_agrees_with_the_catalog() {
    let catalog = Lang::En.catalog();
    let read: BTreeSet<String> = english().into_keys().collect();
    let loaded: BTreeSet<String> = catalog.keys().map(String::from).collect();
    assert_eq!(read, loaded);
}

#[test]
fn every_key_the_code_makes_a_message_of_has_english_text() {
    let catalog = Lang::En.catalog();
    let mut missing = Vec::new();
    let mut seen = 0;
    for source in sources(&root().join("src")) {
        for literal in source.message_keys() {
            seen += 1;
            if !catalog.has(&literal.value) {
                let path = source.path.strip_prefix(root()).unwrap_or(&source.path).display().to_string();
                missing.push(format!("{path}:{}: {}", source.line(literal.at), literal.value));
            }
        }
    }
    assert!(seen > 300, "the scan finds the keys the code makes (found {seen})");
    assert!(missing.is_empty(), "keys made in src/ with no English text:\n{}", missing.join("\n"));
    for key in generated_keys() {
        assert!(catalog.has(&key), "{key} is made by a pattern and has no English text");
    }
}

#[test]
fn every_key_of_the_catalog_is_used() {
    let literals: BTreeSet<String> =
        sources(&root().join("src")).into_iter().flat_map(|s| s.literals.into_iter().map(|l| l.value)).collect();
    let generated = generated_keys();
    let unused: Vec<String> =
        english().into_keys().filter(|k| !literals.contains(k) && !generated.contains(k)).collect();
    assert!(unused.is_empty(), "catalog keys nothing in src/ uses:\n{}", unused.join("\n"));
}

#[test]
fn the_scan_sees_every_written_catalog_key_made_as_a_message() {
    // Keys written in src/ but not where the scan sees a message made of them: the scan has a
    // blind spot (teach `rust_source::Source::message_keys` the pattern), or the key is unused.
    let catalog = Lang::En.catalog();
    let mut written = BTreeSet::new();
    let mut made = BTreeSet::new();
    for source in sources(&root().join("src")) {
        written.extend(source.literals.iter().map(|l| l.value.clone()).filter(|v| catalog.has(v)));
        made.extend(source.message_keys().into_iter().map(|l| l.value.clone()));
    }
    let unseen: Vec<&String> = written.difference(&made).collect();
    assert!(unseen.is_empty(), "catalog keys written in src/ that the scan does not see made: {unseen:?}");
}

/// What is wrong with `message` in English: a key with no text (shown bare), an argument its
/// pattern names that it lacks, or a `{` left in the words.
fn problems(message: &Message, patterns: &BTreeMap<String, String>, context: &str) -> Vec<String> {
    let mut found = Vec::new();
    let catalog = Lang::En.catalog();
    for key in message.keys() {
        if !catalog.has(key) {
            found.push(format!("{context}: {key} has no English text"));
        }
    }
    check_arguments(message, patterns, context, &mut found);
    let words = say(Lang::En, message);
    if words == message.key {
        found.push(format!("{context}: {} renders as its key", message.key));
    }
    if words.contains('{') {
        found.push(format!("{context}: {} leaves a placeable unfilled: {words}", message.key));
    }
    found
}

fn check_arguments(message: &Message, patterns: &BTreeMap<String, String>, context: &str, found: &mut Vec<String>) {
    let Some(pattern) = patterns.get(message.key.as_ref()) else { return };
    for name in pattern
        .split('$')
        .skip(1)
        .map(|rest| rest.split(|c: char| !c.is_ascii_alphanumeric() && c != '_').next().unwrap_or(""))
    {
        if message.arg(name).is_none() {
            found.push(format!("{context}: {} lacks the argument ${name}", message.key));
        }
    }
    for (_, arg) in &message.args {
        if let hangar::engine::Arg::Say(inner) = arg {
            check_arguments(inner, patterns, context, found);
        }
    }
}

/// Every message a view holds: each JSON object with a string `key` that reads as a message.
fn messages_of(view: &BoardView) -> Vec<Message> {
    fn walk(value: &serde_json::Value, out: &mut Vec<Message>) {
        match value {
            serde_json::Value::Object(map) => {
                if map.get("key").is_some_and(serde_json::Value::is_string) {
                    if let Ok(message) = serde_json::from_value::<Message>(value.clone()) {
                        out.push(message);
                    }
                }
                map.values().for_each(|v| walk(v, out));
            }
            serde_json::Value::Array(items) => items.iter().for_each(|v| walk(v, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    walk(&serde_json::to_value(view).expect("a view serialises"), &mut out);
    out
}

/// The problems of every message of `game`'s views (full, each seat's, nobody's), its summary
/// and ending, and the citation of its reference.
fn view_problems(game: &Game, patterns: &BTreeMap<String, String>, context: &str) -> Vec<String> {
    let mut found = Vec::new();
    let views = [game.view(), game.view_for(Some(Seat(0))), game.view_for(Some(Seat(1))), game.view_for(None)];
    for view in &views {
        let messages = messages_of(view);
        assert!(messages.len() > view.actions.len(), "{context}: the view's messages are found");
        for message in messages {
            found.extend(problems(&message, patterns, context));
        }
        if let Some(reference) = &view.reference {
            found.extend(citation_problems(&reference.rule, context));
        }
    }
    found.extend(problems(&game.summary(), patterns, context));
    found
}

fn citation_problems(rule: &Rule, context: &str) -> Vec<String> {
    let words = cite(Lang::En, rule);
    let bare = generated_keys().into_iter().filter(|k| words.contains(k.as_str())).collect::<Vec<_>>();
    if bare.is_empty() && !words.contains('{') {
        Vec::new()
    } else {
        vec![format!("{context}: the citation reads {words:?}")]
    }
}

#[test]
fn every_scenario_and_a_new_match_render_in_english() {
    let patterns = english();
    let mut found = Vec::new();
    for info in games().into_iter().flat_map(|g| g.scenarios) {
        found.extend(problems(&info.title, &patterns, info.key));
        let game = scenario(info.game, info.key).expect("the scenario opens");
        found.extend(view_problems(&game, &patterns, info.key));
    }
    for game in games() {
        found.extend(problems(
            &Message { key: format!("game-{}", game.id).into(), args: Vec::new() },
            &patterns,
            "game",
        ));
        game.seats.iter().for_each(|seat| found.extend(problems(seat, &patterns, "seat names")));
        let start = new_match(game.id, 1).expect("a new match");
        found.extend(view_problems(&start, &patterns, "new match"));
    }
    for section in LcgRule::ALL {
        found.extend(citation_problems(&section.rule(), "sections"));
    }
    found.extend(citation_problems(&hangar::rules::lcg::sections::card_text("Baron Fel"), "card text"));
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn a_random_match_its_views_log_and_refusals_render_in_english() {
    let patterns = english();
    let mut found = Vec::new();
    let mut game = new_match(GAME, 4).expect("a new match");
    let mut rng = hangar::engine::Rng::seeded(4);
    let mut logged = 0;
    for step in 0..300 {
        let context = format!("step {step}");
        found.extend(view_problems(&game, &patterns, &context));
        // Refusals: each card of the acting side dropped off the table and on the other play area.
        let view = game.view();
        let cards: Vec<CardId> = view.zones().flat_map(|z| z.cards.iter().map(|c| c.id)).collect();
        for &card in cards.iter().step_by(5) {
            for target in [Target::Zone(ZoneId(999)), Target::Zone(Zone::PlayArea.id(Side::Light)), Target::Card(card)]
            {
                if let Err(refusal) = game.drop_card(card, target) {
                    found.extend(problems(&refusal.reason, &patterns, &format!("{context}, refusal")));
                }
            }
        }
        if game.ending().is_some() {
            break;
        }
        let (next, log) = game.apply_index(rng.below(game.legal_count())).expect("a listed action applies");
        logged += log.len();
        for line in &log {
            found.extend(problems(line, &patterns, &format!("{context}, log")));
        }
        game = next;
    }
    assert!(logged > 300, "the log says something ({logged} lines)");
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn save_and_link_errors_render_in_english() {
    let patterns = english();
    let problem = Message::new("lcg-problem-unknown-card").number("card", 500u32);
    let errors = [
        LoadError::Empty.say(),
        LoadError::TooLarge { bytes: 9 }.say(),
        LoadError::NotJson { detail: "x".into() }.say(),
        LoadError::NotAHangarSave.say(),
        LoadError::FromNewerVersion { found: 3, supported: 2 }.say(),
        LoadError::Unreadable { detail: "x".into() }.say(),
        LoadError::Inconsistent(Message::new("save-problem-seat")).say(),
        LoadError::Game(RestoreError::Unsound(problem.clone())).say(),
        LinkError::Empty.say(),
        LinkError::TooLong.say(),
        LinkError::UnknownVersion.say(),
        LinkError::Garbled.say(),
        LinkError::Truncated.say(),
        LinkError::Unreadable { detail: "x".into() }.say(),
        LinkError::Game(RestoreError::UnknownGame).say(),
        RestoreError::NewerSchema { found: 3, supported: 1 }.say(),
        RestoreError::Unreadable { detail: "x".into() }.say(),
    ];
    let found: Vec<String> = errors.iter().flat_map(|e| problems(e, &patterns, "errors")).collect();
    assert!(found.is_empty(), "{}", found.join("\n"));
    assert!(errors.iter().all(|e| is_key_shaped(&e.key)));
}

#[test]
fn the_checks_catch_a_bare_key_and_a_missing_argument() {
    let patterns = english();
    let unknown = problems(&Message::new("lcg-no-such-key"), &patterns, "t");
    assert_eq!(unknown.len(), 2, "no text, and shown bare: {unknown:?}");
    let nested = Message::new("lcg-label-engage").with("card", Message::new("lcg-no-such-key"));
    assert_eq!(problems(&nested, &patterns, "t").len(), 1, "a nested key without text");
    let lacking = problems(&Message::new("lcg-label-engage"), &patterns, "t");
    assert_eq!(lacking, ["t: lcg-label-engage lacks the argument $card"]);
}
