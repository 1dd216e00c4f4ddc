//! The card browser's search as the player types (issue #34): `Pool::search` over each game's
//! whole pool, for what a keystroke asks (a word of a title, a word of the text, a word and two
//! facet filters, nothing at all sorted by cost). A result list redraws within a frame (16 ms)
//! when the search is a small part of it; the largest pool is the one that matters.
//!
//! ```text
//! cargo bench --no-default-features --features catalog-json --bench pool_search -- --warm-up-time 1 --measurement-time 3
//! ```

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use hangar::engine::pool::{Query, Scope, Sort};
use hangar::rules::decks::pool;
use hangar::rules::games;
use std::hint::black_box;

fn search(c: &mut Criterion) {
    let mut group = c.benchmark_group("pool_search");
    for game in games() {
        let pool = pool(game.id).expect("a pool");
        let facet = &pool.facets[0];
        let queries = [
            ("title", Query { words: "wi".into(), ..Query::default() }),
            ("text", Query { words: "when play".into(), scope: Scope::Text, ..Query::default() }),
            ("filtered", Query { words: "a".into(), ..Query::default() }.toggled(facet.key, &facet.values[0].0.key)),
            ("all-by-cost", Query { sort: Sort::Cost, ..Query::default() }),
        ];
        for (name, query) in queries {
            let id = BenchmarkId::new(format!("{}/{name}", game.id), pool.cards.len());
            group.bench_with_input(id, &query, |b, q| b.iter(|| black_box(pool.search(q))));
        }
    }
    group.finish();
}

criterion_group!(benches, search);
criterion_main!(benches);
