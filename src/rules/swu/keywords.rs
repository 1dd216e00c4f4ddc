//! The keywords in force on a unit (base game, shared/research/swu.md §5): printed on it (while it
//! is a unit), granted by its own conditional abilities, and granted by its upgrades ("Attached
//! unit gains …", 2.13). Keywords with a number add up (Raid, Restore); the others do not.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::swu::forms::{abilities_on, abilities_with, holds, is_unit};
use crate::rules::swu::model::ability::Ability;
use crate::rules::swu::model::def::Keyword;
use crate::rules::swu::model::state::State;

/// Every keyword instance on `unit` now (an upgrade has none of its own: 3.5).
pub fn keywords(state: &State, unit: CardId) -> Vec<Keyword> {
    if !is_unit(state, unit) {
        return Vec::new();
    }
    let controller = state.card(unit).controller;
    let mut out: Vec<Keyword> = state.def(unit).keywords.to_vec();
    for upgrade in state.attachments_of(unit) {
        out.extend(state.def(upgrade).grants.iter().copied());
    }
    for (_, ability) in abilities_on(state, unit) {
        if let Ability::Gains { keyword, when } = ability {
            if holds(state, when, unit, controller) {
                out.push(*keyword);
            }
        }
    }
    out
}

/// Whether `unit` has `keyword` (for Raid and Restore: any value). The same sources as
/// [`keywords`], looked through without collecting them (the legality checks ask often).
pub fn has_keyword(state: &State, unit: CardId, keyword: Keyword) -> bool {
    is_unit(state, unit) && unit_has_keyword(state, unit, state.attachments_of(unit), keyword)
}

/// As [`has_keyword`], of a unit (in play, attached to nothing) whose upgrades are `upgrades`, in
/// the order they entered play (a listing knows them from its `Board`).
pub(crate) fn unit_has_keyword(
    state: &State,
    unit: CardId,
    upgrades: impl Iterator<Item = CardId> + Clone,
    keyword: Keyword,
) -> bool {
    if state.def(unit).keywords.iter().any(|k| k.same_kind(keyword)) {
        return true;
    }
    if upgrades.clone().any(|u| state.def(u).grants.iter().any(|k| k.same_kind(keyword))) {
        return true;
    }
    let controller = state.card(unit).controller;
    abilities_with(state, unit, upgrades).any(|(_, ability)| {
        matches!(ability, Ability::Gains { keyword: k, when } if k.same_kind(keyword) && holds(state, when, unit, controller))
    })
}

/// Raid X: "This unit gets +X/+0 while attacking." Instances add up.
pub fn raid(state: &State, unit: CardId) -> u8 {
    keywords(state, unit).iter().map(|k| if let Keyword::Raid(n) = k { *n } else { 0 }).sum()
}

/// Restore X: "When this unit attacks, heal X damage from your base." Instances add up (Hera's
/// granted Restore 1 and a printed Restore: forceteki's HeraSyndulla spec, test 34).
pub fn restore(state: &State, unit: CardId) -> u8 {
    keywords(state, unit).iter().map(|k| if let Keyword::Restore(n) = k { *n } else { 0 }).sum()
}

/// The keywords as the board shows them: one badge per kind, numbers added up.
pub(crate) fn badges(state: &State, unit: CardId) -> Vec<Keyword> {
    let mut out: Vec<Keyword> = Vec::new();
    for keyword in keywords(state, unit) {
        match out.iter_mut().find(|k| k.same_kind(keyword)) {
            Some(Keyword::Raid(n)) => {
                if let Keyword::Raid(m) = keyword {
                    *n += m;
                }
            }
            Some(Keyword::Restore(n)) => {
                if let Keyword::Restore(m) = keyword {
                    *n += m;
                }
            }
            Some(_) => {}
            None => out.push(keyword),
        }
    }
    out.sort();
    out
}
