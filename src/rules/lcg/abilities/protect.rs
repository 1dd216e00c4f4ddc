//! Protect [Trait] (research notes lcg.md §1 "Keywords", [V forum 85224, VGG FAQ]): "if a friendly
//! card with that trait would be damaged, you may move any amount of that damage onto this unit,
//! up to its remaining capacity. It cannot be used if this unit cannot be damaged."

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::lcg::keywords::keywords;
use crate::rules::lcg::model::def::Keyword;
use crate::rules::lcg::model::state::State;
use crate::rules::lcg::stats;
use crate::rules::lcg::stats::damage_capacity;
use crate::rules::lcg::targeting::is_unit_in_play;

/// Units that protect `target` now: friendly units in play, other than `target`, with Protect
/// naming one of its traits and damage capacity left.
pub(crate) fn protectors(state: &State, target: CardId) -> Vec<CardId> {
    if !state.in_play(target) {
        return Vec::new();
    }
    let side = state.card(target).controller;
    stats::controlled_in_play(state, side)
        .filter(|&u| u != target && is_unit_in_play(state, u) && remaining(state, u) > 0)
        .filter(|&u| keywords(state, u).iter().any(|k| matches!(k, Keyword::Protect(t) if t.guards(state.def(target)))))
        .collect()
}

fn remaining(state: &State, unit: CardId) -> u8 {
    damage_capacity(state, unit).saturating_sub(state.card(unit).damage)
}

/// Each (protector, amount moved) the controller may choose: 1 up to the damage, at most the
/// protector's remaining capacity.
pub(crate) fn moves(state: &State, target: CardId, amount: u8) -> Vec<(CardId, u8)> {
    protectors(state, target)
        .into_iter()
        .flat_map(|p| (1..=amount.min(remaining(state, p))).map(move |n| (p, n)))
        .collect()
}
