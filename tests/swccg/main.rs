//! The Star Wars CCG: every rules section, card and property test, in one test binary. Each
//! module is one area (a group of the guide's markers, the base game, the cards, the whole-game
//! properties).

#[path = "../support/harness.rs"]
mod harness;
#[path = "../support/no_panic.rs"]
mod no_panic;
#[path = "../support/notation.rs"]
mod notation;
mod support;

mod battle;
mod capacity;
mod cards_battle_pairs;
mod cards_battle_responses;
mod cards_battle_won;
mod cards_cancels;
mod cards_character_weapons;
mod cards_characters_more;
mod cards_combined_attacks;
mod cards_control_phase;
mod cards_covered;
mod cards_dark;
mod cards_devices;
mod cards_devices_characters;
mod cards_devices_craft;
mod cards_droids;
mod cards_effects_on_cards;
mod cards_events_more;
mod cards_hoth_nights;
mod cards_hoth_nights_more;
mod cards_interrupts;
mod cards_ion_cannons;
mod cards_light;
mod cards_lightsabers;
mod cards_locations;
mod cards_locations_moves;
mod cards_lost_moments;
mod cards_piles;
mod cards_pilots;
mod cards_pilots_removed;
mod cards_pool;
mod cards_reacts;
mod cards_respond_window;
mod cards_runs;
mod cards_sites_special;
mod cards_special_locations;
mod cards_stacked;
mod cards_transports;
mod cards_utinni;
mod cards_utinni_more;
mod cards_utinni_targets;
mod cards_vehicle_sites;
mod cards_walkers;
mod cards_weapons;
mod computer;
mod conversion;
mod decks_built_in;
mod enclosed;
mod examples;
mod games;
mod landing;
mod listed_order;
mod occupants;
mod pool;
mod pool_games;
mod saves;
mod starfighter_deploy;
mod starships;
mod turn;
mod vehicles;
mod views;
mod words;
