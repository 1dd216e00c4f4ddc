//! The deck builder of one game (built with the `swccg-only` feature: index.html); see `decks.rs`.
include!("decks.rs");
