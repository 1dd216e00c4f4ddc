//! What playing a card costs: the printed cost or, for a Pilot enhancement, the pilot cost,
//! less reductions in force.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::lcg::constants;
use crate::rules::lcg::constants::Affected;
use crate::rules::lcg::model::ability::{Ability, Affects, Modifier, ModifierKind};
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::state::State;

/// How a unit is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    Unit,
    Pilot,
}

/// Pilot (X): "In order to play a card with the pilot (X) keyword from hand as a Pilot
/// enhancement, a player must pay the resource cost of X instead of the normal printed cost";
/// "A player still has the option of playing a card with this keyword as a unit by paying its
/// printed resource cost." Cost reductions apply to either (Pilot Ready Room and Flight Academy:
/// "Reduce the cost and pilot cost of the first Pilot card you play each turn by 1").
pub(crate) fn play_cost(state: &State, side: Side, card: CardId, mode: Mode) -> u8 {
    let def = state.def(card);
    let base = match mode {
        Mode::Unit => def.cost,
        Mode::Pilot => def.pilot.as_ref().map_or(def.cost, |p| p.cost),
    };
    let mut change: i32 = 0;
    // A card's own "Reduce the cost to play this event by 1 if …" (Hand of the Emperor) works
    // from hand, where it is played from.
    if !state.in_play(card) {
        for ability in def.abilities.iter() {
            let Ability::Constant(own) = ability else { continue };
            let holds = own.only_while.as_ref().is_none_or(|w| constants::holds(state, card, side, w));
            if own.affects == Affects::This && holds {
                for modifier in own.changes.iter() {
                    if let Modifier::Cost(n) = modifier {
                        change += i32::from(*n);
                    }
                }
            }
        }
    }
    constants::for_each_where(state, Affected::Play { side, card }, ModifierKind::Cost, |c| {
        if let Modifier::Cost(n) = c.modifier {
            change += i32::from(*n) * i32::from(c.times);
        }
    });
    let mut modified = (i32::from(base) + change).clamp(0, i32::from(u8::MAX)) as u8;
    // Blizzard Assault: "Reduce the cost … by X (to a minimum of 2)".
    constants::for_each_where(state, Affected::Play { side, card }, ModifierKind::ReduceCostToAMinimum, |c| {
        if let Modifier::ReduceCostToAMinimum { amount, floor } = c.modifier {
            if modified > *floor {
                modified = modified.saturating_sub(amount.saturating_mul(c.times)).max(*floor);
            }
        }
    });
    modified
        .saturating_sub(discount(state, side, card).map_or(0, |(_, d)| d))
        .saturating_sub(phase_discount(state, side, card))
}

/// What the discounts lasting the phase take off `card` played by `side` (Well Paid: "each Pilot
/// and each Vehicle card you play this phase"), each counted once.
fn phase_discount(state: &State, side: Side, card: CardId) -> u8 {
    let def = state.def(card);
    state
        .player(side)
        .discounts
        .iter()
        .filter(|d| d.this_phase && d.traits.iter().any(|t| def.has_trait(t)))
        .fold(0, |sum, d| sum.saturating_add(d.amount))
}

/// The waiting discount the next `card` played by `side` uses (the first that names one of its
/// traits), with its position in the list.
pub(crate) fn discount(state: &State, side: Side, card: CardId) -> Option<(usize, u8)> {
    let def = state.def(card);
    state
        .player(side)
        .discounts
        .iter()
        .position(|d| !d.this_phase && d.traits.iter().any(|t| def.has_trait(t)))
        .map(|i| (i, state.player(side).discounts[i].amount))
}

/// `cost`, the cost of an enhancement `side` plays on `host`, changed by what is in force on the
/// host ("Reduce the cost for you to play enhancements on this unit by 1", Chevin Mercenary: a
/// Pilot enhancement is an enhancement from the moment its play begins).
pub(crate) fn on_host(state: &State, side: Side, host: CardId, cost: u8) -> u8 {
    if state.card(host).controller != side {
        return cost;
    }
    let mut change: i32 = 0;
    constants::for_each_where(state, Affected::Card(host), ModifierKind::CostOfEnhancementsOnIt, |c| {
        if let Modifier::CostOfEnhancementsOnIt(n) = c.modifier {
            change += i32::from(*n) * i32::from(c.times);
        }
    });
    (i32::from(cost) + change).clamp(0, i32::from(u8::MAX)) as u8
}

/// The printed cost of a card with no play mode to choose (enhancements, events, missions).
pub fn printed_cost(state: &State, side: Side, card: CardId) -> u8 {
    play_cost(state, side, card, Mode::Unit)
}
