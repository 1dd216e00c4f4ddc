//! No public door of a game panics, whatever an `Action` or a drop names — written once over
//! [`Ruleset`], with no knowledge of any game's rules. At seeded positions (every scenario and a
//! few steps from it, and random walks of new matches) it feeds `check`, `apply` and `drop`
//! hostile input:
//!
//! - actions made from the position's legal actions and candidates by rewriting their JSON: each
//!   number (an id, an amount, an index; or an empty optional) in turn set to an id past the
//!   card table (its size, its size + 7, and the widths' maxima `u8::MAX`, `u16::MAX`,
//!   `u32::MAX`, each where it still reads as an action) and to other cards of the game (a
//!   seeded sample of the whole table: cards in other zones, the other seat's cards); two
//!   numbers at once set to other cards; each list given one more item (an id past the table,
//!   another card, a second copy of its first item);
//! - drops of the legal actions' sources, other cards and cards past the table, on cards (the
//!   same kinds) and on zones: the board's own, zones just past them, zones offset by card ids
//!   in and past the table, and nonsense ones.
//!
//! Each call runs inside `catch_unwind`; every panic (and every broken property) is collected
//! with the position, the input and the message, and the test fails once with all of them. A
//! hostile action is held to the property harness: `harness::check_refused` when it is not
//! listed (`check` and `apply` refuse it and change nothing: an action `check` accepts is
//! listed), and then both refuse it with the same reason, citing a rule of this game;
//! `harness::check_listed` when the rewrite landed on a listed action. A drop names a listed
//! action or is refused, citing a rule of this game. After every input the state equals a copy
//! taken before; after all of them its JSON is the same, and — the engines keep caches beside
//! the state — the position lists the same actions and its first one applies to the same result
//! as before.
//!
//! The card table's size is the length of the state's `cards` list (every game keeps its cards
//! there: a `CardId` indexes it), or one past the largest id the board shows if that is more.
#![allow(dead_code)]

use crate::harness::{check_listed, check_refused};
use crate::harness::{count_arrays, count_numbers, nth_array, nth_number};
use hangar::engine::{BoardView, CardId, Rejected, Rng, Ruleset, Target, Viewer, ZoneId};
use serde_json::Value;
use std::cell::{Cell, RefCell};
use std::collections::{BTreeMap, HashSet};
use std::fmt::Write as _;
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;
use std::time::Instant;

/// How much to probe.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    /// New matches walked (seeds `0..matches`).
    pub matches: u64,
    /// Random legal actions taken in each walk (from a new match or a scenario).
    pub steps: usize,
    /// A walk is probed every this many steps.
    pub every: usize,
    /// Steps walked from each scenario (its start is always probed).
    pub scenario_steps: usize,
    /// Legal actions and candidates rewritten at a position (a seeded sample when there are
    /// more).
    pub bases: usize,
    /// Cards of the table each number of an action is rewritten to.
    pub other_cards: usize,
    /// Drops tried at a position (a seeded sample of sources × targets).
    pub drops: usize,
}

impl Default for Budget {
    fn default() -> Budget {
        Budget { matches: 5, steps: 200, every: 16, scenario_steps: 8, bases: 20, other_cards: 8, drops: 80 }
    }
}

impl Budget {
    /// The default budget, or — env `HANGAR_NO_PANIC_SCALE=k` — `k` times the matches, the
    /// steps, the actions, the other cards and the drops, for a deeper search.
    pub fn from_env() -> Budget {
        let k: usize = std::env::var("HANGAR_NO_PANIC_SCALE").ok().and_then(|v| v.parse().ok()).unwrap_or(1).max(1);
        let b = Budget::default();
        Budget {
            matches: b.matches * k as u64,
            steps: b.steps * k,
            scenario_steps: b.scenario_steps * k,
            bases: b.bases * k,
            other_cards: b.other_cards * k,
            drops: b.drops * k,
            ..b
        }
    }
}

/// What was probed, to report and to assert that the probes were not idle.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    pub positions: usize,
    /// Hostile actions given to `check` and `apply`.
    pub actions: usize,
    /// Of those, the ones the position lists (a rewrite that landed on a legal action).
    pub listed: usize,
    pub drops: usize,
    /// Drops that named a legal action.
    pub drops_accepted: usize,
}

