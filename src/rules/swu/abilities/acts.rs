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
use crate::rules::swu::model::ability::{Ability, Act, Amount, Form, PerCount, Side, Which};
use crate::rules::swu::model::event::Event;
use crate::rules::swu::model::state::{other, schedule, Cause, Lasting, Restriction, State, Step, SEATS};
use crate::rules::swu::stats::{power, remaining_hp};
use crate::rules::swu::tokens::{self, shields_on};

/// Whether the unit `unit` is one `which` names, for an ability `controller` controls about
/// `subject` (the unit "another" and "this arena" speak of).
pub(crate) fn fits(state: &State, controller: Seat, which: &Which, subject: Option<CardId>, unit: CardId) -> bool {
    let owner_ok = match which.side {
        Side::Any => true,
        Side::Friendly => state.card(unit).controller == controller,
        Side::Enemy => state.card(unit).controller == other(controller),
    };
    let def = state.def(unit);
    owner_ok
        && !(which.non_leader && is_leader_unit(state, unit))
        && (which.traits.is_empty() || which.traits.iter().any(|t| def.has_trait(t)))
        && which.arena.is_none_or(|a| arena_of(state, unit) == Some(a))
        && which.max_power.is_none_or(|most| power(state, unit) <= most)
        && !(which.not_upgraded && state.attachments_of(unit).next().is_some())
        && !(which.ready && state.card(unit).exhausted)
        && which.max_remaining_hp.is_none_or(|most| remaining_hp(state, unit) <= most)
        && !(which.damaged && state.card(unit).damage == 0)
        && !(which.other && subject == Some(unit))
        && !(which.same_arena && subject.and_then(|s| arena_of(state, s)) != arena_of(state, unit))
        && which.max_cost.is_none_or(|most| def.cost <= most)
        && !(which.without_pilot
            && crate::rules::swu::pilot::pilots(state, unit).count()
                >= crate::rules::swu::pilot::pilot_limit(state, unit))
}

/// `unit` becomes a Pilot upgrade on `host` by its own ability: its upgrades are defeated and its
/// damage removed (3.5), what it had "for this phase" ends; then the unique rule and what its
/// attaching triggers.
fn attach_as_pilot(state: &mut State, unit: CardId, host: CardId, events: &mut Vec<Event>) {
    for upgrade in crate::rules::swu::upgrade::upgrades_to_defeat(state, unit) {
        crate::rules::swu::flow::resolve::remove_upgrade(state, upgrade, events);
    }
    state.lasting.retain(|l| l.card != unit);
    crate::rules::swu::upgrade::attach(state, unit, host, Some(Restriction::FriendlyVehicleWithoutPilot));
    events.push(Event::AttachedAsPilot { card: unit, host });
    let mut steps = vec![Step::CheckUnique { card: unit }];
    steps.extend(crate::rules::swu::abilities::triggers::attached(
        state,
        unit,
        host,
        crate::rules::swu::abilities::triggers::How::Ability,
    ));
    schedule(state, steps);
}

/// Base game "Return to hand": `unit` leaves play for its owner's hand; its upgrades are
/// defeated (3.5), a token leaves the game, and it comes back as a new card (no damage, no
/// controller but its owner, ready).
fn return_to_hand(state: &mut State, unit: CardId, events: &mut Vec<Event>) {
    for upgrade in crate::rules::swu::upgrade::upgrades_to_defeat(state, unit) {
        crate::rules::swu::flow::resolve::remove_upgrade(state, upgrade, events);
    }
    if state.def(unit).token.is_some() {
        damage::remove_token(state, unit);
        events.push(Event::Defeated { card: unit });
        return;
    }
    state.play.retain(|&c| c != unit);
    state.lasting.retain(|l| l.card != unit);
    let owner = state.card(unit).owner;
    let cs = state.card_mut(unit);
    cs.attached = None;
    cs.restriction = None;
    cs.damage = 0;
    cs.controller = owner;
    cs.exhausted = false;
    state.player_mut(owner).hand.push(unit);
    events.push(Event::ReturnedToHand { card: unit });
}

