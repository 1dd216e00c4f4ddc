//! Locations deployed (research §1, "Locations cost nothing"): from hand in the deploy phase,
//! out of a pile by a card's text, converting the opponent's of the same title or taking their
//! place in table order.

use crate::engine::{CardId, Table};
use crate::rules::swccg::conversion::{convert, converts};
use crate::rules::swccg::deploy::check_unique;
use crate::rules::swccg::landing::{is_system, planet_of};
use crate::rules::swccg::mobile_system::parsec;
use crate::rules::swccg::model::def::{CardType, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::State;
use crate::rules::swccg::sections::SwccgRule;
use crate::rules::swccg::vehicle_sites::check_on_vehicle;

type Checked = Result<(), crate::engine::Rejected<Reason>>;

/// Deploy phase: a location from hand ("Locations cost nothing").
pub(crate) fn check_deploy_location(state: &State, side: Side, card: CardId) -> Checked {
    if !state.in_hand(side, card) {
        return Err(Reason::NotInHand.by(SwccgRule::Deploy));
    }
    if !state.def(card).is(CardType::Location) {
        return Err(Reason::NotALocation.by(SwccgRule::Deploy));
    }
    // A vehicle site deploys on its vehicle ("Deploy on your sandcrawler"), never on its own.
    check_on_vehicle(state, side, card, None)?;
    if converts(state, card).is_some() {
        return Ok(());
    }
    check_unique(state, card)
}

/// Where a location goes in table order: a system before its planet's sites, a site after its
/// planet's system and sites; a planet not yet on the table at the end.
pub(crate) fn place_location(state: &mut State, card: CardId) {
    let planet = planet_of(state, card);
    let same: Vec<usize> = state
        .locations
        .iter()
        .enumerate()
        .filter(|&(_, &l)| planet.is_some() && planet_of(state, l) == planet)
        .map(|(i, _)| i)
        .collect();
    let at = if is_system(state, card) || parsec(state, card).is_some() {
        same.first().copied().unwrap_or(state.locations.len())
    } else {
        same.last().map_or(state.locations.len(), |&i| i + 1)
    };
    state.locations.insert(at, card);
}

/// Deploy phase: the location `card` from `side`'s hand goes on the table.
pub(crate) fn deploy_location(state: &mut State, side: Side, card: CardId, events: &mut Vec<Event>) {
    state.player_mut(side).hand.retain(|&c| c != card);
    put_location(state, card, events);
}

/// Whether the location `card` (of `side`'s, wherever it is) may go on the table now: it converts
/// the opponent's of its title, or none of its title is there ("Unique"); a vehicle site only on
/// its vehicle.
pub(crate) fn location_deployable(state: &State, side: Side, card: CardId) -> bool {
    state.def(card).is(CardType::Location)
        && check_on_vehicle(state, side, card, None).is_ok()
        && (converts(state, card).is_some() || check_unique(state, card).is_ok())
}

/// The location `card`, out of its pile or hand, goes on the table: converting the opponent's of
/// its title, or in its place in table order.
pub(crate) fn put_location(state: &mut State, card: CardId, events: &mut Vec<Event>) {
    if let Some(under) = converts(state, card) {
        convert(state, card, under, events);
        return;
    }
    place_location(state, card);
    events.push(Event::DeployedLocation { card });
}
