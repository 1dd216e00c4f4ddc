//! The LCG's static evaluation ([`Searchable::evaluate`](crate::ai::Searchable::evaluate)): how
//! well a position stands for a side, as a number in `0.0..=1.0` (1 a won game, 0 a lost one,
//! 0.5 even). Playouts that stop at their depth are scored with it, and the greedy player picks
//! by it.
//!
//! The score counts progress towards each side's win in "objectives": the Light Side needs three
//! Dark Side objectives destroyed; the Dark Side needs the dial at 12, which it reads as three
//! objectives' worth (each destroyed Light Side objective advances the dial too). Damage on an
//! objective is partial progress. A side bound to draw from an empty command deck is all but lost
//! ([`decks_out_first`]). The Balance of the Force, the units and resources in play and the cards
//! in hand are smaller terms. The difference goes through a logistic curve.

use super::deck_out::decks_out_first;
use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::lcg::flow::turn::DIAL_WINS;
use crate::rules::lcg::mission::{is_objective, victory_count};
use crate::rules::lcg::model::def::{CardType, Side};
use crate::rules::lcg::model::state::{Outcome, State};
use crate::rules::lcg::stats::{combat_icons, damage_capacity};
use crate::rules::lcg::targeting::is_unit_in_play;

/// The weights of the evaluation's terms, in objectives' worth.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Weights {
    /// One damage-capacity's worth of damage on an objective, as a share of destroying it.
    pub objective_damage: f64,
    /// Holding the Balance of the Force.
    pub balance: f64,
    /// Per point of a unit's strength in play (icons, Force, remaining damage capacity).
    pub unit: f64,
    /// Per resource a side's cards in play produce.
    pub resource: f64,
    /// Per card in hand.
    pub hand: f64,
    /// Being bound to draw from an empty command deck before the opponent is.
    pub deck_out: f64,
    /// How sharply the score difference turns into a win chance.
    pub steepness: f64,
}

impl Default for Weights {
    fn default() -> Weights {
        Weights {
            objective_damage: 0.6,
            balance: 0.35,
            unit: 0.04,
            resource: 0.05,
            hand: 0.03,
            deck_out: 4.0,
            steepness: 1.2,
        }
    }
}

/// How well `state` stands for `side`: 1 won, 0 lost, else the logistic of the score difference.
pub(crate) fn evaluate(state: &State, side: Side) -> f64 {
    evaluate_with(state, side, &Weights::default())
}

/// [`evaluate`] with other weights (for tuning).
pub(crate) fn evaluate_with(state: &State, side: Side, weights: &Weights) -> f64 {
    let dark = match state.outcome {
        Some(Outcome::Won(winner)) => return if winner == side { 1.0 } else { 0.0 },
        _ => {
            let mut score = progress(state, Side::Dark, weights) - progress(state, Side::Light, weights);
            match decks_out_first(state) {
                Some(Side::Dark) => score -= weights.deck_out,
                Some(Side::Light) => score += weights.deck_out,
                None => {}
            }
            1.0 / (1.0 + (-weights.steepness * score).exp())
        }
    };
    match side {
        Side::Dark => dark,
        Side::Light => 1.0 - dark,
    }
}

/// `side`'s progress towards its win, and its strength on the table, in objectives' worth.
fn progress(state: &State, side: Side, weights: &Weights) -> f64 {
    let enemy = side.opponent();
    let goal = match side {
        Side::Light => f64::from(victory_count(state, Side::Light)),
        Side::Dark => 3.0 * f64::from(state.dial) / f64::from(DIAL_WINS),
    };
    let damage: f64 = enemy_objectives(state, enemy)
        .map(|c| {
            let capacity = f64::from(damage_capacity(state, c).max(1));
            f64::from(state.card(c).damage) / capacity
        })
        .sum();
    let balance = if state.balance == side { weights.balance } else { 0.0 };
    let player = state.player(side);
    let mut units = 0.0;
    let mut resources = 0.0;
    for &card in &player.play {
        if state.card(card).controller != side {
            continue;
        }
        let def = state.def(card);
        resources += f64::from(def.resources);
        if def.card_type == CardType::Unit && is_unit_in_play(state, card) {
            units += unit_strength(state, card);
        } else if def.card_type == CardType::Unit {
            // A Pilot enhancement: its icons work through the host.
            units += 0.5 * f64::from(def.cost);
        }
    }
    goal + weights.objective_damage * damage
        + balance
        + weights.unit * units
        + weights.resource * resources
        + weights.hand * player.hand.len() as f64
}

/// The objectives `owner` controls in play.
fn enemy_objectives(state: &State, owner: Side) -> impl Iterator<Item = CardId> + '_ {
    state
        .player(owner)
        .play
        .iter()
        .copied()
        .filter(move |&c| state.card(c).controller == owner && is_objective(state, c))
}

/// A unit's worth on the table: its combat icons (edge-enabled ones at half), its Force icons and
/// the damage it can still take; less while it carries focus tokens.
fn unit_strength(state: &State, unit: CardId) -> f64 {
    let cs = state.card(unit);
    let def = state.def(unit);
    let (normal, edge) = combat_icons(state, unit);
    let icons = f64::from(normal.unit_damage + normal.blast_damage + normal.tactics)
        + 0.5 * f64::from(edge.unit_damage + edge.blast_damage + edge.tactics);
    let left = f64::from(damage_capacity(state, unit).saturating_sub(cs.damage));
    let strength = 1.0 + 1.5 * icons + 0.5 * f64::from(def.force) + left;
    if cs.focus > 0 {
        strength * 0.8
    } else {
        strength
    }
}
