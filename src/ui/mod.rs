//! The Yew view: one reducer over the engine ([`table`]), components that take plain props and
//! callbacks, and pointer handling that asks the engine for every decision (DESIGN.md invariant 8).

mod announce;
mod app;
mod board;
mod card;
mod card_elements;
mod deck_browser;
mod deck_drag;
mod deck_editor;
mod decks;
mod decks_page;
mod dialog;
mod drag;
mod end;
mod focus;
pub mod games;
mod handover;
mod inspect;
mod lang;
pub mod lobby;
mod log;
mod motion;
pub mod opening;
mod pile;
mod place;
mod players;
mod prompt;
mod scenario_list;
mod seat;
pub mod services;
mod shared;
mod start;
pub mod table;
mod toolbar;
mod zoom;
mod zoom_events;

pub use app::{App, AppProps};
pub use board::{Board, BoardProps};
use opening::Opening;

thread_local! {
    /// The table's app, while it is open.
    static TABLE: std::cell::RefCell<Option<yew::AppHandle<App>>> = const { std::cell::RefCell::new(None) };
    /// The deck builder's page, while it is open.
    static DECKS: std::cell::RefCell<Option<yew::AppHandle<decks_page::DecksPage>>> =
        const { std::cell::RefCell::new(None) };
}

/// The table's entry point (`src/bin/table.rs`): mounts the app into the page body on what it was
/// handed (after installing the crash panel: each wasm has its own panic hook); or, when that is
/// of another game's table, hands it on to that table at once. The promise settles once a table
/// is open (or the other one could not be loaded).
pub fn open_table(handover: services::table_module::Handover) -> js_sys::Promise {
    use services::table_module;
    services::crash::install();
    table_module::set_role(table_module::Role::Table);
    let table_module::Handover { opening, games: offered, unreadable } = handover;
    games::receive(offered);
    let handover = table_module::Handover { opening: table_module::resolved(opening), games: Vec::new(), unreadable };
    if let Some(game) = table_module::elsewhere(&handover.opening) {
        let onward = table_module::Handover { games: games::to_hand_over(), ..handover };
        return table_module::hand_over(&game, &onward)
            .unwrap_or_else(|| js_sys::Promise::reject(&wasm_bindgen::JsValue::from_str("no loader")));
    }
    let props = AppProps { opening: handover.opening, held: handover.unreadable };
    let app = yew::Renderer::<App>::with_props(props).render();
    TABLE.with(|table| *table.borrow_mut() = Some(app));
    js_sys::Promise::resolve(&wasm_bindgen::JsValue::UNDEFINED)
}

/// Closes the table (another game's table is taking the page): its app is destroyed and the
/// computer's worker stopped.
pub fn close_table() {
    if let Some(app) = TABLE.with(|table| table.borrow_mut().take()) {
        app.destroy();
    }
    services::opponent::stop();
}

/// The deck builder's entry point (`src/bin/decks.rs`): mounts the builder of its game on an
/// [`Opening::Decks`](opening::Opening::Decks) of it; anything else it was handed (a reload's
/// resume, another game's builder) it hands on to the module that opens it, at once.
pub fn open_decks(handover: services::table_module::Handover) -> js_sys::Promise {
    use services::table_module;
    services::crash::install();
    table_module::set_role(table_module::Role::Decks);
    let table_module::Handover { opening, games: offered, unreadable } = handover;
    games::receive(offered);
    let opening = table_module::resolved(opening);
    let this_game = games::offered().into_iter().map(|g| g.id).find(|&game| games::here(game));
    let mine = match &opening {
        Opening::Decks { game, deck } => games::find(game).filter(|&g| games::here(g)).map(|g| (g, deck.clone())),
        _ => None,
    };
    let Some((game, open)) = mine else {
        let onward = table_module::Handover { opening, games: games::to_hand_over(), unreadable };
        let game = table_module::elsewhere(&onward.opening).or_else(|| this_game.map(|g| g.0.to_string()));
        return game
            .and_then(|game| table_module::hand_over(&game, &onward))
            .unwrap_or_else(|| js_sys::Promise::reject(&wasm_bindgen::JsValue::from_str("no loader")));
    };
    let props = decks_page::DecksPageProps { game, open, held: unreadable };
    let app = yew::Renderer::<decks_page::DecksPage>::with_props(props).render();
    DECKS.with(|decks| *decks.borrow_mut() = Some(app));
    js_sys::Promise::resolve(&wasm_bindgen::JsValue::UNDEFINED)
}

/// Closes the deck builder (a table is taking the page).
pub fn close_decks() {
    if let Some(app) = DECKS.with(|decks| decks.borrow_mut().take()) {
        app.destroy();
    }
}
