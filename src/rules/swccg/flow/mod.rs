//! The flow of play: the one legality check, the legal actions (candidates that pass it),
//! applying an action, the queue of steps an effect leaves, and the turn.

pub(crate) mod answers;
pub(crate) mod apply;
pub(crate) mod check;
pub(crate) mod crafts;
pub(crate) mod legal;
pub(crate) mod moves;
pub(crate) mod plays;
pub(crate) mod resolve;
pub(crate) mod turn;
