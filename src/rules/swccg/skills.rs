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

/// An Effect on `card` gives it `skill`.
fn given(state: &State, card: CardId, skill: &str) -> bool {
    Side::BOTH.into_iter().flat_map(|s| state.player(s).table.iter()).any(|&e| {
        state.card(e).at == Some(At::On(card))
            && state.def(e).is(CardType::Effect)
            && state
                .def(e)
                .abilities()
                .any(|a| matches!(a, Ability::GivesSkill { skill: s } if s.eq_ignore_ascii_case(skill)))
    })
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
