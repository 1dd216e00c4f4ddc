//! Card data. Definitions live in data files embedded at build time and are validated when they
//! load; a test loads them all, so a broken file fails the build's tests, not a player's game.

pub mod lcg;
pub mod swccg;
pub mod swu;
