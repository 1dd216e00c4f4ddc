//! Zones as the board shows them. A ruleset names its zones and says how each is drawn; the UI
//! lays them out by owner and shape, and knows nothing else about them.

use super::{CardView, Seat};
use crate::engine::{Message, PlayerIndex};
use serde::Serialize;

/// A zone of the table, numbered by its ruleset (the UI only compares them): a zone each player
/// has ([`SeatZone`]) is `player * 16 + its place in the game's list`; a zone of both players (an
/// arena, a location) is [`ZoneId::shared`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct ZoneId(pub u16);

impl ZoneId {
    /// Where the numbers of shared zones start: past every player's zones.
    const SHARED: u16 = 256;

    /// The `n`-th zone of both players (a game numbers them as it likes: an arena, a location's
    /// card id).
    pub const fn shared(n: u16) -> ZoneId {
        ZoneId(ZoneId::SHARED.saturating_add(n))
    }

    /// Which shared zone this is, if it is one.
    pub fn shared_index(self) -> Option<u16> {
        self.0.checked_sub(ZoneId::SHARED)
    }
}

/// The zones every player has one of (a hand, a deck, a discard pile), listed by the game.
pub trait SeatZone: Copy + Eq + 'static {
    /// How the game names a player.
    type Owner: PlayerIndex;
    /// Every such zone, in the order that numbers them (at most 16).
    const ALL: &'static [Self];

    /// The zone's number on `owner`'s side of the table.
    fn id(self, owner: Self::Owner) -> ZoneId {
        let n = Self::ALL.iter().position(|&z| z == self).unwrap_or(0);
        ZoneId((owner.index() * 16 + n) as u16)
    }

    /// The player and zone a zone id names, if it names one.
    fn of(id: ZoneId) -> Option<(Self::Owner, Self)> {
        let player = usize::from(id.0 / 16);
        if player > 1 {
            return None;
        }
        Self::ALL.get(usize::from(id.0 % 16)).map(|&z| (Self::Owner::from_index(player), z))
    }
}

/// How a zone is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Shape {
    /// The cards that stand for a player: an affiliation card, a leader and a base.
    Identity,
    /// Cards laid out on the table: a play area, an arena.
    Row,
    /// Cards set down for a moment, often face down: an edge stack during an edge battle.
    Stack,
    /// Cards held in hand (the viewer's along the bottom edge).
    Hand,
    /// A pile drawn as a stack with its count: a deck, a discard pile, a victory pile.
    Pile,
    /// Cards out of play that the seat is choosing among now (objectives drawn at setup, the
    /// top cards of a searched deck).
    Choice,
    /// A place both players' cards are at, itself a card (a location), drawn across the middle
    /// of the table with each side's cards toward its player.
    Location,
    /// Cards a player keeps to pay costs with (SWU's resources): a labelled tray of small cards,
    /// face down to a viewer who may not see them, each ready or turned (exhausted), counted.
    Resources,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ZoneView {
    pub id: ZoneId,
    pub name: Message,
    /// The seat it belongs to; `None` for a zone of both (a location, an arena).
    pub owner: Option<Seat>,
    pub shape: Shape,
    /// The card the zone is (a location), if it is one.
    pub card: Option<CardView>,
    /// The cards the viewer may see, in order (a pile's top card last).
    pub cards: Vec<CardView>,
    /// How many more cards are there, face down to this viewer: drawn as backs, named nowhere.
    pub hidden: usize,
    /// A pile anyone may look through (a discard pile); closed piles show only their count.
    pub open: bool,
}

impl ZoneView {
    /// How many cards the zone holds, seen or not.
    pub fn count(&self) -> usize {
        self.cards.len() + self.hidden
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Seat;

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Pile {
        Hand,
        Deck,
    }

    impl SeatZone for Pile {
        type Owner = Seat;
        const ALL: &'static [Pile] = &[Pile::Hand, Pile::Deck];
    }

    #[test]
    fn a_seat_zone_names_its_seat_and_zone_and_shared_zones_are_apart() {
        for seat in [Seat(0), Seat(1)] {
            for &pile in Pile::ALL {
                assert_eq!(Pile::of(pile.id(seat)), Some((seat, pile)));
                assert_eq!(pile.id(seat).shared_index(), None);
            }
        }
        assert_eq!(Pile::of(ZoneId(2)), None);
        assert_eq!(Pile::of(ZoneId(40)), None);
        assert_eq!(Pile::of(ZoneId::shared(0)), None);
        assert_eq!(ZoneId::shared(7).shared_index(), Some(7));
        assert_eq!(ZoneId::shared(u16::MAX).shared_index(), Some(u16::MAX - 256));
    }
}
