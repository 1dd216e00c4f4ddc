//! Star Wars: The Card Game (FFG LCG): the pilot rules and the match around them.
//!
//! Layers, each a folder (ARCHITECTURE.md, "rules/lcg"): `model` (definitions, state, actions,
//! reasons, events), the rules sections at this level (Pilot (X), Mission, Faction, and the core
//! rules' derived facts), `abilities` (the ability vocabulary at work), `flow` (check, legal
//! actions, apply, the resolution loop and the turn), `present` (the board view and drops) and
//! `setup` (decks, new matches, scenarios, validation).

//!
//! This file is the ruleset's face: what a user of the library needs, re-exported; every module
//! below it is the crate's own.
#![warn(unreachable_pub)]

pub(crate) mod abilities;
pub(crate) mod flow;
mod game;
pub(crate) mod model;
pub(crate) mod present;
pub(crate) mod setup;

pub(crate) mod constants;
pub(crate) mod cost;
pub(crate) mod faction;
pub(crate) mod keywords;
pub(crate) mod mission;
pub(crate) mod payment;
pub(crate) mod pilot;
mod search;
pub(crate) mod sections;
pub(crate) mod stats;
pub(crate) mod targeting;

// The ruleset, and the sections it cites.
pub use game::Lcg;
pub use sections::{card_text, LcgRule, GAME};

// A game: its state, the actions in it, why one is refused, what one did. The card definitions
// and their ability vocabulary are data, each a namespace of its own (`def`, `ability`).
pub use model::action::{seat, Action, Answer, Initiative, Payment};
pub use model::def::Side;
pub use model::event::Event;
pub use model::example::Example;
pub use model::reason::Reason;
pub use model::state::{
    Ask, Attachment, CardState, Destination, Engagement, EngagementStep, Outcome, Phase, PlayerState, Prompt, Role,
    Search, State, Step,
};
pub use model::zone::Zone;
pub use model::{ability, def};

// Positions: a match between two decks, the rulebook's examples, any table a test sets up. (The
// notation actions are written in is the ruleset's `engine::Notation`.)
pub use setup::deck::{self, DeckList, DeckProblem};
pub use setup::new_match::{new_match_with, SetupError};
pub use setup::scenario::{example_1, Scenario};
pub use setup::validate::{problems, Problem};

/// What the rules work out from a state, never stored (DESIGN.md invariant 6): what a card is
/// and gives now, who pilots what, in or out of faction, what a mission and an objective count.
pub mod facts {
    pub use super::cost::printed_cost;
    pub use super::faction::{faction, is_in_faction, is_out_of_faction};
    pub use super::keywords::keywords;
    pub use super::mission::{
        can_enter_objective_deck, check_mission_can_enter, engageable_objectives, is_command_card, is_objective,
        objectives_counted_for_refresh, victory_count,
    };
    pub use super::pilot::{counted_pilots, current_type, is_piloted, pilot_text_live, piloting, pilots_of};
    pub use super::stats::{combat_icons, damage_capacity, force_contribution, force_struggle_total, reserve_value};
    pub use super::targeting::can_target;
}

/// What white-box tests read or do beyond the face: the words-as-data of a card, an action and a
/// prompt, the full board, the objectives drawn at setup, and the resolution loop run by hand.
#[doc(hidden)]
pub mod testing {
    pub use super::flow::opening::drawn_objectives;
    pub use super::flow::resolve::{deal_damage, run, schedule};
    pub use super::present::card::card_view;
    pub use super::present::prompt::prompt;
    pub use super::present::view::board;
    pub use super::sections::keys as section_keys;
}
