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

pub use app::{App, AppProps};
pub use board::{Board, BoardProps};

thread_local! {
    /// The table's app, while it is open.
    static TABLE: std::cell::RefCell<Option<yew::AppHandle<App>>> = const { std::cell::RefCell::new(None) };
}

/// The table's entry point (`src/bin/table.rs`): mounts the app into the page body on what it was
/// handed (after installing the crash panel: each wasm has its own panic hook); or, when that is
/// of another game's table, hands it on to that table at once. The promise settles once a table
/// is open (or the other one could not be loaded).
pub fn open_table(handover: services::table_module::Handover) -> js_sys::Promise {
    use services::table_module;
    services::crash::install();
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
