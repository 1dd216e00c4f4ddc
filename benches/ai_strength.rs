//! The computer player's strength and speed, for any game: seeded games of the search against the
//! random and the greedy one-ply players, from each seat, with win rates, decisions per game,
//! decision time and playouts per second. A plain main (no criterion): it reports, it asserts
//! nothing. It names no game: the game is a knob, and the whole run is generic over
//! `ai::Searchable`.
//!
//! ```text
//! cargo bench --no-default-features --bench ai_strength
//! AI_GAMES=20 AI_LEVEL=hard cargo bench --no-default-features --bench ai_strength
//! AI_GAME=lcg AI_SEAT=light AI_START=skirmish cargo bench --no-default-features --bench ai_strength
//! ```
//!
//! - `AI_GAME`: the game's id, as saves name it (default `lcg`).
//! - `AI_GAMES`: games per pairing and seat (default 4).
//! - `AI_LEVEL`: easy, normal (default) or hard.
//! - `AI_STEPS`: actions after which a game is called unfinished (default 3000).
//! - `AI_OPPONENTS`: `random`, `greedy` or `both` (default); or a level (`easy`, `normal`,
//!   `hard`): the search at `AI_LEVEL` against a search at that level's own settings, e.g.
//!   `AI_LEVEL=hard AI_OPPONENTS=normal AI_GAMES=20` for Hard against Normal, 40 games with the
//!   sides alternating.
//! - `AI_SEAT`: the search in one seat only: its number (0 sits first) or the start of its name
//!   (`dark`, `light` in the LCG); default both.
//! - `AI_PLAYOUTS`, `AI_DEPTH`, `AI_EPSILON`, `AI_EXPLORATION`, `AI_BLUNDER`, `AI_DISCOUNT`:
//!   override the level's search settings (for tuning).
//! - `AI_START=<scenario key>`: play from one of the game's scenarios instead of a new match
//!   (`skirmish` or `lcg-skirmish`), each game a determinization of it for the seat acting first
//!   (that seat's hand kept, the cards it cannot see redealt, the RNG reseeded).
//!   `AI_START=decks`: each game a random pairing of the game's built-in decks (the seed picks
//!   it; `AI_VERBOSE` prints it), the search playing whichever deck its seat holds;
//!   `AI_START=decks:<part>` only the decks whose key holds `<part>` (`decks:premier`).
//! - `AI_DUMP=<dir>`: write the state before the last action of a stuck game there, and the last
//!   state of an unfinished one, as JSON.
//! - `AI_VERBOSE`: print how each game ended.
//!
//! Normal on random pairings of the LCG's built-in decks (2026-12-04, `AI_GAME=lcg AI_START=decks
//! AI_GAMES=20`, the 12 Dark–Light pairings of 6 decks, a machine loaded by four builds):
//!
//! ```text
//! lcg    greedy vs random: 16/20 (Dark), 9/20 (Light)
//! lcg    Normal vs random: 20/20 (Dark), 20/20 (Light); vs greedy: 19/20 (Dark), 20/20 (Light)
//!        decision mean 34-49 ms, max 582 ms, 20 600-29 200 playouts/s
//! ```
//!
//! Normal on random pairings of SWU's built-in decks (2026-12-04, `AI_GAME=swu AI_START=decks
//! AI_GAMES=10`, the 30 pairings of the two Limited skirmish decks and the four Premier decks, 28
//! of them with a Premier deck; a machine loaded by test runs; the seat is named by the skirmish
//! deck that seat holds in a new match, not the deck the pairing dealt it):
//!
//! ```text
//! swu    greedy vs random: 10/10 (seat 0), 10/10 (seat 1)
//! swu    Normal vs random: 10/10, 10/10; vs greedy: 10/10 (seat 0), 8/10 (seat 1)
//!        decision mean 34-288 ms, max 2 930 ms, 3 500-29 600 playouts/s
//! ```
//!
//! Normal on random pairings of SWU's four built-in Premier decks only (2026-12-05,
//! `AI_GAME=swu AI_START=decks:premier AI_GAMES=20`, the 12 pairings of Wedge Antilles, Luke
//! Skywalker, Darth Vader and Boba Fett; a machine loaded by four builds; the seat named as
//! above):
//!
//! ```text
//! swu    greedy vs random: 20/20 (seat 0), 20/20 (seat 1)
//! swu    Normal vs random: 20/20, 20/20; vs greedy: 17/20 (seat 0), 19/20 (seat 1)
//!        decision mean 79-97 ms, max 424 ms, 10 300-12 700 playouts/s
//! ```
//!
//! The same 30 pairings after SWU's speed work of 2026-12-06 (`AI_GAME=swu AI_START=decks
//! AI_GAMES=4`, a quiet machine, so its times are not comparable with the loaded runs above):
//!
//! ```text
//! swu    greedy vs random: 4/4 (seat 0), 4/4 (seat 1)
//! swu    Normal vs random: 4/4, 4/4; vs greedy: 4/4 (seat 0), 3/4 (seat 1)
//!        decision mean 19-27 ms, max 60 ms, 37 000-52 100 playouts/s
//! ```
//!
//! Normal against the baselines since the search proves ends and discounts values (2026-12-04,
//! native, 2 shared cores, new matches, 20 games per pairing and seat; the finishing positions
//! are in `benches/ai_finish.rs`):
//!
//! ```text
//! lcg    greedy vs random: 19/20 (Dark), 14/20 (Light)
//! lcg    Normal vs random: 20/20 (Dark), 20/20 (Light); vs greedy: 20/20 (Dark), 20/20 (Light)
//!        decision mean 22-46 ms, max 615 ms, 21 900-46 100 playouts/s
//! swu    greedy vs random: 20/20 (Red Squadron), 20/20 (Victor Squadron)
//! swu    Normal vs random: 20/20, 20/20; vs greedy: 18/20 (Red Squadron), 17/20 (Victor Squadron)
//!        decision mean 49-58 ms, max 240 ms, 17 200-20 500 playouts/s
//! swccg  greedy vs random: 20/20 (Dark), 20/20 (Light)
//! swccg  Normal vs random: 20/20, 20/20; vs greedy: 20/20 (Dark), 19/20 (Light)
//!        decision mean 21-31 ms, max 334 ms, 31 800-48 300 playouts/s
//! ```
//!
//! The CCG with 60-card decks and one starting location each (issue #32), after the standstill
//! fix (`rules/swccg/search.rs`; 2026-12-04, `AI_GAME=swccg AI_GAMES=5 AI_VERBOSE=1`, new
//! matches, a machine loaded by other builds; only 5 games a pairing for lack of time):
//!
//! ```text
//! swccg  greedy vs random: 3/5 (Dark), 1/5 (Light); 4/5, 4/5 with its guesses off (it saw destinies)
//! swccg  Normal vs random: 5/5 (Dark), 5/5 (Light); vs greedy: 4/5 (Dark, 1 unfinished), 5/5 (Light)
//!        decision mean 63-119 ms, max 1.3 s, 8 400-15 900 playouts/s, 262-310 actions a game
//! ```
//!
//! Normal on random pairings of the CCG's built-in decks (2026-12-04, `AI_GAME=swccg
//! AI_START=decks AI_GAMES=20 AI_VERBOSE=1`, the 9 Dark–Light pairings of 6 decks with the pool's
//! weapons, devices and interrupts, a machine loaded by two builds): the unfinished two are the
//! standstill of `rules/swccg/search.rs` (3000 actions, neither side drawing or battling).
//!
//! ```text
//! swccg  greedy vs random: 11/20 (Dark), 10/20 (Light)
//! swccg  Normal vs random: 20/20 (Dark), 20/20 (Light); vs greedy: 18/20 (Dark, 2 unfinished), 20/20 (Light)
//!        decision mean 29-44 ms, max 861 ms, 22 600-34 800 playouts/s, 282-814 actions a game
//! ```
//!
//! The same on the CCG after its reacts, its pool's second pass and the activate-phase answer of
//! `rules/swccg/search.rs` (2026-12-05, `AI_GAME=swccg AI_START=decks AI_GAMES=20 AI_VERBOSE=1`,
//! a machine loaded by four helpers' builds and the test run): no game unfinished.
//!
//! ```text
//! swccg  greedy vs random: 11/20 (Dark), 10/20 (Light)
//! swccg  Normal vs random: 20/20 (Dark), 20/20 (Light); vs greedy: 18/20 (Dark), 20/20 (Light)
//!        decision mean 84-221 ms, max 5.8 s, 4 500-11 900 playouts/s, 271-459 actions a game
//! ```
//!
//! The same after the pool's third pass (the respond window, interrupts in the control phase,
//! converted locations; 2026-12-05, later, a machine loaded by the full test run). The two
//! unfinished Dark games end far ahead (the Light Side at 3 Life Force with nothing on the
//! table): Normal passes its drains there. The static evaluation is flat (0.9993 for the Dark
//! Side whether it drains or passes, `rules/swccg/search/evaluate.rs`), but giving 5 % of it to
//! the Life Force ratio did not make the search drain either (3 seeds of the dumped position).
//! The cause, found later: a win the walk reached deep in the tree was discounted by its whole
//! distance while a bare evaluation counted only the playout's depth, so the drains' lines, which
//! reach wins, scored 0.947 against passing's 0.950 (`search::distance` now caps an end's distance
//! at that depth; `tests/finish/far_ahead.rs`).
//!
//! ```text
//! swccg  greedy vs random: 13/20 (Dark), 7/20 (Light)
//! swccg  Normal vs random: 20/20 (Dark), 20/20 (Light); vs greedy: 18/20 (Dark, 2 unfinished), 18/20 (Light)
//!        decision mean 100-201 ms, max 12.1 s, 5 000-10 000 playouts/s, 272-719 actions a game
//! ```
//!
//! The same after an end past the playout's depth counts as that far (`search::distance`; the
//! fourth pass's cards are in no built-in deck; 2026-12-05, later, a machine loaded by helpers'
//! builds): the far-ahead stalemate is gone as the Dark Side; one Light Side game against greedy
//! was unfinished.
//!
//! ```text
//! swccg  Normal vs random: 20/20 (Dark), 20/20 (Light); vs greedy: 19/20 (Dark, none unfinished), 18/20 (Light, 1 unfinished)
//!        decision mean 129-293 ms, max 11.2 s, 3 400-7 700 playouts/s, 227-457 actions a game
//! ```
//!
//! That unfinished game, dumped (`AI_DUMP`, 2026-12-05, the same seeds): at turn 797 the greedy
//! Dark Side has an empty Reserve Deck and hand, 27 cards in its Force Pile and only its starting
//! location on the table, and never draws from the Force Pile into its hand; the Light Side,
//! Normal, is at 2 Life Force with nothing left to play. Neither can drain or battle, so no rule
//! ends it: a stalemate of the greedy opponent's, not a loop of the engine or of the search.
//!
//! The same after the pool's sixth pass (391 cards; the new respond windows: a battle lost, a
//! drain's Force lost, a transport; 2026-12-05, evening, `AI_GAMES=10`, a quiet machine): no game
//! unfinished.
//!
//! ```text
//! swccg  greedy vs random: 9/10 (Dark), 5/10 (Light)
//! swccg  Normal vs random: 10/10 (Dark), 10/10 (Light); vs greedy: 10/10 (Dark), 9/10 (Light)
//!        decision mean 58-72 ms, max 412 ms, 13 900-17 300 playouts/s, 213-366 actions a game
//! ```
//!
//! The same with 20 games per pairing and seat after the pool's last passes (2026-12-06, 422
//! cards, `AI_GAME=swccg AI_START=decks AI_GAMES=20 AI_VERBOSE=1`, the 9 Dark–Light pairings of
//! the 6 built-in decks, a machine loaded by six helpers' builds, so the times are high): one
//! Light Side game against greedy reached the action cap unfinished (not dumped this time).
//!
//! ```text
//! swccg  greedy vs random: 13/20 (Dark), 7/20 (Light)
//! swccg  Normal vs random: 20/20 (Dark), 20/20 (Light); vs greedy: 19/20 (Dark), 18/20 (Light, 1 unfinished)
//!        decision mean 122-307 ms, max 5.8 s, 3 300-8 200 playouts/s, 228-457 actions a game
//! ```
//!
//! Hard against Normal, same day (`AI_LEVEL=hard AI_OPPONENTS=normal AI_GAMES=20`, a machine
//! loaded by other builds): swu Hard as Red Squadron 14/20, as Victor Squadron 13/20: 27/40
//! (67.5 %); lcg Hard as Dark 9/20, as Light 15/20: 24/40 (60 %).
//!
//! On the way, values discounted from where the playout stopped (not from the playout's whole
//! depth) left the CCG's Light Side 15/20 against greedy with 5 games unfinished: far ahead, it
//! shuttled characters instead of draining (`src/ai/search.rs`).
//!
//! Hard against Normal (2026-12-02, native, 2 shared cores, Hard = 3000 playouts, Normal = 1000,
//! `AI_LEVEL=hard AI_OPPONENTS=normal AI_GAMES=20`: 40 games, sides alternating):
//!
//! ```text
//! lcg    Hard as Dark 12/20, as Light 15/20: 27/40 (67.5 %); Hard 14 600-19 800 playouts/s
//! swu    Hard as Red Squadron 13/20, as Victor Squadron 13/20: 26/40 (65 %)
//! swccg  Hard as Dark 9/20, as Light 13/20: 22/40 (55 %); Hard 39 600-41 600 playouts/s
//! ```
//!
//! The CCG's Hard since (2026-12-02, afternoon; 5000 playouts 25 actions deep; `AI_GAME=swccg`,
//! same command): as Dark 13/20, as Light 16/20: 29/40 (72.5 %), no game unfinished, 208-210
//! actions a game; decision mean 158-173 ms, max 696 ms on a loaded machine (28 900-31 700
//! playouts/s). The settings tried on the way are in
//! `rules/swccg/search.rs`.
//!
//! Normal against the baselines after the engines got faster (2026-12-02, `AI_GAMES=2`): lcg
//! 23 600-34 200 playouts/s native; in the browser's worker (`tools/ai-bench.mjs 2 normal lcg
//! worker`) 16 500-23 200; on a quiet machine 27 800-35 000 native, 17 600-22 200 in the worker.
//!
//! Earlier (2026-12-01, evening, native, 2 shared cores, Normal = 1000 playouts a decision,
//! new matches, 20 games per pairing and seat):
//!
//! ```text
//! lcg    greedy vs random: 19/20 (Dark), 14/20 (Light)
//! lcg    Normal vs random: 20/20 (Dark), 20/20 (Light); vs greedy: 19/20 (Dark), 20/20 (Light)
//!        decision mean 70-96 ms, max 895 ms, 10 400-14 300 playouts/s
//! swu    greedy vs random: 20/20 (Red Squadron), 20/20 (Victor Squadron)
//! swu    Normal vs random: 20/20, 20/20; vs greedy: 19/20 (Red Squadron), 16/20 (Victor Squadron)
//!        decision mean 61-111 ms, max 489 ms, 9 000-16 300 playouts/s
//! swccg  greedy vs random: 20/20 (Dark), 20/20 (Light)
//! swccg  Normal vs random: 20/20, 20/20; vs greedy: 20/20, 20/20
//!        decision mean 40-67 ms, max 1 382 ms, 14 800-25 300 playouts/s
//! ```
//!
//! Earlier (2026-12-01, morning, `AI_GAME=lcg`, 10 games per pairing and seat), after the search
//! became generic over `ai::Searchable`. Every game played the same actions as the LCG-only
//! search before it (same winners per seed, same actions and decisions per game); only the
//! times moved, with the load on the machine:
//!
//! ```text
//! greedy as Dark  vs random: 10/10   greedy as Light vs random: 9/10
//! Normal as Dark  vs random: 10/10   235 actions/game, decision mean 71 ms, max 234 ms, 14 200 playouts/s
//! Normal as Light vs random: 10/10   177 actions/game, decision mean 63 ms, max 261 ms, 15 800 playouts/s
//! Normal as Dark  vs greedy: 10/10   261 actions/game, decision mean 71 ms, max 261 ms, 14 200 playouts/s
//! Normal as Light vs greedy: 10/10   182 actions/game, decision mean 72 ms, max 223 ms, 13 900 playouts/s
//! ```
//!
//! Earlier (2026-11-30, the LCG-only search, 20 games per pairing and side): greedy vs random
//! 19/20 (Dark), 14/20 (Light); Normal 20/20 in every pairing, decision mean 64-73 ms, max 529 ms,
//! 13 800-15 700 playouts/s. Easy (30 playouts, 50% blunders), 10 games: vs random 10/10 (Dark),
//! 9/10 (Light); vs greedy 6/10 (Dark), 8/10 (Light); decision mean 2 ms. Hard (3000 playouts) vs
//! greedy, 5 games: 5/5 each side, decision mean 143-197 ms, max 797 ms.
//!
//! A game that reaches a state with no legal action and no ending is reported with its seed and
//! a summary of the state.

