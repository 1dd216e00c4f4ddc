//! The Yew view: one reducer over the engine ([`table`]), components that take plain props and
//! callbacks, and pointer handling that asks the engine for every decision (DESIGN.md invariant 8).

mod app;
mod board;
mod card;
mod dialog;
mod drag;
mod end;
mod focus;
mod handover;
mod inspect;
mod lang;
mod log;
mod motion;
mod pile;
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

pub use app::App;
pub use board::{Board, BoardProps};

/// Mounts the app into the page body, after installing the crash panel and the service worker.
pub fn start() {
    services::crash::install();
    services::offline::register();
    yew::Renderer::<App>::new().render();
}
