//! The zones of both seats, between them: a location (itself a card) with each side's cards at
//! it toward that side's player, and a shared row such as an arena split the same way. Cards
//! say who controls them; a card with no controller sits with the location. Plain props; no
//! decisions.

use super::card::{Card, Marks};
use super::drag::drop_attr;
use super::lang::say;
use super::seat::{target_label, width_in_cards};
use crate::engine::view::{CardView, Seat, Shape, ZoneView};
use crate::engine::{Arg, Target};
use crate::words::Lang;
use std::rc::Rc;
use yew::prelude::*;

/// The shared zones, between the seat drawn at the top and the one at the bottom; `names` are
/// those two seats' names, which label each side of a location.
pub fn shared_zones(
    lang: Lang,
    zones: &[ZoneView],
    marks: &Rc<Marks>,
    (top, bottom): (Seat, Seat),
    names: (&str, &str),
) -> Html {
    if zones.is_empty() {
        return html! {};
    }
    let sides = Some((top, bottom));
    // Locations lie on one line, each as wide as its fullest band (a column of a grid whose
    // three rows every location shares: the top side's cards, the location cards, the bottom's).
    let columns: Vec<String> = zones
        .iter()
        .filter(|z| z.shape == Shape::Location)
        .map(|z| format!("minmax(7.5rem, {}fr)", fullest(z, sides)))
        .collect();
    let style = (!columns.is_empty()).then(|| format!("grid-template-columns: {}", columns.join(" ")));
    html! {
        <section class={classes!("shared", (!columns.is_empty()).then_some("locations"))} key="shared" {style}
                 aria-label={say(lang, &crate::engine::Message::new("shared-zones"))}>
            { for zones.iter().map(|zone| match zone.shape {
                Shape::Location => location_between(lang, zone, marks, sides, Some(names)),
                _ => arena(lang, zone, marks, sides),
            }) }
        </section>
    }
}

/// How many cards the fullest band of a location holds (at least one).
fn fullest(zone: &ZoneView, sides: Option<(Seat, Seat)>) -> usize {
    let [top, middle, bottom] = split(zone, sides);
    top.len().max(middle.len()).max(bottom.len()).max(1)
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

/// A band of cards; with a `side`, the cards of that seat (its words and its seat), labelled.
fn band(class: &'static str, cards: &[&CardView], marks: &Rc<Marks>, side: Option<(String, Seat)>) -> Html {
    let seat = side.as_ref().map(|(_, s)| format!("seat-{}", s.0));
    let label = side.map(|(words, _)| words);
    html! {
        <div class={classes!("band", class, seat)} style={width_in_cards(cards.iter().copied())} data-side={label.clone()}
             aria-label={label.clone()} role={label.is_some().then_some("group")}>
            { for cards.iter().map(|c| html! { <Card key={c.id.0} card={(*c).clone()} marks={marks.clone()} /> }) }
        </div>
    }
}

/// A location: its own card in the middle, the top seat's cards above it and the bottom
/// seat's below, the whole a drop target for the location.
pub fn location(lang: Lang, zone: &ZoneView, marks: &Rc<Marks>, sides: Option<(Seat, Seat)>) -> Html {
    location_between(lang, zone, marks, sides, None)
}

/// A location between two seats named `names` (top, bottom): each side's band says whose it is.
fn location_between(
    lang: Lang,
    zone: &ZoneView,
    marks: &Rc<Marks>,
    sides: Option<(Seat, Seat)>,
    names: Option<(&str, &str)>,
) -> Html {
    let lit = marks.lit.contains(&Target::Zone(zone.id));
    let [top, middle, bottom] = split(zone, sides);
    // Its share of the row of locations: the cards its fullest band holds.
    let cards = top.len().max(middle.len()).max(bottom.len()).max(1);
    let place = say(lang, &zone.name);
    let side = |name: &str| {
        say(
            lang,
            &crate::engine::Message::new("location-side")
                .with("seat", Arg::Printed(name.to_string()))
                .with("location", Arg::Printed(place.clone())),
        )
    };
    let (top_label, bottom_label) = match (names, sides) {
        (Some((t, b)), Some((ts, bs))) => (Some((side(t), ts)), Some((side(b), bs))),
        _ => (None, None),
    };
    html! {
        <div class={classes!("location", lit.then_some("drop-ok"))} key={zone.id.0} data-drop={drop_attr(Target::Zone(zone.id))}
             data-zone={zone.id.0.to_string()} tabindex={lit.then_some("0")} style={format!("--cards: {cards}")}
             aria-label={target_label(lang, say(lang, &zone.name), lit)}>
            { band("top", &top, marks, top_label) }
            <div class="band middle">
                if let Some(card) = &zone.card {
                    <div class="location-card"><Card card={card.clone()} marks={marks.clone()} /></div>
                } else {
                    <span class="zone-label">{ say(lang, &zone.name) }</span>
                }
                { for middle.iter().map(|c| html! { <Card key={c.id.0} card={(*c).clone()} marks={marks.clone()} /> }) }
            </div>
            { band("bottom", &bottom, marks, bottom_label) }
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
            { band("top", &top, marks, None) }
            if !middle.is_empty() { { band("middle", &middle, marks, None) } }
            { band("bottom", &bottom, marks, None) }
        </div>
    }
}
