//! Component tests in headless Chromium (wasm-bindgen-test through chromedriver): a first visit
//! opens on the start screen; LCG Example 1 chosen there reacts to clicks and to a pointer drag,
//! lands drops where they are aimed, and offers the ways to pay; the table is laid out with the
//! player's seat at the bottom and shared zones between the seats; the zoom opens from the
//! keyboard; the end screen offers a rematch; a hot-seat game keeps each hand out of the page
//! until its player takes the device; the reducer undoes by replay, tells failed saves and holds a
//! save that could not be read.
#![cfg(target_arch = "wasm32")]

use hangar::engine::view::{ActionView, BoardView, CardView, SeatView, Shape, ZoneView};
use hangar::engine::{CardId, GameId, Message, Seat, Target, ZoneId};
use hangar::ui::table::Msg;
use hangar::ui::{App, Board, BoardProps};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, KeyboardEvent, KeyboardEventInit, PointerEvent, PointerEventInit};

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
    init.set_pointer_type("mouse");
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

fn key(target: &Element, key: &str) {
    let init = KeyboardEventInit::new();
    init.set_bubbles(true);
    init.set_cancelable(true);
    init.set_key(key);
    let event = KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    target.dispatch_event(&event).unwrap();
}

fn center(element: &Element) -> (i32, i32) {
    element.scroll_into_view();
    let rect = element.get_bounding_client_rect();
    ((rect.left() + rect.width() / 2.0) as i32, (rect.top() + 12.0) as i32)
}

/// Presses on `from`, moves onto `to` (at its centre, near its top) and releases there.
async fn drag(root: &Element, from: &str, to: &str) {
    let fel = card(root, from);
    let (x, y) = center(&card(root, to));
    pointer(&fel, "pointerdown", x, y + 300);
    pointer_at("pointermove", x, y + 200);
    yew::scheduler::flush().await;
    let (x, y) = center(&card(root, to));
    pointer_at("pointermove", x, y);
    pointer_at("pointerup", x, y);
    yew::scheduler::flush().await;
}

#[wasm_bindgen_test]
async fn opens_on_example_1_with_baron_fel_movable() {
    let root = mount().await;
    let fel = card(&root, "Baron Fel");
    assert!(fel.class_list().contains("movable"), "the engine lists plays for Baron Fel");
    assert!(!card(&root, "Rogue Squadron X-Wing").class_list().contains("movable"));
    assert!(
        fel.get_attribute("aria-label").unwrap().contains("you can play or move it"),
        "said in words, not colour alone"
    );
    root.remove();
}

#[wasm_bindgen_test]
async fn the_seat_to_act_is_at_the_bottom_with_its_hand_docked_and_the_other_at_the_top() {
    let root = mount().await;
    let far = root.query_selector(".table .seat.far").unwrap().expect("a seat at the top");
    let near = root.query_selector(".table .seat.near").unwrap().expect("a seat at the bottom");
    assert!(near.class_list().contains("seat-0"), "the Dark Side acts in Example 1: it is at the bottom");
    assert!(far.class_list().contains("seat-1"));
    assert!(far.get_bounding_client_rect().top() < near.get_bounding_client_rect().top());
    assert_eq!(count(&root, ".dock .hand-dock.seat-0 .hand .card[data-name='Baron Fel']"), 1, "the hand is docked");
    root.remove();
}

#[wasm_bindgen_test]
async fn the_table_turns_round_when_another_seat_is_to_act_in_an_open_game() {
    let root = mount().await;
    assert_eq!(count(&root, ".table .seat.near.seat-0"), 1);
    button(&root, "Scenarios").click();
    yew::scheduler::flush().await;
    click(&root, ".dialog [data-scenario='lcg-piloting-limit']").await;
    assert_eq!(count(&root, ".table .seat.near.seat-1"), 1, "the Light Side acts in Example 2: it is at the bottom");
    assert_eq!(count(&root, ".table .seat.far.seat-0"), 1);
    assert_eq!(count(&root, ".table > .seat"), 2, "each seat drawn once");
    assert_eq!(count(&root, ".hand-dock.seat-1 .hand .card[data-name='Derek \"Hobbie\" Klivian']"), 1);
    root.remove();
}

