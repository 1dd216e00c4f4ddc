//! Undo, new game, share, export and import, and the language switch.

use super::lang::{say, switch, use_lang};
use super::table::Msg;
use crate::engine::Message;
use crate::words::Lang;
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ToolbarProps {
    pub can_undo: bool,
    pub on_msg: Callback<Msg>,
    pub on_share: Callback<()>,
    pub on_export: Callback<()>,
    pub on_import: Callback<web_sys::File>,
    pub on_lang: Callback<Lang>,
}

#[component]
pub fn Toolbar(props: &ToolbarProps) -> Html {
    let lang = use_lang();
    let w = |key: &'static str| say(lang, &Message::new(key));
    let emit = |msg: fn() -> Msg| {
        let on_msg = props.on_msg.clone();
        Callback::from(move |_: MouseEvent| on_msg.emit(msg()))
    };
    let on_share = props.on_share.reform(|_: MouseEvent| ());
    let on_export = props.on_export.reform(|_: MouseEvent| ());
    let on_file = {
        let on_import = props.on_import.clone();
        Callback::from(move |e: Event| {
            let Some(input) = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
            if let Some(file) = input.files().and_then(|files| files.get(0)) {
                on_import.emit(file);
            }
            // Picking the same file again must fire again.
            input.set_value("");
        })
    };
    html! {
        <nav class="toolbar" aria-label={w("tool-bar")} data-drop="cancel">
            <button class="tool" disabled={!props.can_undo} onclick={emit(|| Msg::Undo)}>{ w("tool-undo") }</button>
            <button class="tool" onclick={emit(|| Msg::NewGame)}>{ w("tool-new-game") }</button>
            <button class="tool" onclick={emit(|| Msg::ShowScenarios)}>{ w("start-scenarios") }</button>
            <button class="tool" onclick={on_share}>{ w("tool-share") }</button>
            <button class="tool" onclick={on_export}>{ w("tool-export") }</button>
            <label class="tool">
                { w("tool-import") }
                <input class="file-input" type="file" accept=".txt,text/plain,.json,application/json" onchange={on_file} />
            </label>
            { switch(lang, &props.on_lang) }
        </nav>
    }
}
