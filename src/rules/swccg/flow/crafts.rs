//! A side's starships and vehicles, found once for the listing of its legal actions
//! (`legal.rs`), and the slots a character might take aboard one.

use crate::engine::{CardId, Table};
use crate::rules::swccg::model::def::Side;
use crate::rules::swccg::model::state::{At, Slot, State};
use crate::rules::swccg::occupants::{is_craft, needs_driver};

/// Your starships and vehicles on the table.
pub(super) fn crafts(state: &State, side: Side) -> Vec<CardId> {
    state.player(side).table.iter().copied().filter(|&c| is_craft(state.def(c))).collect()
}

/// A side's starships and vehicles on the table ([`crafts`]), and which are at each location,
/// found once for all its cards: every card asks which crafts are where it is, and looking
/// through all of them for each card grows with the square of the table.
pub(super) struct Crafts {
    /// In table order.
    pub(super) all: Vec<CardId>,
    /// Those at a location, each after its location, by location (in table order within one).
    at: Vec<(CardId, CardId)>,
}

impl Crafts {
    pub(super) fn new(state: &State, side: Side) -> Crafts {
        let all = crafts(state, side);
        let mut at: Vec<(CardId, CardId)> = all
            .iter()
            .filter_map(|&c| match state.card(c).at {
                Some(At::Location(l)) => Some((l, c)),
                _ => None,
            })
            .collect();
        // A stable sort: table order within a location.
        at.sort_by_key(|&(l, _)| l);
        Crafts { all, at }
    }

    /// The crafts at `location`, in table order (as `all` filtered by where each is).
    pub(super) fn at<'a>(&'a self, state: &State, location: CardId) -> impl Iterator<Item = CardId> + Clone + 'a {
        let start = self.at.partition_point(|&(l, _)| l < location);
        let found = self.at[start..].iter().take_while(move |&&(l, _)| l == location).map(|&(_, c)| c);
        debug_assert!(found.clone().eq(self
            .all
            .iter()
            .copied()
            .filter(|&c| state.card(c).at == Some(At::Location(location)))));
        found
    }
}

/// The slots the character `card` might take aboard `host` (an astromech's own place last: no
/// astromech was dealt before droids were played, so no saved game's indices move).
pub(super) fn character_slots(state: &State, card: CardId, host: CardId) -> &'static [Slot] {
    match (needs_driver(state.def(host)), state.def(card).is_astromech()) {
        (true, _) => &[Slot::Driver, Slot::Passenger],
        (false, false) => &[Slot::Pilot, Slot::Passenger],
        (false, true) => &[Slot::Pilot, Slot::Passenger, Slot::Astromech],
    }
}
