//! Who plays which seat, in words, for the top of the table: "You: Dark Side · Light Side:
//! Computer (Normal)".

use super::lang::say;
use super::services::opponent;
use crate::engine::view::SeatView;
use crate::engine::{Message, Seating};
use crate::words::Lang;

/// The line naming the players, or `None` for an open game (one person plays everything).
pub fn line(lang: Lang, seating: Seating, seats: &[SeatView]) -> Option<String> {
    let parts: Vec<String> = match seating {
        Seating::Open => return None,
        Seating::HotSeat => {
            seats.iter().map(|s| say(lang, &Message::new("players-at-device").with("seat", s.name.clone()))).collect()
        }
        Seating::Computer { human, level, .. } => seats
            .iter()
            .map(|s| {
                let who = if s.seat == human {
                    Message::new("players-you").with("seat", s.name.clone())
                } else {
                    Message::new("players-computer")
                        .with("seat", s.name.clone())
                        .with("computer", opponent::name(level))
                };
                say(lang, &who)
            })
            .collect(),
    };
    Some(parts.join(" · "))
}