#[wasm_bindgen_test]
async fn ending_the_phase_completes_the_scenario_and_the_end_screen_offers_to_play_it_again() {
    let root = mount().await;
    button(&root, "End the Deployment phase").click();
    yew::scheduler::flush().await;
    let outcome = root.query_selector(".outcome").unwrap().expect("an outcome is shown");
    assert_eq!(outcome.text_content().unwrap(), "Scenario complete.");
    assert_eq!(text(&root, ".end-screen h2"), "The scenario is over");
    assert_eq!(text(&root, ".end-length"), "1 turn, 1 move");
    assert!(root.query_selector("main.board").unwrap().unwrap().has_attribute("inert"), "the table behind waits");
    assert!(button(&root, "Undo").has_attribute("disabled"), "the end is not undone");

    // A look back at the final table, and the result again.
    click(&root, "[data-end='look-back']").await;
    assert_eq!(count(&root, ".end-screen"), 0);
    assert_eq!(text(&root, ".prompt-bar .outcome"), "Scenario complete.");
    button(&root, "Show the result").click();
    yew::scheduler::flush().await;
    assert_eq!(count(&root, ".end-screen"), 1);

    // Play again: the scenario from its start.
    click(&root, "[data-end='rematch']").await;
    assert_eq!(count(&root, ".end-screen"), 0);
    assert_eq!(count(&root, ".hand .card[data-name='Baron Fel']"), 1);
    assert!(card(&root, "Baron Fel").class_list().contains("movable"));
    root.remove();
}

#[wasm_bindgen_test]
async fn dragging_baron_fel_onto_the_tie_offers_the_two_ways_to_pay_and_attaches_him_as_pilot() {
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
    assert_eq!(root.query_selector(".refusal").unwrap().map(|r| r.text_content().unwrap()), None, "the drop is legal");

    // Two resources can pay pilot cost 2: the engine's suggestion is chosen and marked.
    assert_eq!(count(&root, ".pay-choice [data-pay-option]"), 2);
    assert_eq!(count(&root, ".card.pays"), 1);
    assert!(card(&root, "Death and Despayre").class_list().contains("pays"), "the suggestion is marked on the table");
    assert!(card(&root, "Defending the Trench").class_list().contains("pay-option"));
    // A click on the other resource chooses it instead.
    let (x, y) = center(&card(&root, "Defending the Trench"));
    pointer_at("pointerdown", x, y);
    pointer_at("pointerup", x, y);
    yew::scheduler::flush().await;
    assert!(card(&root, "Defending the Trench").class_list().contains("pays"));
    assert!(!card(&root, "Death and Despayre").class_list().contains("pays"));
    click(&root, "[data-pay='confirm']").await;

    let tie = card(&root, "181st TIE Interceptor");
    let pilot = tie.query_selector(".attachment[data-role='pilot'] .card-name").unwrap().expect("a pilot");
    assert_eq!(pilot.text_content().unwrap(), "Baron Fel");
    assert_eq!(
        card(&root, "Defending the Trench").query_selector(".token.mark").unwrap().map(|t| t.text_content().unwrap()),
        Some("1 focus".into())
    );
    assert_eq!(count(&root, ".card[data-name='Death and Despayre'] .token.mark"), 0, "the chosen resource paid");
    // His pilot text is live: the TIE's zoom (pinned by its inspect button) says so.
    click(&root, ".card[data-name='181st TIE Interceptor'] > .zoom-button").await;
    let live =
        root.query_selector(".zoom .attached[data-role='pilot'] .text-line.live").unwrap().expect("live pilot text");
    assert!(live.text_content().unwrap().contains("each friendly Fighter unit gains elite"));
    root.remove();
}

#[wasm_bindgen_test]
async fn dropping_baron_fel_on_the_enemy_x_wing_explains_the_rule_and_changes_nothing() {
    let root = mount().await;
    drag(&root, "Baron Fel", "Rogue Squadron X-Wing").await;
    let refusal = root.query_selector(".refusal").unwrap().expect("a refusal is shown");
    let text = refusal.text_content().unwrap();
    assert!(text.contains("friendly unit"), "{text}");
    assert!(text.contains("Pilot (X)"), "{text}");
    assert!(root.query_selector(".hand .card[data-name='Baron Fel']").unwrap().is_some(), "still in hand");
    root.remove();
}

