//! What an LCG game is made of: card definitions and the ability vocabulary, the state, actions,
//! the reasons an action is refused, events, the zones as the board names them, and which
//! rulebook example a position plays, the stamp the one cache keys on, and the kind sets that spare asking card by card. Nothing here depends on the layers above it.

pub mod ability;
pub mod action;
pub mod constant;
pub mod def;
pub mod event;
pub mod example;
pub mod filter;
pub mod kind_set;
pub mod outcome;
pub mod reason;
pub mod stamp;
pub mod state;
pub mod zone;
