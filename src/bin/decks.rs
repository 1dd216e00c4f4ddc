// The body of each game's deck builder (`decks_<game>.rs`, built with that game's `<game>-only`
// feature): the builder's page alone, with the game's deck rules, card pool and exchange formats,
// as a wasm the lobby's loader opens on `Opening::Decks` (`hangar::ui::services::table_module`);
// it hands the page to the game's table to resume or to deal a match from two decks. Kept out of
// the table, so a player who never opens the builder never downloads it.

use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::JsValue;

fn main() {}

/// Called by the lobby's loader once this module is initialised: opens the builder on what it
/// was handed (or hands it on).
#[wasm_bindgen]
pub fn open(handover: JsValue) -> js_sys::Promise {
    hangar::ui::open_decks(hangar::ui::services::table_module::received(handover))
}

/// Called by the lobby's loader when a table takes the page.
#[wasm_bindgen]
pub fn close() {
    hangar::ui::close_decks();
}
