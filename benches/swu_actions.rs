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

#[path = "support/walks.rs"]
mod walks;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use hangar::engine::{Ruleset, Seat};
use hangar::rules::swu::Scenario;
use hangar::rules::swu::State;
use hangar::rules::swu::Swu;
use walks::SIZES;

fn walks(c: &mut Criterion) {
    walks::walks::<Swu>(c, 0xBE4C_5755);
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
    let times = walks::timed::<Swu>(table);
    let base = walks::base(&times);
    eprintln!("swu legal_actions scaling\n units/side  actions  µs/call  ×10-unit");
    for (n, listed, us) in times {
        eprintln!(" {n:>10}  {listed:>7}  {us:>7.2}  {:>8.2}", us / base);
    }
}

criterion_group!(benches, walks, scaling);
criterion_main!(benches);
