//! The cards an effect chooses among or names ([`Which`]: "a non-leader Vehicle unit", "a
//! Fighter or Transport unit with 6 or less power", "a unit or base"), and what it does to each
//! ([`Act`]: damage, heal, exhaust, ready, defeat, a unit's Shields defeated, tokens given).
//! Base game "Abilities" (shared/research/swu.md §5): an ability does what it can; a card that
//! fits no condition is not chosen.

use crate::engine::Table;
use crate::engine::{CardId, Seat};
use crate::rules::swu::abilities::effects::after_noncombat_damage;
use crate::rules::swu::attack::arena_of;
use crate::rules::swu::damage;
use crate::rules::swu::forms::abilities_on;
use crate::rules::swu::leader::is_leader_unit;
use crate::rules::swu::model::ability::{Ability, Act, Form, PerCount, Side, Which};
use crate::rules::swu::model::event::Event;
use crate::rules::swu::model::state::{other, schedule, Cause, Lasting, State, Step, SEATS};
use crate::rules::swu::stats::{power, remaining_hp};
use crate::rules::swu::tokens::{self, shields_on};

/// Whether the unit `unit` is one `which` names, for an ability `controller` controls about
/// `subject`.
fn fits(state: &State, controller: Seat, which: &Which, subject: Option<CardId>, unit: CardId) -> bool {
    let owner_ok = match which.side {
        Side::Any => true,
        Side::Friendly => state.card(unit).controller == controller,
        Side::Enemy => state.card(unit).controller == other(controller),
    };
    let def = state.def(unit);
    let subject_arena = subject.and_then(|s| arena_of(state, s));
    let has_trait = |t: &str| {
        def.has_trait(t) || (which.traits_on_upgrades && state.attachments_of(unit).any(|u| state.def(u).has_trait(t)))
    };
    owner_ok
        && !(which.non_leader && is_leader_unit(state, unit))
        && !(which.other && subject == Some(unit))
        && !(which.same_arena && (subject_arena.is_none() || arena_of(state, unit) != subject_arena))
        && (which.traits.is_empty() || which.traits.iter().any(|t| has_trait(t)))
        && which.arena.is_none_or(|a| arena_of(state, unit) == Some(a))
        && which.max_power.is_none_or(|most| power(state, unit) <= most)
        && !(which.not_upgraded && state.attachments_of(unit).next().is_some())
        && !(which.ready && state.card(unit).exhausted)
        && (!which.exhausted || state.card(unit).exhausted)
        && (!which.attacked_this_phase || state.attacked_units.contains(&unit))
        && (!which.itself || subject == Some(unit))
        && which.max_cost.is_none_or(|most| def.cost <= most)
        && which.combined_cost.is_none_or(|most| {
            u32::from(def.cost) + subject.map_or(0, |s| u32::from(state.def(s).cost)) <= u32::from(most)
        })
        && !(which.without_pilot && crate::rules::swu::pilot::pilots(state, unit).next().is_some())
        && !(which.at_most_subject_power
            && subject.is_none_or(|s| !state.in_play(s) || power(state, unit) > power(state, s)))
        && which.max_remaining_hp.is_none_or(|most| remaining_hp(state, unit) <= most)
}

/// Whether `card` is an upgrade `which` names ("a non-leader upgrade", "a Pilot upgrade").
fn fits_upgrade(state: &State, controller: Seat, which: &Which, card: CardId) -> bool {
    let Some(attachment) = state.card(card).attached else { return false };
    let def = state.def(card);
    let side_ok = match which.side {
        Side::Any => true,
        Side::Friendly => state.card(card).controller == controller,
        Side::Enemy => state.card(card).controller == other(controller),
    };
    side_ok
        && !(which.non_leader && def.card_type == crate::rules::swu::model::def::CardType::Leader)
        && (which.traits.is_empty() || which.traits.iter().any(|t| def.has_trait(t)))
        && which.arena.is_none_or(|a| arena_of(state, attachment.host) == Some(a))
}

/// The cards `which` names for `controller`, for an ability about `subject`: the units in play
/// order, then (for "a unit or base") each player's base.
pub(crate) fn named(state: &State, controller: Seat, which: &Which, subject: Option<CardId>) -> Vec<CardId> {
    let mut out: Vec<CardId> = if which.no_units {
        Vec::new()
    } else if which.upgrades {
        state.play.iter().copied().filter(|&u| fits_upgrade(state, controller, which, u)).collect()
    } else {
        state.units().filter(|&u| fits(state, controller, which, subject, u)).collect()
    };
    if which.bases {
        out.extend(SEATS.iter().map(|&s| state.player(s).base).filter(|&b| match which.side {
            Side::Any => true,
            Side::Friendly => state.card(b).owner == controller,
            Side::Enemy => state.card(b).owner == other(controller),
        }));
    }
    out
}

/// "Can't be defeated … by enemy card abilities": a unit with Chewbacca's protection (and the
/// Vehicle he pilots), or an upgrade that says so of itself (Luke Skywalker as a Pilot), for an
/// ability `controller` controls.
pub(crate) fn cannot_be_defeated(state: &State, controller: Seat, card: CardId) -> bool {
    let protected = if state.card(card).attached.is_some() {
        state.def(card).abilities(Form::Upgrade).iter().any(|a| matches!(a, Ability::ProtectedUpgrade))
    } else {
        abilities_on(state, card).any(|(_, a)| matches!(a, Ability::Protected))
    };
    protected && state.card(card).controller != controller
}

