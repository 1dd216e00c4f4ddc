//! The language the page speaks: a context the App provides, read by every component that
//! shows words. Words come only from [`crate::words`].

use crate::engine::{GameId, Message, Rule};
use crate::words::{self, Lang};
use yew::prelude::*;

/// The page's language (English until the player chooses another).
#[hook]
pub fn use_lang() -> Lang {
    use_context::<Lang>().unwrap_or_default()
}

/// `message` in `lang`.
pub fn say(lang: Lang, message: &Message) -> String {
    words::say(lang, message)
}

/// A rule citation in `lang`.
pub fn cite(lang: Lang, rule: &Rule) -> String {
    words::cite(lang, rule)
}

/// A game's name: the catalog's `game-<id>`.
pub fn game_name(game: GameId) -> Message {
    Message { key: format!("game-{game}").into(), args: Vec::new() }
}
