//! Runs (Kessel Run, set 1): a Utinni Effect whose target goes to the Effect's system and back.
//! Targeted, the system its target is at is the run's first; reaching the Effect aboard a
//! starship, the opponent draws destiny, and the starship is lost on a destiny of 0; back at the
//! first system, the Effect's player 'retrieves' X Lost Force, X being the parsec distance between
//! the two systems, and the Effect is lost (GEMP `Card1_052`: the Effect "reached" once the
//! destiny is drawn, "completed" once the Force is retrieved). A location that cancels the run
//! while its side controls it (Kessel) is here too.

use crate::engine::{CardId, Table};
use crate::rules::swccg::canceled_text::text_of;
use crate::rules::swccg::force::text_destiny;
use crate::rules::swccg::landing::is_system;
use crate::rules::swccg::mobile_system::parsec;
use crate::rules::swccg::model::def::{Ability, CardType, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::state::{At, State};
use crate::rules::swccg::presence::controls;
use crate::rules::swccg::utinni::retrieve_top;
use crate::rules::swccg::vehicles::lose_from_table;

/// "Target one of your smugglers at another system. X = parsec distance between the two
/// systems": the run's first system (the one `target` is at) and X, as the Effect `effect`
/// targets it (none when `target` is at no system).
pub(crate) fn first_leg(state: &State, effect: CardId, target: CardId) -> Option<(CardId, u8)> {
    let from = state.location_of(target).filter(|&l| is_system(state, l))?;
    let to = state.location_of(effect)?;
    let x = parsec(state, from).unwrap_or(0).abs_diff(parsec(state, to).unwrap_or(0));
    Some((from, x))
}

/// The starship `card` is aboard, however deep (GEMP `Filters.hasAboard`).
fn starship_carrying(state: &State, card: CardId) -> Option<CardId> {
    let mut current = card;
    for _ in 0..8 {
        match state.card(current).at? {
            At::Aboard { host, .. } if state.def(host).is(CardType::Starship) => return Some(host),
            At::Aboard { host, .. } => current = host,
            _ => return None,
        }
    }
    None
}

/// "When target reaches Kessel, opponent draws destiny. If = 0, starship lost. Otherwise, by
/// returning to first system, 'retrieve' X Lost Force": after a change to the table, the run of
/// the Utinni Effect at `i` (its target on the table) goes on: whether it is over (the Effect lost,
/// no longer in `state.utinni`).
pub(crate) fn go_on(state: &mut State, i: usize, lost_on: u8, events: &mut Vec<Event>) -> bool {
    let Some(&t) = state.utinni.get(i) else { return false };
    let Some(at) = state.location_of(t.target) else { return false };
    if !t.reached {
        // GEMP: only aboard a starship at the Effect's system is the target reaching it.
        let Some(starship) = starship_carrying(state, t.target) else { return false };
        if state.location_of(t.effect) != Some(at) {
            return false;
        }
        if let Some(run) = state.utinni.get_mut(i) {
            run.reached = true;
        }
        events.push(Event::UtinniReached { effect: t.effect, target: t.target });
        let opponent = state.owner(t.effect).opponent();
        if text_destiny(state, opponent, t.effect, 0, events) == Some(lost_on) {
            lose_from_table(state, starship, events);
        }
        return false;
    }
    // "By returning to first system" (GEMP: a system of the first one's title).
    let back = t.from.is_some_and(|from| is_system(state, at) && state.def(at).title == state.def(from).title);
    if !back {
        return false;
    }
    state.utinni.remove(i);
    retrieve_top(state, state.owner(t.effect), usize::from(t.x), events);
    lose_from_table(state, t.effect, events);
    true
}

/// Kessel: "If you control, Kessel Run is canceled" (GEMP `Card1_288`, `Card1_126`): after every
/// change to the table, each card of the title a location's `CanceledWhenControlled` names is
/// lost while that half's side controls the location.
pub(crate) fn settle(state: &mut State, events: &mut Vec<Event>) {
    let view: &State = state;
    let canceled: Vec<CardId> = view
        .locations
        .iter()
        .flat_map(|&l| {
            text_of(view, l).filter_map(move |a| match a {
                Ability::CanceledWhenControlled { side, title } if controls(view, *side, l) => Some(title),
                _ => None,
            })
        })
        .flat_map(|title| {
            Side::BOTH
                .iter()
                .flat_map(move |&s| view.player(s).table.iter().copied())
                .filter(move |&c| view.card(c).at.is_some() && view.def(c).title == **title)
        })
        .collect();
    for card in canceled {
        lose_from_table(state, card, events);
    }
}
