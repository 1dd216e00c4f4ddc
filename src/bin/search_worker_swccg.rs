//! The computer player's worker for one game (built with the `swccg-only` feature: index.html); see
//! `search_worker.rs`.
include!("search_worker.rs");
