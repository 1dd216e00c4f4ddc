//! Component tests in headless Chromium (wasm-bindgen-test through chromedriver): a first visit
//! opens on the start screen; LCG Example 1 chosen there reacts to clicks and to a pointer drag;
//! a hot-seat game keeps each hand out of the page until its player takes the device.
#![cfg(target_arch = "wasm32")]

use hangar::ui::App;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, PointerEvent, PointerEventInit};

wasm_bindgen_test_configure!(run_in_browser);

fn document() -> web_sys::Document {
    web_sys::window().unwrap().document().unwrap()
}

/// Mounts a fresh App, as on a first visit: the autosave of an earlier test must not carry over.
async fn mount_first_visit() -> Element {
    web_sys::window().unwrap().local_storage().unwrap().unwrap().clear().unwrap();
    let root = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<App>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    root
}

/// Mounts a fresh App and opens LCG Example 1 from the start screen.
async fn mount() -> Element {
    let root = mount_first_visit().await;
    click(&root, ".start-screen [data-scenario='lcg-pilot-x']").await;
    assert!(root.query_selector(".start-screen").unwrap().is_none(), "the start screen is put away");
    root
}

async fn click(root: &Element, selector: &str) {
    let element = root.query_selector(selector).unwrap().unwrap_or_else(|| panic!("nothing matches {selector}"));
    element.dyn_into::<HtmlElement>().unwrap().click();
    yew::scheduler::flush().await;
}

fn count(root: &Element, selector: &str) -> u32 {
    root.query_selector_all(selector).unwrap().length()
}

fn text(root: &Element, selector: &str) -> String {
    root.query_selector(selector).unwrap().and_then(|e| e.text_content()).unwrap_or_default()
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
    let pilot = tie.query_selector(".attachment[data-role='pilot'] .card-name").unwrap().expect("a pilot");
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

#[wasm_bindgen_test]
async fn a_first_visit_opens_on_the_start_screen_with_the_three_ways_to_play() {
    let root = mount_first_visit().await;
    assert_eq!(count(&root, ".start-screen"), 1);
    let screen = text(&root, ".start-screen");
    for words in [
        "Play against the computer",
        "Difficulty",
        "Easy",
        "Normal",
        "Hard",
        "Hot-seat game (two players, one device)",
        "Scenarios",
    ] {
        assert!(screen.contains(words), "{words} missing from: {screen}");
    }
    assert_eq!(text(&root, "[data-start='computer-0']"), "Play as the Dark Side");
    assert_eq!(text(&root, "[data-start='computer-1']"), "Play as the Light Side");
    assert_eq!(
        count(&root, ".start-screen [data-scenario]") as usize,
        hangar::rules::games().iter().map(|g| g.scenarios.len()).sum::<usize>()
    );
    assert!(
        root.query_selector("main.board").unwrap().unwrap().has_attribute("inert"),
        "the table behind takes no input"
    );
    assert_eq!(count(&root, ".start-screen button.tool"), 0, "no game of the player's own to go back to");
    root.remove();
}

#[wasm_bindgen_test]
async fn new_game_brings_the_start_screen_back_and_a_match_against_the_computer_starts_from_it() {
    let root = mount().await;
    button(&root, "New game").click();
    yew::scheduler::flush().await;
    assert_eq!(count(&root, ".start-screen"), 1, "nothing played yet: no question first");
    click(&root, "[data-level='Easy']").await;
    click(&root, "[data-start='computer-1']").await;
    assert_eq!(count(&root, ".start-screen"), 0);
    let players = text(&root, ".players");
    assert!(players.contains("You: Light Side") && players.contains("Dark Side: Computer (Easy)"), "{players}");
    assert_eq!(text(&root, ".thinking"), "Computer is thinking…", "the Dark Side acts first");
    assert_eq!(count(&root, ".prompt-bar button"), 0, "the player cannot act for the computer");
    assert_eq!(count(&root, ".seat-0 .hand .card[data-name]"), 0, "the computer's hand is hidden");
    assert!(count(&root, ".seat-0 .hand .card-back") > 0);
    assert!(count(&root, ".seat-1 .hand .card[data-name]") > 0, "the player's own hand is shown");
    root.remove();
}

#[wasm_bindgen_test]
async fn hot_seat_keeps_each_hand_out_of_the_page_until_its_player_takes_the_device() {
    let root = mount_first_visit().await;
    click(&root, "[data-start='hot-seat']").await;
    assert_eq!(text(&root, ".handover h2"), "Pass the device to Dark Side");
    assert_eq!(count(&root, ".hand .card[data-name]"), 0, "no hand is in the page under the cover");
    assert!(count(&root, ".hand .card-back") > 0);

    button(&root, "I am Dark Side — show my hand").click();
    yew::scheduler::flush().await;
    assert_eq!(count(&root, ".handover"), 0);
    assert!(count(&root, ".seat-0 .hand .card[data-name]") > 0, "the Dark Side sees its hand");
    assert_eq!(count(&root, ".seat-1 .hand .card[data-name]"), 0, "and only backs of the Light Side's");

    // The Dark Side takes its first legal actions until the Light Side must act.
    for _ in 0..6 {
        if count(&root, ".handover") > 0 {
            break;
        }
        click(&root, ".all-actions button.action").await;
    }
    assert_eq!(text(&root, ".handover h2"), "Pass the device to Light Side");
    assert_eq!(count(&root, ".hand .card[data-name]"), 0, "the Dark Side's hand left the page with the device");
    assert_eq!(count(&root, ".prompt-bar button, .all-actions button"), 0, "nothing to act on under the cover");
    button(&root, "I am Light Side — show my hand").click();
    yew::scheduler::flush().await;
    assert!(count(&root, ".seat-1 .hand .card[data-name]") > 0);
    assert_eq!(count(&root, ".seat-0 .hand .card[data-name]"), 0);
    root.remove();
}
