//! What a player may play or fire where interrupts are played (`legal.rs` `generate`): its
//! Interrupts with their targets, Obi-Wan's Cape's 'send away', and its weapons at each target in
//! the battle (or next to it).

use crate::engine::{CardId, Table};
use crate::rules::swccg::artillery::check_fire_at_two;
use crate::rules::swccg::battle::participants;
use crate::rules::swccg::cold::targets_at_marker_site;
use crate::rules::swccg::escapes::{check_lose_to_cancel, check_send_away};
use crate::rules::swccg::flow::legal::Breadth;
use crate::rules::swccg::interrupts::{check_as_lost, check_interrupt};
use crate::rules::swccg::model::action::Action;
use crate::rules::swccg::model::def::{Ability, CardType, Side};
use crate::rules::swccg::model::state::State;
use crate::rules::swccg::starship::is_starfighter;
use crate::rules::swccg::walkers::targets_from_walker;
use crate::rules::swccg::weapons::{check_fire, fire_cost, thrown_at, weapon_text, within_reach};

pub(super) fn interrupts(state: &State, side: Side, Breadth { sure, .. }: Breadth, out: &mut Vec<Action>) {
    let mut push = |card, target| {
        if !sure || check_interrupt(state, side, card, target).is_ok() {
            out.push(Action::Interrupt { card, target });
            // A USED or LOST interrupt may be played as LOST too.
            if !sure || check_as_lost(state, side, card, target).is_ok() {
                out.push(Action::InterruptAsLost { card, target });
            }
        }
    };
    for &card in &state.player(side).hand {
        if !state.def(card).is(CardType::Interrupt) {
            continue;
        }
        push(card, None);
        // Trooper Charge targets a character of its player's; Look Sir, Droids a droid; "Cancel
        // Sunsdown" an Effect; Under Attack a vehicle, Overload a weapon, Cold Feet and Stop Motion
        // a card at a marker site: any card on the table that their check accepts.
        let characters = state.def(card).abilities().any(|a| {
            matches!(
                a,
                Ability::Charge { .. }
                    | Ability::BattlesFew { .. }
                    | Ability::LosesForDeployCost { .. }
                    | Ability::GlancesAtReserve { .. }
                    | Ability::LostUnlessWins { .. }
                    | Ability::TransportsCharacters
                    | Ability::DestinyOverAbilityAt { .. }
            ) || crate::rules::swccg::missing::targets_character(a)
        });
        // "May be canceled by Scomp Link Access": the Effects whose text names this Interrupt.
        let effects = state.def(card).abilities().any(|a| matches!(a, Ability::CancelsEffect { .. }))
            || cancels_by_name(state, card);
        let any = state.def(card).abilities().any(|a| {
            matches!(
                a,
                Ability::WarriorAttacksVehicle { .. }
                    | Ability::OverloadsWeapon
                    | Ability::LosesOne { .. }
                    | Ability::FiresTogether { .. }
                    | Ability::Sells { .. }
                    | Ability::DestinyOverCostNearSpy { .. }
            ) || targets_at_marker_site(a)
                || targets_from_walker(a)
        });
        // We Have A Prisoner and Alternatives To Fighting's release target a captured starship.
        let captured = state
            .def(card)
            .abilities()
            .any(|a| matches!(a, Ability::CapturesAboardCaptured { .. } | Ability::ReleasesFromCapturedStarship));
        // Attack Pattern Delta targets its player's lead T-47.
        if state.def(card).abilities().any(|a| matches!(a, Ability::AttackPattern { .. })) {
            for &t in &state.player(side).table {
                if state.def(t).is(CardType::Vehicle) {
                    push(card, Some(t));
                }
            }
        }
        // Perimeter Scan targets a card face down at a location.
        if state.def(card).abilities().any(|a| matches!(a, Ability::GlancesFaceDown { .. })) {
            for &[_, c] in &state.bluffs {
                push(card, Some(c));
            }
        }
        // Fall Back! targets a site.
        if state.def(card).abilities().any(|a| matches!(a, Ability::FallsBack { .. })) {
            for &l in &state.locations {
                push(card, Some(l));
            }
        }
        for s in Side::BOTH {
            for &t in &state.player(s).table {
                let def = state.def(t);
                if any
                    || is_starfighter(def)
                    || (captured && crate::rules::swccg::tractor_beams::is_captured_ship(state, t))
                    || (characters && def.is(CardType::Character))
                    || (effects && (def.is(CardType::Effect) || def.is(CardType::Weapon)))
                {
                    push(card, Some(t));
                }
            }
        }
        // Collision! targets a system.
        if state.def(card).abilities().any(|a| matches!(a, Ability::StarshipsCollide { .. })) {
            for &l in &state.locations {
                push(card, Some(l));
            }
        }
    }
}

