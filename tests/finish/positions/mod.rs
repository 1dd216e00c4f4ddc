//! Positions where one line wins at once and the others do not (issue #35): each game's, built in
//! one small file per game, shared by the tests (`tests/finish/`) and the benchmark
//! (`benches/ai_finish.rs`).

pub mod lcg;
pub mod swccg;
pub mod swu;

use hangar::ai::Searchable;
use hangar::engine::Notation;

/// A position the computer player should finish: `wins`, one of the legal actions, forces a win
/// within `plies` actions (both seats' actions and every prompt's answer counted, the winning one
/// included) whatever the other seat does, and no action of another tree key does.
pub struct Position<R: Searchable> {
    /// A short stable name (`swu-pilot-lethal`).
    pub name: &'static str,
    pub state: R::State,
    /// The winning action, as listed.
    pub wins: R::Action,
    /// The length of its forced win.
    pub plies: u32,
    /// In a race: an action that waits (passing), and the plies within which the other seat
    /// forces a win after it.
    pub threat: Option<(R::Action, u32)>,
}

impl<R: Searchable> Clone for Position<R> {
    fn clone(&self) -> Position<R> {
        Position {
            name: self.name,
            state: self.state.clone(),
            wins: self.wins.clone(),
            plies: self.plies,
            threat: self.threat.clone(),
        }
    }
}

impl<R: Searchable> Position<R> {
    /// The position made into a race: after `waiting` (one of its legal actions), the other seat
    /// forces a win within `plies`.
    pub fn race(mut self, waiting: R::Action, plies: u32) -> Position<R> {
        self.threat = Some((waiting, plies));
        self
    }

    /// Whether `action`, a legal action of the position, is the winning one (or one sharing its
    /// tree key: another payment, another copy).
    pub fn is_win(&self, action: &R::Action) -> bool {
        R::key(&self.state, action) == R::key(&self.state, &self.wins)
    }
}

/// The legal action written `written` in the game's notation.
pub fn listed<R: Searchable + Notation>(state: &R::State, written: &str) -> R::Action {
    R::legal_actions(state).into_iter().find(|a| R::matches(state, a, written)).unwrap_or_else(|| {
        let offered: Vec<String> = R::legal_actions(state).iter().map(|a| R::notation(state, a)).collect();
        panic!("{written:?} is not offered: {offered:?}")
    })
}
