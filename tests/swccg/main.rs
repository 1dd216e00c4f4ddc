//! The Star Wars CCG: every rules section, card and property test, in one test binary. Each
//! module is one area (a group of the guide's markers, the base game, the cards, the whole-game
//! properties).

#[path = "../support/harness.rs"]
mod harness;
mod support;

mod games;
