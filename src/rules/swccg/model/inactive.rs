//! Cards inactive at their site, and the cards on them (GEMP: the cards deployed on an inactive
//! card are inactive too): an Undercover spy ("Spy is now Undercover", `undercover.rs`) and a
//! 'missing' character (He Hasn't Come Back Yet, Ice Storm; `missing.rs`).

use crate::engine::{CardId, Table};
use crate::rules::swccg::model::state::{At, State};

/// How many cards of a chain of cards on cards are looked at, at most (a device on a weapon on a
/// character aboard a starship is four).
const DEPTH: usize = 8;

impl State {
    /// `card` is an Undercover spy, or deployed on one, or on a card deployed on one (Merc
    /// Sunlet on a weapon the spy carries).
    pub(crate) fn under_cover(&self, card: CardId) -> bool {
        self.up_from(card, false).any(|c| self.card(c).undercover)
    }

    /// `card` is 'missing', or is on or aboard a missing card.
    pub(crate) fn in_missing(&self, card: CardId) -> bool {
        self.up_from(card, true).any(|c| self.card(c).missing)
    }

    /// `card` and the cards it is on (and, with `aboard`, aboard), up to the first at a
    /// location.
    fn up_from(&self, card: CardId, aboard: bool) -> impl Iterator<Item = CardId> + '_ {
        std::iter::successors(Some(card), move |&c| match self.card(c).at {
            Some(At::On(host)) if !self.is_location(host) => Some(host),
            Some(At::Aboard { host, .. }) if aboard && !self.is_location(host) => Some(host),
            _ => None,
        })
        .take(DEPTH)
    }
}
