//! The helpers every game's tests share, written once: find a card by title, list the legal
//! actions in the game's notation, take an action by its notation, read its label and its cost.
//! Tests go through these, so engine API changes touch one file, and no test depends on the words
//! the page shows. A game plugs in with one line in its support file: which ruleset its state is
//! a state of ([`Written`]).
#![allow(dead_code)]

use hangar::engine::{Arg, CardData, CardId, Message, Notation, Ruleset, Table};

/// The ruleset a game's state is a state of, so the helpers take the state alone.
pub trait Written: Sized + Table {
    type R: Notation<State = Self>;
}

/// The printed title of `card`.
fn title<S: Written>(state: &S, card: CardId) -> &str {
    state.def(card).title()
}

pub type Action<S> = <<S as Written>::R as Ruleset>::Action;
pub type Event<S> = <<S as Written>::R as Ruleset>::Event;

/// The first card in the game with this title.
pub fn find<S: Written>(state: &S, title: &str) -> CardId {
    all(state, title).into_iter().next().unwrap_or_else(|| panic!("{title} is not in the game"))
}

/// Every card in the game with this title, in id order.
pub fn all<S: Written>(state: &S, title: &str) -> Vec<CardId> {
    (0..state.cards().len() as u16).map(CardId).filter(|&c| self::title(state, c) == title).collect()
}

/// The legal actions in notation, sorted.
pub fn offered<S: Written>(state: &S) -> Vec<String> {
    let mut written: Vec<String> = S::R::legal_actions(state).iter().map(|a| S::R::notation(state, a)).collect();
    written.sort();
    written
}

/// The offered actions whose notation starts with `prefix`, sorted.
pub fn offered_like<S: Written>(state: &S, prefix: &str) -> Vec<String> {
    offered(state).into_iter().filter(|w| w.starts_with(prefix)).collect()
}

/// Applies the legal actions written in notation, one after another.
pub fn run<S: Written>(mut state: S, written: &[&str]) -> S {
    for action in written {
        state = take(&state, action).0;
    }
    state
}

/// Applies the legal action written `written` (without a payment: the first listed).
pub fn take<S: Written>(state: &S, written: &str) -> (S, Vec<Event<S>>) {
    S::R::apply(state, &action(state, written)).unwrap_or_else(|r| panic!("{written:?} is listed but refused: {r:?}"))
}

/// The legal action written `written` (without a payment: the first listed).
pub fn action<S: Written>(state: &S, written: &str) -> Action<S> {
    S::R::legal_actions(state)
        .into_iter()
        .find(|a| S::R::matches(state, a, written))
        .unwrap_or_else(|| panic!("{written:?} is not offered; offered: {:#?}", offered(state)))
}

/// Whether the action written `written` is offered (with any payment, when none is written).
pub fn is_offered<S: Written>(state: &S, written: &str) -> bool {
    S::R::legal_actions(state).iter().any(|a| S::R::matches(state, a, written))
}

/// The words-as-data the player reads for the action written `written` (its key and arguments).
pub fn label_of<S: Written>(state: &S, written: &str) -> Message {
    S::R::label(state, &action(state, written))
}

/// The cost the label of a play written `written` shows (after penalties and reductions).
pub fn cost<S: Written>(state: &S, written: &str) -> i64 {
    match label_of(state, written).arg("cost") {
        Some(Arg::Number(n)) => *n,
        other => panic!("{written:?} shows no cost: {other:?}"),
    }
}
