//! What a Star Wars CCG game is made of: card definitions and the text vocabulary, the state,
//! actions, the reasons an action is refused, events, and the zones as the board names them.

pub(crate) mod ability;
pub(crate) mod action;
pub(crate) mod battle_state;
pub(crate) mod def;
pub(crate) mod event;
pub(crate) mod example;
pub(crate) mod here;
pub(crate) mod inactive;
pub(crate) mod prompt;
pub(crate) mod reason;
pub(crate) mod state;
pub(crate) mod utinni;
pub(crate) mod whereabouts;
pub(crate) mod zone;
