//! Helpers the LCG scenario tests share: the notation helpers every game's tests share
//! (`notation.rs`, for the LCG's notation), and the LCG's own.
#![allow(dead_code)]

use hangar::engine::view::{ActionView, CardView, ZoneView};
use hangar::engine::BoardView;
use hangar::engine::SeatZone;
use hangar::engine::{Notation, Ruleset};
use hangar::rules::lcg::Lcg;
use hangar::rules::lcg::Scenario;
use hangar::rules::lcg::Side;
use hangar::rules::lcg::State;
use hangar::rules::lcg::Zone;

pub use crate::notation::*;

impl Written for State {
    type R = Lcg;
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
        .find(|a| Lcg::matches(state, &legal[a.index], written))
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
