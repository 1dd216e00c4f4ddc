//! The static evaluation ([`Searchable::evaluate`](crate::ai::Searchable::evaluate)): how well a
//! position stands for a side, in `0.0..=1.0` (1 a won game, 0 a lost one). Playouts that stop at
//! their depth are scored with it, and the greedy player picks by it.
//!
//! A player loses when its Life Force is gone, so the score counts Life Force first; then what
//! will cost the opponent Life Force: the power each side has on the table, the Force it drains
//! each turn at the locations it controls, the Force ready to use, and cards in hand (each worth a
//! share of what it would be on the table); and whether a side has prospects at all (something on
//! the table, or a card in hand with a place to deploy to). The difference goes through a
//! logistic curve.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::swccg::force::{drain_amount, life_force};
use crate::rules::swccg::model::def::{CardType, Class, Side};
use crate::rules::swccg::model::state::Outcome;
use crate::rules::swccg::model::state::State;
use crate::rules::swccg::occupants::is_craft;
use crate::rules::swccg::presence::controls;
use crate::rules::swccg::stats::{forfeit, power};

/// The weights of the evaluation's terms, in Life Force's worth.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Weights {
    /// Per point of power on the table.
    pub power: f64,
    /// Per point of forfeit value on the table (what battles cost to take).
    pub forfeit: f64,
    /// Per point of ability on the table (presence, battle destiny).
    pub ability: f64,
    /// Per Force a side drains each turn at the locations it controls.
    pub drain: f64,
    /// Per card in hand, and the share of its worth on the table it counts for there.
    pub hand: f64,
    pub hand_share: f64,
    /// Per card in the Force Pile (ready to use).
    pub force: f64,
    /// Once, while a side has a character or a starship or vehicle on the table, or a card in
    /// hand with a place to deploy to (see [`prospects`]).
    pub prospects: f64,
    /// How sharply the difference turns into a win chance.
    pub steepness: f64,
}

impl Default for Weights {
    fn default() -> Weights {
        Weights {
            power: 0.5,
            forfeit: 0.15,
            ability: 0.3,
            drain: 2.0,
            hand: 0.2,
            hand_share: 0.4,
            force: 0.15,
            prospects: 5.0,
            steepness: 0.12,
        }
    }
}

pub(crate) fn evaluate(state: &State, side: Side) -> f64 {
    evaluate_with(state, side, &Weights::default())
}

/// [`evaluate`] with other weights (for tuning).
pub(crate) fn evaluate_with(state: &State, side: Side, weights: &Weights) -> f64 {
    if let Some(Outcome::Won(winner)) = state.outcome {
        return if winner == side { 1.0 } else { 0.0 };
    }
    let score = strength(state, side, weights) - strength(state, side.opponent(), weights);
    1.0 / (1.0 + (-weights.steepness * score).exp())
}

/// `side`'s standing in Life Force's worth.
fn strength(state: &State, side: Side, w: &Weights) -> f64 {
    let player = state.player(side);
    let mut total = life_force(state, side) as f64;
    for &card in &player.table {
        let def = state.def(card);
        if def.is(CardType::Character) || is_craft(def) {
            total += w.power * f64::from(power(state, card))
                + w.forfeit * f64::from(forfeit(state, card))
                + w.ability * f64::from(def.ability.unwrap_or(0));
        }
    }
    // A card in hand is worth part of what it would be on the table: Life Force turned into a
    // card is not lost, while it waits to be deployed.
    for &card in &player.hand {
        let def = state.def(card);
        let printed = w.power * f64::from(def.power.unwrap_or(0))
            + w.forfeit * f64::from(def.forfeit.unwrap_or(0))
            + w.ability * f64::from(def.ability.unwrap_or(0).max(def.permanent_pilot.map_or(0, |p| p.ability)));
        total += w.hand + w.hand_share * printed;
    }
    let drains: f64 = state
        .locations
        .iter()
        .filter(|&&l| controls(state, side, l))
        .map(|&l| f64::from(drain_amount(state, side, l)))
        .sum();
    total += w.drain * drains;
    total += w.force * player.force_pile.len() as f64;
    if prospects(state, side) {
        total += w.prospects;
    }
    total
}

/// Whether `side` has anything to play with: a character, starship or vehicle on the table, or
/// a card in hand that has a place to deploy to (research §3: a location deploys to the table; a
/// starship to a system; a vehicle to a site; a character to a site, or aboard a starship or
/// vehicle of its side, on the table or deploying with it). A side without is stalled: drawing
/// toward such a card is then worth Life Force (issue #32: with only the two starting systems
/// on the table, a side that counted Life Force first never drew again, and no location ever
/// reached a hand). Force to pay with is not asked: it comes with the turns.
fn prospects(state: &State, side: Side) -> bool {
    let player = state.player(side);
    let on_table = |card: &CardId| {
        let def = state.def(*card);
        def.is(CardType::Character) || is_craft(def)
    };
    if player.table.iter().any(on_table) {
        return true;
    }
    let has = |class: Class| state.locations.iter().any(|&l| state.def(l).is_class(class));
    let (site, system) = (has(Class::Site), has(Class::System));
    let craft_in_hand = player.hand.iter().any(|&c| is_craft(state.def(c)));
    player.hand.iter().any(|&card| {
        let def = state.def(card);
        match def.card_type {
            CardType::Location => true,
            CardType::Starship => system,
            CardType::Vehicle => site,
            CardType::Character => site || craft_in_hand,
            _ => false,
        }
    })
}

/// The power `side` has at `location` (for the prior's battle estimate).
pub(crate) fn power_at(state: &State, side: Side, location: CardId) -> u16 {
    crate::rules::swccg::battle::total_power(state, side, location)
}
