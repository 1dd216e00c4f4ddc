//! The computer player's strength and speed: seeded games of the search against the random and
//! the greedy one-ply players, from each side, with win rates, decisions per game, decision time
//! and playouts per second. A plain main (no criterion): it reports, it asserts nothing.
//!
//! ```text
//! cargo bench --no-default-features --bench ai_strength
//! AI_GAMES=20 AI_LEVEL=hard cargo bench --no-default-features --bench ai_strength
//! ```
//!
//! - `AI_GAMES`: games per pairing and side (default 4).
//! - `AI_LEVEL`: easy, normal (default) or hard.
//! - `AI_STEPS`: actions after which a game is called unfinished (default 3000).
//! - `AI_OPPONENTS`: `random`, `greedy` or `both` (default).
//! - `AI_SIDE`: `dark` or `light` for the search on one side only (default both).
//! - `AI_PLAYOUTS`, `AI_DEPTH`, `AI_EPSILON`, `AI_EXPLORATION`, `AI_BLUNDER`: override the
//!   level's search settings (for tuning).
//! - `AI_START=skirmish`: play from the Skirmish example instead of a new match.
//! - `AI_DUMP=<dir>`: write the state before the last action of a stuck game there, as JSON.
//! - `AI_VERBOSE`: print how each game ended.
//!
//! Last measured (2026-11-30, native, 2 shared cores, new matches of the starter decks, 20 games
//! per pairing and side, Normal = 1000 playouts a decision):
//!
//! ```text
//! greedy as Dark  vs random: 19/20   greedy as Light vs random: 14/20
//! Normal as Dark  vs random: 20/20   decision mean 73 ms, max 409 ms, 13 800 playouts/s
//! Normal as Light vs random: 20/20   decision mean 66 ms, max 529 ms, 15 200 playouts/s
//! Normal as Dark  vs greedy: 20/20   decision mean 71 ms, max 308 ms, 14 100 playouts/s
//! Normal as Light vs greedy: 20/20   decision mean 64 ms, max 320 ms, 15 700 playouts/s
//! Easy (30 playouts, 50% blunders), 10 games: vs random 10/10 (Dark), 9/10 (Light);
//!   vs greedy 6/10 (Dark), 8/10 (Light); decision mean 2 ms
//! Hard (3000 playouts) vs greedy, 5 games:  5/5 each side, decision mean 143-197 ms, max 797 ms
//! ```
//!
//! A game that reaches a state with no legal action and no outcome is reported with its seed and
//! a summary of the state.

use hangar::ai::arena::{self, Finish, Player, Tally};
use hangar::ai::{Config, Level};
use hangar::engine::Rng;
use hangar::rules::lcg::examples::Example;
use hangar::rules::lcg::setup::new_match::new_match;
use hangar::rules::lcg::{Side, State};
use std::time::Instant;

fn main() {
    let games: u64 = env("AI_GAMES", 4);
    let steps: u64 = env("AI_STEPS", 3000);
    let level = match std::env::var("AI_LEVEL").as_deref() {
        Ok("easy") => Level::Easy,
        Ok("hard") => Level::Hard,
        _ => Level::Normal,
    };
    let opponents: Vec<Player> = match std::env::var("AI_OPPONENTS").as_deref() {
        Ok("random") => vec![Player::Random],
        Ok("greedy") => vec![Player::Greedy],
        _ => vec![Player::Random, Player::Greedy],
    };
    let config = config(level);
    println!("config: {config:?}");
    println!(
        "ai_strength: {} ({} playouts a decision), {games} games per pairing and side, start: {}",
        level.name(),
        config.playouts,
        start_name()
    );
    if opponents.contains(&Player::Random) {
        baseline_check(games, config, steps);
    }
    for opponent in opponents {
        for ai_side in sides() {
            let mut tally = Tally::default();
            for game in 0..games {
                let seed = 0xA15E_ED00 + game;
                let players = match ai_side {
                    Side::Dark => [Player::Search(level), opponent],
                    Side::Light => [opponent, Player::Search(level)],
                };
                let finish = play(seed, players, config, steps, &mut tally);
                tally.record(&finish, ai_side);
                if let Finish::Stuck { before, last } = &finish {
                    println!("  STUCK seed {seed:#x}: {}; last actions {last:?}", summary(before));
                    if let Ok(dir) = std::env::var("AI_DUMP") {
                        let path = format!("{dir}/stuck-{seed:#x}.json");
                        let _ = std::fs::write(&path, serde_json::to_string(before).unwrap_or_default());
                    }
                }
            }
            report(level, opponent, ai_side, &tally);
        }
    }
}