#[wasm_bindgen_test]
async fn a_drop_on_a_card_inside_a_lit_play_area_that_is_no_target_lands_in_the_play_area() {
    let root = mount().await;
    // Death and Despayre is an objective in the Dark Side's play area: not a target for Baron
    // Fel, but the play area around it is (he can be played as a unit there).
    drag(&root, "Baron Fel", "Death and Despayre").await;
    assert_eq!(count(&root, ".refusal"), 0, "no refusal about objectives");
    assert_eq!(count(&root, ".seat-0 .play-area > .card[data-name='Baron Fel']"), 1, "played as a unit");
    root.remove();
}

#[wasm_bindgen_test]
async fn the_keyboard_picks_up_drops_and_confirms_and_the_focus_stays_on_the_table() {
    let root = mount().await;
    let fel: HtmlElement = card(&root, "Baron Fel").dyn_into().unwrap();
    fel.focus().unwrap();
    key(&fel, "Enter");
    yew::scheduler::flush().await;
    assert!(card(&root, "181st TIE Interceptor").class_list().contains("drop-ok"));
    let tie = card(&root, "181st TIE Interceptor");
    tie.dyn_ref::<HtmlElement>().unwrap().focus().unwrap();
    key(&tie, "Enter");
    yew::scheduler::flush().await;
    assert_eq!(count(&root, ".pay-choice"), 1, "two ways to pay: the choice opens");
    click(&root, "[data-pay='confirm']").await;
    assert_eq!(count(&root, ".card[data-name='181st TIE Interceptor'] .attachment .card[data-name='Baron Fel']"), 1);
    // The confirm button and the card in hand are gone; the focus is not left on the page body.
    yew::scheduler::flush().await;
    let active = document().active_element().expect("something has the focus");
    assert!(active.closest("main.board .table").unwrap().is_some(), "focus on the table, not {}", active.tag_name());
    root.remove();
}

#[wasm_bindgen_test]
async fn the_i_key_pins_a_cards_zoom_and_escape_gives_the_focus_back() {
    let root = mount().await;
    let tie: HtmlElement = card(&root, "181st TIE Interceptor").dyn_into().unwrap();
    tie.focus().unwrap();
    key(&tie, "i");
    yew::scheduler::flush().await;
    assert_eq!(count(&root, ".zoom.pinned [role='dialog']"), 1, "a pinned zoom, a dialog");
    assert_eq!(text(&root, ".zoom .details > .card-name"), "181st TIE Interceptor");
    assert!(text(&root, ".zoom .card-kind").contains("Fighter"), "traits in the zoom");
    assert!(text(&root, ".zoom .stats").contains("Damage capacity"), "every stat by name");
    let close = document().active_element().unwrap();
    assert!(close.class_list().contains("zoom-close"), "the pinned zoom took the focus");
    key(&close, "Escape");
    yew::scheduler::flush().await;
    assert_eq!(count(&root, ".zoom"), 0);
    assert_eq!(
        document().active_element().unwrap().get_attribute("data-name").as_deref(),
        Some("181st TIE Interceptor")
    );
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
    assert_eq!(count(&root, ".table .seat.near.seat-1"), 1, "the player's seat is at the bottom");
    assert_eq!(count(&root, ".table .seat.far.seat-0"), 1, "the computer's at the top");

    // The choice is remembered: the next start screen has Easy chosen and this side marked.
    button(&root, "New game").click();
    yew::scheduler::flush().await;
    click(&root, ".start-screen [data-start='computer-1']").await;
    root.remove();
    let root = mount_remembering().await;
    assert!(root
        .query_selector("[data-level='Easy']")
        .unwrap()
        .unwrap()
        .dyn_into::<web_sys::HtmlInputElement>()
        .unwrap()
        .checked());
    assert!(text(&root, "[data-start='computer-1']").contains("(last time)"));
    root.remove();
}

