//! Captives (the Comprehensive Rules' glossary: "captive", "escort", "imprisoned", "prison",
//! "release"; GEMP `CaptureOneCharacterOnTableEffect`, `ReleaseOneCaptiveEffect`), kept to what
//! the cards of the pool need (docs/rules-notes.md "Captives"):
//!
//! - Only the Dark Side captures, and only the Light Side's characters (GEMP `canEscortCaptive`:
//!   "captive must be a Light Side character; escort a Dark Side character").
//! - A captured character is 'seized' by an escort — one of the Dark Side's warriors or bounty
//!   hunters at the same location escorting no other captive (one captive each) — or
//!   'imprisoned' when it is at a prison (a site with the characteristic "prison": Death Star:
//!   Detention Block Corridor). With neither, it 'escapes': to its owner's Used Pile. With more
//!   than one choice, the Dark Side picks (`Prompt::Escort`).
//! - A captive is off the table in `State::captives` (`[holder, captive]`, the holder its escort
//!   or its prison), in no other place: it is not present, does not battle and its game text does
//!   nothing. It is at its escort's location (moving with it) or at its prison.
//! - A captive is released when its escort leaves the table (or by a card's text): at a site it
//!   'rallies' there, on its own, taking no part in a battle under way there; elsewhere (its
//!   escort aboard a starship at a system) it 'escapes' to its owner's Used Pile.

