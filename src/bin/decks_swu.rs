//! The deck builder of one game (built with the `swu-only` feature: index.html); see `decks.rs`.
include!("decks.rs");