use hangar::ai::arena::{self, Finish, Player, Tally};
use hangar::ai::pairings::Pairings;
use hangar::ai::{Config, GameTask, Level, Searchable};
use hangar::engine::view::Seat;
use hangar::engine::Rng;
use hangar::rules;
use hangar::words::{self, Lang};
use std::time::Instant;

fn main() {
    let name = std::env::var("AI_GAME").unwrap_or_else(|_| "lcg".to_string());
    let Some(game) = rules::game_id(&name).and_then(|id| rules::new_match(id, 0)) else {
        eprintln!("ai_strength: no game called {name:?}");
        std::process::exit(2);
    };
    game.run_task(Bench::from_env());
}

/// The benchmark's settings, from the environment.
struct Bench {
    games: u64,
    steps: u64,
    level: Level,
    opponents: Vec<Player>,
    /// `AI_SEAT` as given; `None`: both seats.
    seat: Option<String>,
    /// `AI_START` as given; `None`: new matches.
    start: Option<String>,
}

impl Bench {
    fn from_env() -> Bench {
        let level = match std::env::var("AI_LEVEL").as_deref() {
            Ok("easy") => Level::Easy,
            Ok("hard") => Level::Hard,
            _ => Level::Normal,
        };
        let opponents = match std::env::var("AI_OPPONENTS").as_deref() {
            Ok("random") => vec![Player::Random],
            Ok("greedy") => vec![Player::Greedy],
            Ok("easy") => vec![Player::Rival(Level::Easy)],
            Ok("normal") => vec![Player::Rival(Level::Normal)],
            Ok("hard") => vec![Player::Rival(Level::Hard)],
            _ => vec![Player::Random, Player::Greedy],
        };
        Bench {
            games: env("AI_GAMES", 4),
            steps: env("AI_STEPS", 3000),
            level,
            opponents,
            seat: std::env::var("AI_SEAT").ok(),
            start: std::env::var("AI_START").ok().filter(|s| s != "new"),
        }
    }
}

