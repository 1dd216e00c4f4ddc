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
use crate::rules::swu::forms::{abilities_on, is_unit};
use crate::rules::swu::leader::is_leader_unit;
use crate::rules::swu::model::ability::{Ability, Act, Amount, Form, PerCount};
use crate::rules::swu::model::event::Event;
use crate::rules::swu::model::state::{
    other, schedule, Cause, Lasting, LostAbilities, Restriction, State, Step, SEATS,
};
use crate::rules::swu::stats::{power, remaining_hp};
use crate::rules::swu::tokens::{self, shields_on};
pub(crate) use crate::rules::swu::which::named;

/// What a "for each" of an effect counts (`per`), about `card`, for `controller`, as it resolves.
pub(crate) fn per_count(state: &State, controller: Seat, card: CardId, per: PerCount) -> usize {
    match per {
        PerCount::DamageOnIt => usize::from(state.card(card).damage),
        PerCount::FriendlyNames => {
            let mut names: Vec<&str> = state.units_of(controller).map(|u| &*state.def(u).title).collect();
            names.sort_unstable();
            names.dedup();
            names.len()
        }
        PerCount::OnAttacks => abilities_on(state, card)
            .filter(|(_, a)| {
                matches!(a, Ability::OnAttack { when, .. } if crate::rules::swu::forms::holds(state, when, card, controller))
            })
            .count(),
    }
}

/// `card` (a unit, or an upgrade moving from its host) becomes an upgrade on `host` by an ability:
/// a unit's upgrades are defeated and its damage removed (3.5), what it had "for this phase"
/// ends; it carries `restriction` (3.6.b: a Pilot's "a friendly Vehicle unit without a Pilot on
/// it"), under the control it had; then the unique rule and what its attaching triggers.
fn attach_by_ability(
    state: &mut State,
    card: CardId,
    host: CardId,
    restriction: Option<Restriction>,
    events: &mut Vec<Event>,
) {
    for upgrade in crate::rules::swu::upgrade::upgrades_to_defeat(state, card) {
        crate::rules::swu::leaving::remove_upgrade(state, upgrade, events);
    }
    // Its controller stays the player who controlled it (an upgrade is its player's, whoever's
    // unit it is on, as one played on an enemy unit: Phantom II on an opponent's The Ghost).
    let controller = state.card(card).controller;
    crate::rules::swu::upgrade::attach(state, card, host, restriction);
    state.card_mut(card).controller = controller;
    events.push(if restriction.is_some() {
        Event::AttachedAsPilot { card, host }
    } else {
        Event::AttachedAsUpgrade { card, host }
    });
    let mut steps = vec![Step::CheckUnique { card }];
    steps.extend(crate::rules::swu::abilities::triggers::attached(
        state,
        card,
        host,
        crate::rules::swu::abilities::triggers::How::Ability,
    ));
    schedule(state, steps);
}

/// `card` (a leader on its leader side, or an upgrade just detached) becomes a Pilot upgrade on
/// `host` by its own ability, carrying the restriction "Attach to a friendly Vehicle unit without a
/// Pilot on it" (3.6.b); then the unique rule and what its attaching triggers.
fn attach_from(state: &mut State, card: CardId, host: CardId, events: &mut Vec<Event>) {
    crate::rules::swu::upgrade::attach(state, card, host, Some(Restriction::FriendlyVehicleWithoutPilot));
    events.push(Event::AttachedAsPilot { card, host });
    let mut steps = vec![Step::CheckUnique { card }];
    steps.extend(crate::rules::swu::abilities::triggers::attached(
        state,
        card,
        host,
        crate::rules::swu::abilities::triggers::How::Ability,
    ));
    schedule(state, steps);
}

