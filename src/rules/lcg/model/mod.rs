pub mod ability;
pub mod action;
pub mod def;
pub mod event;
pub mod reason;
pub mod state;
