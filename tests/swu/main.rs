//! Star Wars: Unlimited: every rules section, card and property test, in one test binary. Each
//! module is one area (a rules section, the cards, the whole-game properties).

#[path = "../support/harness.rs"]
mod harness;
mod support;

mod attack;
mod cards;
mod cards_covered;
mod games;
mod intent;
mod leaders;
mod pilot_limit;
mod piloting;
mod round;
mod setup;
mod text_box;
mod unique;
mod units_as_upgrades;
mod winning;
