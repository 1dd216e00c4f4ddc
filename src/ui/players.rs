//! Who plays which seat, in words, for the top of the table: "You: Dark Side · Light Side:
//! Computer (Normal)".

use super::services::opponent;
use crate::engine::view::SeatView;
use crate::engine::Seating;

/// The line naming the players, or `None` for an open game (one person plays everything).
pub fn line(seating: Seating, seats: &[SeatView]) -> Option<String> {
    let parts: Vec<String> = match seating {
        Seating::Open => return None,
        Seating::HotSeat => seats.iter().map(|s| format!("{}: player at this device", s.name)).collect(),
        Seating::Computer { human, level, .. } => seats
            .iter()
            .map(|s| {
                if s.seat == human {
                    format!("You: {}", s.name)
                } else {
                    format!("{}: {}", s.name, opponent::name(level))
                }
            })
            .collect(),
    };
    Some(parts.join(" · "))
}
