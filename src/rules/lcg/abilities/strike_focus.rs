//! The focus tokens a strike places ("After this unit places 2 or more focus tokens on a unit
//! during a strike, capture that unit", Ephant Mon). Research notes lcg.md §1, "Strikes": each
//! [Tactics] icon of the striking unit places 1 focus token on an enemy unit, a shield stopping
//! one. The tokens are counted per unit for the strike under way, from its start.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::lcg::model::ability::When;
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::state::State;
use crate::rules::lcg::pilot;

/// A strike begins: nothing placed yet, no printed Reaction triggered yet.
pub(crate) fn begin(state: &mut State) {
    state.strike_focus.clear();
    state.strike_reacted.clear();
    state.strike_destroyed.clear();
    if let Some(e) = &mut state.engagement {
        e.strike_gains.clear();
    }
}

/// `card` used its `ability`-th ability, waiting for `when`. One of its strike's printed
/// Reactions ("After this unit is focused to strike") counts for General Veers; "instead of
/// resolving its combat icons" marks its icons skipped.
pub(crate) fn reacted(state: &mut State, card: CardId, ability: u8, when: &When) {
    let striking =
        matches!(when, When::ThisStrikes { .. } | When::ThisStrikesInsteadOfIcons | When::ThisFocusedToStrike);
    if striking
        && usize::from(ability) < state.def(card).abilities.len()
        && !state.strike_reacted.contains(&card)
        && waited_for(state, |w| matches!(w, When::HostStruckAfterItsReaction))
    {
        state.strike_reacted.push(card);
    }
    if matches!(when, When::ThisStrikesInsteadOfIcons) && !state.icons_skipped.contains(&card) {
        state.icons_skipped.push(card);
    }
}

/// Does `unit`'s strike resolve no combat icons ("instead of resolving its combat icons")? The
/// mark is used up.
pub(crate) fn take_skip(state: &mut State, unit: CardId) -> bool {
    let before = state.icons_skipped.len();
    state.icons_skipped.retain(|&u| u != unit);
    state.icons_skipped.len() < before
}

/// Does a card in play have an ability waiting for what `wanted` accepts? The strike's records
/// are kept only then, so a game without such a card keeps the state it always had (saved
/// positions of earlier builds replay to the same states).
fn waited_for(state: &State, wanted: fn(&When) -> bool) -> bool {
    state.cards_in_play().any(|c| pilot::abilities(state, c).filter_map(|a| a.when()).any(wanted))
}

/// The strike under way placed a focus token on `unit` (counted while a card in play waits
/// for it: Ephant Mon).
pub(crate) fn placed(state: &mut State, unit: CardId) {
    if !waited_for(state, |w| matches!(w, When::PlacesFocusInStrike { .. })) {
        return;
    }
    match state.strike_focus.iter_mut().find(|(u, _)| *u == unit) {
        Some((_, n)) => *n = n.saturating_add(1),
        None => state.strike_focus.push((unit, 1)),
    }
}

/// `objective` was destroyed, during a strike if one is under way (recorded while a card in play
/// waits for it: Called to Arms).
pub(crate) fn objective_destroyed(state: &mut State, objective: CardId) {
    if state.engagement.is_some() && waited_for(state, |w| matches!(w, When::StrikeDestroysEnemyObjective(_))) {
        state.strike_destroyed.push(objective);
    }
}

/// Did the strike just resolved destroy an objective owned by the opponent of `side`?
pub(crate) fn destroyed_enemy_objective(state: &State, side: Side) -> bool {
    state.strike_destroyed.iter().any(|&o| state.card(o).owner != side)
}

/// The units in play the strike under way (or just resolved) placed `at_least` focus tokens on.
pub(crate) fn focused(state: &State, at_least: u8) -> Vec<CardId> {
    state.strike_focus.iter().filter(|&&(u, n)| n >= at_least && state.in_play(u)).map(|&(u, _)| u).collect()
}
