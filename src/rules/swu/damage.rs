//! Damage, Shields and healing (base game, shared/research/swu.md §5): "A unit with damage ≥ HP
//! is defeated"; a Shield token "prevents the next damage instance, then is defeated"; healing
//! removes damage.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::swu::board::{auras, Upgrades};
use crate::rules::swu::forms::is_unit;
use crate::rules::swu::model::ability::Ability;
use crate::rules::swu::model::def::CardType;
use crate::rules::swu::model::event::Event;
use crate::rules::swu::model::state::{schedule, State, Step};
use crate::rules::swu::stats::{hp, surely_stands, table_lowers_hp, unit_hp};
use crate::rules::swu::tokens::shields_on;

/// Deals `amount` damage to `target` (a unit or a base). A Shield on a unit prevents all of it
/// and is defeated (removed from the game: it is a token). Returns the damage dealt.
pub(crate) fn deal(state: &mut State, target: CardId, amount: u8, events: &mut Vec<Event>) -> u8 {
    if amount == 0 {
        return 0;
    }
    // "The next time damage would be dealt to it this phase, prevent that damage."
    if let Some(i) = state.prevent_next.iter().position(|&c| c == target) {
        state.prevent_next.remove(i);
        return 0;
    }
    // "Prevent all damage that would be dealt to it during this attack."
    if state.attack.is_some_and(|a| a.prevent && a.attacker == target) {
        return 0;
    }
    if is_unit(state, target) {
        if let Some(&shield) = shields_on(state, target).first() {
            remove_token(state, shield);
            events.push(Event::ShieldUsed { unit: target });
            return 0;
        }
    }
    let cs = state.card_mut(target);
    cs.damage = cs.damage.saturating_add(amount);
    events.push(Event::Damaged { card: target, amount });
    amount
}

/// Deals `amount` unpreventable damage to `target` (indirect damage: no Shield prevents it).
pub(crate) fn deal_unpreventable(state: &mut State, target: CardId, amount: u8, events: &mut Vec<Event>) {
    if amount == 0 {
        return;
    }
    let cs = state.card_mut(target);
    cs.damage = cs.damage.saturating_add(amount);
    events.push(Event::Damaged { card: target, amount });
}

/// Heals up to `amount` damage from `target`.
pub(crate) fn heal(state: &mut State, target: CardId, amount: u8, events: &mut Vec<Event>) {
    let healed = state.card(target).damage.min(amount);
    if healed > 0 {
        state.card_mut(target).damage -= healed;
        events.push(Event::Healed { card: target, amount: healed });
        healed_triggers(state, target);
    }
}

/// "When 1 or more damage is healed from this unit:" of `unit` (Silver Angel), next.
fn healed_triggers(state: &mut State, unit: CardId) {
    if !is_unit(state, unit) {
        return;
    }
    let controller = state.card(unit).controller;
    let steps: Vec<Step> = crate::rules::swu::forms::own_abilities(state, unit)
        .iter()
        .filter_map(|a| match a {
            Ability::WhenHealed { then } => {
                Some(Step::Resolve { source: unit, effect: then.clone(), subject: Some(unit), controller })
            }
            _ => None,
        })
        .collect();
    schedule(state, steps);
}

/// A token leaving play is removed from the game.
pub(crate) fn remove_token(state: &mut State, token: CardId) {
    state.play.retain(|&c| c != token);
    state.lasting.retain(|l| l.card != token);
    state.lost_abilities.retain(|l| l.card != token);
    let cs = state.card_mut(token);
    cs.attached = None;
    cs.damage = 0;
    state.removed.push(token);
}

/// The units in play whose damage has reached their HP.
pub(crate) fn lethal(state: &State) -> Vec<CardId> {
    let lowered = table_lowers_hp(state);
    // What is attached to each unit and the units with an ability over others, found when a
    // unit's HP must be worked out.
    let (mut upgrades, mut found) = (None, None);
    state
        .units()
        .filter(|&u| {
            let stands = surely_stands(state, u, lowered);
            debug_assert!(!stands || state.card(u).damage < hp(state, u));
            !stands && {
                let on = upgrades.get_or_insert_with(|| Upgrades::new(state)).of(u);
                debug_assert!(on.clone().eq(state.attachments_of(u)));
                state.card(u).damage >= unit_hp(state, u, on, found.get_or_insert_with(|| auras(state)))
            }
        })
        .collect()
}

/// The seats whose base's damage has reached its HP.
pub(crate) fn fallen_bases(state: &State) -> Vec<crate::engine::Seat> {
    crate::rules::swu::model::state::SEATS
        .into_iter()
        .filter(|&s| {
            let base = state.player(s).base;
            state.def(base).card_type == CardType::Base && state.card(base).damage >= state.def(base).hp
        })
        .collect()
}
