//! Where games come from and what they are checked against: the skirmish decks and their checks,
//! new matches, the rulebook examples, the scenario builder, the soundness checks for states from
//! outside, and the migration of saved states.

pub(crate) mod builder;
pub mod deck;
pub(crate) mod decks;
pub(crate) mod examples;
pub(crate) mod format;
pub(crate) mod migrate;
pub(crate) mod new_match;
pub(crate) mod premier;
pub(crate) mod scenario;
pub(crate) mod validate;