/// Mounts a fresh App with only the remembered choices kept (no autosave): the start screen.
async fn mount_remembering() -> Element {
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    storage.remove_item("hangar.autosave").unwrap();
    let root = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<App>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    root
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
    assert_eq!(count(&root, ".table .seat.near.seat-0"), 1, "the seat holding the device is at the bottom");

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
    assert_eq!(count(&root, ".table .seat.near.seat-1"), 1, "the table turns with the device");
    root.remove();
}

// ---- A table with a shared location, drawn from a hand-built view (as the Star Wars CCG's
// locations will be): each side's cards toward its player, the location card between them.

fn plain_card(id: u16, title: &str, controller: Option<Seat>) -> CardView {
    CardView {
        id: CardId(id),
        title: title.to_string(),
        subtitle: None,
        kind: Message::new("role-attached"),
        traits: Vec::new(),
        stats: Vec::new(),
        counters: Vec::new(),
        badges: Vec::new(),
        text: Vec::new(),
        attachments: Vec::new(),
        controller,
        turned: false,
    }
}

fn zone(id: u16, owner: Option<Seat>, shape: Shape, cards: Vec<CardView>) -> ZoneView {
    ZoneView {
        id: ZoneId(id),
        name: Message::new("seat-number").number("n", id),
        owner,
        shape,
        card: None,
        cards,
        hidden: 0,
        open: false,
    }
}

fn located_view() -> BoardView {
    let seat = |n: u8, zones| SeatView {
        seat: Seat(n),
        name: Message::new("seat-number").number("n", n + 1),
        acting: n == 1,
        zones,
    };
    let mut tatooine = zone(
        100,
        None,
        Shape::Location,
        vec![plain_card(11, "Sandtrooper", Some(Seat(0))), plain_card(12, "Luke Skywalker", Some(Seat(1)))],
    );
    tatooine.card = Some(plain_card(10, "Tatooine: Mos Eisley", None));
    BoardView {
        game: GameId("lcg"),
        title: Message::new("table-label"),
        status: Vec::new(),
        prompt: Some(Message::new("hint-drag")),
        seats: vec![
            seat(0, vec![zone(1, Some(Seat(0)), Shape::Hand, Vec::new())]),
            seat(1, vec![zone(2, Some(Seat(1)), Shape::Hand, vec![plain_card(20, "Han Solo", None)])]),
        ],
        shared: vec![tatooine],
        actions: vec![ActionView::new(0, Some(CardId(20)), Some(Target::Zone(ZoneId(100))), Message::new("hint-drag"))],
        ending: None,
        reference: None,
        stage: None,
    }
}

async fn mount_board(view: BoardView, bottom: Seat, sent: Rc<RefCell<Vec<String>>>) -> Element {
    let root = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&root).unwrap();
    let on_msg = yew::Callback::from(move |msg: Msg| {
        sent.borrow_mut().push(match msg {
            Msg::WhyNot(card, Target::Zone(zone)) => format!("why not {} on zone {}", card.0, zone.0),
            Msg::WhyNot(card, Target::Card(on)) => format!("why not {} on card {}", card.0, on.0),
            Msg::Take(index) => format!("take {index}"),
            _ => "other".into(),
        })
    });
    let props =
        yew::props!(BoardProps { view: Rc::new(view), log: Rc::new(Vec::new()), refusal: None, on_msg, bottom });
    yew::Renderer::<Board>::with_root_and_props(root.clone(), props).render();
    yew::scheduler::flush().await;
    root
}

