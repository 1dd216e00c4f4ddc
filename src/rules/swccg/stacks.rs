//! Cards stacked on a card ([`Ability::StacksJustLost`], [`Ability::ExchangesStacked`]): Crash Site
//! Memorial's "If you just lost a vehicle, droid, weapon, or device, may stack it here. Once
//! during your deploy phase, you may exchange any one card in hand with one card stacked here."
//! A stacked card is face up, in `State::stacked`, in no other place and not on the table (its
//! ruling: "Cards on Crash Site Memorial are not 'on table' such as for uniqueness or for any other
//! purpose"); when the card they are on leaves the table they are lost (its ruling: "If Crash Site
//! Memorial is canceled, cards on it are lost"). GEMP, read for the facts (`Card1_045`:
//! `StackOneCardFromLostPileEffect` as an optional response to `justLost`;
//! `ExchangeCardFromHandWithStackedCardEffect`, once during its player's deploy phase).
//!
//! Commence Recharging's "If fewer than 8 cards stacked here, opponent may stack top card of Force
//! Pile here" ([`Ability::StacksOpponentsForce`]; GEMP `Card2_031`: a top-level action of the
//! opponent, `StackOneCardFromForcePileEffect`, while it has a Force Pile and fewer than 8 are
//! stacked, in no named phase and with no limit).

use crate::engine::Common;
use crate::engine::Table;
use crate::engine::{CardId, Rejected};
use crate::rules::swccg::force::{check_force, use_force};
use crate::rules::swccg::model::action::Action;
use crate::rules::swccg::model::def::{Ability, Kinds, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, Moment, Phase, State};
use crate::rules::swccg::sections::{card_text, SwccgRule};

type Checked = Result<(), Rejected<Reason>>;

/// The cards stacked on `on`, first stacked first.
pub(crate) fn stacked_on(state: &State, on: CardId) -> Vec<CardId> {
    state.stacked.iter().filter(|[o, _]| *o == on).map(|&[_, card]| card).collect()
}

/// What `on`'s text stacks ("a vehicle, droid, weapon, or device"; "a non-droid character": no
/// droid) and how many it holds at once.
fn stacks_what(state: &State, on: CardId) -> Option<(&'static Kinds, Option<u8>, bool)> {
    state.def(on).abilities().find_map(|a| match a {
        Ability::StacksJustLost { who, holds, except_droids } => Some((who, *holds, *except_droids)),
        _ => None,
    })
}

/// Whether `on` is `side`'s, on the table on its side's side of the table.
fn on_own_side(state: &State, side: Side, on: CardId) -> bool {
    state.owner(on) == side && state.card(on).at == Some(At::Side(side))
}

/// "If you just lost a vehicle, droid, weapon, or device, may stack it here": in `side`'s respond
/// window on `card` just lost (`to`), `card` is `side`'s, still in its Lost Pile, of the kinds
/// `on` stacks, and `on` (on `side`'s side of the table) has room for it ("Holds 1 'patient' at a
/// time").
pub(crate) fn check_stack(state: &State, side: Side, to: Moment, card: CardId, on: CardId) -> Checked {
    let refused = || Err(Rejected::new(Reason::NotATarget, card_text(&state.def(on).title)));
    let Some((who, holds, except_droids)) = stacks_what(state, on) else { return refused() };
    let just_lost = matches!(to, Moment::Lost { card: c, .. } if c == card);
    let room = holds.is_none_or(|n| stacked_on(state, on).len() < usize::from(n));
    if !on_own_side(state, side, on) {
        return Err(Reason::NotYourCard.by(SwccgRule::Deploy));
    }
    if just_lost
        && room
        && state.owner(card) == side
        && state.player(side).lost_pile.contains(&card)
        && who.holds(state.def(card))
        && !(except_droids && state.def(card).is_droid())
    {
        Ok(())
    } else {
        refused()
    }
}