/// One panic or broken property.
struct Failure {
    at: String,
    input: String,
    message: String,
}

/// Probes every scenario of `R` and seeded random walks of its new matches; fails once, listing
/// every panic and broken property found.
///
/// # Panics
/// When anything panicked or a hostile input was not refused cleanly: that is the test failing.
pub fn hold<R: Ruleset>(budget: Budget) -> Tally {
    install_hook();
    let started = Instant::now();
    let mut tally = Tally::default();
    let mut failures = Vec::new();
    let mut rng = Rng::seeded(0x0DD5_EED5);
    let mut walk = |name: &str, mut state: R::State, steps: usize, every: usize, rng: &mut Rng| {
        for step in 0..=steps {
            let at = format!("{} {name}, step {step}", R::GAME);
            let ended = R::ending(&state).is_some();
            if step % every.max(1) == 0 || ended {
                probe_position::<R>(&state, &at, &budget, rng, &mut tally, &mut failures);
            }
            let listed = R::legal_actions(&state);
            if ended || listed.is_empty() {
                break;
            }
            let action = &listed[rng.below(listed.len())];
            state = R::apply(&state, action).unwrap_or_else(|e| panic!("{at}: listed {action:?} refused: {e}")).0;
        }
    };
    for info in R::scenarios() {
        let state = R::scenario(info.key).unwrap_or_else(|| panic!("{}: scenario {} opens", R::GAME, info.key));
        walk(&format!("scenario {}", info.key), state, budget.scenario_steps, 1, &mut rng);
    }
    for seed in 0..budget.matches {
        walk(&format!("match seed {seed}"), R::new_match(seed), budget.steps, budget.every, &mut rng);
    }
    eprintln!("{}: {tally:?} in {:.2?}", R::GAME, started.elapsed());
    if !failures.is_empty() {
        panic!("{}", report(R::GAME.0, &failures));
    }
    assert!(tally.positions > 0 && tally.actions > 0 && tally.drops > 0, "the probes were idle: {tally:?}");
    tally
}

