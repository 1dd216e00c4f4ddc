//! The notice bar and the modal questions: confirm a new game, preview an incoming game, show a
//! share link. Text from files and links is shown as text, never as HTML.

use super::focus::{return_to_table, FocusLayer};
use super::lang::{say, use_lang};
use super::scenario_list::ScenarioList;
use super::table::{Dialog, Msg, Notice, Source};
use crate::engine::Message;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct NoticeProps {
    pub notice: Option<Notice>,
    /// Why the saved game could not be read, while it is held for the player to download.
    pub unreadable: Option<Message>,
    pub on_msg: Callback<Msg>,
    /// Export the game to a file (offered when it could not be saved).
    pub on_export: Callback<()>,
    /// Download the saved game that could not be read.
    pub on_download_unreadable: Callback<()>,
}

/// The notices: the one about the app (a save that failed, a link that was broken), and, while a
/// saved game that could not be read is held, the offer to download it or let it go.
#[component]
pub fn NoticeBar(props: &NoticeProps) -> Html {
    let lang = use_lang();
    let w = |key: &'static str| say(lang, &Message::new(key));
    let notice = props.notice.as_ref().map(|notice| {
        let on_msg = props.on_msg.clone();
        let export = notice.export.then(|| {
            let on_export = props.on_export.clone();
            // The game storage could not keep, if that is not the one on the table.
            let kept = notice.kept.clone();
            let export = move |_| match &kept {
                Some(text) => super::services::files::download(text),
                None => on_export.emit(()),
            };
            html! { <button class="action" data-notice="export" onclick={export}>{ w("notice-export") }</button> }
        });
        html! {
            <div class={classes!("notice", notice.is_error.then_some("error"))} role="status">
                <span>{ say(lang, &notice.text) }</span>
                { for export }
                <button class="tool" onclick={move |_| on_msg.emit(Msg::DismissNotice)}>{ w("dialog-dismiss") }</button>
            </div>
        }
    });
    let unreadable = props.unreadable.as_ref().map(|reason| {
        let download = props.on_download_unreadable.clone();
        let on_msg = props.on_msg.clone();
        html! {
            <div class="notice error unreadable" role="alert">
                <span>{ say(lang, &Message::new("notice-autosave-unreadable").with("reason", reason.clone())) }</span>
                <button class="action" data-notice="download" onclick={move |_| download.emit(())}>{ w("notice-download") }</button>
                <button class="tool" data-notice="let-go" onclick={move |_| on_msg.emit(Msg::ReleaseAutosave)}>{ w("notice-let-go") }</button>
            </div>
        }
    });
    if unreadable.is_none() && notice.is_none() {
        return html! {};
    }
    // Over the table, not above it: a notice takes no room from the table or the hand.
    html! { <div class="notices">{ for unreadable }{ for notice }</div> }
}

#[derive(Properties, PartialEq)]
pub struct DialogProps {
    pub dialog: Option<Dialog>,
    /// The current game in a few words, for "replace … with …?".
    pub current: Message,
    pub on_msg: Callback<Msg>,
}

#[component]
pub fn Dialogs(props: &DialogProps) -> Html {
    let lang = use_lang();
    let w = |key: &'static str| say(lang, &Message::new(key));
    // The link last copied, so its button says it was.
    let copied = use_state(|| None::<String>);
    let Some(dialog) = &props.dialog else { return html! {} };
    let send = |msg: fn() -> Msg| {
        let on_msg = props.on_msg.clone();
        Callback::from(move |_: MouseEvent| on_msg.emit(msg()))
    };
    // A game from a link, a file or a scenario: what it is, and whether to open it instead.
    let incoming = |from: Source, summary: String| {
        let what = w(match from {
            Source::Link => "dialog-from-link",
            Source::File => "dialog-from-file",
            Source::Scenario => "dialog-from-scenario",
        });
        html! {
            <>
                <h2>{ what }</h2>
                <p class="incoming-summary">{ summary }</p>
                <p>{ say(lang, &Message::new("dialog-open-instead").with("game", props.current.clone())) }</p>
                <div class="buttons">
                    <button class="action" onclick={send(|| { return_to_table(); Msg::AcceptIncoming })}>{ w("dialog-open-it") }</button>
                    <button class="tool" onclick={send(|| Msg::CloseDialog)}>{ w("dialog-keep-mine") }</button>
                </div>
            </>
        }
    };
    let body = match dialog {
        Dialog::ConfirmNewGame => html! {
            <>
                <h2>{ w("dialog-new-game") }</h2>
                <p>{ say(lang, &Message::new("dialog-new-game-replaces").with("game", props.current.clone())) }</p>
                <div class="buttons">
                    <button class="action" onclick={send(|| Msg::ConfirmNewGame)}>{ w("dialog-new-game-yes") }</button>
                    <button class="tool" onclick={send(|| Msg::CloseDialog)}>{ w("dialog-keep-playing") }</button>
                </div>
            </>
        },
        Dialog::Incoming { saved, from } => incoming(*from, say(lang, &saved.game.summary())),
        Dialog::Elsewhere { game, from, .. } => incoming(*from, say(lang, &super::lang::game_name(*game))),
        Dialog::Scenarios => html! {
            <>
                <h2>{ w("start-scenarios") }</h2>
                <p>{ w("start-scenarios-lead") }</p>
                <ScenarioList on_msg={props.on_msg.clone()} />
                <div class="buttons">
                    <button class="tool" onclick={send(|| Msg::CloseDialog)}>{ w("dialog-close") }</button>
                </div>
            </>
        },
        Dialog::ShareLink { url } => html! {
            <>
                <h2>{ w("dialog-share") }</h2>
                <p>{ w("dialog-share-lead") }</p>
                <div class="share-row">
                    <input class="share-url" type="text" readonly=true value={url.clone()} aria-label={w("dialog-share-link")} />
                    <button class="action" data-share="copy" onclick={copy(url.clone(), copied.setter())}>
                        { w(if copied.as_deref() == Some(url.as_str()) { "dialog-copied" } else { "dialog-copy" }) }
                    </button>
                </div>
                <div class="buttons">
                    <button class="tool" onclick={send(|| Msg::CloseDialog)}>{ w("dialog-close") }</button>
                </div>
            </>
        },
    };
    html! {
        <div class="overlay" data-drop="cancel" key={kind(dialog)}>
            <FocusLayer class="dialog" modal=true>{ body }</FocusLayer>
        </div>
    }
}

/// Copies the link to the clipboard, and selects it in its field (so it can be copied by hand
/// where the clipboard is not allowed).
fn copy(url: String, copied: UseStateSetter<Option<String>>) -> Callback<MouseEvent> {
    Callback::from(move |_: MouseEvent| {
        let window = gloo::utils::window();
        let _ = window.navigator().clipboard().write_text(&url);
        copied.set(Some(url.clone()));
        if let Some(input) = gloo::utils::document()
            .query_selector(".share-url")
            .ok()
            .flatten()
            .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlInputElement>(e).ok())
        {
            input.select();
        }
    })
}

/// Which dialog it is, so that another one mounts afresh (and takes the focus).
fn kind(dialog: &Dialog) -> &'static str {
    match dialog {
        Dialog::ConfirmNewGame => "new-game",
        Dialog::Incoming { .. } => "incoming",
        Dialog::Elsewhere { .. } => "elsewhere",
        Dialog::ShareLink { .. } => "share",
        Dialog::Scenarios => "scenarios",
    }
}
