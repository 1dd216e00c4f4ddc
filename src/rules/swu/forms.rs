//! The forms a card can be in play in, and which of its abilities work in each
//! (shared/rules/swu-jump-to-lightspeed.txt, 2.12 and 2.13; 3.5 for "an upgrade, not a unit").

use crate::engine::Table;
use crate::engine::{CardId, Seat};
use crate::rules::swu::attack::arena_of;
use crate::rules::swu::model::ability::{Ability, Cond, Count, Form};
use crate::rules::swu::model::def::{Arena, CardType};
use crate::rules::swu::model::state::{other, State};
use crate::rules::swu::printed::PrintedFlag;

/// The form `card` is in now. 2.12: "Units with the PILOT trait can be in play either as a unit
/// or as an upgrade." A card in play attached to a host is an upgrade; one in play unattached is
/// a unit; a leader not in play is on its leader side (in its base zone). Anything else is out of
/// play (`None`), where 7.5.17.d makes a Piloting card a unit.
pub(crate) fn form(state: &State, card: CardId) -> Option<Form> {
    if state.in_play(card) {
        return Some(if state.card(card).attached.is_some() { Form::Upgrade } else { Form::Unit });
    }
    let owner = state.card(card).owner;
    (state.def(card).card_type == CardType::Leader && state.player(owner).leader == card).then_some(Form::Leader)
}

/// 3.5: "While a unit is attached to another unit as an upgrade, it is considered an upgrade and
/// not a unit for all purposes." A unit is a card in play, unattached (a deployed leader's unit
/// side included).
pub(crate) fn is_unit(state: &State, card: CardId) -> bool {
    state.has(card) && state.in_play(card) && state.card(card).attached.is_none()
}

/// The abilities that speak of `unit` as their subject: its own unit-form abilities, and each of
/// its upgrades' "attached unit …" abilities; each with the card it comes from.
pub(crate) fn abilities_on(state: &State, unit: CardId) -> impl Iterator<Item = (CardId, &'static Ability)> + '_ {
    abilities_with(state, unit, state.attachments_of(unit))
}

/// As [`abilities_on`], `upgrades` being the cards attached to `unit` in the order they entered
/// play (a listing knows them from its `Board`). A unit that lost its abilities has none of its
/// own, and one that can't gain abilities none its upgrades give it ([`lost_abilities`]).
pub(crate) fn abilities_with<'a>(
    state: &'a State,
    unit: CardId,
    upgrades: impl Iterator<Item = CardId> + 'a,
) -> impl Iterator<Item = (CardId, &'static Ability)> + 'a {
    let lost = lost_abilities(state, unit);
    let own = own_abilities(state, unit).iter().map(move |a| (unit, a));
    let given = upgrades.flat_map(move |upgrade| {
        state
            .def(upgrade)
            .abilities(Form::Upgrade)
            .iter()
            .filter(move |a| speaks_of_host(a) && !(lost == Some(true) && gained(a)))
            .map(move |a| (upgrade, a))
    });
    own.chain(given)
}

/// The abilities of every unit `seat` controls, each as [`abilities_on`] gives them (its own,
/// and those its upgrades give it, with the card each comes from), in one pass over `cards` (the
/// cards in play, or those of them whose text may hold what the caller adds up) rather than a
/// pass for each unit: for what adds up over them, in no set order.
pub(crate) fn abilities_of_units<'a>(
    state: &'a State,
    seat: Seat,
    cards: impl Iterator<Item = CardId> + 'a,
) -> impl Iterator<Item = (CardId, &'static Ability)> + 'a {
    cards.flat_map(move |card| {
        let on = state.card(card);
        let own = match on.attached {
            None if on.controller == seat => own_abilities(state, card),
            _ => &[],
        };
        let (given, lost): (&'static [Ability], bool) = match on.attached {
            Some(a) if state.card(a.host).attached.is_none() && state.card(a.host).controller == seat => {
                (state.def(card).abilities(Form::Upgrade), lost_abilities(state, a.host) == Some(true))
            }
            _ => (&[], false),
        };
        let given = given.iter().filter(move |a| speaks_of_host(a) && !(lost && gained(a)));
        own.iter().chain(given).map(move |a| (card, a))
    })
}

/// Whether `unit` "loses all abilities for this round" (Kazuda Xiono, There Is No Escape; base game
/// "Abilities", shared/research/swu.md §5: a card's abilities work while it has them): `None` if
/// not, else whether it also "can't gain abilities for this round".
pub(crate) fn lost_abilities(state: &State, unit: CardId) -> Option<bool> {
    state.lost_abilities.iter().find(|l| l.card == unit).map(|l| l.cant_gain)
}

/// The unit-form abilities `unit` has of its own now: its printed ones, none while it has lost
/// its abilities ([`lost_abilities`]).
pub(crate) fn own_abilities(state: &State, unit: CardId) -> &'static [Ability] {
    if lost_abilities(state, unit).is_some() {
        &[]
    } else {
        state.def(unit).abilities(Form::Unit)
    }
}

