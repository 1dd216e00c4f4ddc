//! The product around the rulesets: saves and share links, card data, scenarios, the computer
//! player and the words of the English catalog, in one test binary.

mod ai_legal;
mod cards_data;
mod cards_load;
mod deck_decoders;
mod decks;
mod layers;
mod listings;
mod rust_source;
mod save_decoders;
mod save_timeline;
mod save_versions;
mod scenarios_play;
mod words;
