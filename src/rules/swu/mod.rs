//! Star Wars: Unlimited: Piloting and every pilot rule of the Jump to Lightspeed rulebook
//! (shared/rules/swu-jump-to-lightspeed.txt), in a whole match of the base game around them.
//!
//! Layers (ARCHITECTURE.md, "rules/swu"): `model` (definitions and the ability vocabulary, state,
//! actions, reasons, events, zones); the rules sections at this level — `forms` (2.12, 2.13),
//! `stats` (2.9, 2.11), `upgrade` (3.5, 3.6.b), `pilot` (7.5.17, 3.6.c), `intent` (6.2.a,
//! 7.5.17.c), `unique` (29.a) — and the base game's (`cost`, `keywords`, `attack`, `damage`,
//! `leader`, `tokens`); `abilities` (the vocabulary at work); `flow` (check, legal actions, apply,
//! the resolution loop and the round); `present` (the board view, labels, drops, notation);
//! `setup` (decks, new matches, the rulebook examples, validation, migration); and `search` (what
//! the computer player needs).

pub mod abilities;
pub mod flow;
pub mod game;
pub mod model;
pub mod present;
pub mod search;
pub mod sections;
pub mod setup;

pub mod attack;
pub mod cost;
pub mod damage;
pub mod forms;
pub mod intent;
pub mod keywords;
pub mod leader;
pub mod pilot;
pub mod stats;
pub mod tokens;
pub mod unique;
pub mod upgrade;

pub use flow::apply::apply;
pub use flow::legal::legal_actions;
pub use game::Swu;
pub use model::action::{Action, Payment};
pub use model::event::Event;
pub use model::reason::Reason;
pub use model::state::{Outcome, Phase, Prompt, State};
pub use sections::GAME;
pub use setup::scenario::Scenario;
