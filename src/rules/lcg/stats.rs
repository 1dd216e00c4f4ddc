//! Derived numbers: combat icons, Force contributed to the struggle, damage capacity, objectives
//! counted. Pure functions over the state (DESIGN.md invariant 6).

use crate::engine::CardId;
use crate::rules::lcg::abilities::enhance;
use crate::rules::lcg::mission;
use crate::rules::lcg::model::def;
use crate::rules::lcg::model::def::{CardType, Effect, Icons, Side};
use crate::rules::lcg::model::state::State;
use crate::rules::lcg::pilot;
use crate::rules::lcg::targeting;

/// The combat icons `unit` strikes with now, normal and edge-enabled. TIE Fighter Patrol: "While
/// this unit is piloted, it gains the combat icons of its attached Pilot enhancement."
pub fn combat_icons(state: &State, unit: CardId) -> (Icons, Icons) {
    let def = state.def(unit);
    let (mut normal, mut edge) = (def.icons, def.edge_icons);
    if def.abilities.contains(&Effect::GainPilotCombatIcons) {
        for p in pilot::pilots_of(state, unit) {
            normal = add(normal, state.def(p).icons);
            edge = add(edge, state.def(p).edge_icons);
        }
    }
    normal = add(normal, enhance::grants(state, unit).icons);
    for effect in &def.abilities {
        match effect {
            // Rogue Six: "While this unit is piloted, it gains [Unit Damage]."
            Effect::GainWhilePiloted { pilot, icons, .. } if piloted_by(state, unit, pilot.as_deref()) => {
                normal = add(normal, *icons);
            }
            // Rogue Three: "This unit gains [Unit Damage] [Blast Damage] for each enhancement on it."
            Effect::IconsPerEnhancement { icons } => {
                for _ in state.attachments_of(unit) {
                    normal = add(normal, *icons);
                }
            }
            _ => {}
        }
    }
    // Death from Above: "Those units gain [Blast Damage] until the end of the engagement."
    for gain in state.engagement.iter().flat_map(|e| e.gains.iter()).filter(|g| g.unit == unit) {
        normal = add(normal, gain.icons);
    }
    if let Some((icons, _)) = fate_in_edge_gains(state, unit) {
        normal = add(normal, icons);
    }
    if attacking_a_mission(state, unit) {
        for source in controlled_in_play(state, state.card(unit).controller) {
            for effect in &state.def(source).abilities {
                if let Effect::GainIconsAttackingMission { icons } = effect {
                    normal = add(normal, *icons);
                }
            }
        }
    }
    (normal, edge)
}

/// "While this unit is piloted" — by any Pilot enhancement, or ("If the pilot is <name>") by
/// one with that name.
pub fn piloted_by(state: &State, unit: CardId, name: Option<&str>) -> bool {
    pilot::pilots_of(state, unit).any(|p| name.is_none_or(|n| state.def(p).name == n))
}

/// TIE Attack Squadron: "During any engagement in which you have placed at least 1 fate card in
/// your edge stack, this unit gains [Unit Damage] and targeted strike." What `unit` gains now.
pub fn fate_in_edge_gains(state: &State, unit: CardId) -> Option<(Icons, &'static [def::Keyword])> {
    state.engagement.as_ref()?;
    let side = state.card(unit).controller;
    let placed_fate = state.player(side).edge.iter().any(|&c| state.def(c).card_type == CardType::Fate);
    if !placed_fate || !state.in_play(unit) {
        return None;
    }
    state.def(unit).abilities.iter().find_map(|e| match e {
        Effect::GainWhileFateInEdge { icons, keywords } => Some((*icons, keywords.as_slice())),
        _ => None,
    })
}

/// Mission Command: "while it is attacking a mission".
fn attacking_a_mission(state: &State, unit: CardId) -> bool {
    state.engagement.as_ref().is_some_and(|e| e.attackers.contains(&unit) && mission::is_mission(state, e.objective))
}

/// Cards in play under `side`'s control.
pub fn controlled_in_play(state: &State, side: Side) -> impl Iterator<Item = CardId> + '_ {
    state.player(side).play.iter().copied().filter(move |&c| state.card(c).controller == side)
}

/// Units in play under `side`'s control with `unit_trait`.
pub fn units_with_trait(state: &State, side: Side, unit_trait: &str) -> usize {
    controlled_in_play(state, side)
        .filter(|&c| targeting::is_unit_in_play(state, c) && state.def(c).has_trait(unit_trait))
        .count()
}

