//! The unique rule across forms (shared/rules/swu-jump-to-lightspeed.txt, Glossary item 29,
//! "UNIQUE, UNIQUE ICON", 3.a; the base rule, shared/research/swu.md §5: "You may not control two
//! cards with the same title and subtitle. When a second one arrives, choose one to defeat.").

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::swu::model::state::State;

/// 29.a: "The unique copy limit applies to all in-play copies of a unique card, regardless of how
/// that card is in-play." The in-play copies of `card` its controller controls — units and
/// upgrades alike, `card` included — when it is unique; empty otherwise.
pub(crate) fn copies(state: &State, card: CardId) -> Vec<CardId> {
    let def = state.def(card);
    if !def.unique || !state.in_play(card) {
        return Vec::new();
    }
    let controller = state.card(card).controller;
    state
        .play
        .iter()
        .copied()
        .filter(|&c| {
            let other = state.def(c);
            state.card(c).controller == controller && other.title == def.title && other.subtitle == def.subtitle
        })
        .collect()
}

/// Whether the unique rule must make `card`'s controller defeat a copy.
pub(crate) fn over_limit(state: &State, card: CardId) -> bool {
    copies(state, card).len() > 1
}
