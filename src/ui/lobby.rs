//! The lobby: the start screen as the first load, a wasm of its own (`src/main.rs`) without the
//! engines. The table — the three games' engines and cards, the board, saves, the computer's
//! client — is a second wasm (`src/bin/table.rs`), loaded when the player chooses a game, or at
//! once when there is a game to resume or a link to open ([`services::table_module`]). The
//! table registers the service worker once it is drawn and the page is idle
//! ([`services::offline`]); it precaches every file, so after a first visit everything opens
//! offline.

use super::lang::{say, use_page_lang};
use super::opening::Opening;
use super::services::{self, link, prefs, storage};
use super::start::Start;
use super::table::{MatchKind, Msg};
use crate::engine::{GameId, Message};
use crate::words::Lang;
use std::cell::RefCell;
use yew::prelude::*;
use yew::AppHandle;

thread_local! {
    /// The lobby's app, put away once the table has opened.
    static LOBBY: RefCell<Option<AppHandle<Lobby>>> = const { RefCell::new(None) };
}

/// The id of the element the lobby renders into.
const ROOT: &str = "lobby";

/// The first load's entry point: the start screen, or the table at once when there is something
/// to resume (an autosave, even one that cannot be read: the table says why) or a link to open.
pub fn start() {
    services::crash::install();
    if storage::has_autosave() || link::in_address() {
        // Should the table fail to load, the start screen says so.
        services::table_module::open(&Opening::Resume, step_aside, || mount(Loading::Failed));
    } else {
        mount(Loading::Idle);
    }
}

/// Renders the lobby into its own element of the body.
fn mount(loading: Loading) {
    let document = gloo::utils::document();
    let Ok(root) = document.create_element("div") else { return };
    root.set_id(ROOT);
    if let Some(body) = document.body() {
        let _ = body.append_child(&root);
    }
    let handle = yew::Renderer::<Lobby>::with_root_and_props(root, LobbyProps { loading }).render();
    LOBBY.with(|lobby| *lobby.borrow_mut() = Some(handle));
}

/// Once the table is open the lobby goes: its app destroyed, its element removed.
fn step_aside() {
    if let Some(handle) = LOBBY.with(|lobby| lobby.borrow_mut().take()) {
        handle.destroy();
    }
    if let Some(root) = gloo::utils::document().get_element_by_id(ROOT) {
        root.remove();
    }
}

/// Where the lobby stands: waiting for a choice, loading the table, or failed to load it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Loading {
    Idle,
    Busy,
    Failed,
}

#[derive(Properties, PartialEq)]
struct LobbyProps {
    loading: Loading,
}

#[component]
fn Lobby(props: &LobbyProps) -> Html {
    let (lang, on_lang) = use_page_lang();
    let loading = use_state(|| props.loading);
    // Set at once (not at the next render, as the state is), so a second click while the table
    // loads opens nothing more.
    let busy = use_mut_ref(|| false);
    let open = {
        let loading = loading.clone();
        Callback::from(move |opening: Opening| {
            if busy.replace(true) {
                return;
            }
            loading.set(Loading::Busy);
            let (busy, setter) = (busy.clone(), loading.setter());
            open_table(opening, move || {
                *busy.borrow_mut() = false;
                setter.set(Loading::Failed);
            });
        })
    };
    let on_start = open.reform(|(game, kind): (GameId, MatchKind)| {
        prefs::remember(game, kind);
        Opening::Match { game: game.0.to_string(), kind, seed: js_sys::Date::now() as u64 }
    });
    let on_msg = Callback::from(move |msg: Msg| match msg {
        Msg::OpenScenario { game, key } => {
            open.emit(Opening::Scenario { game: game.0.to_string(), key: key.to_string() })
        }
        Msg::OpenDecks(game, deck) => open.emit(Opening::Decks { game: game.0.to_string(), deck }),
        _ => {}
    });
    let status = match *loading {
        Loading::Idle => None,
        Loading::Busy => Some(Message::new("lobby-loading")),
        Loading::Failed => Some(Message::new("lobby-load-failed")),
    };
    let failed = *loading == Loading::Failed;
    html! {
        <ContextProvider<Lang> context={lang}>
            <Start can_close={false} {on_start} {on_msg} prefs={prefs::load()} {on_lang} decks={services::deck_store::heads()} />
            <p class={classes!("lobby-status", failed.then_some("failed"))}
               role="status" aria-live="polite" data-loading={(*loading == Loading::Busy).then_some("true")}>
                { for status.map(|message| say(lang, &message)) }
            </p>
        </ContextProvider<Lang>>
    }
}

/// Loads the table on `opening`; if that fails, `failed` runs (the start screen stays, to try
/// again).
fn open_table(opening: Opening, failed: impl FnOnce() + 'static) {
    services::table_module::open(&opening, step_aside, failed);
}
