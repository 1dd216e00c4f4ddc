//! The crate's Rust sources as the catalog test (`words.rs`) reads them: each file's string
//! literals, and the message keys it makes. A small lexer, so that a quote in a comment, a `'"'`
//! or a raw string is not taken for the start of a string; unit-test modules (`#[cfg(test)]`) are
//! left out, as the product does not say what they say.

use std::path::{Path, PathBuf};

/// A string literal: its value (escapes as written, which message keys never have) and where its
/// opening quote stands in the file.
pub struct Literal {
    pub value: String,
    pub at: usize,
}

pub struct Source {
    pub path: PathBuf,
    /// The file with comments, char literals and string contents blanked to spaces (each string
    /// keeps its quotes), so that brackets and names can be matched on it; same offsets as the file.
    code: Vec<u8>,
    pub literals: Vec<Literal>,
}

/// Every `.rs` file under `dir`, read and lexed.
pub fn sources(dir: &Path) -> Vec<Source> {
    let mut files = Vec::new();
    collect(dir, &mut files);
    files.sort();
    files.into_iter().map(|path| lex(path.clone(), &std::fs::read_to_string(&path).expect("readable"))).collect()
}

fn collect(dir: &Path, files: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a readable folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            collect(&path, files);
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
}

fn lex(path: PathBuf, text: &str) -> Source {
    let src = text.as_bytes();
    let mut code = src.to_vec();
    let mut literals = Vec::new();
    let blank = |code: &mut Vec<u8>, from: usize, to: usize| code[from..to].iter_mut().for_each(|b| *b = b' ');
    let mut i = 0;
    while i < src.len() {
        let rest = &src[i..];
        let ident_before = i > 0 && (src[i - 1].is_ascii_alphanumeric() || src[i - 1] == b'_');
        if rest.starts_with(b"//") {
            let end = rest.iter().position(|&b| b == b'\n').map_or(src.len(), |n| i + n);
            blank(&mut code, i, end);
            i = end;
        } else if rest.starts_with(b"/*") {
            let (mut depth, mut j) = (0, i);
            while j < src.len() {
                if src[j..].starts_with(b"/*") {
                    depth += 1;
                    j += 2;
                } else if src[j..].starts_with(b"*/") {
                    depth -= 1;
                    j += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    j += 1;
                }
            }
            blank(&mut code, i, j);
            i = j;
        } else if !ident_before && (rest.starts_with(b"r\"") || rest.starts_with(b"r#") || rest.starts_with(b"br")) {
            // A raw string: r"…", r#"…"#, br"…".
            let start = i + usize::from(rest[0] == b'b') + 1;
            let hashes = src[start..].iter().take_while(|&&b| b == b'#').count();
            if src.get(start + hashes) != Some(&b'"') {
                i += 1;
                continue;
            }
            let open = start + hashes;
            let close_seq: Vec<u8> = std::iter::once(b'"').chain(std::iter::repeat_n(b'#', hashes)).collect();
            let close = find(src, open + 1, &close_seq).unwrap_or(src.len());
            literals.push(Literal { value: text[open + 1..close].to_string(), at: open });
            blank(&mut code, open + 1, close);
            i = (close + close_seq.len()).min(src.len());
        } else if rest[0] == b'"' {
            let mut j = i + 1;
            while j < src.len() && src[j] != b'"' {
                j += if src[j] == b'\\' { 2 } else { 1 };
            }
            let close = j.min(src.len());
            literals.push(Literal { value: text[i + 1..close].to_string(), at: i });
            blank(&mut code, i + 1, close);
            i = close + 1;
        } else if rest[0] == b'\'' {
            // A char literal ('x', '\n', '"') or a lifetime ('static).
            let len = if rest.get(1) == Some(&b'\\') {
                rest[2..].iter().position(|&b| b == b'\'').map(|n| n + 3)
            } else {
                let ch = text[i + 1..].chars().next().map_or(1, char::len_utf8);
                (rest.get(1 + ch) == Some(&b'\'')).then_some(ch + 2)
            };
            match len {
                Some(len) => {
                    blank(&mut code, i + 1, i + len - 1);
                    i += len;
                }
                None => i += 1,
            }
        } else {
            i += 1;
        }
    }
    let mut source = Source { path, code, literals };
    source.drop_test_modules();
    source
}

fn find(hay: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    (from..hay.len().saturating_sub(needle.len() - 1)).find(|&i| hay[i..].starts_with(needle))
}

impl Source {
    /// The code, with comments, char literals and string contents blanked, and unit-test modules
    /// left out.
    pub fn code(&self) -> &str {
        std::str::from_utf8(&self.code).unwrap_or("")
    }

