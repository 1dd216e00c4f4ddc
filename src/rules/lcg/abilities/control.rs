//! Control changing hands: "take control of a target unit" (Lure of the Dark Side, Emperor
//! Palpatine), for the rest of the game, and "take control of enhanced unit while piloted by this
//! card" (Niles Ferrier), while that constant ability is in force (Core Set rules, "Card
//! Abilities": a constant ability is in effect while its card is in play and its condition
//! holds). A card in play is in its controller's play area (research notes lcg.md §1, "Setup":
//! each player's play area), so a card changing control moves there; a participating unit
//! changing sides leaves the engagement (docs/rules-notes.md).

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::lcg::abilities::put_into_play;
use crate::rules::lcg::constants;
use crate::rules::lcg::constants::Affected;
use crate::rules::lcg::flow::check;
use crate::rules::lcg::flow::conflict;
use crate::rules::lcg::model::ability::ModifierKind;
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::event::Event;
use crate::rules::lcg::model::state::State;

/// `to` takes control of `card`, in play: it moves to `to`'s play area, leaving the engagement
/// if it participates (its tokens and attachments stay with it).
pub(crate) fn give(state: &mut State, card: CardId, to: Side, events: &mut Vec<Event>) {
    let from = state.card(card).controller;
    if from == to || !state.in_play(card) {
        return;
    }
    conflict::leave_engagement(state, card, events);
    state.player_mut(from).play.retain(|&c| c != card);
    state.card_mut(card).controller = to;
    state.player_mut(to).play.push(card);
    events.push(Event::ControlChanged { card, side: to });
}

/// The side a control constant in force gives `unit` to ("take control of enhanced unit while
/// piloted by this card"), if any: the controller of the card with the ability.
fn given_to(state: &State, unit: CardId) -> Option<Side> {
    let changes = constants::on_where(state, Affected::Card(unit), ModifierKind::Control);
    changes.last().map(|change| state.card(change.source).controller)
}

/// Brings control in line with the control constants in force: a unit one gives to a player
/// moves under that player's control, and a unit whose constant is no longer in force (its pilot
/// left it) goes back to the side that controlled it before. Run after each step of the
/// resolution loop; nothing is read when no such constant is in force or was.
pub(crate) fn settle(state: &mut State, events: &mut Vec<Event>) {
    let any = constants::InForce::now(state).any(ModifierKind::Control);
    if !any && state.controlled_while.is_empty() {
        return;
    }
    for (unit, before) in std::mem::take(&mut state.controlled_while) {
        // A unit that left play went back to its owner as it left.
        if !state.in_play(unit) {
            continue;
        }
        match given_to(state, unit) {
            Some(side) => {
                state.controlled_while.push((unit, before));
                give(state, unit, side, events);
            }
            None => give(state, unit, before, events),
        }
    }
    if !any {
        return;
    }
    let units: Vec<CardId> = state.cards_in_play().collect();
    for unit in units {
        let Some(side) = given_to(state, unit) else { continue };
        let before = state.card(unit).controller;
        if before != side && !state.controlled_while.iter().any(|&(u, _)| u == unit) {
            state.controlled_while.push((unit, before));
            give(state, unit, side, events);
        }
    }
}

/// Could `side` put `card` into play under its control from its owner's discard pile or from
/// its captured state ("put that unit into play … under your control", Salvage Operation)? A
/// unique card is not put into play while `side` controls a copy.
pub(crate) fn can_salvage(state: &State, side: Side, card: CardId) -> bool {
    let cs = state.card(card);
    let there = state.player(cs.owner).discard.contains(&card) || cs.captured_under.is_some();
    there && !state.in_play(card) && !(state.def(card).unique && check::controls_copy(state, side, card))
}

/// Puts `card` into play as a unit under `side`'s control, from its owner's discard pile or
/// from its captured state.
pub(crate) fn salvage(state: &mut State, side: Side, card: CardId, events: &mut Vec<Event>) {
    if !can_salvage(state, side, card) {
        return;
    }
    let owner = state.card(card).owner;
    state.player_mut(owner).discard.retain(|&c| c != card);
    for player in state.players_mut() {
        player.captives.retain(|&c| c != card);
    }
    state.card_mut(card).captured_under = None;
    put_into_play::put_into_play(state, side, card, None, events);
}