/// Every hostile action and drop at one position.
fn probe_position<R: Ruleset>(
    state: &R::State,
    at: &str,
    budget: &Budget,
    rng: &mut Rng,
    tally: &mut Tally,
    failures: &mut Vec<Failure>,
) {
    tally.positions += 1;
    let original = state.clone();
    let json = serde_json::to_value(state).expect("a state serialises");
    let listed = R::legal_actions(state);
    let first = listed.first().map(|a| R::apply(state, a));
    let board = R::view(state, Viewer::Everyone);
    let mut fail = |input: String, message: String| failures.push(Failure { at: at.to_owned(), input, message });

    // The actions: listed and candidates, deduplicated, a seeded sample of them.
    let mut seen = HashSet::new();
    let mut bases: Vec<Value> = Vec::new();
    for action in listed.iter().cloned().chain(R::candidates(state)) {
        let value = serde_json::to_value(&action).expect("an action serialises");
        if seen.insert(value.to_string()) {
            bases.push(value);
        }
    }
    rng.shuffle(&mut bases);
    bases.truncate(budget.bases);

    let named = shown_cards(&board);
    let table = table_size(&json).max(named.iter().map(|c| usize::from(c.0) + 1).max().unwrap_or(0));
    let n = table as u64;
    let past = [n, n + 7, u64::from(u8::MAX), u64::from(u16::MAX), u64::from(u32::MAX)];

    for base in &bases {
        for value in rewrites(base, &past, table, budget.other_cards, rng) {
            if !seen.insert(value.to_string()) {
                continue;
            }
            let Ok(action) = serde_json::from_value::<R::Action>(value.clone()) else { continue };
            tally.actions += 1;
            let is_listed = listed.contains(&action);
            tally.listed += usize::from(is_listed);
            let position = || at.to_owned();
            let run = caught(|| {
                if is_listed {
                    check_listed::<R>(state, &action, &position);
                } else {
                    check_refused::<R>(state, &action, &position);
                    // Both doors give the same reason, citing a rule of this game.
                    let (by_check, by_apply) = (R::check(state, &action).err(), R::apply(state, &action).err());
                    assert!(
                        by_check == by_apply,
                        "{at}: check and apply refuse differently: {by_check:?} / {by_apply:?}"
                    );
                    cites_its_game::<R>(by_check, &position);
                }
            });
            if let Err(message) = run {
                fail(format!("action {value}"), message);
            }
            if *state != original {
                fail(format!("action {value}"), "the state changed".to_owned());
            }
        }
    }

    // The drops: sources and targets that name cards of the table, cards past it and the cards
    // the actions use; zones of the board, and zones that are not.
    let id = |i: usize| u16::try_from(i).unwrap_or(u16::MAX);
    let out_ids = [table, table + 7, usize::from(u16::MAX)].map(|i| CardId(id(i)));
    let some_cards = |rng: &mut Rng, count: usize| -> Vec<CardId> {
        (0..count).map(|_| CardId(id(rng.below(table.max(1))))).collect()
    };
    let mut sources: Vec<CardId> = board.actions.iter().filter_map(|a| a.source).collect();
    sources.extend(some_cards(rng, 4));
    sources.extend(out_ids);
    let mut targets: Vec<Target> = board.actions.iter().filter_map(|a| a.target).collect();
    targets.extend(some_cards(rng, 4).into_iter().map(Target::Card));
    targets.extend(out_ids.map(Target::Card));
    let zones: Vec<u16> = board.zones().map(|z| z.id.0).collect();
    let mut zone_ids = vec![0, 1, u16::MAX - 1, u16::MAX];
    for &z in &zones {
        let other = id(rng.below(table.max(1)));
        zone_ids.extend([z, z.saturating_add(1), z.saturating_add(id(table)), z.saturating_add(id(table + 7))]);
        zone_ids.push(z.saturating_add(other));
    }
    targets.extend(zone_ids.into_iter().map(|z| Target::Zone(ZoneId(z))));
    let mut pairs: Vec<(CardId, Target)> = sources
        .iter()
        .flat_map(|&s| targets.iter().map(move |&t| (s, t)))
        .collect::<HashSet<_>>()
        .into_iter()
        .collect();
    pairs.sort_by_key(|&(s, t)| match t {
        Target::Card(c) => (s, 0, c.0),
        Target::Zone(z) => (s, 1, z.0),
    });
    rng.shuffle(&mut pairs);
    pairs.truncate(budget.drops);
    for (source, target) in pairs {
        tally.drops += 1;
        let input = format!("drop {source:?} on {target:?}");
        match caught(|| R::drop(state, source, target)) {
            Ok(Ok(action)) => {
                tally.drops_accepted += 1;
                if !listed.contains(&action) {
                    fail(input.clone(), format!("the drop names {action:?}, which is not listed"));
                }
            }
            Ok(Err(refused)) => {
                if let Err(message) = caught(|| cites_its_game::<R>(Some(refused), &|| at.to_owned())) {
                    fail(input.clone(), message);
                }
            }
            Err(message) => fail(input.clone(), message),
        }
        if *state != original {
            fail(input, "the state changed".to_owned());
        }
    }

    // Nothing changed, in the state or beside it.
    if serde_json::to_value(state).ok().as_ref() != Some(&json) {
        fail("all of the above".to_owned(), "the state's JSON changed".to_owned());
    }
    match caught(|| (R::legal_actions(state), listed.first().map(|a| R::apply(state, a)))) {
        Ok((again, again_first)) => {
            if again != listed {
                fail("all of the above".to_owned(), "the position lists other actions than before".to_owned());
            }
            if again_first != first {
                fail(
                    "all of the above".to_owned(),
                    "the first listed action applies differently than before".to_owned(),
                );
            }
        }
        Err(message) => fail("listing and applying again".to_owned(), message),
    }
}

/// A refusal cites a rule of the game that refused.
fn cites_its_game<R: Ruleset>(refused: Option<Rejected<R::Reason>>, at: &dyn Fn() -> String) {
    if let Some(refused) = refused {
        assert!(refused.rule.game == R::GAME, "{}: {refused} cites another game's rule", at());
    }
}

