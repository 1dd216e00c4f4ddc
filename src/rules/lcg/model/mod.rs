//! What an LCG game is made of: card definitions and the ability vocabulary, the state, actions,
//! the reasons an action is refused, events, the zones as the board names them, and which
//! rulebook example a position plays, the stamp the one cache keys on, and the kind sets that spare asking card by card. Nothing here depends on the layers above it.

pub mod ability;
pub(crate) mod action;
pub(crate) mod constant;
pub mod def;
pub(crate) mod event;
pub(crate) mod example;
pub(crate) mod filter;
pub(crate) mod kind_set;
pub(crate) mod outcome;
pub(crate) mod pending;
pub(crate) mod reason;
pub(crate) mod stamp;
pub(crate) mod state;
pub(crate) mod zone;
