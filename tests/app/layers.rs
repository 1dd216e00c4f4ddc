//! The layers hold (ARCHITECTURE.md, "Layers"): read from the sources, every import of a file
//! under `src/rules/<game>/` goes down or sideways, never up; and the parts around the games
//! (`ui/`, `ai/`, `save/`, `engine/`) name no game.
//!
//! A game's layers, lowest first: `model/` and `sections.rs` (what a game is made of, and the
//! rules it cites); the rules sections (the other files at the top); `abilities/`; `flow/`;
//! `present/`; `search/`; `setup/`; and the face (`mod.rs`, `game.rs`, `search.rs`: the ruleset
//! and its impls). A file may import from its own layer and those below. The one documented
//! circle is the LCG's `abilities/` ⇄ `flow/`: resolving an ability schedules steps of the flow,
//! and the flow's steps resolve abilities.

use crate::rust_source::sources;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Imports allowed to climb: (game, from layer, to layer).
const DOCUMENTED: &[(&str, &str, &str)] = &[("lcg", "abilities", "flow")];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

/// A file's layer, by its path under the game's folder, and its rank (lowest 0).
fn layer(rel: &str) -> (&'static str, u8) {
    let parts: Vec<&str> = rel.split('/').collect();
    match parts.as_slice() {
        ["model", ..] | ["sections.rs"] => ("model", 0),
        ["mod.rs"] | ["game.rs"] | ["search.rs"] => ("face", 7),
        ["abilities", ..] => ("abilities", 2),
        ["flow", ..] => ("flow", 3),
        ["present", ..] => ("present", 4),
        ["search", ..] => ("search", 5),
        ["setup", ..] => ("setup", 6),
        [_] => ("sections", 1),
        _ => ("sections", 1),
    }
}

/// The paths a `use` tree names, braces expanded: `a::{b, c::{d, e}}` → `a::b`, `a::c::d`, `a::c::e`.
fn expand(tree: &str) -> Vec<Vec<String>> {
    fn split_top(s: &str) -> Vec<&str> {
        let (mut depth, mut start, mut out) = (0, 0, Vec::new());
        for (i, c) in s.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    out.push(&s[start..i]);
                    start = i + 1;
                }
                _ => {}
            }
        }
        out.push(&s[start..]);
        out
    }
    fn walk(prefix: &[String], s: &str, out: &mut Vec<Vec<String>>) {
        for item in split_top(s).into_iter().map(str::trim).filter(|i| !i.is_empty()) {
            match (item.find('{'), item.rfind('}')) {
                (Some(open), Some(close)) => {
                    let mut next = prefix.to_vec();
                    next.extend(item[..open].split("::").map(str::trim).filter(|p| !p.is_empty()).map(String::from));
                    walk(&next, &item[open + 1..close], out);
                }
                _ => {
                    let item = item.split(" as ").next().unwrap_or(item);
                    let mut path = prefix.to_vec();
                    path.extend(
                        item.split("::").map(str::trim).filter(|p| !p.is_empty() && *p != "self").map(String::from),
                    );
                    out.push(path);
                }
            }
        }
    }
    let compact: String = tree.chars().filter(|c| !c.is_whitespace() || *c == ' ').collect();
    let mut out = Vec::new();
    walk(&[], &compact, &mut out);
    out
}