pub fn add(a: Icons, b: Icons) -> Icons {
    Icons {
        unit_damage: a.unit_damage.saturating_add(b.unit_damage),
        blast_damage: a.blast_damage.saturating_add(b.blast_damage),
        tactics: a.tactics.saturating_add(b.tactics),
    }
}

/// Force icons `unit` gives its side in the Force struggle: committed units with no focus tokens
/// count their Force icons; enhancements give none, except that a 181st TIE Interceptor's Pilot
/// enhancement "contributes its Force icons to your side during the Force struggle".
pub fn force_contribution(state: &State, unit: CardId) -> u8 {
    let cs = state.card(unit);
    if !cs.committed || cs.focus > 0 || !state.in_play(unit) {
        return 0;
    }
    let def = state.def(unit);
    let mut total = def.force;
    if def.abilities.contains(&Effect::PilotForceCounts) {
        for p in pilot::pilots_of(state, unit) {
            total = total.saturating_add(state.def(p).force);
        }
    }
    total
}

/// A side's total in the Force struggle.
pub fn force_struggle_total(state: &State, side: Side) -> u8 {
    state
        .player(side)
        .play
        .iter()
        .filter(|&&c| state.card(c).controller == side && state.def(c).card_type == CardType::Unit)
        .map(|&c| force_contribution(state, c))
        .fold(0, u8::saturating_add)
}

/// The damage `card` can take before it is destroyed. The Emperor's Legion: "+1 damage capacity
/// for each Trooper unit you control"; Lieutenant Renz: "Each Trooper unit you control gains +1
/// damage capacity"; Grand Moff Tarkin: "Enemy objectives require 1 fewer damage to destroy."
pub fn damage_capacity(state: &State, card: CardId) -> u8 {
    let def = state.def(card);
    if let Some(wins_at) = def.abilities.iter().find_map(|e| match e {
        Effect::EngageableDial { wins_at } => Some(*wins_at),
        _ => None,
    }) {
        return wins_at;
    }
    let controller = state.card(card).controller;
    let mut capacity = def.damage_capacity.saturating_add(enhance::grants(state, card).capacity);
    for effect in &def.abilities {
        if let Effect::CapacityPerUnit { unit_trait, amount } = effect {
            let n = units_with_trait(state, controller, unit_trait) as u8;
            capacity = capacity.saturating_add(n.saturating_mul(*amount));
        }
    }
    // Rogue Nine: "While this unit is piloted, it gains +1 damage capacity. If the pilot is
    // Tycho Celchu, it gains +3 damage capacity instead." The largest applying bonus counts.
    let piloted_bonus = def
        .abilities
        .iter()
        .filter_map(|e| match e {
            Effect::GainWhilePiloted { pilot, capacity, .. } if piloted_by(state, card, pilot.as_deref()) => {
                Some(*capacity)
            }
            _ => None,
        })
        .max()
        .unwrap_or(0);
    let mut capacity = capacity.saturating_add(piloted_bonus);
    if !state.in_play(card) {
        return capacity;
    }
    let is_unit = targeting::is_unit_in_play(state, card);
    let is_objective = mission::is_objective(state, card);
    let mut fewer: u8 = 0;
    for source in state.cards_in_play() {
        for effect in &state.def(source).abilities {
            let friendly = state.card(source).controller == controller;
            match effect {
                Effect::FriendlyUnitsGainCapacity { unit_trait, amount }
                    if friendly && is_unit && def.has_trait(unit_trait) =>
                {
                    capacity = capacity.saturating_add(*amount);
                }
                Effect::EnemyObjectivesNeedLessDamage { amount } if !friendly && is_objective => {
                    fewer = fewer.saturating_add(*amount);
                }
                _ => {}
            }
        }
    }
    capacity.saturating_sub(fewer)
}

/// Cards in play whose damage has reached their capacity (after a capacity drops: Grand Moff
/// Tarkin enters play, Lieutenant Renz leaves it).
pub fn overdamaged(state: &State) -> Vec<CardId> {
    state
        .cards_in_play()
        .filter(|&c| state.card(c).damage > 0 && state.card(c).damage >= damage_capacity(state, c))
        .collect()
}

/// `side`'s reserve value now: its affiliation's, less reductions until the end of the phase
/// (Defense Protocol: "reduce your reserve value by 1 (until the end of the phase)").
pub fn reserve_value(state: &State, side: Side) -> u8 {
    let printed = state.def(state.player(side).affiliation).reserve;
    printed.saturating_sub(state.reserve_reduced[side.idx()])
}
