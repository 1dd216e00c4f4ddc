//! Share links: the position in the URL fragment (`#share=…`), so it never reaches a server; and
//! a deck the same way (`#deck=…`).

use crate::engine::Seating;
use crate::rules::Game;
use crate::save::{decode_link, encode_link, LinkError, Saved};

const PREFIX: &str = "#share=";
const DECK_PREFIX: &str = "#deck=";

/// Whether the page was opened with a link (the lobby then loads the table at once; the table
/// reads the link).
pub fn in_address() -> bool {
    gloo::utils::window().location().hash().is_ok_and(|hash| hash.starts_with(PREFIX) || hash.starts_with(DECK_PREFIX))
}

/// The text of the deck link the page was opened with (after `#deck=`), left in the address.
pub fn deck_in_address_text() -> Option<String> {
    let hash = gloo::utils::window().location().hash().ok()?;
    hash.strip_prefix(DECK_PREFIX).map(str::to_string)
}

/// The deck a link opened the page with, if any (the fragment is then removed, as for a game).
pub fn incoming_deck() -> Option<Result<crate::rules::Deck, crate::save::decks::DeckLoadError>> {
    let payload = deck_in_address_text()?;
    let result = crate::save::decks::decode_deck_link(&payload);
    forget_fragment();
    Some(result)
}

/// Takes the fragment off the address, so a reload does not open the link again.
fn forget_fragment() {
    let window = gloo::utils::window();
    if let (Ok(path), Ok(search), Ok(history)) =
        (window.location().pathname(), window.location().search(), window.history())
    {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&format!("{path}{search}")));
    }
}

/// The text of the link the page was opened with (after `#share=`), left in the address.
pub fn in_address_text() -> Option<String> {
    let hash = gloo::utils::window().location().hash().ok()?;
    hash.strip_prefix(PREFIX).map(str::to_string)
}

/// The text of the link the page was opened with, if any; the fragment is removed from the
/// address bar so a reload does not ask again.
pub fn take_incoming() -> Option<String> {
    let payload = in_address_text()?;
    forget_fragment();
    Some(payload)
}

/// The position a link opened the page with, if any. The fragment is removed from the address
/// bar so a reload does not ask again.
pub fn incoming() -> Option<Result<Saved, LinkError>> {
    take_incoming().map(|payload| decode_link(&payload))
}

/// The link that opens `game`, played by `seating`, in this same build of Hangar.
pub fn url_for(game: &Game, seating: Seating) -> String {
    let location = gloo::utils::window().location();
    let here = location.href().unwrap_or_default();
    let base = here.split('#').next().unwrap_or_default();
    format!("{base}{PREFIX}{}", encode_link(game, seating))
}
