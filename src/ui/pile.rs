//! A pile (a deck, a discard pile, a victory pile, a Force pile...) as a small stack with its
//! count. A click opens its list: an open pile's cards (each can be zoomed), or for a closed one
//! only how many cards it holds face down. A pile that is a legal target is lit, and a click on
//! it answers (the board handles that).

use super::card::{Card, Marks};
use super::drag::drop_attr;
use super::focus::use_dialog_focus;
use super::lang::{say, use_lang};
use super::seat::target_label;
use crate::engine::view::ZoneView;
use crate::engine::{Message, Target, ZoneId};
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PileProps {
    pub zone: ZoneView,
    pub marks: Rc<Marks>,
    pub lit: bool,
    /// Its list is open.
    pub open: bool,
    pub on_toggle: Callback<ZoneId>,
}

#[component]
pub fn Pile(props: &PileProps) -> Html {
    let lang = use_lang();
    let zone = &props.zone;
    let count = zone.count();
    let name = say(lang, &zone.name);
    let label = say(lang, &Message::new("pile-label").with("pile", zone.name.clone()).with("n", count));
    let onclick = {
        let (on_toggle, id, lit) = (props.on_toggle.clone(), zone.id, props.lit);
        // A lit pile is an answer: the board takes the action on the click.
        Callback::from(move |_: MouseEvent| {
            if !lit {
                on_toggle.emit(id);
            }
        })
    };
    let top = zone.cards.last().filter(|_| zone.open);
    html! {
        <div class="pile-slot">
            <button type="button" class={classes!("pile", props.lit.then_some("drop-ok"), (count == 0).then_some("empty-pile"))}
                    data-zone={zone.id.0.to_string()}
                    data-drop={props.lit.then(|| drop_attr(Target::Zone(zone.id)))}
                    aria-expanded={(!props.lit).then(|| props.open.to_string())}
                    aria-label={target_label(lang, label, props.lit)} {onclick}>
                <span class={classes!("pile-stack", top.is_some().then_some("face-up"))} aria-hidden="true">
                    if let Some(card) = top { <span class="pile-top">{ &card.title }</span> }
                </span>
                <span class="pile-count" aria-hidden="true">{ count }</span>
                <span class="pile-name" aria-hidden="true">{ &name }</span>
            </button>
            if props.open {
                <PileList zone={zone.clone()} marks={props.marks.clone()} on_toggle={props.on_toggle.clone()} />
            }
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct PileListProps {
    zone: ZoneView,
    marks: Rc<Marks>,
    on_toggle: Callback<ZoneId>,
}

/// The open list of a pile: a small dialog that takes the focus and gives it back.
#[component]
fn PileList(props: &PileListProps) -> Html {
    let lang = use_lang();
    let node = use_node_ref();
    use_dialog_focus(node.clone());
    let zone = &props.zone;
    let close = {
        let (on_toggle, id) = (props.on_toggle.clone(), zone.id);
        Callback::from(move |_: MouseEvent| on_toggle.emit(id))
    };
    let title = say(lang, &Message::new("pile-label").with("pile", zone.name.clone()).with("n", zone.count()));
    html! {
        <div ref={node} class="pile-list" role="dialog" aria-label={title.clone()} data-drop="cancel">
            <h3>{ title }</h3>
            if zone.cards.is_empty() {
                <p class="pile-hidden">{ say(lang, &Message::new("pile-face-down").with("n", zone.hidden)) }</p>
            } else {
                // Top card first.
                <div class="pile-cards">
                    { for zone.cards.iter().rev().map(|c| html! { <Card key={c.id.0} card={c.clone()} marks={props.marks.clone()} /> }) }
                </div>
                if zone.hidden > 0 {
                    <p class="pile-hidden">{ say(lang, &Message::new("pile-face-down").with("n", zone.hidden)) }</p>
                }
            }
            <button type="button" class="tool" data-autofocus="true" onclick={close}>{ say(lang, &Message::new("dialog-close")) }</button>
        </div>
    }
}
