//! The table's wasm, loaded by the lobby: Trunk builds the `hangar-table` binary as an ES module
//! (`hangar-table.js` and `hangar-table_bg.wasm`, index.html) that nothing loads until the lobby
//! imports it here, initialises it and calls its `open` with the player's [`Opening`]. The
//! service worker precaches both files with the rest of the build, so this works offline too.

use crate::ui::opening::Opening;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::JsValue;

/// The table's module and its wasm, beside index.html.
pub const SCRIPT: &str = "hangar-table.js";
pub const WASM: &str = "hangar-table_bg.wasm";

#[wasm_bindgen(inline_js = "
export function load_table(script, wasm, opening) {
  const at = (name) => new URL(name, document.baseURI).href;
  return import(at(script)).then((table) =>
    table.default({ module_or_path: at(wasm) }).then(() => table.open(opening)));
}")]
extern "C" {
    fn load_table(script: &str, wasm: &str, opening: JsValue) -> js_sys::Promise;
}

/// Loads the table and opens it on `opening`; then `opened` runs (the lobby steps aside), or, if
/// the module could not be fetched or started, `failed` does.
pub fn open(opening: &Opening, opened: impl FnOnce() + 'static, failed: impl FnOnce() + 'static) {
    let Ok(value) = serde_wasm_bindgen::to_value(opening) else {
        failed();
        return;
    };
    let on_opened = Closure::once(move |_: JsValue| opened());
    let on_failed = Closure::once(move |error: JsValue| {
        gloo::console::error!("Hangar could not load the table.", error);
        failed();
    });
    let _ = load_table(SCRIPT, WASM, value).then2(&on_opened, &on_failed);
    // One of them runs once, when the promise settles; they live until then.
    on_opened.forget();
    on_failed.forget();
}

/// The table's side: the `Opening` the lobby sent, or [`Opening::Resume`] for anything
/// unreadable (what a reload would open).
pub fn received(value: JsValue) -> Opening {
    serde_wasm_bindgen::from_value(value).unwrap_or(Opening::Resume)
}
