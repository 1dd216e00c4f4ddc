//! Helpers the SWU tests share: find a card by title, list the legal actions in SWU's notation
//! (`rules::swu::present::notation`), take an action by its notation. Tests go through these, so
//! engine API changes touch one file, and no test depends on the words the page shows.
#![allow(dead_code)]

use hangar::engine::Table;
use hangar::engine::{CardId, Seat};
use hangar::rules::swu::Scenario;
use hangar::rules::swu::State;
use hangar::rules::swu::Swu;

pub use crate::notation::*;

impl Written for State {
    type R = Swu;
}

/// The cards with this title `seat` owns.
pub fn owned(state: &State, seat: Seat, title: &str) -> Vec<CardId> {
    all(state, title).into_iter().filter(|&c| state.card(c).owner == seat).collect()
}

/// The offered plays of the card titled `title` from hand (as a unit, with Piloting, as an
/// upgrade), in notation, sorted.
pub fn plays(state: &State, title: &str) -> Vec<String> {
    offered(state)
        .into_iter()
        .filter(|w| {
            ["unit ", "pilot ", "pilot#2 ", "upgrade "].iter().any(|kind| {
                w.strip_prefix(kind)
                    .and_then(|rest| rest.strip_prefix(title))
                    .is_some_and(|rest| rest.starts_with(" >") || rest.starts_with(" [") || rest.starts_with(" via"))
            })
        })
        .collect()
}

/// The offered attacks, in notation, sorted.
pub fn attacks(state: &State) -> Vec<String> {
    offered_like(state, "attack ")
}

/// Seat 0 and seat 1.
pub const ONE: Seat = Seat(0);
pub const TWO: Seat = Seat(1);

/// A busy skirmish table, seeded by `seed`: both decks' cards in play at once, each seat with
/// seven resources, a full hand and a few cards in its deck.
pub fn busy_table(seed: u64) -> State {
    let mut s = Scenario::skirmish().seed(seed);
    for (seat, units, hand) in [
        (
            ONE,
            ["JTL_249", "JTL_247", "JTL_101", "SOR_114", "SOR_093", "JTL_049"],
            ["JTL_093", "JTL_094", "JTL_245", "JTL_103", "JTL_093", "SOR_244"],
        ),
        (
            TWO,
            ["SOR_225", "JTL_081", "JTL_068", "JTL_033", "SOR_232", "JTL_082"],
            ["JTL_036", "JTL_058", "JTL_084", "JTL_086", "TWI_120", "JTL_034"],
        ),
    ] {
        s.resources(seat, 7);
        for id in units {
            s.unit(seat, id);
        }
        for id in hand {
            s.hand(seat, id);
        }
        for _ in 0..4 {
            s.deck(seat, "JTL_255");
        }
    }
    s.build()
}