/// Whether an upgrade's ability about the attached unit is one the unit gains ("Attached unit
/// gains …": a keyword, an "On Attack", a "When Defeated", an Action), which a unit that "can't gain
/// abilities" does not; the others ("Attached unit gets +1/+0", "… is a leader unit", "… can't
/// attack") are the upgrade's own and still apply.
pub(crate) fn gained(ability: &Ability) -> bool {
    matches!(
        ability,
        Ability::Gains { .. }
            | Ability::OnAttack { .. }
            | Ability::WhenDefeated { .. }
            | Ability::OnCombatDamage { .. }
            | Ability::Action { .. }
            | Ability::AssignIndirectDealt
    )
}

/// Whether an upgrade-form ability speaks of the attached unit (rather than of the upgrade
/// itself: "When played as an upgrade", "If this upgrade would be defeated").
pub(crate) fn speaks_of_host(ability: &Ability) -> bool {
    matches!(
        ability,
        Ability::Stats { .. }
            | Ability::Gains { .. }
            | Ability::ExtraPilot
            | Ability::Protected
            | Ability::IsLeader
            | Ability::OnAttack { .. }
            | Ability::WhenReadies { .. }
            | Ability::WhenDefeated { .. }
            | Ability::OnCombatDamage { .. }
            | Ability::Action { .. }
            | Ability::CantAttack
            | Ability::AssignIndirectDealt
            | Ability::FirstUnitEachRoundLess { .. }
            | Ability::WhenAttackCompletes { .. }
    )
}

