//! What adds to a side's total power in a battle beyond its cards' own power (research §3,
//! "Power segment"): Interrupts that double power, C-3PO's droid/Rebel pairs, a system's bonus
//! for its starships and a starship's for related planet sites (`battle.rs` `total_power`).

use crate::engine::{CardId, Table};
use crate::rules::swccg::battle::excluded;
use crate::rules::swccg::enclosed::is_present;
use crate::rules::swccg::landing::{is_system, planet_of};
use crate::rules::swccg::model::def::{Ability, CardType, Class, Side};
use crate::rules::swccg::model::state::State;
use crate::rules::swccg::presence::controls;

/// How many times an Interrupt played in the battle under way doubles `card`'s power ("all other
/// Imperials there to battle at double power"): 1 when one does, else 0.
pub(crate) fn doubled(state: &State, side: Side, card: CardId) -> u16 {
    let Some(battle) = &state.battle else { return 0 };
    let def = state.def(card);
    let doubles = battle.doubled.iter().any(|&[interrupt, leader]| {
        leader != card
            && state.owner(leader) == side
            && state.def(interrupt).abilities().any(|a| match a {
                Ability::PresenceDoubles { class, .. } => def.is(CardType::Character) && def.is_of(*class),
                _ => false,
            })
    });
    u16::from(doubles)
}

/// C-3PO's "Total power at same site is +2 for each of your droid/Rebel pairs present, including
/// C-3PO": for each card of `side` present at `site` with that text, its amount times the lesser
/// of `side`'s droids and Rebels present there.
pub(crate) fn pairs_bonus(state: &State, side: Side, site: CardId) -> u16 {
    let present: Vec<CardId> =
        state.cards_at(side, site).into_iter().filter(|&c| is_present(state, c) && !excluded(state, c)).collect();
    let count = |f: &dyn Fn(&crate::rules::swccg::model::def::CardDef) -> bool| {
        present.iter().filter(|&&c| f(state.def(c))).count() as u16
    };
    let pairs = count(&|d| d.is_droid()).min(count(&|d| d.is(CardType::Character) && d.is_of(Class::Rebel)));
    present
        .iter()
        .flat_map(|&c| crate::rules::swccg::canceled_text::text_of(state, c))
        .map(|a| match a {
            Ability::PairsPowerAtSite { amount } => u16::from(*amount) * pairs,
            _ => 0,
        })
        .sum()
}

/// A system's "If you control, for each of your starships here, your total power is +1 in
/// battles at <planet> sites", for a battle at `site`.
pub(crate) fn system_bonus(state: &State, side: Side, site: CardId) -> u16 {
    let planet = planet_of(state, site);
    state
        .locations
        .iter()
        .copied()
        .filter(|&l| is_system(state, l) && planet_of(state, l) == planet)
        .filter(|&l| state.def(l).abilities().any(|a| matches!(a, Ability::SystemControlBonus)))
        .filter(|&l| controls(state, side, l))
        .map(|l| state.cards_at(side, l).into_iter().filter(|&c| state.def(c).is(CardType::Starship)).count() as u16)
        .sum()
}

/// A starship's "Adds 1 to your total power in battles at related planet sites", for a battle at
/// `site`: `side`'s starships at the system of its planet.
pub(crate) fn related_sites_bonus(state: &State, side: Side, site: CardId) -> u16 {
    let planet = planet_of(state, site);
    state
        .locations
        .iter()
        .copied()
        .filter(|&l| is_system(state, l) && planet.is_some() && planet_of(state, l) == planet)
        .flat_map(|l| state.cards_at(side, l))
        .flat_map(|c| state.def(c).abilities())
        .map(|a| match a {
            Ability::PowerAtRelatedSites { amount } => u16::from(*amount),
            _ => 0,
        })
        .sum()
}
