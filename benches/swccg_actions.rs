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

#[path = "support/walks.rs"]
mod walks;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use hangar::engine::Ruleset;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Scenario;
use hangar::rules::swccg::Side;
use hangar::rules::swccg::State;
use hangar::rules::swccg::Swccg;
use walks::SIZES;

fn walks(c: &mut Criterion) {
    walks::walks::<Swccg>(c, 0x0BE4_CCC6);
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
        let times = walks::timed::<Swccg>(|n| table(n, phase));
        let base = walks::base(&times);
        for (n, listed, us) in times {
            eprintln!(" {name:>6}  {n:>10}  {listed:>7}  {us:>7.2}  {:>8.2}", us / base);
        }
    }
}

criterion_group!(benches, walks, scaling);
criterion_main!(benches);
