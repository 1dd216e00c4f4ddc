//! The cards a [`Which`] names ("a non-leader Vehicle unit", "a Fighter or Transport unit with 6
//! or less power", "another First Order unit", "an upgrade that costs 2 or less", "a unit or
//! base"), for an ability's controller and the unit it speaks of. Base game "Abilities"
//! (shared/research/swu.md §5): a card that fits no condition is not chosen.

use crate::engine::Table;
use crate::engine::{CardId, Seat};
use crate::rules::swu::attack::arena_of;
use crate::rules::swu::leader::is_leader_unit;
use crate::rules::swu::model::ability::{Ability, Side, Which};
use crate::rules::swu::model::def::CardType;
use crate::rules::swu::model::state::{other, State, SEATS};
use crate::rules::swu::pilot::has_room;
use crate::rules::swu::stats::{power, remaining_hp};

/// Whether the unit `unit` is one `which` names, for an ability `controller` controls about
/// `subject` (the unit "another" and "this arena" speak of).
pub(crate) fn fits(state: &State, controller: Seat, which: &Which, subject: Option<CardId>, unit: CardId) -> bool {
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
        && !(which.other_arena && (subject_arena.is_none() || arena_of(state, unit) == subject_arena))
        && (which.traits.is_empty() || which.traits.iter().any(|t| has_trait(t)))
        && which.arena.is_none_or(|a| arena_of(state, unit) == Some(a))
        && which.max_power.is_none_or(|most| power(state, unit) <= most)
        && !(which.not_upgraded && state.attachments_of(unit).next().is_some())
        && !(which.ready && state.card(unit).exhausted)
        && (!which.exhausted || state.card(unit).exhausted)
        && (!which.attacked_this_phase || state.attacked_units.contains(&unit))
        && (!which.itself || subject == Some(unit))
        && which.max_cost.is_none_or(|most| {
            def.cost <= most || which.or_exhausted_max_cost.is_some_and(|m| state.card(unit).exhausted && def.cost <= m)
        })
        && which.combined_cost.is_none_or(|most| {
            u32::from(def.cost) + subject.map_or(0, |s| u32::from(state.def(s).cost)) <= u32::from(most)
        })
        && (!which.without_pilot || has_room(state, unit))
        && !(which.pilot_or_piloted
            && !def.is_pilot()
            && crate::rules::swu::pilot::pilots(state, unit).next().is_none())
        && !(which.at_most_subject_power
            && subject.is_none_or(|s| !state.in_play(s) || power(state, unit) > power(state, s)))
        && which.max_remaining_hp.is_none_or(|most| remaining_hp(state, unit) <= most)
        && !(which.damaged && state.card(unit).damage == 0)
        && !(which.non_unique && def.unique)
        && !(which.not_new && state.entered_this_phase.contains(&unit))
        && !(which.non_pilot && def.is_pilot())
        && !(which.token && def.token.is_none())
        && which.title.as_ref().is_none_or(|t| def.title == *t)
        && (!which.when_defeated
            || crate::rules::swu::forms::abilities_on(state, unit)
                .any(|(_, a)| matches!(a, Ability::WhenDefeated { .. })))
}

/// Whether `card` is an upgrade in play (attached to a unit) that `which` names ("a non-leader
/// upgrade", "a Pilot upgrade", "an upgrade that costs 2 or less", "a non-unique upgrade on it":
/// `itself`, on the unit the ability speaks of), for an ability `controller` controls.
fn fits_upgrade(state: &State, controller: Seat, which: &Which, subject: Option<CardId>, card: CardId) -> bool {
    let Some(attachment) = state.card(card).attached else { return false };
    let def = state.def(card);
    let side_ok = match which.side {
        Side::Any => true,
        Side::Friendly => state.card(card).controller == controller,
        Side::Enemy => state.card(card).controller == other(controller),
    };
    side_ok
        && !(which.non_leader && def.card_type == CardType::Leader)
        && !(which.non_unique && def.unique)
        && !(which.non_pilot && def.is_pilot())
        && !(which.token && def.token.is_none())
        && (!which.itself || subject == Some(attachment.host))
        && (which.traits.is_empty() || which.traits.iter().any(|t| def.has_trait(t)))
        && which.arena.is_none_or(|a| arena_of(state, attachment.host) == Some(a))
        && which.max_cost.is_none_or(|most| def.cost <= most)
}

/// The cards `which` names for `controller`, for an ability about `subject`: the units in play
/// order (or the upgrades attached to units, for "an upgrade"), then (for "a unit or base") each
/// player's base.
pub(crate) fn named(state: &State, controller: Seat, which: &Which, subject: Option<CardId>) -> Vec<CardId> {
    let mut out: Vec<CardId> = if which.no_units {
        Vec::new()
    } else if which.upgrades {
        state.play.iter().copied().filter(|&u| fits_upgrade(state, controller, which, subject, u)).collect()
    } else {
        state.units().filter(|&u| fits(state, controller, which, subject, u)).collect()
    };
    if which.or_upgrades && !which.upgrades {
        out.extend(state.play.iter().copied().filter(|&u| fits_upgrade(state, controller, which, subject, u)));
    }
    if which.bases {
        out.extend(SEATS.iter().map(|&s| state.player(s).base).filter(|&b| match which.side {
            Side::Any => true,
            Side::Friendly => state.card(b).owner == controller,
            Side::Enemy => state.card(b).owner == other(controller),
        }));
    }
    out
}
