//! Saved games and share links: how a table leaves the page and comes back. Pure functions over
//! strings, so the browser services that store, download and link them stay thin, and every
//! decoder is fuzzed natively (tests/app/save_decoders.rs).
//!
//! This build writes both in the binary form of version 4 (`binary`, over the varints and
//! length-prefixed runs of `bytes`), as text: a save (`file`) is `hangar-save.4.` and a link
//! (`link`) `v4.`, then base64url of the deflated bytes. It reads every earlier version: the
//! JSON saves of versions 1 to 3 (`json_saves`) and the links of versions 1 to 3. Decks travel
//! apart from games: their records, links and backups are `decks`.
//!
//! Anything read from outside is untrusted: decoders return a typed error and never panic, and
//! every decoded game is migrated by its own game and checked for soundness before the engine
//! sees it, through `Game::restore`, the one way into a game's state.

mod binary;
mod bytes;
pub mod decks;
mod file;
mod json_saves;
mod link;
mod timeline;

pub use bytes::Damage;
pub use file::{decode_save, encode_save, game_of_save, LoadError, Saved, SAVE_FORMAT, SAVE_VERSION};
pub use link::{decode_link, encode_link, game_of_link, LinkError, LINK_VERSION};
pub use timeline::{Move, Start, Timeline, SNAPSHOT_EVERY};
