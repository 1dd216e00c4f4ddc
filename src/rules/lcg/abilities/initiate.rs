//! Who may initiate card effects now: Actions, events, Reactions and Interrupts. Darth Vader
//! (0784) as a Pilot enhancement: "While enhanced unit is participating in an engagement,
//! opponent cannot initiate card effects."

use crate::engine::CardId;
use crate::rules::lcg::constants;
use crate::rules::lcg::constants::Affected;
use crate::rules::lcg::model::ability::{Modifier, ModifierKind};
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::state::State;

/// May `side` initiate a card effect now?
pub(crate) fn may_initiate(state: &State, side: Side) -> bool {
    blocker(state, side).is_none()
}

/// The card whose constant ability keeps `side` from initiating card effects now, if any.
pub(crate) fn blocker(state: &State, side: Side) -> Option<CardId> {
    constants::on_where(state, Affected::Player(side), ModifierKind::CannotInitiate)
        .iter()
        .find(|c| *c.modifier == Modifier::CannotInitiate)
        .map(|c| c.source)
}
