//! The baselines the search is measured against: a random player and a greedy one-ply player.
//! Both choose only among `legal_actions` and are deterministic for a given RNG.

use super::evaluate::evaluate;
use crate::engine::Rng;
use crate::rules::lcg::{apply, legal_actions, Action, State};

/// A uniformly random legal action; `None` when there is none.
pub fn random_action(state: &State, rng: &mut Rng) -> Option<Action> {
    let legal = legal_actions(state);
    if legal.is_empty() {
        return None;
    }
    Some(legal[rng.below(legal.len())])
}

/// Greedy one-ply: applies each legal action and keeps the one whose result the static
/// evaluation rates best for the side acting now. Ties are broken by `rng`. The greedy player
/// sees the state as it is (it does not guess hidden cards; it does not look ahead either).
pub fn greedy_action(state: &State, rng: &mut Rng) -> Option<Action> {
    let legal = legal_actions(state);
    if legal.len() <= 1 {
        return legal.first().copied();
    }
    let side = state.acting();
    let mut best = f64::NEG_INFINITY;
    let mut chosen = None;
    let mut ties = 0usize;
    for action in legal {
        let Ok((next, _)) = apply(state, &action) else { continue };
        let value = evaluate(&next, side);
        if value > best {
            best = value;
            chosen = Some(action);
            ties = 1;
        } else if value == best {
            ties += 1;
            if rng.below(ties) == 0 {
                chosen = Some(action);
            }
        }
    }
    chosen
}
