//! The product around the rulesets: saves and share links, card data, scenarios and the computer
//! player, in one test binary.

mod ai_legal;
mod cards_load;
mod save_decoders;
mod scenarios_play;
