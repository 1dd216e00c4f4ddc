//! The list of rulebook scenarios, each a button that opens it (on the start screen and in the
//! Scenarios dialog).

use super::table::Msg;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ScenarioListProps {
    pub on_msg: Callback<Msg>,
}

#[component]
pub fn ScenarioList(props: &ScenarioListProps) -> Html {
    html! {
        <ul class="scenario-list">
            { for crate::rules::scenarios().into_iter().map(|info| {
                let on_msg = props.on_msg.clone();
                let key = info.key;
                html! {
                    <li>
                        <button class="action" data-scenario={key} onclick={move |_| on_msg.emit(Msg::OpenScenario(key))}>{ info.title }</button>
                        <span class="game">{ info.game }</span>
                    </li>
                }
            }) }
        </ul>
    }
}