/// Every stack `side` may make in its respond window on `to`.
pub(crate) fn stacks_now(state: &State, side: Side, to: Moment) -> Vec<Action> {
    let Moment::Lost { card, .. } = to else { return Vec::new() };
    let table = &state.player(side).table;
    table
        .iter()
        .map(|&on| Action::Stack { card, on })
        .filter(|a| matches!(*a, Action::Stack { card, on } if check_stack(state, side, to, card, on).is_ok()))
        .collect()
}

/// Stacks it: `card` leaves its owner's Lost Pile for `on`.
pub(crate) fn stack(state: &mut State, card: CardId, on: CardId, events: &mut Vec<Event>) {
    let owner = state.owner(card);
    let player = state.player_mut(owner);
    if !player.lost_pile.contains(&card) {
        return;
    }
    player.lost_pile.retain(|&c| c != card);
    state.stacked.push([on, card]);
    events.push(Event::Stacked { card, on });
}

/// "Once during your deploy phase, you may exchange any one card in hand with one card stacked
/// here": `side`'s deploy phase, outside a battle; `on` is `side`'s, on its side of the table,
/// says so and has not been used this turn; `card` is in `side`'s hand; `stacked` is on `on`.
pub(crate) fn check_exchange(state: &State, side: Side, on: CardId, card: CardId, stacked: CardId) -> Checked {
    if state.phase != Phase::Deploy {
        return Err(Reason::Common(Common::WrongPhase { phase: Phase::Deploy }).by(SwccgRule::Deploy));
    }
    if state.active != side {
        return Err(Reason::NotYourTurn.by(SwccgRule::Deploy));
    }
    if !on_own_side(state, side, on) {
        return Err(Reason::NotYourCard.by(SwccgRule::Deploy));
    }
    if !state.in_hand(side, card) {
        return Err(Reason::NotInHand.by(SwccgRule::Deploy));
    }
    let says = state.def(on).abilities().any(|a| matches!(a, Ability::ExchangesStacked));
    if !says || state.used_this_turn.contains(&on) || !stacked_on(state, on).contains(&stacked) {
        return Err(Rejected::new(Reason::NotATarget, card_text(&state.def(on).title)));
    }
    Ok(())
}

/// Every exchange `side` may make now.
pub(crate) fn exchanges_now(state: &State, side: Side) -> Vec<Action> {
    if state.phase != Phase::Deploy || state.active != side || state.battle.is_some() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for &on in &state.player(side).table {
        for stacked in stacked_on(state, on) {
            for &card in &state.player(side).hand {
                if check_exchange(state, side, on, card, stacked).is_ok() {
                    out.push(Action::ExchangeStacked { on, card, stacked });
                }
            }
        }
    }
    out
}

/// Exchanges them: `stacked` goes to its owner's hand, `card` takes its place on `on`.
pub(crate) fn exchange(
    state: &mut State,
    side: Side,
    on: CardId,
    card: CardId,
    stacked: CardId,
    events: &mut Vec<Event>,
) {
    let Some(place) = state.stacked.iter().position(|&s| s == [on, stacked]) else { return };
    let player = state.player_mut(side);
    if !player.hand.contains(&card) {
        return;
    }
    player.hand.retain(|&c| c != card);
    player.hand.push(stacked);
    state.stacked[place] = [on, card];
    state.used_this_turn.push(on);
    events.push(Event::ExchangedStacked { card, stacked, on });
}

/// Bacta Tank: "During your deploy phase, may use X Force to bring 'patient' to hand, where X =
/// deploy cost of 'patient'": `side`'s deploy phase; `on` is `side`'s, on its side of the table,
/// says so and has not been used this turn (GEMP `Card3_032`: once during the phase); `card` is
/// stacked on it; `force` is the card's printed deploy cost.
pub(crate) fn check_take_stacked(state: &State, side: Side, on: CardId, card: CardId, force: u8) -> Checked {
    if state.phase != Phase::Deploy {
        return Err(Reason::Common(Common::WrongPhase { phase: Phase::Deploy }).by(SwccgRule::Deploy));
    }
    if state.active != side {
        return Err(Reason::NotYourTurn.by(SwccgRule::Deploy));
    }
    if !on_own_side(state, side, on) {
        return Err(Reason::NotYourCard.by(SwccgRule::Deploy));
    }
    let says = state.def(on).abilities().any(|a| matches!(a, Ability::TakesStackedToHand));
    if !says || state.used_this_turn.contains(&on) || !stacked_on(state, on).contains(&card) {
        return Err(Rejected::new(Reason::NotATarget, card_text(&state.def(on).title)));
    }
    check_force(state, side, state.def(card).deploy.unwrap_or(0), force, SwccgRule::Deploy)
}

