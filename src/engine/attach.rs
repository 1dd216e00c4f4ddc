//! Attachments are edges: a card in play may be attached to a host card with a role.
//! Whether a unit is "piloted" or a card is "piloting" is computed from these edges,
//! never stored (DESIGN.md invariant 6).

use super::CardId;
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
    /// SWCCG cargo.
    Cargo,
}

impl Role {
    pub fn label(self) -> &'static str {
        match self {
            Role::Pilot => "Pilot",
            Role::Enhancement => "Enhancement",
            Role::Upgrade => "Upgrade",
            Role::Passenger => "Passenger",
            Role::Cargo => "Cargo",
        }
    }
}

/// The edge from an attached card to its host.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Attachment {
    pub host: CardId,
    pub role: Role,
}
