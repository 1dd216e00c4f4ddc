//! 'Missing' characters (Hoth, set 3; the Comprehensive Rules' glossary "missing", GEMP
//! `GameState.makeGoMissing`, `InactiveReason.MISSING`): a missing character stays at its site,
//! turned, but is not active there: it is not present, adds no power, ability or presence, takes
//! no part in battles or drains, and may not move; the cards on it are inactive with it
//! (`State::cards_at` leaves them out). It is 'found' as soon as a character of its owner is
//! present at its site (docs/rules-notes.md "Missing"), and it leaves the missing state whenever
//! it leaves the table (`CardState::leave_table`).

use crate::engine::{CardId, Rejected, Table};
use crate::rules::swccg::battle::end_if_presence_gone;
use crate::rules::swccg::deploy::to_used_pile;
use crate::rules::swccg::enclosed::is_present;
use crate::rules::swccg::force::text_destiny;
use crate::rules::swccg::interrupts::option_holds;
use crate::rules::swccg::landing::{is_docking_bay, is_exterior, is_planet_site, is_site};
use crate::rules::swccg::model::def::{Ability, CardType, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, Phase, State};
use crate::rules::swccg::occupants::is_piloted;
use crate::rules::swccg::presence::is_alone;
use crate::rules::swccg::sections::SwccgRule;

type Checked = Result<(), Rejected<Reason>>;

/// Whether `card` is missing, or is on or aboard a missing card (GEMP: the cards deployed on an
/// inactive card are inactive too; `State::in_missing`).
pub(crate) fn inactive(state: &State, card: CardId) -> bool {
    state.in_missing(card)
}

/// Exposure, Frostbite: "characters present or missing at …" (GEMP `SpotOverride.INCLUDE_MISSING`
/// with `presentAt`): present, or missing at its site.
pub(crate) fn present_or_missing(state: &State, card: CardId) -> bool {
    state.card(card).missing || is_present(state, card)
}

/// The character `card` goes missing where it stands (GEMP `GoMissingEffect`); a side left with
/// no presence in a battle there ends it.
/// A character aboard a starship or vehicle there leaves it and is missing at the site (ruling of
/// He Hasn't Come Back Yet: "the character is removed from the starship or vehicle and becomes
/// missing at that site").
pub(crate) fn go_missing(state: &mut State, card: CardId, events: &mut Vec<Event>) {
    let Some(site) = state.location_of(card).filter(|&l| is_site(state, l)) else { return };
    if state.card(card).at.is_none() || state.card(card).missing || !state.def(card).is(CardType::Character) {
        return;
    }
    state.card_mut(card).at = Some(At::Location(site));
    state.card_mut(card).missing = true;
    events.push(Event::WentMissing { card });
    end_if_presence_gone(state, events);
    crate::rules::swccg::missing_watch::went_missing(state, card);
}

/// Whether a missing character at `site` is found there: a character of `side` (its owner) is
/// present at the site (docs/rules-notes.md "Missing": GEMP's search party drawn in the control
/// phase is not played; the brief's rule "found when a character of its owner is present").
fn finder_here(state: &State, side: Side, site: CardId) -> bool {
    state.cards_at(side, site).into_iter().any(|c| state.def(c).is(CardType::Character) && is_present(state, c))
}

/// After every change to the table: the characters present at an Ice Storm's exterior site go
/// missing (`storms.rs` `settle`); then each missing character with a character of its owner
/// present at its site is found, but not at a storm's exterior site (everyone present there is
/// missing).
pub(crate) fn settle(state: &mut State, events: &mut Vec<Event>) {
    crate::rules::swccg::storms::settle(state, events);
    let stormy = crate::rules::swccg::storms::storm_sites(state);
    for side in Side::BOTH {
        let missing: Vec<CardId> =
            state.player(side).table.iter().copied().filter(|&c| state.card(c).missing).collect();
        for card in missing {
            let Some(site) = state.location_of(card) else { continue };
            if !stormy.contains(&site) && finder_here(state, side, site) {
                state.card_mut(card).missing = false;
                events.push(Event::Found { card });
            }
        }
    }
    crate::rules::swccg::missing_watch::settle(state, events);
}

