//! Cards leaving play and where they go (base game, shared/research/swu.md §5): a token leaves
//! the game, a leader returns to its base zone, anything else goes to its owner's discard pile;
//! an upgrade leaving play; a unit returned to its owner's hand; a Pilot upgrade moved to the
//! ground arena as a unit.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::swu::damage;
use crate::rules::swu::model::def::CardType;
use crate::rules::swu::model::event::Event;
use crate::rules::swu::model::state::{schedule, State, Step};

/// An upgrade leaves play: a token is removed from the game, a leader returns to its base zone
/// exhausted, any other card goes to its owner's discard pile (a Pilot with its Vehicle: it does
/// not come back as a unit unless its own text says so).
pub(crate) fn remove_upgrade(state: &mut State, card: CardId, events: &mut Vec<Event>) {
    if state.def(card).token.is_some() {
        damage::remove_token(state, card);
        events.push(Event::Defeated { card });
        return;
    }
    to_destination(state, card, events);
}

/// A non-token card leaving play: a leader to its base zone, exhausted (forceteki's
/// `LeaderUnitCard`: a leader coming back from an arena is exhausted), anything else to its
/// owner's discard pile.
pub(crate) fn to_destination(state: &mut State, card: CardId, events: &mut Vec<Event>) {
    let owner = out_of_play(state, card);
    let leader = state.def(card).card_type == CardType::Leader;
    state.card_mut(card).exhausted = leader;
    if leader {
        events.push(Event::ReturnedToBase { leader: card });
    } else {
        state.player_mut(owner).discard.push(card);
        events.push(Event::Defeated { card });
    }
}

/// A unit (or an upgrade) returns to its owner's hand: a unit's upgrades are defeated with it leaving play; a token
/// is removed from the game instead (base game: tokens exist only in play).
pub(crate) fn return_to_hand(state: &mut State, card: CardId, events: &mut Vec<Event>) {
    for upgrade in crate::rules::swu::upgrade::upgrades_to_defeat(state, card) {
        remove_upgrade(state, upgrade, events);
    }
    if state.def(card).token.is_some() {
        damage::remove_token(state, card);
        events.push(Event::ReturnedToHand { card });
        return;
    }
    to_hand(state, card, events);
}

/// A card (not a token, not a leader) leaves play for its owner's hand: a unit whose upgrades are
/// gone, or an upgrade ("Return this upgrade to its owner's hand", base game "Upgrades"), its host
/// left without it; nothing of its time in play stays with it.
pub(crate) fn to_hand(state: &mut State, card: CardId, events: &mut Vec<Event>) {
    let owner = out_of_play(state, card);
    state.card_mut(card).exhausted = false;
    state.player_mut(owner).hand.push(card);
    events.push(Event::ReturnedToHand { card });
}

/// `card` leaves play: nothing of its time there stays with it (what lasted on it, the abilities
/// it lost, its attachment and restriction, damage, a value chosen, an arena moved to), and it is
/// its owner's again. Its owner, whose zone it goes to.
fn out_of_play(state: &mut State, card: CardId) -> crate::engine::Seat {
    state.play.retain(|&c| c != card);
    state.lasting.retain(|l| l.card != card);
    state.lost_abilities.retain(|l| l.card != card);
    let owner = state.card(card).owner;
    let cs = state.card_mut(card);
    cs.attached = None;
    cs.restriction = None;
    cs.damage = 0;
    cs.chosen = None;
    cs.arena = None;
    cs.controller = owner;
    owner
}

/// Luke Skywalker's replacement: "move him to the ground arena as a unit and exhaust him." He
/// stops being an upgrade and loses his attachment restriction (3.6.b).
pub(crate) fn move_to_ground(state: &mut State, card: CardId, events: &mut Vec<Event>) {
    crate::rules::swu::upgrade::detach(state, card);
    let cs = state.card_mut(card);
    cs.exhausted = true;
    cs.damage = 0;
    events.push(Event::MovedToGround { card });
    schedule(state, [Step::CheckUnique { card }]);
}
