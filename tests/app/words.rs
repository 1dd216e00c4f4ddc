//! The catalogs (`src/words/<lang>/*.ftl`) and the code agree: every message key the code makes
//! has English and Polish text, every key of a catalog is used, each message takes the same
//! arguments in every language, and whole views, logs and refusals render in every language with
//! no key shown bare and no placeable left unfilled.

use crate::rust_source::{is_key_shaped, sources};
use hangar::engine::SeatZone;
use hangar::engine::{BoardView, CardId, Message, Rule, Say, Seat, Target, ZoneId};
use hangar::rules::lcg::testing::section_keys;
use hangar::rules::lcg::LcgRule;
use hangar::rules::lcg::Side;
use hangar::rules::lcg::Zone;
use hangar::rules::lcg::GAME;
use hangar::rules::{games, new_match, scenario, Game, RestoreError};
use hangar::save::{LinkError, LoadError};
use hangar::words::{cite, say, Lang};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The patterns of `lang` by key, read from its catalog files as the catalog reads them.
fn patterns(lang: Lang) -> BTreeMap<String, String> {
    files(lang).into_values().flatten().collect()
}

/// The patterns of `lang` by file name (`app.ftl`, `lcg.ftl`…) and key.
fn files(lang: Lang) -> BTreeMap<String, BTreeMap<String, String>> {
    let dir = root().join("src/words").join(lang.tag());
    let mut files = BTreeMap::new();
    for entry in std::fs::read_dir(&dir).expect("a catalog folder") {
        let path = entry.expect("an entry").path();
        if path.extension().is_some_and(|e| e == "ftl") {
            let mut patterns = BTreeMap::new();
            for line in std::fs::read_to_string(&path).expect("readable").lines().map(str::trim) {
                if let Some((key, pattern)) = line.split_once('=').filter(|_| !line.starts_with('#')) {
                    patterns.insert(key.trim().to_string(), pattern.trim().to_string());
                }
            }
            let name = path.file_name().expect("a file name").to_string_lossy().to_string();
            files.insert(name, patterns);
        }
    }
    files
}

fn english() -> BTreeMap<String, String> {
    patterns(Lang::En)
}

/// The keys made from a pattern rather than written: `<game>-section-<key>` for each section a
/// game cites, and `game-<id>` for each game.
fn generated_keys() -> BTreeSet<String> {
    let mut keys: BTreeSet<String> = section_keys().map(|k| format!("{GAME}-section-{k}")).collect();
    keys.extend(hangar::rules::swu::testing::section_keys().map(|k| format!("swu-section-{k}")));
    keys.extend(games().iter().map(|g| format!("game-{}", g.id)));
    keys
}

#[test]
fn the_catalog_file_reader_agrees_with_the_catalog() {
    for lang in Lang::ALL {
        let read: BTreeSet<String> = patterns(lang).into_keys().collect();
        assert!(read.len() > 100, "{lang:?}: the reader finds the catalog's messages ({})", read.len());
        let loaded: BTreeSet<String> = lang.catalog().keys().map(String::from).collect();
        assert_eq!(read, loaded, "{lang:?}");
    }
}

#[test]
fn every_message_has_text_in_every_language_in_the_same_file() {
    let english = files(Lang::En);
    assert!(english.len() >= 4, "app.ftl and one file per game: {:?}", english.keys());
    for lang in Lang::ALL {
        let other = files(lang);
        assert_eq!(english.keys().collect::<Vec<_>>(), other.keys().collect::<Vec<_>>(), "{lang:?}: the same files");
        for (file, patterns) in &english {
            let theirs = &other[file];
            let missing: Vec<&String> = patterns.keys().filter(|k| !theirs.contains_key(*k)).collect();
            let extra: Vec<&String> = theirs.keys().filter(|k| !patterns.contains_key(*k)).collect();
            assert!(missing.is_empty(), "{lang:?} {file}: messages with no text: {missing:?}");
            assert!(extra.is_empty(), "{lang:?} {file}: messages English does not have: {extra:?}");
            let empty: Vec<&String> = theirs.iter().filter(|(_, p)| p.is_empty()).map(|(k, _)| k).collect();
            assert!(empty.is_empty(), "{lang:?} {file}: empty messages: {empty:?}");
        }
    }
}