/// Whether `card` is an upgrade in play (attached to a unit) that `which` names ("an upgrade that
/// costs 2 or less"), for an ability `controller` controls.
fn fits_upgrade(state: &State, controller: Seat, which: &Which, card: CardId) -> bool {
    let def = state.def(card);
    let side_ok = match which.side {
        Side::Any => true,
        Side::Friendly => state.card(card).controller == controller,
        Side::Enemy => state.card(card).controller == other(controller),
    };
    state.card(card).attached.is_some()
        && side_ok
        && (which.traits.is_empty() || which.traits.iter().any(|t| def.has_trait(t)))
        && which.max_cost.is_none_or(|most| def.cost <= most)
}

/// What `to` counts now, for an ability of `source` that `controller` controls.
pub(crate) fn amount(state: &State, source: CardId, controller: Seat, to: &Amount) -> u8 {
    let n = match to {
        Amount::FriendlyIn(arena) => state.units_of(controller).filter(|&u| arena_of(state, u) == Some(*arena)).count(),
        Amount::FriendlyWithTrait(name) => state.units_of(controller).filter(|&u| state.def(u).has_trait(name)).count(),
        Amount::CardsInHand => state.player(controller).hand.len(),
        Amount::DamageOnSource => usize::from(state.card(source).damage),
        Amount::DamagedEnemyUnits => state.units_of(other(controller)).filter(|&u| state.card(u).damage > 0).count(),
    };
    n.min(255) as u8
}

/// The cards `which` names for `controller` (about `subject`): the units in play order, then
/// (for "a unit or base") each player's base.
pub(crate) fn named(state: &State, controller: Seat, which: &Which, subject: Option<CardId>) -> Vec<CardId> {
    if which.upgrades {
        return state.play.iter().copied().filter(|&c| fits_upgrade(state, controller, which, c)).collect();
    }
    let mut out: Vec<CardId> = state.units().filter(|&u| fits(state, controller, which, subject, u)).collect();
    if which.bases {
        out.extend(SEATS.iter().map(|&s| state.player(s).base).filter(|&b| match which.side {
            Side::Any => true,
            Side::Friendly => state.card(b).owner == controller,
            Side::Enemy => state.card(b).owner == other(controller),
        }));
    }
    out
}

/// Does each of `does` to `card`, for `controller` (the ability of `source`), in order; a unit
/// gone from play by an earlier one is left alone.
pub(crate) fn act(
    state: &mut State,
    source: CardId,
    controller: Seat,
    card: CardId,
    does: &[Act],
    events: &mut Vec<Event>,
) {
    for act in does {
        let base = SEATS.iter().any(|&s| state.player(s).base == card);
        if !base && !state.in_play(card) {
            return;
        }
        match *act {
            Act::Damage { amount } => {
                let dealt = damage::deal(state, card, amount, events);
                after_noncombat_damage(state, controller, dealt);
            }
            Act::DamageEqual { ref to } => {
                let amount = amount(state, source, controller, to);
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
                // "Can't be defeated … by enemy card abilities" (Chewbacca, and the Vehicle he
                // pilots).
                let protected = if state.card(card).attached.is_some() {
                    // "This upgrade can't be defeated by enemy card abilities."
                    state.def(card).abilities(Form::Upgrade).iter().any(|a| matches!(a, Ability::ProtectedUpgrade))
                } else {
                    abilities_on(state, card).any(|(_, a)| matches!(a, Ability::Protected))
                };
                if !(protected && state.card(card).controller != controller) {
                    schedule(state, [Step::Defeat { card, cause: Cause::Ability }]);
                }
            }
            Act::AttachSource => {
                let room = crate::rules::swu::upgrade::vehicles_without_pilot(state, source, &[]);
                if crate::rules::swu::forms::is_unit(state, source) && room.contains(&card) {
                    attach_as_pilot(state, source, card, events);
                }
            }
            Act::ReturnToHand => {
                let protected = abilities_on(state, card).any(|(_, a)| matches!(a, Ability::Protected));
                if !(protected && state.card(card).controller != controller) && state.card(card).attached.is_none() {
                    return_to_hand(state, card, events);
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
            Act::GiveTokens { token, count } => {
                for _ in 0..count {
                    tokens::give(state, controller, token, card, events);
                }
            }
        }
    }
}