/// The module path of a file under the game's folder (`flow/legal.rs` → `flow::legal`).
fn module_of(rel: &str) -> Vec<String> {
    let mut parts: Vec<String> = rel.trim_end_matches(".rs").split('/').map(String::from).collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

/// The file of the game's folder that a module path inside it lands in: the longest prefix that
/// is a file (an item named after its module lands in the module's file).
fn file_of(dir: &Path, path: &[String]) -> String {
    for n in (1..=path.len()).rev() {
        let joined = path[..n].join("/");
        if dir.join(format!("{joined}.rs")).is_file() {
            return format!("{joined}.rs");
        }
        if dir.join(&joined).join("mod.rs").is_file() {
            return format!("{joined}/mod.rs");
        }
    }
    "mod.rs".into()
}

/// Every file of the game's folder, with the files of the same folder it imports.
fn imports(game: &str, dir: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let own = format!("crate::rules::{game}::");
    let mut graph = BTreeMap::new();
    for source in sources(dir) {
        let rel = source.path.strip_prefix(dir).expect("under the folder").to_string_lossy().replace('\\', "/");
        let code = source.code();
        let mut paths: Vec<Vec<String>> = Vec::new();
        let mut from = 0;
        while let Some(at) = code[from..].find("use ").map(|i| i + from) {
            let starts_word = at == 0 || !code.as_bytes()[at - 1].is_ascii_alphanumeric();
            let end = code[at..].find(';').map_or(code.len(), |i| i + at);
            if starts_word {
                paths.extend(expand(&code[at + 4..end]));
            }
            from = at + 4;
        }
        let mut from = 0;
        while let Some(at) = code[from..].find(&own).map(|i| i + from) {
            let rest = &code[at + own.len()..];
            let end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':')).unwrap_or(rest.len());
            let mut path = vec!["crate".to_string(), "rules".into(), game.into()];
            path.extend(rest[..end].split("::").filter(|p| !p.is_empty()).map(String::from));
            paths.push(path);
            from = at + own.len();
        }
        let here = module_of(&rel);
        let parent: Vec<String> = here[..here.len().saturating_sub(1)].to_vec();
        let mut targets = BTreeSet::new();
        for path in paths {
            let inside: Vec<String> = if path.len() > 3 && path[..3] == ["crate", "rules", game] {
                path[3..].to_vec()
            } else if path.first().is_some_and(|p| p == "super") {
                let mut base = if rel.ends_with("mod.rs") { here.clone() } else { parent.clone() };
                let mut rest = &path[1..];
                while rest.first().is_some_and(|p| p == "super") {
                    base.pop();
                    rest = &rest[1..];
                }
                base.extend(rest.iter().cloned());
                base
            } else {
                continue;
            };
            if !inside.is_empty() {
                let target = file_of(dir, &inside);
                if target != rel {
                    targets.insert(target);
                }
            }
        }
        graph.insert(rel, targets);
    }
    graph
}

fn games() -> Vec<String> {
    let mut found: Vec<String> = std::fs::read_dir(root().join("src/rules"))
        .expect("src/rules")
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    found.sort();
    found
}

#[test]
fn no_import_climbs_a_layer_of_a_game() {
    let games = games();
    assert_eq!(games, ["lcg", "swccg", "swu"], "every game's folder is read");
    let mut climbs = Vec::new();
    let mut edges = 0;
    for game in &games {
        let dir = root().join("src/rules").join(game);
        let graph = imports(game, &dir);
        assert!(graph.len() > 40, "{game}: its files are read ({})", graph.len());
        for (from, targets) in &graph {
            for to in targets {
                edges += 1;
                let ((from_layer, from_rank), (to_layer, to_rank)) = (layer(from), layer(to));
                if to_rank > from_rank && !DOCUMENTED.contains(&(game.as_str(), from_layer, to_layer)) {
                    climbs.push(format!("{game}: {from} ({from_layer}) imports {to} ({to_layer})"));
                }
            }
        }
    }
    assert!(edges > 800, "the imports are read ({edges})");
    assert!(climbs.is_empty(), "imports that climb a layer:\n{}", climbs.join("\n"));
}

#[test]
fn the_parts_around_the_games_name_no_game() {
    let mut named = Vec::new();
    let mut read = 0;
    for part in ["ui", "ai", "save", "engine"] {
        for source in sources(&root().join("src").join(part)) {
            read += 1;
            let code = source.code();
            for game in games() {
                let module = format!("{game}::");
                let ruleset = format!("{}{}", game[..1].to_uppercase(), &game[1..]);
                let words = code.split(|c: char| !(c.is_alphanumeric() || c == '_'));
                if code.contains(&module) || words.clone().any(|w| w == ruleset) {
                    named.push(format!("{} names {game}", source.path.display()));
                }
            }
        }
    }
    assert!(read > 50, "the files around the games are read ({read})");
    assert!(named.is_empty(), "{}", named.join("\n"));
}

#[test]
fn a_climbing_import_is_caught() {
    // The reader itself: a path and a `use` tree land in the files they name.
    let paths = expand("crate::rules::swu::{flow::{legal, resolve::run}, model::state::State as S}");
    let names: Vec<String> = paths.iter().map(|p| p.join("::")).collect();
    assert_eq!(
        names,
        [
            "crate::rules::swu::flow::legal",
            "crate::rules::swu::flow::resolve::run",
            "crate::rules::swu::model::state::State"
        ]
    );
    let dir = root().join("src/rules/swu");
    assert_eq!(file_of(&dir, &["flow".into(), "resolve".into(), "run".into()]), "flow/resolve.rs");
    assert_eq!(file_of(&dir, &["model".into(), "state".into(), "State".into()]), "model/state.rs");
    assert_eq!(file_of(&dir, &["Swu".into()]), "mod.rs");
    // A model file reading the flow would climb three layers.
    assert!(layer("flow/resolve.rs").1 > layer("model/state.rs").1);
    assert!(layer("setup/new_match.rs").1 > layer("search/prior.rs").1, "setup is read only by the face");
}
