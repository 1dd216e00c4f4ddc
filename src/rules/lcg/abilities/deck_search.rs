//! Searching a deck (Ready for Takeoff: "Search the top 5 cards of your deck for any number of
//! unique [Rebel Alliance] Fighter, Speeder or Pilot units, reveal them, and add them to your
//! hand. Shuffle the remaining cards back into your deck."). The searching player takes cards one
//! at a time from a prompt and stops when done; the deck is then shuffled.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::lcg::abilities::capture;
use crate::rules::lcg::abilities::reveal;
use crate::rules::lcg::model::ability::{CardFilter, Rest};
use crate::rules::lcg::model::action::Answer;
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::event::Event;
use crate::rules::lcg::model::state::{Ask, Prompt, State};

/// `side` searches the top `count` cards of its command deck for cards `take` accepts; the rest
/// then go to `rest` (Lieutenant Renz: "Place the remaining cards in your discard pile").
pub(crate) fn search_top(
    state: &mut State,
    side: Side,
    source: CardId,
    count: u8,
    take: &CardFilter,
    rest: Rest,
    events: &mut Vec<Event>,
) {
    let deck = &state.player(side).command_deck;
    // The top of the deck is the end of the list (cards are drawn from there).
    let looked: Vec<CardId> = deck.iter().rev().take(usize::from(count)).copied().collect();
    let search = Searching { source, take: take.clone(), rest, left: None, here: false };
    ask(state, side, looked, search, events);
}

/// To Save a Friend: "its owner searches his deck for up to `up_to` <take> cards and places them
/// as captured cards here. Shuffle the deck." The mission's owner searches his whole deck.
pub(crate) fn search_to_capture_here(
    state: &mut State,
    source: CardId,
    up_to: u8,
    take: &CardFilter,
    events: &mut Vec<Event>,
) {
    let owner = state.card(source).owner;
    let looked: Vec<CardId> = state.player(owner).command_deck.iter().rev().copied().collect();
    let search = Searching { source, take: take.clone(), rest: Rest::Shuffle, left: Some(up_to), here: true };
    ask(state, owner, looked, search, events);
}

/// A search under way: whose ability, what it takes, where the rest go, how many more it may
/// take, and whether what it takes is captured under `source`.
struct Searching {
    source: CardId,
    take: CardFilter,
    rest: Rest,
    left: Option<u8>,
    here: bool,
}

fn ask(state: &mut State, side: Side, looked: Vec<CardId>, search: Searching, events: &mut Vec<Event>) {
    let Searching { source, take, rest, left, here } = search;
    if left != Some(0) && looked.iter().any(|&c| take.accepts(state.def(c))) {
        state.prompt = Some(Prompt::new(side, Ask::SearchTop { card: source, looked, take, rest, left, here }));
    } else {
        reveal::put_rest(state, side, source, looked, rest, events);
    }
}

/// The searched cards the prompt may still take.
pub(crate) fn answers(state: &State, prompt: &Prompt) -> Vec<CardId> {
    match prompt {
        Prompt { kind: Ask::SearchTop { looked, take, .. }, .. } => {
            looked.iter().copied().filter(|&c| take.accepts(state.def(c))).collect()
        }
        _ => Vec::new(),
    }
}

/// A card is revealed and added to the hand (and the search goes on), or the search stops and
/// the deck is shuffled.
pub(crate) fn answer(state: &mut State, prompt: Prompt, action: &Answer, events: &mut Vec<Event>) {
    let Prompt { chooser, kind: Ask::SearchTop { card: source, mut looked, take, rest, left, here } } = prompt else {
        return;
    };
    match action {
        Answer::ChooseTarget { card } => {
            let player = state.player_mut(chooser);
            player.command_deck.retain(|c| c != card);
            if here {
                capture::place_captured(state, *card, source, events);
            } else {
                state.player_mut(chooser).hand.push(*card);
                events.push(Event::TookIntoHand { card: *card });
            }
            looked.retain(|c| c != card);
            let left = left.map(|n| n.saturating_sub(1));
            ask(state, chooser, looked, Searching { source, take, rest, left, here }, events);
        }
        _ => reveal::put_rest(state, chooser, source, looked, rest, events),
    }
}

/// Use the Force, Luke: "Look at the top card of an objective deck or command deck. You may
/// place that card on the bottom of its deck." First `side` picks a deck that has a card.
pub(crate) fn look_at_top(state: &mut State, side: Side, source: CardId) {
    if !decks(state).is_empty() {
        state.prompt = Some(Prompt::new(side, Ask::LookAtDeck { card: source }));
    }
}

/// The non-empty decks: (owner, objective deck?).
fn decks(state: &State) -> Vec<(Side, bool)> {
    [Side::Dark, Side::Light]
        .into_iter()
        .flat_map(|owner| [(owner, true), (owner, false)])
        .filter(|&(owner, objectives)| top_of(state, owner, objectives).is_some())
        .collect()
}

fn deck_mut(state: &mut State, owner: Side, objectives: bool) -> &mut Vec<CardId> {
    let player = state.player_mut(owner);
    if objectives {
        &mut player.objective_deck
    } else {
        &mut player.command_deck
    }
}

/// The top card of a deck: the end of the list (cards are drawn and revealed from there).
fn top_of(state: &State, owner: Side, objectives: bool) -> Option<CardId> {
    let player = state.player(owner);
    if objectives { player.objective_deck.last() } else { player.command_deck.last() }.copied()
}

/// The answers of the deck and bottom-or-top prompts.
pub(crate) fn look_answers(state: &State, prompt: &Prompt) -> Vec<Answer> {
    match prompt {
        Prompt { kind: Ask::LookAtDeck { .. }, .. } => {
            decks(state).into_iter().map(|(owner, objectives)| Answer::ChooseDeck { owner, objectives }).collect()
        }
        Prompt { kind: Ask::LookedAtTop { top, .. }, .. } => vec![Answer::ChooseTarget { card: *top }, Answer::Pass],
        _ => Vec::new(),
    }
}

/// The deck is chosen and its top card shown to the chooser; then it stays or goes to the bottom.
pub(crate) fn answer_look(state: &mut State, prompt: Prompt, action: &Answer, events: &mut Vec<Event>) {
    match (prompt, action) {
        (Prompt { chooser, kind: Ask::LookAtDeck { card } }, Answer::ChooseDeck { owner, objectives }) => {
            if let Some(top) = top_of(state, *owner, *objectives) {
                events.push(Event::LookedAtTop { side: chooser, owner: *owner, objectives: *objectives });
                state.prompt = Some(Prompt::new(chooser, Ask::LookedAtTop { card, top }));
            }
        }
        (Prompt { kind: Ask::LookedAtTop { top, .. }, .. }, Answer::ChooseTarget { .. }) => {
            let owner = state.card(top).owner;
            let objectives = state.player(owner).objective_deck.contains(&top);
            let deck = deck_mut(state, owner, objectives);
            deck.retain(|&c| c != top);
            deck.insert(0, top);
            events.push(Event::PlacedOnBottom { owner, objectives });
        }
        _ => {}
    }
}
