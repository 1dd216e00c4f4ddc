//! The oracle the positions are held to: an exhaustive AND/OR search on the state itself (no
//! sampling, no heuristics), independent of the computer player's search. "`seat` forces a win
//! within `plies` actions" means: some action of `seat`'s at each of its turns, whatever the other
//! seat answers at its own, reaches a won game before `plies` actions (both seats' actions and
//! every prompt's answer) have been taken.
//!
//! Actions that share a tree key (`Searchable::key`: another copy of a hidden card, another way to
//! pay) are tried once. There is no table of transpositions: the positions' trees are small, and
//! telling two states apart costs more than searching them again.

use hangar::ai::Searchable;
use hangar::engine::view::{Ending, Seat};

/// Whether `seat` forces a win from `state` within `plies` actions.
pub fn forces_win<R: Searchable>(state: &R::State, seat: Seat, plies: u32) -> bool {
    match R::ending(state) {
        Some(Ending::Won { winner, .. }) => return winner == seat,
        Some(_) => return false,
        None => {}
    }
    let Some(acting) = R::to_act(state) else { return false };
    if plies == 0 {
        return false;
    }
    let actions = distinct_actions::<R>(state);
    let wins = |a: &R::Action| forces_win::<R>(&after::<R>(state, a), seat, plies - 1);
    if acting == seat {
        actions.iter().any(wins)
    } else {
        !actions.is_empty() && actions.iter().all(wins)
    }
}

/// The legal actions of `state`, one per tree key, in the order listed.
pub fn distinct_actions<R: Searchable>(state: &R::State) -> Vec<R::Action> {
    let mut keys: Vec<R::Key> = Vec::new();
    let mut out = Vec::new();
    for action in R::legal_actions(state) {
        let key = R::key(state, &action);
        if !keys.contains(&key) {
            keys.push(key);
            out.push(action);
        }
    }
    out
}

/// The position after `action`, a legal action of `state`.
pub fn after<R: Searchable>(state: &R::State, action: &R::Action) -> R::State {
    R::apply(state, action).unwrap_or_else(|e| panic!("{action:?} applies: {e:?}")).0
}
