//! Effects on the top of a player's deck: reveal the top N and keep some (Superlaser Engineer),
//! reveal the top card and put it into play (Vader's TIE Advanced), and where the cards a reveal
//! or a search (`deck_search.rs`) did not take go (Lieutenant Renz: the discard pile). Cards stay
//! in the command deck until an effect moves them; the prompts name
//! them (DESIGN.md invariant 4).

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::lcg::abilities::put_into_play;
use crate::rules::lcg::flow::check;
use crate::rules::lcg::flow::resolve;
use crate::rules::lcg::model::ability::{CardFilter, Rest};
use crate::rules::lcg::model::def::{CardType, Enhance, Side};
use crate::rules::lcg::model::event::Event;
use crate::rules::lcg::model::state;
use crate::rules::lcg::model::state::{Ask, Prompt, Search, State};

/// The top `count` cards of `side`'s deck, the top one first.
fn top(state: &State, side: Side, count: u8) -> Vec<CardId> {
    state.player(side).command_deck.iter().rev().take(usize::from(count)).copied().collect()
}

/// Superlaser Engineer: "reveal the top 5 cards of your deck. Put all revealed [Imperial Navy]
/// events and enhancements with cost 3 or higher into your hand, and the rest on the bottom of
/// your deck in any order."
pub(crate) fn reveal_top(
    state: &mut State,
    side: Side,
    source: CardId,
    count: u8,
    matching: &CardFilter,
    rest: Rest,
    events: &mut Vec<Event>,
) {
    let cards = top(state, side, count);
    for &card in &cards {
        events.push(Event::Revealed { card });
    }
    let (taken, left): (Vec<CardId>, Vec<CardId>) = cards.into_iter().partition(|&c| matching.accepts(state.def(c)));
    for card in taken {
        to_hand(state, side, card, events);
    }
    put_rest(state, side, source, left, rest, events);
}

fn to_hand(state: &mut State, side: Side, card: CardId, events: &mut Vec<Event>) {
    let player = state.player_mut(side);
    player.command_deck.retain(|&c| c != card);
    player.hand.push(card);
    events.push(Event::TookIntoHand { card });
}

/// The cards not taken go to `rest`: shuffled back, to the discard pile (Lieutenant Renz:
/// "Place the remaining cards in your discard pile"), or to the bottom of the deck in the order
/// the player chooses (Superlaser Engineer).
pub(crate) fn put_rest(
    state: &mut State,
    side: Side,
    source: CardId,
    cards: Vec<CardId>,
    rest: Rest,
    events: &mut Vec<Event>,
) {
    match rest {
        Rest::Shuffle => resolve::schedule(state, [state::Step::ShuffleCommandDeck { side }]),
        Rest::Discard => {
            for card in cards {
                let player = state.player_mut(side);
                player.command_deck.retain(|&c| c != card);
                player.discard.push(card);
                events.push(Event::DiscardedFromDeck { card });
            }
        }
        Rest::Bottom if cards.len() > 1 => state.prompt = Some(Prompt::new(side, Ask::DeckBottom { source, cards })),
        Rest::Bottom => {
            for card in cards {
                to_bottom(state, side, card);
            }
        }
    }
}

/// "… on the bottom of your deck in any order": the chosen card goes under the deck now; the
/// last one left follows by itself.
pub(crate) fn put_on_bottom(state: &mut State, prompt: Prompt, card: CardId, events: &mut Vec<Event>) {
    let Prompt { chooser, kind: Ask::DeckBottom { source, mut cards } } = prompt else { return };
    cards.retain(|&c| c != card);
    to_bottom(state, chooser, card);
    put_rest(state, chooser, source, cards, Rest::Bottom, events);
}

/// The deck is drawn from its end: the bottom is the front.
fn to_bottom(state: &mut State, side: Side, card: CardId) {
    let deck = &mut state.player_mut(side).command_deck;
    deck.retain(|&c| c != card);
    deck.insert(0, card);
}

/// Vader's TIE Advanced: "reveal the top card of your deck. If it is a Black Squadron card, put
/// it into play, if able. Otherwise, return it to the top of your deck." A unit goes into play
/// through a put-into-play prompt (a Pilot (X) card may go in as an enhancement); an enhancement
/// that enhances its controller's play area goes there; anything else stays on top.
pub(crate) fn reveal_put_into_play(
    state: &mut State,
    side: Side,
    source: CardId,
    matching: &CardFilter,
    events: &mut Vec<Event>,
) {
    let Some(card) = top(state, side, 1).first().copied() else { return };
    events.push(Event::Revealed { card });
    let def = state.def(card);
    if !matching.accepts(state.def(card)) || (def.unique && check::controls_copy(state, side, card)) {
        return;
    }
    match def.card_type {
        CardType::Unit => {
            state.prompt = Some(Prompt::new(side, Ask::PutIntoPlay { source, search: Search::Revealed { card } }))
        }
        CardType::Enhancement if def.enhance == Some(Enhance::YourPlayArea) => {
            put_into_play::put_into_play(state, side, card, None, events)
        }
        _ => {}
    }
}
