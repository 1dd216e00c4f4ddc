//! The LCG's zones as the board names them. Each side has the same zones, numbered by
//! [`SeatZone`], so a drop on a zone names both.

use crate::engine::{Message, SeatZone};
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

impl SeatZone for Zone {
    type Owner = Side;
    const ALL: &'static [Zone] = &[
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
}

impl Zone {
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
