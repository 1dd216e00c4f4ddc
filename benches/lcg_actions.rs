//! The LCG engine's hot loop: `legal_actions` then `apply_listed`, the search's in-place apply.
//!
//! `legal_actions+apply` walks a mid-game-looking position: each iteration lists the legal
//! actions of the current state and applies one, chosen by a seeded index; when none remains (the
//! scenario ended) the walk restarts from a start position, alternating between a Dark Side and a
//! Light Side deployment.
//!
//! `whole_match` replays seeded matches from `new_match` as the computer's playout policy plays
//! them (`ai::playout::pick` over the LCG's prior, chosen once before timing): each iteration
//! lists the legal actions and applies the one the policy chose there; at a match's end the replay
//! starts over with the next match. Throughput is one element per iteration, so criterion reports
//! actions per second.
//!
//! ```text
//! cargo bench --no-default-features --bench lcg_actions -- --warm-up-time 1 --measurement-time 3
//! ```
//!
//! Measured 2026-12-02 on 2 shared cores, quiet, medians of three runs: `legal_actions+apply`
//! 1.01M actions/s (332k when the speed issue was filed), `whole_match` 788k/s (224k).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use hangar::ai::playout::pick;
use hangar::cards::lcg::catalog;
use hangar::engine::{Rng, Ruleset};
use hangar::rules::lcg::def::CardDef;
use hangar::rules::lcg::def::CardType;
use hangar::rules::lcg::Lcg;
use hangar::rules::lcg::Phase;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;
use hangar::rules::lcg::State;
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
            let mut listed = Lcg::legal_actions(black_box(&state));
            if listed.is_empty() {
                next_start = (next_start + 1) % starts.len();
                state = starts[next_start].clone();
                listed = Lcg::legal_actions(&state);
            }
            let action = &listed[choose.below(listed.len())];
            Lcg::apply_listed(&mut state, action);
        })
    });
    group.finish();
}

/// The most actions one recorded match may take (the playout policy's matches end well before).
const MAX_ACTIONS: usize = 5_000;

/// A match from `new_match(seed)` as the playout policy plays it: its start and the index into
/// `legal_actions` chosen at each position.
fn recorded_match(seed: u64) -> (State, Vec<usize>) {
    let start = Lcg::new_match(seed);
    let mut state = start.clone();
    let mut rng = Rng::seeded(seed ^ 0x5EED);
    let mut choices = Vec::new();
    while let Some(seat) = Lcg::to_act(&state) {
        if choices.len() >= MAX_ACTIONS {
            break;
        }
        let listed = Lcg::legal_actions(&state);
        let Some(action) = pick::<Lcg>(&state, seat, &listed, 0.1, &mut rng) else { break };
        let index = listed.iter().position(|a| a == action).expect("pick chooses a listed action");
        choices.push(index);
        Lcg::apply_listed(&mut state, action);
    }
    (start, choices)
}

fn whole_match(c: &mut Criterion) {
    let matches: Vec<(State, Vec<usize>)> = (1..=4).map(recorded_match).collect();
    let positions: usize = matches.iter().map(|(_, m)| m.len()).sum();
    eprintln!("whole_match: {} matches, {positions} positions", matches.len());
    let mut at = (0, 0);
    let mut state = matches[0].0.clone();

    let mut group = c.benchmark_group("lcg");
    group.throughput(Throughput::Elements(1));
    group.bench_function("whole_match", |b| {
        b.iter(|| {
            let (game, step) = at;
            if step == matches[game].1.len() {
                at = ((game + 1) % matches.len(), 0);
                state = matches[at.0].0.clone();
            }
            let listed = Lcg::legal_actions(black_box(&state));
            let action = &listed[matches[at.0].1[at.1]];
            Lcg::apply_listed(&mut state, action);
            at.1 += 1;
        })
    });
    group.finish();
}

criterion_group!(benches, legal_actions_then_apply, whole_match);
criterion_main!(benches);
