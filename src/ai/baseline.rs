//! The baselines the search is measured against: a random player and a greedy one-ply player,
//! for any [`Searchable`] game. Both choose only among `legal_actions` and are deterministic for
//! a given RNG.

use super::searchable::{without_futile, Searchable};
use crate::engine::Rng;

/// A uniformly random legal action; `None` when there is none.
pub fn random_action<R: Searchable>(state: &R::State, rng: &mut Rng) -> Option<R::Action> {
    let mut legal = R::legal_actions(state);
    if legal.is_empty() {
        return None;
    }
    Some(legal.swap_remove(rng.below(legal.len())))
}

/// Greedy one-ply: applies each legal action (but those that only go back,
/// [`Searchable::futile`]) and keeps the one whose result the static
/// evaluation rates best for the seat acting now. Ties are broken by `rng`. The greedy player
/// does not look ahead; it rates each action on the state as it is, or, in a game that sets
/// [`Searchable::GREEDY_GUESSES`], as the mean over that many guesses at the cards it cannot
/// see (an action a guess does not allow is rated on the state as it is there).
pub fn greedy_action<R: Searchable>(state: &R::State, rng: &mut Rng) -> Option<R::Action> {
    let mut legal = R::legal_actions(state);
    without_futile::<R>(state, &mut legal);
    if legal.len() <= 1 {
        return legal.into_iter().next();
    }
    let seat = R::to_act(state)?;
    let guesses: Vec<R::State> = (0..R::GREEDY_GUESSES).map(|_| R::determinize(state, seat, rng)).collect();
    let mut best = f64::NEG_INFINITY;
    let mut chosen = None;
    let mut ties = 0usize;
    for action in legal {
        let Ok((next, _)) = R::apply(state, &action) else { continue };
        let value = if guesses.is_empty() {
            R::evaluate(&next, seat)
        } else {
            let rated = |guess: &R::State| {
                R::apply(guess, &action).map_or_else(|_| R::evaluate(&next, seat), |(n, _)| R::evaluate(&n, seat))
            };
            guesses.iter().map(rated).sum::<f64>() / guesses.len() as f64
        };
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
