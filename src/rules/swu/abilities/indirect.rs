//! Indirect damage, as Jump to Lightspeed's cards print it in their reminder text: "Deal N
//! indirect damage to a player. (That player assigns N unpreventable damage among their base and
//! units.)" The player assigns it one damage at a time ([`Prompt::Indirect`]), in any split, a
//! unit no more than its remaining HP, the base any; it is then dealt all at once, each card's
//! share one damage instance that no Shield or prevention stops (base game "Damage",
//! shared/research/swu.md §5; `damage::deal_unpreventable`). Cards change who assigns it
//! ("You assign all indirect damage you deal to opponents", "… dealt by this unit") and how much
//! ("is increased by 1"), and react to it ("When indirect damage is dealt to a unit").

use crate::engine::Table;
use crate::engine::{CardId, Seat};
use crate::rules::swu::abilities::acts;
use crate::rules::swu::abilities::effects::{after_noncombat_damage, resolve};
use crate::rules::swu::damage;
use crate::rules::swu::forms::{abilities_on, is_unit};
use crate::rules::swu::model::ability::{Ability, ThisWay};
use crate::rules::swu::model::event::Event;
use crate::rules::swu::model::state::{schedule, Assigning, Prompt, State, Step};
use crate::rules::swu::stats::remaining_hp;

/// `dealer` deals `amount` indirect damage to `damaged` by the ability of `source` (about
/// `subject`): increased by the dealer's "Indirect damage you deal to opponents is increased by
/// N", then assigned by whoever assigns it ([`assigner`]).
#[allow(clippy::too_many_arguments)]
pub(crate) fn deal(
    state: &mut State,
    source: CardId,
    subject: Option<CardId>,
    dealer: Seat,
    damaged: Seat,
    amount: u8,
    this_way: Option<ThisWay>,
    events: &mut Vec<Event>,
) {
    let left = amount.saturating_add(increase(state, dealer, damaged));
    if left == 0 {
        return;
    }
    let chooser = assigner(state, source, dealer, damaged);
    let assigning = Assigning { chooser, dealer, damaged, source, subject, left, assigned: Vec::new(), this_way };
    ask(state, assigning, events);
}

/// Who assigns indirect damage `dealer` deals to `damaged` by the ability of `source`: the dealer
/// when they control a unit with "You assign all indirect damage you deal to opponents"
/// (Devastator) and `damaged` is their opponent, or when the unit that deals it (`source`, or the
/// unit it is attached to) has "You assign all indirect damage dealt by this unit" (Targeting
/// Computer); otherwise the damaged player.
pub(crate) fn assigner(state: &State, source: CardId, dealer: Seat, damaged: Seat) -> Seat {
    let to_opponents = dealer != damaged
        && state
            .units_of(dealer)
            .any(|u| abilities_on(state, u).any(|(_, a)| *a == Ability::AssignIndirectToOpponents));
    let unit = state.card(source).attached.map_or(source, |a| a.host);
    let by_unit = is_unit(state, unit)
        && state.card(unit).controller == dealer
        && abilities_on(state, unit).any(|(_, a)| *a == Ability::AssignIndirectDealt);
    if to_opponents || by_unit {
        dealer
    } else {
        damaged
    }
}

/// How much "Indirect damage you deal to opponents is increased by N" adds to indirect damage
/// `dealer` deals to `damaged` (nothing to themselves): each such unit of theirs.
fn increase(state: &State, dealer: Seat, damaged: Seat) -> u8 {
    if dealer == damaged {
        return 0;
    }
    let mut sum = 0u8;
    for unit in state.units_of(dealer) {
        for (_, ability) in abilities_on(state, unit) {
            if let Ability::IndirectIncrease { amount } = ability {
                sum = sum.saturating_add(*amount);
            }
        }
    }
    sum
}

/// The cards the next damage of `assigning` may go to: the damaged player's base, then each of
/// their units in play order that can still take more (its remaining HP is more than what it was
/// assigned so far).
pub(crate) fn options(state: &State, assigning: &Assigning) -> Vec<CardId> {
    let so_far = |card: CardId| assigning.assigned.iter().find(|(c, _)| *c == card).map_or(0, |(_, n)| *n);
    std::iter::once(state.player(assigning.damaged).base)
        .chain(state.units_of(assigning.damaged).filter(|&u| remaining_hp(state, u) > so_far(u)))
        .collect()
}

/// Asks for the next damage of `assigning`; when only the base can take it, the rest goes there
/// without asking and the damage is dealt.
fn ask(state: &mut State, mut assigning: Assigning, events: &mut Vec<Event>) {
    if let [base] = options(state, &assigning).as_slice() {
        add(&mut assigning.assigned, *base, assigning.left);
        assigning.left = 0;
        finish(state, assigning, events);
    } else {
        state.prompt = Some(Prompt::Indirect(assigning));
    }
}

/// One more damage of `assigning` to `card` (one of its [`options`]).
pub(crate) fn assign(state: &mut State, mut assigning: Assigning, card: CardId, events: &mut Vec<Event>) {
    add(&mut assigning.assigned, card, 1);
    assigning.left -= 1;
    if assigning.left == 0 {
        finish(state, assigning, events);
    } else {
        ask(state, assigning, events);
    }
}

fn add(assigned: &mut Vec<(CardId, u8)>, card: CardId, n: u8) {
    match assigned.iter_mut().find(|(c, _)| *c == card) {
        Some((_, total)) => *total = total.saturating_add(n),
        None => assigned.push((card, n)),
    }
}

/// Deals what `assigning` assigned, all at once (each card's share one instance, unpreventable);
/// then what the text does "this way", the dealer's "When you deal non-combat damage", and each
/// "When indirect damage is dealt to a unit" in play, for each unit dealt some.
fn finish(state: &mut State, assigning: Assigning, events: &mut Vec<Event>) {
    let Assigning { dealer, damaged, source, subject, assigned, this_way, .. } = assigning;
    let base = state.player(damaged).base;
    let mut total = 0u8;
    let mut units = Vec::new();
    let mut base_damaged = false;
    for (card, n) in assigned {
        if n == 0 || (card != base && !is_unit(state, card)) {
            continue;
        }
        damage::deal_unpreventable(state, card, n, events);
        total = total.saturating_add(n);
        if card == base {
            base_damaged = true;
        } else {
            units.push(card);
        }
    }
    if total > 0 && state.records_this_phase {
        state.player_mut(dealer).dealt_indirect = true;
    }
    match this_way {
        Some(ThisWay::IfBase(then)) if base_damaged => {
            resolve(state, source, &then, subject, dealer, events);
        }
        Some(ThisWay::EachUnit(does)) => {
            for &unit in &units {
                acts::act(state, source, dealer, unit, &does, events);
            }
        }
        _ => {}
    }
    after_noncombat_damage(state, dealer, total);
    let reactions: Vec<Step> = units
        .iter()
        .flat_map(|&unit| {
            let state = &*state;
            state.units().flat_map(move |card| {
                let controller = state.card(card).controller;
                abilities_on(state, card).filter_map(move |(from, a)| match a {
                    Ability::WhenIndirectToUnit { then } => {
                        Some(Step::Resolve { source: from, effect: then.clone(), subject: Some(unit), controller })
                    }
                    _ => None,
                })
            })
        })
        .collect();
    schedule(state, reactions);
}
