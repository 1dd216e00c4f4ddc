//! Star Wars: The Card Game: every rules section, card and property test, in one test binary.
//! Each module is one area (a rules section, a set of cards, the whole-game properties).

#[path = "../support/harness.rs"]
mod harness;
#[path = "../support/no_panic.rs"]
mod no_panic;
#[path = "../support/notation.rs"]
mod notation;
#[path = "../support/mod.rs"]
mod support;

mod capture;
mod cards_covered;
mod cards_dark;
mod cards_light;
mod cards_pool;
mod cards_pool_dark;
mod cards_pool_dark_from_1000;
mod cards_pool_dark_late;
mod cards_pool_engagements;
mod cards_pool_light;
mod cards_pool_light_from_1000;
mod cards_pool_light_late;
mod cards_reference;
mod cards_starter;
mod citations;
mod conflict;
mod decks;
mod faction;
mod games;
mod hidden_cards;
mod keywords;
mod mission;
mod move_pilot;
mod pilot_rules;
mod pilot_x;
mod piloted;
mod piloting_limit;
mod pool_games;
mod positions;
mod properties;
mod resources;
mod setup;
mod turn;
mod windows;
