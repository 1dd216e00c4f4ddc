//! The LCG as the board shows it: the view model, each action's words-as-data, the question the
//! acting side answers, how a game ended, and drops.

pub mod card;
pub mod drop;
pub mod ending;
pub mod label;
pub mod notation;
pub mod prompt;
pub mod view;
