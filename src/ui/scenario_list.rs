//! The scenarios of every game, each a button that opens it (on the start screen and in the
//! Scenarios dialog).

use super::lang::{game_name, say, use_lang};
use super::table::Msg;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ScenarioListProps {
    pub on_msg: Callback<Msg>,
}

#[component]
pub fn ScenarioList(props: &ScenarioListProps) -> Html {
    let lang = use_lang();
    let scenarios = super::games::offered().into_iter().flat_map(|g| g.scenarios);
    html! {
        <ul class="scenario-list">
            { for scenarios.map(|info| {
                let on_msg = props.on_msg.clone();
                let (game, key) = (info.game, info.key);
                html! {
                    <li>
                        <button class="action" data-scenario={key} onclick={move |_| { super::focus::return_to_table(); on_msg.emit(Msg::OpenScenario { game, key }) }}>
                            { say(lang, &info.title) }
                        </button>
                        <span class="game">{ say(lang, &game_name(game)) }</span>
                    </li>
                }
            }) }
        </ul>
    }
}
