//! The LCG engine's hot loop: `legal_actions` then `apply`, on a mid-game-looking position.
//!
//! Each iteration lists the legal actions of the current state and applies one, chosen by a
//! seeded index; when none remains (the scenario ended) the walk restarts from a start position,
//! alternating between a Dark Side and a Light Side deployment. Throughput is one element per
//! iteration, so criterion reports actions per second.
//!
//! ```text
//! CARGO_TARGET_DIR=/tmp/helper-target cargo bench --no-default-features --bench lcg_actions -- --warm-up-time 1 --measurement-time 3
//! ```

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use hangar::cards::lcg::catalog;
use hangar::engine::Rng;
use hangar::rules::lcg::def::{CardDef, CardType};
use hangar::rules::lcg::{apply, legal_actions, Phase, Scenario, Side, State};
use std::hint::black_box;

/// The catalog's definitions of `side` that pass `keep`, in catalog order.
fn defs(side: Side, keep: impl Fn(&CardDef) -> bool) -> Vec<&'static CardDef> {
    catalog().iter().map(|(_, d)| d).filter(|d| d.side == side && keep(d)).collect()
}

/// A mid-game table, `active` to deploy: each side has its objectives (resources) and a few
/// units in play, Vehicles among them, and in hand a couple of Pilot (X) cards and units.
/// Cards are chosen by their properties, so the position grows with the catalog.
fn mid_game(active: Side) -> State {
    let mut s = Scenario::new("bench: mid-game deployment", "IN-AFF", "RA-AFF")
        .seed(7)
        .active(active, Phase::Deployment)
        .ends_after(Phase::Deployment);
    for side in [Side::Dark, Side::Light] {
        for def in defs(side, |d| d.card_type == CardType::Objective).into_iter().take(3) {
            s.play(side, &def.number);
        }
        let vehicles = defs(side, |d| d.card_type == CardType::Unit && d.has_trait("Vehicle") && !d.unique);
        for def in vehicles.iter().cycle().take(3) {
            s.play(side, &def.number);
        }
        let others = defs(side, |d| d.card_type == CardType::Unit && !d.has_trait("Vehicle") && !d.unique);
        for def in others.into_iter().take(1) {
            s.play(side, &def.number);
        }
        for def in defs(side, |d| d.pilot.is_some()).into_iter().take(2) {
            s.hand(side, &def.number);
        }
        for def in vehicles.iter().cycle().take(2) {
            s.hand(side, &def.number);
        }
    }
    s.build()
}

fn legal_actions_then_apply(c: &mut Criterion) {
    let starts = [mid_game(Side::Dark), mid_game(Side::Light)];
    let mut next_start = 0;
    let mut state = starts[0].clone();
    let mut choose = Rng::seeded(0x00BE_4C4E);

    let mut group = c.benchmark_group("lcg");
    group.throughput(Throughput::Elements(1));
    group.bench_function("legal_actions+apply", |b| {
        b.iter(|| {
            let mut listed = legal_actions(black_box(&state));
            if listed.is_empty() {
                next_start = (next_start + 1) % starts.len();
                state = starts[next_start].clone();
                listed = legal_actions(&state);
            }
            let action = &listed[choose.below(listed.len())];
            let (next, events) = apply(&state, action).expect("a listed action applies");
            black_box(events);
            state = next;
        })
    });
    group.finish();
}

criterion_group!(benches, legal_actions_then_apply);
criterion_main!(benches);
