//! Pointer drag and click-to-select, one code path for mouse, touch and pen.
//! Elements say what they are through data attributes: `data-source` on a card the engine lets
//! the player move, `data-drop` on anything a card can be dropped on ("card:7", "zone:16") or
//! that takes a drop back ("cancel"). Which drops are legal is read from the view model's
//! actions.

use crate::engine::view::{ActionView, BoardView};
use crate::engine::{CardId, Target, ZoneId};
use std::collections::HashSet;
use wasm_bindgen::JsCast;
use web_sys::Element;

/// How far the pointer must move before a press becomes a drag; below it, it is a click.
pub const THRESHOLD_PX: i32 = 6;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Drag {
    pub card: CardId,
    pub pointer: i32,
    pub start: (i32, i32),
    pub at: (i32, i32),
    pub moved: bool,
}

impl Drag {
    pub fn moved_to(self, x: i32, y: i32) -> Drag {
        let far = (x - self.start.0).abs().max((y - self.start.1).abs()) >= THRESHOLD_PX;
        Drag { at: (x, y), moved: self.moved || far, ..self }
    }
}

/// Where a pointer released: a target, a cancel zone, or nothing that takes cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DropSpot {
    Target(Target),
    Cancel,
}

pub fn parse_drop(value: &str) -> Option<DropSpot> {
    let spot = match value.split_once(':') {
        Some(("card", id)) => DropSpot::Target(Target::Card(CardId(id.parse().ok()?))),
        Some(("zone", id)) => DropSpot::Target(Target::Zone(ZoneId(id.parse().ok()?))),
        None if value == "cancel" => DropSpot::Cancel,
        _ => return None,
    };
    Some(spot)
}

pub fn drop_attr(target: Target) -> String {
    match target {
        Target::Card(id) => format!("card:{}", id.0),
        Target::Zone(id) => format!("zone:{}", id.0),
    }
}

/// The innermost element carrying `attr`, starting at `element`.
pub fn closest_attr(element: Option<Element>, attr: &str) -> Option<String> {
    let selector = format!("[{attr}]");
    element?.closest(&selector).ok()??.get_attribute(attr)
}

/// The element under a viewport point (the dragged ghost has `pointer-events: none`).
pub fn element_at(x: i32, y: i32) -> Option<Element> {
    gloo::utils::document().element_from_point(x as f32, y as f32)
}

pub fn event_element(event: &web_sys::Event) -> Option<Element> {
    event.target()?.dyn_into::<Element>().ok()
}

/// The cards the engine lets the player move now.
pub fn sources(actions: &[ActionView]) -> HashSet<CardId> {
    actions.iter().filter_map(|a| a.source).collect()
}

/// The targets the engine offers for `card`: these light up while it is dragged or selected.
pub fn targets_for(actions: &[ActionView], card: CardId) -> HashSet<Target> {
    actions.iter().filter(|a| a.source == Some(card)).filter_map(|a| a.target).collect()
}

/// Moves keyboard focus among the lit targets, in page order: to the one `step` away from the
/// focused one (wrapping), or to the one at `from_start` when none of them has focus.
pub fn focus_lit(step: isize, from_start: isize) {
    let document = gloo::utils::document();
    let Ok(list) = document.query_selector_all(".drop-ok") else { return };
    let lit: Vec<web_sys::HtmlElement> = (0..list.length())
        .filter_map(|i| list.get(i))
        .filter_map(|n| n.dyn_into::<web_sys::HtmlElement>().ok())
        .collect();
    if lit.is_empty() {
        return;
    }
    let n = lit.len() as isize;
    let active = document.active_element();
    let at = lit.iter().position(|el| active.as_ref().is_some_and(|a| a == &**el));
    let next = match at {
        Some(i) => (i as isize + step).rem_euclid(n),
        None => from_start.rem_euclid(n),
    };
    let _ = lit[next as usize].focus();
}

/// The targets lit now: those of the card held, or with nothing held, the answers to a choice.
pub fn lit_for(view: &BoardView, held: Option<CardId>) -> HashSet<Target> {
    match held {
        Some(card) => targets_for(&view.actions, card),
        None => view.actions.iter().filter(|a| a.source.is_none()).filter_map(|a| a.target).collect(),
    }
}

/// Where a drop at `here` lands: the innermost lit target around it (a card inside a lit zone
/// that is not itself a target passes the drop to the zone); with none lit, the innermost place
/// that takes drops, so the engine can say why not.
pub fn drop_spot(here: Option<Element>, lit: &HashSet<Target>) -> Option<DropSpot> {
    let mut innermost = None;
    let mut at = here.and_then(|e| e.closest("[data-drop]").ok().flatten());
    while let Some(element) = at {
        let spot = element.get_attribute("data-drop").and_then(|v| parse_drop(&v));
        match spot {
            Some(DropSpot::Target(t)) if lit.contains(&t) => return spot,
            Some(DropSpot::Cancel) if innermost.is_none() => return spot,
            _ => {}
        }
        innermost = innermost.or(spot);
        at = element.parent_element().and_then(|p| p.closest("[data-drop]").ok().flatten());
    }
    innermost
}
