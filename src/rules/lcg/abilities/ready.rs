//! A unit readying: it is ready when it has no focus tokens (research notes lcg.md §1: "Only
//! ready units (zero focus tokens) may be declared"; a unit with a focus token is exhausted), so
//! it "readies" when its last focus token is removed — in the refresh phase or by an effect.
//! Reactions wait for that ("After enhanced unit readies", Race Circuit Champion; "After a
//! Vehicle unit you control readies", Cut Off).

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::lcg::flow::triggers;
use crate::rules::lcg::model::state::{State, Trigger};
use crate::rules::lcg::targeting;

/// Removes up to `count` focus tokens from `card`; a unit whose last one goes readies.
pub(crate) fn remove_focus(state: &mut State, card: CardId, count: u8) {
    let before = state.card(card).focus;
    state.card_mut(card).focus = before.saturating_sub(count);
    if before > 0 && state.card(card).focus == 0 && targeting::is_unit_in_play(state, card) {
        triggers::fire(state, Trigger::Readied { unit: card });
    }
}
