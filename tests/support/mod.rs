//! Helpers the LCG scenario tests share: find a card by name, list the legal actions in words,
//! take an action by its words. Tests go through these, so engine API changes touch one file.
#![allow(dead_code)]

use hangar::engine::CardId;
use hangar::rules::lcg::{self, view, Event, Scenario, Side, State};

/// The first card on the table with this name.
pub fn find(state: &State, name: &str) -> CardId {
    all(state, name).into_iter().next().unwrap_or_else(|| panic!("{name} is not in the game"))
}

pub fn all(state: &State, name: &str) -> Vec<CardId> {
    (0..state.cards.len() as u16).map(CardId).filter(|&c| state.def(c).name == name).collect()
}

/// The legal actions in words, sorted.
pub fn offered(state: &State) -> Vec<String> {
    let mut labels: Vec<String> = lcg::legal_actions(state).iter().map(|a| view::label(state, a)).collect();
    labels.sort();
    labels
}

/// Applies the legal actions with these words, one after another.
pub fn run(mut state: State, labels: &[&str]) -> State {
    for label in labels {
        state = take(&state, label).0;
    }
    state
}

/// Applies the legal action whose words are `label`.
pub fn take(state: &State, label: &str) -> (State, Vec<Event>) {
    let action = lcg::legal_actions(state)
        .into_iter()
        .find(|a| view::label(state, a) == label)
        .unwrap_or_else(|| panic!("{label:?} is not offered; offered: {:#?}", offered(state)));
    lcg::apply(state, &action).expect("a listed action applies")
}

/// The Dark Side's two 2-resource objectives (Death and Despayre, Defending the Trench) and
/// Superlaser Blast (cost 4: "Destroy a target objective") in hand: the tests' way to destroy an
/// objective or a mission.
pub fn superlaser_ready(s: &mut Scenario) {
    s.play(Side::Dark, "0036");
    s.play(Side::Dark, "0783");
    s.hand(Side::Dark, "0128");
}

/// The words of playing Superlaser Blast on `target` from [`superlaser_ready`].
pub fn superlaser_on(target: &str) -> String {
    format!("Play Superlaser Blast on {target} (cost 4: focus Death and Despayre, Defending the Trench)")
}
