//! What a Star Wars: Unlimited game is made of: card definitions and the ability vocabulary, the
//! state, actions, reasons, events and zones.

pub mod ability;
pub mod action;
pub mod def;
pub mod event;
pub mod example;
pub mod reason;
pub mod state;
pub mod zone;
