//! Action windows. The active player acts in the deployment, conflict and Force phases; when the
//! active player ends one of those phases, the opponent gets one window to play Actions and
//! events before it ends; during an engagement's strikes, the player whose turn it is may take
//! Actions before striking (research notes lcg.md §1 "Timing": Actions are played in action
//! windows, on either player's turn; the exact windows are listed in docs/rules-notes.md).

use crate::rules::lcg::flow::legal;
use crate::rules::lcg::flow::turn;
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::event::Event;
use crate::rules::lcg::model::state::{EngagementStep, Phase, State};

/// Is an action window open for `side` now (no prompt pending)?
pub(crate) fn open_for(state: &State, side: Side) -> bool {
    if state.prompt.is_some() || state.outcome.is_some() || side != state.acting() {
        return false;
    }
    if !matches!(state.phase, Phase::Deployment | Phase::Conflict | Phase::Force) {
        return false;
    }
    match &state.engagement {
        Some(e) => e.step == EngagementStep::Strikes,
        None => true,
    }
}

/// The acting player passes outside an engagement. The active player's pass opens the
/// opponent's window if the opponent has anything to play in it; the opponent's pass (or an
/// empty window) ends the phase.
pub(crate) fn pass(state: &mut State, events: &mut Vec<Event>) {
    if state.window.take().is_none() {
        let opponent = state.active.opponent();
        state.window = Some(opponent);
        let any = legal::any_besides_pass(state);
        if any {
            events.push(Event::WindowOpened { side: opponent });
            return;
        }
        state.window = None;
    }
    turn::end_phase(state, events);
}