impl GameTask for Bench {
    type Output = ();

    fn run<R: Searchable>(self, _start: &R::State) {
        let Some(start) = Start::<R>::new(self.start.as_deref()) else {
            eprintln!("ai_strength: {} has no scenario {:?}", R::GAME, self.start.unwrap_or_default());
            std::process::exit(2);
        };
        let seats = seats::<R>(self.seat.as_deref());
        let config = config::<R>(self.level);
        println!("config: {config:?}");
        println!(
            "ai_strength: {}, {} ({} playouts a decision), {} games per pairing and seat, start: {}",
            R::GAME,
            self.level.name(),
            config.playouts,
            self.games,
            start.name()
        );
        if self.opponents.contains(&Player::Random) {
            baseline_check(&self, &start);
        }
        for &opponent in &self.opponents {
            for &seat in &seats {
                let mut tally = Tally::default();
                for game in 0..self.games {
                    let seed = 0xA15E_ED00 + game;
                    let players = against(Player::Search(self.level), seat, opponent);
                    let finish = play(&self, &start, seed, players, &mut tally);
                    tally.record(&finish, seat);
                    let dump = |what: &str, state: &R::State| {
                        if let Ok(dir) = std::env::var("AI_DUMP") {
                            let path = format!("{dir}/{what}-{seed:#x}.json");
                            let _ = std::fs::write(&path, serde_json::to_string(state).unwrap_or_default());
                        }
                    };
                    match &finish {
                        Finish::Stuck { before, last } => {
                            println!("  STUCK seed {seed:#x}: {}; last actions {last:?}", summary::<R>(before));
                            dump("stuck", before);
                        }
                        Finish::Unfinished(last) => dump("unfinished", last),
                        _ => {}
                    }
                }
                report::<R>(self.level, opponent, seat, &tally);
            }
        }
    }
}

