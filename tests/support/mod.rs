//! Helpers the LCG scenario tests share: find a card by name, list the legal actions in the
//! LCG's notation (`rules::lcg::present::notation`), take an action by its notation. Tests go
//! through these, so engine API changes touch one file, and no test depends on the words the
//! page shows.
#![allow(dead_code)]

use hangar::engine::view::{ActionView, CardView, ZoneView};
use hangar::engine::Ruleset;
use hangar::engine::SeatZone;
use hangar::engine::Table;
use hangar::engine::{Arg, BoardView, CardId, Message};
use hangar::rules::lcg::matches;
use hangar::rules::lcg::notation;
use hangar::rules::lcg::testing::label;
use hangar::rules::lcg::Action;
use hangar::rules::lcg::Event;
use hangar::rules::lcg::Lcg;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;
use hangar::rules::lcg::State;
use hangar::rules::lcg::Zone;

/// The first card on the table with this name.
pub fn find(state: &State, name: &str) -> CardId {
    all(state, name).into_iter().next().unwrap_or_else(|| panic!("{name} is not in the game"))
}

pub fn all(state: &State, name: &str) -> Vec<CardId> {
    (0..state.cards.len() as u16).map(CardId).filter(|&c| state.def(c).name == name).collect()
}

/// The legal actions in notation, sorted.
pub fn offered(state: &State) -> Vec<String> {
    let mut written: Vec<String> = Lcg::legal_actions(state).iter().map(|a| notation(state, a)).collect();
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

/// Applies the legal action written `written` (without a payment: the engine's suggested one).
pub fn take(state: &State, written: &str) -> (State, Vec<Event>) {
    Lcg::apply(state, &action(state, written)).expect("a listed action applies")
}

/// The legal action written `written` (without a payment: the first listed).
pub fn action(state: &State, written: &str) -> Action {
    Lcg::legal_actions(state)
        .into_iter()
        .find(|a| matches(state, a, written))
        .unwrap_or_else(|| panic!("{written:?} is not offered; offered: {:#?}", offered(state)))
}

/// Whether the action written `written` is offered (with any payment, when none is written).
pub fn is_offered(state: &State, written: &str) -> bool {
    Lcg::legal_actions(state).iter().any(|a| matches(state, a, written))
}

/// The words-as-data the player reads for the action written `written` (its key and arguments).
pub fn label_of(state: &State, written: &str) -> Message {
    label(state, &action(state, written))
}

/// The cost the label of a play written `written` shows (after reductions).
pub fn cost(state: &State, written: &str) -> i64 {
    match label_of(state, written).arg("cost") {
        Some(Arg::Number(n)) => *n,
        other => panic!("{written:?} shows no cost: {other:?}"),
    }
}

/// The message key of passing now: which step or window a `pass` ends.
pub fn pass_key(state: &State) -> String {
    label_of(state, "pass").key.into_owned()
}

/// The action of a board view written `written`: the view lists `legal_actions(state)` in order.
pub fn action_view<'v>(view: &'v BoardView, state: &State, written: &str) -> &'v ActionView {
    let legal = Lcg::legal_actions(state);
    view.actions
        .iter()
        .find(|a| matches(state, &legal[a.index], written))
        .unwrap_or_else(|| panic!("{written:?} is not in the view; offered: {:#?}", offered(state)))
}

/// The Dark Side's two 2-resource objectives (Death and Despayre, Defending the Trench) and
/// Superlaser Blast (cost 4: "Destroy a target objective") in hand: the tests' way to destroy an
/// objective or a mission.
pub fn superlaser_ready(s: &mut Scenario) {
    s.play(Side::Dark, "0036");
    s.play(Side::Dark, "0783");
    s.hand(Side::Dark, "0128");
}

/// Playing Superlaser Blast on `target` from [`superlaser_ready`], in notation.
pub fn superlaser_on(target: &str) -> String {
    format!("event Superlaser Blast > {target} [Death and Despayre, Defending the Trench]")
}

/// `side`'s zone `zone` in a board view, if the view draws it.
pub fn zone(view: &BoardView, side: Side, zone: Zone) -> Option<&ZoneView> {
    view.zones().find(|z| z.id == zone.id(side))
}

/// The cards of `side`'s zone `zone` that the view shows (none if it is not drawn).
pub fn shown(view: &BoardView, side: Side, which: Zone) -> &[CardView] {
    zone(view, side, which).map_or(&[], |z| z.cards.as_slice())
}

/// The titles of some cards, in order.
pub fn titles(cards: &[CardView]) -> Vec<&str> {
    cards.iter().map(|c| c.title.as_str()).collect()
}

/// The offered plays of the card titled `title` from hand (as a unit, a pilot, an enhancement,
/// an event or a mission), in notation.
pub fn plays(state: &State, title: &str) -> Vec<String> {
    let of_title = |written: &str| {
        ["unit ", "pilot ", "enhance ", "event ", "mission "].iter().any(|kind| {
            written
                .strip_prefix(kind)
                .and_then(|rest| rest.strip_prefix(title))
                .is_some_and(|rest| [" >", " [", " discarding"].iter().any(|next| rest.starts_with(next)))
        })
    };
    offered(state).into_iter().filter(|w| of_title(w)).collect()
}
