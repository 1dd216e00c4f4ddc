//! The SWCCG engine's hot loop, as the computer player runs it: `legal_actions` then
//! `apply_listed`, on the positions of seeded whole matches played by the playout policy.
//!
//! The matches are played once before measuring (the policy is `ai::playout::pick` with SWCCG's
//! prior, seeded), and each choice is kept as an index into the listed actions; the benchmark
//! then replays them, so an iteration is one `legal_actions` and one `apply_listed` and nothing
//! else (the prior is not timed). Throughput is one element per iteration: actions per second.
//!
//! - `whole-match`: every position of the matches, from the first mulligan to the last attack.
//! - `mid-game`: the middle third of each match.
//! - `legal_actions/<phase>/<n>`: a deploy-phase and a move-phase position with `n` characters
//!   and starships a side (half troopers at two sites, half starfighters at two systems), Force
//!   to use and a hand to deploy; the table after the measurements gives each size's time
//!   against the 10-card one (linear scaling: 40 ≤ 4.5×).
//!
//! ```text
//! cargo bench --no-default-features --bench swccg_actions -- --warm-up-time 1 --measurement-time 3
//! ```

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use hangar::ai::playout::pick;
use hangar::engine::{Rng, Ruleset};
use hangar::rules::swccg::{Action, Phase, Scenario, Side, State, Swccg};
use std::hint::black_box;
use std::time::Instant;

/// Matches played for the walk.
const MATCHES: u64 = 8;
/// The playout policy's chance of a uniformly random action.
const EPSILON: f64 = 0.1;
/// A match longer than this is cut (none is, with the two decks).
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
    let start = Swccg::new_match(seed);
    let mut state = start.clone();
    let mut rng = Rng::seeded(seed ^ 0x0BE4_CCC6);
    let mut choices = Vec::new();
    while choices.len() < MAX_ACTIONS {
        let Some(seat) = Swccg::to_act(&state) else { break };
        let legal = Swccg::legal_actions(&state);
        let Some(action) = pick::<Swccg>(&state, seat, &legal, EPSILON, &mut rng) else { break };
        let index = legal.iter().position(|a| a == action).expect("the pick is listed");
        choices.push(index);
        Swccg::apply_listed(&mut state, action);
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
                    let legal = Swccg::legal_actions(&state);
                    Swccg::apply_listed(&mut state, &legal[i]);
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
        let legal = Swccg::legal_actions(black_box(&self.state));
        let action: &Action = &legal[self.legs[self.leg].1[self.step]];
        Swccg::apply_listed(&mut self.state, action);
        self.step += 1;
    }
}

fn walks(c: &mut Criterion) {
    let matches: Vec<Match> = (0..MATCHES).map(play).collect();
    let total: usize = matches.iter().map(|m| m.choices.len()).sum();
    eprintln!("swccg: {MATCHES} matches, {total} actions");
    let mut group = c.benchmark_group("swccg");
    group.throughput(Throughput::Elements(1));
    for (name, middle) in [("whole-match", false), ("mid-game", true)] {
        let mut walk = Walk::new(&matches, middle);
        group.bench_function(name, |b| b.iter(|| walk.advance()));
    }
    group.finish();
}

/// A table with `n` characters and starships a side, `side` to act in `phase` with Force to use
/// and a hand to deploy: troopers at two of the four sites, starfighters at the two systems.
fn table(n: usize, phase: Phase) -> State {
    let mut s = Scenario::new("bench: scaling").active(Side::Dark, phase).seed(7);
    let tatooine = s.location(Side::Dark, "Tatooine");
    let mos_eisley = s.location(Side::Dark, "Tatooine: Mos Eisley");
    s.location(Side::Dark, "Tatooine: Docking Bay 94");
    let yavin = s.location(Side::Light, "Yavin 4");
    let jungle = s.location(Side::Light, "Yavin 4: Jungle");
    s.location(Side::Light, "Yavin 4: Docking Bay");
    let (systems, sites) = ([tatooine, yavin], [mos_eisley, jungle]);
    for (side, trooper, fighter, hand) in [
        (Side::Dark, "Stormtrooper", "TIE Fighter", ["Imperial Pilot", "TIE Fighter", "Stormtrooper"]),
        (Side::Light, "Rebel Trooper", "X-wing", ["Rebel Pilot", "X-wing", "Rebel Trooper"]),
    ] {
        s.force(side, trooper, 10);
        s.reserve_n(side, trooper, 10);
        for i in 0..n {
            if i % 2 == 0 {
                s.at(side, trooper, sites[i / 2 % 2]);
            } else {
                s.at(side, fighter, systems[i / 2 % 2]);
            }
        }
        for title in hand {
            s.hand(side, title);
        }
    }
    s.build()
}

fn scaling(c: &mut Criterion) {
    let phases = [("deploy", Phase::Deploy), ("move", Phase::Move)];
    let mut group = c.benchmark_group("swccg/legal_actions");
    for (name, phase) in phases {
        for n in SIZES {
            let state = table(n, phase);
            group.bench_with_input(BenchmarkId::new(name, n), &state, |b, s| b.iter(|| Swccg::legal_actions(s)));
        }
    }
    group.finish();
    eprintln!("swccg legal_actions scaling\n  phase  cards/side  actions  µs/call  ×10-card");
    for (name, phase) in phases {
        let times: Vec<(usize, usize, f64)> = SIZES
            .iter()
            .map(|&n| {
                let state = table(n, phase);
                let listed = Swccg::legal_actions(&state).len();
                let runs = 2_000;
                let start = Instant::now();
                for _ in 0..runs {
                    black_box(Swccg::legal_actions(black_box(&state)));
                }
                (n, listed, start.elapsed().as_secs_f64() / f64::from(runs) * 1e6)
            })
            .collect();
        let base = times.iter().find(|t| t.0 == 10).map_or(1.0, |t| t.2);
        for (n, listed, us) in times {
            eprintln!(" {name:>6}  {n:>10}  {listed:>7}  {us:>7.2}  {:>8.2}", us / base);
        }
    }
}

criterion_group!(benches, walks, scaling);
criterion_main!(benches);
