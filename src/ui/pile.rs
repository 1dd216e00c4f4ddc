//! A pile (a deck, a discard pile, a victory pile, a Force pile...) as a small stack with its
//! count. A click opens its list: an open pile's cards (each can be zoomed), or for a closed one
//! only how many cards it holds face down. A pile that is a legal target is lit, and a click on
//! it answers (the board handles that).

use super::card::{Card, Marks};
use super::drag::drop_attr;
use super::focus::FocusLayer;
use super::lang::say;
use super::seat::target_label;
use crate::engine::view::ZoneView;
use crate::engine::{Message, Target, ZoneId};
use crate::words::Lang;
use std::rc::Rc;
use yew::prelude::*;

/// The pile `zone`: lit as a target or not, its list open or not.
pub fn pile(
    lang: Lang,
    zone: &ZoneView,
    marks: &Rc<Marks>,
    lit: bool,
    open: bool,
    on_toggle: &Callback<ZoneId>,
) -> Html {
    let count = zone.count();
    let label = say(lang, &Message::new("pile-label").with("pile", zone.name.clone()).with("n", count));
    let onclick = {
        let (on_toggle, id) = (on_toggle.clone(), zone.id);
        // A lit pile is an answer: the board takes the action on the click.
        Callback::from(move |_: MouseEvent| {
            if !lit {
                on_toggle.emit(id);
            }
        })
    };
    let top = zone.cards.last().filter(|_| zone.open);
    html! {
        <div class="pile-slot" key={zone.id.0}>
            <button type="button" class={classes!("pile", lit.then_some("drop-ok"), (count == 0).then_some("empty-pile"))}
                    data-zone={zone.id.0.to_string()}
                    data-drop={lit.then(|| drop_attr(Target::Zone(zone.id)))}
                    aria-expanded={(!lit).then(|| open.to_string())}
                    title={label.clone()} aria-label={target_label(lang, label.clone(), lit)} {onclick}>
                <span class={classes!("pile-stack", top.is_some().then_some("face-up"))} aria-hidden="true">
                    if let Some(card) = top { <span class="pile-top">{ &card.title }</span> }
                </span>
                <span class="pile-count" aria-hidden="true">{ count }</span>
                <span class="pile-name" aria-hidden="true">{ say(lang, &zone.name) }</span>
            </button>
            if open {
                { list(lang, zone, marks, label, on_toggle) }
            }
        </div>
    }
}

/// The open list of a pile: a small dialog that takes the focus and gives it back.
fn list(lang: Lang, zone: &ZoneView, marks: &Rc<Marks>, title: String, on_toggle: &Callback<ZoneId>) -> Html {
    let close = {
        let (on_toggle, id) = (on_toggle.clone(), zone.id);
        Callback::from(move |_: MouseEvent| on_toggle.emit(id))
    };
    let face_down =
        |n: usize| html! { <p class="pile-hidden">{ say(lang, &Message::new("pile-face-down").with("n", n)) }</p> };
    html! {
        <FocusLayer class="pile-list" label={title.clone()}>
            <h3>{ title }</h3>
            if zone.count() == 0 {
                <p class="pile-hidden">{ say(lang, &Message::new("pile-empty")) }</p>
            } else if zone.cards.is_empty() {
                { face_down(zone.hidden) }
            } else {
                // Top card first.
                <div class="pile-cards">
                    { for zone.cards.iter().rev().map(|c| html! { <Card key={c.id.0} card={c.clone()} marks={marks.clone()} /> }) }
                </div>
                if zone.hidden > 0 { { face_down(zone.hidden) } }
            }
            <button type="button" class="tool" data-autofocus="true" onclick={close}>{ say(lang, &Message::new("dialog-close")) }</button>
        </FocusLayer>
    }
}
