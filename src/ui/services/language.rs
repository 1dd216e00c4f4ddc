//! The page's language outside the component tree: the choice remembered in local storage, the
//! browser's preferred languages on a first visit, and the parts of the document the components
//! do not draw (`<html lang>`, the description, the web app manifest).

use crate::engine::Message;
use crate::words::{say, Lang};
use gloo::storage::{LocalStorage, Storage};
use wasm_bindgen::JsValue;

pub const LANG_KEY: &str = "hangar.lang";

/// The language to open in: the one chosen before, else the first of the browser's languages
/// (`navigator.languages`, then `navigator.language`) that Hangar speaks, else English.
pub fn initial() -> Lang {
    let remembered = LocalStorage::raw().get_item(LANG_KEY).ok().flatten();
    if let Some(lang) = remembered.as_deref().and_then(Lang::from_tag) {
        return lang;
    }
    let navigator = gloo::utils::window().navigator();
    let mut tags: Vec<String> = navigator.languages().iter().filter_map(|v: JsValue| v.as_string()).collect();
    tags.extend(navigator.language());
    Lang::preferred(tags.iter().map(String::as_str))
}

/// Remembers the player's choice for the next visit.
pub fn remember(lang: Lang) {
    if LocalStorage::raw().set_item(LANG_KEY, lang.tag()).is_err() {
        gloo::console::warn!("Hangar could not remember the language (local storage is full or disabled).");
    }
}

/// Makes the document speak `lang`: `<html lang>`, the page's description, and the manifest an
/// installed app takes its name and description from (one manifest per language).
pub fn apply(lang: Lang) {
    let document = gloo::utils::document();
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("lang", lang.tag());
    }
    if let Ok(Some(meta)) = document.query_selector("meta[name=description]") {
        let _ = meta.set_attribute("content", &say(lang, &Message::new("app-description")));
    }
    if let Ok(Some(link)) = document.query_selector("link[rel=manifest]") {
        let _ = link.set_attribute("href", manifest(lang));
    }
}

/// The manifest of `lang`, as `static/` holds it.
pub fn manifest(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "manifest.webmanifest",
        Lang::Pl => "manifest-pl.webmanifest",
    }
}

/// The language the document speaks now (for the crash panel, drawn outside the components).
pub fn current() -> Lang {
    gloo::utils::document()
        .document_element()
        .and_then(|root| root.get_attribute("lang"))
        .and_then(|tag| Lang::from_tag(&tag))
        .unwrap_or_default()
}
