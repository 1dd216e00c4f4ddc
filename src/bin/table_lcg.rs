//! The table of one game (built with the `lcg-only` feature: index.html); see `table.rs`.
include!("table.rs");
