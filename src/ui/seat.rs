//! One player's side of the table: identity, piles, play area and hand.

use super::card::{Card, Marks};
use super::drag::drop_attr;
use crate::engine::view::SeatView;
use crate::engine::Target;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SeatProps {
    pub seat: SeatView,
    pub marks: Rc<Marks>,
}

#[component]
pub fn SeatArea(props: &SeatProps) -> Html {
    let seat = &props.seat;
    let area = Target::PlayArea(seat.seat);
    let lit = props.marks.lit.contains(&area);
    let edge = Target::EdgeStack(seat.seat);
    let edge_lit = props.marks.lit.contains(&edge);
    let area_classes = classes!("play-area", lit.then_some("drop-ok"));
    html! {
        <section class={classes!("seat", format!("seat-{}", seat.seat.0), seat.acting.then_some("acting"))}
                 aria-label={seat.name.clone()}>
            <header class="seat-head">
                <h2>{ &seat.name }</h2>
                if seat.acting { <span class="acting-mark">{ "to act" }</span> }
                <ul class="piles">
                    { for seat.piles.iter().map(|p| html! { <li>{ format!("{} {}", p.label, p.value) }</li> }) }
                </ul>
                { for seat.open_piles.iter().filter(|p| !p.cards.is_empty()).map(|pile| html! {
                    <details class="open-pile">
                        <summary>{ format!("{} ({})", pile.name, pile.cards.len()) }</summary>
                        <ol>{ for pile.cards.iter().rev().map(|c| html! { <li>{ format!("{} — {}", c.name, c.kind) }</li> }) }</ol>
                    </details>
                }) }
            </header>
            <div class={area_classes} data-drop={drop_attr(area)} data-area={seat.seat.0.to_string()}
                 tabindex={lit.then_some("0")}
                 aria-label={format!("{} play area", seat.name)}>
                if let Some(identity) = &seat.identity {
                    <div class="identity"><Card card={identity.clone()} marks={props.marks.clone()} /></div>
                }
                { for seat.play_area.iter().map(|c| html! { <Card key={c.id.0} card={c.clone()} marks={props.marks.clone()} /> }) }
            </div>
            <div class="hand" data-drop="cancel" aria-label={format!("{} hand", seat.name)}>
                <span class="hand-label">{ "Hand" }</span>
                if seat.hand.is_empty() && seat.hand_backs == 0 { <span class="empty">{ "empty" }</span> }
                { for seat.hand.iter().map(|c| html! { <Card key={c.id.0} card={c.clone()} marks={props.marks.clone()} /> }) }
                { backs(seat.hand_backs) }
            </div>
            if !seat.choosing.is_empty() {
                <div class="choosing" aria-label={format!("{}: cards to choose from", seat.name)}>
                    <span class="hand-label">{ "Choose" }</span>
                    { for seat.choosing.iter().map(|c| html! { <Card key={c.id.0} card={c.clone()} marks={props.marks.clone()} /> }) }
                </div>
            }
            if seat.edge_open || !seat.edge.is_empty() || seat.edge_backs > 0 {
                <div class={classes!("edge-stack", edge_lit.then_some("drop-ok"))} data-drop={drop_attr(edge)}
                     tabindex={edge_lit.then_some("0")} aria-label={format!("{} edge stack", seat.name)}>
                    <span class="hand-label">{ "Edge" }</span>
                    if seat.edge.is_empty() && seat.edge_backs == 0 { <span class="empty">{ "drop a card here, face down" }</span> }
                    { for seat.edge.iter().map(|c| html! { <Card key={c.id.0} card={c.clone()} marks={props.marks.clone()} /> }) }
                    { backs(seat.edge_backs) }
                </div>
            }
        </section>
    }
}

/// `n` cards this player may not see: backs only, with nothing that names or identifies them.
fn backs(n: usize) -> Html {
    html! {
        { for (0..n).map(|_| html! { <div class="card card-back" role="img" aria-label="A hidden card"></div> }) }
    }
}
