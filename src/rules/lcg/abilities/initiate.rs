//! Who may initiate card effects now: Actions, events, Reactions and Interrupts. Darth Vader
//! (0784) as a Pilot enhancement: "While enhanced unit is participating in an engagement,
//! opponent cannot initiate card effects."

use crate::rules::lcg::constants;
use crate::rules::lcg::constants::Affected;
use crate::rules::lcg::model::ability::Modifier;
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::state::State;

/// May `side` initiate a card effect now?
pub fn may_initiate(state: &State, side: Side) -> bool {
    !constants::on(state, Affected::Player(side)).iter().any(|c| *c.modifier == Modifier::CannotInitiate)
}
