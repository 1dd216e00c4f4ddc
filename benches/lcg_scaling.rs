//! How `legal_actions` grows with the table: 5, 10, 20 and 40 units a side, at the deployment
//! step (the active side's hand: units, Pilot (X) cards, enhancements) and at the
//! declare-attackers step of an engagement. Prints a table of microseconds per call (the median
//! of several timed batches) and the ratio of 40 units to 10.
//!
//! ```text
//! cargo bench --no-default-features --bench lcg_scaling
//! ```

use hangar::cards::lcg::catalog;
use hangar::engine::Ruleset;
use hangar::rules::lcg::def::CardDef;
use hangar::rules::lcg::def::CardType;
use hangar::rules::lcg::Action;
use hangar::rules::lcg::Initiative;
use hangar::rules::lcg::Lcg;
use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;
use hangar::rules::lcg::State;
use std::hint::black_box;
use std::time::{Duration, Instant};

const SIZES: [usize; 4] = [5, 10, 20, 40];

/// The catalog's definitions of `side` that pass `keep`, in catalog order.
fn defs(side: Side, keep: impl Fn(&CardDef) -> bool) -> Vec<&'static CardDef> {
    catalog().iter().map(|(_, d)| d).filter(|d| d.side == side && keep(d)).collect()
}

/// A table with `units` non-unique units a side (Vehicles and others, cycling through the
/// catalog), three objectives a side, and a hand of Pilot (X) cards and units, the Dark Side
/// active in `phase`.
fn table(units: usize, phase: Phase) -> State {
    let mut s = Scenario::new("bench: scaling", "IN-AFF", "RA-AFF").seed(11).active(Side::Dark, phase);
    for side in [Side::Dark, Side::Light] {
        for def in defs(side, |d| d.card_type == CardType::Objective).into_iter().take(3) {
            s.play(side, &def.number);
        }
        let pool = defs(side, |d| d.card_type == CardType::Unit && !d.unique);
        for def in pool.iter().cycle().take(units) {
            s.play(side, &def.number);
        }
        for def in defs(side, |d| d.pilot.is_some()).into_iter().take(2) {
            s.hand(side, &def.number);
        }
        for def in pool.iter().take(3) {
            s.hand(side, &def.number);
        }
    }
    s.build()
}

/// The table in its conflict phase, the Dark Side engaging its first target: the
/// declare-attackers step.
fn declare_step(units: usize) -> State {
    let state = table(units, Phase::Conflict);
    let engage = Lcg::legal_actions(&state)
        .into_iter()
        .find(|a| matches!(a, Action::Initiative(Initiative::Engage { .. })))
        .expect("the Dark Side can engage");
    let (state, _) = Lcg::apply(&state, &engage).expect("a listed action applies");
    assert!(Lcg::legal_actions(&state).iter().any(|a| matches!(a, Action::Initiative(Initiative::Declare { .. }))));
    state
}

/// Microseconds per `Lcg::legal_actions(state)`: the median of nine batches of about 50 ms.
fn time(state: &State) -> f64 {
    let start = Instant::now();
    let mut calls = 0u32;
    while start.elapsed() < Duration::from_millis(20) {
        black_box(Lcg::legal_actions(black_box(state)));
        calls += 1;
    }
    let per_batch = (calls * 5 / 2).max(1);
    let mut batches: Vec<f64> = (0..9)
        .map(|_| {
            let t = Instant::now();
            for _ in 0..per_batch {
                black_box(Lcg::legal_actions(black_box(state)));
            }
            t.elapsed().as_secs_f64() * 1e6 / f64::from(per_batch)
        })
        .collect();
    batches.sort_by(f64::total_cmp);
    batches[batches.len() / 2]
}

fn main() {
    // `cargo bench` passes `--bench`; a filter argument is not supported.
    let rows: Vec<(usize, f64, f64)> =
        SIZES.iter().map(|&n| (n, time(&table(n, Phase::Deployment)), time(&declare_step(n)))).collect();
    println!("lcg_scaling: legal_actions, µs per call");
    println!("{:>6} {:>12} {:>12}", "units", "deployment", "declare");
    for &(n, deploy, declare) in &rows {
        println!("{n:>6} {deploy:>12.2} {declare:>12.2}");
    }
    let at = |n: usize| rows.iter().find(|r| r.0 == n).copied().expect("a measured size");
    let (ten, forty) = (at(10), at(40));
    println!("{:>6} {:>12.2} {:>12.2}", "40/10", forty.1 / ten.1, forty.2 / ten.2);
}
