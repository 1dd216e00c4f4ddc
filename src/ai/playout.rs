//! Playouts: from a position, both seats play a cheap heuristic policy for a number of actions,
//! then the static evaluation ([`Searchable::evaluate`]) scores where they got to.
//!
//! The policy never applies an action to look at it (that would cost a `legal_actions` per
//! candidate); it scores each listed action with the game's [`Searchable::prior`] and plays the
//! best, or with probability `epsilon` a uniformly random one. Ties go to the RNG.

use super::searchable::{without_futile, Searchable, FIRST_SEAT};
use crate::engine::view::Seat;
use crate::engine::Rng;

/// Plays at most `depth` actions from `state` by the heuristic policy and returns the first
/// seat's value of where it stopped (1 a win for seat 0, 0 a win for seat 1), and, if the game
/// ended there, the actions it played to its end. Each position's actions are listed into
/// `legal`, whose room is reused.
pub fn playout<R: Searchable>(
    state: R::State,
    depth: u32,
    epsilon: f64,
    rng: &mut Rng,
    legal: &mut Vec<R::Action>,
) -> (f64, Option<u32>) {
    let mut state = state;
    let mut played = 0;
    while played < depth {
        let Some(seat) = R::to_act(&state) else { break };
        R::legal_actions_into(&state, legal);
        without_futile::<R>(&state, legal);
        let Some(action) = pick::<R>(&state, seat, legal, epsilon, rng) else { break };
        R::apply_listed(&mut state, action);
        played += 1;
    }
    let ended = R::to_act(&state).is_none().then_some(played);
    (R::evaluate(&state, FIRST_SEAT), ended)
}

/// The heuristic policy's choice among `legal` for `seat`, the seat acting in `state`: the best
/// by the prior, or with probability `epsilon` any of them. `None` when `legal` is empty.
pub fn pick<'a, R: Searchable>(
    state: &R::State,
    seat: Seat,
    legal: &'a [R::Action],
    epsilon: f64,
    rng: &mut Rng,
) -> Option<&'a R::Action> {
    if legal.len() <= 1 {
        return legal.first();
    }
    if unit_interval(rng) < epsilon {
        return Some(&legal[rng.below(legal.len())]);
    }
    let mut best = f64::NEG_INFINITY;
    let mut chosen = &legal[0];
    let mut ties = 0usize;
    for action in legal {
        let score = R::prior(state, seat, action);
        if score > best {
            best = score;
            chosen = action;
            ties = 1;
        } else if score == best {
            // Reservoir sampling over the tied best.
            ties += 1;
            if rng.below(ties) == 0 {
                chosen = action;
            }
        }
    }
    Some(chosen)
}

/// A uniform number in `0.0..1.0`.
pub fn unit_interval(rng: &mut Rng) -> f64 {
    (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64
}
