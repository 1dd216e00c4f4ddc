//! The Yew view: one reducer over the engine ([`table`]), components that take plain props and
//! callbacks, and pointer handling that asks the engine for every decision (DESIGN.md invariant 8).

mod app;
mod board;
mod card;
mod dialog;
mod drag;
mod handover;
mod inspect;
mod lang;
mod players;
mod scenario_list;
mod seat;
pub mod services;
mod start;
pub mod table;
mod toolbar;

pub use app::App;

/// Mounts the app into the page body, after installing the crash panel and the service worker.
pub fn start() {
    services::crash::install();
    services::offline::register();
    yew::Renderer::<App>::new().render();
}
