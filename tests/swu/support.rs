//! Helpers the SWU tests share: find a card by title, list the legal actions in SWU's notation
//! (`rules::swu::present::notation`), take an action by its notation. Tests go through these, so
//! engine API changes touch one file, and no test depends on the words the page shows.
#![allow(dead_code)]

use hangar::engine::Ruleset;
use hangar::engine::Table;
use hangar::engine::{CardId, Message, Seat};
use hangar::rules::swu::matches;
use hangar::rules::swu::notation;
use hangar::rules::swu::testing::label;
use hangar::rules::swu::Action;
use hangar::rules::swu::Event;
use hangar::rules::swu::Scenario;
use hangar::rules::swu::State;
use hangar::rules::swu::Swu;

/// The first card in the game with this title.
pub fn find(state: &State, title: &str) -> CardId {
    all(state, title).into_iter().next().unwrap_or_else(|| panic!("{title} is not in the game"))
}

/// Every card in the game with this title, in id order.
pub fn all(state: &State, title: &str) -> Vec<CardId> {
    (0..state.cards.len() as u16).map(CardId).filter(|&c| state.def(c).title == title).collect()
}

/// The cards with this title `seat` owns.
pub fn owned(state: &State, seat: Seat, title: &str) -> Vec<CardId> {
    all(state, title).into_iter().filter(|&c| state.card(c).owner == seat).collect()
}

/// The legal actions in notation, sorted.
pub fn offered(state: &State) -> Vec<String> {
    let mut written: Vec<String> = Swu::legal_actions(state).iter().map(|a| notation(state, a)).collect();
    written.sort();
    written
}

/// The offered actions whose notation starts with `prefix`, sorted.
pub fn offered_starting(state: &State, prefix: &str) -> Vec<String> {
    offered(state).into_iter().filter(|w| w.starts_with(prefix)).collect()
}

/// Applies the legal actions written in notation, one after another.
pub fn run(mut state: State, written: &[&str]) -> State {
    for action in written {
        state = take(&state, action).0;
    }
    state
}

/// Applies the legal action written `written` (without a payment: the listed one).
pub fn take(state: &State, written: &str) -> (State, Vec<Event>) {
    Swu::apply(state, &action(state, written)).expect("a listed action applies")
}

/// The legal action written `written`.
pub fn action(state: &State, written: &str) -> Action {
    Swu::legal_actions(state)
        .into_iter()
        .find(|a| matches(state, a, written))
        .unwrap_or_else(|| panic!("{written:?} is not offered; offered: {:#?}", offered(state)))
}

/// Whether the action written `written` is offered.
pub fn is_offered(state: &State, written: &str) -> bool {
    Swu::legal_actions(state).iter().any(|a| matches(state, a, written))
}

/// The words-as-data the player reads for the action written `written`.
pub fn label_of(state: &State, written: &str) -> Message {
    label(state, &action(state, written))
}

/// The cost the label of a play written `written` shows (penalties and reductions included).
pub fn cost(state: &State, written: &str) -> i64 {
    match label_of(state, written).arg("cost") {
        Some(hangar::engine::Arg::Number(n)) => *n,
        other => panic!("{written:?} shows no cost: {other:?}"),
    }
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
    offered_starting(state, "attack ")
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
