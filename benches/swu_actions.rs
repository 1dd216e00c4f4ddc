//! The SWU engine's hot loop, as the computer player runs it: `legal_actions` then
//! `apply_listed`, on the positions of seeded whole matches played by the playout policy.
//!
//! The matches are played once before measuring (the policy is `ai::playout::pick` with SWU's
//! prior, seeded), and each choice is kept as an index into the listed actions; the benchmark
//! then replays them, so an iteration is one `legal_actions` and one `apply_listed` and nothing
//! else (the prior is not timed). Throughput is one element per iteration: actions per second.
//!
//! - `whole-match`: every position of the matches, from the first mulligan to the last attack.
//! - `mid-game`: the middle third of each match.
//! - `legal_actions/<n>`: one action-phase position with `n` units a side (half ground units,
//!   half space Vehicles), a hand of Pilots and an upgrade; the table after the measurements
//!   gives each size's time against the 10-unit one (linear scaling: 40 units ≤ 4.5×).
//!
//! ```text
//! cargo bench --no-default-features --bench swu_actions -- --warm-up-time 1 --measurement-time 3
//! ```

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use hangar::ai::playout::pick;
use hangar::engine::{Rng, Ruleset, Seat};
use hangar::rules::swu::{Action, Scenario, State, Swu};
use std::hint::black_box;
use std::time::Instant;

/// Matches played for the walk.
const MATCHES: u64 = 8;
/// The playout policy's chance of a uniformly random action.
const EPSILON: f64 = 0.1;
/// A match longer than this is cut (none is, with the skirmish decks).
const MAX_ACTIONS: usize = 5_000;
/// The table sizes of the scaling measurement.
const SIZES: [usize; 4] = [5, 10, 20, 40];

/// A match to replay: its start and the index of each action the policy chose.
struct Match {
    start: State,
    choices: Vec<usize>,
}

/// Plays match `seed` by the playout policy, keeping its choices.
fn play(seed: u64) -> Match {
    let start = Swu::new_match(seed);
    let mut state = start.clone();
    let mut rng = Rng::seeded(seed ^ 0xBE4C_5755);
    let mut choices = Vec::new();
    while choices.len() < MAX_ACTIONS {
        let Some(seat) = Swu::to_act(&state) else { break };
        let legal = Swu::legal_actions(&state);
        let Some(action) = pick::<Swu>(&state, seat, &legal, EPSILON, &mut rng) else { break };
        let index = legal.iter().position(|a| a == action).expect("the pick is listed");
        choices.push(index);
        Swu::apply_listed(&mut state, action);
    }
    Match { start, choices }
}

/// A walk over some stretch of each match: starting positions and the choices that follow.
struct Walk {
    legs: Vec<(State, Vec<usize>)>,
    leg: usize,
    step: usize,
    state: State,
}

impl Walk {
    /// The whole of each match, or its middle third.
    fn new(matches: &[Match], middle: bool) -> Walk {
        let legs: Vec<(State, Vec<usize>)> = matches
            .iter()
            .map(|m| {
                let (from, to) =
                    if middle { (m.choices.len() / 3, 2 * m.choices.len() / 3) } else { (0, m.choices.len()) };
                let mut state = m.start.clone();
                for &i in &m.choices[..from] {
                    let legal = Swu::legal_actions(&state);
                    Swu::apply_listed(&mut state, &legal[i]);
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
        let legal = Swu::legal_actions(black_box(&self.state));
        let action: &Action = &legal[self.legs[self.leg].1[self.step]];
        Swu::apply_listed(&mut self.state, action);
        self.step += 1;
    }
}

fn walks(c: &mut Criterion) {
    let matches: Vec<Match> = (0..MATCHES).map(play).collect();
    let total: usize = matches.iter().map(|m| m.choices.len()).sum();
    eprintln!("swu: {MATCHES} matches, {total} actions");
    let mut group = c.benchmark_group("swu");
    group.throughput(Throughput::Elements(1));
    for (name, middle) in [("whole-match", false), ("mid-game", true)] {
        let mut walk = Walk::new(&matches, middle);
        group.bench_function(name, |b| b.iter(|| walk.advance()));
    }
    group.finish();
}

/// An action-phase table with `n` units a side, seat 0 to act with 8 ready resources.
fn table(n: usize) -> State {
    let mut s = Scenario::skirmish().seed(7);
    let ground = ["SOR_093", "JTL_159"];
    let space = [["SOR_237", "JTL_247"], ["SOR_225", "JTL_081"]];
    for seat in [Seat(0), Seat(1)] {
        s.resources(seat, 8);
        for i in 0..n {
            if i % 2 == 0 {
                s.unit(seat, ground[i / 2 % 2]);
            } else {
                s.unit(seat, space[usize::from(seat.0)][i / 2 % 2]);
            }
        }
        for id in ["JTL_159", "JTL_058", "JTL_196", "TWI_120"] {
            s.hand(seat, id);
        }
    }
    s.build()
}

fn scaling(c: &mut Criterion) {
    let mut group = c.benchmark_group("swu/legal_actions");
    for n in SIZES {
        let state = table(n);
        group.bench_with_input(BenchmarkId::from_parameter(n), &state, |b, s| b.iter(|| Swu::legal_actions(s)));
    }
    group.finish();
    let times: Vec<(usize, usize, f64)> = SIZES
        .iter()
        .map(|&n| {
            let state = table(n);
            let listed = Swu::legal_actions(&state).len();
            let runs = 2_000;
            let start = Instant::now();
            for _ in 0..runs {
                black_box(Swu::legal_actions(black_box(&state)));
            }
            (n, listed, start.elapsed().as_secs_f64() / f64::from(runs) * 1e6)
        })
        .collect();
    let base = times.iter().find(|t| t.0 == 10).map_or(1.0, |t| t.2);
    eprintln!("swu legal_actions scaling\n units/side  actions  µs/call  ×10-unit");
    for (n, listed, us) in times {
        eprintln!(" {n:>10}  {listed:>7}  {us:>7.2}  {:>8.2}", us / base);
    }
}

criterion_group!(benches, walks, scaling);
criterion_main!(benches);
