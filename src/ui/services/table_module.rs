//! The tables' wasm: one per game (`hangar-table-<game>.js` and its `_bg.wasm`, built by Trunk
//! from `src/bin/table_<game>.rs` with that game's `<game>-only` feature, index.html), so a player
//! downloads only the engine and the words of the game they play. Nothing loads one until the
//! lobby imports it here, compiles its wasm, initialises it and calls its `open` with a
//! [`Handover`]: the player's [`Opening`], and the list of the games the page offers (the table's
//! start screen shows them all, and holds the engine of one). The loader leaves the open table's
//! script URL and compiled module on the page (`globalThis.hangarTable`): the computer's Web
//! Worker runs that same module (`search_worker`).
//!
//! When the player turns to another game (on the start screen, among the scenarios, by a link or
//! a file of it), the table hands the page over the same way: the lobby's loader (left on the page
//! as `globalThis.hangarOpenTable`) loads the other table, closes the current one and opens the
//! new one on the handover. A table opened on something of another game (a reload whose autosave
//! or link is of that game) hands it on before it draws anything. The service worker precaches
//! every table, so all of this works offline too.

use crate::engine::Message;
use crate::save;
use crate::ui::games::{self, Offered};
use crate::ui::opening::Opening;
use crate::ui::table::Source;
use serde::{Deserialize, Serialize};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};

/// What a table is opened on.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Handover {
    pub opening: Opening,
    /// Every game the page offers (the lobby's list, handed on).
    pub games: Vec<Offered>,
    /// Why the autosave could not be read, when the table that left held it back: the next one
    /// holds it back too, until the player says.
    pub unreadable: Option<Message>,
}

/// Which of a game's two page modules opens `opening`: its deck builder
/// (`hangar-decks-<game>`, `src/bin/decks_<game>.rs`) for [`Opening::Decks`], else its table
/// (`hangar-table-<game>`). The builder is a wasm of its own so that a player who only plays
/// never downloads it.
fn module(game: &str, opening: &Opening) -> String {
    match opening {
        Opening::Decks { .. } => format!("hangar-decks-{game}"),
        _ => format!("hangar-table-{game}"),
    }
}

/// The script of the module of `game` that opens `opening`, beside index.html.
pub fn script(game: &str, opening: &Opening) -> String {
    format!("{}.js", module(game, opening))
}

/// Its wasm.
pub fn wasm(game: &str, opening: &Opening) -> String {
    format!("{}_bg.wasm", module(game, opening))
}

/// Which module this wasm is: a table, or a deck builder (set by its entry point).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Table,
    Decks,
}

thread_local! {
    static ROLE: std::cell::Cell<Role> = const { std::cell::Cell::new(Role::Table) };
}

/// Records what this wasm is ([`open_table`](crate::ui::open_table) or
/// [`open_decks`](crate::ui::open_decks)).
pub fn set_role(role: Role) {
    ROLE.with(|r| r.set(role));
}

fn role() -> Role {
    ROLE.with(std::cell::Cell::get)
}

#[wasm_bindgen(inline_js = "
let current = null;
const compiled = new Map();
// The table's wasm, compiled while it downloads (and kept: the computer's worker is handed it).
function compile(url) {
  if (!compiled.has(url)) {
    const module = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return WebAssembly.compileStreaming(response.clone())
        .catch(() => response.arrayBuffer().then((bytes) => WebAssembly.compile(bytes)));
    });
    module.catch(() => compiled.delete(url));
    compiled.set(url, module);
  }
  return compiled.get(url);
}
export function load_table(script, wasm, handover) {
  const at = (name) => new URL(name, document.baseURI).href;
  return Promise.all([import(at(script)), compile(at(wasm))]).then(([table, module]) =>
    table.default({ module_or_path: module }).then(() => {
      if (current && current !== table) current.close();
      current = table;
      // A table (not a deck builder) is what the computer's worker runs.
      if (typeof table.serve_search === 'function') globalThis.hangarTable = { script: at(script), module };
      return table.open(handover);
    }));
}
globalThis.hangarOpenTable = load_table;
")]
extern "C" {
    fn load_table(script: &str, wasm: &str, handover: JsValue) -> js_sys::Promise;
}