/// He Hasn't Come Back Yet: "During your control phase, target any character alone at one of
/// your exterior planet sites (except a docking bay)" (GEMP `Card3_126`: `Filters.alone`, a site
/// of `side`'s, exterior, a planet site, not a docking bay; ruling: "The site must have been
/// deployed by the player playing this Interrupt", and the target may be aboard a starship or
/// vehicle there).
fn may_make_missing(state: &State, side: Side, target: CardId) -> bool {
    let Some(site) = state.location_of(target) else { return false };
    state.card(target).at.is_some()
        && state.phase == Phase::Control
        && state.active == side
        && state.def(target).is(CardType::Character)
        && !state.card(target).missing
        && is_alone(state, target)
        && state.owner(site) == side
        && is_exterior(state, site)
        && is_planet_site(state, site)
        && !is_docking_bay(state, site)
}

/// Nice Of You Guys To Drop By: "Send one of your missing characters at same site as one of your
/// piloted or driven vehicles to your Used Pile" (GEMP `Card3_046`: `your`, `missing`, at the
/// site of one of its player's vehicles with a pilot or driver aboard).
fn may_send_to_used_pile(state: &State, side: Side, target: CardId) -> bool {
    let Some(site) = state.location_of(target) else { return false };
    state.owner(target) == side
        && state.card(target).missing
        && state.cards_at(side, site).into_iter().any(|v| state.def(v).is(CardType::Vehicle) && is_piloted(state, v))
}

/// Whether `side` may play this option of its Interrupt `card` now, on `target` (`None`: not a
/// word of this file, nor Exposure's, whose rule is Hoth's cold, `cold.rs`).
pub(crate) fn check_option(
    state: &State,
    side: Side,
    card: CardId,
    ability: &Ability,
    target: Option<CardId>,
) -> Option<Checked> {
    match ability {
        Ability::MakesMissing { .. } => {
            let Some(t) = target else { return Some(Err(Reason::NotATarget.by(SwccgRule::Interrupts))) };
            Some(option_holds(may_make_missing(state, side, t)))
        }
        Ability::MissingToUsedPile => {
            let Some(t) = target else { return Some(Err(Reason::NotATarget.by(SwccgRule::Interrupts))) };
            Some(option_holds(may_send_to_used_pile(state, side, t)))
        }
        Ability::SacrificeProtects { sacrifice, .. } => {
            let Some(t) = target else { return Some(Err(Reason::NotATarget.by(SwccgRule::Interrupts))) };
            Some(option_holds(crate::rules::swccg::protection::sacrifice_for(state, side, sacrifice, t).is_some()))
        }
        Ability::LosesAllAtNightMarkers => Some(match target {
            Some(_) => Err(Reason::NotATarget.by(SwccgRule::Interrupts)),
            None => crate::rules::swccg::cold::check_exposure(state, side, card),
        }),
        _ => None,
    }
}

/// Whether `ability` is a word of this file whose Interrupt targets a character on the table.
pub(crate) fn targets_character(ability: &Ability) -> bool {
    matches!(ability, Ability::MakesMissing { .. } | Ability::MissingToUsedPile | Ability::SacrificeProtects { .. })
}

/// Plays the option (false: not a word of this file). He Hasn't Come Back Yet: "Draw destiny.
/// Target is missing if destiny + 3 > ability" (GEMP: a failed draw counts 0).
pub(crate) fn play_option(
    state: &mut State,
    side: Side,
    card: CardId,
    ability: &Ability,
    target: Option<CardId>,
    events: &mut Vec<Event>,
) -> bool {
    match ability {
        Ability::MakesMissing { plus } => {
            let Some(t) = target.filter(|&t| state.card(t).at.is_some()) else { return true };
            let total = text_destiny(state, side, card, *plus, events).unwrap_or(*plus);
            if total > crate::rules::swccg::stats::ability(state, t) {
                go_missing(state, t, events);
            }
            true
        }
        Ability::MissingToUsedPile => {
            if let Some(t) = target.filter(|&t| state.card(t).missing) {
                to_used_pile(state, t, events);
            }
            true
        }
        Ability::SacrificeProtects { sacrifice, .. } => {
            if let Some(t) = target {
                crate::rules::swccg::protection::protect(state, side, card, sacrifice, t, events);
            }
            true
        }
        Ability::LosesAllAtNightMarkers => {
            crate::rules::swccg::cold::expose(state, side, card, events);
            true
        }
        _ => false,
    }
}
