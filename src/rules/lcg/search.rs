//! What the computer player needs of the LCG ([`Searchable`]): one guess at the hidden cards, a
//! tree key for an action, a prior for the playout policy, and the static evaluation. The search
//! itself is written once, for every game, in `crate::ai`; each heuristic here says what in the
//! rules it rests on.
//!
//! - [`determinize`]: the opponent's unseen cards redealt, the decks shuffled, what a pending
//!   prompt names kept.
//! - [`key`]: copies of a hidden card, and the ways to pay for one play, share a tree key.
//! - [`prior`]: the playout policy's score per kind of action.
//! - [`evaluate`]: progress towards each side's win, in objectives' worth.
//! - [`deck_out`]: the foresight both of the last two use: a side short of its next draw loses.

pub(super) mod deck_out;
pub(super) mod determinize;
pub(super) mod evaluate;
pub(super) mod key;
pub(super) mod prior;

use crate::ai::Searchable;
use crate::engine::view::Seat;
use crate::engine::Rng;
use crate::rules::lcg::game::Lcg;
use crate::rules::lcg::model::action::side_of;
use crate::rules::lcg::model::action::Action;
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::state::State;

impl Searchable for Lcg {
    /// The action itself, with hidden cards named by their first copy and no payment.
    type Key = Action;

    fn determinize(state: &State, observer: Seat, rng: &mut Rng) -> State {
        determinize::determinize(state, side(observer), rng)
    }

    fn key(state: &State, action: &Action) -> Action {
        key::key(state, action)
    }

    fn prior(state: &State, seat: Seat, action: &Action) -> f64 {
        prior::prior(state, side(seat), action)
    }

    fn evaluate(state: &State, seat: Seat) -> f64 {
        evaluate::evaluate(state, side(seat))
    }
}

/// The side in `seat`: the Dark Side sits first. The LCG has two seats; the search asks only
/// about those.
fn side(seat: Seat) -> Side {
    side_of(seat).unwrap_or(Side::Light)
}
