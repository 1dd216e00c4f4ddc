//! What the event card tests share: seat one with plenty of resources and the event in hand, the
//! event played from there, and the choices a pending prompt offers.

use crate::support::{find, offered, take, ONE};
use hangar::engine::Table;
use hangar::rules::swu::{Scenario, State};

/// Seat one with plenty of resources and `event` in hand.
pub fn table(event: &str) -> Scenario {
    let mut s = Scenario::skirmish();
    s.resources(ONE, 12);
    s.hand(ONE, event);
    s
}

/// `title` played from seat one's hand: it is offered, and after it the card is in the discard.
pub fn play(state: &State, title: &str) -> State {
    let card = find(state, title);
    let (after, _) = take(state, &format!("event {title}"));
    assert!(after.player(ONE).discard.contains(&card), "{title} is in the discard pile");
    after
}

/// The cards a pending choice offers, in notation ("choose X", and "pass" when it may be
/// declined), sorted; none when no choice is pending (one card and no "you may": at once).
pub fn choices(state: &State) -> Vec<String> {
    if state.prompt.is_none() {
        return Vec::new();
    }
    offered(state).into_iter().filter(|w| w.starts_with("choose ") || w == "pass").collect()
}
