//! The property harness every game's tests share, written once over [`Ruleset`]: at a position,
//! the listed actions are exactly the candidates `check` accepts (every listed action is a
//! candidate, is accepted and applies, in place as on a copy;
//! every candidate and every probe that is not listed is refused with a reason and changes
//! nothing; a probe naming a card the game does not have is refused, never a panic), the game's
//! own invariants hold (`Ruleset::problems` is empty), and the state survives a serde round trip.
//! [`play`] drives seeded random games from a start to their end with those checks on the way.
//!
//! Probes are made from the listed actions' JSON: a number replaced (another card, an amount, an
//! id past the table), an item dropped from a list or added to it. They work for any game whose
//! actions serialise, and need no knowledge of its rules.
#![allow(dead_code)]

use hangar::engine::view::Ending;
use hangar::engine::{Rng, Ruleset};
use serde_json::Value;

/// What the checks covered, to report and to assert that they were not idle.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    /// Positions checked.
    pub states: usize,
    /// Listed actions applied by the checks.
    pub applied: usize,
    /// Candidates and probes that were not listed, each refused.
    pub refused: usize,
}

/// Checks every property at `state`; `at` names the position for a failure message. Returns the
/// listed actions.
///
/// # Panics
/// When a property does not hold: that is the test failing.
pub fn check_position<R: Ruleset>(
    state: &R::State,
    rng: &mut Rng,
    at: &dyn Fn() -> String,
    tally: &mut Tally,
) -> Vec<R::Action> {
    tally.states += 1;
    check_invariants::<R>(state, at);
    check_round_trip::<R>(state, at);
    let listed = R::legal_actions(state);
    // The checks below walk the listed actions: a live position lists some.
    assert!(
        !listed.is_empty() || R::ending(state).is_some(),
        "{}: no legal action and no ending: {}",
        at(),
        state_summary::<R>(state)
    );
    for action in &listed {
        check_listed::<R>(state, action, at);
        tally.applied += 1;
    }
    let candidates = R::candidates(state);
    // The search lists into a list used before: the same actions, nothing left over.
    let mut reused = candidates.clone();
    R::legal_actions_into(state, &mut reused);
    assert_eq!(reused, listed, "{}: legal_actions_into a used list differs from legal_actions", at());
    for action in &listed {
        assert!(candidates.contains(action), "{}: listed {action:?} is not among the candidates", at());
    }
    for candidate in candidates {
        let accepted = R::check(state, &candidate).is_ok();
        assert_eq!(
            accepted,
            listed.contains(&candidate),
            "{}: check and legal_actions disagree on {candidate:?} (check accepts it: {accepted})",
            at()
        );
        if !accepted {
            tally.refused += 1;
        }
    }
    for probe in probes::<R>(&listed, rng) {
        if !listed.contains(&probe) {
            check_refused::<R>(state, &probe, at);
            tally.refused += 1;
        }
    }
    listed
}

/// `Ruleset::problems` is empty: the game's own invariants hold.
pub fn check_invariants<R: Ruleset>(state: &R::State, at: &dyn Fn() -> String) {
    let problems = R::problems(state);
    assert!(problems.is_empty(), "{}: the state is not sound: {problems:?}", at());
}

/// The state survives serde_json unchanged.
pub fn check_round_trip<R: Ruleset>(state: &R::State, at: &dyn Fn() -> String) {
    let json = serde_json::to_string(state).unwrap_or_else(|e| panic!("{}: the state does not serialise: {e}", at()));
    let back: R::State =
        serde_json::from_str(&json).unwrap_or_else(|e| panic!("{}: the state does not deserialise: {e}", at()));
    assert!(back == *state, "{}: the state changed through serde_json", at());
}