    /// Leaves out each `#[cfg(test)]` item: its literals, and its code.
    fn drop_test_modules(&mut self) {
        let mut from = 0;
        while let Some(at) = find(&self.code, from, b"#[cfg(test)]") {
            let Some(open) = (at..self.code.len()).find(|&i| self.code[i] == b'{' || self.code[i] == b';') else {
                break;
            };
            let end =
                if self.code[open] == b'{' { self.closing(open).map_or(self.code.len(), |c| c + 1) } else { open };
            self.literals.retain(|l| l.at < at || l.at >= end);
            self.code[at..end].iter_mut().for_each(|b| *b = b' ');
            from = end;
        }
    }

    /// The bracket closing the one at `open`.
    fn closing(&self, open: usize) -> Option<usize> {
        let mut depth = 0i32;
        for (i, &b) in self.code.iter().enumerate().skip(open) {
            match b {
                b'(' | b'[' | b'{' => depth += 1,
                b')' | b']' | b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(i);
                    }
                }
                _ => {}
            }
        }
        None
    }

    /// Where an expression starting at `from` ends: at a `,` or `;` outside brackets, or at the
    /// bracket that closes around it.
    fn expression_end(&self, from: usize) -> usize {
        self.end(from, b",;")
    }

    /// Where a `let` statement starting at `from` ends: at its `;` (commas inside a closure's
    /// parameters do not end it).
    fn statement_end(&self, from: usize) -> usize {
        self.end(from, b";")
    }

    fn end(&self, from: usize, stops: &[u8]) -> usize {
        let mut depth = 0i32;
        for (i, &b) in self.code.iter().enumerate().skip(from) {
            match b {
                b'(' | b'[' | b'{' => depth += 1,
                b')' | b']' | b'}' if depth == 0 => return i,
                b')' | b']' | b'}' => depth -= 1,
                _ if depth == 0 && stops.contains(&b) => return i,
                _ => {}
            }
        }
        self.code.len()
    }

    fn text(&self, from: usize, to: usize) -> &str {
        std::str::from_utf8(&self.code[from..to.max(from)]).unwrap_or("").trim()
    }

    /// The offsets where `needle` stands in the code at the start of a name (not `x.needle`,
    /// `x_needle`).
    fn calls(&self, needle: &str) -> Vec<usize> {
        let mut found = Vec::new();
        let mut from = 0;
        while let Some(at) = find(&self.code, from, needle.as_bytes()) {
            let before = at.checked_sub(1).map(|i| self.code[i]);
            if !before.is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'.') {
                found.push(at);
            }
            from = at + 1;
        }
        found
    }

    /// Every `let` statement: (the name it binds, the span of its value).
    fn lets(&self) -> Vec<(String, (usize, usize))> {
        let mut found = Vec::new();
        for at in self.calls("let ") {
            let end = self.statement_end(at);
            let statement = self.text(at + 4, end);
            if let Some((lhs, _)) = statement.split_once('=') {
                let name = lhs.trim().trim_start_matches("mut ").split(':').next().unwrap_or("").trim().to_string();
                let value = at + 4 + statement.find('=').unwrap_or(0) + 1;
                found.push((name, (value, end)));
            }
        }
        found
    }

    /// Closures bound by `let` and `fn` items: (name, first parameter, body span).
    fn functions(&self) -> Vec<(String, String, (usize, usize))> {
        let mut found = Vec::new();
        for (name, (from, to)) in self.lets() {
            let value = self.text(from, to).trim_start_matches("move ").trim_start();
            if let Some((params, _)) = value.strip_prefix('|').and_then(|v| v.split_once('|')) {
                let param = params.split([',', ':']).next().unwrap_or("").trim().to_string();
                found.push((name, param, (from, to)));
            }
        }
        for at in self.calls("fn ") {
            let Some(open) = (at..self.code.len()).find(|&i| self.code[i] == b'(') else { continue };
            let name = self.text(at + 3, open).split('<').next().unwrap_or("").trim().to_string();
            let param = self.text(open + 1, self.expression_end(open + 1)).split(':').next().unwrap_or("").to_string();
            let Some(body) = (open..self.code.len()).find(|&i| self.code[i] == b'{' || self.code[i] == b';') else {
                continue;
            };
            if self.code[body] == b'{' {
                found.push((name, param.trim().to_string(), (body, self.closing(body).unwrap_or(body))));
            }
        }
        found
    }

    /// The names that make a message of their first argument: `let m = Message::new;`, closures
    /// `|key, ..| … Message::new(key) …` and functions `fn f(key: &str, ..) { … Message::new(key) … }`,
    /// and those that hand their first argument on to another maker.
    fn makers(&self) -> Vec<String> {
        let mut makers = vec!["Message::new".to_string()];
        for (name, (from, to)) in self.lets() {
            if self.text(from, to) == "Message::new" {
                makers.push(name);
            }
        }
        let functions = self.functions();
        loop {
            let before = makers.len();
            for (name, param, (from, to)) in &functions {
                let body = self.text(*from, *to);
                if !param.is_empty()
                    && !makers.contains(name)
                    && makers.iter().any(|m| body.contains(&format!("{m}({param})")))
                {
                    makers.push(name.clone());
                }
            }
            if makers.len() == before {
                return makers;
            }
        }
    }

    /// The keys this file makes messages of, as literals: the first argument of a maker (all the
    /// literals in it: `m(if c { "a" } else { "b" })`, `Message::new(match … { … => "k" })`); the
    /// value of a `let key = …;` that is then made a message; the first items of the tuples a
    /// closure `|(key, ..)| Message::new(key)` is mapped over; and what a `fn key() -> &str`
    /// returns when `Message::new(self.key())` is made of it.
    pub fn message_keys(&self) -> Vec<&Literal> {
        let makers = self.makers();
        let mut spans: Vec<(usize, usize)> = Vec::new();
        let mut made_of: Vec<String> = Vec::new();
        for maker in &makers {
            for at in self.calls(&format!("{maker}(")) {
                let from = at + maker.len() + 1;
                let to = self.expression_end(from);
                spans.push((from, to));
                made_of.push(self.text(from, to).to_string());
            }
        }
        for (name, span) in self.lets() {
            if made_of.contains(&name) {
                spans.push(span);
            }
        }
        for at in self.calls("|(") {
            let param = self.text(at + 2, self.expression_end(at + 2)).to_string();
            let closure = self.text(at, self.expression_end(at + 1));
            if !param.is_empty() && makers.iter().any(|m| closure.contains(&format!("{m}({param})"))) {
                let start = (0..at).rev().find(|&i| matches!(self.code[i], b';' | b'{' | b'}')).unwrap_or(0);
                for l in self.literals.iter().filter(|l| l.at > start && l.at < at) {
                    if self.text(start + 1, l.at).ends_with('(') {
                        spans.push((l.at, l.at + 1));
                    }
                }
            }
        }
        // A format's name in a game's list of exchange formats (`Exchange { name: "…", .. }`), which
        // the deck builder makes a message of.
        for at in self.calls("Exchange {") {
            let open = at + "Exchange ".len();
            let close = self.closing(open).unwrap_or(open);
            for l in self.literals.iter().filter(|l| l.at > open && l.at < close) {
                if self.text(open, l.at).trim_end().ends_with("name:") {
                    spans.push((l.at, l.at + 1));
                }
            }
        }
        for (name, _, body) in self.functions() {
            if made_of.iter().any(|m| *m == format!("self.{name}()") || m.starts_with(&format!("{name}("))) {
                spans.push(body);
            }
        }
        let mut keys: Vec<&Literal> = self
            .literals
            .iter()
            .filter(|l| is_key_shaped(&l.value) && spans.iter().any(|&(from, to)| l.at >= from && l.at < to))
            .collect();
        keys.sort_by_key(|l| l.at);
        keys
    }

    /// The line of an offset, for messages.
    pub fn line(&self, at: usize) -> usize {
        self.code[..at].iter().filter(|&&b| b == b'\n').count() + 1
    }
}