/// Whether an Effect on the table says "May be canceled by <this Interrupt's title>".
fn cancels_by_name(state: &State, card: CardId) -> bool {
    let title = &state.def(card).title;
    Side::BOTH
        .into_iter()
        .flat_map(|s| state.player(s).table.iter())
        .any(|&e| state.def(e).abilities().any(|a| matches!(a, Ability::CanceledBy { title: by } if by == title)))
}

/// Obi-Wan's Cape's "may use 1 Force to choose one opponent's character of ability = 1 present
/// to move away": each of `side`'s cards saying it, on each of the opponent's cards in the battle.
pub(super) fn sends_away(state: &State, side: Side, Breadth { sure, .. }: Breadth, out: &mut Vec<Action>) {
    for &card in &state.player(side).table {
        if !state.def(card).abilities().any(|a| matches!(a, Ability::SendsAway { .. })) {
            continue;
        }
        for target in participants(state, side.opponent()) {
            if !sure || check_send_away(state, side, card, target).is_ok() {
                out.push(Action::SendAway { card, target });
            }
        }
    }
}

/// Fire Extinguisher: "may lose Fire Extinguisher to cancel a battle just initiated": each of
/// `side`'s cards saying so (`Action::LoseCard`).
pub(super) fn loses_to_cancel(state: &State, side: Side, Breadth { sure, .. }: Breadth, out: &mut Vec<Action>) {
    for &card in &state.player(side).table {
        if !state.def(card).abilities().any(|a| matches!(a, Ability::LosesToCancelBattle { .. })) {
            continue;
        }
        if !sure || check_lose_to_cancel(state, side, card).is_ok() {
            out.push(Action::LoseCard { card });
        }
    }
}

pub(super) fn fires(state: &State, side: Side, Breadth { near, sure }: Breadth, out: &mut Vec<Action>) {
    let Some(battle) = &state.battle else { return };
    let targets = state.cards_at(side.opponent(), battle.location);
    for &weapon in &state.player(side).table {
        if !state.def(weapon).is(CardType::Weapon) {
            continue;
        }
        let Some(cost) = fire_cost(state, weapon).or(near.then_some(1)) else { continue };
        // "At same or adjacent site" (the AT-AT Cannon), "two sites away" (Electro-Rangefinder).
        let text = weapon_text(state, weapon);
        let reach = text.as_ref().map_or(0, |t| t.reach);
        // "May 'throw' at same or adjacent site" (Concussion Grenade): the sites are its targets.
        let thrown = text.is_some_and(|t| t.thrown);
        let sites = if thrown { thrown_at(state, battle.location, reach) } else { Vec::new() };
        let more = if thrown { sites } else { within_reach(state, side.opponent(), battle.location, reach) };
        let targets: &[CardId] = if thrown { &[] } else { &targets };
        for &target in targets.iter().chain(&more) {
            if !sure || check_fire(state, side, weapon, target, cost).is_ok() {
                out.push(Action::Fire { weapon, target, force: cost });
            }
            if near {
                out.push(Action::Fire { weapon, target, force: cost + 1 });
            }
        }
        // "May target up to two characters or two creatures" (Medium Repeating Blaster Cannon).
        if weapon_text(state, weapon).is_some_and(|t| t.two_targets) {
            let all: Vec<CardId> = targets.iter().chain(&more).copied().collect();
            for (i, &a) in all.iter().enumerate() {
                for &b in &all[i + 1..] {
                    if !sure || check_fire_at_two(state, side, weapon, [a, b], cost).is_ok() {
                        out.push(Action::FireAtTwo { weapon, targets: [a, b], force: cost });
                    }
                }
            }
        }
    }
}