/// A listed action is accepted by `check`, applies, leaves its input untouched, and its result
/// is sound.
pub fn check_listed<R: Ruleset>(state: &R::State, action: &R::Action, at: &dyn Fn() -> String) {
    if let Err(rejected) = R::check(state, action) {
        panic!("{}: listed {action:?} is refused by check: {rejected}", at());
    }
    let before = state.clone();
    match R::apply(state, action) {
        Ok((next, _)) => {
            let problems = R::problems(&next);
            assert!(problems.is_empty(), "{}: after {action:?} the state is not sound: {problems:?}", at());
            // The search's unchecked, in-place apply reaches the same state.
            let mut in_place = state.clone();
            R::apply_listed(&mut in_place, action);
            assert!(in_place == next, "{}: apply_listed and apply disagree on {action:?}", at());
        }
        Err(rejected) => panic!("{}: listed {action:?} is refused by apply: {rejected}", at()),
    }
    assert!(*state == before, "{}: apply changed its input", at());
}

/// An unlisted action is refused by `check` and by `apply`, and changes nothing.
pub fn check_refused<R: Ruleset>(state: &R::State, action: &R::Action, at: &dyn Fn() -> String) {
    assert!(R::check(state, action).is_err(), "{}: {action:?} is not listed, but check accepts it", at());
    let before = state.clone();
    assert!(R::apply(state, action).is_err(), "{}: {action:?} is not listed, but apply accepts it", at());
    assert!(*state == before, "{}: a refused {action:?} changed the state", at());
}

/// How a seeded random game went.
#[derive(Clone, Debug)]
pub struct Played {
    /// Actions applied.
    pub actions: usize,
    pub ending: Option<Ending>,
}

/// Plays random listed actions from `state` (choices seeded by `seed`) until the game ends or
/// `max_actions` are taken; every `every` actions (and at the first and last position) it checks
/// every property with [`check_position`], otherwise only the invariants.
///
/// # Panics
/// When a property fails, or when no action is listed and the game has not ended.
pub fn play<R: Ruleset>(mut state: R::State, seed: u64, max_actions: usize, every: usize, tally: &mut Tally) -> Played {
    let mut rng = Rng::seeded(seed ^ 0x5EED_0F6A);
    // The last actions taken, named in a failure's message.
    let mut recent: std::collections::VecDeque<String> = std::collections::VecDeque::new();
    for step in 0..max_actions {
        let at = || format!("seed {seed}, step {step}, after {:?}", recent);
        if let Some(ending) = R::ending(&state) {
            check_position::<R>(&state, &mut rng, &at, tally);
            return Played { actions: step, ending: Some(ending) };
        }
        let listed = if step % every.max(1) == 0 {
            check_position::<R>(&state, &mut rng, &at, tally)
        } else {
            check_invariants::<R>(&state, &at);
            R::legal_actions(&state)
        };
        assert!(!listed.is_empty(), "{}: no legal action and no ending: {}", at(), state_summary::<R>(&state));
        let action = &listed[rng.below(listed.len())];
        state = R::apply(&state, action).unwrap_or_else(|e| panic!("{}: {action:?} refused: {e}", at())).0;
        if recent.len() == 4 {
            recent.pop_front();
        }
        recent.push_back(format!("{action:?}"));
    }
    Played { actions: max_actions, ending: R::ending(&state) }
}

fn state_summary<R: Ruleset>(state: &R::State) -> String {
    format!("{:?}", R::summary(state))
}

/// Probes made from the listed actions: each mutated three ways; mutations that no longer read
/// as an action are dropped.
pub fn probes<R: Ruleset>(listed: &[R::Action], rng: &mut Rng) -> Vec<R::Action> {
    let mut out = Vec::new();
    for action in listed {
        let Ok(value) = serde_json::to_value(action) else { continue };
        let largest = largest_number(&value);
        for kind in 0..4 {
            let mut v = value.clone();
            let changed = match kind {
                0 => replace_number(&mut v, rng, largest * 2 + 4),
                1 => drop_from_array(&mut v, rng),
                2 => push_into_array(&mut v, rng, largest * 2 + 4),
                // A card the game does not have.
                _ => replace_number_with(&mut v, rng, 60_000),
            };
            if changed {
                if let Ok(probe) = serde_json::from_value::<R::Action>(v) {
                    out.push(probe);
                }
            }
        }
    }
    out
}

