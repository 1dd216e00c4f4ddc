//! If the app ever panics, the page shows what happened and offers the last autosave as a file.
//! The panel is plain DOM made inside the panic hook: after a panic no Rust code runs again, so
//! its "Export game" is a ready-made download link, not a callback.

use super::files::{blob_url, EXPORT_NAME};
use super::language;
use super::storage::last_autosave;
use crate::engine::Message;
use crate::words::say;
use wasm_bindgen::prelude::wasm_bindgen;

/// Yew installs its own console hook when it renders unless a custom one is set through it.
pub fn install() {
    yew::set_custom_panic_hook(Box::new(|info| {
        let message = info.to_string();
        gloo::console::error!(format!("Hangar stopped: {message}"));
        show_panel(&message);
    }));
}

fn show_panel(message: &str) {
    let document = gloo::utils::document();
    let lang = language::current();
    let w = |key: &'static str| say(lang, &Message::new(key));
    let Ok(panel) = document.create_element("section") else { return };
    panel.set_class_name("crash-panel");
    let _ = panel.set_attribute("role", "alert");
    let add = |tag: &str, class: &str, text: &str| {
        let element = document.create_element(tag).ok()?;
        element.set_class_name(class);
        element.set_text_content(Some(text));
        panel.append_child(&element).ok()?;
        Some(element)
    };
    add("h2", "", &w("crash-title"));
    add("p", "", &w("crash-lead"));
    add("pre", "crash-message", message);
    if let Some(url) = last_autosave().and_then(|text| blob_url(&text)) {
        if let Some(link) = add("a", "action", &w("crash-export")) {
            let _ = link.set_attribute("href", &url);
            let _ = link.set_attribute("download", EXPORT_NAME);
        }
    }
    if let Some(link) = add("a", "action", &w("crash-reload")) {
        let _ = link.set_attribute("href", ".");
    }
    if let Some(body) = document.body() {
        let _ = body.append_child(&panel);
    }
}

/// Panics on purpose, so the end-to-end tests can check the crash panel. Not used by the app.
#[wasm_bindgen]
pub fn hangar_test_panic() {
    panic!("a test asked Hangar to stop");
}
