//! Skills an Effect gives a character ([`Ability::GivesSkill`]): Plastoid Armor's "gains spy
//! skill", and the Effects "to give that character thief skill". A skill counts where play names
//! it ("Deploy on your spy"), as a printed one does.

use crate::engine::{CardId, Table};
use crate::rules::swccg::model::def::{Ability, CardType, Mount, Side};
use crate::rules::swccg::model::state::{At, State};

/// Whether `card` has `skill`: printed among its characteristics ("Rebel spy": R2-D2, Jeroen
/// Webb), or given by an Effect on it (Plastoid Armor: "Target is now 'disguised:' gains spy
/// skill"; GEMP `KeywordModifier` on the card it is attached to).
pub(crate) fn has_skill(state: &State, card: CardId, skill: &str) -> bool {
    state.def(card).has_characteristic(skill) || given(state, card, skill)
}

/// An Effect on `card` gives it `skill` (Solomahal's scout skill: [`gives_scout`]).
fn given(state: &State, card: CardId, skill: &str) -> bool {
    Side::BOTH.into_iter().flat_map(|s| state.player(s).table.iter()).any(|&e| {
        state.card(e).at == Some(At::On(card))
            && state.def(e).is(CardType::Effect)
            && state
                .def(e)
                .abilities()
                .any(|a| matches!(a, Ability::GivesSkill { skill: s } if s.eq_ignore_ascii_case(skill)))
    }) || skill.eq_ignore_ascii_case(SCOUT) && scout_giver(state, card).is_some()
}

const SCOUT: &str = "scout";

/// The Effects on `card` saying [`Ability::GrantsScout`], in table order.
fn scout_effects(state: &State, card: CardId) -> impl Iterator<Item = CardId> + '_ {
    state
        .attached_to(card)
        .into_iter()
        .filter(move |&e| state.def(e).abilities().any(|a| matches!(a, Ability::GrantsScout { .. })))
}

/// Solomahal: "Deploy on your warrior to give that warrior scout skill … OR Deploy on your scout":
/// the Effect on `card` that gave it the skill, the first in table order on a card not printed a
/// scout.
fn scout_giver(state: &State, card: CardId) -> Option<CardId> {
    if state.def(card).has_characteristic(SCOUT) {
        return None;
    }
    scout_effects(state, card).next()
}

/// Whether `effect` (saying [`Ability::GrantsScout`]) gave its card the scout skill and "That
/// warrior may move as a 'react'" (else it was deployed on a scout).
pub(crate) fn gives_scout(state: &State, effect: CardId) -> bool {
    matches!(state.card(effect).at, Some(At::On(card)) if scout_giver(state, card) == Some(effect))
}

/// "That warrior may move as a 'react'": an Effect on `card` gave it the scout skill.
pub(crate) fn reacts_as_scout(state: &State, card: CardId) -> bool {
    scout_giver(state, card).is_some()
}

/// "When that scout 'reacts,' it is power +2 for remainder of turn": each Effect on `card` saying
/// [`Ability::GrantsScout`] that did not give it the skill, with what it adds.
pub(crate) fn react_powers(state: &State, card: CardId) -> Vec<(CardId, u8)> {
    scout_effects(state, card)
        .filter(|&e| !gives_scout(state, e))
        .filter_map(|e| {
            state.def(e).abilities().find_map(|a| match a {
                Ability::GrantsScout { react_power } => Some((e, *react_power)),
                _ => None,
            })
        })
        .collect()
}

/// "Deploy on your spy": a mount naming a characteristic takes a character with it as a skill,
/// given by an Effect too (one whose printed characteristics hold it fits by `mounts_on` already).
pub(crate) fn mounts_by_skill(state: &State, mount: &Mount, host: CardId) -> bool {
    match mount {
        Mount::Character { characteristic: Some(skill), .. } => {
            state.def(host).is(CardType::Character) && has_skill(state, host, skill)
        }
        _ => false,
    }
}

/// "Deploy on your non-thief to give that character thief skill": an Effect giving a skill (as it
/// deploys like a device) goes on a character only if it lacks the skill; true for any other
/// card or host ("OR Deploy on a weapon").
pub(crate) fn skill_fits(state: &State, card: CardId, host: CardId) -> bool {
    let Some(skill) = state.def(card).abilities().find_map(|a| match a {
        Ability::GivesSkill { skill } => Some(skill),
        _ => None,
    }) else {
        return true;
    };
    !state.def(host).is(CardType::Character) || !has_skill(state, host, skill)
}