fn largest_number(v: &Value) -> u64 {
    match v {
        Value::Number(n) => n.as_u64().unwrap_or(0),
        Value::Array(items) => items.iter().map(largest_number).max().unwrap_or(0),
        Value::Object(map) => map.values().map(largest_number).max().unwrap_or(0),
        _ => 0,
    }
}

/// Number slots (and nulls: an optional target left empty).
pub fn count_numbers(v: &Value) -> usize {
    match v {
        Value::Number(_) | Value::Null => 1,
        Value::Array(items) => items.iter().map(count_numbers).sum(),
        Value::Object(map) => map.values().map(count_numbers).sum(),
        _ => 0,
    }
}

/// The `k`-th number slot in `v`, depth first.
pub fn nth_number<'a>(v: &'a mut Value, k: &mut usize) -> Option<&'a mut Value> {
    if v.is_number() || v.is_null() {
        if *k == 0 {
            return Some(v);
        }
        *k -= 1;
        return None;
    }
    match v {
        Value::Array(items) => items.iter_mut().find_map(|x| nth_number(x, k)),
        Value::Object(map) => map.values_mut().find_map(|x| nth_number(x, k)),
        _ => None,
    }
}

pub fn count_arrays(v: &Value) -> usize {
    match v {
        Value::Array(items) => 1 + items.iter().map(count_arrays).sum::<usize>(),
        Value::Object(map) => map.values().map(count_arrays).sum(),
        _ => 0,
    }
}

pub fn nth_array<'a>(v: &'a mut Value, k: &mut usize) -> Option<&'a mut Vec<Value>> {
    match v {
        Value::Array(items) => {
            if *k == 0 {
                return Some(items);
            }
            *k -= 1;
            items.iter_mut().find_map(|x| nth_array(x, k))
        }
        Value::Object(map) => map.values_mut().find_map(|x| nth_array(x, k)),
        _ => None,
    }
}

/// Replaces one random number (or null) in `v` with a different random number below `bound`.
fn replace_number(v: &mut Value, rng: &mut Rng, bound: u64) -> bool {
    let count = count_numbers(v);
    if count == 0 || bound < 2 {
        return false;
    }
    let mut k = rng.below(count);
    let Some(slot) = nth_number(v, &mut k) else { return false };
    let old = slot.as_u64();
    let mut new = rng.below(bound as usize) as u64;
    if Some(new) == old {
        new = (new + 1) % bound;
    }
    *slot = Value::from(new);
    true
}

/// Replaces one random number (or null) in `v` with `n`.
fn replace_number_with(v: &mut Value, rng: &mut Rng, n: u64) -> bool {
    let count = count_numbers(v);
    if count == 0 {
        return false;
    }
    let mut k = rng.below(count);
    let Some(slot) = nth_number(v, &mut k) else { return false };
    *slot = Value::from(n);
    true
}

fn drop_from_array(v: &mut Value, rng: &mut Rng) -> bool {
    let count = count_arrays(v);
    if count == 0 {
        return false;
    }
    let mut k = rng.below(count);
    match nth_array(v, &mut k) {
        Some(items) if !items.is_empty() => {
            items.remove(rng.below(items.len()));
            true
        }
        _ => false,
    }
}

fn push_into_array(v: &mut Value, rng: &mut Rng, bound: u64) -> bool {
    let count = count_arrays(v);
    if count == 0 || bound == 0 {
        return false;
    }
    let mut k = rng.below(count);
    match nth_array(v, &mut k) {
        Some(items) => {
            let at = rng.below(items.len() + 1);
            items.insert(at, Value::from(rng.below(bound as usize) as u64));
            true
        }
        None => false,
    }
}
