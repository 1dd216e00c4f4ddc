//! SWU's static evaluation ([`Searchable::evaluate`](crate::ai::Searchable::evaluate)): how well a
//! position stands for a seat, as a number in `0.0..=1.0` (1 a won game, 0 a lost one, 0.5 even).
//!
//! A player loses when its base's damage reaches its HP, so the main term is each base's HP left.
//! The units on the table (what they can deal and take), the resources (what can be played next
//! round) and the cards in hand (what there is to play) are smaller terms, in base HP's worth.
//! The difference goes through a logistic curve.

use crate::engine::Seat;
use crate::engine::Table;
use crate::rules::swu::model::state::{other, Outcome, State};
use crate::rules::swu::stats::{power, remaining_hp};

/// The weights of the evaluation's terms, in points of base HP.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Weights {
    /// Per point of a unit's power.
    pub power: f64,
    /// Per point of a unit's remaining HP.
    pub hp: f64,
    /// Per unit, whatever its numbers.
    pub unit: f64,
    /// Per resource.
    pub resource: f64,
    /// Per card in hand.
    pub hand: f64,
    /// Holding the initiative.
    pub initiative: f64,
    /// How many points of difference make the logistic's unit.
    pub scale: f64,
}

impl Default for Weights {
    fn default() -> Weights {
        Weights { power: 1.2, hp: 0.6, unit: 1.0, resource: 1.5, hand: 0.8, initiative: 0.5, scale: 10.0 }
    }
}

/// How well `state` stands for `seat`.
pub(crate) fn evaluate(state: &State, seat: Seat) -> f64 {
    evaluate_with(state, seat, &Weights::default())
}

/// [`evaluate`] with other weights (for tuning).
pub(crate) fn evaluate_with(state: &State, seat: Seat, weights: &Weights) -> f64 {
    match state.outcome {
        Some(Outcome::Won(winner)) => return if winner == seat { 1.0 } else { 0.0 },
        Some(Outcome::Draw) | Some(Outcome::ScenarioComplete) => return 0.5,
        None => {}
    }
    let diff = standing(state, seat, weights) - standing(state, other(seat), weights);
    1.0 / (1.0 + (-diff / weights.scale).exp())
}

/// `seat`'s standing, in base HP's worth.
pub(crate) fn standing(state: &State, seat: Seat, weights: &Weights) -> f64 {
    let player = state.player(seat);
    let base = player.base;
    let life = f64::from(state.def(base).hp.saturating_sub(state.card(base).damage));
    let board: f64 = state
        .units_of(seat)
        .map(|u| {
            weights.unit + weights.power * f64::from(power(state, u)) + weights.hp * f64::from(remaining_hp(state, u))
        })
        .sum();
    let initiative = if state.initiative == seat { weights.initiative } else { 0.0 };
    life + board
        + weights.resource * player.resources.len() as f64
        + weights.hand * player.hand.len() as f64
        + initiative
}
