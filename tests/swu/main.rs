//! Star Wars: Unlimited: every rules section, card and property test, in one test binary. Each
//! module is one area (a rules section, the cards, the whole-game properties).

#[path = "../support/harness.rs"]
mod harness;
mod support;

mod games;
mod intent;
mod pilot_limit;
mod piloting;
mod unique;
mod units_as_upgrades;
