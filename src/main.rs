//! The first load: the lobby (the start screen), which loads the table's wasm
//! (`src/bin/table.rs`) when the player chooses a game.

fn main() {
    hangar::ui::lobby::start();
}
