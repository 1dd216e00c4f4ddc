//! The LCG's zones as the board names them. Each side has the same zones; the view numbers them
//! `side * 16 + zone`, so a drop on a zone names both.

use crate::engine::{Message, ZoneId};
use crate::rules::lcg::model::def::Side;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Zone {
    /// The affiliation card.
    Affiliation,
    /// Units, objectives, enhancements and missions in play.
    PlayArea,
    Hand,
    CommandDeck,
    ObjectiveDeck,
    Discard,
    Victory,
    /// The edge stack during an edge battle.
    Edge,
    /// Cards this side has captured, face down under its objectives.
    Captives,
    /// Cards out of play this side is choosing among now (setup's objectives, a searched deck).
    Choosing,
}

impl Zone {
    const ALL: [Zone; 10] = [
        Zone::Affiliation,
        Zone::PlayArea,
        Zone::Hand,
        Zone::CommandDeck,
        Zone::ObjectiveDeck,
        Zone::Discard,
        Zone::Victory,
        Zone::Edge,
        Zone::Captives,
        Zone::Choosing,
    ];

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
            Zone::Affiliation => "lcg-zone-affiliation",
            Zone::PlayArea => "lcg-zone-play-area",
            Zone::Hand => "lcg-zone-hand",
            Zone::CommandDeck => "lcg-zone-command-deck",
            Zone::ObjectiveDeck => "lcg-zone-objective-deck",
            Zone::Discard => "lcg-zone-discard",
            Zone::Victory => "lcg-zone-victory",
            Zone::Edge => "lcg-zone-edge",
            Zone::Captives => "lcg-zone-captives",
            Zone::Choosing => "lcg-zone-choosing",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zone_ids_name_their_side_and_zone() {
        for side in [Side::Dark, Side::Light] {
            for zone in Zone::ALL {
                assert_eq!(Zone::of(zone.id(side)), Some((side, zone)));
            }
        }
        assert_eq!(Zone::of(ZoneId(40)), None);
        assert_eq!(Zone::of(ZoneId(15)), None);
    }
}
