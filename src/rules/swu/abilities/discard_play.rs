//! "Play a <trait> unit from your discard pile (paying its cost). Then, <then>." (Salvage): a card
//! played in the middle of an event's resolution. Its player chooses the unit and pays for it
//! ([`Prompt::PlayFromDiscard`], answered with `Action::PlayUnit` `via` the ability's card, or
//! declined with `Action::Pass`); it enters play as a unit played from hand does (exhausted, the
//! unique rule, its "When Played" and Ambush), after the ability's `then` about it (base game
//! "Abilities": an ability resolves whole before the abilities it triggers). The event's own
//! action goes on: this play is no action of its own.
//!
//! The same for an event's "Play a [<trait>] unit from your hand. It costs N less." (They Hate That
//! Ship: [`Prompt::PlayFromHand`], from an `Effect::Play` resolved on its own rather than as an
//! Action's play): the unit is played as a unit (an instruction to "play a unit" allows no
//! Piloting, 7.5.17.c), its cost less N.

use crate::engine::Table;
use crate::engine::{CardId, Seat};
use crate::rules::swu::abilities::triggers;
use crate::rules::swu::cost::{pay, payment_for, played_unit_enters, price, How};
use crate::rules::swu::model::ability::Effect;
use crate::rules::swu::model::action::{Action, Payment};
use crate::rules::swu::model::def::CardType;
use crate::rules::swu::model::event::Event;
use crate::rules::swu::model::state::{schedule, Prompt, State, Step};

/// `seat` may play one of the units `effect` names from their discard pile: asked when one can be
/// paid for.
pub(crate) fn begin(state: &mut State, source: CardId, seat: Seat, effect: &Effect) {
    let prompt = Prompt::PlayFromDiscard { chooser: seat, source, effect: effect.clone() };
    if !answers(state, &prompt).is_empty() {
        state.prompt = Some(prompt);
    }
}

/// `seat` may play one of the units `effect` (an `Effect::Play`) names from their hand: asked when
/// one can be paid for.
/// ("Play it": only `subject`, the card the ability speaks of.)
pub(crate) fn begin_from_hand(state: &mut State, source: CardId, seat: Seat, effect: &Effect, subject: Option<CardId>) {
    let prompt = Prompt::PlayFromHand { chooser: seat, source, effect: effect.clone(), subject };
    if !answers(state, &prompt).is_empty() {
        state.prompt = Some(prompt);
    }
}

/// The plays the prompt allows: each unit of the chooser's discard pile (or hand) `effect` names,
/// with the payment of its cost (the first ready resources), when there is one.
pub(crate) fn answers(state: &State, prompt: &Prompt) -> Vec<Action> {
    let (chooser, source, cards, trait_name, only) = match prompt {
        Prompt::PlayFromDiscard { chooser, source, effect: Effect::PlayFromDiscard { trait_name, .. } } => {
            (chooser, source, &state.player(*chooser).discard, trait_name, None)
        }
        Prompt::PlayFromHand { chooser, source, effect: Effect::Play { trait_name, it, .. }, subject } => {
            (chooser, source, &state.player(*chooser).hand, trait_name, it.then_some(*subject))
        }
        _ => return Vec::new(),
    };
    let mut out = Vec::new();
    for &card in cards {
        let def = state.def(card);
        if def.card_type != CardType::Unit
            || trait_name.as_ref().is_some_and(|t| !def.has_trait(t))
            || only.is_some_and(|only| only != Some(card))
        {
            continue;
        }
        let Some(cost) = cost_of(state, prompt, card) else { continue };
        if let Some(payment) = payment_for(state, *chooser, cost) {
            let action = Action::PlayUnit { card, via: Some(*source), payment };
            if !out.contains(&action) {
                out.push(action);
            }
        }
    }
    out
}

/// What `card` costs its chooser played as a unit by the prompt's ability: its cost (from a discard
/// pile, paying it), "It costs N less", or nothing "for free".
pub(crate) fn cost_of(state: &State, prompt: &Prompt, card: CardId) -> Option<u8> {
    match prompt {
        Prompt::PlayFromDiscard { chooser, .. } => price(state, *chooser, card, How::Unit).map(|p| p.less(0)),
        Prompt::PlayFromHand { effect: Effect::Play { free: true, .. }, .. } => Some(0),
        Prompt::PlayFromHand { chooser, effect: Effect::Play { less, .. }, .. } => {
            price(state, *chooser, card, How::Unit).map(|p| p.less(*less))
        }
        _ => None,
    }
}

/// `card` is played from the discard pile, paid with `payment`; then the ability's `then` about
/// it, then what its entering play triggers.
pub(crate) fn play(state: &mut State, prompt: Prompt, card: CardId, payment: &Payment, events: &mut Vec<Event>) {
    let cost = cost_of(state, &prompt, card).unwrap_or(0);
    let (chooser, source, then) = match prompt {
        Prompt::PlayFromDiscard { chooser, source, effect: Effect::PlayFromDiscard { then, .. } } => {
            (chooser, source, then)
        }
        Prompt::PlayFromHand { chooser, source, effect: Effect::Play { then, .. }, .. } => (chooser, source, then),
        _ => return,
    };
    pay(state, payment);
    state.player_mut(chooser).discard.retain(|&c| c != card);
    played_unit_enters(state, chooser, card, cost, events);
    let mut steps = vec![Step::CheckUnique { card }];
    if let Some(then) = then {
        steps.push(Step::Resolve { source, effect: (*then).clone(), subject: Some(card), controller: chooser });
    }
    steps.extend(triggers::played_as_unit(state, card));
    schedule(state, steps);
}
