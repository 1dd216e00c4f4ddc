//! Component tests in headless Chromium (wasm-bindgen-test through chromedriver): the app mounts
//! on LCG Example 1 and reacts to clicks and to a pointer drag.
#![cfg(target_arch = "wasm32")]

use hangar::ui::App;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, PointerEvent, PointerEventInit};

wasm_bindgen_test_configure!(run_in_browser);

fn document() -> web_sys::Document {
    web_sys::window().unwrap().document().unwrap()
}

/// Mounts a fresh App: the autosave of an earlier test must not carry over.
async fn mount() -> Element {
    web_sys::window().unwrap().local_storage().unwrap().unwrap().clear().unwrap();
    let root = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<App>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    root
}

fn card(root: &Element, name: &str) -> Element {
    root.query_selector(&format!(".card[data-name='{name}']")).unwrap().unwrap_or_else(|| panic!("no card {name}"))
}

fn button(root: &Element, text: &str) -> HtmlElement {
    let buttons = root.query_selector_all("button").unwrap();
    (0..buttons.length())
        .filter_map(|i| buttons.get(i))
        .map(|n| n.dyn_into::<HtmlElement>().unwrap())
        .find(|b| b.text_content().unwrap_or_default() == text)
        .unwrap_or_else(|| panic!("no button {text}"))
}

fn pointer(target: &Element, kind: &str, x: i32, y: i32) {
    let init = PointerEventInit::new();
    init.set_bubbles(true);
    init.set_cancelable(true);
    init.set_pointer_id(1);
    init.set_button(0);
    init.set_client_x(x);
    init.set_client_y(y);
    let event = PointerEvent::new_with_event_init_dict(kind, &init).unwrap();
    target.dispatch_event(&event).unwrap();
}

/// As a browser does without pointer capture: the event goes to the element under the point.
fn pointer_at(kind: &str, x: i32, y: i32) {
    let target = document().element_from_point(x as f32, y as f32).expect("something at the point");
    pointer(&target, kind, x, y);
}

fn center(element: &Element) -> (i32, i32) {
    element.scroll_into_view();
    let rect = element.get_bounding_client_rect();
    ((rect.left() + rect.width() / 2.0) as i32, (rect.top() + 12.0) as i32)
}

#[wasm_bindgen_test]
async fn opens_on_example_1_with_baron_fel_movable() {
    let root = mount().await;
    let fel = card(&root, "Baron Fel");
    assert!(fel.class_list().contains("movable"), "the engine lists plays for Baron Fel");
    assert!(!card(&root, "Rogue Squadron X-Wing").class_list().contains("movable"));
    root.remove();
}

#[wasm_bindgen_test]
async fn ending_the_phase_completes_the_scenario() {
    let root = mount().await;
    button(&root, "End the Deployment phase").click();
    yew::scheduler::flush().await;
    let outcome = root.query_selector(".outcome").unwrap().expect("an outcome is shown");
    assert_eq!(outcome.text_content().unwrap(), "Scenario complete.");
    root.remove();
}

#[wasm_bindgen_test]
async fn dragging_baron_fel_onto_the_tie_lights_it_and_attaches_him_as_pilot() {
    let root = mount().await;
    let fel = card(&root, "Baron Fel");
    let tie = card(&root, "181st TIE Interceptor");
    let (tx, ty) = center(&tie);
    pointer(&fel, "pointerdown", tx, ty + 300);
    pointer_at("pointermove", tx, ty + 200);
    yew::scheduler::flush().await;
    assert!(card(&root, "181st TIE Interceptor").class_list().contains("drop-ok"), "legal target lit");
    assert!(fel.is_connected(), "the pressed card keeps its element (touch pointers stay captured to it)");
    assert!(!card(&root, "Rogue Squadron X-Wing").class_list().contains("drop-ok"), "enemy not lit");
    let (tx, ty) = center(&card(&root, "181st TIE Interceptor"));
    pointer_at("pointermove", tx, ty);
    pointer_at("pointerup", tx, ty);
    yew::scheduler::flush().await;
    let tie = card(&root, "181st TIE Interceptor");
    let refusal = root.query_selector(".refusal").unwrap().map(|r| r.text_content().unwrap());
    assert_eq!(refusal, None, "the drop is legal");
    let pilot = tie.query_selector(".attachment[data-role='Pilot'] .card-name").unwrap().expect("a pilot");
    assert_eq!(pilot.text_content().unwrap(), "Baron Fel");
    assert!(tie.query_selector(".text-line.live").unwrap().is_some(), "his pilot text is live");
    root.remove();
}

#[wasm_bindgen_test]
async fn dropping_baron_fel_on_the_enemy_x_wing_explains_the_rule_and_changes_nothing() {
    let root = mount().await;
    let fel = card(&root, "Baron Fel");
    let (x, y) = center(&card(&root, "Rogue Squadron X-Wing"));
    pointer(&fel, "pointerdown", x, y + 300);
    pointer_at("pointermove", x, y);
    pointer_at("pointerup", x, y);
    yew::scheduler::flush().await;
    let refusal = root.query_selector(".refusal").unwrap().expect("a refusal is shown");
    let text = refusal.text_content().unwrap();
    assert!(text.contains("friendly unit"), "{text}");
    assert!(text.contains("Pilot (X)"), "{text}");
    assert!(root.query_selector(".hand .card[data-name='Baron Fel']").unwrap().is_some(), "still in hand");
    root.remove();
}
