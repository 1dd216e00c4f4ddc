//! One language's catalog: keys to patterns, and the rendering of a message through them.

use super::number::{self, Grouping};
use super::plural::{self, Plural};
use crate::engine::{Arg, Message};
use std::collections::HashMap;
use std::sync::OnceLock;

/// The files of a language's catalog, `src/words/<language>/`: the start screen's words
/// (`start.ftl`) in every build; then, but in the lobby's (the `lobby` feature: the first load
/// carries only what the start screen shows), the app's (`app.ftl`) and each game's the build
/// holds (`<game>.ftl`), so a table carries its own game's words and no other's.
macro_rules! catalog_files {
    ($lang:literal) => {
        &[
            include_str!(concat!($lang, "/start.ftl")),
            #[cfg(not(feature = "lobby"))]
            include_str!(concat!($lang, "/app.ftl")),
            #[cfg(all(game_lcg, not(feature = "lobby")))]
            include_str!(concat!($lang, "/lcg.ftl")),
            #[cfg(all(game_swu, not(feature = "lobby")))]
            include_str!(concat!($lang, "/swu.ftl")),
            #[cfg(all(game_swccg, not(feature = "lobby")))]
            include_str!(concat!($lang, "/swccg.ftl")),
        ]
    };
}

/// The English catalog.
const ENGLISH: &[&str] = catalog_files!("en");

/// The Polish catalog.
const POLISH: &[&str] = catalog_files!("pl");

/// What a language's catalog needs besides its patterns.
#[derive(Clone, Copy, Debug)]
pub struct Locale {
    /// The plural category of a whole number (`plural.rs`).
    pub plural: fn(i64) -> Plural,
    /// How numbers are written (`number.rs`).
    pub grouping: Grouping,
    /// The word before a list's last item ("A, B and C").
    pub and: &'static str,
}

pub const ENGLISH_LOCALE: Locale = Locale { plural: plural::english, grouping: number::ENGLISH, and: "and" };
pub const POLISH_LOCALE: Locale = Locale { plural: plural::polish, grouping: number::POLISH, and: "i" };

pub fn english() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| Catalog::parse(&ENGLISH.concat(), ENGLISH_LOCALE))
}

pub fn polish() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| Catalog::parse(&POLISH.concat(), POLISH_LOCALE))
}

pub struct Catalog {
    patterns: HashMap<String, String>,
    locale: Locale,
}

impl Catalog {
    /// Reads `key = pattern` lines; `#` lines and blank lines are skipped.
    pub fn parse(text: &str, locale: Locale) -> Catalog {
        let patterns = text
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .filter_map(|l| l.split_once('='))
            .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
            .collect();
        Catalog { patterns, locale }
    }

    /// Every key the catalog has.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.patterns.keys().map(String::as_str)
    }

    pub fn has(&self, key: &str) -> bool {
        self.patterns.contains_key(key)
    }

    /// The pattern of `key`, as written.
    pub fn pattern(&self, key: &str) -> Option<&str> {
        self.patterns.get(key).map(String::as_str)
    }

    /// The plural category of `n` in this catalog's language.
    pub fn plural(&self, n: i64) -> Plural {
        (self.locale.plural)(n)
    }

    /// The message in words. An unknown key is shown as itself (the catalog test finds it).
    pub fn render(&self, message: &Message) -> String {
        match self.patterns.get(message.key.as_ref()) {
            Some(pattern) => self.fill(pattern, message),
            None => message.key.to_string(),
        }
    }

    fn fill(&self, pattern: &str, message: &Message) -> String {
        let mut out = String::new();
        let mut rest = pattern;
        while let Some(open) = rest.find('{') {
            out.push_str(&rest[..open]);
            let Some(len) = placeable_len(&rest[open..]) else {
                out.push_str(&rest[open..]);
                return out;
            };
            let inner = rest[open + 1..open + len - 1].trim();
            out.push_str(&self.placeable(inner, message));
            rest = &rest[open + len..];
        }
        out.push_str(rest);
        out
    }

    /// `$name`, or `$n -> [one] … *[other] …`.
    fn placeable(&self, inner: &str, message: &Message) -> String {
        let Some((selector, variants)) = inner.split_once("->") else {
            let name = inner.trim_start_matches('$');
            return message.arg(name).map(|a| self.arg(a)).unwrap_or_default();
        };
        let name = selector.trim().trim_start_matches('$');
        let category = match message.arg(name) {
            Some(Arg::Number(n)) => (self.locale.plural)(*n),
            _ => Plural::Other,
        };
        let chosen = variant(variants, category.name()).or_else(|| default_variant(variants)).unwrap_or("");
        self.fill(chosen.trim(), message)
    }

    fn arg(&self, arg: &Arg) -> String {
        match arg {
            Arg::Card(title) | Arg::Printed(title) => title.clone(),
            Arg::Number(n) => number::format(*n, self.locale.grouping),
            Arg::Say(message) => self.render(message),
            Arg::List(items) => {
                let words: Vec<String> = items.iter().map(|a| self.arg(a)).collect();
                match words.split_last() {
                    None => String::new(),
                    Some((last, [])) => last.clone(),
                    Some((last, init)) => format!("{} {} {last}", init.join(", "), self.locale.and),
                }
            }
        }
    }
}

/// The length of the `{ … }` at the start of `text`, braces nested, or `None` if unclosed.
fn placeable_len(text: &str) -> Option<usize> {
    let mut depth = 0usize;
    for (i, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            _ => {}
        }
    }
    None
}

/// The text of variant `[name]` (or `*[name]`) among `variants`.
fn variant<'a>(variants: &'a str, name: &str) -> Option<&'a str> {
    let marker = format!("[{name}]");
    let start = variants.find(&marker)? + marker.len();
    Some(variant_text(&variants[start..]))
}

fn default_variant(variants: &str) -> Option<&str> {
    let star = variants.find("*[")?;
    let close = variants[star..].find(']')? + star + 1;
    Some(variant_text(&variants[close..]))
}

/// A variant's text runs to the next `[` or `*[` that is not inside a placeable.
fn variant_text(text: &str) -> &str {
    let mut depth = 0usize;
    for (i, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            '[' if depth == 0 => return text[..i].trim_end().trim_end_matches('*'),
            '*' if depth == 0 && text[i..].starts_with("*[") => return &text[..i],
            _ => {}
        }
    }
    text
}
