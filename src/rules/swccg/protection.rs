//! Protection for the rest of a turn from cards named by title: I Thought They Smelled Bad On
//! The Outside, "Sacrifice (lose) your creature vehicle to protect one character present from
//! Exposure, Ice Storm, Frostbite and Gravel Storm for remainder of turn" (GEMP `Card3_043`:
//! `ImmuneToUntilEndOfTurnEffect` for each title). The cards named check it through
//! `devices.rs` `immune_to`, as they check Hoth Survival Gear's immunity.

use crate::engine::{CardId, Table};
use crate::rules::swccg::enclosed::is_present;
use crate::rules::swccg::model::def::{Ability, CardType, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::here::Kinds;
use crate::rules::swccg::model::state::{At, State};
use crate::rules::swccg::vehicles::lose_from_table;

/// Whether a protection of this turn keeps `title` from affecting `card` (`State::protected`).
pub(crate) fn protected_from(state: &State, card: CardId, title: &str) -> bool {
    state.protected.iter().any(|&[c, source]| c == card && names(state, source).contains(&title))
}

/// The titles the word of the Interrupt `source` names.
fn names(state: &State, source: CardId) -> Vec<&str> {
    state
        .def(source)
        .abilities()
        .filter_map(|a| match a {
            Ability::SacrificeProtects { titles, .. } => Some(titles.iter().map(|t| &**t)),
            _ => None,
        })
        .flatten()
        .collect()
}

/// Whether `source` says it (the state checker's: a protection comes from such an Interrupt).
pub(crate) fn protects(state: &State, source: CardId) -> bool {
    state.def(source).abilities().any(|a| matches!(a, Ability::SacrificeProtects { .. }))
}

/// "Sacrifice (lose) your creature vehicle to protect one character present": the vehicle of
/// `side`'s of the `sacrifice` kinds that goes for `target`, one of `side`'s characters present
/// at a site: the one it rides, else the first such vehicle present at its site (GEMP:
/// `Filters.present(creatureVehicle)`; the player chooses the vehicle there, here the one ridden
/// or the first).
pub(crate) fn sacrifice_for(state: &State, side: Side, sacrifice: &Kinds, target: CardId) -> Option<CardId> {
    if state.owner(target) != side || !state.def(target).is(CardType::Character) || !is_present(state, target) {
        return None;
    }
    let fits =
        |v: CardId| state.owner(v) == side && state.def(v).is(CardType::Vehicle) && sacrifice.holds(state.def(v));
    if let Some(At::Aboard { host, .. }) = state.card(target).at {
        if fits(host) && is_present(state, host) {
            return Some(host);
        }
    }
    let site = state.location_of(target)?;
    state.cards_at(side, site).into_iter().find(|&v| fits(v) && is_present(state, v))
}

/// Plays it: the vehicle is lost, and `target` is protected for the rest of the turn. A target
/// riding it first steps off at the site (the vehicle is sacrificed for it; Tauntaun's own "May
/// be 'sacrificed' (lost) to make rider immune to Exposure" keeps the rider too); anyone else
/// aboard is lost with it.
pub(crate) fn protect(
    state: &mut State,
    side: Side,
    card: CardId,
    sacrifice: &Kinds,
    target: CardId,
    events: &mut Vec<Event>,
) {
    let Some(vehicle) = sacrifice_for(state, side, sacrifice, target) else { return };
    if let (Some(At::Aboard { host, .. }), Some(site)) = (state.card(target).at, state.location_of(target)) {
        if host == vehicle {
            state.card_mut(target).at = Some(At::Location(site));
        }
    }
    lose_from_table(state, vehicle, events);
    if state.card(target).at.is_some() {
        state.protected.push([target, card]);
    }
}