/// Greedy against random, from each seat: how strong the yardsticks are.
fn baseline_check<R: Searchable>(bench: &Bench, start: &Start<R>) {
    for greedy_seat in [Seat(0), Seat(1)] {
        let mut tally = Tally::default();
        for game in 0..bench.games {
            let players = against(Player::Greedy, greedy_seat, Player::Random);
            let finish = play(bench, start, 0xBA5E_0000 + game, players, &mut tally);
            tally.record(&finish, greedy_seat);
        }
        println!("greedy as {:10} vs random: {}/{} won", seat_name::<R>(greedy_seat), tally.wins, bench.games);
    }
}

/// The players of seats 0 and 1 when `player` sits in `seat` against `opponent`.
fn against(player: Player, seat: Seat, opponent: Player) -> [Player; 2] {
    if seat == Seat(0) {
        [player, opponent]
    } else {
        [opponent, player]
    }
}

fn report<R: Searchable>(level: Level, opponent: Player, seat: Seat, t: &Tally) {
    let per = |n: f64| n / f64::from(t.games.max(1));
    println!(
        "{:6} as {:10} vs {:6}: won {:3}/{:<3} ({:5.1}%), drawn {}, unfinished {}, stuck {} | {:5.1} actions/game, {:5.1} AI decisions/game | decision mean {:6.1} ms, max {:6.1} ms | {:7.0} playouts/s",
        level.name(),
        seat_name::<R>(seat),
        opponent.name(),
        t.wins,
        t.games,
        100.0 * t.win_rate(),
        t.draws,
        t.unfinished,
        t.stuck,
        per(t.actions as f64),
        per(f64::from(t.decisions)),
        t.mean_ms(),
        t.slowest_ms,
        t.playouts_per_second()
    );
}

