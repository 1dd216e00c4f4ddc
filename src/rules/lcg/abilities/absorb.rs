//! Damage placed elsewhere as it is dealt: "Interrupt: When a Vehicle unit is dealt damage,
//! place 1 of that damage on this enhancement. Then, if this enhancement has 4 or more damage on
//! it, discard it." (Pirate Hideout). Core Set rules, "Card Abilities": an Interrupt resolves
//! before what triggers it. Damage a card in play waits for is dealt as a step
//! (`Step::DealDamage`) after the Interrupts to it are offered; each one used takes its share
//! off that step's amount.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::lcg::flow::resolve::schedule;
use crate::rules::lcg::model::ability::{Ability, When};
use crate::rules::lcg::model::event::Event;
use crate::rules::lcg::model::state::{Destination, State, Step};
use crate::rules::lcg::pilot;
use crate::rules::lcg::targeting;

/// Does an Interrupt in play wait for damage dealt to `target` ("When a Vehicle unit is dealt
/// damage")?
pub(crate) fn waited_for(state: &State, target: CardId) -> bool {
    targeting::is_unit_in_play(state, target)
        && state.cards_in_play().any(|card| {
            pilot::abilities(state, card).any(|a| match a {
                Ability::Interrupt(t) => matches!(&t.when, When::DealtDamage { traits }
                    if traits.is_empty() || traits.iter().any(|tr| state.def(target).has_trait(tr))),
                _ => false,
            })
        })
}

/// Is damage about to be dealt to `target` (a `Step::DealDamage` pending), so some of it can be
/// placed elsewhere?
pub(crate) fn pending_damage(state: &State, target: CardId) -> bool {
    state
        .pending
        .iter()
        .rev()
        .any(|s| matches!(s, Step::DealDamage { target: t, amount, .. } if *t == target && *amount > 0))
}

/// `count` of the damage about to be dealt to `target` is placed on `on` instead; `on` is
/// discarded if it now has `discard_at` or more damage.
pub(crate) fn place_on(
    state: &mut State,
    on: CardId,
    target: CardId,
    count: u8,
    discard_at: u8,
    events: &mut Vec<Event>,
) {
    let Some(placed) = state.pending.iter_mut().rev().find_map(|s| match s {
        Step::DealDamage { target: t, amount, .. } if *t == target && *amount > 0 => {
            let placed = (*amount).min(count);
            *amount -= placed;
            Some(placed)
        }
        _ => None,
    }) else {
        return;
    };
    state.card_mut(on).damage = state.card(on).damage.saturating_add(placed);
    events.push(Event::DamageMoved { from: target, to: on, amount: placed });
    if state.card(on).damage >= discard_at {
        schedule(state, [Step::LeavePlay { card: on, to: Destination::OwnersDiscard, offered: true }]);
    }
}