/// Patterns that read the same in Polish as in English: names (of the games, of factions the
/// Polish edition keeps), the pilot's title, symbols and bare placeables.
const SAME_IN_POLISH: &[&str] = &[
    "game-lcg",
    "game-swu",
    "game-swccg",
    "lcg-affiliation-jedi",
    "lcg-affiliation-sith",
    "lcg-stat-pilot-cost-short",
    "lcg-stat-icons-short",
    "lcg-icon-tactics",
    "lcg-role-pilot",
    "swu-role-pilot",
    "swu-format-premier",
    "swu-format-limited",
    "swccg-role-pilot",
    "swccg-icon-pilot",
    "swccg-slot-pilot",
    "swccg-class-system",
    "swccg-slot-astromech",
    "swccg-class-droid",
    "tool-menu",
];

#[test]
fn every_polish_message_is_translated() {
    // A Polish pattern equal to the English one, words and all, is a message with no Polish text.
    let english = english();
    let untranslated: Vec<String> = patterns(Lang::Pl)
        .into_iter()
        .filter(|(key, pattern)| english[key] == *pattern && pattern.chars().any(char::is_alphabetic))
        .filter(|(key, pattern)| !SAME_IN_POLISH.contains(&key.as_str()) && words_of(pattern).next().is_some())
        .map(|(key, pattern)| format!("{key} = {pattern}"))
        .collect();
    assert!(untranslated.is_empty(), "Polish messages still in English:\n{}", untranslated.join("\n"));
    for key in SAME_IN_POLISH {
        assert_eq!(patterns(Lang::Pl)[*key], english[*key], "{key} is listed as the same in both languages");
    }
}

/// The words of a pattern outside its placeables.
fn words_of(pattern: &str) -> impl Iterator<Item = &str> {
    let mut depth = 0usize;
    pattern
        .split(move |c: char| {
            match c {
                '{' => depth += 1,
                '}' => depth = depth.saturating_sub(1),
                _ => {}
            }
            depth > 0 || !c.is_alphabetic()
        })
        .filter(|w| w.chars().count() > 1)
}

/// The argument names a pattern uses (`$name`), as a set.
fn arguments(pattern: &str) -> BTreeSet<&str> {
    pattern
        .split('$')
        .skip(1)
        .map(|rest| rest.split(|c: char| !c.is_ascii_alphanumeric() && c != '_').next().unwrap_or(""))
        .collect()
}

#[test]
fn every_message_takes_the_same_arguments_in_every_language() {
    let english = english();
    let mut differ = Vec::new();
    let mut with_arguments = 0;
    for lang in Lang::ALL {
        for (key, pattern) in patterns(lang) {
            let (ours, theirs) = (arguments(&english[&key]), arguments(&pattern));
            with_arguments += usize::from(!ours.is_empty());
            if ours != theirs {
                differ.push(format!("{lang:?} {key}: English {ours:?}, this language {theirs:?}"));
            }
        }
    }
    assert!(with_arguments > 50, "messages with arguments compared ({with_arguments})");
    assert!(differ.is_empty(), "{}", differ.join("\n"));
}

#[test]
fn every_polish_number_selector_has_the_forms_polish_needs() {
    // CLDR's Polish cardinals are one, few and many (and other, for fractions): a selector on a
    // number names all three and a default.
    let mut lacking = Vec::new();
    let mut selectors = 0;
    for (key, pattern) in patterns(Lang::Pl) {
        for variants in pattern.split("->").skip(1) {
            selectors += 1;
            for form in ["[one]", "[few]", "[many]", "*[other]"] {
                if !variants.contains(form) {
                    lacking.push(format!("{key}: no {form}"));
                }
            }
        }
    }
    assert!(selectors > 0, "the Polish catalog selects on numbers");
    assert!(lacking.is_empty(), "{}", lacking.join("\n"));
}

