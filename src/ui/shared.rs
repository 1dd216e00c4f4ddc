//! The zones of both seats, between them: a location (itself a card) with each side's cards at
//! it toward that side's player, and a shared row such as an arena split the same way. Cards
//! say who controls them; a card with no controller sits with the location. Plain props; no
//! decisions.

use super::card::{Card, Marks};
use super::drag::drop_attr;
use super::lang::say;
use super::seat::{target_label, width_in_cards};
use crate::engine::view::{CardView, Seat, Shape, ZoneView};
use crate::engine::Target;
use crate::words::Lang;
use std::rc::Rc;
use yew::prelude::*;

/// The shared zones, between the seat drawn at the top and the one at the bottom.
pub fn shared_zones(lang: Lang, zones: &[ZoneView], marks: &Rc<Marks>, top: Seat, bottom: Seat) -> Html {
    if zones.is_empty() {
        return html! {};
    }
    let sides = Some((top, bottom));
    html! {
        <section class="shared" key="shared" aria-label={say(lang, &crate::engine::Message::new("shared-zones"))}>
            { for zones.iter().map(|zone| match zone.shape {
                Shape::Location => location(lang, zone, marks, sides),
                _ => arena(lang, zone, marks, sides),
            }) }
        </section>
    }
}

/// The cards of `zone` controlled by the top seat, by nobody, and by the bottom seat (with no
/// seats given, all of them in the middle).
fn split(zone: &ZoneView, sides: Option<(Seat, Seat)>) -> [Vec<&CardView>; 3] {
    let mut out = [Vec::new(), Vec::new(), Vec::new()];
    for card in &zone.cards {
        let band = match (sides, card.controller) {
            (Some((top, _)), Some(c)) if c == top => 0,
            (Some((_, bottom)), Some(c)) if c == bottom => 2,
            _ => 1,
        };
        out[band].push(card);
    }
    out
}

fn band(class: &'static str, cards: &[&CardView], marks: &Rc<Marks>) -> Html {
    html! {
        <div class={classes!("band", class)} style={width_in_cards(cards.iter().copied())}>
            { for cards.iter().map(|c| html! { <Card key={c.id.0} card={(*c).clone()} marks={marks.clone()} /> }) }
        </div>
    }
}

/// A location: its own card in the middle, the top seat's cards above it and the bottom
/// seat's below, the whole a drop target for the location.
pub fn location(lang: Lang, zone: &ZoneView, marks: &Rc<Marks>, sides: Option<(Seat, Seat)>) -> Html {
    let lit = marks.lit.contains(&Target::Zone(zone.id));
    let [top, middle, bottom] = split(zone, sides);
    // Its share of the row of locations: the cards its fullest band holds.
    let cards = top.len().max(middle.len()).max(bottom.len()).max(1);
    html! {
        <div class={classes!("location", lit.then_some("drop-ok"))} key={zone.id.0} data-drop={drop_attr(Target::Zone(zone.id))}
             data-zone={zone.id.0.to_string()} tabindex={lit.then_some("0")} style={format!("--cards: {cards}")}
             aria-label={target_label(lang, say(lang, &zone.name), lit)}>
            { band("top", &top, marks) }
            <div class="band middle">
                if let Some(card) = &zone.card {
                    <div class="location-card"><Card card={card.clone()} marks={marks.clone()} /></div>
                } else {
                    <span class="zone-label">{ say(lang, &zone.name) }</span>
                }
                { for middle.iter().map(|c| html! { <Card key={c.id.0} card={(*c).clone()} marks={marks.clone()} /> }) }
            </div>
            { band("bottom", &bottom, marks) }
        </div>
    }
}

/// A shared row (an arena): its name, the top seat's cards above the bottom seat's.
fn arena(lang: Lang, zone: &ZoneView, marks: &Rc<Marks>, sides: Option<(Seat, Seat)>) -> Html {
    let lit = marks.lit.contains(&Target::Zone(zone.id));
    let [top, middle, bottom] = split(zone, sides);
    html! {
        <div class={classes!("arena", lit.then_some("drop-ok"))} key={zone.id.0} data-drop={drop_attr(Target::Zone(zone.id))}
             data-zone={zone.id.0.to_string()} tabindex={lit.then_some("0")}
             aria-label={target_label(lang, say(lang, &zone.name), lit)}>
            <span class="zone-label">{ say(lang, &zone.name) }</span>
            { band("top", &top, marks) }
            if !middle.is_empty() { { band("middle", &middle, marks) } }
            { band("bottom", &bottom, marks) }
        </div>
    }
}
