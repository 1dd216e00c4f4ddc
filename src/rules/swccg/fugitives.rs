//! Fugitives (Yerka Mig, set 1): a Utinni Effect that moves like a character, and the opponent's
//! total power it takes off in battles near it until its target 'apprehends' (reaches, so
//! cancels) it (`utinni.rs` `settle`).

use crate::engine::{CardId, Table};
use crate::rules::swccg::landing::is_site;
use crate::rules::swccg::model::def::{Ability, CardDef, CardType, Side, Targeted};
use crate::rules::swccg::model::state::{At, State};
use crate::rules::swccg::movement::same_or_adjacent;

/// "You may move Mig like a character" (GEMP `isMovesLikeCharacter`): an Effect that makes a
/// character's regular move by landspeed, from the site it is on to another, and stays deployed
/// on the site it moves to.
pub(crate) fn moves_like_a_character(def: &CardDef) -> bool {
    def.is(CardType::Effect) && def.abilities().any(|a| matches!(a, Ability::MovesLikeACharacter))
}

/// The site such an Effect `card` is on, where it moves from (none for any other card).
pub(crate) fn moving_from(state: &State, card: CardId) -> Option<CardId> {
    match state.card(card).at {
        Some(At::On(l)) if is_site(state, l) && moves_like_a_character(state.def(card)) => Some(l),
        _ => None,
    }
}

/// Where a card moving to the site `site` is then: such an Effect stays deployed on it.
pub(crate) fn moved_to(state: &State, card: CardId, site: CardId) -> Option<At> {
    moves_like_a_character(state.def(card)).then_some(At::On(site))
}

/// "Until then, during all battles at same and adjacent sites to Mig, opponent's total power is
/// -1" (GEMP `TotalPowerModifier` at `sameOrAdjacentSite(self)`): what the Utinni Effects of
/// `side`'s opponent, still targeting, take off `side`'s total power at `location`.
pub(crate) fn power_less(state: &State, side: Side, location: CardId) -> u16 {
    if state.utinni.is_empty() || !is_site(state, location) {
        return 0;
    }
    state
        .utinni
        .iter()
        .filter(|t| state.owner(t.effect) != side)
        .filter(|t| {
            state.location_of(t.effect).is_some_and(|at| is_site(state, at) && same_or_adjacent(state, at, location))
        })
        .filter_map(|t| {
            state.def(t.effect).abilities().find_map(|a| match a {
                Ability::Utinni { does: Targeted::OpponentPowerLessNear { amount }, .. } => Some(u16::from(*amount)),
                _ => None,
            })
        })
        .fold(0, u16::saturating_add)
}
