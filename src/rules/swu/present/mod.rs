//! The board: the view for a viewer, each card, the prompt, the labels of the actions, drops,
//! and a notation for actions (tests and logs).

pub(crate) mod card;
pub(crate) mod drop;
pub(crate) mod label;
pub(crate) mod notation;
pub(crate) mod prompt;
pub(crate) mod view;
