//! Undo, new game, share, export and import.

use super::table::Msg;
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ToolbarProps {
    pub can_undo: bool,
    pub on_msg: Callback<Msg>,
    pub on_share: Callback<()>,
    pub on_export: Callback<()>,
    pub on_import: Callback<web_sys::File>,
}

#[component]
pub fn Toolbar(props: &ToolbarProps) -> Html {
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
        <nav class="toolbar" aria-label="Game" data-drop="cancel">
            <button class="tool" disabled={!props.can_undo} onclick={emit(|| Msg::Undo)}>{ "Undo" }</button>
            <button class="tool" onclick={emit(|| Msg::NewGame)}>{ "New game" }</button>
            <button class="tool" onclick={emit(|| Msg::ShowScenarios)}>{ "Scenarios" }</button>
            <button class="tool" onclick={on_share}>{ "Share" }</button>
            <button class="tool" onclick={on_export}>{ "Export" }</button>
            <label class="tool">
                { "Import" }
                <input class="file-input" type="file" accept=".json,application/json" onchange={on_file} />
            </label>
        </nav>
    }
}