/// Plays one game from the start position for `seed`; `players` sit in seats 0 and 1.
fn play<R: Searchable>(
    bench: &Bench,
    start: &Start<R>,
    seed: u64,
    players: [Player; 2],
    tally: &mut Tally,
) -> Finish<R> {
    let clock = Instant::now();
    let mut now = || clock.elapsed().as_secs_f64() * 1000.0;
    let finish =
        arena::play::<R>(start.position(seed), seed, players, config::<R>(bench.level), bench.steps, &mut now, tally);
    if let (Finish::Won(_), Ok(_)) = (&finish, std::env::var("AI_VERBOSE")) {
        println!("    seed {seed:#x}: {finish:?}");
    }
    finish
}

/// The seats the search plays: both, or the one `AI_SEAT` names (its number, or the start of its
/// name: `dark`, `light`).
fn seats<R: Searchable>(chosen: Option<&str>) -> Vec<Seat> {
    let both = vec![Seat(0), Seat(1)];
    let Some(chosen) = chosen.map(str::to_lowercase) else { return both };
    let named = |seat: &Seat| {
        chosen.parse::<u8>().is_ok_and(|n| n == seat.0) || seat_name::<R>(*seat).to_lowercase().starts_with(&chosen)
    };
    both.into_iter().filter(named).collect()
}

