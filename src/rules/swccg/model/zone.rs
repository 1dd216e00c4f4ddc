//! The zones as the board names and numbers them. Each side has the same piles and a hand,
//! numbered `side * 16 + zone`; each location on the table is a shared zone numbered
//! `LOCATIONS + its card id`, so a zone id names its location for as long as the game lasts.

use crate::engine::{CardId, Message, ZoneId};
use crate::rules::swccg::model::def::Side;

/// Location zones start here.
pub const LOCATIONS: u16 = 256;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Zone {
    Hand,
    Reserve,
    ForcePile,
    UsedPile,
    LostPile,
}

impl Zone {
    pub const ALL: [Zone; 5] = [Zone::Hand, Zone::Reserve, Zone::ForcePile, Zone::UsedPile, Zone::LostPile];

    pub fn id(self, side: Side) -> ZoneId {
        let n = Zone::ALL.iter().position(|&z| z == self).unwrap_or(0);
        ZoneId((side.idx() * 16 + n) as u16)
    }

    /// The side and zone a zone id names, if it names one.
    pub fn of(id: ZoneId) -> Option<(Side, Zone)> {
        let side = match id.0 / 16 {
            0 => Side::Dark,
            1 => Side::Light,
            _ => return None,
        };
        Zone::ALL.get(usize::from(id.0 % 16)).map(|&z| (side, z))
    }

    pub fn say(self) -> Message {
        Message::new(match self {
            Zone::Hand => "swccg-zone-hand",
            Zone::Reserve => "swccg-zone-reserve",
            Zone::ForcePile => "swccg-zone-force-pile",
            Zone::UsedPile => "swccg-zone-used-pile",
            Zone::LostPile => "swccg-zone-lost-pile",
        })
    }
}

/// The zone of the location card `location`.
pub fn location_zone(location: CardId) -> ZoneId {
    ZoneId(LOCATIONS + location.0)
}

/// The location card a zone id names, if it names one (whether it is on the table is the
/// state's to say).
pub fn zone_location(id: ZoneId) -> Option<CardId> {
    id.0.checked_sub(LOCATIONS).map(CardId)
}