/// What a message key looks like: lower-case words joined by hyphens ("lcg-label-pass").
pub fn is_key_shaped(text: &str) -> bool {
    let mut words = text.split('-');
    words.clone().all(|w| !w.is_empty() && w.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit()))
        && words.next().is_some_and(|w| w.as_bytes()[0].is_ascii_lowercase())
}

#[test]
fn the_scan_finds_keys_made_every_way_and_skips_comments_chars_and_unit_tests() {
    let text = r##"
        // Message::new("in-a-comment")
        fn quote() -> char { '"' }
        fn say(x: u8) -> Message {
            let m = Message::new;
            let badge = |key: &'static str| out.push(Message::new(key));
            let paid = |key: &'static str, n: u8| m(key).number("n", n);
            badge("made-by-badge");
            paid("made-by-paid", 1).with("not-a-key", x);
            let key = if x > 0 { "let-if-a" } else { "let-if-b" };
            let message = Message::new(key);
            let counters = [("tuple-head", 1), ("tuple-head-two", 2)].map(|(key, n)| Message::new(key).number("n", n));
            m(match x { 0 => "match-arm", _ => "other-arm" });
            Message::new(self.key()).with("arg-name", r#"raw-not-a-key"#)
        }
        fn key(self) -> &'static str { match self { A => "fn-key" } }
        #[cfg(test)]
        mod tests { fn t() { Message::new("only-in-a-test"); } }
    "##;
    let source = lex(PathBuf::from("x.rs"), text);
    let keys: Vec<&str> = source.message_keys().into_iter().map(|l| l.value.as_str()).collect();
    let expected = [
        "made-by-badge",
        "made-by-paid",
        "let-if-a",
        "let-if-b",
        "tuple-head",
        "tuple-head-two",
        "match-arm",
        "other-arm",
        "fn-key",
    ];
    assert_eq!(keys, expected);
    let literals: Vec<&str> = source.literals.iter().map(|l| l.value.as_str()).collect();
    assert!(literals.contains(&"raw-not-a-key") && literals.contains(&"not-a-key"));
    assert!(!literals.iter().any(|l| l.contains("comment") || l.contains("only-in-a-test")));
}
