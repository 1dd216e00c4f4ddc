//! Tokens (base game, shared/research/swu.md §5): Shield and Experience token upgrades, X-Wing
//! and TIE Fighter token units. Token units enter play exhausted (forceteki's
//! `CreateTokenUnitSystem`: `entersReady: false`); a token that leaves play is removed from the
//! game.

use crate::cards::swu::token_def;
use crate::engine::Table;
use crate::engine::{CardId, Seat};
use crate::rules::swu::model::def::Token;
use crate::rules::swu::model::event::Event;
use crate::rules::swu::model::state::State;
use crate::rules::swu::model::state::{Attachment, Role};

/// Creates a token unit for `seat`, exhausted, in its arena.
pub(crate) fn create_unit(state: &mut State, seat: Seat, token: Token, events: &mut Vec<Event>) -> CardId {
    let card = state.add_card(token_def(token), seat);
    state.card_mut(card).exhausted = true;
    state.play.push(card);
    entered(state, card);
    events.push(Event::TokenCreated { card });
    card
}

/// `unit` entered play as a unit this phase (kept with the phase's records, schema 2 on).
pub(crate) fn entered(state: &mut State, unit: CardId) {
    if state.records_this_phase {
        state.entered_this_phase.push(unit);
    }
}

/// Gives a token upgrade (Shield, Experience) from `seat` to `unit`.
pub(crate) fn give(state: &mut State, seat: Seat, token: Token, unit: CardId, events: &mut Vec<Event>) -> CardId {
    let card = state.add_card(token_def(token), seat);
    state.card_mut(card).attached = Some(Attachment { host: unit, role: Role::Upgrade });
    state.play.push(card);
    events.push(Event::TokenGiven { card, unit });
    card
}

/// The Shield tokens on `unit`, oldest first.
pub fn shields_on(state: &State, unit: CardId) -> Vec<CardId> {
    state.attachments_of(unit).filter(|&c| state.def(c).token == Some(Token::Shield)).collect()
}
