//! Who sits at the seats of a table: the players at this device, or one of them and the
//! computer. Plain data, saved with the game so a reload resumes the same kind of game.

use super::Seat;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Seating {
    /// Whoever is at the device plays every seat and sees everything (the rulebook scenarios).
    #[default]
    Open,
    /// Two players share one device; each sees only their own hand, and the device is handed
    /// over whenever the seat to act changes.
    HotSeat,
    /// One player against the computer, which plays every other seat at `level`. `seed` seeds
    /// the computer's choices.
    Computer {
        human: Seat,
        seed: u64,
        #[serde(default)]
        level: Difficulty,
    },
}

/// How hard the computer plays (the search budget behind each level is in `ai::level`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Difficulty {
    Easy,
    #[default]
    Normal,
    Hard,
}

impl Difficulty {
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Normal, Difficulty::Hard];

    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "Easy",
            Difficulty::Normal => "Normal",
            Difficulty::Hard => "Hard",
        }
    }
}

impl Seating {
    /// Whose hidden cards the board shows. `shown` is the seat that last took the device in a
    /// hot-seat game, `to_act` the seat that must act (`None` once the game is over). While the
    /// device waits to be handed over, nobody's hidden cards are shown.
    pub fn viewer(self, shown: Option<Seat>, to_act: Option<Seat>) -> Viewer {
        match self {
            Seating::Open => Viewer::Everyone,
            Seating::HotSeat if self.hand_over_to(shown, to_act).is_some() => Viewer::Seat(None),
            Seating::HotSeat => Viewer::Seat(shown),
            Seating::Computer { human, .. } => Viewer::Seat(Some(human)),
        }
    }

    /// In a hot-seat game, the seat the device must be handed to before play goes on: the seat
    /// to act, when it is not the one that has the device.
    pub fn hand_over_to(self, shown: Option<Seat>, to_act: Option<Seat>) -> Option<Seat> {
        match (self, to_act) {
            (Seating::HotSeat, Some(seat)) if shown != Some(seat) => Some(seat),
            _ => None,
        }
    }

    /// True when the player at the device may act for `to_act` now.
    pub fn may_act(self, shown: Option<Seat>, to_act: Option<Seat>) -> bool {
        match (self, to_act) {
            (_, None) => false,
            (Seating::Open, Some(_)) => true,
            (Seating::HotSeat, Some(seat)) => shown == Some(seat),
            (Seating::Computer { human, .. }, Some(seat)) => human == seat,
        }
    }

    /// True when `seat` is played by the computer.
    pub fn is_computer(self, seat: Option<Seat>) -> bool {
        matches!((self, seat), (Seating::Computer { human, .. }, Some(seat)) if human != seat)
    }

    /// True when a seat number is one a two-seat table has (for seatings from outside).
    pub fn is_sound(self) -> bool {
        match self {
            Seating::Computer { human, .. } => human.0 < 2,
            Seating::Open | Seating::HotSeat => true,
        }
    }
}

/// Whose eyes a board view is drawn for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewer {
    /// The full view: every card face up.
    Everyone,
    /// One seat's view (`None`: nobody's, so every hidden card is a back).
    Seat(Option<Seat>),
}

#[cfg(test)]
mod tests {
    use super::*;

    const DARK: Option<Seat> = Some(Seat(0));
    const LIGHT: Option<Seat> = Some(Seat(1));

    #[test]
    fn hot_seat_hands_over_when_the_seat_to_act_changes_and_shows_nothing_meanwhile() {
        let seating = Seating::HotSeat;
        assert_eq!(seating.hand_over_to(None, DARK), DARK, "the first player takes the device");
        assert_eq!(seating.viewer(None, DARK), Viewer::Seat(None));
        assert!(!seating.may_act(None, DARK));
        assert_eq!(seating.hand_over_to(DARK, DARK), None);
        assert_eq!(seating.viewer(DARK, DARK), Viewer::Seat(DARK));
        assert!(seating.may_act(DARK, DARK));
        assert_eq!(seating.hand_over_to(DARK, LIGHT), LIGHT);
        assert_eq!(
            seating.viewer(DARK, LIGHT),
            Viewer::Seat(None),
            "the Dark Side's hand is hidden before the handover"
        );
        assert_eq!(seating.hand_over_to(DARK, None), None, "no handover once the game is over");
    }

    #[test]
    fn against_the_computer_the_human_views_and_acts_only_for_their_seat() {
        let seating = Seating::Computer { human: Seat(1), seed: 7, level: Difficulty::Normal };
        assert_eq!(seating.viewer(None, DARK), Viewer::Seat(LIGHT));
        assert!(seating.is_computer(DARK) && !seating.is_computer(LIGHT) && !seating.is_computer(None));
        assert!(!seating.may_act(None, DARK) && seating.may_act(None, LIGHT));
        assert!(!Seating::Computer { human: Seat(5), seed: 0, level: Difficulty::Easy }.is_sound());
        assert_eq!(Seating::Open.viewer(None, DARK), Viewer::Everyone);
    }
}
