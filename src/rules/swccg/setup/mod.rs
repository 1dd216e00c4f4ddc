//! Where games come from and what they are checked against: the two decks and the
//! deck-building checks, new matches, the seed's examples as scenarios, the scenario builder,
//! the soundness checks for states from outside, and the migration of saved states.

pub mod deck;
pub mod examples;
pub mod migrate;
pub mod new_match;
pub mod scenario;
pub mod validate;
