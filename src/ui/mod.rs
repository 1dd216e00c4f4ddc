//! The Yew view: one reducer over the engine ([`table`]), components that take plain props and
//! callbacks, and pointer handling that asks the engine for every decision (DESIGN.md invariant 8).

mod app;
mod board;
mod card;
mod drag;
mod inspect;
mod seat;
pub mod table;

pub use app::App;

/// Mounts the app into the page body.
pub fn start() {
    yew::Renderer::<App>::new().render();
}
