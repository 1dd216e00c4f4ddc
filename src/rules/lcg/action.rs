//! Actions: everything a player can do, with every choice inside (DESIGN.md invariant 2).

use super::def::Side;
use crate::engine::{CardId, Seat, Target};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Deployment: play a unit from hand into your play area for its printed cost.
    PlayUnit { card: CardId, payment: Payment },
    /// Pilot (X): play a unit from hand as a Pilot enhancement on a friendly Vehicle unit,
    /// paying its pilot cost.
    PlayPilot {
        card: CardId,
        host: CardId,
        payment: Payment,
    },
    /// Piloting Limit: discard this Pilot enhancement from the over-piloted unit.
    DiscardPilot { pilot: CardId },
    /// Take no (more) actions in this phase.
    Pass,
}

/// The resource cards focused to pay a cost, sorted by id. One focus pays for one card only.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Payment(pub Vec<CardId>);

impl Action {
    /// The card the player moves, for drag and drop.
    pub fn source(&self) -> Option<CardId> {
        match self {
            Action::PlayUnit { card, .. } | Action::PlayPilot { card, .. } => Some(*card),
            Action::DiscardPilot { .. } | Action::Pass => None,
        }
    }

    /// Where the action puts its card, or which card it picks.
    pub fn target(&self, acting: Side) -> Option<Target> {
        match self {
            Action::PlayUnit { .. } => Some(Target::PlayArea(seat(acting))),
            Action::PlayPilot { host, .. } => Some(Target::Card(*host)),
            Action::DiscardPilot { pilot } => Some(Target::Card(*pilot)),
            Action::Pass => None,
        }
    }
}

/// Dark Side sits first.
pub fn seat(side: Side) -> Seat {
    Seat(side.idx() as u8)
}

pub fn side_of(seat: Seat) -> Option<Side> {
    match seat.0 {
        0 => Some(Side::Dark),
        1 => Some(Side::Light),
        _ => None,
    }
}
