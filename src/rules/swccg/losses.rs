//! The respond window's answers to a loss and to a shot (`responses.rs` opens the windows):
//! a card about to be lost (its loss waits on the queue: Escape Pod, Evacuate?), just lost or just
//! forfeited (Evader, Old Ben, Debris Zone), and a starship just targeted by a weapon (Hear Me
//! Baby, Hold Together; This Is All Your Fault's re-target).

use crate::engine::{CardId, Table};
use crate::rules::swccg::model::def::{Ability, CardType, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::state::{At, Moment, Slot, State, Step};
use crate::rules::swccg::responses::{queue, responses};
use crate::rules::swccg::starship::{capacity_of, is_capital, room_for};
use crate::rules::swccg::stats::forfeit;

/// `side`'s characters aboard `card` (droids too), with their places.
pub(crate) fn characters_aboard(state: &State, card: CardId) -> Vec<(CardId, Slot)> {
    state.aboard(card).into_iter().filter(|&(c, _)| state.def(c).is(CardType::Character)).collect()
}

/// Evacuate?: "or to one of your capital starships" — another of `side`'s capital starships on
/// the table, with room for all of `aboard` in their places (its ruling: "it must have capacity
/// for everything").
pub(crate) fn takes_aboard(state: &State, side: Side, card: CardId, host: CardId, aboard: &[(CardId, Slot)]) -> bool {
    if host == card || state.is_location(host) || state.owner(host) != side || state.card(host).at.is_none() {
        return false;
    }
    let def = state.def(host);
    if !is_capital(def) {
        return false;
    }
    let mut all = state.aboard(host);
    all.extend_from_slice(aboard);
    room_for(state, capacity_of(state, host), &all)
}

/// The loss of `card` (`forfeited`: in a battle) is about to happen: when its player holds an
/// answer to it (Escape Pod), or its opponent does (We Have A Prisoner: "It is captured
/// instead"), the loss waits on the queue (`Step::Lose`) under their respond windows (its
/// player's first), and this says so; otherwise the caller loses it now. A card no longer on the
/// table when the loss comes (captured) is not lost.
pub(crate) fn about_to_lose(state: &mut State, card: CardId, forfeited: bool) -> bool {
    let to = Moment::AboutToBeLost { card };
    let owner = state.owner(card);
    if state.card(card).at.is_none() {
        return false;
    }
    let answering: Vec<Side> =
        [owner.opponent(), owner].into_iter().filter(|&s| !responses(state, s, to).is_empty()).collect();
    if answering.is_empty() {
        return false;
    }
    state.pending.push(Step::Lose { card, forfeited });
    for side in answering {
        queue(state, side, to);
    }
    true
}

/// `card` was just lost from the table to its owner's Lost Pile, from `location`
/// (`forfeited`: in a battle's damage segment): the respond window of each side that holds an
/// answer to it is queued, its owner's first (Evader, Old Ben, Debris Zone). Nothing is queued
/// when neither has one, so games without such an Interrupt gain no step.
pub(crate) fn just_lost(state: &mut State, card: CardId, location: Option<CardId>, forfeited: bool) {
    let to = Moment::Lost { card, location, forfeited };
    let owner = state.owner(card);
    for side in [owner.opponent(), owner] {
        if !responses(state, side, to).is_empty() {
            queue(state, side, to);
        }
    }
}

/// `card`, 'hit', just went to its owner's Used Pile rather than the Lost Pile by a card's text
/// (Chewbacca): the opponent's respond window is queued when it holds an answer (Turn It Off! Turn
/// It Off!).
pub(crate) fn hit_to_used_pile(state: &mut State, card: CardId, location: Option<CardId>) {
    let to = Moment::HitToUsedPile { card, location };
    let side = state.owner(card).opponent();
    if !responses(state, side, to).is_empty() {
        queue(state, side, to);
    }
}

/// Turn It Off! Turn It Off!: "Cancel any attempt to place a 'hit' starship, vehicle or droid in
/// the Used Pile rather than the Lost Pile": `card` goes from its owner's Used Pile to the Lost
/// Pile, and is just lost from `location`.
pub(crate) fn used_to_lost(state: &mut State, card: CardId, location: Option<CardId>, events: &mut Vec<Event>) {
    let owner = state.owner(card);
    let player = state.player_mut(owner);
    if !player.used_pile.contains(&card) {
        return;
    }
    player.used_pile.retain(|&c| c != card);
    player.lost_pile.push(card);
    events.push(Event::Lost { card });
    just_lost(state, card, location, false);
}

/// `side` is drained of `amount` Force: counted for the turn (`State::drained_of`) when one of
/// its cards counts it (Thank The Maker: "were drained of at least 5 Force"). A match whose cards
/// never count it keeps it at zero, so that saves from before it was counted replay to the same
/// positions.
pub(crate) fn count_drained(state: &mut State, side: Side, amount: u16) {
    let counts = (0..state.cards.len()).map(|i| CardId(i as u16)).any(|c| {
        state.owner(c) == side
            && state.def(c).abilities().any(|a| matches!(a, Ability::RetrievesRandomlyAfterDrained { .. }))
    });
    if counts {
        let drained = &mut state.drained_of[side.idx()];
        *drained = drained.saturating_add(amount);
    }
}

/// Thank The Maker: "That number of cards are randomly selected and retrieved from your Lost
/// Pile": `count` cards of `side`'s Lost Pile (not `played`, the Interrupt being played), each
/// drawn by the state's RNG, go to its Used Pile (retrieval as `piles.rs` retrieves; all of them
/// when the pile holds fewer).
pub(crate) fn retrieve_randomly(state: &mut State, side: Side, played: CardId, count: u8, events: &mut Vec<Event>) {
    for _ in 0..count {
        let pile: Vec<CardId> = state.player(side).lost_pile.iter().copied().filter(|&c| c != played).collect();
        if pile.is_empty() {
            return;
        }
        let Some(&card) = pile.get(state.rng.below(pile.len())) else { return };
        let player = state.player_mut(side);
        player.lost_pile.retain(|&c| c != card);
        player.used_pile.push(card);
        events.push(Event::Retrieved { card });
    }
}

/// This Is All Your Fault: the shot of `weapon` waiting on the queue at `first` now targets
/// `droid`, which takes `first`'s forfeit if it is 'hit' (the original target's forfeit now).
pub(crate) fn retarget(state: &mut State, weapon: CardId, first: CardId, droid: CardId, events: &mut Vec<Event>) {
    let value = forfeit(state, first);
    for step in state.pending.iter_mut().rev() {
        if let Step::ResolveShot { weapon: w, target, .. } = step {
            if *w == weapon && *target == first {
                *target = droid;
                break;
            }
        }
    }
    if let Some(b) = &mut state.battle {
        b.forfeit_as.push((droid, value));
    }
    events.push(Event::Retargeted { weapon, target: droid });
}

/// Hear Me Baby, Hold Together: `side`'s answer to its `target` just targeted by `weapon` lowers
/// each of the shot's `draws` destiny draws by `amount` (the shot waiting on the queue).
pub(crate) fn lower_shot(state: &mut State, weapon: CardId, target: CardId, amount: u8, draws: u8) {
    let less = i8::try_from(u16::from(amount) * u16::from(draws.max(1))).unwrap_or(i8::MAX);
    for step in state.pending.iter_mut().rev() {
        if let Step::ResolveShot { weapon: w, target: t, plus, .. } = step {
            if *w == weapon && *t == target {
                *plus = plus.saturating_sub(less);
                return;
            }
        }
    }
}

/// Old Ben: "revives (returns from Lost Pile) that character back to same site" — `card` goes
/// from `side`'s Lost Pile to `location`, on its own there. Revived during a battle there, it
/// takes no part in it (its ruling: "It is not possible to revive a character and forfeit them
/// again in the same battle"; docs/rules-notes.md).
pub(crate) fn revive(state: &mut State, side: Side, card: CardId, location: CardId, events: &mut Vec<Event>) {
    if !state.player(side).lost_pile.contains(&card) || !state.is_location(location) {
        return;
    }
    let player = state.player_mut(side);
    player.lost_pile.retain(|&c| c != card);
    player.table.push(card);
    state.card_mut(card).at = Some(At::Location(location));
    if let Some(b) = state.battle.as_mut().filter(|b| b.location == location) {
        b.excluded.push(card);
    }
    events.push(Event::Relocated { card, to: location });
}