/// The lobby's side: loads the table that opens `opening` and opens it; then `opened` runs (the
/// lobby steps aside), or, if the module could not be fetched or started, `failed` does.
pub fn open(opening: &Opening, opened: impl FnOnce() + 'static, failed: impl FnOnce() + 'static) {
    // The game named, else the autosave's, else the first: a table opened on another game's
    // autosave or link hands it on.
    let game = opening
        .game()
        .map(str::to_string)
        .or_else(super::storage::autosave_game)
        .filter(|name| games::find(name).is_some())
        .or_else(|| games::offered().first().map(|g| g.id.0.to_string()))
        .unwrap_or_default();
    let handover = Handover { opening: opening.clone(), games: games::to_hand_over(), unreadable: None };
    let Ok(value) = serde_wasm_bindgen::to_value(&handover) else {
        failed();
        return;
    };
    settle(load_table(&script(&game, opening), &wasm(&game, opening), value), opened, failed);
}

/// Runs `opened` or `failed` once `promise` settles.
fn settle(promise: js_sys::Promise, opened: impl FnOnce() + 'static, failed: impl FnOnce() + 'static) {
    let on_opened = Closure::once(move |_: JsValue| opened());
    let on_failed = Closure::once(move |error: JsValue| {
        gloo::console::error!("Hangar could not load the table.", error);
        failed();
    });
    let _ = promise.then2(&on_opened, &on_failed);
    // One of them runs once, when the promise settles; they live until then.
    on_opened.forget();
    on_failed.forget();
}

/// The table's side: the [`Handover`] it was opened on, or a resume for anything unreadable
/// (what a reload would open).
pub fn received(value: JsValue) -> Handover {
    serde_wasm_bindgen::from_value(value).unwrap_or(Handover {
        opening: Opening::Resume,
        games: Vec::new(),
        unreadable: None,
    })
}

/// The game whose other module `opening` is for, if it is for another than this one: a game
/// named, a link or a file of it, or, to resume, the autosave's game (or, with none, the link's
/// in the address); and always the builder's game for [`Opening::Decks`] in a table, and the
/// game for anything else in a builder.
pub fn elsewhere(opening: &Opening) -> Option<String> {
    let name = match opening {
        Opening::Match { game, .. }
        | Opening::Scenario { game, .. }
        | Opening::Decks { game, .. }
        | Opening::DeckMatch { game, .. } => Some(game.clone()),
        Opening::Incoming { text, from: Source::Link } => save::game_of_link(text),
        Opening::Incoming { text, .. } => save::game_of_save(text),
        Opening::Resume => match super::storage::last_autosave() {
            Some(text) => save::game_of_save(&text),
            None => super::link::in_address_text().and_then(|text| save::game_of_link(&text)),
        },
    }?;
    let game = games::find(&name)?;
    let here = games::here(game) && (matches!(opening, Opening::Decks { .. }) == (role() == Role::Decks));
    (!here).then_some(name)
}

/// What a table opened on `opening` opens: to resume with a deck link in the address, the deck
/// builder of the link's game (which reads the deck and stores it); else `opening` itself.
pub fn resolved(opening: Opening) -> Opening {
    if opening != Opening::Resume {
        return opening;
    }
    let Some(game) = super::link::deck_in_address_text().and_then(|text| save::decks::game_of_deck_link(&text)) else {
        return opening;
    };
    if games::find(&game).is_none() {
        return opening;
    }
    Opening::Decks { game, deck: None }
}

/// The table's (or builder's) side: hands the page over to `game`'s module that opens `handover`
/// (its table, or its deck builder); the promise settles once it has opened (or could not be
/// loaded). `None` when there is no loader to ask (a table not opened by the lobby).
pub fn hand_over(game: &str, handover: &Handover) -> Option<js_sys::Promise> {
    let loader = js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("hangarOpenTable")).ok()?;
    let loader = loader.dyn_into::<js_sys::Function>().ok()?;
    let value = serde_wasm_bindgen::to_value(handover).ok()?;
    let (script, wasm) = (script(game, &handover.opening), wasm(game, &handover.opening));
    let promise = loader.call3(&JsValue::NULL, &script.into(), &wasm.into(), &value).ok()?;
    promise.dyn_into::<js_sys::Promise>().ok()
}

/// [`hand_over`] from a table in play: `failed` runs if the other table could not be loaded
/// (this one stays).
pub fn switch(game: &str, handover: &Handover, failed: impl FnOnce() + 'static) {
    match hand_over(game, handover) {
        Some(promise) => settle(promise, || {}, failed),
        None => failed(),
    }
}