/// What `to` counts now, for an ability of `source` that `controller` controls.
pub(crate) fn amount(state: &State, source: CardId, controller: Seat, to: &Amount) -> u8 {
    let n = match to {
        Amount::FriendlyIn(arena) => state.units_of(controller).filter(|&u| arena_of(state, u) == Some(*arena)).count(),
        Amount::FriendlyWithTrait(name) => state.units_of(controller).filter(|&u| state.def(u).has_trait(name)).count(),
        Amount::CardsInHand => state.player(controller).hand.len(),
        Amount::DamageOnSource => usize::from(state.card(source).damage),
        Amount::DamagedEnemyUnits => state.units_of(other(controller)).filter(|&u| state.card(u).damage > 0).count(),
        Amount::FriendlyOddCost => {
            state.play.iter().filter(|&&c| state.card(c).controller == controller && state.def(c).cost % 2 == 1).count()
        }
        // Fixed as the card was chosen (`effects::answer`), never counted here.
        Amount::ChosenPower => 0,
        // Once it has left play ("When Defeated"), as it is then: its printed power.
        Amount::SourcePower => usize::from(power(state, source)),
    };
    n.min(255) as u8
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

/// "Can't be … returned to hand by enemy card abilities": a unit with Chewbacca's protection (and
/// the Vehicle he pilots), for an ability `controller` controls.
pub(crate) fn cannot_be_returned(state: &State, controller: Seat, card: CardId) -> bool {
    abilities_on(state, card).any(|(_, a)| matches!(a, Ability::Protected)) && state.card(card).controller != controller
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
        // An upgrade chosen ("Defeat an upgrade", "Detach a Pilot upgrade") is defeated or moved;
        // what is done to units is not done to it.
        if state.card(card).attached.is_some()
            && !matches!(act, Act::Defeat | Act::MoveToGround | Act::AttachToSource | Act::ReturnToHand)
        {
            continue;
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
                    let steps = crate::rules::swu::abilities::triggers::readied(state, card);
                    schedule(state, steps);
                }
            }
            Act::Defeat => {
                if !cannot_be_defeated(state, controller, card) {
                    schedule(state, [Step::Defeat { card, cause: Cause::Ability }]);
                }
            }
            Act::AttachSource => {
                let room = crate::rules::swu::upgrade::vehicles_without_pilot(state, source, &[]);
                match crate::rules::swu::forms::form(state, source) {
                    // A Pilot unit onto "a friendly Vehicle unit without a Pilot on it"; any other
                    // unit as a plain upgrade (Phantom II onto The Ghost).
                    Some(Form::Unit) if is_unit(state, card) && card != source => {
                        if !state.def(source).is_pilot() {
                            attach_by_ability(state, source, card, None, events);
                        } else if room.contains(&card) {
                            let restriction = Some(Restriction::FriendlyVehicleWithoutPilot);
                            attach_by_ability(state, source, card, restriction, events);
                        }
                    }
                    // "Flip this leader and attach him as an upgrade to …" (Poe Dameron): from
                    // the base zone, not a deploy (the Epic Action stays unused).
                    Some(Form::Leader) if room.contains(&card) => attach_from(state, source, card, events),
                    // "Attach this upgrade to …": moved from the unit it is on to another.
                    Some(Form::Upgrade)
                        if room.contains(&card) && state.card(source).attached.is_some_and(|a| a.host != card) =>
                    {
                        crate::rules::swu::upgrade::detach(state, source);
                        attach_from(state, source, card, events);
                    }
                    _ => {}
                }
            }
            Act::AttachSourceAs { restriction } => {
                let seat = state.card(source).controller;
                if crate::rules::swu::forms::is_unit(state, source)
                    && card != source
                    && crate::rules::swu::pilot::check_pilot_host(state, seat, card, restriction).is_ok()
                {
                    attach_by_ability(state, source, card, Some(restriction), events);
                }
            }
            Act::AttachToSource => {
                let room = is_unit(state, source)
                    && state.def(source).is_vehicle()
                    && crate::rules::swu::pilot::has_room(state, source);
                let here = state.card(card).attached.is_some_and(|a| a.host == source);
                if room && card != source && !here && state.def(card).is_pilot() {
                    let restriction = Some(Restriction::FriendlyVehicleWithoutPilot);
                    attach_by_ability(state, card, source, restriction, events);
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
            // Base game "Upgrades": the unit changes control, not what is attached to it.
            Act::OwnerTakesControl => {
                let owner = state.card(card).owner;
                if state.card(card).controller != owner {
                    state.card_mut(card).controller = owner;
                    events.push(Event::TookControl { card, seat: owner });
                }
            }
            Act::ForPhase { power, hp, keyword, loses, no_bases } => {
                state.lasting.push(Lasting { card, power, hp, keyword, loses, no_bases });
                events.push(Event::GivenForPhase { card });
            }
            Act::ForPhaseEach { power, hp, per } => {
                let n = per_count(state, controller, card, per);
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
            // "It deals damage equal to its power to each <which> unit": its power read once.
            Act::PowerToEach { ref which } => {
                let Some(which) = crate::rules::swu::abilities::choose::with_chosen(state, source, which) else {
                    continue;
                };
                let amount = power(state, card);
                for unit in named(state, controller, &which, Some(card)) {
                    if state.in_play(unit) {
                        let dealt = damage::deal(state, unit, amount, events);
                        after_noncombat_damage(state, controller, dealt);
                    }
                }
            }
            // "It loses all abilities [and can't gain abilities] for this round."
            Act::LoseAbilities { cant_gain } => {
                match state.lost_abilities.iter_mut().find(|l| l.card == card) {
                    Some(lost) => lost.cant_gain |= cant_gain,
                    None => state.lost_abilities.push(LostAbilities { card, cant_gain }),
                }
                events.push(Event::LostAbilities { card, cant_gain });
            }
            Act::UseWhenDefeated => {
                let first = abilities_on(state, card).find_map(|(from, a)| match a {
                    Ability::WhenDefeated { then } => Some((from, then.clone())),
                    _ => None,
                });
                if let Some((from, effect)) = first {
                    let seat = state.card(card).controller;
                    schedule(state, crate::rules::swu::abilities::again::use_when_defeated(from, effect, seat));
                }
            }
            // "Detach a Pilot upgrade, move it to the ground arena as a unit, and exhaust it."
            Act::MoveToGround => {
                if state.card(card).attached.is_some() {
                    crate::rules::swu::leaving::move_to_ground(state, card, events);
                }
            }
            Act::MoveToArena { arena } => {
                if arena_of(state, card) != Some(arena) {
                    state.card_mut(card).arena = Some(arena);
                    events.push(Event::MovedToArena { card, arena });
                }
            }
            Act::NextCopyFree => {
                let name = state.def(card).full_name();
                let free = &mut state.player_mut(controller).next_copy_free;
                if !free.contains(&name) {
                    free.push(name);
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
            // "Return it to its owner's hand": an upgrade too (a leader's is not; a token leaves
            // the game).
            Act::ReturnToHand if state.card(card).attached.is_some() => {
                if state.def(card).card_type != crate::rules::swu::model::def::CardType::Leader {
                    crate::rules::swu::leaving::return_to_hand(state, card, events);
                }
            }
            // "Return it to its owner's hand."
            Act::ReturnToHand => {
                if !is_leader_unit(state, card) && !cannot_be_returned(state, controller, card) {
                    crate::rules::swu::leaving::return_to_hand(state, card, events);
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
