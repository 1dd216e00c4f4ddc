//! Moves the player can follow: when a card changes place (played, attached as a pilot, moved to
//! a pile) it glides there from where it was, and when a counter on it grows (damage...) it
//! shakes and the token pops. FLIP with the Web Animations API: the board records where every
//! card is before the new position is drawn (`Snapshot::take`, during render), and plays the
//! differences once it is drawn (`play`). Nothing moves with `prefers-reduced-motion`.

use crate::engine::view::BoardView;
use crate::engine::{CardId, Seat};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::Element;

/// How long a card takes to reach its new place.
const MOVE_MS: f64 = 320.0;
/// How long a hit takes.
const HIT_MS: f64 = 420.0;
/// The cards the table and the dock draw (not the copies in an open pile's list or the zoom).
const CARDS: &str = ".table [data-card-id], .dock [data-card-id]";

type Rect = (f64, f64, f64, f64);

/// Where each card was drawn, in page coordinates, and which seat was at the bottom.
#[derive(Clone, Default)]
pub struct Snapshot {
    cards: Vec<(u16, Rect)>,
    bottom: Option<Seat>,
}

impl Snapshot {
    /// Where the cards are drawn now, with `bottom` the seat at the bottom of that table.
    pub fn take(bottom: Option<Seat>) -> Snapshot {
        let mut cards: Vec<(u16, Rect)> = Vec::new();
        for element in elements(CARDS) {
            if let Some(id) = card_id(&element).filter(|id| !cards.iter().any(|(c, _)| c == id)) {
                cards.push((id, page_rect(&element)));
            }
        }
        Snapshot { cards, bottom }
    }
}

/// True when the player asked for reduced motion.
pub fn reduced() -> bool {
    gloo::utils::window().match_media("(prefers-reduced-motion: reduce)").ok().flatten().is_some_and(|m| m.matches())
}

/// Plays the moves from `before` (drawn from `old`) to the table now drawn from `new`.
pub fn play(before: &Snapshot, old: &BoardView, new: &BoardView, bottom: Seat) {
    // A table turned round (another seat at the bottom) moves everything: nothing glides.
    if reduced() || before.bottom != Some(bottom) || before.cards.is_empty() {
        return;
    }
    let mut seen: Vec<u16> = Vec::new();
    for element in elements(CARDS) {
        let Some(id) = card_id(&element) else { continue };
        if seen.contains(&id) {
            continue;
        }
        seen.push(id);
        let now = page_rect(&element);
        match before.cards.iter().find(|(c, _)| *c == id) {
            Some(&(_, was)) => glide(&element, was, now),
            None => appear(&element),
        }
        hit(&element, old, new, CardId(id));
    }
    // Cards that left the table: a ghost flies to the pile that holds them now.
    for &(id, was) in &before.cards {
        if seen.contains(&id) {
            continue;
        }
        let Some(title) = old.card(CardId(id)).map(|c| c.title.clone()) else { continue };
        let pile = new
            .zones()
            .find(|z| z.cards.iter().any(|c| c.id == CardId(id)))
            .and_then(|z| gloo::utils::document().query_selector(&format!("[data-zone='{}']", z.id.0)).ok().flatten());
        fly(&title, was, pile.map(|p| page_rect(&p)));
    }
}

fn glide(element: &Element, was: Rect, now: Rect) {
    let (dx, dy) = (was.0 - now.0, was.1 - now.1);
    if dx.abs() + dy.abs() < 3.0 {
        return;
    }
    let (w, h) = (now.2 - now.0, now.3 - now.1);
    let (sx, sy) = if w > 0.0 && h > 0.0 { ((was.2 - was.0) / w, (was.3 - was.1) / h) } else { (1.0, 1.0) };
    let from = format!("translate({}px, {}px) scale({}, {})", px(dx), px(dy), milli(sx), milli(sy));
    animate(
        element,
        &[&[("transform", &from), ("transformOrigin", "0 0")], &[("transform", "none"), ("transformOrigin", "0 0")]],
        MOVE_MS,
        "cubic-bezier(.2,.7,.3,1)",
    );
}

fn appear(element: &Element) {
    animate(
        element,
        &[
            &[("opacity", "0"), ("transform", "translateY(-10px) scale(0.85)")],
            &[("opacity", "1"), ("transform", "none")],
        ],
        MOVE_MS,
        "ease-out",
    );
}

