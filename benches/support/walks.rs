//! What the games' `_actions` benches share, written once over `Searchable`: seeded whole matches
//! recorded under the computer's playout policy and replayed as `legal_actions` + `apply_listed`
//! (so only those two are timed, not the policy), and the printed scaling table.

use criterion::{Criterion, Throughput};
use hangar::ai::playout::pick;
use hangar::ai::Searchable;
use hangar::engine::Rng;
use std::hint::black_box;
use std::time::Instant;

/// Matches played for the walk.
const MATCHES: u64 = 8;
/// The playout policy's chance of a uniformly random action.
const EPSILON: f64 = 0.1;
/// A match longer than this is cut (none is, with the games' decks).
const MAX_ACTIONS: usize = 5_000;
/// The table sizes of the scaling measurement.
pub const SIZES: [usize; 4] = [5, 10, 20, 40];

/// A match to replay: its start and the index of each action the policy chose.
struct Match<R: Searchable> {
    start: R::State,
    choices: Vec<usize>,
}

/// Plays match `seed` (its policy's RNG mixed with `mix`) by the playout policy, keeping its
/// choices.
fn play<R: Searchable>(seed: u64, mix: u64) -> Match<R> {
    let start = R::new_match(seed);
    let mut state = start.clone();
    let mut rng = Rng::seeded(seed ^ mix);
    let mut choices = Vec::new();
    while choices.len() < MAX_ACTIONS {
        let Some(seat) = R::to_act(&state) else { break };
        let legal = R::legal_actions(&state);
        let Some(action) = pick::<R>(&state, seat, &legal, EPSILON, &mut rng) else { break };
        let index = legal.iter().position(|a| a == action).expect("the pick is listed");
        choices.push(index);
        R::apply_listed(&mut state, action);
    }
    Match { start, choices }
}

/// A walk over some stretch of each match: starting positions and the choices that follow.
struct Walk<R: Searchable> {
    legs: Vec<(R::State, Vec<usize>)>,
    leg: usize,
    step: usize,
    state: R::State,
}

impl<R: Searchable> Walk<R> {
    /// The whole of each match, or its middle third.
    fn new(matches: &[Match<R>], middle: bool) -> Walk<R> {
        let legs: Vec<(R::State, Vec<usize>)> = matches
            .iter()
            .map(|m| {
                let (from, to) =
                    if middle { (m.choices.len() / 3, 2 * m.choices.len() / 3) } else { (0, m.choices.len()) };
                let mut state = m.start.clone();
                for &i in &m.choices[..from] {
                    let legal = R::legal_actions(&state);
                    R::apply_listed(&mut state, &legal[i]);
                }
                (state, m.choices[from..to].to_vec())
            })
            .collect();
        let state = legs[0].0.clone();
        Walk { legs, leg: 0, step: 0, state }
    }

    /// One `legal_actions` and one `apply_listed`; the next leg when this one is done.
    fn advance(&mut self) {
        if self.step == self.legs[self.leg].1.len() {
            self.leg = (self.leg + 1) % self.legs.len();
            self.step = 0;
            self.state = self.legs[self.leg].0.clone();
        }
        let legal = R::legal_actions(black_box(&self.state));
        R::apply_listed(&mut self.state, &legal[self.legs[self.leg].1[self.step]]);
        self.step += 1;
    }
}

/// The `whole-match` and `mid-game` walks of `R`, in criterion group `R::GAME`, actions/s.
pub fn walks<R: Searchable>(c: &mut Criterion, mix: u64) {
    let matches: Vec<Match<R>> = (0..MATCHES).map(|seed| play::<R>(seed, mix)).collect();
    let total: usize = matches.iter().map(|m| m.choices.len()).sum();
    eprintln!("{}: {MATCHES} matches, {total} actions", R::GAME);
    let mut group = c.benchmark_group(R::GAME.0);
    group.throughput(Throughput::Elements(1));
    for (name, middle) in [("whole-match", false), ("mid-game", true)] {
        let mut walk = Walk::<R>::new(&matches, middle);
        group.bench_function(name, |b| b.iter(|| walk.advance()));
    }
    group.finish();
}

/// For each size, the tables' `legal_actions`: the size, the actions listed and µs per call
/// (a plain timing, for the printed table beside criterion's figures).
pub fn timed<R: Searchable>(table: impl Fn(usize) -> R::State) -> Vec<(usize, usize, f64)> {
    SIZES
        .iter()
        .map(|&n| {
            let state = table(n);
            let listed = R::legal_actions(&state).len();
            let runs = 2_000;
            let start = Instant::now();
            for _ in 0..runs {
                black_box(R::legal_actions(black_box(&state)));
            }
            (n, listed, start.elapsed().as_secs_f64() / f64::from(runs) * 1e6)
        })
        .collect()
}

/// The 10-unit time of [`timed`]'s rows, the scaling's yardstick.
pub fn base(times: &[(usize, usize, f64)]) -> f64 {
    times.iter().find(|t| t.0 == 10).map_or(1.0, |t| t.2)
}
