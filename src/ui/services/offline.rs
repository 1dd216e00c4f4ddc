//! Registers the service worker that the build generates (see tools/post-build.mjs), so the game
//! loads and plays with no network after one visit.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsValue;

pub fn register() {
    let navigator = gloo::utils::window().navigator();
    // Absent on insecure origins; the game works without it, only not offline.
    if !js_sys::Reflect::has(&navigator, &JsValue::from_str("serviceWorker")).unwrap_or(false) {
        return;
    }
    let promise = navigator.service_worker().register("sw.js");
    let on_error = Closure::<dyn FnMut(JsValue)>::new(|error: JsValue| {
        gloo::console::warn!("Hangar works online only: the service worker was not registered.", error);
    });
    let _ = promise.catch(&on_error);
    // Registration happens once per page; the closure lives as long as the page.
    on_error.forget();
}
