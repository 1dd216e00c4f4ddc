//! The ability vocabulary at work: when Actions may be initiated and what composed abilities do,
//! the choices inside them (costs, targets, searches), and the replacements ("instead").

pub(crate) mod ability_cost;
pub(crate) mod absorb;
pub(crate) mod action;
pub(crate) mod capture;
pub(crate) mod control;
pub(crate) mod cost_choice;
pub(crate) mod deck_search;
pub(crate) mod discard_self;
pub(crate) mod discard_then_draw;
pub(crate) mod discard_to_reduce;
pub(crate) mod enhance;
pub(crate) mod initiate;
pub(crate) mod move_pilot;
pub(crate) mod name_trait;
pub(crate) mod one_of;
pub(crate) mod outcome;
pub(crate) mod prevent;
pub(crate) mod protect;
pub(crate) mod put_into_play;
pub(crate) mod ready;
pub(crate) mod replacement;
pub(crate) mod resolution;
pub(crate) mod reveal;
pub(crate) mod sacrifice;
pub(crate) mod shuffle_captives;
pub(crate) mod strike_focus;
