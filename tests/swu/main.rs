//! Star Wars: Unlimited: every rules section, card and property test, in one test binary. Each
//! module is one area (a rules section, the cards, the whole-game properties).

#[path = "../support/harness.rs"]
mod harness;
#[path = "../support/no_panic.rs"]
mod no_panic;
#[path = "../support/notation.rs"]
mod notation;
mod support;

mod attack;
mod board;
mod cards;
mod cards_attack_pilots;
mod cards_bases;
mod cards_control;
mod cards_covered;
mod cards_discard_play;
mod cards_events;
mod cards_events_attacks;
mod cards_events_for_phase;
mod cards_events_linked;
mod cards_events_upgrades;
mod cards_hands;
mod cards_indirect;
mod cards_leaders;
mod cards_leaders_pilots;
mod cards_named;
mod cards_search;
mod cards_units_amounts;
mod cards_units_attacks;
mod cards_units_choices;
mod cards_units_conditions;
mod cards_units_decks;
mod cards_units_more;
mod cards_units_optional_and_regroup;
mod cards_units_resources_and_played;
mod cards_units_stats;
mod cards_units_triggers;
mod cards_units_up_to;
mod cards_upgrades;
mod deck_formats;
mod deck_import;
mod event_positions;
mod events;
mod events_games;
mod examples;
mod games;
mod indirect;
mod intent;
mod jtl_set;
mod leaders;
mod leaders_games;
mod listed_order;
mod pilot_limit;
mod piloting;
mod pool_games;
mod premier_decks;
mod properties;
mod round;
mod saves;
mod search;
mod setup;
mod text_box;
mod unique;
mod units_as_upgrades;
mod units_games;
mod winning;
mod words;
