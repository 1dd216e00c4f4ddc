//! Imperial Domination (GEMP `Card3_106`): "Deploy on any location. Whenever you control this
//! location during your control phase but do not Force drain here, opponent generates no Force
//! here on opponent's next turn." Its condition is met at any point of its player's control phase
//! at which it controls the location (ruling: "Triggers if Dark controls the location at any point
//! during their Control Phase"); a Force drain there by its player that turn undoes it ("Of
//! course it un-triggers if Dark Force drains there"); it lasts until the end of the opponent's
//! next turn (GEMP: `isEndOfOpponentsTurn` clears it).

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::swccg::model::def::{Ability, Side};
use crate::rules::swccg::model::state::{At, Phase, State};
use crate::rules::swccg::presence::controls;

/// Whether `effect` says "Whenever you control this location …".
fn dominates(state: &State, effect: CardId) -> bool {
    state.def(effect).abilities().any(|a| matches!(a, Ability::DominatesLocation))
}

/// `side`'s Effects of that text on the table, with the location each is on.
fn on_locations(state: &State, side: Side) -> Vec<(CardId, CardId)> {
    state
        .player(side)
        .table
        .iter()
        .copied()
        .filter(|&e| dominates(state, e))
        .filter_map(|e| match state.card(e).at {
            Some(At::On(l)) if state.is_location(l) => Some((e, l)),
            _ => None,
        })
        .collect()
}

/// After every change to the table: in the active player's control phase, each of its Effects
/// whose location it controls, with nothing noted for it yet, is noted (GEMP: at the start of its
/// control phase or on any table change during it, while the data is unset); an Effect that left
/// the table is forgotten.
pub(crate) fn settle(state: &mut State) {
    let gone: Vec<CardId> = state.dominion.iter().map(|&(e, _)| e).filter(|&e| state.card(e).at.is_none()).collect();
    state.dominion.retain(|(e, _)| !gone.contains(e));
    if state.phase != Phase::Control {
        return;
    }
    let side = state.active;
    for (effect, location) in on_locations(state, side) {
        if controls(state, side, location) && !state.dominion.iter().any(|&(e, _)| e == effect) {
            state.dominion.push((effect, false));
        }
    }
}

/// `side` just initiated a Force drain at `location`: its Effects there do nothing this time
/// (GEMP: `forceDrainInitiatedBy` sets the data to true).
pub(crate) fn drained(state: &mut State, side: Side, location: CardId) {
    for (effect, l) in on_locations(state, side) {
        if l == location {
            state.dominion.retain(|&(e, _)| e != effect);
            state.dominion.push((effect, true));
        }
    }
}

/// The turn of `ending` ends: the Effects of its opponent's, noted for the turn that ends, are
/// done (GEMP: `isEndOfOpponentsTurn` clears the data).
pub(crate) fn end_of_turn(state: &mut State, ending: Side) {
    let done: Vec<CardId> = state.dominion.iter().map(|&(e, _)| e).filter(|&e| state.owner(e) != ending).collect();
    state.dominion.retain(|(e, _)| !done.contains(e));
}

/// "Opponent generates no Force here on opponent's next turn": whether `location` generates no
/// Force for `side` now (its own turn, an opponent's Effect there noted and not undone by a
/// drain; GEMP `GenerateNoForceModifier` with `PlayersTurnCondition(opponent)`).
pub(crate) fn generates_none(state: &State, side: Side, location: CardId) -> bool {
    state.active == side
        && state.dominion.iter().any(|&(e, drained)| {
            !drained && state.owner(e) == side.opponent() && state.card(e).at == Some(At::On(location))
        })
}
