//! The zones as the board names and numbers them. Each seat has the same zones ([`SeatZone`]);
//! the two arenas are shared zones (both players' units are in them), so a drop on a zone names
//! it exactly.

use crate::engine::{Message, Seat, SeatZone, ZoneId};
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

impl SeatZone for Zone {
    type Owner = Seat;
    const ALL: &'static [Zone] = &[Zone::Identity, Zone::Resources, Zone::Hand, Zone::Deck, Zone::Discard];
}

impl Zone {
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
        Arena::Ground => ZoneId::shared(0),
        Arena::Space => ZoneId::shared(1),
    }
}

/// The arena a zone id names, if it names one.
pub(crate) fn arena_of_zone(id: ZoneId) -> Option<Arena> {
    match id.shared_index() {
        Some(0) => Some(Arena::Ground),
        Some(1) => Some(Arena::Space),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zone_ids_name_their_seat_and_zone_and_arenas_are_apart() {
        for seat in [Seat(0), Seat(1)] {
            for &zone in Zone::ALL {
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
