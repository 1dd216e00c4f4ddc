//! What a Star Wars CCG game is made of: card definitions and the text vocabulary, the state,
//! actions, the reasons an action is refused, events, and the zones as the board names them.

pub mod action;
pub mod def;
pub mod event;
pub mod example;
pub mod reason;
pub mod state;
pub mod zone;
