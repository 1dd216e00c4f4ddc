//! Capture and rescue (research notes lcg.md §1 "Tokens and other terms" [O guide]): "the
//! captured card goes facedown under an objective controlled by the capturing player, out of
//! play. When that objective leaves play the card is rescued and returns to its owner's hand."

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::lcg::flow::resolve::schedule;
use crate::rules::lcg::flow::triggers;
use crate::rules::lcg::mission;
use crate::rules::lcg::mission::is_objective;
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::event::Event;
use crate::rules::lcg::model::state::{State, Step, Trigger};
use crate::rules::lcg::stats;

/// The objective a card captured by `captor` goes under: the first objective it controls
/// (docs/rules-notes.md), or none if it controls no objective.
pub(crate) fn holding_objective(state: &State, captor: Side) -> Option<CardId> {
    stats::controlled_in_play(state, captor).find(|&c| is_objective(state, c))
}

/// Step::Capture. A card in play first loses its attachments (to their owners' discard piles);
/// then it leaves play without tokens and lies face down under the captor's objective.
pub(crate) fn capture(state: &mut State, card: CardId, captor: Side, offered: bool, events: &mut Vec<Event>) {
    let Some(under) = holding_objective(state, captor) else { return };
    // Phantom: "When a friendly … unit would be … captured": its Interrupts first.
    let capturing = Trigger::Capturing { card };
    // A card in play when its capture began that has left play meanwhile (destroyed as the
    // enhancements holding it up left) is not captured (found by the whole-match test over
    // random pool decks, seed 6653).
    if offered && !state.in_play(card) {
        return;
    }
    if !offered && state.in_play(card) && triggers::heard(state, capturing) {
        schedule(state, [Step::Fire { trigger: capturing }, Step::CaptureOffered { card, captor }]);
        return;
    }
    if state.in_play(card) {
        let attached: Vec<CardId> = state.attachments_of(card).collect();
        if !attached.is_empty() {
            let mut steps: Vec<Step> = attached
                .into_iter()
                .map(|c| Step::LeavePlay { card: c, to: mission::leaves_play_to(), offered: false })
                .collect();
            steps.push(Step::CaptureOffered { card, captor });
            schedule(state, steps);
            return;
        }
    }
    rescue_from(state, card, events);
    for player in state.players_mut() {
        player.play.retain(|&c| c != card);
        player.hand.retain(|&c| c != card);
    }
    let cs = state.card_mut(card);
    cs.leave_play();
    cs.captured_under = Some(under);
    state.player_mut(captor).captives.push(card);
    events.push(Event::Captured { card, under });
    triggers::fire(state, Trigger::Captured { card });
}

/// `card`, out of play (Feigning Captivity: the bottom card of its owner's deck), is placed as a
/// captured card under `under`, held by that objective's controller.
pub(crate) fn place_captured(state: &mut State, card: CardId, under: CardId, events: &mut Vec<Event>) {
    let captor = state.card(under).controller;
    state.card_mut(card).captured_under = Some(under);
    state.player_mut(captor).captives.push(card);
    events.push(Event::Captured { card, under });
}

/// A card captured at `objective`, the first placed there.
pub(crate) fn held_at(state: &State, objective: CardId) -> Option<CardId> {
    state
        .players
        .iter()
        .flat_map(|p| p.captives.iter())
        .copied()
        .find(|&c| state.card(c).captured_under == Some(objective))
}

/// Infiltration Specialist: "rescue 1 captured card": one card captured at `objective` (they lie
/// face down: the first placed there) returns to its owner's hand.
pub(crate) fn rescue_one(state: &mut State, objective: CardId, events: &mut Vec<Event>) {
    if let Some(card) = held_at(state, objective) {
        rescue(state, card, events);
    }
}

/// Cards captured under `objective` are rescued as it leaves play: each returns to its owner's
/// hand.
pub(crate) fn rescue_from(state: &mut State, objective: CardId, events: &mut Vec<Event>) {
    let held: Vec<CardId> = (0..state.cards.len() as u16)
        .map(CardId)
        .filter(|&c| state.card(c).captured_under == Some(objective))
        .collect();
    for card in held {
        rescue(state, card, events);
    }
}

/// A captured card is rescued: no longer captured, it returns to its owner's hand.
fn rescue(state: &mut State, card: CardId, events: &mut Vec<Event>) {
    for player in state.players_mut() {
        player.captives.retain(|&c| c != card);
    }
    state.card_mut(card).captured_under = None;
    let owner = state.card(card).owner;
    state.player_mut(owner).hand.push(card);
    events.push(Event::Rescued { card });
}
