//! Keyboard focus across the page's layers: a dialog takes the focus when it opens and gives it
//! back when it closes; whatever loses its focused element (a card that moved, a dialog that
//! opened a new game) sends the focus to the table rather than to the page body.

use gloo::timers::callback::Timeout;
use std::cell::Cell;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

const FOCUSABLE: &str = "[data-autofocus], button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex='-1'])";

thread_local! {
    /// Set by an answer that replaces the game (a scenario, an incoming game): the dialog then
    /// gives the focus to the new table, not to the button that opened it.
    static TO_TABLE: Cell<bool> = const { Cell::new(false) };
}

/// The dialog closing now opened a new game: the focus goes to the table.
pub fn return_to_table() {
    TO_TABLE.with(|t| t.set(true));
}

/// Takes the focus into `node` when it mounts (the element marked `data-autofocus`, else the
/// first focusable one) and gives it back when it unmounts: to the element that had it, or to
/// the table.
#[hook]
pub fn use_dialog_focus(node: NodeRef, give_back: bool) {
    use_effect_with((), move |_| {
        let before = gloo::utils::document().active_element();
        if let Some(element) = node.cast::<Element>() {
            focus_first(&element);
        }
        move || {
            let to_table = TO_TABLE.with(|t| t.replace(false));
            if !give_back {
                return;
            }
            // After this render: the layer behind may still be inert in it. Another dialog that
            // opened in this one's place keeps the focus it took.
            Timeout::new(0, move || {
                if modal_open() {
                    return;
                }
                match before.filter(|e| !to_table && e.is_connected() && !is_body(e)) {
                    Some(element) => focus(&element),
                    None => focus_table(),
                }
            })
            .forget();
        }
    });
}

/// Focuses the first focusable element inside `element`.
pub fn focus_first(element: &Element) {
    let target = element
        .query_selector("[data-autofocus]")
        .ok()
        .flatten()
        .or_else(|| element.query_selector(FOCUSABLE).ok().flatten());
    if let Some(target) = target {
        focus(&target);
    }
}

pub fn focus(element: &Element) {
    if let Some(element) = element.dyn_ref::<HtmlElement>() {
        let _ = element.focus();
    }
}

/// The table itself (it takes focus, but is not in the tab order).
pub fn focus_table() {
    if let Ok(Some(table)) = gloo::utils::document().query_selector("main.board .table") {
        focus(&table);
    }
}

fn modal_open() -> bool {
    gloo::utils::document().query_selector("[aria-modal='true']").ok().flatten().is_some()
}

fn is_body(element: &Element) -> bool {
    element.tag_name().eq_ignore_ascii_case("body")
}

/// True when nothing in particular has the focus (it fell back to the page body).
pub fn is_lost() -> bool {
    gloo::utils::document().active_element().is_none_or(|e| is_body(&e) || !e.is_connected())
}

#[derive(Properties, PartialEq)]
pub struct LayerProps {
    #[prop_or_default]
    pub class: Classes,
    #[prop_or(AttrValue::Static("dialog"))]
    pub role: AttrValue,
    #[prop_or_default]
    pub label: Option<AttrValue>,
    #[prop_or_default]
    pub labelledby: Option<AttrValue>,
    /// A modal dialog (the page behind waits for it).
    #[prop_or_default]
    pub modal: bool,
    /// Gives the focus back when it closes (else whoever closes it places the focus).
    #[prop_or(true)]
    pub give_back: bool,
    #[prop_or_default]
    pub children: Html,
}

/// A layer over the table that takes the focus when it opens and gives it back when it closes:
/// every dialog, an open pile's list, the choice of payment, a pinned zoom. (One component for
/// all of them keeps the bundle small.)
#[component]
pub fn FocusLayer(props: &LayerProps) -> Html {
    let node = use_node_ref();
    use_dialog_focus(node.clone(), props.give_back);
    html! {
        <section ref={node} class={props.class.clone()} role={props.role.clone()} aria-label={props.label.clone()}
                 aria-labelledby={props.labelledby.clone()} aria-modal={props.modal.then_some("true")} data-drop="cancel">
            { props.children.clone() }
        </section>
    }
}
