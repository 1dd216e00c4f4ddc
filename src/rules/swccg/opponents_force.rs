//! Using the opponent's Force ([`Ability::UsesOpponentsForce`]): Beggar's "You may use any amount
//! of Force in the opponent's Force Pile during your turns. However, if you use more than 1 of the
//! opponent's Force in a turn, Beggar is lost." GEMP, read for the facts (`Card1_044`: at each
//! use of Force in its player's turn, its player may choose to use some of it from the opponent's
//! Force Pile; at the end of a turn in which more than 1 was so used, Beggar is lost).
//!
//! The engine makes the choice an action of its own (`Action::UseOpponentsForce`), taken before
//! the payment: one of the opponent's Force is used (the top card of the opponent's Force Pile
//! to the opponent's Used Pile), and the next Force its player uses this turn is that one
//! (`State::borrowed`, `force.rs` `available`, `use_force`). The readings are in
//! docs/rules-notes.md.

use crate::engine::{CardId, Rejected, Table};
use crate::rules::swccg::model::action::Action;
use crate::rules::swccg::model::def::{Ability, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::State;
use crate::rules::swccg::sections::{card_text, SwccgRule};
use crate::rules::swccg::vehicles::lose_from_table;

type Checked = Result<(), Rejected<Reason>>;

/// How much of the opponent's Force `card`'s text lets its player use in a turn before the card
/// is lost ("if you use more than 1 …").
fn lost_over(state: &State, card: CardId) -> Option<u8> {
    state.def(card).abilities().find_map(|a| match a {
        Ability::UsesOpponentsForce { lost_over } => Some(*lost_over),
        _ => None,
    })
}

/// "You may use any amount of Force in the opponent's Force Pile during your turns": `card` is
/// `side`'s, on the table, says so; it is `side`'s turn; the opponent has Force in its Force Pile.
pub(crate) fn check_use(state: &State, side: Side, card: CardId) -> Checked {
    if state.active != side {
        return Err(Reason::NotYourTurn.by(SwccgRule::Deploy));
    }
    if state.owner(card) != side || state.card(card).at.is_none() || lost_over(state, card).is_none() {
        return Err(Rejected::new(Reason::NotATarget, card_text(&state.def(card).title)));
    }
    if state.player(side.opponent()).force_pile.is_empty() {
        return Err(Reason::NotEnoughForce { cost: 1, available: 0 }.by(SwccgRule::Deploy));
    }
    Ok(())
}

/// The use `side` may make now (one for each card that says so).
pub(crate) fn uses_now(state: &State, side: Side) -> Vec<Action> {
    let table = &state.player(side).table;
    table
        .iter()
        .filter(|&&card| check_use(state, side, card).is_ok())
        .map(|&card| Action::UseOpponentsForce { card })
        .collect()
}

/// Uses it: the top of the opponent's Force Pile goes to the opponent's Used Pile, and `side` has
/// 1 Force more to use this turn.
pub(crate) fn use_theirs(state: &mut State, side: Side, card: CardId, events: &mut Vec<Event>) {
    let opponent = state.player_mut(side.opponent());
    let Some(top) = opponent.force_pile.pop() else { return };
    opponent.used_pile.push(top);
    state.borrowed.used = state.borrowed.used.saturating_add(1);
    state.borrowed.unspent = state.borrowed.unspent.saturating_add(1);
    events.push(Event::UsedOpponentsForce { side, card });
}

/// The turn of `side` ends: "if you use more than 1 of the opponent's Force in a turn, Beggar is
/// lost" (GEMP: at the end of the turn); what is left unspent is gone.
pub(crate) fn end_of_turn(state: &mut State, side: Side, events: &mut Vec<Event>) {
    let used = state.borrowed.used;
    state.borrowed = Default::default();
    let over: Vec<CardId> = state
        .player(side)
        .table
        .iter()
        .copied()
        .filter(|&c| lost_over(state, c).is_some_and(|most| used > most))
        .collect();
    for card in over {
        if state.card(card).at.is_some() {
            lose_from_table(state, card, events);
        }
    }
}
