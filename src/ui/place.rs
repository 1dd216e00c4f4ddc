//! Keeping what floats over the table inside the window: the zoom beside its card (shifted up or
//! flipped to the card's other side when it would run out), and a pile's list next to its pile
//! (below it, or above when there is no room). Measured after the element is drawn, since its
//! size depends on its content.

use wasm_bindgen::JsCast;
use web_sys::Element;

/// The room kept between a floating panel and the window's edge.
const MARGIN: f64 = 4.0;

fn window_size() -> (f64, f64) {
    let window = gloo::utils::window();
    let width = window.inner_width().ok().and_then(|w| w.as_f64()).unwrap_or(1024.0);
    let height = window.inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(768.0);
    (width, height)
}

fn find(selector: &str) -> Option<Element> {
    gloo::utils::document().query_selector(selector).ok().flatten()
}

/// `start` moved so that a panel `size` long from it stays between the window's edges (`room`
/// long): the panel is never cut, and a panel longer than the window starts at its edge.
fn within(start: f64, size: f64, room: f64) -> f64 {
    let start = if start + size > room - MARGIN { room - MARGIN - size } else { start };
    if start < MARGIN {
        MARGIN
    } else {
        start
    }
}

/// Whole pixels, as the style's numbers (no float formatting in the bundle).
fn px(v: f64) -> i32 {
    v.round() as i32
}

/// The zoom (`#zoom`, fixed at `--zx`/`--zy`): beside its card `anchor` (left, top, right,
/// bottom), to its right if it fits, else to its left, else over it; level with its top, moved
/// up as far as it must to be whole.
pub fn place_zoom(anchor: (f64, f64, f64, f64)) {
    let Some(zoom) = find("#zoom") else { return };
    if !is_floating(&zoom) {
        return;
    }
    let (width, height) = window_size();
    let r = zoom.get_bounding_client_rect();
    let (left, top, right, _) = anchor;
    let x = if right + 8.0 + r.width() <= width - MARGIN {
        right + 8.0
    } else if left - 8.0 - r.width() >= MARGIN {
        left - 8.0 - r.width()
    } else {
        within(left, r.width(), width)
    };
    let y = within(top, r.height(), height);
    let _ = zoom.set_attribute("style", &format!("--zx: {}px; --zy: {}px", px(x), px(y)));
}

/// The open pile list, next to the pile `zone` it lists: below it if it fits, else above it,
/// and moved along the window's width to be whole.
pub fn place_pile_list(zone: u16) {
    let Some(list) = find(".pile-list") else { return };
    let Some(pile) = find(&format!(".pile[data-zone='{zone}']")) else { return };
    let (width, height) = window_size();
    let p = pile.get_bounding_client_rect();
    let r = list.get_bounding_client_rect();
    let below = p.bottom() + 4.0;
    let y = if below + r.height() <= height - MARGIN {
        below
    } else if p.top() - 4.0 - r.height() >= MARGIN {
        p.top() - 4.0 - r.height()
    } else {
        within(below, r.height(), height)
    };
    let x = within(p.left(), r.width(), width);
    let _ = list.set_attribute("style", &format!("left: {}px; top: {}px", px(x), px(y)));
}

/// Whether the element floats where the board puts it (a phone's stylesheet lays the zoom
/// along the bottom instead).
fn is_floating(element: &Element) -> bool {
    let Some(html) = element.dyn_ref::<web_sys::HtmlElement>() else { return false };
    let window = gloo::utils::window();
    let query = window.match_media("(max-width: 760px)").ok().flatten();
    html.is_connected() && !query.is_some_and(|q| q.matches())
}