use crate::engine::{CardId, Table};
use crate::rules::swccg::landing::{is_site, planet_of};
use crate::rules::swccg::model::def::{Ability, CardType, Icon, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::state::{At, Prompt, State, Step};
use crate::rules::swccg::presence::controls;

/// The side that captures (GEMP: captives are the Light Side's, escorts the Dark Side's).
pub(crate) const CAPTOR: Side = Side::Dark;

/// Whether `card` is a captive.
pub(crate) fn is_captive(state: &State, card: CardId) -> bool {
    state.captives.iter().any(|&[_, c]| c == card)
}

/// The location `captive` is at: its prison, or its escort's location.
pub(crate) fn captive_location(state: &State, captive: CardId) -> Option<CardId> {
    let &[holder, _] = state.captives.iter().find(|&&[_, c]| c == captive)?;
    state.location_of(holder)
}

/// The captives at `location` (escorted there or imprisoned there), first captured first.
pub(crate) fn captives_at(state: &State, location: CardId) -> Vec<CardId> {
    state.captives.iter().filter(|&&[h, _]| state.location_of(h) == Some(location)).map(|&[_, c]| c).collect()
}

/// "Prison": a site with the characteristic (Death Star: Detention Block Corridor).
pub(crate) fn is_prison(state: &State, location: CardId) -> bool {
    state.is_location(location) && is_site(state, location) && state.def(location).has_characteristic("prison")
}

/// May `escort` escort a captive (GEMP `getNumCaptivesAllowedToEscort`): a Dark Side character on
/// the table, a warrior or a bounty hunter, escorting no other captive.
pub(crate) fn may_escort(state: &State, escort: CardId) -> bool {
    let def = state.def(escort);
    state.owner(escort) == CAPTOR
        && state.card(escort).at.is_some()
        && def.is(CardType::Character)
        && (def.has_icon(Icon::Warrior) || def.has_characteristic("bounty hunter"))
        && !state.captives.iter().any(|&[h, _]| h == escort)
}

/// Whether `card` may be captured: a Light Side character on the table.
pub(crate) fn capturable(state: &State, card: CardId) -> bool {
    state.owner(card) != CAPTOR && state.card(card).at.is_some() && state.def(card).is(CardType::Character)
}

/// Where `card`, captured, may go: each escort at its location, then its prison if it is at one.
pub(crate) fn holders(state: &State, card: CardId) -> Vec<CardId> {
    let Some(location) = state.location_of(card) else { return Vec::new() };
    let mut out: Vec<CardId> =
        state.cards_at(CAPTOR, location).into_iter().filter(|&c| c != card && may_escort(state, c)).collect();
    if is_prison(state, location) {
        out.push(location);
    }
    out
}

/// `card` (of `source`'s text) is captured: seized or imprisoned when there is one way, escaped
/// when there is none, the Dark Side's choice (`Prompt::Escort`) when there are more.
pub(crate) fn capture(state: &mut State, source: CardId, card: CardId, events: &mut Vec<Event>) {
    if !capturable(state, card) {
        return;
    }
    let cards = holders(state, card);
    match cards.as_slice() {
        [] => escape(state, card, events),
        [holder] => hold(state, *holder, card, events),
        _ => state.prompt = Some(Prompt::Escort { chooser: CAPTOR, card: source, captive: card, cards }),
    }
}

/// The Dark Side's answer to `Prompt::Escort`: `holder` (an escort, or the prison) takes `card`.
pub(crate) fn answer(state: &mut State, card: CardId, holder: CardId, events: &mut Vec<Event>) {
    state.prompt = None;
    if capturable(state, card) && holders(state, card).contains(&holder) {
        hold(state, holder, card, events);
    }
}

/// `card` leaves the table (what is on or aboard it lost, as when a card leaves the table, [S9])
/// and is held by `holder`: "character is first restored to normal" (its marks cleared).
fn hold(state: &mut State, holder: CardId, card: CardId, events: &mut Vec<Event>) {
    leave(state, card, events);
    state.captives.push([holder, card]);
    events.push(Event::Captured { card, by: holder });
}

/// Capture with 'escape': `card` goes to its owner's Used Pile.
fn escape(state: &mut State, card: CardId, events: &mut Vec<Event>) {
    leave(state, card, events);
    let owner = state.owner(card);
    state.player_mut(owner).used_pile.push(card);
    events.push(Event::Escaped { card });
}

/// `card` off the table, its attachments lost, its marks cleared.
fn leave(state: &mut State, card: CardId, events: &mut Vec<Event>) {
    let host = match state.card(card).at {
        Some(At::Aboard { host, .. }) => Some(host),
        _ => None,
    };
    for inside in state.attached_to(card) {
        if state.card(inside).at.is_some() {
            crate::rules::swccg::vehicles::lose_from_table(state, inside, events);
        }
    }
    let owner = state.owner(card);
    state.card_mut(card).leave_table();
    state.player_mut(owner).table.retain(|&c| c != card);
    state.boosts.retain(|b| b.card != card);
    state.held.retain(|h| h.card != card);
    state.left.retain(|&(c, _)| c != card);
    if let Some(host) = host {
        crate::rules::swccg::vehicles::strand_if_empty(state, host);
    }
}

/// `captive` is released: at a site it 'rallies' there, on its own (taking no part in a battle
/// under way there, as a revived character does); elsewhere it 'escapes' to its owner's Used
/// Pile (GEMP `ReleaseOneCaptiveEffect`; the released side's choice between the two is made as
/// rallying wherever it may: docs/rules-notes.md).
pub(crate) fn release(state: &mut State, captive: CardId, events: &mut Vec<Event>) {
    let Some(location) = captive_location(state, captive) else {
        if is_captive(state, captive) {
            state.captives.retain(|&[_, c]| c != captive);
            let owner = state.owner(captive);
            state.player_mut(owner).used_pile.push(captive);
            events.push(Event::Escaped { card: captive });
        }
        return;
    };
    state.captives.retain(|&[_, c]| c != captive);
    let owner = state.owner(captive);
    if is_site(state, location) {
        state.player_mut(owner).table.push(captive);
        state.card_mut(captive).at = Some(At::Location(location));
        if let Some(b) = state.battle.as_mut().filter(|b| b.location == location) {
            b.excluded.push(captive);
        }
        events.push(Event::Released { card: captive, to: Some(location) });
    } else {
        state.player_mut(owner).used_pile.push(captive);
        events.push(Event::Released { card: captive, to: None });
    }
}

/// `escort` is leaving the table: the captive it escorts is released first ("released when its
/// escort is lost").
pub(crate) fn release_escorted(state: &mut State, escort: CardId, events: &mut Vec<Event>) {
    let held: Vec<CardId> = state.captives.iter().filter(|&&[h, _]| h == escort).map(|&[_, c]| c).collect();
    for captive in held {
        release(state, captive, events);
    }
}

/// After every effect: a captive whose escort left the table by a way that did not release it
/// first escapes to its owner's Used Pile (its location unknown now); Death Star: Detention Block
/// Control Room's "If you control, … all imprisoned characters on Death Star are released"
/// (GEMP `Card1_123`: a required trigger on every table change), each rallying at its prison.
pub(crate) fn settle(state: &mut State, events: &mut Vec<Event>) {
    if state.captives.is_empty() {
        return;
    }
    let mut planets: Vec<String> = Vec::new();
    for &l in &state.locations {
        for a in state.def(l).abilities() {
            if let Ability::ReleasesImprisonedWhileControlled { side, planet } = a {
                if controls(state, *side, l) {
                    planets.push(planet.to_string());
                }
            }
        }
    }
    let imprisoned: Vec<CardId> = state
        .captives
        .iter()
        .filter(|&&[h, _]| state.is_location(h) && planet_of(state, h).is_some_and(|p| planets.iter().any(|q| q == p)))
        .map(|&[_, c]| c)
        .collect();
    for captive in imprisoned {
        release(state, captive, events);
    }
    let gone: Vec<CardId> = state.captives.iter().filter(|&&[h, _]| !state.on_table(h)).map(|&[_, c]| c).collect();
    for captive in gone {
        release(state, captive, events);
    }
}

/// We Have A Prisoner: "Use X Force to capture all characters on board a captured starship, where
/// X = twice the number of characters": the Force `side` uses on `ship` (`per_character` for
/// each character aboard it), when `ship` is a captured starship with a Light Side character
/// aboard and `side` captures; none otherwise.
pub(crate) fn aboard_cost(state: &State, side: Side, ship: CardId, per_character: u8) -> Option<u8> {
    if side != CAPTOR || !crate::rules::swccg::tractor_beams::is_captured_ship(state, ship) {
        return None;
    }
    let n = aboard_characters(state, ship).len();
    (n > 0).then(|| u8::try_from(n).unwrap_or(u8::MAX).saturating_mul(per_character))
}

/// The characters aboard `ship` that may be captured.
fn aboard_characters(state: &State, ship: CardId) -> Vec<CardId> {
    crate::rules::swccg::losses::characters_aboard(state, ship)
        .into_iter()
        .map(|(c, _)| c)
        .filter(|&c| capturable(state, c))
        .collect()
}

/// We Have A Prisoner's second option: its Force used, each character aboard `ship` is captured
/// in turn (`Step::Capture`, the first aboard first; each may ask for its escort).
pub(crate) fn capture_aboard(state: &mut State, side: Side, card: CardId, ship: CardId, per_character: u8) {
    let Some(cost) = aboard_cost(state, side, ship, per_character) else { return };
    crate::rules::swccg::force::use_force(state, side, cost);
    for captive in aboard_characters(state, ship).into_iter().rev() {
        state.pending.push(Step::Capture { card, captive });
    }
}

/// Cell 2187: "draw destiny. Release that many captives from the Detention Block Corridor": the
/// player of `effect` draws a destiny, and that many of the captives at the site titled `prison`
/// (imprisoned or escorted there; GEMP `Filters.captive`, `at(Detention_Block_Corridor)`) are
/// released, the first captured first (GEMP lets that player choose which; docs/rules-notes.md).
pub(crate) fn release_from(state: &mut State, effect: CardId, prison: &str, events: &mut Vec<Event>) {
    let side = state.owner(effect);
    let n = crate::rules::swccg::force::text_destiny(state, side, effect, 0, events).unwrap_or(0);
    let Some(site) = state.locations.iter().copied().find(|&l| state.def(l).title == prison) else { return };
    for captive in captives_at(state, site).into_iter().take(usize::from(n)) {
        release(state, captive, events);
    }
}

/// Spice Mines Of Kessel: "When targets reach Utinni Effect, retrieve Force equal to captive's
/// forfeit (captive and Utinni Effect lost)": the player of `effect` retrieves the captive's
/// forfeit (its printed one: a captive is off the table) and the captive goes to its owner's Lost
/// Pile (GEMP `Card2_125`: `RetrieveForceEffect`, `LoseCardsFromTableEffect`; the Effect is lost
/// by the caller).
pub(crate) fn deliver(state: &mut State, effect: CardId, captive: CardId, events: &mut Vec<Event>) {
    let side = state.owner(effect);
    let forfeit = crate::rules::swccg::stats::forfeit(state, captive);
    crate::rules::swccg::utinni::retrieve_top(state, side, usize::from(forfeit), events);
    state.captives.retain(|&[_, c]| c != captive);
    let owner = state.owner(captive);
    state.player_mut(owner).lost_pile.push(captive);
    events.push(Event::Lost { card: captive });
}
