//! The table of one game (built with the `swu-only` feature: index.html); see `table.rs`.
include!("table.rs");