/// A seat's name in English ("Dark Side").
fn seat_name<R: Searchable>(seat: Seat) -> String {
    R::seat_names().get(usize::from(seat.0)).map_or_else(|| format!("seat {}", seat.0), |m| words::say(Lang::En, m))
}

/// Where each game starts: a new match, a scenario dealt afresh per game, or a random pairing of
/// the game's built-in decks (one seat's deck against the other's) dealt per game.
enum Start<R: Searchable> {
    NewMatch,
    Scenario { key: String, position: R::State },
    Decks { pairs: Pairings },
}

impl<R: Searchable> Start<R> {
    /// The start `AI_START` names: a new match, or the scenario with that key (with or without
    /// the game's prefix: `skirmish` or `lcg-skirmish`).
    fn new(key: Option<&str>) -> Option<Start<R>> {
        let Some(key) = key else { return Some(Start::NewMatch) };
        if let Some(part) = key.strip_prefix("decks") {
            let pairs = Pairings::among(R::GAME, part.strip_prefix(':').unwrap_or(part));
            return (!pairs.is_empty()).then_some(Start::Decks { pairs });
        }
        let prefixed = format!("{}-{key}", R::GAME);
        let found = [key, prefixed.as_str()]
            .into_iter()
            .find_map(|k| R::scenario(k).map(|position| Start::Scenario { key: k.to_string(), position }));
        found
    }

