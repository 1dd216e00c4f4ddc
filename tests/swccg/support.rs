//! Helpers the Star Wars CCG tests share: find a card by title, list the legal actions in the
//! notation (`rules::swccg::present::notation`), take an action by its notation. Tests go through
//! these, so engine API changes touch one file, and no test depends on the words the page shows.
#![allow(dead_code)]

use hangar::engine::{CardId, Message};
use hangar::rules::swccg::present::label::label;
use hangar::rules::swccg::present::notation::{matches, notation};
use hangar::rules::swccg::{self, Action, Event, State};

/// The first card in the game with this title.
pub fn find(state: &State, title: &str) -> CardId {
    all(state, title).into_iter().next().unwrap_or_else(|| panic!("{title} is not in the game"))
}

pub fn all(state: &State, title: &str) -> Vec<CardId> {
    (0..state.cards.len() as u16).map(CardId).filter(|&c| state.def(c).title == title).collect()
}

/// The legal actions in notation, sorted.
pub fn offered(state: &State) -> Vec<String> {
    let mut written: Vec<String> = swccg::legal_actions(state).iter().map(|a| notation(state, a)).collect();
    written.sort();
    written
}

/// The offered actions whose notation starts with `prefix`, sorted.
pub fn offered_like(state: &State, prefix: &str) -> Vec<String> {
    offered(state).into_iter().filter(|w| w.starts_with(prefix)).collect()
}

/// Applies the legal actions written in notation, one after another.
pub fn run(mut state: State, written: &[&str]) -> State {
    for action in written {
        state = take(&state, action).0;
    }
    state
}

/// Applies the legal action written `written` (without its Force: the one listed).
pub fn take(state: &State, written: &str) -> (State, Vec<Event>) {
    swccg::apply(state, &action(state, written)).expect("a listed action applies")
}

/// The legal action written `written`.
pub fn action(state: &State, written: &str) -> Action {
    swccg::legal_actions(state)
        .into_iter()
        .find(|a| matches(state, a, written))
        .unwrap_or_else(|| panic!("{written:?} is not offered; offered: {:#?}", offered(state)))
}

/// Whether the action written `written` is offered.
pub fn is_offered(state: &State, written: &str) -> bool {
    swccg::legal_actions(state).iter().any(|a| matches(state, a, written))
}

/// The words-as-data the player reads for the action written `written`.
pub fn label_of(state: &State, written: &str) -> Message {
    label(state, &action(state, written))
}