#[test]
fn polish_plural_forms_follow_the_number() {
    let pile =
        |n: u32| say(Lang::Pl, &Message::new("pile-label").with("pile", Message::new("lcg-zone-hand")).number("n", n));
    assert_eq!(pile(1), "Ręka: 1 karta");
    assert_eq!(pile(2), "Ręka: 2 karty");
    assert_eq!(pile(5), "Ręka: 5 kart");
    assert_eq!(pile(22), "Ręka: 22 karty");
    assert_eq!(pile(12), "Ręka: 12 kart");
    assert_eq!(pile(112), "Ręka: 112 kart");
    let length = |turns: u32, moves: u32| {
        say(Lang::Pl, &Message::new("end-length").number("turns", turns).number("moves", moves))
    };
    assert_eq!(length(1, 3), "1 tura, 3 ruchy");
    assert_eq!(length(14, 25), "14 tur, 25 ruchów");
    assert_eq!(length(24, 1), "24 tury, 1 ruch");
    assert_eq!(
        say(Lang::En, &Message::new("end-length").number("turns", 1u32).number("moves", 5u32)),
        "1 turn, 5 moves"
    );
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

/// The files that draw the start screen as the lobby shows it (`src/ui/lobby.rs`): the screen,
/// the lobby's status, the language switch and the document's description, the scenario list, and
/// the crash panel the lobby installs.
const START_SCREEN_FILES: &[&str] = &[
    "src/ui/start.rs",
    "src/ui/lobby.rs",
    "src/ui/lang.rs",
    "src/ui/scenario_list.rs",
    "src/ui/services/crash.rs",
    "src/ui/services/language.rs",
];

/// Every key of a message the start screen can show: those made in the files that draw it, the
/// difficulty levels' names, and each game's name, seats, who starts and scenario titles.
fn start_screen_keys() -> BTreeSet<String> {
    fn walk(message: &Message, keys: &mut BTreeSet<String>) {
        keys.insert(message.key.to_string());
        for (_, arg) in &message.args {
            walk_arg(arg, keys);
        }
    }
    fn walk_arg(arg: &hangar::engine::Arg, keys: &mut BTreeSet<String>) {
        match arg {
            hangar::engine::Arg::Say(message) => walk(message, keys),
            hangar::engine::Arg::List(items) => items.iter().for_each(|item| walk_arg(item, keys)),
            _ => {}
        }
    }
    let mut keys = BTreeSet::new();
    for source in sources(&root().join("src/ui")) {
        let path = source.path.strip_prefix(root()).expect("under the root").to_string_lossy().to_string();
        if START_SCREEN_FILES.contains(&path.as_str()) {
            keys.extend(source.message_keys().into_iter().map(|l| l.value.clone()));
        }
    }
    keys.extend(["level-easy", "level-normal", "level-hard"].map(String::from));
    for game in games() {
        keys.insert(format!("game-{}", game.id));
        let said = game.seats.iter().chain([&game.who_starts]).chain(game.scenarios.iter().map(|s| &s.title));
        said.for_each(|m| walk(m, &mut keys));
    }
    keys
}

#[test]
fn the_start_screens_file_holds_every_word_of_the_start_screen_and_nothing_else() {
    // The lobby's wasm carries `start.ftl` alone (src/words/catalog.rs); a table carries it, its
    // game's file and `app.ftl`.
    let needed = start_screen_keys();
    assert!(needed.len() > 25, "the start screen's keys are found ({})", needed.len());
    for lang in Lang::ALL {
        let files = files(lang);
        let start: BTreeSet<String> = files.get("start.ftl").map(|p| p.keys().cloned().collect()).unwrap_or_default();
        let missing: Vec<&String> = needed.difference(&start).collect();
        let extra: Vec<&String> = start.difference(&needed).collect();
        assert!(missing.is_empty(), "{lang:?}: words of the start screen not in start.ftl: {missing:?}");
        assert!(extra.is_empty(), "{lang:?}: words in start.ftl the start screen never shows: {extra:?}");
        for (file, patterns) in files.iter().filter(|(f, _)| *f != "start.ftl") {
            let twice: Vec<&String> = patterns.keys().filter(|k| start.contains(*k)).collect();
            assert!(twice.is_empty(), "{lang:?}: {file} repeats words of start.ftl: {twice:?}");
        }
    }
}

#[test]
fn every_key_of_the_catalog_is_used() {
    let literals: BTreeSet<String> =
        sources(&root().join("src")).into_iter().flat_map(|s| s.literals.into_iter().map(|l| l.value)).collect();
    let generated = generated_keys();
    assert!(english().len() > 100);
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
    assert!(written.len() > 300, "the scan finds the catalog keys written in src/ ({})", written.len());
    let unseen: Vec<&String> = written.difference(&made).collect();
    assert!(unseen.is_empty(), "catalog keys written in src/ that the scan does not see made: {unseen:?}");
}

/// What is wrong with `message` in English and in every other language: a key with no text
/// (shown bare), an argument its English pattern names that it lacks, or a `{` left in the words.
fn problems(message: &Message, patterns: &BTreeMap<String, String>, context: &str) -> Vec<String> {
    let mut found = Vec::new();
    check_arguments(message, patterns, context, &mut found);
    for lang in Lang::ALL {
        found.extend(problems_in(lang, message, context));
    }
    found
}

fn problems_in(lang: Lang, message: &Message, context: &str) -> Vec<String> {
    let mut found = Vec::new();
    let catalog = lang.catalog();
    for key in message.keys() {
        if !catalog.has(key) {
            found.push(format!("{context}: {key} has no {lang:?} text"));
        }
    }
    let words = say(lang, message);
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
    let mut found = Vec::new();
    for lang in Lang::ALL {
        let words = cite(lang, rule);
        let bare = generated_keys().into_iter().filter(|k| words.contains(k.as_str())).collect::<Vec<_>>();
        if !bare.is_empty() || words.contains('{') {
            found.push(format!("{context}: the {lang:?} citation reads {words:?}"));
        }
    }
    found
}

#[test]
fn every_scenario_and_a_new_match_render_in_every_language() {
    let patterns = english();
    let mut found = Vec::new();
    assert_eq!(games().len(), 3);
    let mut scenarios = 0;
    for info in games().into_iter().flat_map(|g| g.scenarios) {
        scenarios += 1;
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
    assert!(scenarios >= 3, "each game's scenarios ({scenarios})");
    assert!(!LcgRule::ALL.is_empty());
    for section in LcgRule::ALL {
        found.extend(citation_problems(&section.rule(), "sections"));
    }
    found.extend(citation_problems(&hangar::rules::lcg::card_text("Baron Fel"), "card text"));
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn a_random_match_its_views_log_and_refusals_render_in_every_language() {
    let patterns = english();
    let mut found = Vec::new();
    let mut game = new_match(GAME, 4).expect("a new match");
    let mut rng = hangar::engine::Rng::seeded(4);
    let (mut logged, mut refused) = (0, 0);
    for step in 0..300 {
        let context = format!("step {step}");
        found.extend(view_problems(&game, &patterns, &context));
        // Refusals: each card of the acting side dropped off the table and on the other play area.
        let view = game.view();
        let cards: Vec<CardId> = view.zones().flat_map(|z| z.cards.iter().map(|c| c.id)).collect();
        for &card in cards.iter().step_by(5) {
            for target in [Target::Zone(ZoneId(999)), Target::Zone(Zone::PlayArea.id(Side::Light)), Target::Card(card)]
            {
                if let Err(refusal) = game.drop_index(card, target) {
                    found.extend(problems(&refusal.reason, &patterns, &format!("{context}, refusal")));
                    refused += 1;
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
    assert!(refused > 0, "drops are refused ({refused})");
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn save_and_link_errors_render_in_every_language() {
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
    assert_eq!(unknown.len(), 2 * Lang::ALL.len(), "no text, and shown bare, in each language: {unknown:?}");
    let nested = Message::new("lcg-label-engage").with("card", Message::new("lcg-no-such-key"));
    assert_eq!(problems(&nested, &patterns, "t").len(), Lang::ALL.len(), "a nested key without text");
    let english_only = Message::new("lcg-label-engage").with("card", Message::new("lcg-no-such-key"));
    let polish = problems_in(Lang::Pl, &english_only, "t");
    assert_eq!(polish, ["t: lcg-no-such-key has no Pl text"]);
    let lacking = problems(&Message::new("lcg-label-engage"), &patterns, "t");
    assert_eq!(lacking, ["t: lcg-label-engage lacks the argument $card"]);
}

#[test]
fn the_manifests_and_the_page_describe_hangar_in_their_language() {
    for (lang, file) in [(Lang::En, "manifest.webmanifest"), (Lang::Pl, "manifest-pl.webmanifest")] {
        let text = std::fs::read_to_string(root().join("static").join(file)).expect("the manifest");
        let manifest: serde_json::Value = serde_json::from_str(&text).expect("the manifest is JSON");
        assert_eq!(manifest["lang"], lang.tag(), "{file}");
        assert_eq!(manifest["description"], say(lang, &Message::new("app-description")), "{file}");
        let index = std::fs::read_to_string(root().join("index.html")).expect("index.html");
        assert!(index.contains(&format!("href=\"static/{file}\"")), "the build copies {file}");
    }
    let index = std::fs::read_to_string(root().join("index.html")).expect("index.html");
    let english = say(Lang::En, &Message::new("app-description"));
    assert!(index.contains(&format!("<meta name=\"description\" content=\"{english}\">")), "index.html's description");
}

/// The Polish words `docs/glossary-pl.md` gives for the CCG's terms from the Polish starships
/// guide (the rows whose source is "guide"), each word cut to its stem (Polish declines them).
fn guide_terms() -> Vec<(String, Vec<String>)> {
    let glossary = std::fs::read_to_string(root().join("docs/glossary-pl.md")).expect("the glossary");
    let ccg = glossary.split("## ").find(|s| s.starts_with("Star Wars CCG")).expect("the CCG's section");
    ccg.lines()
        .filter_map(|row| {
            let cells: Vec<&str> = row.split('|').map(str::trim).collect();
            (cells.len() == 5 && cells[3].starts_with("guide")).then(|| (cells[1].to_string(), cells[2].to_string()))
        })
        .map(|(english, polish)| {
            let without_notes: String = polish.split('(').next().unwrap_or_default().to_string();
            let stems = without_notes
                .split(|c: char| !c.is_alphabetic())
                .filter(|w| w.chars().count() > 2 && !["lub", "ich"].contains(w))
                .map(|w| {
                    let chars: Vec<char> = w.to_lowercase().chars().collect();
                    chars[..chars.len().saturating_sub(2).max(3).min(chars.len())].iter().collect()
                })
                .collect();
            (english, stems)
        })
        .collect()
}

#[test]
fn the_ccg_in_polish_speaks_the_words_of_the_polish_guide() {
    let catalog = std::fs::read_to_string(root().join("src/words/pl/swccg.ftl")).expect("the catalog").to_lowercase();
    let terms = guide_terms();
    assert!(terms.len() >= 20, "the glossary lists the guide's terms ({} found)", terms.len());
    let missing: Vec<String> = terms
        .iter()
        .flat_map(|(english, stems)| stems.iter().map(move |s| (english, s)))
        .filter(|(_, stem)| !catalog.contains(stem.as_str()))
        .map(|(english, stem)| format!("{english}: {stem}…"))
        .collect();
    assert!(missing.is_empty(), "guide words the Polish CCG catalog never uses:\n{}", missing.join("\n"));
}