    fn name(&self) -> String {
        match self {
            Start::NewMatch => "a new match of the two starter decks, seeded per game".to_string(),
            Start::Scenario { key, .. } => {
                format!("the scenario {key}, hidden cards redealt per game for the seat acting first")
            }
            Start::Decks { pairs } => format!(
                "a random pairing per game of the built-in decks ({} pairings: {})",
                pairs.names().len(),
                pairs.names().join(", ")
            ),
        }
    }

    /// The start position for game `seed`: a scenario is one determinization of it for the seat
    /// that acts first (that seat's hand kept, what it cannot see redealt, the RNG reseeded).
    fn position(&self, seed: u64) -> R::State {
        match self {
            Start::NewMatch => R::new_match(seed),
            Start::Scenario { position, .. } => {
                let seat = R::to_act(position).unwrap_or(Seat(0));
                R::determinize(position, seat, &mut Rng::seeded(seed))
            }
            Start::Decks { pairs } => {
                let (name, state) = pairs.start::<R>(seed).expect("a legal pairing of the bench's game");
                if std::env::var("AI_VERBOSE").is_ok() {
                    println!("    seed {seed:#x}: {name}");
                }
                state
            }
        }
    }
}

fn summary<R: Searchable>(state: &R::State) -> String {
    let acting = R::to_act(state).map_or_else(|| "nobody".to_string(), seat_name::<R>);
    format!(
        "{}, {acting} to act, {} legal actions",
        words::say(Lang::En, &R::summary(state)),
        R::legal_actions(state).len()
    )
}

/// The level's config in game `R`, with any of `AI_PLAYOUTS`, `AI_DEPTH`, `AI_EPSILON`, `AI_EXPLORATION`,
/// `AI_BLUNDER`, `AI_DISCOUNT` overriding it (for tuning).
fn config<R: Searchable>(level: Level) -> Config {
    let mut config = R::config(level);
    let float = |name: &str| std::env::var(name).ok().and_then(|v| v.parse::<f64>().ok());
    config.playouts = env("AI_PLAYOUTS", u64::from(config.playouts)) as u32;
    config.depth = env("AI_DEPTH", u64::from(config.depth)) as u32;
    config.epsilon = float("AI_EPSILON").unwrap_or(config.epsilon);
    config.exploration = float("AI_EXPLORATION").unwrap_or(config.exploration);
    config.blunder = float("AI_BLUNDER").unwrap_or(config.blunder);
    config.discount = float("AI_DISCOUNT").unwrap_or(config.discount);
    config
}

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}
