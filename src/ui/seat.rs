//! One player's side of the table: its zones, drawn by shape (identity, play area, hand, piles,
//! the cards being chosen among, a face-down stack). Plain props; no decisions.

use super::card::{Card, Marks};
use super::drag::drop_attr;
use super::lang::{say, use_lang};
use crate::engine::view::{SeatView, Shape, ZoneView};
use crate::engine::Target;
use crate::words::Lang;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SeatProps {
    pub seat: SeatView,
    pub marks: Rc<Marks>,
}

#[component]
pub fn SeatArea(props: &SeatProps) -> Html {
    let lang = use_lang();
    let seat = &props.seat;
    let name = say(lang, &seat.name);
    let of = |shape: Shape| seat.zones.iter().filter(move |z| z.shape == shape);
    let cards = |zone: &ZoneView| -> Html {
        html! {
            <>
                { for zone.cards.iter().map(|c| html! { <Card key={c.id.0} card={c.clone()} marks={props.marks.clone()} /> }) }
                { backs(zone.hidden) }
            </>
        }
    };
    html! {
        <section class={classes!("seat", format!("seat-{}", seat.seat.0), seat.acting.then_some("acting"))}
                 aria-label={name.clone()}>
            <header class="seat-head">
                <h2>{ &name }</h2>
                if seat.acting { <span class="acting-mark">{ say(lang, &crate::engine::Message::new("seat-to-act")) }</span> }
                <ul class="piles">
                    { for of(Shape::Pile).map(|p| html! { <li data-zone={p.id.0.to_string()}>{ format!("{} {}", say(lang, &p.name), p.count()) }</li> }) }
                </ul>
                { for of(Shape::Pile).filter(|p| p.open && !p.cards.is_empty()).map(|pile| open_pile(lang, pile)) }
            </header>
            { for of(Shape::Row).map(|zone| {
                let lit = props.marks.lit.contains(&Target::Zone(zone.id));
                html! {
                    <div class={classes!("play-area", lit.then_some("drop-ok"))} data-drop={drop_attr(Target::Zone(zone.id))}
                         data-area={seat.seat.0.to_string()} tabindex={lit.then_some("0")}
                         aria-label={format!("{name}: {}", say(lang, &zone.name))}>
                        { for of(Shape::Identity).map(|identity| html! {
                            <div class="identity">{ cards(identity) }</div>
                        }) }
                        { cards(zone) }
                    </div>
                }
            }) }
            { for of(Shape::Hand).map(|zone| html! {
                <div class="hand" data-drop="cancel" aria-label={format!("{name}: {}", say(lang, &zone.name))}>
                    <span class="hand-label">{ say(lang, &zone.name) }</span>
                    if zone.count() == 0 { <span class="empty">{ say(lang, &crate::engine::Message::new("zone-empty")) }</span> }
                    { cards(zone) }
                </div>
            }) }
            { for of(Shape::Choice).map(|zone| html! {
                <div class="choosing" aria-label={format!("{name}: {}", say(lang, &zone.name))}>
                    <span class="hand-label">{ say(lang, &zone.name) }</span>
                    { cards(zone) }
                </div>
            }) }
            { for of(Shape::Stack).map(|zone| {
                let lit = props.marks.lit.contains(&Target::Zone(zone.id));
                html! {
                    <div class={classes!("edge-stack", lit.then_some("drop-ok"))} data-drop={drop_attr(Target::Zone(zone.id))}
                         tabindex={lit.then_some("0")} aria-label={format!("{name}: {}", say(lang, &zone.name))}>
                        <span class="hand-label">{ say(lang, &zone.name) }</span>
                        if zone.count() == 0 { <span class="empty">{ say(lang, &crate::engine::Message::new("zone-drop-here")) }</span> }
                        { cards(zone) }
                    </div>
                }
            }) }
        </section>
    }
}

/// A face-up pile anyone may look through, top card first.
fn open_pile(lang: Lang, pile: &ZoneView) -> Html {
    html! {
        <details class="open-pile">
            <summary>{ format!("{} ({})", say(lang, &pile.name), pile.cards.len()) }</summary>
            <ol>{ for pile.cards.iter().rev().map(|c| html! { <li>{ format!("{} — {}", c.title, say(lang, &c.kind)) }</li> }) }</ol>
        </details>
    }
}

/// `n` cards this player may not see: backs only, with nothing that names or identifies them.
fn backs(n: usize) -> Html {
    html! {
        { for (0..n).map(|_| html! { <div class="card card-back" role="img" aria-label="A hidden card"></div> }) }
    }
}
