//! The computer opponent in the page: the search of `crate::ai` run in slices between frames, so
//! the board and the log stay live while it thinks. A slice runs a few playouts and gives the
//! page back; the move is made when the level's budget is spent, or at the latest after
//! [`MAX_THINK_MS`] (the search's best so far), and never sooner than [`MIN_THINK_MS`], so the
//! player can follow each move.

use crate::ai::{GameSearch, Level};
use crate::engine::{Difficulty, Message};
use crate::rules::Game;
use gloo::timers::callback::Timeout;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
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

/// Playouts per slice: a few milliseconds of work in the page.
const SLICE: u32 = 20;
/// The longest a decision may take in the page.
pub const MAX_THINK_MS: f64 = 900.0;
/// The shortest, so that each of the computer's moves is on the table for a moment (its cards
/// glide into place, its log line is highlighted and read out) before the next one.
pub const MIN_THINK_MS: f64 = 600.0;

/// The seed for the computer's `n_moves`-th decision in a match seeded with `match_seed`.
pub fn seed_for(match_seed: u64, n_moves: usize) -> u64 {
    match_seed ^ (n_moves as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// Starts thinking about `game` at `level`; `on_move` gets the index of the chosen legal action.
/// Setting the returned flag (when the position changes) abandons the search.
pub fn think(game: &Game, level: Difficulty, seed: u64, on_move: Callback<usize>) -> Rc<Cell<bool>> {
    let cancelled = Rc::new(Cell::new(false));
    let search = Rc::new(RefCell::new(GameSearch::new(game, Level::from(level), seed)));
    slice(search, js_sys::Date::now(), cancelled.clone(), on_move);
    cancelled
}

fn slice(search: Rc<RefCell<GameSearch>>, started: f64, cancelled: Rc<Cell<bool>>, on_move: Callback<usize>) {
    Timeout::new(0, move || {
        if cancelled.get() {
            return;
        }
        search.borrow_mut().run(SLICE);
        let elapsed = js_sys::Date::now() - started;
        if !search.borrow().is_done() && elapsed < MAX_THINK_MS {
            slice(search, started, cancelled, on_move);
            return;
        }
        let Some(index) = search.borrow().best_index() else { return };
        let wait = (MIN_THINK_MS - elapsed).max(0.0) as u32;
        Timeout::new(wait, move || {
            if !cancelled.get() {
                on_move.emit(index);
            }
        })
        .forget();
    })
    .forget();
}
