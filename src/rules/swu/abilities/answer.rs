//! What an effect does to the card chosen for it (`Prompt::Target` answered, or the only card
//! there was to choose): damage, defeat, discard from hand, a unit's namesakes discarded, an
//! upgrade moved, and the "If you do, …" that follows about the card chosen.

use crate::engine::Table;
use crate::engine::{CardId, Seat};
use crate::rules::swu::abilities::acts;
use crate::rules::swu::abilities::effects::{after_noncombat_damage, resolve};
use crate::rules::swu::abilities::indirect;
use crate::rules::swu::abilities::moving;
use crate::rules::swu::attack::arena_of;
use crate::rules::swu::damage;
use crate::rules::swu::model::ability::{Act, Amount, Effect};
use crate::rules::swu::model::def::{CardType, Token};
use crate::rules::swu::model::event::Event;
use crate::rules::swu::model::state::{other, schedule, Prompt, State, Step};
use crate::rules::swu::tokens;

/// Carries out `effect` of `source` (the card whose ability it is, about `subject`) on the chosen
/// `card`.
pub(crate) fn answer(
    state: &mut State,
    source: CardId,
    chooser: Seat,
    effect: &Effect,
    card: CardId,
    subject: Option<CardId>,
    events: &mut Vec<Event>,
) {
    match effect {
        Effect::ExperienceToAnother => {
            tokens::give(state, chooser, Token::Experience, card, events);
        }
        Effect::ExhaustEnemy { .. } => {
            state.card_mut(card).exhausted = true;
            events.push(Event::Exhausted { card });
        }
        Effect::HealBase { amount } => damage::heal(state, card, *amount, events),
        Effect::DamageUnit { amount, .. } => {
            let dealt = damage::deal(state, card, *amount, events);
            after_noncombat_damage(state, chooser, dealt);
        }
        Effect::IndirectDamage { amount, this_way, .. } => {
            let seat = state.card(card).owner;
            indirect::deal(state, source, subject, chooser, seat, *amount, this_way.clone(), events);
        }
        Effect::IfAttacked { then, .. } | Effect::IfPlayed { then, .. } => {
            answer(state, source, chooser, then, card, subject, events)
        }
        Effect::DiscardToBottom { then } => {
            let owner = state.card(card).owner;
            let player = state.player_mut(owner);
            player.discard.retain(|&c| c != card);
            player.deck.insert(0, card);
            events.push(Event::DiscardToBottom { card });
            if let Some(then) = then {
                resolve(state, source, then, None, chooser, events);
            }
        }
        Effect::OpponentDiscards { if_unit } => {
            discard_from_hand(state, card, events);
            if let Some(then) = if_unit.as_ref().filter(|_| state.def(card).card_type == CardType::Unit) {
                resolve(state, source, then, subject, other(chooser), events);
            }
        }
        Effect::DiscardEnemyEvent => discard_from_hand(state, card, events),
        Effect::MoveUpgrade { to, take_control, .. } => {
            moving::chosen(state, source, chooser, card, to, *take_control, events)
        }
        Effect::AttachItTo { .. } => {
            if let Some(upgrade) = subject {
                moving::attach_it(state, upgrade, card, events);
            }
        }
        Effect::DiscardFromHand { then, .. } => {
            discard_from_hand(state, card, events);
            if let Some(then) = then {
                resolve(state, source, then, subject, chooser, events);
            }
        }
        Effect::PlayerDiscards { again_if_more } => {
            let seat = state.card(card).owner;
            let again_if_more = *again_if_more && seat != chooser;
            discard_one(state, source, seat, again_if_more, subject, events);
        }
        Effect::DiscardOne { again_if_more } => {
            discard_from_hand(state, card, events);
            if *again_if_more && state.player(chooser).hand.len() > state.player(other(chooser)).hand.len() {
                discard_one(state, source, chooser, false, subject, events);
            }
        }
        // "… in any order": each card chosen goes under the one before.
        Effect::HandToBottom { count } => {
            let player = state.player_mut(chooser);
            player.hand.retain(|&c| c != card);
            player.deck.insert(0, card);
            events.push(Event::PutOnBottom { seat: chooser });
            if *count > 1 {
                resolve(state, source, &Effect::HandToBottom { count: count - 1 }, None, chooser, events);
            }
        }
        // An upgrade to defeat that can't be, by this player: nothing is done ("If you do" fails).
        Effect::OnOne { does, .. }
            if state.card(card).attached.is_some()
                && does.contains(&Act::Defeat)
                && acts::cannot_be_defeated(state, chooser, card) => {}
        Effect::OnOne { does, then, and_subject, .. } => {
            // "If you do, …": after what it does to the card (its defeat's steps included),
            // speaking of the card chosen (an upgrade's: of the unit it is on), its arena as it
            // was when chosen.
            if let Some(then) = then {
                let about = state.card(card).attached.map_or(card, |a| a.host);
                let effect = in_arena_of(state, (**then).clone(), about);
                schedule(state, [Step::Resolve { source, effect, subject: Some(about), controller: chooser }]);
            }
            // "… each of them": the card chosen before too.
            if let Some(earlier) = subject.filter(|_| *and_subject) {
                acts::act(state, source, chooser, earlier, does, events);
            }
            acts::act(state, source, chooser, card, does, events);
        }
        _ => {}
    }
}

