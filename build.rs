//! Which games this build holds. Every game, unless one of the features `lcg-only`, `swu-only` or
//! `swccg-only` narrows it to that game: the page's table and the computer's worker are built once
//! per game that way (index.html), so a player downloads only the engine of the game they play.
//! Each game held is the cfg `game_<id>` (`#[cfg(game_lcg)]`), set here for the whole crate.

const GAMES: [&str; 3] = ["lcg", "swu", "swccg"];

fn main() {
    // What this script reads is its own text and the features (which Cargo tracks): without this
    // line Cargo would run it, and build the crate again, whenever any file of the package changed
    // (a tool, a doc, a test).
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rustc-check-cfg=cfg(game_lcg, game_swu, game_swccg)");
    let feature = |game: &str| format!("CARGO_FEATURE_{}_ONLY", game.to_uppercase());
    let only: Vec<&str> = GAMES.into_iter().filter(|game| std::env::var_os(feature(game)).is_some()).collect();
    if only.len() > 1 {
        panic!(
            "at most one of the features {} may be on; found {}",
            GAMES.map(|g| format!("{g}-only")).join(", "),
            only.join(", ")
        );
    }
    for game in GAMES.into_iter().filter(|game| only.is_empty() || only.contains(game)) {
        println!("cargo::rustc-cfg=game_{game}");
    }
}