/// Greedy against random, both sides: how strong the yardsticks are.
fn baseline_check(games: u64, config: Config, steps: u64) {
    for greedy_side in [Side::Dark, Side::Light] {
        let mut tally = Tally::default();
        let mut wins = 0;
        for game in 0..games {
            let players = match greedy_side {
                Side::Dark => [Player::Greedy, Player::Random],
                Side::Light => [Player::Random, Player::Greedy],
            };
            if let Finish::Won(side) = play(0xBA5E_0000 + game, players, config, steps, &mut tally) {
                wins += u32::from(side == greedy_side);
            }
        }
        println!("greedy as {:5} vs random: {wins}/{games} won", greedy_side.name());
    }
}

fn report(level: Level, opponent: Player, ai_side: Side, t: &Tally) {
    let per = |n: f64| n / f64::from(t.games.max(1));
    println!(
        "{:6} as {:5} vs {:6}: won {:3}/{:<3} ({:5.1}%), unfinished {}, stuck {} | {:5.1} actions/game, {:5.1} AI decisions/game | decision mean {:6.1} ms, max {:6.1} ms | {:7.0} playouts/s",
        level.name(),
        ai_side.name(),
        opponent.name(),
        t.wins,
        t.games,
        100.0 * t.win_rate(),
        t.unfinished,
        t.stuck,
        per(t.actions as f64),
        per(f64::from(t.decisions)),
        t.mean_ms(),
        t.slowest_ms,
        t.playouts_per_second()
    );
}

/// Plays one game from the start position for `seed`; `players` are Dark Side, Light Side.
fn play(seed: u64, players: [Player; 2], config: Config, steps: u64, tally: &mut Tally) -> Finish {
    let clock = Instant::now();
    let mut now = || clock.elapsed().as_secs_f64() * 1000.0;
    let state = start(seed);
    let finish = arena::play(state, seed, players, config, steps, &mut now, tally);
    if let (Finish::Won(_), Ok(_)) = (&finish, std::env::var("AI_VERBOSE")) {
        println!("    seed {seed:#x}: {finish:?}");
    }
    finish
}

/// The sides the search plays (`AI_SIDE=dark` or `light` for one of them).
fn sides() -> Vec<Side> {
    match std::env::var("AI_SIDE").as_deref() {
        Ok("dark") => vec![Side::Dark],
        Ok("light") => vec![Side::Light],
        _ => vec![Side::Dark, Side::Light],
    }
}

fn skirmish() -> bool {
    std::env::var("AI_START").as_deref() == Ok("skirmish")
}

fn start_name() -> &'static str {
    if skirmish() {
        "the Skirmish example, command decks shuffled per game"
    } else {
        "a new match of the two starter decks, seeded per game"
    }
}

/// The start position for game `seed`.
fn start(seed: u64) -> State {
    if !skirmish() {
        return new_match(seed);
    }
    let mut state = Example::Skirmish.position();
    state.rng = Rng::seeded(seed);
    for side in [Side::Dark, Side::Light] {
        let mut deck = std::mem::take(&mut state.player_mut(side).command_deck);
        state.rng.shuffle(&mut deck);
        state.player_mut(side).command_deck = deck;
    }
    state
}

fn summary(state: &State) -> String {
    format!(
        "turn {}, {} active, phase {:?}, prompt {:?}, engagement {:?}, dial {}, pending {:?}",
        state.turn,
        state.active.name(),
        state.phase,
        state.prompt,
        state.engagement,
        state.dial,
        state.pending
    )
}

/// The level's config, with any of `AI_PLAYOUTS`, `AI_DEPTH`, `AI_EPSILON`, `AI_EXPLORATION`
/// overriding it (for tuning).
fn config(level: Level) -> Config {
    let mut config = level.config();
    let float = |name: &str| std::env::var(name).ok().and_then(|v| v.parse::<f64>().ok());
    config.playouts = env("AI_PLAYOUTS", u64::from(config.playouts)) as u32;
    config.depth = env("AI_DEPTH", u64::from(config.depth)) as u32;
    config.epsilon = float("AI_EPSILON").unwrap_or(config.epsilon);
    config.exploration = float("AI_EXPLORATION").unwrap_or(config.exploration);
    config.blunder = float("AI_BLUNDER").unwrap_or(config.blunder);
    config
}

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}
