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

//!
//! This file is the ruleset's face: what a user of the library needs, re-exported; every module
//! below it is the crate's own.

#![warn(unreachable_pub)]

pub(crate) mod abilities;
pub(crate) mod flow;
mod game;
pub(crate) mod model;
pub(crate) mod present;
mod search;
pub(crate) mod sections;
pub(crate) mod setup;

pub(crate) mod attack;
pub(crate) mod board;
pub(crate) mod cost;
pub(crate) mod damage;
pub(crate) mod forms;
pub(crate) mod intent;
pub(crate) mod keywords;
pub(crate) mod leader;
pub(crate) mod leaving;
pub(crate) mod pilot;
pub(crate) mod printed;
pub(crate) mod stats;
pub(crate) mod tokens;
pub(crate) mod unique;
pub(crate) mod upgrade;
pub(crate) mod which;

// The ruleset, and the sections it cites.
pub use game::Swu;
pub use sections::{card_text, SwuRule, GAME};

// A game: its state, the actions in it, why one is refused, what one did.
pub use model::ability::{Ability, Act, Effect, Form, Instruction, Named, Side, ThisWay, Which};
pub use model::action::{Action, Payment};
pub use model::def::{Arena, Aspect, CardDef, CardType, Keyword, Piloting, Token, Unplayed};
pub use model::event::Event;
pub use model::example::Example;
pub use model::reason::Reason;
pub use model::state::{
    Assigning, Attachment, CardState, Outcome, Phase, PlayerState, Prompt, Restriction, Role, State,
};
pub use model::zone::{arena_zone, Zone};

// Positions: a match between two decks, the rulebook's examples, any table a test sets up. (The
// notation actions are written in is the ruleset's `engine::Notation`.)
pub use setup::deck::{self, DeckError, DeckList};
pub use setup::decks::{Deck, DeckProblem};
pub use setup::format::Format;
pub use setup::new_match::{new_match_with, SetupError};
pub use setup::scenario::Scenario;
pub use setup::validate::{problems, Problem};

/// What the rules work out from a state, never stored (DESIGN.md invariant 6): a card's stats,
/// keywords and form now, the pilots on a Vehicle.
pub mod facts {
    pub use super::cost::{aspect_penalty, How};
    pub use super::intent::allows;
    pub use super::keywords::{has_keyword, keywords, raid, restore};
    pub use super::leader::is_leader_unit;
    pub use super::pilot::{is_upgrade_out_of_play, pilot_limit, piloting, pilots_on, type_out_of_play};
    pub use super::stats::{hp, power};
    pub use super::tokens::shields_on;
    pub use super::upgrade::check_eligible;
}

/// What white-box tests read beyond the face: the words-as-data of a card, and the
/// choices an effect would offer.
#[doc(hidden)]
pub mod testing {
    pub use super::abilities::effects::options;
    pub use super::present::card::card_view;
    pub use super::sections::keys as section_keys;
}
