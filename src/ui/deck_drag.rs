//! Dragging a card from the browser onto the deck with the table's feel: one pointer path for
//! mouse, touch and pen, a press that moves `drag::THRESHOLD_PX` becomes a drag (less is a
//! click), the card's name follows the pointer, the deck lights up, and a release over anything
//! marked `data-deck-drop` adds the card. On touch the drag starts from the row's grip (the rest
//! of the row scrolls the list). The ghost follows the pointer by its style alone, so a move
//! redraws nothing.

use super::drag::{self, THRESHOLD_PX};
use crate::engine::DeckEdit;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use yew::prelude::*;

/// What a drop target says about itself.
pub const DROP_ATTR: &str = "data-deck-drop";

/// A press on a card of the browser, a drag once it has moved far enough.
#[derive(Clone, Debug, PartialEq)]
struct Press {
    pointer: i32,
    key: String,
    title: String,
    start: (i32, i32),
    moved: bool,
}

/// A drag's handlers for the browser's rows and its ghost.
#[derive(Clone)]
pub struct CardDrag {
    press: Rc<RefCell<Option<Press>>>,
    /// A drag just ended: the click that follows its release is not a click.
    dragged: Rc<Cell<bool>>,
    /// The title being dragged, once the press has moved (drawn as the ghost; lights the deck).
    pub dragging: Option<String>,
    set_dragging: UseStateSetter<Option<String>>,
    ghost: NodeRef,
    on_edit: Callback<DeckEdit>,
}

#[hook]
pub fn use_card_drag(on_edit: Callback<DeckEdit>) -> CardDrag {
    let press = use_mut_ref(|| None::<Press>);
    let dragged = use_memo((), |_| Cell::new(false));
    let dragging = use_state(|| None::<String>);
    let ghost = use_node_ref();
    CardDrag { press, dragged, dragging: (*dragging).clone(), set_dragging: dragging.setter(), ghost, on_edit }
}

impl CardDrag {
    /// A press on the row of `key`: a mouse or pen anywhere on it, a finger on its grip.
    pub fn down(&self, key: &str, title: &str) -> Callback<PointerEvent> {
        let (press, key, title) = (self.press.clone(), key.to_string(), title.to_string());
        Callback::from(move |e: PointerEvent| {
            let on_grip = drag::closest_attr(drag::event_element(&e), "data-grip").is_some();
            if e.button() != 0 || (e.pointer_type() == "touch" && !on_grip) {
                return;
            }
            if on_grip {
                e.prevent_default();
            }
            let start = (e.client_x(), e.client_y());
            *press.borrow_mut() =
                Some(Press { pointer: e.pointer_id(), key: key.clone(), title: title.clone(), start, moved: false });
        })
    }

    /// The pointer moves: past the threshold the press becomes a drag, held by the row (so the
    /// release is heard wherever it happens), and the ghost follows.
    pub fn moved(&self) -> Callback<PointerEvent> {
        let (press, set_dragging, ghost) = (self.press.clone(), self.set_dragging.clone(), self.ghost.clone());
        Callback::from(move |e: PointerEvent| {
            let mut held = press.borrow_mut();
            let Some(p) = held.as_mut().filter(|p| p.pointer == e.pointer_id()) else { return };
            let (x, y) = (e.client_x(), e.client_y());
            if !p.moved && (x - p.start.0).abs().max((y - p.start.1).abs()) >= THRESHOLD_PX {
                p.moved = true;
                // Held by the element under the pointer (inside the row, so its release bubbles
                // to the row's handlers; yew's `current_target` is the app's root).
                if let Some(here) = drag::event_element(&e) {
                    let _ = here.set_pointer_capture(e.pointer_id());
                }
                set_dragging.set(Some(p.title.clone()));
            }
            if p.moved {
                e.prevent_default();
                place_ghost(&ghost, x, y);
            }
        })
    }

    /// The release: over the deck, the card is added; anywhere else it goes back.
    pub fn up(&self) -> Callback<PointerEvent> {
        let (press, dragged, set_dragging, on_edit) =
            (self.press.clone(), self.dragged.clone(), self.set_dragging.clone(), self.on_edit.clone());
        Callback::from(move |e: PointerEvent| {
            let Some(p) = press.borrow_mut().take().filter(|p| p.pointer == e.pointer_id()) else { return };
            if !p.moved {
                return;
            }
            dragged.set(true);
            set_dragging.set(None);
            if drag::closest_attr(drag::element_at(e.client_x(), e.client_y()), DROP_ATTR).is_some() {
                on_edit.emit(DeckEdit::Add(p.key));
            }
        })
    }

    /// The browser took the pointer away (a scroll, a lost capture): the drag ends, nothing added.
    pub fn cancel(&self) -> Callback<PointerEvent> {
        let (press, set_dragging) = (self.press.clone(), self.set_dragging.clone());
        Callback::from(move |_: PointerEvent| {
            if press.borrow_mut().take().is_some_and(|p| p.moved) {
                set_dragging.set(None);
            }
        })
    }

    /// Whether the click now heard ends a drag (and so does nothing); true once per drag.
    pub fn swallow_click(&self) -> bool {
        self.dragged.replace(false)
    }

    /// The card's name under the pointer while it is dragged.
    pub fn ghost(&self) -> Html {
        html! {
            <div ref={self.ghost.clone()} class="ghost deck-ghost" hidden={self.dragging.is_none()} aria-hidden="true">
                { self.dragging.clone().unwrap_or_default() }
            </div>
        }
    }
}

fn place_ghost(ghost: &NodeRef, x: i32, y: i32) {
    if let Some(el) = ghost.cast::<web_sys::Element>() {
        let _ = el.set_attribute("style", &format!("transform: translate({}px, {}px)", x + 12, y + 12));
    }
}