/// A counter on the card grew: the card shakes and the token pops.
fn hit(element: &Element, old: &BoardView, new: &BoardView, id: CardId) {
    let (Some(was), Some(now)) = (old.card(id), new.card(id)) else { return };
    for counter in &now.counters {
        let before = was.counters.iter().find(|c| c.name.key == counter.name.key).map_or(0, |c| c.value);
        if counter.value <= before {
            continue;
        }
        if let Ok(Some(body)) = element.query_selector(":scope > .card-body") {
            animate(
                &body,
                &[
                    &[("transform", "translateX(0)")],
                    &[("transform", "translateX(-5px)")],
                    &[("transform", "translateX(5px)")],
                    &[("transform", "translateX(-3px)")],
                    &[("transform", "translateX(0)")],
                ],
                HIT_MS,
                "ease-in-out",
            );
        }
        let look = counter.look.name();
        if let Ok(Some(token)) = element.query_selector(&format!(":scope > .card-body .token.{look}")) {
            animate(&token, &[&[("transform", "scale(1.9)")], &[("transform", "scale(1)")]], HIT_MS, "ease-out");
        }
    }
}

/// A card-shaped ghost with `title` flies from `from` to `to` (or fades where it was) and is
/// removed when it lands.
fn fly(title: &str, from: Rect, to: Option<Rect>) {
    let document = gloo::utils::document();
    let Ok(ghost) = document.create_element("div") else { return };
    let (sx, sy) = scroll();
    ghost.set_class_name("flying");
    ghost.set_text_content(Some(title));
    let _ = ghost.set_attribute("aria-hidden", "true");
    let _ = ghost.set_attribute(
        "style",
        &format!(
            "left: {}px; top: {}px; width: {}px; height: {}px",
            px(from.0 - sx),
            px(from.1 - sy),
            px(from.2 - from.0),
            px(from.3 - from.1)
        ),
    );
    let Some(body) = document.body() else { return };
    if body.append_child(&ghost).is_err() {
        return;
    }
    let end = match to {
        Some(to) => format!("translate({}px, {}px) scale(0.35)", px(to.0 - from.0), px(to.1 - from.1)),
        None => "translateY(-20px) scale(0.8)".to_string(),
    };
    let animation = animate(
        &ghost,
        &[&[("opacity", "1"), ("transform", "none")], &[("opacity", "0.2"), ("transform", &end)]],
        MOVE_MS + 80.0,
        "ease-in",
    );
    match animation {
        Some(animation) => {
            let done = wasm_bindgen::closure::Closure::once_into_js(move || ghost.remove());
            let _ = js_sys::Reflect::set(&animation, &JsValue::from_str("onfinish"), &done);
        }
        None => ghost.remove(),
    }
}

/// Runs keyframes (each a list of property, value) on `element` (`Element.animate`, called
/// through JavaScript: web-sys keeps its options behind an unstable flag); returns the animation.
fn animate(element: &Element, frames: &[&[(&str, &str)]], ms: f64, easing: &str) -> Option<JsValue> {
    let keyframes = js_sys::Array::new();
    for frame in frames {
        let object = js_sys::Object::new();
        for (property, value) in *frame {
            js_sys::Reflect::set(&object, &JsValue::from_str(property), &JsValue::from_str(value)).ok()?;
        }
        keyframes.push(&object);
    }
    let options = js_sys::Object::new();
    js_sys::Reflect::set(&options, &JsValue::from_str("duration"), &JsValue::from_f64(ms)).ok()?;
    js_sys::Reflect::set(&options, &JsValue::from_str("easing"), &JsValue::from_str(easing)).ok()?;
    let animate =
        js_sys::Reflect::get(element, &JsValue::from_str("animate")).ok()?.dyn_into::<js_sys::Function>().ok()?;
    animate.call2(element, &keyframes, &options).ok()
}

/// Whole pixels (formatting floats would bring the float formatter into the bundle).
fn px(v: f64) -> i32 {
    v.round() as i32
}

/// A ratio to three decimals, written without the float formatter: 1.25 → "1.250".
fn milli(v: f64) -> String {
    let m = (v * 1000.0).round() as i64;
    format!("{}{}.{:03}", if m < 0 { "-" } else { "" }, m.abs() / 1000, m.abs() % 1000)
}

fn elements(selector: &str) -> Vec<Element> {
    let Ok(list) = gloo::utils::document().query_selector_all(selector) else { return Vec::new() };
    (0..list.length()).filter_map(|i| list.get(i)).filter_map(|n| n.dyn_into::<Element>().ok()).collect()
}

fn card_id(element: &Element) -> Option<u16> {
    element.get_attribute("data-card-id")?.parse().ok()
}

fn scroll() -> (f64, f64) {
    let window = gloo::utils::window();
    (window.scroll_x().unwrap_or(0.0), window.scroll_y().unwrap_or(0.0))
}

/// An element's box in page coordinates (so a scroll between two frames does not count as a move).
fn page_rect(element: &Element) -> Rect {
    let r = element.get_bounding_client_rect();
    let (sx, sy) = scroll();
    (r.left() + sx, r.top() + sy, r.right() + sx, r.bottom() + sy)
}
