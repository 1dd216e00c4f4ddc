//! How the zoom is opened and closed from the table: after the hover delay when a mouse rests
//! on a card, when keyboard focus rests on one (not a focus that came from a click or from
//! closing the zoom), pinned by the inspect button, and closed when the pointer or the focus
//! leaves every card. The board owns the state ([`Zoom`], its delay timer); this module gives it
//! the handlers.

use super::card_elements::card_element_at;
use super::card_elements::{card_element, within};
use super::drag;
use super::focus;
use super::zoom::{self, Zoom};
use crate::engine::CardId;
use gloo::timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::Element;
use yew::prelude::*;

/// Opens the zoom of a card element: pinned or not, at once or after `delay` ms.
pub type Show = Rc<dyn Fn(Element, bool, u32)>;
/// Closes the zoom (only an unpinned one when asked `true`), and drops a pending opening.
pub type Hide = Rc<dyn Fn(bool)>;

/// The three ways the board opens and closes the zoom.
pub struct ZoomControls {
    pub show: Show,
    pub hide: Hide,
    /// Closes a pinned zoom and gives the focus back to its card.
    pub close: Callback<()>,
}

impl ZoomControls {
    /// `quiet_focus` is set while the focus goes back to a card, so that it does not zoom again.
    pub fn new(
        zoom: &UseStateHandle<Option<Zoom>>,
        timer: &Rc<RefCell<Option<Timeout>>>,
        quiet_focus: &Rc<RefCell<bool>>,
    ) -> Self {
        let show: Show = {
            let (zoom, timer) = (zoom.clone(), timer.clone());
            Rc::new(move |element: Element, pinned: bool, delay: u32| {
                let Some(id) = card_id(&element) else { return };
                let zoom = zoom.clone();
                let open = move || zoom.set(Some(Zoom::of(id, &element, pinned)));
                if delay == 0 {
                    timer.borrow_mut().take();
                    open();
                } else {
                    *timer.borrow_mut() = Some(Timeout::new(delay, open));
                }
            })
        };
        let hide: Hide = {
            let (zoom, timer) = (zoom.clone(), timer.clone());
            Rc::new(move |unless_pinned: bool| {
                timer.borrow_mut().take();
                if !unless_pinned || zoom.is_some_and(|z| !z.pinned) {
                    zoom.set(None);
                }
            })
        };
        let close = {
            let (zoom, hide, quiet_focus) = (zoom.clone(), hide.clone(), quiet_focus.clone());
            Callback::from(move |_: ()| {
                let card = zoom.map(|z| z.card);
                hide(false);
                if let Some(card) = card.and_then(card_element) {
                    *quiet_focus.borrow_mut() = true;
                    focus::focus(&card);
                }
            })
        };
        ZoomControls { show, hide, close }
    }
}

/// The board's handlers that open and close the zoom (pointer, focus, the inspect button, and
/// the context menu a long press would open over it).
pub struct ZoomEvents {
    pub onpointerover: Callback<PointerEvent>,
    pub onpointerout: Callback<PointerEvent>,
    pub onfocusin: Callback<FocusEvent>,
    pub onfocusout: Callback<FocusEvent>,
    pub onclick: Callback<MouseEvent>,
    pub oncontextmenu: Callback<MouseEvent>,
}

impl ZoomEvents {
    pub fn new(controls: &ZoomControls, zoom: &UseStateHandle<Option<Zoom>>, quiet_focus: &Rc<RefCell<bool>>) -> Self {
        // Hover: a mouse resting on a card zooms it after a moment; leaving it closes an unpinned zoom.
        let onpointerover = {
            let (show, zoom) = (controls.show.clone(), zoom.clone());
            Callback::from(move |e: PointerEvent| {
                if e.pointer_type() != "mouse" || e.buttons() != 0 {
                    return;
                }
                let Some(card) = card_element_at(&drag::event_element(&e)) else { return };
                if zoom.is_some_and(|z| z.pinned || Some(z.card) == card_id(&card)) {
                    return;
                }
                show(card, false, zoom::HOVER_MS);
            })
        };
        let onpointerout = {
            let hide = controls.hide.clone();
            Callback::from(move |e: PointerEvent| {
                if e.pointer_type() != "mouse" {
                    return;
                }
                let from = card_element_at(&drag::event_element(&e));
                let to = card_element_at(&e.related_target().and_then(|t| t.dyn_into::<Element>().ok()));
                if from.is_some() && from != to {
                    hide(true);
                }
            })
        };
        // Keyboard focus resting on a card zooms it too (not a focus that came from a click).
        let onfocusin = {
            let (show, zoom, quiet_focus) = (controls.show.clone(), zoom.clone(), quiet_focus.clone());
            Callback::from(move |e: FocusEvent| {
                if std::mem::take(&mut *quiet_focus.borrow_mut()) {
                    return;
                }
                let Some(card) = card_element_at(&drag::event_element(&e)) else { return };
                if zoom.is_some_and(|z| z.pinned) || !card.matches(":focus-visible").unwrap_or(false) {
                    return;
                }
                show(card, false, zoom::HOVER_MS);
            })
        };
        let onfocusout = {
            let hide = controls.hide.clone();
            Callback::from(move |e: FocusEvent| {
                let to = card_element_at(&e.related_target().and_then(|t| t.dyn_into::<Element>().ok()));
                if to.is_none() {
                    hide(true);
                }
            })
        };
        // The inspect button on a card pins its zoom (a second press closes it).
        let onclick = {
            let (show, close, zoom) = (controls.show.clone(), controls.close.clone(), zoom.clone());
            Callback::from(move |e: MouseEvent| {
                let here = drag::event_element(&e);
                if !within(&here, ".zoom-button") {
                    return;
                }
                let Some(card) = card_element_at(&here) else { return };
                if zoom.is_some_and(|z| z.pinned && Some(z.card) == card_id(&card)) {
                    close.emit(());
                } else {
                    show(card, true, 0);
                }
            })
        };
        // A long press on a card zooms it: the browser's own menu for it would cover the zoom.
        let oncontextmenu = Callback::from(|e: MouseEvent| {
            if card_element_at(&drag::event_element(&e)).is_some() {
                e.prevent_default();
            }
        });
        ZoomEvents { onpointerover, onpointerout, onfocusin, onfocusout, onclick, oncontextmenu }
    }
}

/// The card a card element stands for.
fn card_id(element: &Element) -> Option<CardId> {
    element.get_attribute("data-card-id").and_then(|v| v.parse().ok()).map(CardId)
}
