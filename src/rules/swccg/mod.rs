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

//!
//! This file is the ruleset's face: what a user of the library needs, re-exported; every module
//! below it is the crate's own.
#![warn(unreachable_pub)]

pub(crate) mod flow;
mod game;
pub(crate) mod model;
pub(crate) mod present;
mod search;
pub(crate) mod sections;
pub(crate) mod setup;

pub(crate) mod ability_power;
pub(crate) mod activation;
pub(crate) mod artillery;
pub(crate) mod battle;
pub(crate) mod battle_answers;
pub(crate) mod battle_bonuses;
pub(crate) mod battle_interrupts;
pub(crate) mod bluffs;
pub(crate) mod bridge;
pub(crate) mod canceled_text;
pub(crate) mod captives;
pub(crate) mod cold;
pub(crate) mod collapse;
pub(crate) mod conversion;
pub(crate) mod deploy;
pub(crate) mod deploy_locations;
pub(crate) mod devices;
pub(crate) mod dogfights;
pub(crate) mod dominion;
pub(crate) mod drinks;
pub(crate) mod enclosed;
pub(crate) mod escapes;
pub(crate) mod evacuation;
pub(crate) mod expansion;
pub(crate) mod force;
pub(crate) mod frozen;
pub(crate) mod fugitives;
pub(crate) mod hand_peeks;
pub(crate) mod here;
pub(crate) mod holosite;
pub(crate) mod interrupts;
pub(crate) mod landing;
pub(crate) mod lightsabers;
pub(crate) mod losses;
pub(crate) mod missing;
pub(crate) mod missing_watch;
pub(crate) mod mobile_system;
pub(crate) mod mounts;
pub(crate) mod movement;
pub(crate) mod occupants;
pub(crate) mod on_cards;
pub(crate) mod once_per_game;
pub(crate) mod operations;
pub(crate) mod opponents_force;
pub(crate) mod passes;
pub(crate) mod piles;
pub(crate) mod presence;
pub(crate) mod protection;
pub(crate) mod racks;
pub(crate) mod reacts;
pub(crate) mod redraws;
pub(crate) mod response_checks;
pub(crate) mod response_finds;
pub(crate) mod responses;
pub(crate) mod runs;
pub(crate) mod sales;
pub(crate) mod sentries;
pub(crate) mod shield;
pub(crate) mod shot_outcomes;
pub(crate) mod shots_outside_battle;
pub(crate) mod side_of_table;
pub(crate) mod sieges;
pub(crate) mod skills;
pub(crate) mod sleep;
pub(crate) mod squadrons;
pub(crate) mod stacks;
pub(crate) mod starfighter_deploy;
pub(crate) mod starship;
pub(crate) mod stats;
pub(crate) mod storms;
pub(crate) mod thefts;
pub(crate) mod this_turn;
pub(crate) mod tractor_beams;
pub(crate) mod transports;
pub(crate) mod traps;
pub(crate) mod trench;
pub(crate) mod undercover;
pub(crate) mod utinni;
pub(crate) mod vehicle_sites;
pub(crate) mod vehicles;
pub(crate) mod walkers;
pub(crate) mod weapon_plus;
pub(crate) mod weapons;

// The ruleset, and the markers and sections it cites.
pub use game::Swccg;
pub use sections::{SwccgRule, GAME};

// A game: its state, the actions in it, why one is refused, what one did, the cards in it.
pub use model::action::{Action, Dest, Movement, ReactBy, Source};
pub use model::def::{
    Ability, AboardKind, Capacity, CardDef, CardType, Class, Icon, InertReason, Kinds, LocationDef, PermanentPilot,
    Side, Targeted,
};
pub use model::event::Event;
pub use model::example::Example;
pub use model::reason::Reason;
pub use model::state::{
    At, Battle, CardState, Declared, Gain, Moment, Outcome, Phase, PickTo, PlayerState, Prompt, Slot, State, Step,
    Targeting,
};
pub use model::zone::{location_zone, Zone};

// Positions: a match between two decks, the seed's examples, any table a test sets up. (The
// notation actions are written in is the ruleset's `engine::Notation`.)
pub use setup::deck::{self, DeckList};
pub use setup::decks::{Deck, DeckProblem};
pub use setup::scenario::Scenario;
pub use setup::validate::{problems, Problem};

/// What the rules work out from a state, never stored (DESIGN.md invariant 6): power, armor,
/// maneuver and hyperspeed now, who pilots and who rides, whether a starship is landed, a
/// location's Force.
pub mod facts {
    pub use super::battle::{destiny_ability, destiny_draws, immune_to_attrition, total_power};
    pub use super::deploy::deploy_cost;
    pub use super::devices::{device_adds, DeviceAdds};
    pub use super::enclosed::{adds_ability_toward_destiny, is_enclosed, is_present};
    pub use super::force::{drain_amount, generation, life_force};
    pub use super::landing::{is_landed, may_fire_from, text_active};
    pub use super::occupants::{
        droid_adds, has_nav_computer_aboard, has_pilot_skill, is_gunner, is_passenger, may_drive, piloting,
        weapon_destiny_bonus, DroidAdds,
    };
    pub use super::presence::ability_at;
    pub use super::starship::{
        armor, capacity, has_nav_computer, has_permanent_pilot, has_scomp_link, hyperspeed, maneuver,
        permanent_pilot_ability, starship_class,
    };
    pub use super::stats::{ability, defense_value, forfeit, landspeed, power};
    pub use super::vehicles::{contents, is_return, may_be_stolen};
}

/// What white-box tests read or do beyond the face: the plausible actions the whole check
/// accepts (the legal list's order oracle), the words-as-data of an action, the full board, and
/// a card lost from the table as a battle loses it.
#[doc(hidden)]
pub mod testing {
    pub use super::flow::legal::checked;
    pub use super::present::view::board;
    pub use super::vehicles::lose_from_table;
}
