//! Which rulebook example a position plays: its identity, title and key. The positions and the
//! rule text they illustrate are in `setup/examples.rs`.

use crate::engine::Message;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Example {
    /// Pilot (X), Example 1: Baron Fel onto the 181st TIE Interceptor.
    PilotX,
    /// Piloting Limit, Example 2: Hobbie onto a Rogue Squadron X-Wing Wedge is piloting.
    PilotingLimit,
    /// Terminology: Faction: Filthy Accusations against a Jedi player.
    Faction,
    /// Not a rulebook example: a small table played through whole turns (deployment, conflict,
    /// Force) with the cards Hangar has so far, to try the turn sequence.
    Skirmish,
}

impl Example {
    pub const ALL: [Example; 4] = [Example::PilotX, Example::PilotingLimit, Example::Faction, Example::Skirmish];

    pub fn title(self) -> &'static str {
        match self {
            Example::PilotX => "Example 1 — Pilot (X)",
            Example::PilotingLimit => "Example 2 — Piloting Limit",
            Example::Faction => "Example — Filthy Accusations (Faction)",
            Example::Skirmish => "Skirmish — whole turns with a few cards",
        }
    }

    /// The scenario's title, as the start screen and the table show it.
    pub fn say(self) -> Message {
        Message::new(self.key())
    }

    /// The scenario's key: in the start screen's list and in the catalogs.
    pub fn key(self) -> &'static str {
        match self {
            Example::PilotX => "lcg-pilot-x",
            Example::PilotingLimit => "lcg-piloting-limit",
            Example::Faction => "lcg-faction",
            Example::Skirmish => "lcg-skirmish",
        }
    }
}
