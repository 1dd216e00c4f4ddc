//! Drag and drop: "dropping on B submits the action that matches (A, B), or shows the reason the
//! engine gives for (A, B)" (DESIGN.md). A drop onto a location's card counts as a drop onto the
//! location. The matching is the engine's ([`Ruleset::drop`](crate::engine::Ruleset::drop)); when
//! no legal action matches, the natural play or move for the pair is checked here, so
//! the refusal says why with the rule it breaks: an empty Black 2 dropped on Tatooine is refused
//! with [S12], a TIE dropped on Mos Eisley with [S14].

use crate::engine::SeatZone;
use crate::engine::Table;
use crate::engine::{CardId, Rejected, Target};
use crate::rules::swccg::deploy::cost_to;
use crate::rules::swccg::flow::check::check;
use crate::rules::swccg::landing::{is_docking_bay, is_site, is_system, planet_of};
use crate::rules::swccg::model::action::{Action, Dest, Movement, ReactBy, Source};
use crate::rules::swccg::model::def::CardType;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, Prompt, Slot, State};
use crate::rules::swccg::model::zone::{location_zone, zone_location, Zone};
use crate::rules::swccg::movement::move_cost;
use crate::rules::swccg::occupants::needs_driver;
use crate::rules::swccg::sections::SwccgRule;
use crate::rules::swccg::weapons::fire_cost;

/// A drop onto a location's card is a drop onto the location.
pub(crate) fn drop_target(state: &State, target: Target) -> Target {
    match target {
        Target::Card(c) if state.is_location(c) => Target::Zone(location_zone(c)),
        other => other,
    }
}

/// Why no legal action drops `source` on `target`: the check of the play or move the pair would
/// most naturally mean, or, when that is legal but not as this drop (or only its Force differs),
/// that no drop means it.
pub(crate) fn why_not(state: &State, source: CardId, target: Target) -> Rejected<Reason> {
    match natural(state, source, target).map(|candidate| check(state, &candidate)) {
        Err(rejected) | Ok(Err(rejected)) => rejected,
        Ok(Ok(())) => Reason::NoSuchDrop.by(SwccgRule::TurnSequence),
    }
}

/// The play or move that dropping `source` on `target` would most naturally mean.
fn natural(state: &State, source: CardId, target: Target) -> Result<Action, Rejected<Reason>> {
    let side = state.acting();
    let no = || Err(Reason::NoSuchDrop.by(SwccgRule::TurnSequence));
    let location = match target {
        Target::Zone(z) => match zone_location(z) {
            Some(l) if state.is_location(l) => Some(l),
            Some(_) => return Err(Reason::OffTheTable.by(SwccgRule::TurnSequence)),
            None if Zone::of(z).is_some() => None,
            None => return Err(Reason::OffTheTable.by(SwccgRule::TurnSequence)),
        },
        Target::Card(_) => None,
    };
    let card_target = match target {
        Target::Card(c) => Some(c),
        Target::Zone(_) => None,
    };
    let def = state.def(source);
    // The react window: a card dropped on a location 'reacts' to it (`reacts.rs`).
    if let (Some(Prompt::React { .. }), Some(l)) = (&state.prompt, location) {
        let to = Dest::At(l);
        let by = if state.in_hand(side, source) {
            ReactBy::Deploy
        } else if is_system(state, l) {
            ReactBy::Move(Movement::Hyperspeed)
        } else {
            ReactBy::Move(Movement::Landspeed)
        };
        return Ok(Action::React { card: source, by, to, force: cost_to(state, side, source, to) });
    }
    if state.prompt.is_some() {
        return Ok(Action::Lose { from: Source::Hand(source) });
    }
    let in_a_hand = state.in_hand(side, source) || state.in_hand(side.opponent(), source);
    if in_a_hand {
        let deploy = |to: Dest| Action::Deploy { card: source, to, force: cost_to(state, side, source, to) };
        return match (def.card_type, location, card_target) {
            (CardType::Location, _, _) => Ok(Action::DeployLocation { card: source }),
            (CardType::Interrupt, _, t) => Ok(Action::Interrupt { card: source, target: t }),
            (_, Some(l), _) => Ok(deploy(Dest::At(l))),
            (CardType::Effect | CardType::Weapon | CardType::Device, None, Some(h)) => Ok(deploy(Dest::On(h))),
            (CardType::Character, None, Some(h)) => Ok(deploy(Dest::Aboard { host: h, slot: first_slot(state, h) })),
            (CardType::Starship | CardType::Vehicle, None, Some(h)) => {
                Ok(deploy(Dest::Aboard { host: h, slot: Slot::Cargo }))
            }
            _ => no(),
        };
    }
    if state.card(source).at.is_none() {
        return no();
    }
    let moving = |how: Movement, to: Dest| Action::Move {
        card: source,
        how,
        to,
        force: move_cost(state, side, source, how, to).unwrap_or(1),
    };
    match (state.card(source).at, location, card_target) {
        (_, None, Some(t)) if def.is(CardType::Weapon) => {
            Ok(Action::Fire { weapon: source, target: t, force: fire_cost(state, source).unwrap_or(1) })
        }
        (Some(At::Location(from)), Some(l), _) => {
            let how = if def.is(CardType::Starship) {
                match (is_system(state, from), is_system(state, l)) {
                    (true, true) => Movement::Hyperspeed,
                    (true, false) => Movement::Land,
                    (false, true) => Movement::TakeOff,
                    (false, false) => Movement::Landspeed,
                }
            } else if is_docking_bay(state, from)
                && is_docking_bay(state, l)
                && planet_of(state, from) != planet_of(state, l)
            {
                Movement::Transit
            } else {
                Movement::Landspeed
            };
            Ok(moving(how, Dest::At(l)))
        }
        (Some(At::Aboard { .. }), Some(l), _) => {
            if state.location_of(source) == Some(l) || !is_site(state, l) {
                Ok(Action::Disembark { card: source })
            } else {
                Ok(moving(Movement::Shuttle, Dest::At(l)))
            }
        }
        (Some(At::Location(_)), None, Some(h)) => {
            let slot = if def.is(CardType::Character) { first_slot(state, h) } else { Slot::Cargo };
            Ok(Action::Embark { card: source, host: h, slot })
        }
        (Some(At::Aboard { host, .. }), None, Some(h)) if h != host => {
            Ok(Action::Embark { card: source, host: h, slot: first_slot(state, h) })
        }
        _ => no(),
    }
}

/// The slot a character dropped on `host` would take first: its pilot's (its driver's, on a
/// transport).
fn first_slot(state: &State, host: CardId) -> Slot {
    if needs_driver(state.def(host)) {
        Slot::Driver
    } else {
        Slot::Pilot
    }
}
