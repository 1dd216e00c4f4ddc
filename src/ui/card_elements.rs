//! Finding a card's element in the page: the one around an event's target (never one inside the
//! zoom, which shows a copy) or the one on the table or in the dock with a given id. Elements say
//! which card they show through `data-card-id`.

use crate::engine::CardId;
use web_sys::Element;

/// Whether `element` is inside an element matching `selector` (or is one).
pub fn within(element: &Option<Element>, selector: &str) -> bool {
    element.as_ref().is_some_and(|e| e.closest(selector).ok().flatten().is_some())
}

/// The card element at or around `element` (not one inside the zoom).
pub fn card_element_at(element: &Option<Element>) -> Option<Element> {
    if within(element, ".zoom") {
        return None;
    }
    element.as_ref()?.closest("[data-card-id]").ok().flatten()
}

/// The id of the card element at or around `element`.
pub fn card_under(element: &Option<Element>) -> Option<CardId> {
    card_element_at(element)?.get_attribute("data-card-id")?.parse().ok().map(CardId)
}

/// The card's element on the table or in the dock.
pub fn card_element(card: CardId) -> Option<Element> {
    let selector = format!(".table [data-card-id='{0}'], .dock [data-card-id='{0}']", card.0);
    gloo::utils::document().query_selector(&selector).ok().flatten()
}
