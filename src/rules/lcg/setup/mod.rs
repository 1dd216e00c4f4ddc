pub mod deck;
pub mod examples;
pub mod new_match;
pub mod scenario;
pub mod validate;
