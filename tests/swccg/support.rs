//! Helpers the Star Wars CCG tests share: find a card by title, list the legal actions in the
//! notation (`rules::swccg::present::notation`), take an action by its notation. Tests go through
//! these, so engine API changes touch one file, and no test depends on the words the page shows.
#![allow(dead_code)]

use hangar::engine::CardId;
use hangar::engine::Ruleset;
use hangar::rules::swccg::Action;
use hangar::rules::swccg::State;
use hangar::rules::swccg::Swccg;

pub use crate::notation::*;

impl Written for State {
    type R = Swccg;
}

use hangar::engine::Rejected;
use hangar::rules::swccg::Phase;
use hangar::rules::swccg::Reason;
use hangar::rules::swccg::Scenario;
use hangar::rules::swccg::Side;

pub const DARK: Side = Side::Dark;
pub const LIGHT: Side = Side::Light;

/// The six locations of the two decks, as a test's table holds them.
#[derive(Clone, Copy, Debug)]
pub struct Places {
    pub tatooine: CardId,
    pub bay94: CardId,
    pub mos_eisley: CardId,
    pub yavin: CardId,
    pub yavin_bay: CardId,
    pub jungle: CardId,
}

/// A table with both planets' locations, `force` cards in each side's Force Pile and a few in each
/// Reserve Deck (so neither side's Life Force is gone), `active` in `phase` of turn 3.
pub fn board(active: Side, phase: Phase, force: usize) -> (Scenario, Places) {
    let mut s = Scenario::new("test").active(active, phase).turn(3);
    let places = Places {
        tatooine: s.location(DARK, "Tatooine"),
        bay94: s.location(DARK, "Tatooine: Docking Bay 94"),
        mos_eisley: s.location(DARK, "Tatooine: Mos Eisley"),
        yavin: s.location(LIGHT, "Yavin 4"),
        yavin_bay: s.location(LIGHT, "Yavin 4: Docking Bay"),
        jungle: s.location(LIGHT, "Yavin 4: Jungle"),
    };
    s.reserve_n(DARK, "Stormtrooper", 4);
    s.reserve_n(LIGHT, "Rebel Trooper", 4);
    s.force(DARK, "Stormtrooper", force);
    s.force(LIGHT, "Rebel Trooper", force);
    (s, places)
}

/// Why `written` is refused: the action is built by `make` from the state (it is not offered).
pub fn refused(state: &State, action: Action) -> Rejected<Reason> {
    Swccg::apply(state, &action).expect_err("the action is refused")
}

/// The marker or section a refusal cites (`"s12"`, `"deploy"`).
pub fn cited(rejected: &Rejected<Reason>) -> &'static str {
    match rejected.rule.cite {
        hangar::engine::Cite::Section(key) => key,
        hangar::engine::Cite::CardText(title) => title,
    }
}

/// Why `action` (not offered) is refused: the reason, and the marker or section it cites.
pub fn why(state: &State, action: Action) -> (Reason, &'static str) {
    let rejected = refused(state, action);
    let cite = cited(&rejected);
    (rejected.reason, cite)
}

/// Takes "pass" (else the first action offered) until `done` holds: a battle played on to the
/// window a test looks at (or to its end, which `done` should accept too).
pub fn pass_until(mut state: State, done: impl Fn(&State) -> bool) -> State {
    for _ in 0..40 {
        if done(&state) {
            return state;
        }
        let list = offered(&state);
        let pick = list.iter().find(|a| a.as_str() == "pass").or(list.first()).cloned().expect("an action");
        state = run(state, &[pick.as_str()]);
    }
    panic!("never reached: {:?}", state.prompt);
}

/// The shot `written` and what it did: `Some(true)` a hit, `Some(false)` a miss (with the total
/// destiny and the defense value it missed), `None` neither.
pub fn shot(state: &State, written: &str) -> (State, Option<(bool, u8, u8)>) {
    let (after, events) = take(state, written);
    let outcome = events.iter().find_map(|e| match e {
        hangar::rules::swccg::Event::Hit { .. } => Some((true, 0, 0)),
        hangar::rules::swccg::Event::Missed { destiny, defense, .. } => Some((false, *destiny, *defense)),
        _ => None,
    });
    (after, outcome)
}

/// A Utinni Effect `effect` aimed at `target` as it deploys: not reached, nothing drawn, no run
/// and no captive (`Targeting`'s other fields at their start).
pub fn aimed_at(effect: CardId, target: CardId) -> hangar::rules::swccg::Targeting {
    hangar::rules::swccg::Targeting { effect, target, reached: false, drew: false, from: None, x: 0, captive: None }
}

/// Fires by `written`, declining a redraw (Han Solo's) if one is offered: whether it hit.
pub fn fires(state: &State, written: &str) -> (State, bool) {
    let (mut after, mut events) = take(state, written);
    while is_offered(&after, "redraw") {
        let (next, more) = take(&after, "pass");
        after = next;
        events.extend(more);
    }
    let hit = events.iter().any(|e| matches!(e, hangar::rules::swccg::Event::Hit { .. }));
    (after, hit)
}

/// Deploys by `deploy`, ends the deploy phase if it does not end by itself, and battles at
/// Mos Eisley.
pub fn to_battle(state: State, deploy: &str) -> State {
    let state = run(state, &[deploy]);
    let state = if state.phase == Phase::Deploy { run(state, &["pass"]) } else { state };
    run(state, &["battle Tatooine: Mos Eisley (1)"])
}
