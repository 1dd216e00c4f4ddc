//! The board: the view for a viewer, each card, the prompt, the labels of the actions, drops,
//! and a notation for actions (tests and logs).

pub mod card;
pub mod drop;
pub mod label;
pub mod notation;
pub mod prompt;
pub mod view;
