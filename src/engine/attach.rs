//! Attachments are edges: a card in play may be attached to a host card with a role.
//! Whether a unit is "piloted" or a card is "piloting" is computed from these edges,
//! never stored (DESIGN.md invariant 6).

use super::{CardId, Message};
use serde::{Deserialize, Serialize};

/// What an attached card is to its host. Each ruleset uses the roles its rules name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Role {
    /// LCG Pilot enhancement; SWU pilot upgrade; SWCCG pilot aboard a starship or vehicle.
    Pilot,
    /// LCG enhancement that is not a pilot.
    Enhancement,
    /// SWU upgrade.
    Upgrade,
    /// SWCCG passenger.
    Passenger,
    /// SWCCG driver of a transport vehicle (takes a passenger place).
    Driver,
    /// SWCCG gunner.
    Gunner,
    /// SWCCG cargo.
    Cargo,
}

impl Role {
    /// The role's name, as the board shows it under the host.
    pub fn say(self) -> Message {
        Message::new(match self {
            Role::Pilot => "role-pilot",
            Role::Enhancement => "role-enhancement",
            Role::Upgrade => "role-upgrade",
            Role::Passenger => "role-passenger",
            Role::Driver => "role-driver",
            Role::Gunner => "role-gunner",
            Role::Cargo => "role-cargo",
        })
    }
}

/// The edge from an attached card to its host.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Attachment {
    pub host: CardId,
    pub role: Role,
}
