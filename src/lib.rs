//! Hangar: the pilot rules of three Star Wars card games, played in a browser tab.
//!
//! The crate is one library with two halves.
//! [`engine`], [`rules`], [`cards`], [`save`], [`words`] and [`ai`] (the computer players) are a pure
//! library: no browser, no IO, no clock, no unseeded randomness (they build and test with
//! `--no-default-features`).
//! [`ui`] is a thin Yew view over them, compiled only with the `web` feature.
//! [`free_lists`] is the computer player's worker's allocator.
//! ARCHITECTURE.md has the map.

pub mod ai;
pub mod cards;
pub mod engine;
pub mod free_lists;
pub mod rules;
pub mod save;
pub mod words;

#[cfg(feature = "web")]
pub mod ui;
