//! Which example a position plays: its identity, title and key. The positions and the rule text
//! they illustrate are in `setup/examples.rs`.

use crate::engine::Message;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Example {
    /// [O3]: Darth Vader adds 3 to the power of a starship he pilots, and the same to a combat
    /// vehicle.
    VaderPilots,
    /// [O7]: Danz Borin, a gunner, adds 1 to the weapon destiny of the combat vehicle he rides.
    DanzBorin,
    /// [S11]: a starfighter with a permanent pilot deploys at a docking bay, aboard a capital
    /// starship, or at a system.
    PermanentPilot,
    /// [S12]: a starfighter without one deploys with a pilot anywhere, or empty at a docking bay
    /// or aboard, never empty at a system.
    NoPermanentPilot,
    /// [S13], [S15]: landing and taking off, 1 Force or free at a docking bay.
    Landing,
    /// [S14]: TIEs land and take off only at docking bays.
    TiesNeedDockingBays,
    /// [S16]: a landed starfighter has no power, but fires a weapon that works at a site.
    Landed,
    /// [V2], [V5], [O5], [E2]: a transport and its driver, getting in and out, an open vehicle.
    Vehicles,
}

impl Example {
    pub const ALL: [Example; 8] = [
        Example::VaderPilots,
        Example::DanzBorin,
        Example::PermanentPilot,
        Example::NoPermanentPilot,
        Example::Landing,
        Example::TiesNeedDockingBays,
        Example::Landed,
        Example::Vehicles,
    ];

    /// The scenario's title, as the start screen and the table show it.
    pub fn say(self) -> Message {
        Message::new(self.key())
    }

    /// The scenario's key: in the start screen's list and in the catalogs.
    pub fn key(self) -> &'static str {
        match self {
            Example::VaderPilots => "swccg-vader-pilots",
            Example::DanzBorin => "swccg-danz-borin",
            Example::PermanentPilot => "swccg-permanent-pilot",
            Example::NoPermanentPilot => "swccg-no-permanent-pilot",
            Example::Landing => "swccg-landing",
            Example::TiesNeedDockingBays => "swccg-ties-need-docking-bays",
            Example::Landed => "swccg-landed",
            Example::Vehicles => "swccg-vehicles",
        }
    }
}
