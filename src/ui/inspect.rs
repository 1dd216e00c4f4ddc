//! Publishes the current board view model on `window.hangar.board` (via serde-wasm-bindgen),
//! so the end-to-end tests and curious players can read exactly what the engine says.

use crate::engine::BoardView;
use wasm_bindgen::JsValue;

pub fn publish(view: &BoardView) {
    let window = gloo::utils::window();
    let Ok(value) = serde_wasm_bindgen::to_value(view) else { return };
    let hangar = js_sys::Object::new();
    // Failures here only lose the debugging aid; the game goes on.
    let _ = js_sys::Reflect::set(&hangar, &JsValue::from_str("board"), &value);
    let _ = js_sys::Reflect::set(&window, &JsValue::from_str("hangar"), &hangar);
}
