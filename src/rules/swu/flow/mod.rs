//! The flow of the game: the one legality check, the legal actions, applying an action, the
//! resolution loop and the round.

pub(crate) mod apply;
pub(crate) mod candidates;
pub(crate) mod check;
pub(crate) mod legal;
pub(crate) mod opening;
pub(crate) mod resolve;
pub(crate) mod turn;
