//! The table of one game (built with the `swccg-only` feature: index.html); see `table.rs`.
include!("table.rs");
