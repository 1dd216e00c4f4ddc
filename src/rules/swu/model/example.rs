//! Which example a position plays: its identity, title and key. The positions and the rule text
//! they illustrate are in `setup/examples.rs`.

use crate::engine::Message;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Example {
    /// 3.6.b: Piloting's restriction, "a friendly Vehicle unit without a Pilot on it".
    PilotingRestriction,
    /// 3.6.c: the Millennium Falcon takes one additional Pilot.
    ExtraPilot,
    /// 6.2.a: a "play a unit" action cannot use Piloting.
    PlayAUnit,
    /// Glossary 29.a: a second Hera Syndulla as a ground unit while one pilots a space Vehicle.
    UniqueHera,
    /// Not a rulebook example: Darth Vader deploys as a Pilot; the Vehicle becomes a leader unit.
    PilotLeader,
}

impl Example {
    pub const ALL: [Example; 5] = [
        Example::PilotingRestriction,
        Example::ExtraPilot,
        Example::PlayAUnit,
        Example::UniqueHera,
        Example::PilotLeader,
    ];

    /// The scenario's title, as the start screen and the table show it.
    pub fn say(self) -> Message {
        Message::new(self.key())
    }

    /// The scenario's key: in the start screen's list and in the catalogs.
    pub fn key(self) -> &'static str {
        match self {
            Example::PilotingRestriction => "swu-piloting-restriction",
            Example::ExtraPilot => "swu-extra-pilot",
            Example::PlayAUnit => "swu-play-a-unit",
            Example::UniqueHera => "swu-unique-hera",
            Example::PilotLeader => "swu-pilot-leader",
        }
    }
}
