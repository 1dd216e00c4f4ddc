//! Publishes the current board view model on `window.hangar.board` (via serde-wasm-bindgen),
//! so the end-to-end tests and curious players can read exactly what the engine says, and on
//! `window.hangar.searched` where the computer searched its moves (its worker, or the page).

use crate::engine::BoardView;
use wasm_bindgen::JsValue;

pub fn publish(view: &BoardView) {
    let Ok(value) = serde_wasm_bindgen::to_value(view) else { return };
    set("board", &value);
}

/// Counts where the computer searched for a move (`"worker"` or `"page"`), on
/// `window.hangar.searched`.
pub fn searched_in(place: &str) {
    let counts = field("searched").filter(|v| v.is_object()).unwrap_or_else(|| js_sys::Object::new().into());
    let key = JsValue::from_str(place);
    let n = js_sys::Reflect::get(&counts, &key).ok().and_then(|v| v.as_f64()).unwrap_or(0.0);
    let _ = js_sys::Reflect::set(&counts, &key, &JsValue::from_f64(n + 1.0));
    set("searched", &counts);
}

/// `window.hangar`, made when missing. Failures here only lose the debugging aid; the game goes on.
fn hangar() -> JsValue {
    let window = gloo::utils::window();
    let key = JsValue::from_str("hangar");
    match js_sys::Reflect::get(&window, &key) {
        Ok(existing) if existing.is_object() => existing,
        _ => {
            let fresh: JsValue = js_sys::Object::new().into();
            let _ = js_sys::Reflect::set(&window, &key, &fresh);
            fresh
        }
    }
}

fn field(name: &str) -> Option<JsValue> {
    js_sys::Reflect::get(&hangar(), &JsValue::from_str(name)).ok()
}

fn set(name: &str, value: &JsValue) {
    let _ = js_sys::Reflect::set(&hangar(), &JsValue::from_str(name), value);
}
