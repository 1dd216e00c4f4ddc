//! Events: what an applied action did, in order. The UI logs them in words.

use super::def::Side;
use super::state::{Phase, State};
use crate::engine::{CardId, Role};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    FocusedForResources { card: CardId },
    EnteredPlayAsUnit { card: CardId },
    Attached { card: CardId, host: CardId, role: Role },
    /// The piloting limit now asks `chooser` to discard a pilot from `host`.
    PilotLimitReached { host: CardId, chooser: Side },
    Discarded { card: CardId },
    PhaseEnded { side: Side, phase: Phase },
    ScenarioComplete,
}

impl Event {
    /// The event in words, for the game log.
    pub fn describe(&self, state: &State) -> String {
        let name = |c: CardId| state.def(c).name.clone();
        match self {
            Event::FocusedForResources { card } => {
                format!("{} is focused for {} resources.", name(*card), state.def(*card).resources)
            }
            Event::EnteredPlayAsUnit { card } => format!("{} enters play as a unit.", name(*card)),
            Event::Attached { card, host, role } => {
                format!("{} is attached to {} as its {} enhancement.", name(*card), name(*host), role.label())
            }
            Event::PilotLimitReached { host, chooser } => format!(
                "{} has more than one pilot: the {} must discard pilots until one remains.",
                name(*host),
                chooser.name()
            ),
            Event::Discarded { card } => format!("{} is discarded.", name(*card)),
            Event::PhaseEnded { side, phase } => {
                format!("The {} ends the {} phase.", side.name(), phase.name())
            }
            Event::ScenarioComplete => "The scenario is complete.".to_string(),
        }
    }
}
