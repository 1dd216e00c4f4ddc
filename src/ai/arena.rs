//! Games between computer players, for measuring them: the native benchmark
//! (`benches/ai_strength.rs`) and the in-page one (`hangar_ai_bench`) both play here. Time is
//! read through a clock the caller passes in (the engine itself has none).

use super::baseline::{greedy_action, random_action};
use super::{Config, Level, Search};
use crate::engine::Rng;
use crate::rules::lcg::{apply, legal_actions, Action, Outcome, Side, State};

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Player {
    Search(Level),
    Random,
    Greedy,
}

impl Player {
    pub fn name(self) -> &'static str {
        match self {
            Player::Search(level) => level.name(),
            Player::Random => "random",
            Player::Greedy => "greedy",
        }
    }
}

/// What one game came to.
#[derive(Debug)]
pub enum Finish {
    Won(Side),
    /// The step cap, or a scenario end with no winner.
    Unfinished,
    /// No legal action and no outcome: the state before the last action, and the last actions.
    Stuck {
        before: Box<State>,
        last: Vec<Action>,
    },
}

/// The search's side of a series of games.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    pub games: u32,
    pub wins: u32,
    pub unfinished: u32,
    pub stuck: u32,
    /// Search decisions with more than one legal action (the ones that search).
    pub decisions: u32,
    pub think_ms: f64,
    pub slowest_ms: f64,
    pub playouts: u64,
    pub actions: u64,
}

impl Tally {
    pub fn mean_ms(&self) -> f64 {
        self.think_ms / f64::from(self.decisions.max(1))
    }

    pub fn playouts_per_second(&self) -> f64 {
        self.playouts as f64 * 1000.0 / self.think_ms.max(1e-9)
    }

    pub fn win_rate(&self) -> f64 {
        f64::from(self.wins) / f64::from(self.games.max(1))
    }

    /// Counts a finished game for a search playing `side`.
    pub fn record(&mut self, finish: &Finish, side: Side) {
        self.games += 1;
        match finish {
            Finish::Won(winner) if *winner == side => self.wins += 1,
            Finish::Won(_) => {}
            Finish::Unfinished => self.unfinished += 1,
            Finish::Stuck { .. } => self.stuck += 1,
        }
    }
}

/// Plays `state` out: `players` are the Dark Side and the Light Side, `config` the search's
/// settings, `steps` the cap, `now` a clock in milliseconds for the search's decisions.
pub fn play(
    mut state: State,
    seed: u64,
    players: [Player; 2],
    config: Config,
    steps: u64,
    now: &mut dyn FnMut() -> f64,
    tally: &mut Tally,
) -> Finish {
    let mut rng = Rng::seeded(seed ^ 0x5EED);
    let mut last: Vec<Action> = Vec::new();
    let mut before = state.clone();
    for _ in 0..steps {
        match state.outcome {
            Some(Outcome::Won(side)) => return Finish::Won(side),
            Some(Outcome::ScenarioComplete) => return Finish::Unfinished,
            None => {}
        }
        let legal = legal_actions(&state);
        if legal.is_empty() {
            return Finish::Stuck { before: Box::new(before), last };
        }
        let action = match players[state.acting().idx()] {
            Player::Random => random_action(&state, &mut rng),
            Player::Greedy => greedy_action(&state, &mut rng),
            Player::Search(_) => {
                let started = now();
                let mut search = Search::new(&state, config, rng.next_u64());
                search.finish();
                if legal.len() > 1 {
                    let took = now() - started;
                    tally.decisions += 1;
                    tally.think_ms += took;
                    tally.slowest_ms = tally.slowest_ms.max(took);
                    tally.playouts += u64::from(search.playouts());
                }
                search.best()
            }
        };
        let Some(action) = action.filter(|a| legal.contains(a)) else {
            return Finish::Stuck { before: Box::new(state), last };
        };
        let Ok((next, _)) = apply(&state, &action) else {
            return Finish::Stuck { before: Box::new(state), last };
        };
        before = std::mem::replace(&mut state, next);
        tally.actions += 1;
        if last.len() == 6 {
            last.remove(0);
        }
        last.push(action);
    }
    Finish::Unfinished
}
