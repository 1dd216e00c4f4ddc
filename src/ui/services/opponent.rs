//! The computer opponent in the page. Its search runs in a Web Worker (`search_worker`): the page
//! asks for a move and draws on while the worker spends the level's whole budget. The move is
//! made when the answer comes, and never sooner than [`MIN_THINK_MS`] after the question, so
//! the player can follow each move. Should the worker fail to start or err (a browser without
//! it, a test page that does not serve it), the search runs in the page instead, in slices
//! between frames, at most [`MAX_THINK_MS`] a move (the search's best so far).
//!
//! A new position abandons the question: [`Thinking::cancel`] stops a worker still searching
//! (it is started afresh for the next question) and drops an answer on its way.

use super::search_worker::{self, Reply};
use crate::ai::{GameSearch, Level};
use crate::engine::{Difficulty, Message};
use crate::rules::Game;
use gloo::timers::callback::Timeout;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::Callback;

/// How the computer is named on the table: "Computer (Normal)".
pub fn name(level: Difficulty) -> Message {
    Message::new("computer-name").with("level", level_name(level))
}

/// A difficulty level's name.
pub fn level_name(level: Difficulty) -> Message {
    Message::new(match level {
        Difficulty::Easy => "level-easy",
        Difficulty::Normal => "level-normal",
        Difficulty::Hard => "level-hard",
    })
}

/// Playouts per slice of the search in the page.
const SLICE: u32 = 20;
/// The longest a decision may take when the page searches itself.
pub const MAX_THINK_MS: f64 = 900.0;
/// The shortest, so that each of the computer's moves is on the table for a moment (its cards
/// glide into place, its log line is highlighted and read out) before the next one.
pub const MIN_THINK_MS: f64 = 600.0;

