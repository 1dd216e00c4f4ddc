//! The root component: owns the reducer and hands plain props and callbacks down.

use super::board::Board;
use super::inspect;
use super::table::{Msg, Table};
use yew::prelude::*;

#[component]
pub fn App() -> Html {
    let table = use_reducer(Table::opening);
    {
        let view = table.view.clone();
        use_effect_with(view, |view| inspect::publish(view));
    }
    let on_msg = {
        let table = table.dispatcher();
        Callback::from(move |msg: Msg| table.dispatch(msg))
    };
    html! {
        <Board view={table.view.clone()} log={table.log.clone()} refusal={table.refusal.clone()} {on_msg} />
    }
}
