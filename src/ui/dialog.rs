//! The notice bar and the modal questions: confirm a new game, preview an incoming game, show a
//! share link. Text from files and links is shown as text, never as HTML.

use super::scenario_list::ScenarioList;
use super::table::{Dialog, Msg, Notice, Source};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct NoticeProps {
    pub notice: Option<Notice>,
    pub on_msg: Callback<Msg>,
}

#[component]
pub fn NoticeBar(props: &NoticeProps) -> Html {
    let Some(notice) = &props.notice else { return html! {} };
    let on_msg = props.on_msg.clone();
    html! {
        <div class={classes!("notice", notice.is_error.then_some("error"))} role="status">
            <span>{ &notice.text }</span>
            <button class="tool" onclick={move |_| on_msg.emit(Msg::DismissNotice)}>{ "Dismiss" }</button>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct DialogProps {
    pub dialog: Option<Dialog>,
    /// The current game in a few words, for "replace … with …?".
    pub current: String,
    pub on_msg: Callback<Msg>,
}

#[component]
pub fn Dialogs(props: &DialogProps) -> Html {
    let Some(dialog) = &props.dialog else { return html! {} };
    let send = |msg: fn() -> Msg| {
        let on_msg = props.on_msg.clone();
        Callback::from(move |_: MouseEvent| on_msg.emit(msg()))
    };
    let body = match dialog {
        Dialog::ConfirmNewGame => html! {
            <>
                <h2>{ "Start a new game?" }</h2>
                <p>{ format!("The game in progress ({}) will be replaced.", props.current) }</p>
                <div class="buttons">
                    <button class="action" onclick={send(|| Msg::ConfirmNewGame)}>{ "Start a new game" }</button>
                    <button class="tool" onclick={send(|| Msg::CloseDialog)}>{ "Keep playing" }</button>
                </div>
            </>
        },
        Dialog::Incoming { saved, from } => {
            let what = match from {
                Source::Link => "This link holds a position",
                Source::File => "This file holds a game",
                Source::Scenario => "Open this scenario",
            };
            html! {
                <>
                    <h2>{ what }</h2>
                    <p class="incoming-summary">{ saved.game.summary() }</p>
                    <p>{ format!("Open it in place of your current game ({})?", props.current) }</p>
                    <div class="buttons">
                        <button class="action" onclick={send(|| Msg::AcceptIncoming)}>{ "Open it" }</button>
                        <button class="tool" onclick={send(|| Msg::CloseDialog)}>{ "Keep my game" }</button>
                    </div>
                </>
            }
        }
        Dialog::Scenarios => html! {
            <>
                <h2>{ "Scenarios" }</h2>
                <p>{ "The worked examples of the rulebooks, set up to play, with the rule beside the table." }</p>
                <ScenarioList on_msg={props.on_msg.clone()} />
                <div class="buttons">
                    <button class="tool" onclick={send(|| Msg::CloseDialog)}>{ "Close" }</button>
                </div>
            </>
        },
        Dialog::ShareLink { url } => html! {
            <>
                <h2>{ "Share this position" }</h2>
                <p>{ "Anyone who opens this link sees this position in Hangar (it asks before replacing their game)." }</p>
                <input class="share-url" type="text" readonly=true value={url.clone()} aria-label="Share link" />
                <div class="buttons">
                    <button class="tool" onclick={send(|| Msg::CloseDialog)}>{ "Close" }</button>
                </div>
            </>
        },
    };
    html! {
        <div class="overlay" data-drop="cancel">
            <section class="dialog" role="dialog" aria-modal="true">{ body }</section>
        </div>
    }
}
