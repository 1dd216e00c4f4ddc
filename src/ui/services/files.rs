//! Export the game to a file, and read a file the player picked.

use crate::save::{encode_save, Saved};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;

/// A save is text (`hangar-save.4.` and its bytes, src/save/binary.rs); older builds wrote JSON,
/// which still imports.
pub const EXPORT_NAME: &str = "hangar-game.txt";
/// The name a saved game that could not be read is downloaded under (as it was stored).
pub const UNREADABLE_NAME: &str = "hangar-unreadable-save.txt";

/// Offers the save as a download.
pub fn export(saved: &Saved) {
    download(&encode_save(saved));
}

/// Offers `text` as a download named [`EXPORT_NAME`]; used by the crash panel too.
pub fn download(text: &str) {
    download_as(text, EXPORT_NAME);
}

/// Offers `text` as a download named `name`.
pub fn download_as(text: &str, name: &str) {
    let Some(url) = blob_url(text) else { return };
    let document = gloo::utils::document();
    if let Ok(anchor) = document.create_element("a") {
        let _ = anchor.set_attribute("href", &url);
        let _ = anchor.set_attribute("download", name);
        if let Ok(anchor) = anchor.dyn_into::<web_sys::HtmlElement>() {
            anchor.click();
        }
    }
}

/// A `blob:` URL holding `text`.
pub fn blob_url(text: &str) -> Option<String> {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/plain");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).ok()?;
    web_sys::Url::create_object_url_with_blob(&blob).ok()
}

/// Reads the picked file as text and calls `done` with it (or with a reason it could not be read).
pub fn read_text(file: web_sys::File, done: impl FnOnce(Result<String, String>) + 'static) {
    let file = gloo::file::File::from(file);
    // The reader must live until it calls back.
    let slot: Rc<RefCell<Option<gloo::file::callbacks::FileReader>>> = Rc::new(RefCell::new(None));
    let keep = slot.clone();
    let reader = gloo::file::callbacks::read_as_text(&file, move |result| {
        done(result.map_err(|e| e.to_string()));
        keep.borrow_mut().take();
    });
    slot.borrow_mut().replace(reader);
}
