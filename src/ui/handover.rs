//! The hot-seat cover: "Pass the device to …". While it is up the board behind it is drawn for
//! nobody, so neither hand is in the page until the next player says who they are.

use super::focus::use_dialog_focus;
use super::lang::{say, use_lang};
use super::table::Msg;
use crate::engine::{Message, Seat};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct HandOverProps {
    pub seat: Seat,
    /// The seat's name: "Light Side".
    pub name: Message,
    pub on_msg: Callback<Msg>,
}

#[component]
pub fn HandOver(props: &HandOverProps) -> Html {
    let lang = use_lang();
    let node = use_node_ref();
    use_dialog_focus(node.clone(), true);
    let say_seat = |key: &'static str| say(lang, &Message::new(key).with("seat", props.name.clone()));
    let take = {
        let on_msg = props.on_msg.clone();
        let seat = props.seat;
        Callback::from(move |_: MouseEvent| on_msg.emit(Msg::TakeDevice(seat)))
    };
    html! {
        <div class="handover" data-drop="cancel">
            <section ref={node} class="handover-panel" role="dialog" aria-modal="true" aria-labelledby="handover-title">
                <h2 id="handover-title">{ say_seat("handover-title") }</h2>
                <p>{ say_seat("handover-lead") }</p>
                <button class="action" data-autofocus="true" onclick={take}>{ say_seat("handover-take") }</button>
            </section>
        </div>
    }
}