/// Does each of `does` to `card`, for `controller`, in order; a unit gone from play by an
/// earlier one is left alone.
pub(crate) fn act(state: &mut State, controller: Seat, card: CardId, does: &[Act], events: &mut Vec<Event>) {
    for act in does {
        let base = SEATS.iter().any(|&s| state.player(s).base == card);
        if !base && !state.in_play(card) {
            return;
        }
        // An upgrade chosen ("Defeat an upgrade", "Detach a Pilot upgrade") is defeated or moved;
        // what is done to units is not done to it.
        if state.card(card).attached.is_some() && !matches!(act, Act::Defeat | Act::MoveToGround) {
            continue;
        }
        match *act {
            Act::Damage { amount } => {
                let dealt = damage::deal(state, card, amount, events);
                after_noncombat_damage(state, controller, dealt);
            }
            Act::DamageAllButOne => {
                let amount = remaining_hp(state, card).saturating_sub(1);
                let dealt = damage::deal(state, card, amount, events);
                after_noncombat_damage(state, controller, dealt);
            }
            Act::Heal { amount } => damage::heal(state, card, amount, events),
            Act::Exhaust => {
                if !state.card(card).exhausted {
                    state.card_mut(card).exhausted = true;
                    events.push(Event::Exhausted { card });
                }
            }
            Act::Ready => {
                if state.card(card).exhausted {
                    state.card_mut(card).exhausted = false;
                    events.push(Event::Readied { card });
                }
            }
            Act::Defeat => {
                if !cannot_be_defeated(state, controller, card) {
                    schedule(state, [Step::Defeat { card, cause: Cause::Ability }]);
                }
            }
            Act::DefeatShields => {
                for shield in shields_on(state, card) {
                    damage::remove_token(state, shield);
                    events.push(Event::Defeated { card: shield });
                }
            }
            // The unit changes control; what is attached to it stays its own players'.
            Act::TakeControl => {
                if state.card(card).controller != controller {
                    state.card_mut(card).controller = controller;
                    events.push(Event::TookControl { card, seat: controller });
                }
            }
            Act::ForPhase { power, hp, keyword, loses, no_bases } => {
                state.lasting.push(Lasting { card, power, hp, keyword, loses, no_bases });
                events.push(Event::GivenForPhase { card });
            }
            Act::ForPhaseEach { power, hp, per } => {
                let n = match per {
                    PerCount::DamageOnIt => usize::from(state.card(card).damage),
                    PerCount::FriendlyNames => {
                        let mut names: Vec<&str> = state.units_of(controller).map(|u| &*state.def(u).title).collect();
                        names.sort_unstable();
                        names.dedup();
                        names.len()
                    }
                };
                let times = |x: i8| (i32::from(x) * n.min(127) as i32).clamp(-128, 127) as i8;
                let lasting =
                    Lasting { card, power: times(power), hp: times(hp), keyword: None, loses: None, no_bases: false };
                state.lasting.push(lasting);
                events.push(Event::GivenForPhase { card });
            }
            Act::DamagedByFriendly { ref trait_name } => {
                let arena = arena_of(state, card);
                let dealers: Vec<CardId> = state
                    .units_of(controller)
                    .filter(|&u| state.def(u).has_trait(trait_name) && arena.is_some() && arena_of(state, u) == arena)
                    .collect();
                for dealer in dealers {
                    if !state.in_play(card) {
                        break;
                    }
                    let dealt = damage::deal(state, card, power(state, dealer), events);
                    after_noncombat_damage(state, controller, dealt);
                }
            }
            // "Detach a Pilot upgrade, move it to the ground arena as a unit, and exhaust it."
            Act::MoveToGround => {
                if state.card(card).attached.is_some() {
                    crate::rules::swu::flow::resolve::move_to_ground(state, card, events);
                }
            }
            Act::ReturnAtRegroup => {
                if !state.return_at_regroup.contains(&card) {
                    state.return_at_regroup.push(card);
                }
            }
            Act::PreventNextDamage => {
                if !state.prevent_next.contains(&card) {
                    state.prevent_next.push(card);
                }
                events.push(Event::GivenForPhase { card });
            }
            // "Return it to its owner's hand."
            Act::ReturnToHand => {
                let protected = abilities_on(state, card).any(|(_, a)| matches!(a, Ability::Protected))
                    && state.card(card).controller != controller;
                if !is_leader_unit(state, card) && !protected {
                    crate::rules::swu::flow::resolve::return_to_hand(state, card, events);
                }
            }
            // "Its controller creates N <token> tokens."
            Act::ControllerCreates { token, count } => {
                let seat = state.card(card).controller;
                for _ in 0..count {
                    tokens::create_unit(state, seat, token, events);
                }
            }
            Act::GiveTokens { token, count } => {
                for _ in 0..count {
                    tokens::give(state, controller, token, card, events);
                }
            }
        }
    }
}
