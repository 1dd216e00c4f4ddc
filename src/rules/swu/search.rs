//! What the computer player needs of SWU ([`Searchable`]): one guess at the hidden cards, a tree
//! key for an action, a prior for the playout policy, and the static evaluation. The search itself
//! is written once, for every game, in `crate::ai`.
//!
//! - [`determinize`]: the opponent's hand, deck and face-down resources redealt; both decks
//!   shuffled; what a pending prompt names kept.
//! - [`key`]: copies of a hidden card, and the ways to pay for one play, share a tree key.
//! - [`prior`]: the playout policy's score per kind of action.
//! - [`evaluate`]: the bases' remaining HP, with the board, resources and hand as smaller terms.

pub(super) mod determinize;
pub(super) mod evaluate;
pub(super) mod key;
pub(super) mod prior;

use crate::ai::Searchable;
use crate::engine::view::Seat;
use crate::engine::Rng;
use crate::rules::swu::game::Swu;
use crate::rules::swu::model::action::Action;
use crate::rules::swu::model::state::State;

impl Searchable for Swu {
    /// The action itself, with hidden cards named by their first copy and no payment.
    type Key = Action;

    fn determinize(state: &State, observer: Seat, rng: &mut Rng) -> State {
        determinize::determinize(state, observer, rng)
    }

    fn key(state: &State, action: &Action) -> Action {
        key::key(state, action)
    }

    fn prior(state: &State, seat: Seat, action: &Action) -> f64 {
        prior::prior(state, seat, action)
    }

    fn evaluate(state: &State, seat: Seat) -> f64 {
        evaluate::evaluate(state, seat)
    }
}
