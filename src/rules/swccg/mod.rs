//! The Star Wars Customizable Card Game (Decipher): the starship, vehicle and occupant rules of
//! the seed (shared/rules/swccg-starships-en.md, markers [S1]–[S16], [V1]–[V6], [O1]–[O7],
//! [E1]–[E3]) inside a whole space-and-ground match on the base game's loop
//! (shared/research/swccg.md, section 3), with two reduced decks.
//!
//! Layers, each a folder (ARCHITECTURE.md, "Adding a game"): `model` (definitions, state,
//! actions, reasons, events, zones); the rules sections at this level, one file per group of
//! markers (`starship.rs` [S1]–[S10], `starfighter_deploy.rs` [S11]–[S12], `landing.rs`
//! [S13]–[S16], `vehicles.rs` [V1]–[V6], `occupants.rs` [O1]–[O7], `enclosed.rs` [E1]–[E3]) and
//! the base game's (`presence.rs`, `stats.rs`, `force.rs`, `deploy.rs`, `movement.rs`,
//! `battle.rs`, `weapons.rs`, `interrupts.rs`); `flow` (check, legal actions, apply, the queue,
//! the turn); `present` (the board view, labels, prompts, log, drops, notation); `setup` (decks,
//! new matches, scenarios, validation, migration); and `search` (what the computer player needs).

pub mod flow;
pub mod game;
pub mod model;
pub mod present;
pub mod search;
pub mod sections;
pub mod setup;

pub mod battle;
pub mod deploy;
pub mod enclosed;
pub mod force;
pub mod interrupts;
pub mod landing;
pub mod movement;
pub mod occupants;
pub mod presence;
pub mod starfighter_deploy;
pub mod starship;
pub mod stats;
pub mod vehicles;
pub mod weapons;

pub use flow::apply::apply;
pub use flow::legal::legal_actions;
pub use game::Swccg;
pub use model::action::{Action, Dest, Movement, Source};
pub use model::def::Side;
pub use model::event::Event;
pub use model::reason::Reason;
pub use model::state::{Outcome, Phase, Prompt, Slot, State};
pub use model::{action, def, event, reason, state};
pub use sections::GAME;
pub use setup::scenario::Scenario;
pub use setup::{deck, examples, scenario, validate};
