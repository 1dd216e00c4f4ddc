//! Games between players (the search at a level, the random player, the greedy one), for any
//! [`Searchable`] game, for measuring them: the native benchmark (`benches/ai_strength.rs`) and
//! the in-page one (`hangar_ai_bench`) both play here. Time is read through a clock the caller
//! passes in (the engine itself has none).

use super::baseline::{greedy_action, random_action};
use super::searchable::Searchable;
use super::{Config, Level, Search};
use crate::engine::view::{Ending, Seat};
use crate::engine::{Rng, Ruleset};
use std::fmt;

/// Who plays a seat in the arena.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Player {
    /// The search, with the arena's config (normally the level's).
    Search(Level),
    /// A uniformly random legal action ([`random_action`]).
    Random,
    /// The greedy one-ply player ([`greedy_action`]).
    Greedy,
    /// Another search, at its level's own settings (not the arena's): the yardstick when one
    /// level plays another. Its decisions are not counted in the tally.
    Rival(Level),
}

impl Player {
    /// The player's name in reports: the level's, "random" or "greedy".
    pub fn name(self) -> &'static str {
        match self {
            Player::Search(level) | Player::Rival(level) => level.name(),
            Player::Random => "random",
            Player::Greedy => "greedy",
        }
    }
}

/// What one game came to.
pub enum Finish<R: Ruleset> {
    /// The seat that won.
    Won(Seat),
    /// The game ended with no winner.
    Draw,
    /// The step cap, or a scenario played to its end: the last state.
    Unfinished(Box<R::State>),
    /// No legal action and no ending, or a choice that was not listed or did not apply: the
    /// state before the last action, and the last actions.
    Stuck { before: Box<R::State>, last: Vec<R::Action> },
}

impl<R: Ruleset> fmt::Debug for Finish<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Finish::Won(seat) => f.debug_tuple("Won").field(seat).finish(),
            Finish::Draw => f.write_str("Draw"),
            Finish::Unfinished(_) => f.write_str("Unfinished"),
            Finish::Stuck { before, last } => {
                f.debug_struct("Stuck").field("before", before).field("last", last).finish()
            }
        }
    }
}

/// One player's side of a series of games (the search's, in the benchmarks).
#[derive(Clone, Debug, Default)]
pub struct Tally {
    /// Games recorded.
    pub games: u32,
    /// Games the player won.
    pub wins: u32,
    /// Games that ended with no winner.
    pub draws: u32,
    /// Games cut off by the step cap, or scenarios played to their end.
    pub unfinished: u32,
    /// Games that got stuck (see [`Finish::Stuck`]).
    pub stuck: u32,
    /// Search decisions with more than one legal action (the ones that search).
    pub decisions: u32,
    /// Time spent on those decisions, in milliseconds.
    pub think_ms: f64,
    /// The longest of them, in milliseconds.
    pub slowest_ms: f64,
    /// Playouts run for them.
    pub playouts: u64,
    /// Actions played in all the games, by every player.
    pub actions: u64,
}

impl Tally {
    /// The mean time of a search decision, in milliseconds.
    pub fn mean_ms(&self) -> f64 {
        self.think_ms / f64::from(self.decisions.max(1))
    }

    /// Playouts per second of search time.
    pub fn playouts_per_second(&self) -> f64 {
        self.playouts as f64 * 1000.0 / self.think_ms.max(1e-9)
    }

    /// Games won, as a share of games played.
    pub fn win_rate(&self) -> f64 {
        f64::from(self.wins) / f64::from(self.games.max(1))
    }

    /// Counts a finished game for a player in `seat`.
    pub fn record<R: Ruleset>(&mut self, finish: &Finish<R>, seat: Seat) {
        self.games += 1;
        match finish {
            Finish::Won(winner) if *winner == seat => self.wins += 1,
            Finish::Won(_) => {}
            Finish::Draw => self.draws += 1,
            Finish::Unfinished(_) => self.unfinished += 1,
            Finish::Stuck { .. } => self.stuck += 1,
        }
    }
}

/// Plays `state` out: `players` sit in seats 0 and 1, `config` is the search's settings, `steps`
/// the cap, `now` a clock in milliseconds for the search's decisions. The players' randomness
/// comes from `seed`.
pub fn play<R: Searchable>(
    mut state: R::State,
    seed: u64,
    players: [Player; 2],
    config: Config,
    steps: u64,
    now: &mut dyn FnMut() -> f64,
    tally: &mut Tally,
) -> Finish<R> {
    let mut rng = Rng::seeded(seed ^ 0x5EED);
    let mut last: Vec<R::Action> = Vec::new();
    let mut before = state.clone();
    for _ in 0..steps {
        match R::ending(&state) {
            Some(Ending::Won { winner, .. }) => return Finish::Won(winner),
            Some(Ending::Draw { .. }) => return Finish::Draw,
            Some(Ending::ScenarioComplete) => return Finish::Unfinished(Box::new(state)),
            None => {}
        }
        let legal = R::legal_actions(&state);
        let player = R::to_act(&state).and_then(|seat| players.get(usize::from(seat.0)));
        let Some(player) = player.filter(|_| !legal.is_empty()) else {
            return Finish::Stuck { before: Box::new(before), last };
        };
        let action = match player {
            Player::Random => random_action::<R>(&state, &mut rng),
            Player::Greedy => greedy_action::<R>(&state, &mut rng),
            Player::Search(_) => {
                let started = now();
                let mut search = Search::<R>::new(&state, config, rng.next_u64());
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
            Player::Rival(level) => {
                let mut search = Search::<R>::new(&state, R::config(*level), rng.next_u64());
                search.finish();
                search.best()
            }
        };
        let Some(action) = action.filter(|a| legal.contains(a)) else {
            return Finish::Stuck { before: Box::new(state), last };
        };
        let Ok((next, _)) = R::apply(&state, &action) else {
            return Finish::Stuck { before: Box::new(state), last };
        };
        before = std::mem::replace(&mut state, next);
        tally.actions += 1;
        if last.len() == 6 {
            last.remove(0);
        }
        last.push(action);
    }
    Finish::Unfinished(Box::new(state))
}
