//! Saved games and share links: how a table leaves the page and comes back. Pure functions over
//! strings, so the browser services that store, download and link them stay thin, and every
//! decoder is fuzzed natively (tests/app/save_decoders.rs).
//!
//! Anything read from outside is untrusted: decoders return a typed error and never panic, and
//! every decoded game is migrated by its own game and checked for soundness before the engine
//! sees it.

mod file;
mod link;
mod timeline;

pub use file::{decode_save, encode_save, LoadError, Saved, SAVE_FORMAT, SAVE_VERSION};
pub use link::{decode_link, encode_link, LinkError, LINK_VERSION};
pub use timeline::{Move, Start, Timeline, SNAPSHOT_EVERY};
