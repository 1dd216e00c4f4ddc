//! The computer player's Web Worker: what the page and the worker say to each other, and the
//! worker's side of it. The worker runs the table's own wasm: `static/search-worker.js` is handed
//! the module the page compiled (`table_module`), instantiates it and calls [`serve`], so a game
//! against the computer downloads nothing beyond the table. It holds no page and draws nothing. Asked for a move, it restores the game from its
//! stored state, runs the level's whole search (no time cap: the page is never the one waiting
//! on a playout) and answers with an index into the game's legal actions.
//!
//! Messages cross as JavaScript values made by `serde-wasm-bindgen` (BigInts for 64-bit numbers,
//! so nothing is rounded on the way); the game's state travels inside as such a value too, its
//! `state` field: the page makes it from the state as saves hold it ([`Game::store`]), the worker
//! reads it back through the saves' own deserializer ([`Game::read`]). No JSON text on either
//! side, and each game's state (de)serializer is in the wasm once.

use crate::ai::{GameSearch, Level};
use crate::engine::Difficulty;
use crate::rules::{self, Game};
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};

/// The worker's script, relative to the page's base URL.
pub const SCRIPT: &str = "search-worker.js";

#[wasm_bindgen(inline_js = "
export function start_search_worker(script) {
  const table = globalThis.hangarTable;
  if (!table) return undefined;
  const worker = new Worker(new URL(script, document.baseURI), { type: 'module' });
  worker.postMessage(table);
  return worker;
}
")]
extern "C" {
    #[wasm_bindgen(catch)]
    fn start_search_worker(script: &str) -> Result<Option<web_sys::Worker>, JsValue>;
}

/// Starts the computer's worker on the table the lobby's loader left on the page
/// (`globalThis.hangarTable`: the URL of its script and its compiled module); `None` when there
/// is none (a table not opened by the lobby) or the browser will not start a module worker.
pub fn start() -> Option<web_sys::Worker> {
    start_search_worker(SCRIPT).ok().flatten()
}

/// What the page asks: the move of the seat acting in a game, at a level, with a seed. The
/// state itself rides beside these fields, as the message's [`STATE`] field.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Request {
    /// Answers carry it back, so an answer to an abandoned question is recognised.
    pub id: u32,
    pub game: String,
    /// The schema of the state's shape in the page's build: the worker answers only a state of
    /// its own (a page and a worker of different deployments let the page search itself).
    pub schema: u32,
    pub level: Difficulty,
    pub seed: u64,
}

/// The message's field that holds the state.
const STATE: &str = "state";

/// The message that asks for the move of the seat acting in `game`.
///
/// # Errors
/// When the question cannot be made into a JavaScript value.
pub fn request(id: u32, game: &Game, level: Difficulty, seed: u64) -> Result<JsValue, serde_wasm_bindgen::Error> {
    let request = Request { id, game: game.id().0.to_string(), schema: game.schema(), level, seed };
    let message = to_js(&request)?;
    let state = to_js(&game.store().state)?;
    js_sys::Reflect::set(&message, &JsValue::from_str(STATE), &state).map_err(serde_wasm_bindgen::Error::from)?;
    Ok(message)
}

/// What the worker says.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reply {
    /// It has loaded and listens: questions asked before this are held by the page until then.
    Ready,
    /// The chosen move: an index into the game's legal actions (`None`: there is no move).
    Move { id: u32, index: Option<u32> },
    /// The question could not be answered (a game this build does not know, a state that is not
    /// sound, a message that is not a request); the page then searches itself.
    Refused { id: u32, reason: String },
}

/// The serializer both sides use: BigInts for 64-bit numbers.
fn serializer() -> &'static serde_wasm_bindgen::Serializer {
    const SERIALIZER: serde_wasm_bindgen::Serializer =
        serde_wasm_bindgen::Serializer::new().serialize_large_number_types_as_bigints(true);
    &SERIALIZER
}

pub fn to_js<T: Serialize>(value: &T) -> Result<JsValue, serde_wasm_bindgen::Error> {
    value.serialize(serializer())
}

/// The worker's answer to one message.
pub fn answer(message: JsValue) -> Reply {
    let (request, game) = match question(message) {
        Ok(question) => question,
        Err(refused) => return refused,
    };
    let mut search = GameSearch::new(&game, Level::from(request.level), request.seed);
    search.finish();
    Reply::Move { id: request.id, index: search.best_index().and_then(|i| u32::try_from(i).ok()) }
}

/// What a message asks ([`request`]'s fields, and the game read from its state), or the refusal
/// the worker answers.
///
/// # Errors
/// [`Reply::Refused`], saying why: not a request, a game this build does not have, or a state that
/// cannot be read or is not sound.
pub fn question(message: JsValue) -> Result<(Request, Game), Reply> {
    let state = js_sys::Reflect::get(&message, &JsValue::from_str(STATE)).unwrap_or(JsValue::UNDEFINED);
    let request: Request =
        serde_wasm_bindgen::from_value(message).map_err(|e| Reply::Refused { id: 0, reason: e.to_string() })?;
    let id = request.id;
    let Some(game_id) = rules::game_id(&request.game) else {
        return Err(Reply::Refused { id, reason: format!("no game called {:?}", request.game) });
    };
    let state: serde_json::Value =
        serde_wasm_bindgen::from_value(state).map_err(|e| Reply::Refused { id, reason: e.to_string() })?;
    match Game::read(game_id, request.schema, state) {
        Ok(game) => Ok((request, game)),
        Err(e) => Err(Reply::Refused { id, reason: format!("{e:?}") }),
    }
}

/// The worker's main: listens for questions and answers each in turn.
pub fn serve() {
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replies = scope.clone();
    let on_message =
        wasm_bindgen::closure::Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            post(&replies, &answer(event.data()))
        });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    post(&scope, &Reply::Ready);
}

/// Posts `reply`; one that cannot be made into a message is thrown as an error, which the page
/// hears as the worker failing (and then searches itself).
fn post(scope: &web_sys::DedicatedWorkerGlobalScope, reply: &Reply) {
    match to_js(reply) {
        Ok(value) => {
            if let Err(e) = scope.post_message(&value) {
                wasm_bindgen::throw_val(e);
            }
        }
        Err(e) => wasm_bindgen::throw_str(&e.to_string()),
    }
}
