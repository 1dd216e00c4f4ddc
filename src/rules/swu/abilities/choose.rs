//! A choice that is not a card (base game "Abilities", shared/research/swu.md §5): "Choose an
//! arena" (Turbolaser Salvo), "Choose Grit, Restore 1, Sentinel, or Shielded" (Admiral Yularen).
//! The ability's card names one of the options ([`Prompt::Name`], answered with
//! `Action::Name`) and keeps it in `CardState::chosen`, where "that arena" ([`Which`]'s
//! `chosen_arena`) and "the chosen Keyword" (`Ability::EachGainsChosen`, in `keywords.rs`) read it.

use crate::engine::Table;
use crate::engine::{CardId, Seat};
use crate::rules::swu::model::ability::{Named, Which};
use crate::rules::swu::model::event::Event;
use crate::rules::swu::model::state::{Prompt, State, SEATS};
use std::borrow::Cow;

/// `seat` chooses one of `options` for `source`: asked, unless there is only one.
pub(crate) fn begin(state: &mut State, source: CardId, seat: Seat, options: &[Named], events: &mut Vec<Event>) {
    match options {
        [] => {}
        [only] => record(state, source, *only, events),
        _ => state.prompt = Some(Prompt::Name { chooser: seat, source, options: options.to_vec() }),
    }
}

/// `source` chose `value`: kept; a resource to exhaust or ready is done at once instead.
pub(crate) fn record(state: &mut State, source: CardId, value: Named, events: &mut Vec<Event>) {
    if let Named::Resource { player, ready } = value {
        resource(state, Seat(player), ready, events);
        return;
    }
    state.card_mut(source).chosen = Some(value);
    events.push(Event::Chose { card: source, value });
}

/// What "Exhaust or ready a resource" may name (base game "Resources"): for each player in seat
/// order, exhausting one of their resources if one is ready, readying one if one is exhausted.
pub(crate) fn resource_options(state: &State) -> Vec<Named> {
    let mut out = Vec::new();
    for seat in SEATS {
        let resources = &state.player(seat).resources;
        let player = seat.0;
        for ready in [false, true] {
            // Exhausting needs a ready one; readying, an exhausted one.
            if resources.iter().any(|&r| state.card(r).exhausted == ready) {
                out.push(Named::Resource { player, ready });
            }
        }
    }
    out
}

/// One of `seat`'s resources exhausted, or (`ready`) readied: the first that changes.
fn resource(state: &mut State, seat: Seat, ready: bool, events: &mut Vec<Event>) {
    let Some(card) = state.player(seat).resources.iter().copied().find(|&r| state.card(r).exhausted == ready) else {
        return;
    };
    state.card_mut(card).exhausted = !ready;
    events.push(if ready { Event::ResourceReadied { seat } } else { Event::ResourceExhausted { seat } });
}

/// `which` for an ability of `source`: "in that arena" made the arena `source` chose (none
/// chosen: no unit fits).
pub(crate) fn with_chosen<'a>(state: &State, source: CardId, which: &'a Which) -> Option<Cow<'a, Which>> {
    if !which.chosen_arena {
        return Some(Cow::Borrowed(which));
    }
    let Some(Named::Arena(arena)) = state.card(source).chosen else { return None };
    Some(Cow::Owned(Which { arena: Some(arena), chosen_arena: false, ..which.clone() }))
}