#[wasm_bindgen_test]
async fn a_shared_location_draws_each_sides_cards_toward_its_player_and_takes_drops_on_its_cards() {
    for bottom in [Seat(1), Seat(0)] {
        let sent = Rc::new(RefCell::new(Vec::new()));
        let root = mount_board(located_view(), bottom, sent.clone()).await;
        let (top_card, bottom_card) =
            if bottom == Seat(1) { ("Sandtrooper", "Luke Skywalker") } else { ("Luke Skywalker", "Sandtrooper") };
        assert_eq!(count(&root, &format!(".shared .location .band.top .card[data-name='{top_card}']")), 1);
        assert_eq!(count(&root, &format!(".shared .location .band.bottom .card[data-name='{bottom_card}']")), 1);
        assert_eq!(
            count(&root, ".shared .location .band.middle .location-card .card[data-name='Tatooine: Mos Eisley']"),
            1
        );
        let above = card(&root, top_card).get_bounding_client_rect().top();
        let middle = card(&root, "Tatooine: Mos Eisley").get_bounding_client_rect().top();
        let below = card(&root, bottom_card).get_bounding_client_rect().top();
        assert!(above < middle && middle < below, "{above} < {middle} < {below}");
        // The location sits between the two seats.
        let shared = root.query_selector(".table .shared").unwrap().unwrap().get_bounding_client_rect();
        let near = root.query_selector(".table .seat.near").unwrap().unwrap().get_bounding_client_rect();
        assert!(shared.bottom() <= near.top() + 1.0);
        if bottom == Seat(1) {
            // Han Solo dropped on the Sandtrooper (no target itself) lands at the lit location: the
            // one listed action that does so is taken by its index.
            drag(&root, "Han Solo", "Sandtrooper").await;
            assert_eq!(*sent.borrow(), vec!["take 0".to_string()]);
        }
        root.remove();
    }
}

/// The reducer against the computer: each move is recorded on the timeline; undo replays back to
/// the player's own last decision; a failed autosave's notice offers Export and the next good one
/// clears it; an unreadable save stays held through a new match until the player says; a link
/// opened on a first visit opens without asking.
#[wasm_bindgen_test]
fn the_reducer_undoes_by_replay_tells_failed_saves_and_holds_an_unreadable_one() {
    use hangar::engine::{Difficulty, Seating};
    use hangar::rules::games;
    use hangar::save::{Saved, Start};
    use hangar::ui::table::{MatchKind, StartScreen, Table};
    use yew::Reducible;

    let lcg = games()[0].id;
    let start = Start::Match { seed: 3 };
    let human = Seat(1);
    let seating = Seating::Computer { human, seed: 3, level: Difficulty::Easy };
    let mut table = Rc::new(Table::from_saved(Saved::started(start.deal(lcg).unwrap(), start, seating)));
    let mut decisions = Vec::new();
    while table.timeline.len() < 30 {
        let msg = if table.computer_to_act() {
            Msg::ComputerTake { index: 0, at: table.game.clone() }
        } else {
            decisions.push(((*table.game).clone(), table.timeline.len()));
            Msg::Take(0)
        };
        table = table.reduce(msg);
    }
    let (position, k) = decisions.last().cloned().expect("the player has decided");
    let undone = table.clone().reduce(Msg::Undo);
    assert_eq!(*undone.game, position, "back to the player's last decision");
    assert_eq!(undone.timeline.len(), k);
    assert_eq!(undone.timeline.position(k).as_ref(), Some(&position));

    let failed = table.clone().reduce(Msg::Autosaved(false));
    assert!(failed.notice.as_ref().is_some_and(|n| n.export && n.is_error), "Export offered");
    assert_eq!(*failed.game, *table.game, "play goes on");
    assert_eq!(failed.reduce(Msg::Autosaved(true)).notice, None, "the next good save clears it");

    let held = Rc::new(Table { unreadable: Some(Message::new("save-error-empty")), ..Table::opening() });
    let next = held.reduce(Msg::StartMatch { game: lcg, kind: MatchKind::HotSeat, seed: 9 });
    assert!(next.unreadable.is_some(), "held through a new match");
    assert_eq!(next.reduce(Msg::ReleaseAutosave).unreadable, None);

    let first = Rc::new(Table::first_open());
    assert_eq!(first.start, Some(StartScreen::FirstOpen));
    let linked = Saved::fresh(position.clone(), seating);
    let opened = first.reduce(Msg::Offer(Box::new(linked), hangar::ui::table::Source::Link));
    assert_eq!((opened.dialog.as_ref(), opened.start, opened.seating), (None, None, seating), "nothing asked");
    assert_eq!(*opened.game, position);
}

