//! A mobile system (the Death Star: "X = parsec of current position. Deploys only at parsec 0.
//! Hyperspeed = 1."; one word, `mobile_system`). Source: the card's text; GEMP, read for the
//! facts (`AbstractMobileSystem.getMoveUsingHyperspeedAction`, `MoveMobileSystemUsingHyperspeedAction`):
//! its parsec is where it is now, 0 when it deploys; in its owner's move phase, as its regular
//! move for the turn, for the Force a hyperspeed move costs, it moves to another parsec within its
//! hyperspeed (0 to 99). What is at it, and the sites related to it, go with it (they are at or
//! related to the card). GEMP lets it also choose to orbit a system at the new parsec: nothing in
//! these decks reads an orbit, so the engine keeps none.

use crate::engine::Table;
use crate::engine::{CardId, Common, Rejected};
use crate::rules::swccg::force::{check_force, use_force};
use crate::rules::swccg::landing::system_of;
use crate::rules::swccg::model::action::Action;
use crate::rules::swccg::model::def::{Ability, CardDef, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{Phase, State};
use crate::rules::swccg::movement::MOVE_COST;
use crate::rules::swccg::sections::{card_text, SwccgRule};

type Checked = Result<(), Rejected<Reason>>;

/// The highest parsec (GEMP: 0 to 99).
const LAST_PARSEC: u8 = 99;

/// The mobile system's hyperspeed, if `def` is one.
pub(crate) fn mobile_hyperspeed(def: &CardDef) -> Option<u8> {
    def.abilities().find_map(|a| match a {
        Ability::MobileSystem { hyperspeed } => Some(*hyperspeed),
        _ => None,
    })
}

/// The mobile system `system`'s hyperspeed now: its own, or what a card at one of its sites sets
/// ("While at Death Star: Central Core, hyperspeed of Death Star system = 2"; R3-T6).
pub(crate) fn system_hyperspeed(state: &State, system: CardId) -> Option<u8> {
    let own = mobile_hyperspeed(state.def(system))?;
    let set = (0..state.cards.len())
        .filter_map(|i| u16::try_from(i).ok().map(CardId))
        .filter(|&c| state.card(c).at.is_some())
        .find_map(|c| {
            crate::rules::swccg::canceled_text::text_of(state, c).find_map(|a| match a {
                Ability::SystemHyperspeedAt { site, hyperspeed } => {
                    let at = state.location_of(c)?;
                    (state.def(at).title == *site && system_of(state, at) == Some(system)).then_some(*hyperspeed)
                }
                _ => None,
            })
        });
    Some(set.unwrap_or(own))
}

/// The parsec of `location`: a mobile system's current position (0 until it moves, "Deploys
/// only at parsec 0"), any other location's printed parsec.
pub(crate) fn parsec(state: &State, location: CardId) -> Option<u8> {
    let def = state.def(location);
    if mobile_hyperspeed(def).is_some() {
        return Some(state.positions.iter().find(|(l, _)| *l == location).map_or(0, |&(_, p)| p));
    }
    def.location.as_ref().and_then(|l| l.parsec)
}

/// May `side` move the mobile system `system` to `to` now (for `force`)?
pub(crate) fn check_move_system(state: &State, side: Side, system: CardId, to: u8, force: u8) -> Checked {
    if state.phase != Phase::Move {
        return Err(Reason::Common(Common::WrongPhase { phase: Phase::Move }).by(SwccgRule::Move));
    }
    if !state.is_location(system) || state.owner(system) != side {
        return Err(Reason::NotALocationTarget.by(SwccgRule::Move));
    }
    let Some(speed) = system_hyperspeed(state, system) else {
        return Err(Reason::NotReachable.by(SwccgRule::S5));
    };
    if state.card(system).moved {
        return Err(Reason::AlreadyMoved.by(SwccgRule::Move));
    }
    let from = parsec(state, system).unwrap_or(0);
    let parsecs = from.abs_diff(to);
    if to == from || to > LAST_PARSEC {
        return Err(Reason::NotReachable.by(SwccgRule::S5));
    }
    if parsecs > speed {
        return Err(Reason::TooFar { parsecs, hyperspeed: speed }.by(SwccgRule::S5));
    }
    check_force(state, side, MOVE_COST, force, SwccgRule::S5)
}

/// The moves `side`'s mobile systems may make now.
pub(crate) fn system_moves(state: &State, side: Side) -> Vec<Action> {
    let mut out = Vec::new();
    for &system in &state.locations {
        let Some(speed) = system_hyperspeed(state, system) else { continue };
        let from = parsec(state, system).unwrap_or(0);
        for to in from.saturating_sub(speed)..=from.saturating_add(speed).min(LAST_PARSEC) {
            if check_move_system(state, side, system, to, MOVE_COST).is_ok() {
                out.push(Action::MoveSystem { system, parsec: to, force: MOVE_COST });
            }
        }
    }
    out
}

/// Moves `system` to the parsec `to`, its regular move this turn.
pub(crate) fn move_system(state: &mut State, side: Side, system: CardId, to: u8, force: u8, events: &mut Vec<Event>) {
    use_force(state, side, force);
    state.positions.retain(|(l, _)| *l != system);
    state.positions.push((system, to));
    state.card_mut(system).moved = true;
    events.push(Event::SystemMoved { system, parsec: to });
}

/// The weapon's "Deploy on Death Star system at parsec 0" (Superlaser): the parsec its text
/// needs, if any.
pub(crate) fn deploys_at_parsec(def: &CardDef) -> Option<u8> {
    def.abilities().find_map(|a| match a {
        Ability::Weapon { at_parsec, .. } => *at_parsec,
        _ => None,
    })
}

/// "Deploy on Death Star system at parsec 0": the weapon `card` deploys on the mobile system
/// `host` only while it is at that parsec (GEMP `Card2_161`: `Filters.systemAtParsec(0)`).
pub(crate) fn check_at_parsec(state: &State, card: CardId, host: CardId) -> Checked {
    let def = state.def(card);
    match deploys_at_parsec(def) {
        Some(at) if parsec(state, host) != Some(at) => {
            Err(Rejected::new(Reason::NotAtParsec { parsec: at }, card_text(&def.title)))
        }
        _ => Ok(()),
    }
}
