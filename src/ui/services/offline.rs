//! Registers the service worker that the build generates (see tools/post-build.mjs), so the game
//! loads and plays with no network after one visit.
//!
//! Not at once: the service worker's install precaches every file of the build, and a first visit
//! must not fetch anything twice nor slow the page's own fetches. So the table asks for it once it
//! is drawn ([`register_when_idle`]), and it is registered when the page has nothing more of its
//! own to fetch (the computer's worker, if one is loading, has loaded) and the browser is idle.
//! The service worker then takes each file the page already fetched from the browser's HTTP cache
//! (checked against the build's digest of it), and fetches only the rest.

use super::opponent;
use gloo::timers::callback::Timeout;
use std::cell::Cell;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

thread_local! {
    /// Registration has been asked for (once per page is enough).
    static ASKED: Cell<bool> = const { Cell::new(false) };
}

/// Registers the service worker at the next idle moment after the page's own fetches (the
/// table's, and the computer's worker if it is loading); does nothing after the first call.
pub fn register_when_idle() {
    if ASKED.with(|asked| asked.replace(true)) {
        return;
    }
    when_idle(try_register);
}

fn try_register() {
    if opponent::worker_loading() {
        // The worker's wasm is on its way: ask again at the next idle moment.
        when_idle(try_register);
    } else {
        register();
    }
}

/// Runs `then` when the browser is idle (`requestIdleCallback`), or soon where it has none.
fn when_idle(then: fn()) {
    let window = gloo::utils::window();
    let callback = Closure::once_into_js(then);
    if window.request_idle_callback(callback.unchecked_ref()).is_err() {
        // Safari has no requestIdleCallback: a moment after the page's last task instead.
        Timeout::new(200, then).forget();
    }
}

fn register() {
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
