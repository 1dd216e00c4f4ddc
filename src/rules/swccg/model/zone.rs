//! The zones as the board names and numbers them. Each side has the same piles and a hand
//! ([`SeatZone`]); each location on the table is the shared zone numbered by its card id, so a
//! zone id names its location for as long as the game lasts.

use crate::engine::{CardId, Message, SeatZone, ZoneId};
use crate::rules::swccg::model::def::Side;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Zone {
    Hand,
    Reserve,
    ForcePile,
    UsedPile,
    LostPile,
    /// The Effects on this side of the table (Logistical Delay), at no location.
    Side,
}

impl SeatZone for Zone {
    type Owner = Side;
    const ALL: &'static [Zone] =
        &[Zone::Hand, Zone::Reserve, Zone::ForcePile, Zone::UsedPile, Zone::LostPile, Zone::Side];
}

impl Zone {
    pub fn say(self) -> Message {
        Message::new(match self {
            Zone::Hand => "swccg-zone-hand",
            Zone::Reserve => "swccg-zone-reserve",
            Zone::ForcePile => "swccg-zone-force-pile",
            Zone::UsedPile => "swccg-zone-used-pile",
            Zone::LostPile => "swccg-zone-lost-pile",
            Zone::Side => "swccg-zone-side",
        })
    }
}

/// The zone of the location card `location`.
pub fn location_zone(location: CardId) -> ZoneId {
    ZoneId::shared(location.0)
}

/// The location card a zone id names, if it names one (whether it is on the table is the
/// state's to say).
pub(crate) fn zone_location(id: ZoneId) -> Option<CardId> {
    id.shared_index().map(CardId)
}
