//! Cards passed on after a Force drain (Organa's Ceremonial Necklace, set 1): stolen, the Effect
//! is on an Imperial; present at a Force drain of its player's, it adds 1 to the drain (its
//! `device_adds` `drain_plus`, `force.rs`), and its player may then pass it (for free) to an
//! Imperial at an adjacent site that player controls ([`PickTo::PassOn`]), and so on.

use crate::engine::{CardId, Table};
use crate::rules::swccg::enclosed::is_present;
use crate::rules::swccg::landing::is_site;
use crate::rules::swccg::model::def::{Ability, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::prompt::PickTo;
use crate::rules::swccg::model::state::{At, Prompt, State};
use crate::rules::swccg::movement::site_distance;
use crate::rules::swccg::presence::controls;

/// "Whenever necklace is present during Force drain: … may then pass (for free) to an adjacent
/// site you control (if any)" (GEMP `Card1_226`: to an Imperial at an adjacent site its player
/// controls): `side`'s card that may be passed on after its drain at `location` (on a card present
/// there), with the cards it may go to.
fn passable(state: &State, side: Side, location: CardId) -> Option<(CardId, Vec<CardId>)> {
    state.player(side).table.iter().find_map(|&card| {
        let Some(At::On(carrier)) = state.card(card).at else { return None };
        let to = state.def(card).abilities().find_map(|a| match a {
            Ability::PassesAfterDrain { to } => Some(to),
            _ => None,
        })?;
        if state.is_location(carrier) || !is_present(state, carrier) || state.location_of(carrier) != Some(location) {
            return None;
        }
        let receivers: Vec<CardId> = state
            .player(side)
            .table
            .iter()
            .copied()
            .filter(|&c| c != carrier && to.holds(state.def(c)))
            .filter(|&c| {
                state.location_of(c).is_some_and(|l| {
                    is_site(state, l) && site_distance(state, location, l) == Some(1) && controls(state, side, l)
                })
            })
            .collect();
        Some((card, receivers)).filter(|(_, r)| !r.is_empty())
    })
}

/// As `side` drains `amount` at `location`: the pick of a card to pass a card present on to
/// ([`PickTo::PassOn`]), if it may be passed; the drain's react window opens once it is answered.
pub(crate) fn offer(state: &State, side: Side, location: CardId, amount: u8) -> Option<Prompt> {
    let (card, cards) = passable(state, side, location)?;
    let to = PickTo::PassOn { location, amount };
    Some(Prompt::Pick { chooser: side, card, shown: Vec::new(), cards, left: 1, to, shuffle: None })
}

/// The answer to the pick: the card `card` goes on the one picked (passing leaves it where it
/// is); then the drain at `location` goes on, to the opponent's react window.
pub(crate) fn answer(
    state: &mut State,
    (side, card): (Side, CardId),
    (location, amount): (CardId, u8),
    to: Option<CardId>,
    events: &mut Vec<Event>,
) {
    let still = passable(state, side, location).filter(|(c, _)| *c == card);
    if let (Some(to), Some((_, receivers))) = (to, still) {
        if receivers.contains(&to) {
            state.card_mut(card).at = Some(At::On(to));
            events.push(Event::Relocated { card, to });
        }
    }
    crate::rules::swccg::reacts::open(state, side.opponent(), location, Some(u16::from(amount)));
}
