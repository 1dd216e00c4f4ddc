//! The zones as the board names and numbers them. Each seat has the same zones, numbered
//! `seat * 16 + zone`; the two arenas are shared (both players' units are in them) and numbered
//! apart, so a drop on a zone names it exactly.

use crate::engine::{Message, Seat, ZoneId};
use crate::rules::swu::model::def::Arena;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Zone {
    /// The base and the leader (while it is not deployed).
    Identity,
    /// Face-down resources, ready or exhausted.
    Resources,
    Hand,
    Deck,
    Discard,
}

impl Zone {
    const ALL: [Zone; 5] = [Zone::Identity, Zone::Resources, Zone::Hand, Zone::Deck, Zone::Discard];

    pub fn id(self, seat: Seat) -> ZoneId {
        let n = Zone::ALL.iter().position(|&z| z == self).unwrap_or(0);
        ZoneId(u16::from(seat.0 & 1) * 16 + n as u16)
    }

    /// The seat and zone a zone id names, if it names one.
    pub fn of(id: ZoneId) -> Option<(Seat, Zone)> {
        let seat = match id.0 / 16 {
            0 => Seat(0),
            1 => Seat(1),
            _ => return None,
        };
        Zone::ALL.get(usize::from(id.0 % 16)).map(|&z| (seat, z))
    }

    pub fn say(self) -> Message {
        Message::new(match self {
            Zone::Identity => "swu-zone-identity",
            Zone::Resources => "swu-zone-resources",
            Zone::Hand => "swu-zone-hand",
            Zone::Deck => "swu-zone-deck",
            Zone::Discard => "swu-zone-discard",
        })
    }
}

/// The shared zone of an arena.
pub fn arena_zone(arena: Arena) -> ZoneId {
    match arena {
        Arena::Ground => ZoneId(100),
        Arena::Space => ZoneId(101),
    }
}

/// The arena a zone id names, if it names one.
pub fn arena_of_zone(id: ZoneId) -> Option<Arena> {
    match id.0 {
        100 => Some(Arena::Ground),
        101 => Some(Arena::Space),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zone_ids_name_their_seat_and_zone_and_arenas_are_apart() {
        for seat in [Seat(0), Seat(1)] {
            for zone in Zone::ALL {
                assert_eq!(Zone::of(zone.id(seat)), Some((seat, zone)));
                assert_eq!(arena_of_zone(zone.id(seat)), None);
            }
        }
        for arena in Arena::ALL {
            assert_eq!(arena_of_zone(arena_zone(arena)), Some(arena));
            assert_eq!(Zone::of(arena_zone(arena)), None);
        }
    }
}
