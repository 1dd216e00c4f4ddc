//! One player's side of the table, drawn by zone shape: its identity cards and play areas in a
//! row of compact cards, its face-down stack (an edge stack), its piles as small stacks with
//! counts, the cards it is choosing among, and — for the seat at the top — its hand as a fan of
//! small cards. The bottom seat's hand is docked along the bottom edge (`hand`). Plain props; no
//! decisions.

use super::card::{Card, Marks};
use super::drag::drop_attr;
use super::lang::{say, use_lang};
use super::pile::pile;
use crate::engine::view::{CardView, SeatView, Shape, ZoneView};
use crate::engine::{Message, Target, ZoneId};
use crate::words::Lang;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SeatProps {
    pub seat: SeatView,
    pub marks: Rc<Marks>,
    /// Drawn at the top of the table, facing the player at the bottom.
    pub far: bool,
    /// The pile whose list is open, if it is this seat's.
    pub open_pile: Option<ZoneId>,
    pub on_pile: Callback<ZoneId>,
}

#[component]
pub fn SeatArea(props: &SeatProps) -> Html {
    let lang = use_lang();
    let seat = &props.seat;
    let marks = &props.marks;
    let name = say(lang, &seat.name);
    let of = |shape: Shape| seat.zones.iter().filter(move |z| z.shape == shape);
    let identity: Vec<&CardView> = of(Shape::Identity).flat_map(|z| z.cards.iter()).collect();
    let rows: Vec<&ZoneView> = of(Shape::Row).collect();
    let lit = |zone: &ZoneView| marks.lit.contains(&Target::Zone(zone.id));
    let zone_label = |zone: &ZoneView| format!("{name}: {}", say(lang, &zone.name));
    let cards = |cards: &[CardView]| -> Html {
        html! { { for cards.iter().map(|c| html! { <Card key={c.id.0} card={c.clone()} marks={marks.clone()} /> }) } }
    };
    let identity_html = |identity: &[&CardView]| -> Html {
        if identity.is_empty() {
            return html! {};
        }
        html! {
            <div class="identity">
                { for identity.iter().map(|c| html! { <Card key={c.id.0} card={(*c).clone()} marks={marks.clone()} /> }) }
            </div>
        }
    };
    let row = |i: usize, zone: &ZoneView| -> Html {
        // The identity cards open the first row, so the row is one line of cards.
        let lead: &[&CardView] = if i == 0 { &identity } else { &[] };
        let lit = lit(zone);
        html! {
            <div class={classes!("play-area", lit.then_some("drop-ok"))} key={zone.id.0}
                 data-drop={drop_attr(Target::Zone(zone.id))} data-area={seat.seat.0.to_string()}
                 tabindex={lit.then_some("0")} style={width_with_backs(lead.iter().copied().chain(&zone.cards), zone.hidden)}
                 aria-label={target_label(lang, zone_label(zone), lit)}>
                { identity_html(lead) }
                { cards(&zone.cards) }
                // Cards of the row this seat may not see (the other side's face-down resources).
                { backs(lang, zone.hidden) }
                if zone.cards.is_empty() && zone.hidden == 0 && lead.is_empty() {
                    <span class="empty">{ say(lang, &Message::new("zone-empty")) }</span>
                }
            </div>
        }
    };
    let far_hand =
        props.far.then(|| of(Shape::Hand).map(|zone| hand(lang, zone, marks, &name, true)).collect::<Html>());
    html! {
        <section class={classes!("seat", format!("seat-{}", seat.seat.0), if props.far { "far" } else { "near" }, seat.acting.then_some("acting"))}
                 aria-label={name.clone()}>
            <header class="seat-head">
                <h2>{ &name }</h2>
                if seat.acting { <span class="acting-mark">{ say(lang, &Message::new("seat-to-act")) }</span> }
                { for far_hand }
            </header>
            { for of(Shape::Choice).map(|zone| html! {
                <div class="choosing" aria-label={zone_label(zone)}>
                    <span class="zone-label">{ say(lang, &zone.name) }</span>
                    { cards(&zone.cards) }
                </div>
            }) }
            <div class="seat-main">
                if rows.is_empty() {
                    { identity_html(&identity) }
                }
                { for rows.iter().enumerate().map(|(i, zone)| row(i, zone)) }
                { for of(Shape::Stack).map(|zone| {
                    let lit = lit(zone);
                    html! {
                        <div class={classes!("stack", lit.then_some("drop-ok"))} data-drop={drop_attr(Target::Zone(zone.id))}
                             tabindex={lit.then_some("0")} aria-label={target_label(lang, zone_label(zone), lit)}>
                            <span class="zone-label">{ say(lang, &zone.name) }</span>
                            if zone.count() == 0 { <span class="empty">{ say(lang, &Message::new("zone-drop-here")) }</span> }
                            { cards(&zone.cards) }
                            { backs(lang, zone.hidden) }
                        </div>
                    }
                }) }
                { for of(Shape::Location).map(|zone| super::shared::location(lang, zone, marks, None)) }
                { for of(Shape::Resources).map(|zone| resources(lang, zone, marks, lit(zone), &name)) }
                <div class="piles">
                    { for of(Shape::Pile).map(|zone| pile(lang, zone, marks, lit(zone), props.open_pile == Some(zone.id), &props.on_pile)) }
                </div>
            </div>
        </section>
    }
}

