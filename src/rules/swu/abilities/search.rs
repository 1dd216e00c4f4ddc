//! "Search the top N cards of your deck for [up to] M <trait> [unit]s, reveal them, and draw them.
//! (Put the other cards on the bottom of your deck in a random order.)" (base game "Abilities",
//! shared/research/swu.md §5; the cards' reminder text): the cards looked at stay on top of the
//! deck while their player chooses ([`Prompt::Search`], one card at a time, or stop), then the
//! others go to the bottom in a random order (the state's RNG).

use crate::engine::Table;
use crate::engine::{CardId, Seat};
use crate::rules::swu::model::ability::Effect;
use crate::rules::swu::model::def::CardType;
use crate::rules::swu::model::event::Event;
use crate::rules::swu::model::state::{Prompt, State};

/// `seat` searches the top `look` cards of their deck for at most `count` cards `effect` names.
pub(crate) fn begin(
    state: &mut State,
    source: CardId,
    seat: Seat,
    effect: &Effect,
    look: u8,
    count: u8,
    events: &mut Vec<Event>,
) {
    let looked: Vec<CardId> = state.player(seat).deck.iter().rev().take(usize::from(look)).copied().collect();
    if looked.is_empty() {
        return;
    }
    let prompt = Prompt::Search { chooser: seat, source, effect: effect.clone(), looked, left: count };
    ask(state, prompt, events);
}

/// The cards the search may still draw: those looked at, still in the deck, that it names.
pub(crate) fn options(state: &State, prompt: &Prompt) -> Vec<CardId> {
    let Prompt::Search { chooser, effect: Effect::Search { traits, units, .. }, looked, left, .. } = prompt else {
        return Vec::new();
    };
    if *left == 0 {
        return Vec::new();
    }
    looked
        .iter()
        .copied()
        .filter(|c| state.player(*chooser).deck.contains(c))
        .filter(|&c| {
            let def = state.def(c);
            (!units || def.card_type == CardType::Unit)
                && (traits.is_empty() || traits.iter().any(|t| def.has_trait(t)))
        })
        .collect()
}

/// Asks for the next card, or ends the search when none can be drawn.
fn ask(state: &mut State, prompt: Prompt, events: &mut Vec<Event>) {
    if options(state, &prompt).is_empty() {
        finish(state, &prompt, events);
    } else {
        state.prompt = Some(prompt);
    }
}

/// `card`, one of the [`options`], is revealed and drawn.
pub(crate) fn draw(state: &mut State, prompt: Prompt, card: CardId, events: &mut Vec<Event>) {
    let Prompt::Search { chooser, source, effect, looked, left } = prompt else { return };
    let player = state.player_mut(chooser);
    player.deck.retain(|&c| c != card);
    player.hand.push(card);
    events.push(Event::SearchedOut { card });
    // "… and draw it. <then>": about the card drawn, once the search has ended.
    if let Effect::Search { then: Some(then), .. } = &effect {
        let then = (**then).clone();
        let step = crate::rules::swu::model::state::Step::Resolve {
            source,
            effect: then,
            subject: Some(card),
            controller: chooser,
        };
        crate::rules::swu::model::state::schedule(state, [step]);
    }
    ask(state, Prompt::Search { chooser, source, effect, looked, left: left - 1 }, events);
}

/// The cards looked at and not drawn go to the bottom of the deck, in a random order.
pub(crate) fn finish(state: &mut State, prompt: &Prompt, events: &mut Vec<Event>) {
    let Prompt::Search { chooser, looked, .. } = prompt else { return };
    // The cards drawn, at once for "When an opponent draws 1 or more cards".
    let drawn = looked.iter().any(|c| state.player(*chooser).hand.contains(c));
    if drawn {
        let steps = crate::rules::swu::abilities::triggers::drew(state, *chooser);
        crate::rules::swu::model::state::schedule(state, steps);
    }
    let mut rest: Vec<CardId> = looked.iter().copied().filter(|c| state.player(*chooser).deck.contains(c)).collect();
    if rest.is_empty() {
        return;
    }
    state.rng.shuffle(&mut rest);
    let deck = &mut state.player_mut(*chooser).deck;
    deck.retain(|c| !rest.contains(c));
    deck.splice(0..0, rest);
    events.push(Event::SearchRestToBottom { seat: *chooser });
}