/// The computer player's worker, its answer without the worker around it: a question made by
/// the page crosses as a JavaScript value and comes back as a listed move, the same as the
/// page's own search finds for the same seed; a message that is no question is refused.
#[wasm_bindgen_test]
fn the_search_worker_answers_a_question_with_the_move_the_page_would_find() {
    use hangar::ai::{GameSearch, Level};
    use hangar::engine::Difficulty;
    use hangar::ui::services::search_worker::{answer, request, Reply};
    for name in ["lcg", "swu", "swccg"] {
        let game = hangar::rules::new_match(hangar::rules::game_id(name).unwrap(), 7).unwrap();
        let seed = u64::MAX - 11; // past JavaScript's safe integers: it crosses as a BigInt
        let question = request(3, &game, Difficulty::Easy, seed).unwrap();
        let mut here = GameSearch::new(&game, Level::Easy, seed);
        here.finish();
        let expected = here.best_index().map(|i| i as u32);
        assert!(expected.is_some_and(|i| (i as usize) < game.legal_count()), "{name}");
        assert_eq!(answer(question), Reply::Move { id: 3, index: expected }, "{name}");
    }
    assert!(matches!(answer(wasm_bindgen::JsValue::from_str("hello")), Reply::Refused { .. }));
}

/// The page hands the computer's worker a position as a serde-wasm-bindgen value (no JSON text):
/// what the worker reads back is the very state the page sent, in every game, from the first
/// position through those of a match under way (a prompt pending, cards in every zone).
#[wasm_bindgen_test]
fn the_worker_reads_back_the_exact_state_the_page_sends_in_every_game() {
    use hangar::engine::Difficulty;
    use hangar::ui::services::search_worker::{question, request};
    for info in hangar::rules::games() {
        let mut game = hangar::rules::new_match(info.id, 7).expect("a match");
        for step in 0..60 {
            let message = request(step, &game, Difficulty::Hard, u64::MAX - u64::from(step)).expect("a message");
            let (asked, read) =
                question(message).unwrap_or_else(|r| panic!("{}: refused at step {step}: {r:?}", info.id));
            assert_eq!((asked.id, asked.seed, asked.level), (step, u64::MAX - u64::from(step), Difficulty::Hard));
            assert!(read == game, "{}: the state read back differs at step {step}", info.id);
            let n = game.legal_count();
            if n == 0 {
                break;
            }
            game = game.apply_index((step as usize * 7) % n).expect("a legal action").0;
        }
    }
}

/// A match started in the deck builder (its own wasm) crosses to the table as
/// `Opening::DeckMatch`, each deck as the deck store's record, and deals there from the very
/// decks the builder held, in every game; a record that cannot be read opens no match.
#[wasm_bindgen_test]
fn a_match_from_the_deck_builder_crosses_to_the_table_as_the_decks_records() {
    use hangar::save::decks::encode_record;
    use hangar::ui::opening::Opening;
    use hangar::ui::table::{MatchKind, Msg};
    for info in hangar::rules::games() {
        let decks = hangar::rules::decks::built_in_decks(info.id);
        let pair = decks
            .iter()
            .flat_map(|a| decks.iter().map(move |b| (a, b)))
            .find(|(a, b)| hangar::rules::decks::match_with([&a.deck, &b.deck], 5).is_ok())
            .map(|(a, b)| [a.deck.clone(), b.deck.clone()])
            .unwrap_or_else(|| panic!("{}: two built-in decks that make a match", info.id));
        let opening = Opening::DeckMatch {
            game: info.id.0.to_string(),
            decks: [encode_record(&pair[0]), encode_record(&pair[1])],
            kind: MatchKind::HotSeat,
            seed: 5,
        };
        assert_eq!(opening.game(), Some(info.id.0));
        match opening.first_msg() {
            Some(Msg::StartDecks { decks, kind, seed }) => {
                assert!(*decks == pair, "{}: the same decks", info.id);
                assert!(kind == MatchKind::HotSeat && seed == 5, "{}", info.id);
            }
            _ => panic!("{}: the table deals the match", info.id),
        }
        let broken = Opening::DeckMatch {
            game: info.id.0.to_string(),
            decks: ["hangar-deck.1 nonsense".to_string(), encode_record(&pair[1])],
            kind: MatchKind::HotSeat,
            seed: 5,
        };
        assert!(broken.first_msg().is_none(), "{}: no match from a record that cannot be read", info.id);
    }
}
