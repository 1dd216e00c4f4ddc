//! The flow of the game: the one legality check, the legal actions, applying an action, the
//! resolution loop and the round.

pub mod apply;
pub mod candidates;
pub mod check;
pub mod legal;
pub mod opening;
pub mod resolve;
pub mod turn;
