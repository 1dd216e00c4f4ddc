//! Where games come from and what they are checked against: the two decks and the
//! deck-building checks, new matches, the seed's examples as scenarios, the scenario builder,
//! the soundness checks for states from outside, and the migration of saved states.

pub(crate) mod builder;
pub mod deck;
pub(crate) mod decks;
pub(crate) mod examples;
pub(crate) mod first_deal;
pub(crate) mod migrate;
pub(crate) mod new_match;
pub(crate) mod scenario;
pub(crate) mod validate;
