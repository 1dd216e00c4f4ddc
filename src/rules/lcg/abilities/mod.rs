//! The ability vocabulary at work: when Actions may be initiated and what composed abilities do,
//! the choices inside them (costs, targets, searches), and the replacements ("instead").

pub mod action;
pub mod capture;
pub mod cost_choice;
pub mod deck_search;
pub mod discard_to_reduce;
pub mod enhance;
pub mod initiate;
pub mod move_pilot;
pub mod outcome;
pub mod protect;
pub mod put_into_play;
pub mod replacement;
pub mod resolution;
pub mod reveal;
pub mod sacrifice;
