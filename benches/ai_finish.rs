//! The computer that finishes the game (issue #35): on positions where one line wins at once and
//! the others do not (`tests/finish/positions/`, each held by a test to what it claims), how many
//! each level solves — plays the winning action — in five seeds. A plain main: it reports, it
//! asserts nothing; each level plays at its own settings in each game (`Searchable::config`).
//!
//! ```text
//! cargo bench --no-default-features --bench ai_finish
//! FINISH_GAME=swu FINISH_VERBOSE=1 cargo bench --no-default-features --bench ai_finish
//! ```
//!
//! - `FINISH_GAME`: one game's id (`lcg`, `swu`, `swccg`); default all three.
//! - `FINISH_LEVEL`: one level (`easy`, `normal`, `hard`); default all three.
//! - `FINISH_SEEDS`: seeds per position and level (default 5).
//! - `FINISH_ONLY`: only the positions whose name contains this.
//! - `FINISH_VERBOSE`: per position, each seed's choice and the root's statistics when it missed.
//! - `FINISH_DISCOUNT`: override the levels' discount (`Config::discount`; 1 discounts nothing).
//!
//! Measured (2026-12-04, native, 2 shared cores; Easy = 30 playouts and half its choices random,
//! Normal = 1000 playouts, Hard = 3000, the CCG's Hard 5000 playouts 25 actions deep), solved of
//! five seeds × positions, before and after the search learned proven ends and discounted values
//! (ARCHITECTURE.md, `src/ai/`):
//!
//! ```text
//!          before                       after
//! game     Easy    Normal   Hard        Easy    Normal   Hard
//! lcg      41/55   55/55    50/55       43/55   55/55    55/55
//! swu      30/60   31/60    37/60       43/60   60/60    60/60
//! swccg    27/50   50/50    44/50       31/50   50/50    50/50
//! ```
//!
//! Before, SWU's Normal missed in every seed the Overwhelm attack (`swu-overwhelm`) and the
//! Pilot lines (`swu-pilot-lethal`, `-via-wedge`, `-then-overwhelm`), and in four of five the
//! leader deployed as a Pilot and the Raid attack; Hard missed the same Pilot lines in every seed.
//! The CCG's Hard missed deploying Chewbacca and then battling, and the LCG's Hard playing a Black
//! Squadron Fighter and then engaging, in every seed, where Normal solved both. After, Normal and
//! Hard play, and prove, the winning action in every seed; Easy misses where its random half
//! falls. With proofs alone (`FINISH_DISCOUNT=1`) Normal and Hard still solve every position;
//! with the discount alone (0.99, proofs switched off in a trial build) the LCG's Normal solves
//! 49/55 and its Hard 50/55 (the long lines: a unit or Pilot, then the engagement), SWU and the
//! CCG all.

#[path = "../tests/finish/positions/mod.rs"]
#[allow(dead_code)]
mod positions;

use hangar::ai::{Config, Level, Search, Searchable};
use hangar::engine::Viewer;
use hangar::words::{self, Lang};
use positions::Position;
use std::time::Instant;

fn main() {
    let game = std::env::var("FINISH_GAME").ok();
    let wanted = |id: &str| game.as_deref().is_none_or(|g| g == id);
    let levels: Vec<Level> = match std::env::var("FINISH_LEVEL").as_deref() {
        Ok("easy") => vec![Level::Easy],
        Ok("normal") => vec![Level::Normal],
        Ok("hard") => vec![Level::Hard],
        _ => Level::ALL.to_vec(),
    };
    let seeds = std::env::var("FINISH_SEEDS").ok().and_then(|s| s.parse().ok()).unwrap_or(5u64);
    let only = std::env::var("FINISH_ONLY").ok();
    let verbose = std::env::var("FINISH_VERBOSE").is_ok();
    let discount = std::env::var("FINISH_DISCOUNT").ok().and_then(|s| s.parse::<f64>().ok());
    let keep = |p: &&'static str| only.as_deref().is_none_or(|o| p.contains(o));
    let mut rows = Vec::new();
    if wanted("lcg") {
        let all: Vec<_> = positions::lcg::positions().into_iter().filter(|p| keep(&p.name)).collect();
        rows.extend(bench::<hangar::rules::lcg::Lcg>(&all, &levels, seeds, discount, verbose));
    }
    if wanted("swu") {
        let all: Vec<_> = positions::swu::positions().into_iter().filter(|p| keep(&p.name)).collect();
        rows.extend(bench::<hangar::rules::swu::Swu>(&all, &levels, seeds, discount, verbose));
    }
    if wanted("swccg") {
        let all: Vec<_> = positions::swccg::positions().into_iter().filter(|p| keep(&p.name)).collect();
        rows.extend(bench::<hangar::rules::swccg::Swccg>(&all, &levels, seeds, discount, verbose));
    }
    println!();
    println!("{:8} {:8} {:>9} {:>12}", "game", "level", "solved", "mean ms");
    for row in rows {
        println!("{:8} {:8} {:>4}/{:<4} {:>12.1}", row.game, row.level, row.solved, row.tried, row.ms);
    }
}

/// The words for the `index`-th legal action of `state`, as the acting seat's board shows them.
fn label<R: Searchable>(state: &R::State, index: usize) -> String {
    let seat = R::to_act(state);
    let view = R::view(state, Viewer::Seat(seat));
    view.actions
        .iter()
        .find(|a| a.index == index)
        .map_or_else(|| format!("action {index}"), |a| words::say(Lang::En, &a.label))
}

/// One line of the table.
struct Row {
    game: String,
    level: &'static str,
    solved: u32,
    tried: u32,
    ms: f64,
}

/// Each level on each position, `seeds` seeds each.
fn bench<R: Searchable>(
    positions: &[Position<R>],
    levels: &[Level],
    seeds: u64,
    discount: Option<f64>,
    verbose: bool,
) -> Vec<Row> {
    let mut rows = Vec::new();
    for &level in levels {
        let (mut solved, mut tried, mut ms) = (0u32, 0u32, 0.0f64);
        for p in positions {
            let mut line = String::new();
            for seed in 0..seeds {
                let clock = Instant::now();
                let config = R::config(level);
                let config = Config { discount: discount.unwrap_or(config.discount), ..config };
                let mut search = Search::<R>::new(&p.state, config, 0xF1_0000 + seed);
                search.finish();
                let chosen = search.best().expect("a legal action");
                ms += clock.elapsed().as_secs_f64() * 1000.0;
                tried += 1;
                let ok = p.is_win(&chosen);
                solved += u32::from(ok);
                line.push(if ok { '+' } else { '.' });
                if verbose && !ok {
                    let index = search.best_index().unwrap_or(0);
                    println!("    {} seed {seed}: chose {}", p.name, label::<R>(&p.state, index));
                    for c in search.choices() {
                        println!("        {:5} visits {:.3}  {}", c.visits, c.value, label::<R>(&p.state, c.index));
                    }
                }
            }
            println!("{:8} {:6} {:32} {line}", R::GAME.to_string(), level.name(), p.name);
        }
        rows.push(Row {
            game: R::GAME.to_string(),
            level: level.name(),
            solved,
            tried,
            ms: ms / f64::from(tried.max(1)),
        });
    }
    rows
}
