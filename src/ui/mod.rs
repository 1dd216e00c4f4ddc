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

/// The table's entry point (`src/bin/table.rs`): mounts the app into the page body on what the
/// lobby chose, after installing the crash panel (each wasm has its own panic hook).
pub fn open_table(opening: opening::Opening) {
    services::crash::install();
    yew::Renderer::<App>::with_props(AppProps { opening }).render();
}
