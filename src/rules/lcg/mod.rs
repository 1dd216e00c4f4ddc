//! Star Wars: The Card Game (FFG LCG): the pilot rules and the match around them.

pub mod action;
pub mod apply;
pub mod check;
pub mod conflict;
pub mod conflict_check;
pub mod cost;
pub mod def;
pub mod drop;
pub mod effects;
pub mod event;
pub mod examples;
pub mod faction;
pub mod keywords;
pub mod legal;
pub mod mission;
pub mod payment;
pub mod pilot;
pub mod reason;
pub mod resolve;
pub mod scenario;
pub mod state;
pub mod stats;
pub mod targeting;
pub mod turn;
pub mod validate;
pub mod view;

pub use action::{Action, Payment};
pub use apply::apply;
pub use def::Side;
pub use drop::resolve_drop;
pub use event::Event;
pub use legal::legal_actions;
pub use reason::Reason;
pub use scenario::Scenario;
pub use state::{Outcome, Phase, Prompt, State};