/// `seat` discards a card from their hand, choosing it (with one card, it goes without asking).
pub(crate) fn discard_one(
    state: &mut State,
    source: CardId,
    seat: Seat,
    again_if_more: bool,
    subject: Option<CardId>,
    events: &mut Vec<Event>,
) {
    let effect = Effect::DiscardOne { again_if_more };
    match state.player(seat).hand.as_slice() {
        [] => {}
        [only] => answer(state, source, seat, &effect, *only, subject, events),
        _ => state.prompt = Some(Prompt::Target { chooser: seat, source, effect, subject }),
    }
}

/// `card` is discarded from its owner's hand.
fn discard_from_hand(state: &mut State, card: CardId, events: &mut Vec<Event>) {
    let owner = state.card(card).owner;
    let player = state.player_mut(owner);
    player.hand.retain(|&c| c != card);
    player.discard.push(card);
    events.push(Event::DiscardedFromHand { card });
}

/// "Search <seat>'s deck and hand for each card with <unit>'s name and discard them. (They
/// shuffle their deck.)": every card titled as `unit` (a card's name is its title) leaves `seat`'s
/// hand and deck for their discard pile, face up; then the deck is shuffled (the state's RNG).
pub(crate) fn discard_named(state: &mut State, seat: Seat, unit: CardId, events: &mut Vec<Event>) {
    let title = state.def(unit).title.clone();
    let named = |state: &State, cards: &[CardId]| -> Vec<CardId> {
        cards.iter().copied().filter(|&c| state.def(c).title == title).collect()
    };
    for card in named(state, &state.player(seat).hand) {
        discard_from_hand(state, card, events);
    }
    for card in named(state, &state.player(seat).deck) {
        let player = state.player_mut(seat);
        player.deck.retain(|&c| c != card);
        player.discard.push(card);
        events.push(Event::DiscardedFromDeck { card });
    }
    let mut deck = std::mem::take(&mut state.player_mut(seat).deck);
    state.rng.shuffle(&mut deck);
    state.player_mut(seat).deck = deck;
}

/// `effect`, about `card`, with "its controller" (`Effect::DiscardNamed`) fixed to `card`'s
/// controller now, "in the same arena" fixed to the arena `card` is in now and "its
/// power" (`Amount::ChosenPower`) to its power now (so that they still hold once `card` has left
/// play).
fn in_arena_of(state: &State, mut effect: Effect, card: CardId) -> Effect {
    // "… its controller's deck and hand": the controller now.
    if let Effect::DiscardNamed { seat: seat @ None } = &mut effect {
        *seat = Some(state.card(card).controller.0);
    }
    if let Effect::OnOne { which, does, .. } | Effect::OnEach { which, does } = &mut effect {
        if which.same_arena {
            if let Some(arena) = arena_of(state, card) {
                which.same_arena = false;
                which.arena = Some(arena);
            }
        }
        if does.iter().any(|a| matches!(a, Act::DamageEqual { to: Amount::ChosenPower })) {
            let power = crate::rules::swu::stats::power(state, card);
            let fixed = does
                .iter()
                .map(|a| match a {
                    Act::DamageEqual { to: Amount::ChosenPower } => Act::Damage { amount: power },
                    other => other.clone(),
                })
                .collect::<Vec<_>>();
            *does = std::borrow::Cow::Owned(fixed);
        }
    }
    effect
}
