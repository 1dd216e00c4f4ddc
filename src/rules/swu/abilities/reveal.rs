//! "Reveal the top N cards of your deck. An opponent discards M of them. Draw 1 of the remaining
//! cards and discard the other." (Admiral Trench; base game "Abilities", shared/research/swu.md
//! §5: an ability does what it can): the cards revealed stay on top of their owner's deck while
//! the opponent discards from them, one at a time ([`Prompt::Revealed`]), then their owner draws
//! one of the rest and the others are discarded. Where no choice is left (as many cards as must
//! be discarded, one to draw) it is made without asking.

use crate::engine::Table;
use crate::engine::{CardId, Seat};
use crate::rules::swu::model::event::Event;
use crate::rules::swu::model::state::{other, schedule, Prompt, State};

/// `seat` reveals the top `look` cards of their deck; an opponent is to discard `discard` of them.
pub(crate) fn begin(state: &mut State, source: CardId, seat: Seat, look: u8, discard: u8, events: &mut Vec<Event>) {
    let looked: Vec<CardId> = state.player(seat).deck.iter().rev().take(usize::from(look)).copied().collect();
    events.extend(looked.iter().map(|&card| Event::Revealed { card }));
    ask(state, Prompt::Revealed { chooser: other(seat), owner: seat, source, looked, discard }, events);
}

/// The cards revealed that are still on their owner's deck: those the prompt may choose.
pub(crate) fn options(state: &State, prompt: &Prompt) -> Vec<CardId> {
    let Prompt::Revealed { owner, looked, .. } = prompt else { return Vec::new() };
    looked.iter().copied().filter(|c| state.player(*owner).deck.contains(c)).collect()
}

/// Asks for the next card: one for the opponent to discard while some are left to discard, then
/// one for the owner to draw; a choice that is no choice is made at once.
fn ask(state: &mut State, prompt: Prompt, events: &mut Vec<Event>) {
    let Prompt::Revealed { owner, source, looked, discard, .. } = prompt else { return };
    let rest = options(state, &Prompt::Revealed { chooser: owner, owner, source, looked: looked.clone(), discard });
    if discard > 0 {
        if rest.len() <= usize::from(discard) {
            rest.into_iter().for_each(|card| discard_revealed(state, owner, card, events));
        } else {
            state.prompt = Some(Prompt::Revealed { chooser: other(owner), owner, source, looked, discard });
        }
        return;
    }
    match rest.as_slice() {
        [] => {}
        [only] => draw_revealed(state, owner, *only, &[], events),
        _ => state.prompt = Some(Prompt::Revealed { chooser: owner, owner, source, looked, discard: 0 }),
    }
}

/// `card`, one of the [`options`], chosen: discarded by the opponent, or drawn by its owner (the
/// others then discarded).
pub(crate) fn choose(state: &mut State, prompt: Prompt, card: CardId, events: &mut Vec<Event>) {
    let Prompt::Revealed { chooser, owner, source, looked, discard } = prompt else { return };
    if discard > 0 {
        discard_revealed(state, owner, card, events);
        ask(state, Prompt::Revealed { chooser, owner, source, looked, discard: discard - 1 }, events);
    } else {
        let rest = options(state, &Prompt::Revealed { chooser, owner, source, looked, discard });
        draw_revealed(state, owner, card, &rest, events);
    }
}

/// A revealed card goes from the top of `owner`'s deck to their discard pile.
fn discard_revealed(state: &mut State, owner: Seat, card: CardId, events: &mut Vec<Event>) {
    let player = state.player_mut(owner);
    player.deck.retain(|&c| c != card);
    player.discard.push(card);
    events.push(Event::DiscardedFromDeck { card });
}

/// `owner` draws `card`; the others of `rest` are discarded.
fn draw_revealed(state: &mut State, owner: Seat, card: CardId, rest: &[CardId], events: &mut Vec<Event>) {
    let player = state.player_mut(owner);
    player.deck.retain(|&c| c != card);
    player.hand.push(card);
    events.push(Event::Drew { seat: owner, n: 1 });
    for &other in rest.iter().filter(|&&c| c != card) {
        discard_revealed(state, owner, other, events);
    }
    let steps = crate::rules::swu::abilities::triggers::drew(state, owner);
    schedule(state, steps);
}
