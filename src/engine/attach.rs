//! Attachments are edges: a card in play may be attached to a host card with a role.
//! Whether a unit is "piloted" or a card is "piloting" is computed from these edges,
//! never stored (DESIGN.md invariant 6).

use super::CardId;
use serde::{Deserialize, Serialize};

/// The edge from an attached card to its host, with what the card is there: a role each game
/// names in its own folder (the LCG's Pilot or Enhancement, SWU's Pilot or Upgrade).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Attachment<R> {
    pub host: CardId,
    pub role: R,
}
