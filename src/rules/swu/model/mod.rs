//! What a Star Wars: Unlimited game is made of: card definitions and the ability vocabulary, the
//! state, actions, reasons, events and zones.

pub(crate) mod ability;
pub(crate) mod act;
pub(crate) mod action;
pub(crate) mod def;
pub(crate) mod effect;
pub(crate) mod event;
pub(crate) mod example;
pub(crate) mod reason;
pub(crate) mod state;
pub(crate) mod zone;
