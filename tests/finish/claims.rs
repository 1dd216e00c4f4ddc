//! What each position claims, checked by the exhaustive search of `proof.rs` on the position as it
//! is and on guesses at the cards its acting seat cannot see (each game's own determinization):
//!
//! 1. its acting seat forces a win within `plies` actions, and not within fewer;
//! 2. after the winning action, it forces one within the `plies - 1` left;
//! 3. after any action of another tree key, it does not;
//! 4. in a race, after the waiting action the other seat forces a win within the threat's plies.
//!
//! "Solving" a position (the benchmark) is playing an action of the winning one's tree key.

use crate::positions::Position;
use crate::proof::{after, distinct_actions, forces_win};
use hangar::ai::Searchable;
use hangar::engine::{Rng, Seat};

/// Guesses at the hidden cards checked besides the position itself.
const GUESSES: u64 = 3;

/// Checks what `p` claims; the error says which claim fails, and where.
pub fn check<R: Searchable>(p: &Position<R>) -> Result<(), String> {
    let seat = R::to_act(&p.state).ok_or_else(|| format!("{}: nobody acts", p.name))?;
    let mut rng = Rng::seeded(0x0C1A_1135);
    let guesses = (0..GUESSES).map(|_| R::determinize(&p.state, seat, &mut rng));
    for (i, state) in std::iter::once(p.state.clone()).chain(guesses).enumerate() {
        let at = |what: String| {
            if i == 0 {
                format!("{}: {what}", p.name)
            } else {
                format!("{} (guess {i}): {what}", p.name)
            }
        };
        check_state::<R>(p, &state, seat).map_err(at)?;
    }
    Ok(())
}

/// The claims on one version of the position (its hidden cards dealt one way).
fn check_state<R: Searchable>(p: &Position<R>, state: &R::State, seat: Seat) -> Result<(), String> {
    if !forces_win::<R>(state, seat, p.plies) {
        return Err(format!("no forced win within {} plies", p.plies));
    }
    if forces_win::<R>(state, seat, p.plies - 1) {
        return Err(format!("a forced win within {} plies already", p.plies - 1));
    }
    let mut winning = 0;
    for action in distinct_actions::<R>(state) {
        let next = after::<R>(state, &action);
        let wins = forces_win::<R>(&next, seat, p.plies - 1);
        let named = R::key(state, &action) == R::key(state, &p.wins);
        if named && !wins {
            return Err(format!("{:?} does not force a win within {} plies", p.wins, p.plies));
        }
        if !named && wins {
            return Err(format!("{action:?} also forces a win within {} plies", p.plies));
        }
        winning += usize::from(named);
    }
    if winning != 1 {
        return Err(format!("the winning action {:?} is not among the legal actions", p.wins));
    }
    if let Some((waiting, plies)) = &p.threat {
        let other = Seat(1 - seat.0);
        let next = after::<R>(state, waiting);
        if !forces_win::<R>(&next, other, *plies) {
            return Err(format!("after {waiting:?} the other seat does not force a win within {plies} plies"));
        }
    }
    Ok(())
}

/// Checks every position of a game, and reports every failure at once. Each position's claim is
/// also checked to fail when it is made one ply shorter, or names another of the legal actions:
/// the check can tell a true claim from a false one.
pub fn check_all<R: Searchable>(positions: &[Position<R>]) {
    let mut failures: Vec<String> = positions.iter().filter_map(|p| check(p).err()).collect();
    for p in positions {
        let shorter = Position { plies: p.plies - 1, threat: None, ..p.clone() };
        if check(&shorter).is_ok() {
            failures.push(format!("{}: the claim holds one ply shorter", p.name));
        }
        for other in distinct_actions::<R>(&p.state).into_iter().filter(|a| !p.is_win(a)) {
            let wrong = Position { wins: other.clone(), threat: None, ..p.clone() };
            if check(&wrong).is_ok() {
                failures.push(format!("{}: the claim holds for {other:?} too", p.name));
            }
        }
    }
    assert!(failures.is_empty(), "{} of {} positions fail:\n{}", failures.len(), positions.len(), failures.join("\n"));
}
