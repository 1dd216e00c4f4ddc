//! The hot-seat cover: "Pass the device to …". While it is up the board behind it is drawn for
//! nobody, so neither hand is in the page until the next player says who they are.

use super::table::Msg;
use crate::engine::Seat;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct HandOverProps {
    pub seat: Seat,
    /// The seat's name: "Light Side".
    pub name: String,
    pub on_msg: Callback<Msg>,
}

#[component]
pub fn HandOver(props: &HandOverProps) -> Html {
    let take = {
        let on_msg = props.on_msg.clone();
        let seat = props.seat;
        Callback::from(move |_: MouseEvent| on_msg.emit(Msg::TakeDevice(seat)))
    };
    html! {
        <div class="handover" data-drop="cancel">
            <section class="handover-panel" role="dialog" aria-modal="true" aria-labelledby="handover-title">
                <h2 id="handover-title">{ format!("Pass the device to {}", props.name) }</h2>
                <p>{ format!("{}: your hand stays hidden until you press the button.", props.name) }</p>
                <button class="action" autofocus=true onclick={take}>{ format!("I am {} — show my hand", props.name) }</button>
            </section>
        </div>
    }
}
