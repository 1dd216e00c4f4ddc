//! What the engine says, as data: a [`Message`] is a key into the language catalogs
//! (`src/words/<language>/`) and named arguments. Reasons, prompts, action labels, log lines,
//! badges and zone names are all messages; words are made from them in one place per language
//! ([`crate::words`]), so a refusal, a saved log or a test never depends on the wording
//! (STYLE.md, lesson 17: Fluent's message-plus-arguments model).
//!
//! Keys are written as string literals where a message is made, so the catalog test can find
//! every key the code uses (`tests/app/words.rs`).

use serde::{Deserialize, Serialize};
use std::borrow::Cow;

/// A message: a catalog key and its arguments, in no language yet.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Message {
    pub key: Cow<'static, str>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<(Cow<'static, str>, Arg)>,
}

/// An argument of a message.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Arg {
    /// A card's printed title (shown as printed, in every language).
    Card(String),
    /// A number (plural forms select on it).
    Number(i64),
    /// Printed text, shown as it is: a trait, a keyword line, a card's subtitle.
    Printed(String),
    /// A message of its own, in the reader's language: a side's name, a phase, a zone.
    Say(Box<Message>),
    /// A list, joined in the reader's language ("A, B and C").
    List(Vec<Arg>),
}

impl Message {
    /// A message with no arguments.
    pub const fn new(key: &'static str) -> Message {
        Message { key: Cow::Borrowed(key), args: Vec::new() }
    }

    /// The message with one more argument.
    #[must_use]
    pub fn with(mut self, name: &'static str, arg: impl Into<Arg>) -> Message {
        self.args.push((Cow::Borrowed(name), arg.into()));
        self
    }

    /// The message with a card title as argument `name`.
    #[must_use]
    pub fn card(self, name: &'static str, title: impl Into<String>) -> Message {
        self.with(name, Arg::Card(title.into()))
    }

    /// The message with a number as argument `name`.
    #[must_use]
    pub fn number(self, name: &'static str, n: impl Into<i64>) -> Message {
        self.with(name, Arg::Number(n.into()))
    }

    /// The argument called `name`, if the message has one.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| n == name).map(|(_, a)| a)
    }

    /// Every key this message uses, its own and its nested messages' (for the catalog checks).
    pub fn keys(&self) -> Vec<&str> {
        let mut keys = vec![self.key.as_ref()];
        for (_, arg) in &self.args {
            arg.collect_keys(&mut keys);
        }
        keys
    }
}

impl Arg {
    fn collect_keys<'a>(&'a self, keys: &mut Vec<&'a str>) {
        match self {
            Arg::Say(message) => keys.extend(message.keys()),
            Arg::List(items) => items.iter().for_each(|a| a.collect_keys(keys)),
            Arg::Card(_) | Arg::Number(_) | Arg::Printed(_) => {}
        }
    }
}

impl From<Message> for Arg {
    fn from(message: Message) -> Arg {
        Arg::Say(Box::new(message))
    }
}

impl From<u8> for Arg {
    fn from(n: u8) -> Arg {
        Arg::Number(i64::from(n))
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Number(i64::from(n))
    }
}

impl From<i32> for Arg {
    fn from(n: i32) -> Arg {
        Arg::Number(i64::from(n))
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

/// A value that can say itself: reasons, events, prompts, labels.
pub trait Say {
    fn say(&self) -> Message;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_lists_its_own_and_nested_keys_and_round_trips() {
        let side = Message::new("lcg-side-dark");
        let m = Message::new("lcg-prompt-mulligan").with("side", side).number("n", 6u8).card("card", "Baron Fel");
        assert_eq!(m.keys(), vec!["lcg-prompt-mulligan", "lcg-side-dark"]);
        assert_eq!(m.arg("n"), Some(&Arg::Number(6)));
        let json = serde_json::to_string(&m).unwrap();
        assert_eq!(serde_json::from_str::<Message>(&json).unwrap(), m);
    }
}
