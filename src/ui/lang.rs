//! The language the page speaks: a context the App provides, read by every component that
//! shows words, and the switch that changes it. Words come only from [`crate::words`].

use super::services::language;
use crate::engine::{GameId, Message, Rule};
use crate::words::{self, Lang};
use yew::prelude::*;

/// The page's language (the App provides the one chosen, remembered or the browser's).
#[hook]
pub fn use_lang() -> Lang {
    use_context::<Lang>().unwrap_or_default()
}

/// The page's language as a component holds it (the App, the lobby): the one chosen,
/// remembered or the browser's, applied to the document, and the callback that switches it (and
/// remembers the choice). It lives beside the reducer, not in it: switching changes the words and
/// nothing of the game, its log or its undo history.
#[hook]
pub fn use_page_lang() -> (Lang, Callback<Lang>) {
    let lang_state = use_state(language::initial);
    let lang = *lang_state;
    use_effect_with(lang, |&lang| language::apply(lang));
    let on_lang = Callback::from(move |choice: Lang| {
        language::remember(choice);
        lang_state.set(choice);
    });
    (lang, on_lang)
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

/// The language switch (on the start screen and in the toolbar): one button per language, each
/// named in its own language, the current one pressed. Switching changes only the words: the
/// language is not part of the game, so the game, its log and the undo history stay.
pub fn switch(lang: Lang, on_lang: &Callback<Lang>) -> Html {
    let buttons = Lang::ALL.into_iter().map(|choice| {
        let onclick = on_lang.reform(move |_: MouseEvent| choice);
        html! {
            <button class="lang-choice" lang={choice.tag()} data-lang={choice.tag()}
                    aria-pressed={if choice == lang { "true" } else { "false" }} {onclick}>
                { choice.name() }
            </button>
        }
    });
    html! {
        <div class="lang-switch" role="group" aria-label={say(lang, &Message::new("lang-label"))}>
            { for buttons }
        </div>
    }
}
