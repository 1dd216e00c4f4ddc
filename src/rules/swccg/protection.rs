//! Protection for the rest of a turn from cards named by title: I Thought They Smelled Bad On
//! The Outside, "Sacrifice (lose) your creature vehicle to protect one character present from
//! Exposure, Ice Storm, Frostbite and Gravel Storm for remainder of turn" (GEMP `Card3_043`:
//! `ImmuneToUntilEndOfTurnEffect` for each title); Tamizander Rey, "While at Echo Docking Bay,
//! once every turn, may allow one character on Hoth to be immune to The Shield Doors Must Be
//! Closed" (GEMP `Card3_020`: a top-level action once per turn, `ImmuneToTitleModifier` until the
//! end of the turn for that character while on Hoth). The cards named check it through
//! `devices.rs` `immune_to`, as they check Hoth Survival Gear's immunity.

use crate::engine::{CardId, Rejected, Table};
use crate::rules::swccg::enclosed::is_present;
use crate::rules::swccg::landing::planet_of;
use crate::rules::swccg::model::action::Action;
use crate::rules::swccg::model::def::{Ability, CardType, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::here::Kinds;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, State};
use crate::rules::swccg::sections::card_text;
use crate::rules::swccg::vehicles::lose_from_table;
use std::borrow::Cow;

/// Whether a protection of this turn keeps `title` from affecting `card` (`State::protected`):
/// one given by Tamizander Rey's word holds while `card` is on the planet it names.
pub(crate) fn protected_from(state: &State, card: CardId, title: &str) -> bool {
    state.protected.iter().any(|&[c, source]| {
        c == card
            && names(state, source).contains(&title)
            && allowed(state, source).is_none_or(|(_, planet, _)| on_planet(state, card, planet))
    })
}

/// The titles the word of `source` (the Interrupt, or the character who allowed it) names.
fn names(state: &State, source: CardId) -> Vec<&str> {
    state
        .def(source)
        .abilities()
        .filter_map(|a| match a {
            Ability::SacrificeProtects { titles, .. } | Ability::AllowsImmunity { titles, .. } => {
                Some(titles.iter().map(|t| &**t))
            }
            _ => None,
        })
        .flatten()
        .collect()
}

/// Whether `source` says it (the state checker's: a protection comes from such a card).
pub(crate) fn protects(state: &State, source: CardId) -> bool {
    state
        .def(source)
        .abilities()
        .any(|a| matches!(a, Ability::SacrificeProtects { .. } | Ability::AllowsImmunity { .. }))
}

/// `card`'s [`Ability::AllowsImmunity`]: the site it must be at, the planet of the characters it
/// may protect, the titles.
fn allowed(state: &State, card: CardId) -> Option<(&str, &str, &[Cow<'static, str>])> {
    state.def(card).abilities().find_map(|a| match a {
        Ability::AllowsImmunity { at, planet, titles } => Some((&**at, &**planet, &titles[..])),
        _ => None,
    })
}

/// The titles `card`'s word makes a character immune to (for its label and log line).
pub(crate) fn immunity_titles(state: &State, card: CardId) -> String {
    allowed(state, card).map(|(_, _, titles)| titles.join(", ")).unwrap_or_default()
}

/// `card` is at a location of `planet`.
fn on_planet(state: &State, card: CardId, planet: &str) -> bool {
    state.location_of(card).and_then(|l| planet_of(state, l)) == Some(planet)
}

/// Tamizander Rey: may `side` use `card`'s word now? In `side`'s turn, with no battle under way:
/// `card` its own, active, its text not canceled, at the site the word names, not used this
/// turn; a card of one of the titles on the table (GEMP: `canSpot` The Shield Doors Must Be
/// Closed).
fn may_use(state: &State, side: Side, card: CardId) -> bool {
    let Some((at, _, titles)) = allowed(state, card) else { return false };
    let text =
        crate::rules::swccg::canceled_text::text_of(state, card).any(|a| matches!(a, Ability::AllowsImmunity { .. }));
    let on_table = |title: &str| {
        Side::BOTH.into_iter().any(|s| state.player(s).table.iter().any(|&c| state.def(c).title == title))
    };
    let here = state.location_of(card);
    state.active == side
        && state.battle.is_none()
        && state.owner(card) == side
        && text
        && here.is_some_and(|l| state.def(l).title == at && state.cards_at(side, l).contains(&card))
        && !state.used_this_turn.contains(&card)
        && titles.iter().any(|t| on_table(t))
}

/// Whether `card`'s word may protect `target`: a character of either side on the planet it
/// names, active, not already immune to all of the titles.
fn may_protect(state: &State, card: CardId, target: CardId) -> bool {
    let Some((_, planet, titles)) = allowed(state, card) else { return false };
    state.card(target).at.is_some()
        && state.def(target).is(CardType::Character)
        && state.location_of(target).is_some_and(|l| state.cards_at(state.owner(target), l).contains(&target))
        && on_planet(state, target, planet)
        && !titles.iter().all(|t| crate::rules::swccg::devices::immune_to(state, target, t))
}

/// The immunities `side` may give now: each of its cards with the word it may use, for each
/// character on the table it may protect, in table order.
pub(crate) fn immunities(state: &State, side: Side) -> Vec<Action> {
    let mut out = Vec::new();
    for &card in &state.player(side).table {
        if !may_use(state, side, card) {
            continue;
        }
        for target in Side::BOTH.into_iter().flat_map(|s| state.player(s).table.iter().copied()) {
            if may_protect(state, card, target) {
                out.push(Action::Immunize { card, target });
            }
        }
    }
    out
}

/// Whether `side` may make `target` immune with `card` now, citing the card when not.
pub(crate) fn check_immunize(state: &State, side: Side, card: CardId, target: CardId) -> Result<(), Rejected<Reason>> {
    if may_use(state, side, card) && may_protect(state, card, target) {
        return Ok(());
    }
    let title = &state.def(card).title;
    Err(Rejected::new(Reason::NoImmunityGiven { title: title.to_string() }, card_text(title)))
}

/// `card` is used for this turn, and `target` is immune to the titles until the turn ends (while
/// on the planet).
pub(crate) fn immunize(state: &mut State, side: Side, card: CardId, target: CardId, events: &mut Vec<Event>) {
    if !may_use(state, side, card) || !may_protect(state, card, target) {
        return;
    }
    state.used_this_turn.push(card);
    state.protected.push([target, card]);
    events.push(Event::MadeImmune { card, target });
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
