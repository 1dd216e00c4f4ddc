//! Lightsaber Deficiency's "Target a character with ability < 4 using a lightsaber in a battle or
//! a Force drain. Draw destiny. Target lost if destiny > ability. Lightsaber lost if destiny =
//! ability" ([`Ability::LosesWeaponUser`]), played in the respond window (`responses.rs`) as the
//! opponent fires the lightsaber or drains with it.

use crate::engine::{CardId, Table};
use crate::rules::swccg::enclosed::is_present;
use crate::rules::swccg::force::text_destiny;
use crate::rules::swccg::model::def::{Ability, CardType, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::state::{At, Moment, State};
use crate::rules::swccg::vehicles::lose_from_table;
use crate::rules::swccg::weapons::mount_of;

/// Adds to `targets` the characters an answer to `to` may target as using a weapon: the one
/// firing the weapon that just targeted the chooser's card, or the opponent's characters where it
/// just initiated a Force drain.
pub(crate) fn add_users(state: &State, side: Side, to: Moment, targets: &mut Vec<CardId>) {
    let users = match to {
        Moment::Targeted { weapon, .. } => mount_of(state, weapon).into_iter().collect(),
        Moment::Drain { location, .. } => state.cards_at(side.opponent(), location),
        _ => Vec::new(),
    };
    for user in users {
        if !targets.contains(&user) {
            targets.push(user);
        }
    }
}

/// The weapon `target` uses now, if `ability` targets it, answering `to`: "a character with
/// ability < 4 using a lightsaber in a battle" — the opponent's character firing a weapon of the
/// characteristic (GEMP `Card3_129`: `isFiringWeapon` lightsaber by a character of ability < 4) —
/// "or a Force drain" — the opponent's character present where it just initiated a drain,
/// carrying such a weapon that adds to the drain (GEMP `forceDrainEnhancedByWeapon`).
pub(crate) fn weapon_used(state: &State, side: Side, to: Moment, ability: &Ability, target: CardId) -> Option<CardId> {
    let Ability::LosesWeaponUser { characteristic, ability_under } = ability else { return None };
    let def = state.def(target);
    if state.owner(target) != side.opponent()
        || !def.is(CardType::Character)
        || crate::rules::swccg::stats::ability(state, target) >= *ability_under
        || state.card(target).at.is_none()
    {
        return None;
    }
    let saber = |w: CardId| state.def(w).is(CardType::Weapon) && state.def(w).has_characteristic(characteristic);
    match to {
        Moment::Targeted { weapon, .. } => (mount_of(state, weapon) == Some(target) && saber(weapon)).then_some(weapon),
        Moment::Drain { location, .. } => {
            if state.location_of(target) != Some(location) || !is_present(state, target) {
                return None;
            }
            state.player(side.opponent()).table.iter().copied().find(|&w| {
                state.card(w).at == Some(At::On(target))
                    && saber(w)
                    && state
                        .def(w)
                        .abilities()
                        .any(|a| matches!(a, Ability::Weapon { drain_plus, .. } if *drain_plus > 0))
            })
        }
        _ => None,
    }
}

/// "Draw destiny. Target lost if destiny > ability. Lightsaber lost if destiny = ability" (a
/// failed draw does nothing).
pub(crate) fn strike(
    state: &mut State,
    side: Side,
    card: CardId,
    target: CardId,
    weapon: CardId,
    events: &mut Vec<Event>,
) {
    let Some(total) = text_destiny(state, side, card, 0, events) else { return };
    let ability = crate::rules::swccg::stats::ability(state, target);
    if total > ability {
        lose_from_table(state, target, events);
    } else if total == ability && state.card(weapon).at.is_some() {
        lose_from_table(state, weapon, events);
    }
}