/// The "Each <which> unit gets …" abilities that name `unit`, each with the unit it comes from:
/// of the units `auras` (those in play with such an ability, `board::auras`, in play order).
pub(crate) fn each_among<'a>(
    state: &'a State,
    auras: &'a [CardId],
    unit: CardId,
) -> impl Iterator<Item = (CardId, &'static Ability)> + 'a {
    debug_assert!(auras.iter().eq(crate::rules::swu::board::auras(state).iter()));
    auras.iter().flat_map(move |&source| {
        let controller = state.card(source).controller;
        own_abilities(state, source).iter().filter_map(move |a| match a {
            Ability::Each { which, .. } | Ability::EachGainsChosen { which } | Ability::EachGainsKeywords { which }
                if crate::rules::swu::which::fits(state, controller, which, Some(source), unit) =>
            {
                Some((source, a))
            }
            _ => None,
        })
    })
}

/// Whether `unit` has, of its own, an ability over other units: "Each <which> unit gets …",
/// "… gain the chosen keyword", "… gain this unit's keywords" (what [`each_among`] reads).
pub(crate) fn has_aura(state: &State, unit: CardId) -> bool {
    /// Whether a definition's unit text holds such an ability.
    static PRINTED: PrintedFlag = PrintedFlag::new(|def| def.abilities(Form::Unit).iter().any(is_aura));
    let found = lost_abilities(state, unit).is_none() && PRINTED.of(state, unit);
    debug_assert_eq!(found, own_abilities(state, unit).iter().any(is_aura));
    found
}

/// Whether `ability` is over other units (as [`has_aura`] reads it).
fn is_aura(ability: &Ability) -> bool {
    matches!(ability, Ability::Each { .. } | Ability::EachGainsChosen { .. } | Ability::EachGainsKeywords { .. })
}

/// Whether `cond` holds for `subject`, controlled by `controller`.
pub(crate) fn holds(state: &State, cond: &Cond, subject: CardId, controller: Seat) -> bool {
    match cond {
        Cond::Always => true,
        Cond::HasPilot => crate::rules::swu::pilot::pilots(state, subject).next().is_some(),
        Cond::ControlsTokenUnit => state.units_of(controller).any(|u| state.def(u).token.is_some()),
        Cond::ControlsOther(aspect) => {
            state.units_of(controller).any(|u| u != subject && state.def(u).aspects.contains(aspect))
        }
        Cond::Upgraded => state.attachments_of(subject).next().is_some(),
        Cond::Trait(name) => state.def(subject).has_trait(name),
        Cond::ControlsOtherTrait(name) => {
            state.units_of(controller).any(|u| u != subject && state.def(u).has_trait(name))
        }
        Cond::ControlsOtherIn(arena) => {
            state.units_of(controller).any(|u| u != subject && arena_of(state, u) == Some(*arena))
        }
        // As a unit, an upgrade, or the leader (on its leader side or deployed).
        Cond::ControlsTitled(title) => {
            let leader = state.player(controller).leader;
            state.def(leader).title == *title
                || state.play.iter().any(|&c| state.card(c).controller == controller && state.def(c).title == *title)
        }
        Cond::Resources(n) => state.player(controller).resources.len() >= usize::from(*n),
        Cond::GroundAndSpace => [Arena::Ground, Arena::Space]
            .iter()
            .all(|a| state.units_of(controller).any(|u| arena_of(state, u) == Some(*a))),
        Cond::EnemyDamaged => state.units_of(other(controller)).any(|u| state.card(u).damage > 0),
        Cond::Defending => state.attack.is_some_and(|a| a.defender == subject),
        Cond::AttackingIn(arena) => state.attack.is_some_and(|a| {
            a.attacker == subject && is_unit(state, a.defender) && arena_of(state, a.defender) == Some(*arena)
        }),
        Cond::EnemyUnitsIn(arena, n) => {
            state.units_of(other(controller)).filter(|&u| arena_of(state, u) == Some(*arena)).count() >= usize::from(*n)
        }
        Cond::HasInitiative => state.initiative == controller,
        Cond::DealtIndirect => state.player(controller).dealt_indirect,
        // A unit or an upgrade in play, or the leader (on its leader side or deployed).
        Cond::ControlsOtherCard(name) => {
            state.def(state.player(controller).leader).has_trait(name)
                || state
                    .play
                    .iter()
                    .any(|&c| c != subject && state.card(c).controller == controller && state.def(c).has_trait(name))
        }
        Cond::ControlsUniqueCard(name) => {
            let leader = state.player(controller).leader;
            (state.def(leader).unique && state.def(leader).has_trait(name))
                || state.play.iter().any(|&c| {
                    state.card(c).controller == controller && state.def(c).unique && state.def(c).has_trait(name)
                })
        }
        Cond::CostAtMost(n) => state.def(subject).cost <= *n,
        Cond::PowerAtLeast(n) => crate::rules::swu::stats::power_before_keywords(state, subject) >= *n,
        Cond::Titled(title) => state.def(subject).title == *title,
        Cond::ControlsAspect(aspect) => state.units_of(controller).any(|u| state.def(u).aspects.contains(aspect)),
        Cond::FewerResources => {
            state.player(other(controller)).resources.len() > state.player(controller).resources.len()
        }
        Cond::EnemyExhausted(n) => {
            state.units_of(other(controller)).filter(|&u| state.card(u).exhausted).count() >= usize::from(*n)
        }
    }
}

/// How many times a "for each" counts, for an ability of `source` about `subject`.
pub(crate) fn count(state: &State, per: Count, source: CardId, subject: CardId) -> usize {
    match per {
        Count::PilotsOnIt => crate::rules::swu::pilot::pilots(state, subject).count(),
        Count::OtherFriendlyPilots => {
            let seat = state.card(source).controller;
            friendly_pilots(state, seat).filter(|&c| c != source).count()
        }
        Count::DamageOnIt => usize::from(state.card(subject).damage),
        Count::DamagedUnits => state.units().filter(|&u| state.card(u).damage > 0).count(),
        Count::DamagedUnitsIn(arena) => {
            state.units().filter(|&u| state.card(u).damage > 0 && arena_of(state, u) == Some(arena)).count()
        }
        Count::OtherFriendlyCopies => {
            let (seat, title) = (state.card(subject).controller, &state.def(subject).title);
            state.units_of(seat).filter(|&u| u != subject && state.def(u).title == *title).count()
        }
        Count::OtherFriendlyIn(arena) => {
            let seat = state.card(subject).controller;
            state.units_of(seat).filter(|&u| u != subject && arena_of(state, u) == Some(arena)).count()
        }
    }
}

/// "Friendly Pilot units and upgrades": cards in play with the Pilot trait that `seat` controls,
/// as units or as upgrades (2.12).
pub(crate) fn friendly_pilots(state: &State, seat: Seat) -> impl Iterator<Item = CardId> + '_ {
    state.play.iter().copied().filter(move |&c| state.card(c).controller == seat && state.def(c).is_pilot())
}
