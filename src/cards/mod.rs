//! Card data. Each game's definitions are written by hand as JSON (`src/cards/<game>/*.json`, the
//! source of truth) and compiled in as static data (`src/cards/<game>/data.rs`), which a native
//! test generates from the JSON with the `catalog-json` feature, holding the JSON to the checks a
//! catalog must pass on the way. So the page neither parses card JSON nor carries the code that
//! would, and a broken file fails the tests, not a player's game.

#[cfg(game_lcg)]
pub mod lcg;
#[cfg(feature = "catalog-json")]
mod literal;
#[cfg(game_swccg)]
pub mod swccg;
#[cfg(game_swu)]
pub mod swu;

/// The command that writes every `data.rs` again from its JSON.
pub const REGENERATE: &str =
    "UPDATE_CARDS=1 cargo test --no-default-features --features catalog-json --test app cards_data";

/// The digest a generated `data.rs` records of each JSON file it was made from (64-bit FNV-1a, as
/// 16 hex digits), so that a test without the `catalog-json` feature can tell the file is stale.
pub fn digest(text: &str) -> String {
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3));
    format!("{hash:016x}")
}
