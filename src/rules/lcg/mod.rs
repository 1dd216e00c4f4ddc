//! Star Wars: The Card Game (FFG LCG): the pilot rules and the match around them.
//!
//! Layers, each a folder (ARCHITECTURE.md, "rules/lcg"): `model` (definitions, state, actions,
//! reasons, events), the rules sections at this level (Pilot (X), Mission, Faction, and the core
//! rules' derived facts), `abilities` (the ability vocabulary at work), `flow` (check, legal
//! actions, apply, the resolution loop and the turn), `present` (the board view and drops) and
//! `setup` (decks, new matches, scenarios, validation).

pub mod abilities;
pub mod flow;
pub mod game;
pub mod model;
pub mod present;
pub mod setup;

pub mod constants;
pub mod cost;
pub mod faction;
pub mod keywords;
pub mod mission;
pub mod payment;
pub mod pilot;
pub mod search;
pub mod sections;
pub mod stats;
pub mod targeting;

pub use flow::apply::{apply, apply_listed};
pub use flow::legal::legal_actions;
pub use game::Lcg;
pub use model::action::{Action, Answer, Initiative, Payment};
pub use model::def::Side;
pub use model::event::Event;
pub use model::reason::Reason;
pub use model::state::{Ask, Outcome, Phase, Prompt, State};
pub use model::{ability, action, def, event, reason, state};
pub use present::view;
pub use sections::GAME;
pub use setup::scenario::Scenario;
pub use setup::{deck, examples, scenario, validate};
