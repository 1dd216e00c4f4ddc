//! The LCG as the board shows it: the view model, each action's words-as-data, the question the
//! acting side answers, how a game ended, and drops.

pub(crate) mod card;
pub(crate) mod drop;
pub(crate) mod ending;
pub(crate) mod label;
pub(crate) mod notation;
pub(crate) mod prompt;
pub(crate) mod view;
