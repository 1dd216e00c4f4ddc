//! Interrupts that add to a weapon destiny in a battle (Lucky Shot, Direct Hit, One More Pass):
//! when they may be played, and the addition taken as their player's weapon fires
//! (`weapons.rs` `shot_plus`).

use crate::engine::{CardId, Table};
use crate::rules::swccg::battle::participants;
use crate::rules::swccg::model::def::{Ability, Side};
use crate::rules::swccg::model::here::Kinds;
use crate::rules::swccg::model::state::{BattleStep, State};
use crate::rules::swccg::walkers;

/// Lucky Shot, Direct Hit: "… when targeting a combat vehicle": played in a battle's weapons
/// segment (before its player's shot draws its destiny) while the opponent has a card of
/// `against` in the battle.
pub(crate) fn against_in_battle(state: &State, side: Side, against: &Kinds) -> bool {
    state.battle.as_ref().is_some_and(|b| b.step == BattleStep::Weapons)
        && participants(state, side.opponent()).into_iter().any(|c| against.holds(state.def(c)))
}

/// "Add X to one weapon destiny (before weapon destiny is drawn) when targeting a combat
/// vehicle": as `side` fires `weapon` at `target`, the X of the first of its waiting additions
/// that `target` answers, taken (one weapon destiny only); 0 when none. One More Pass: "add
/// ability of one pilot aboard same vehicle" when `weapon` is the one it names.
pub(crate) fn take_weapon_plus(state: &mut State, side: Side, weapon: CardId, target: CardId) -> u8 {
    let (tdef, wdef) = (state.def(target), state.def(weapon));
    let Some(b) = &state.battle else { return 0 };
    let found = b.weapon_plus.iter().position(|w| {
        state.owner(w.card) == side
            && state.def(w.card).abilities().any(|a| match a {
                Ability::WeaponDestinyAgainst { against, .. } => against.holds(tdef),
                Ability::PilotAbilityToWeaponDestiny { weapon: kinds } => kinds.holds(wdef),
                _ => false,
            })
    });
    let Some(k) = found else { return 0 };
    let Some(b) = state.battle.as_mut() else { return 0 };
    let plus = b.weapon_plus.remove(k);
    let pilots = state.def(plus.card).abilities().any(|a| matches!(a, Ability::PilotAbilityToWeaponDestiny { .. }));
    if pilots {
        walkers::pilot_ability_aboard(state, weapon)
    } else {
        plus.amount
    }
}