/// The hostile rewrites of an action's JSON: each number (or empty optional) in turn set to each
/// of `past` and to `others` cards of the table; two numbers at once set to cards of the table;
/// each list given one of `past`, a card of the table, or a second copy of an item it holds.
fn rewrites(base: &Value, past: &[u64], table: usize, others: usize, rng: &mut Rng) -> Vec<Value> {
    let mut out = Vec::new();
    let card = |rng: &mut Rng| Value::from(rng.below(table.max(1)) as u64);
    let slots = count_numbers(base);
    for slot in 0..slots {
        let ids: Vec<Value> = past.iter().map(|&id| Value::from(id)).chain((0..others).map(|_| card(rng))).collect();
        for id in ids {
            let mut value = base.clone();
            if let Some(number) = nth_number(&mut value, &mut { slot }) {
                *number = id;
                out.push(value);
            }
        }
    }
    if slots >= 2 {
        for _ in 0..others {
            let (a, b) = (rng.below(slots), rng.below(slots));
            let mut value = base.clone();
            for slot in [a, b] {
                let id = card(rng);
                if let Some(number) = nth_number(&mut value, &mut { slot }) {
                    *number = id;
                }
            }
            out.push(value);
        }
    }
    for list in 0..count_arrays(base) {
        let mut items: Vec<Value> = past.iter().map(|&id| Value::from(id)).collect();
        items.push(card(rng));
        items.extend(nth_array(&mut base.clone(), &mut { list }).and_then(|array| array.first().cloned()));
        for item in items {
            let mut value = base.clone();
            if let Some(array) = nth_array(&mut value, &mut { list }) {
                array.push(item);
                out.push(value);
            }
        }
    }
    out
}

/// The cards the board shows (it bounds the table from below when the state has no `cards`
/// list).
fn shown_cards(board: &BoardView) -> Vec<CardId> {
    let mut out: Vec<CardId> =
        board.actions.iter().flat_map(|a| a.source.into_iter().chain(a.pays.iter().copied())).collect();
    for zone in board.zones() {
        out.extend(zone.card.iter().chain(&zone.cards).map(|c| c.id));
    }
    out
}

/// The length of the state's `cards` list, 0 when it has none.
fn table_size(state: &Value) -> usize {
    state.get("cards").and_then(Value::as_array).map_or(0, Vec::len)
}

thread_local! {
    /// Set while [`caught`] runs its closure on this thread: the hook records the panic instead of
    /// printing it.
    static CATCHING: Cell<bool> = const { Cell::new(false) };
    static CAUGHT: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// A panic hook that records panics inside [`caught`] (where and what) and leaves every other
/// panic — other tests' — to the hook it replaces.
fn install_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if CATCHING.with(Cell::get) {
                CAUGHT.with(|c| *c.borrow_mut() = Some(info.to_string()));
            } else {
                previous(info);
            }
        }));
    });
}

/// Runs `f`, turning a panic into its message (with where it happened).
fn caught<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    CATCHING.with(|c| c.set(true));
    let result = panic::catch_unwind(AssertUnwindSafe(f));
    CATCHING.with(|c| c.set(false));
    result.map_err(|payload| {
        CAUGHT.with(|c| c.borrow_mut().take()).unwrap_or_else(|| {
            payload
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| payload.downcast_ref::<&str>().map(|s| (*s).to_owned()))
                .unwrap_or_else(|| "a panic without a message".to_owned())
        })
    })
}

/// Every failure, grouped by message (its first line: where it panicked), each group with its
/// count and a few of its inputs.
fn report(game: &str, failures: &[Failure]) -> String {
    let mut groups: BTreeMap<String, Vec<&Failure>> = BTreeMap::new();
    for f in failures {
        let head = f.message.lines().next().unwrap_or_default().to_owned();
        groups.entry(head).or_default().push(f);
    }
    let mut out = format!("{game}: {} hostile inputs failed, {} distinct causes:\n", failures.len(), groups.len());
    for (head, group) in &groups {
        let _ = writeln!(out, "\n== {head} ({} times)", group.len());
        for f in group.iter().take(3) {
            let rest: Vec<&str> = f.message.lines().skip(1).collect();
            let _ = writeln!(out, "   at {}: {}\n      {}", f.at, f.input, rest.join(" / "));
        }
    }
    out
}