/// The seed for the computer's `n_moves`-th decision in a match seeded with `match_seed`.
pub fn seed_for(match_seed: u64, n_moves: usize) -> u64 {
    match_seed ^ (n_moves as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// A question the computer is thinking about.
pub struct Thinking {
    id: u32,
    cancelled: Rc<Cell<bool>>,
}

impl Thinking {
    /// Abandons the question: no move comes of it, and a worker still searching is stopped.
    pub fn cancel(self) {
        self.cancelled.set(true);
        WORKER.with(|w| {
            let mut w = w.borrow_mut();
            if let Some(Worker::Running(running)) = w.as_ref() {
                if running.asked.as_ref().is_some_and(|q| q.id == self.id) {
                    running.worker.terminate();
                    *w = None;
                }
            }
        });
    }
}

/// Stops the computer's worker, if one is running (the table is closing).
pub fn stop() {
    if let Some(Worker::Running(running)) = WORKER.with(|w| w.borrow_mut().take()) {
        running.worker.terminate();
    }
}

/// Whether the computer's worker is loading (started, and not yet listening): the service worker
/// waits for it before it precaches ([`super::offline`]).
pub fn worker_loading() -> bool {
    WORKER.with(|w| matches!(w.borrow().as_ref(), Some(Worker::Running(Running { ready: false, .. }))))
}

/// Starts thinking about `game` at `level`; `on_move` gets the index of the chosen legal action.
pub fn think(game: &Game, level: Difficulty, seed: u64, on_move: Callback<usize>) -> Thinking {
    let cancelled = Rc::new(Cell::new(false));
    let id = NEXT_ID.with(|n| {
        let id = n.get();
        n.set(id.wrapping_add(1));
        id
    });
    let question = Box::new(Question {
        id,
        game: game.clone(),
        level,
        seed,
        asked_at: now(),
        cancelled: cancelled.clone(),
        on_move,
    });
    ask(question);
    mark("hangar-asked");
    Thinking { id, cancelled }
}

/// The page's monotonic clock, in milliseconds (`performance.now()`): the thinking time is
/// measured on it from the moment the question is asked, which is when the table draws the
/// computer as thinking (the question is asked by the effect of that very render). The wall clock
/// (`Date.now`) could jump, or be fixed (the end-to-end tests fix it to replay a match), and the
/// page would then wait longer than it must.
fn now() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or_else(js_sys::Date::now, |p| p.now())
}

/// A mark on the page's performance timeline (read by the end-to-end tests, and the browser's
/// performance panel): `hangar-asked` when a question is out, `hangar-answered` when its answer
/// is in, `hangar-moved` when the move is made. Between the first two the page's thread only
/// draws.
fn mark(name: &str) {
    if let Some(performance) = web_sys::window().and_then(|w| w.performance()) {
        let _ = performance.mark(name);
    }
}

/// One question on its way: what was asked, and where the answer goes.
struct Question {
    id: u32,
    game: Game,
    level: Difficulty,
    seed: u64,
    asked_at: f64,
    cancelled: Rc<Cell<bool>>,
    on_move: Callback<usize>,
}

impl Question {
    /// Makes the move `index` (found in `place`: the worker or the page) once the question has
    /// been on the table long enough.
    fn answer(self, index: usize, place: &'static str) {
        crate::ui::inspect::searched_in(place);
        let wait = (MIN_THINK_MS - (now() - self.asked_at)).max(0.0) as u32;
        Timeout::new(wait, move || {
            if !self.cancelled.get() {
                mark("hangar-moved");
                self.on_move.emit(index);
            }
        })
        .forget();
    }

    /// The page's own search, in slices between frames.
    fn search_here(self) {
        let search = GameSearch::new(&self.game, Level::from(self.level), self.seed);
        slice(Rc::new(RefCell::new(search)), self);
    }
}

enum Worker {
    /// Started (or starting): `ready` once it listens; `asked`, the question it holds.
    Running(Running),
    /// It could not start or it erred: the page searches itself from now on.
    Failed,
}

struct Running {
    worker: web_sys::Worker,
    ready: bool,
    asked: Option<Box<Question>>,
}

thread_local! {
    static WORKER: RefCell<Option<Worker>> = const { RefCell::new(None) };
    static NEXT_ID: Cell<u32> = const { Cell::new(1) };
}

fn ask(question: Box<Question>) {
    let failed = WORKER.with(|w| matches!(w.borrow().as_ref(), Some(Worker::Failed)));
    if failed {
        question.search_here();
        return;
    }
    let fresh = WORKER.with(|w| w.borrow().is_none());
    if fresh {
        match start_worker() {
            Some(worker) => {
                WORKER.with(|w| *w.borrow_mut() = Some(Worker::Running(Running { worker, ready: false, asked: None })))
            }
            None => {
                WORKER.with(|w| *w.borrow_mut() = Some(Worker::Failed));
                question.search_here();
                return;
            }
        }
    }
    // An earlier question still held is abandoned: only the newest position matters.
    let sent = WORKER.with(|w| {
        let mut w = w.borrow_mut();
        let Some(Worker::Running(running)) = w.as_mut() else { return Err(question) };
        if running.ready {
            post(&running.worker, &question);
        }
        running.asked = Some(question);
        Ok(())
    });
    if let Err(question) = sent {
        question.search_here();
    }
}

/// Sends `question` to the worker, as a [`Request`] made now (a question the page searches
/// itself is never made into one).
fn post(worker: &web_sys::Worker, question: &Question) {
    if let Ok(message) = search_worker::request(question.id, &question.game, question.level, question.seed) {
        if worker.post_message(&message).is_ok() {
            return;
        }
    }
    // A question that cannot be sent is treated as the worker failing.
    Timeout::new(0, fail).forget();
}

/// Starts the worker and listens to it; `None` when the browser will not start it.
fn start_worker() -> Option<web_sys::Worker> {
    let worker = search_worker::start()?;
    let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(|event: web_sys::MessageEvent| {
        match serde_wasm_bindgen::from_value::<Reply>(event.data()) {
            Ok(reply) => heard(reply),
            Err(_) => fail(),
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(|_: web_sys::Event| fail());
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    on_error.forget();
    Some(worker)
}

/// What the worker said.
fn heard(reply: Reply) {
    let answered = WORKER.with(|w| {
        let mut w = w.borrow_mut();
        let Some(Worker::Running(running)) = w.as_mut() else { return None };
        match reply {
            Reply::Ready => {
                running.ready = true;
                if let Some(question) = &running.asked {
                    post(&running.worker, question);
                }
                None
            }
            Reply::Move { id, index } if running.asked.as_ref().is_some_and(|q| q.id == id) => {
                running.asked.take().map(|q| (q, index.map(|i| i as usize)))
            }
            Reply::Refused { id, .. } if running.asked.as_ref().is_some_and(|q| q.id == id) => {
                running.asked.take().map(|q| (q, None))
            }
            // An answer to an abandoned question.
            Reply::Move { .. } | Reply::Refused { .. } => None,
        }
    });
    if answered.is_some() {
        mark("hangar-answered");
    }
    match answered {
        Some((question, Some(index))) => question.answer(index, "worker"),
        // Refused: the page searches itself (a game with no move ends the search at once).
        Some((question, None)) if !question.cancelled.get() => question.search_here(),
        Some(_) | None => {}
    }
}

/// The worker could not start or erred: it is let go, and the question it held is searched in
/// the page, as every later one will be.
fn fail() {
    let held = WORKER.with(|w| {
        let previous = w.borrow_mut().replace(Worker::Failed);
        match previous {
            Some(Worker::Running(running)) => {
                running.worker.terminate();
                running.asked
            }
            _ => None,
        }
    });
    if let Some(question) = held.filter(|q| !q.cancelled.get()) {
        question.search_here();
    }
}

fn slice(search: Rc<RefCell<GameSearch>>, question: Question) {
    Timeout::new(0, move || {
        if question.cancelled.get() {
            return;
        }
        search.borrow_mut().run(SLICE);
        let elapsed = now() - question.asked_at;
        if !search.borrow().is_done() && elapsed < MAX_THINK_MS {
            slice(search, question);
            return;
        }
        let Some(index) = search.borrow().best_index() else { return };
        question.answer(index, "page");
    })
    .forget();
}
