//! Browser entry point: mounts the Yew app into the page body.

fn main() {
    hangar::ui::start();
}