/// A seat's resources: a labelled tray of small cards with the count ready and turned (face
/// down, only counted, to a viewer who may not see them); lit when a card can be put there.
fn resources(lang: Lang, zone: &ZoneView, marks: &Rc<Marks>, lit: bool, seat_name: &str) -> Html {
    let turned = zone.cards.iter().filter(|c| c.turned).count();
    let count = if zone.hidden > 0 || zone.cards.is_empty() {
        Message::new("resources-count").with("n", zone.count())
    } else {
        Message::new("resources-ready").with("ready", zone.cards.len() - turned).with("turned", turned)
    };
    let label = format!("{seat_name}: {} — {}", say(lang, &zone.name), say(lang, &count));
    html! {
        <div class={classes!("resources", lit.then_some("drop-ok"))} key={zone.id.0} data-zone={zone.id.0.to_string()}
             data-drop={drop_attr(Target::Zone(zone.id))} tabindex={lit.then_some("0")}
             aria-label={target_label(lang, label, lit)} role="group">
            <div class="resources-head" aria-hidden="true">
                <span class="resources-name">{ say(lang, &zone.name) }</span>
                <span class="resources-count">{ say(lang, &count) }</span>
            </div>
            <div class="resource-cards">
                { for zone.cards.iter().map(|c| html! { <Card key={c.id.0} card={c.clone()} marks={marks.clone()} /> }) }
                { backs(lang, zone.hidden) }
            </div>
        </div>
    }
}

/// A hand: the bottom seat's docked along the bottom edge, overlapping when long; the top
/// seat's (`mini`) a fan of small cards in its header. Hidden cards are backs.
pub fn hand(lang: Lang, zone: &ZoneView, marks: &Rc<Marks>, seat_name: &str, mini: bool) -> Html {
    let label = format!("{seat_name}: {} ({})", say(lang, &zone.name), zone.count());
    html! {
        <div class={classes!("hand", mini.then_some("mini"))} data-drop="cancel" aria-label={label}
             style={format!("--n: {}", zone.count().max(1))}>
            if mini {
                <span class="hand-count" aria-hidden="true">{ format!("{} {}", say(lang, &zone.name), zone.count()) }</span>
            } else if zone.count() == 0 {
                <span class="empty">{ say(lang, &Message::new("zone-empty")) }</span>
            }
            { for zone.cards.iter().map(|c| html! { <Card key={c.id.0} card={c.clone()} marks={marks.clone()} /> }) }
            { backs(lang, zone.hidden) }
        </div>
    }
}

/// `n` cards this player may not see: backs only, with nothing that names or identifies them.
pub fn backs(lang: Lang, n: usize) -> Html {
    let label = say(lang, &Message::new("card-hidden"));
    html! {
        { for (0..n).map(|_| html! { <div class="card card-back" role="img" aria-label={label.clone()}></div> }) }
    }
}

/// How many card widths a row of these cards takes (a turned card lies sideways), as the
/// row's `--n` (in hundredths: floats are not formatted, to keep the float formatter out of the
/// bundle).
pub fn width_in_cards<'a>(cards: impl Iterator<Item = &'a CardView>) -> String {
    width_with_backs(cards, 0)
}

/// The same for a row that also shows `backs` cards its viewer may not see (each upright).
pub fn width_with_backs<'a>(cards: impl Iterator<Item = &'a CardView>, backs: usize) -> String {
    let shown = cards.map(|c| if c.turned { 145 } else { 100 }).sum::<usize>();
    let hundredths = (shown + 100 * backs).max(100);
    format!("--n: {}.{:02}", hundredths / 100, hundredths % 100)
}

/// A zone's name for screen readers, saying when it is a legal target (never colour alone).
pub fn target_label(lang: Lang, label: String, lit: bool) -> String {
    if lit {
        format!("{label}, {}", say(lang, &Message::new("card-state-target")))
    } else {
        label
    }
}