/// Every 'patient' `side` may bring to hand now, at its cost.
pub(crate) fn takes_now(state: &State, side: Side) -> Vec<Action> {
    if state.phase != Phase::Deploy || state.active != side || state.battle.is_some() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for &on in &state.player(side).table {
        for card in stacked_on(state, on) {
            let force = state.def(card).deploy.unwrap_or(0);
            if check_take_stacked(state, side, on, card, force).is_ok() {
                out.push(Action::TakeStacked { on, card, force });
            }
        }
    }
    out
}

/// Brings it to hand: the Force, then `card` leaves `on` for its owner's hand.
pub(crate) fn take_stacked(
    state: &mut State,
    side: Side,
    on: CardId,
    card: CardId,
    force: u8,
    events: &mut Vec<Event>,
) {
    use_force(state, side, force);
    state.stacked.retain(|&s| s != [on, card]);
    state.player_mut(state.owner(card)).hand.push(card);
    state.used_this_turn.push(on);
    events.push(Event::TakenFromStack { card, on });
}

/// How many `on`'s text lets the opponent stack from its Force Pile, when it says so.
pub(crate) fn force_holds(state: &State, on: CardId) -> Option<u8> {
    state.def(on).abilities().find_map(|a| match a {
        Ability::StacksOpponentsForce { holds } => Some(*holds),
        _ => None,
    })
}

/// "If fewer than 8 cards stacked here, opponent may stack top card of Force Pile here": `on` is
/// on the table, the opponent's of `side`, says so, with fewer than it holds stacked; `side` has
/// a card in its Force Pile.
pub(crate) fn check_stack_force(state: &State, side: Side, on: CardId) -> Checked {
    let Some(holds) = force_holds(state, on) else {
        return Err(Rejected::new(Reason::NotATarget, card_text(&state.def(on).title)));
    };
    if state.owner(on) == side || state.card(on).at.is_none() {
        return Err(Rejected::new(Reason::NotATarget, card_text(&state.def(on).title)));
    }
    if stacked_on(state, on).len() >= usize::from(holds) {
        return Err(Rejected::new(Reason::StackedFull { most: holds }, card_text(&state.def(on).title)));
    }
    if state.player(side).force_pile.is_empty() {
        return Err(Reason::NotEnoughForce { cost: 1, available: 0 }.by(SwccgRule::Deploy));
    }
    Ok(())
}

/// The stack from its Force Pile `side` may make now (one for each opponent's card that says so).
pub(crate) fn force_stacks_now(state: &State, side: Side) -> Vec<Action> {
    state
        .player(side.opponent())
        .table
        .iter()
        .filter(|&&on| check_stack_force(state, side, on).is_ok())
        .map(|&on| Action::StackForce { on })
        .collect()
}

/// Stacks it: the top card of `side`'s Force Pile goes onto `on`.
pub(crate) fn stack_force(state: &mut State, side: Side, on: CardId, events: &mut Vec<Event>) {
    let Some(card) = state.player_mut(side).force_pile.pop() else { return };
    state.stacked.push([on, card]);
    events.push(Event::Stacked { card, on });
}

/// `on` leaves the table: the cards stacked on it are lost, to their owners' Lost Piles (Crash
/// Site Memorial's ruling: "If Crash Site Memorial is canceled, cards on it are lost").
pub(crate) fn lose_stacked(state: &mut State, on: CardId, events: &mut Vec<Event>) {
    for card in stacked_on(state, on) {
        state.stacked.retain(|&s| s != [on, card]);
        let owner = state.owner(card);
        state.player_mut(owner).lost_pile.push(card);
        events.push(Event::Lost { card });
    }
}
