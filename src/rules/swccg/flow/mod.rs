//! The flow of play: the one legality check, the legal actions (candidates that pass it),
//! applying an action, the queue of steps an effect leaves, and the turn.

pub mod apply;
pub mod check;
pub mod legal;
pub mod resolve;
pub mod turn;
