//! Who may initiate card effects now: Actions, events, Reactions and Interrupts. Darth Vader
//! (0784) as a Pilot enhancement: "While enhanced unit is participating in an engagement,
//! opponent cannot initiate card effects."

use crate::rules::lcg::model::def::{Effect, Side};
use crate::rules::lcg::model::state::State;
use crate::rules::lcg::pilot;
use crate::rules::lcg::stats;

/// May `side` initiate a card effect now?
pub fn may_initiate(state: &State, side: Side) -> bool {
    let Some(e) = &state.engagement else { return true };
    !stats::controlled_in_play(state, side.opponent()).any(|source| {
        let Some(pilot) = &state.def(source).pilot else { return false };
        pilot.effects.contains(&Effect::OpponentCannotInitiateWhileHostParticipates)
            && pilot::pilot_text_live(state, source)
            && pilot::piloting(state, source)
                .is_some_and(|host| e.attackers.contains(&host) || e.defenders.contains(&host))
    })
}
