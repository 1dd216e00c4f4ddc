//! Derived numbers: combat icons, Force contributed to the struggle, damage capacity, objectives
//! counted. Pure functions over the state (DESIGN.md invariant 6).

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::lcg::constants;
use crate::rules::lcg::model::ability::{Modifier, ModifierKind};
use crate::rules::lcg::model::def::{CardType, Icons, Side};
use crate::rules::lcg::model::state::State;
use crate::rules::lcg::pilot;

/// The combat icons `unit` strikes with now, normal and edge-enabled: printed, plus what its
/// constant abilities in force give ("Enhanced unit gains [Unit Damage][Blast Damage]"; TIE
/// Fighter Patrol: "While this unit is piloted, it gains the combat icons of its attached Pilot
/// enhancement"; Rogue Three: "… for each enhancement on it"), plus what it gained until the end
/// of the engagement (Death from Above); doubled unit damage last (Obsidian 2).
pub fn combat_icons(state: &State, unit: CardId) -> (Icons, Icons) {
    let def = state.def(unit);
    let (mut normal, mut edge) = (def.icons, def.edge_icons);
    for change in constants::on_card(state, unit) {
        match change.modifier {
            Modifier::IconsOfPilots => {
                for p in pilot::pilots_of(state, unit) {
                    normal = add(normal, state.def(p).icons);
                    edge = add(edge, state.def(p).edge_icons);
                }
            }
            Modifier::Icons(icons) => {
                for _ in 0..change.times {
                    normal = add(normal, *icons);
                }
            }
            Modifier::EdgeIcons(icons) => {
                for _ in 0..change.times {
                    edge = add(edge, *icons);
                }
            }
            _ => {}
        }
    }
    // Death from Above: "Those units gain [Blast Damage] until the end of the engagement."
    for gain in state.engagement.iter().flat_map(|e| e.gains.iter()).filter(|g| g.unit == unit) {
        normal = add(normal, gain.icons);
    }
    // Tactical Planning: "loses a combat icon of your choice until the end of the engagement".
    for loss in state.engagement.iter().flat_map(|e| e.losses.iter()).filter(|l| l.unit == unit) {
        let icons = if loss.edge_enabled { &mut edge } else { &mut normal };
        *icons = less(*icons, loss.icons);
    }
    // Nebulon-B2 Frigate: "it gains 1 edge-enabled combat icon … until the end of the strike".
    for gain in state.engagement.iter().flat_map(|e| e.strike_gains.iter()).filter(|g| g.unit == unit) {
        let icons = if gain.edge_enabled { &mut edge } else { &mut normal };
        *icons = add(*icons, gain.icons);
    }
    // Conner Net: "Treat enhanced unit's combat icons as if they are edge-enabled."
    if constants::card_has(state, unit, ModifierKind::IconsEdgeEnabled) {
        edge = add(edge, normal);
        normal = Icons::default();
    }
    // Gray Squadron Gunner: "Enhanced unit gains [Unit Damage] for each [Blast Damage] and [Edge
    // Enabled Blast Damage] it has", counted on the icons it has after the other gains.
    let per_blast: u8 =
        constants::on_where(state, constants::Affected::Card(unit), ModifierKind::UnitDamageForEachBlast)
            .iter()
            .fold(0, |n, c| n.saturating_add(c.times));
    if per_blast > 0 {
        let blasts = normal.blast_damage.saturating_add(edge.blast_damage);
        normal.unit_damage = normal.unit_damage.saturating_add(blasts.saturating_mul(per_blast));
    }
    // Obsidian 2: "While this unit is piloted, double its unit damage icons."
    if constants::card_has(state, unit, ModifierKind::DoubleUnitDamage) {
        normal.unit_damage = normal.unit_damage.saturating_mul(2);
        edge.unit_damage = edge.unit_damage.saturating_mul(2);
    }
    // Lando Calrissian: "each enemy unit loses all combat icons", after every other change.
    if constants::card_has(state, unit, ModifierKind::LosesAllIcons) {
        return (Icons::default(), Icons::default());
    }
    (normal, edge)
}

/// Cards in play under `side`'s control.
pub(crate) fn controlled_in_play(state: &State, side: Side) -> impl Iterator<Item = CardId> + '_ {
    state.player(side).play.iter().copied().filter(move |&c| state.card(c).controller == side)
}

pub(crate) fn add(a: Icons, b: Icons) -> Icons {
    Icons {
        unit_damage: a.unit_damage.saturating_add(b.unit_damage),
        blast_damage: a.blast_damage.saturating_add(b.blast_damage),
        tactics: a.tactics.saturating_add(b.tactics),
    }
}

fn less(a: Icons, b: Icons) -> Icons {
    Icons {
        unit_damage: a.unit_damage.saturating_sub(b.unit_damage),
        blast_damage: a.blast_damage.saturating_sub(b.blast_damage),
        tactics: a.tactics.saturating_sub(b.tactics),
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
    let mut total = state.def(unit).force;
    if constants::card_has(state, unit, ModifierKind::ForceOfPilots) {
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

/// The damage `card` can take before it is destroyed: printed, changed by the constant abilities
/// in force on it (The Emperor's Legion: "+1 damage capacity for each Trooper unit you control";
/// Lieutenant Renz: "Each Trooper unit you control gains +1 damage capacity"; Grand Moff Tarkin:
/// "Enemy objectives require 1 fewer damage to destroy"). Trench Run's dial holds `wins_at`.
pub fn damage_capacity(state: &State, card: CardId) -> u8 {
    let changes = constants::on_card(state, card);
    if let Some(wins_at) = changes.iter().find_map(|c| match c.modifier {
        Modifier::EngageableDial { wins_at } => Some(*wins_at),
        _ => None,
    }) {
        return wins_at;
    }
    let change: i32 = changes
        .iter()
        .map(|c| match c.modifier {
            Modifier::Capacity(n) => i32::from(*n) * i32::from(c.times),
            _ => 0,
        })
        .sum();
    (i32::from(state.def(card).damage_capacity) + change).clamp(0, i32::from(u8::MAX)) as u8
}

/// Cards in play whose damage has reached their capacity (after a capacity drops: Grand Moff
/// Tarkin enters play, Lieutenant Renz leaves it).
pub(crate) fn overdamaged(state: &State) -> Vec<CardId> {
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
