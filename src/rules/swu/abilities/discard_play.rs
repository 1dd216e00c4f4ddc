//! "Play a <trait> unit from your discard pile (paying its cost). Then, <then>." (Salvage): a card
//! played in the middle of an event's resolution. Its player chooses the unit and pays for it
//! ([`Prompt::PlayFromDiscard`], answered with `Action::PlayUnit` `via` the ability's card, or
//! declined with `Action::Pass`); it enters play as a unit played from hand does (exhausted, the
//! unique rule, its "When Played" and Ambush), after the ability's `then` about it (base game
//! "Abilities": an ability resolves whole before the abilities it triggers). The event's own
//! action goes on: this play is no action of its own.

use crate::engine::Table;
use crate::engine::{CardId, Seat};
use crate::rules::swu::abilities::triggers;
use crate::rules::swu::cost::{pay, payment_for, play_cost, played_unit_enters, How};
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

/// The plays the prompt allows: each unit of the chooser's discard pile `effect` names, with the
/// payment of its cost (the first ready resources), when there is one.
pub(crate) fn answers(state: &State, prompt: &Prompt) -> Vec<Action> {
    let Prompt::PlayFromDiscard { chooser, source, effect: Effect::PlayFromDiscard { trait_name, .. } } = prompt else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for &card in &state.player(*chooser).discard {
        let def = state.def(card);
        if def.card_type != CardType::Unit || trait_name.as_ref().is_some_and(|t| !def.has_trait(t)) {
            continue;
        }
        let Some(cost) = play_cost(state, *chooser, card, How::Unit, None) else { continue };
        if let Some(payment) = payment_for(state, *chooser, cost) {
            let action = Action::PlayUnit { card, via: Some(*source), payment };
            if !out.contains(&action) {
                out.push(action);
            }
        }
    }
    out
}

/// `card` is played from the discard pile, paid with `payment`; then the ability's `then` about
/// it, then what its entering play triggers.
pub(crate) fn play(state: &mut State, prompt: Prompt, card: CardId, payment: &Payment, events: &mut Vec<Event>) {
    let Prompt::PlayFromDiscard { chooser, source, effect: Effect::PlayFromDiscard { then, .. } } = prompt else {
        return;
    };
    let cost = play_cost(state, chooser, card, How::Unit, None).unwrap_or(0);
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
