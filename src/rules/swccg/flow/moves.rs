//! What the listing offers to move (`legal.rs`): the regular moves ([S5], [S13]–[S15], landspeed,
//! transit, shuttling and transfers; `movement.rs`) with the places each card might go, and the
//! unlimited moves ([V5]: embarking, disembarking, changing slots).

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::swccg::flow::crafts::{character_slots, Crafts};
use crate::rules::swccg::flow::legal::{Breadth, Until};
use crate::rules::swccg::force::available;
use crate::rules::swccg::landing::{is_docking_bay, is_site, is_system, system_of};
use crate::rules::swccg::model::action::{Action, Dest, Movement};
use crate::rules::swccg::model::def::{CardType, Side};
use crate::rules::swccg::model::state::{At, Slot, State};
use crate::rules::swccg::movement::{is_movable, move_cost, movement_blocked};
use crate::rules::swccg::starship::{is_capital, is_starfighter};
use crate::rules::swccg::vehicle_sites::enter_exit_targets;
use crate::rules::swccg::vehicles::{check_disembark, check_embark, check_seat};

/// Where a card on the table might make a regular move to, and how; `crafts`: its side's
/// starships and vehicles, found once for all its cards.
fn move_targets(state: &State, crafts: &Crafts, card: CardId) -> Vec<(Movement, Dest)> {
    let mut out = Vec::new();
    let locations = &state.locations;
    // Yerka Mig: an Effect moving like a character, by landspeed from the site it is on.
    if let Some(l) = crate::rules::swccg::fugitives::moving_from(state, card) {
        out.extend(
            locations.iter().filter(|&&o| o != l && is_site(state, o)).map(|&o| (Movement::Landspeed, Dest::At(o))),
        );
        return out;
    }
    match state.card(card).at {
        Some(At::Location(l)) if is_site(state, l) => {
            out.extend(enter_exit_targets(state, card).into_iter().map(|s| (Movement::EnterExit, Dest::At(s))));
            for &other in locations {
                if other != l && is_site(state, other) {
                    out.push((Movement::Landspeed, Dest::At(other)));
                    if is_docking_bay(state, l) && is_docking_bay(state, other) {
                        out.push((Movement::Transit, Dest::At(other)));
                    }
                }
            }
            if let Some(system) = system_of(state, l) {
                out.push((Movement::TakeOff, Dest::At(system)));
                for host in crafts.at(state, system) {
                    if is_capital(state.def(host)) {
                        let slots: &[Slot] = if state.def(card).is(CardType::Vehicle) {
                            &[Slot::Cargo]
                        } else {
                            &[Slot::Pilot, Slot::Passenger]
                        };
                        out.extend(slots.iter().map(|&slot| (Movement::Shuttle, Dest::Aboard { host, slot })));
                    }
                }
            }
        }
        Some(At::Location(l)) if is_system(state, l) => {
            for &other in locations {
                if other != l && is_system(state, other) {
                    out.push((Movement::Hyperspeed, Dest::At(other)));
                }
                if system_of(state, other) == Some(l) {
                    out.push((Movement::Land, Dest::At(other)));
                }
            }
        }
        Some(At::Aboard { host, .. }) => {
            if let Some(At::Location(system)) = state.card(host).at.filter(|_| is_capital(state.def(host))) {
                for &site in locations {
                    if system_of(state, site) == Some(system) {
                        out.push((Movement::Shuttle, Dest::At(site)));
                    }
                }
            }
            if let Some(At::Location(system)) = state.card(host).at {
                for other in crafts.at(state, system) {
                    if other != host {
                        for &slot in character_slots(state, card, other) {
                            out.push((Movement::Transfer, Dest::Aboard { host: other, slot }));
                        }
                    }
                }
            }
        }
        _ => {}
    }
    out
}

/// Regular moves: each of `side`'s characters, starships and vehicles that has not moved this
/// turn, to each place a move takes it, naming its Force cost; legal when that much is available
/// (`movement::check_move`).
pub(super) fn moves(state: &State, side: Side, Breadth { near, sure }: Breadth, until: Until, out: &mut Vec<Action>) {
    let force = available(state, side);
    let crafts = Crafts::new(state, side);
    let mut made = out.len();
    for &card in &state.player(side).table {
        if until.reached(state, &out[made..]) {
            return;
        }
        made = out.len();
        // Full Scale Alert: a card whose movement is blocked makes no move.
        if !is_movable(state, card) || (!near && (state.card(card).moved || movement_blocked(state, card).is_some())) {
            continue;
        }
        let mine = state.card(card).at.is_some() && state.owner(card) == side;
        for (how, to) in move_targets(state, &crafts, card) {
            match move_cost(state, side, card, how, to) {
                Ok(cost) if sure && !(mine && cost <= force) => {}
                Ok(force) => {
                    out.push(Action::Move { card, how, to, force });
                    if near {
                        out.push(Action::Move { card, how, to, force: force + 1 });
                    }
                }
                Err(_) if near => out.push(Action::Move { card, how, to, force: 1 }),
                Err(_) => {}
            }
        }
        if near {
            // Every other kind of move to the same places: refused by the check.
            for how in Movement::ALL {
                if let Some(&l) = state.locations.first() {
                    out.push(Action::Move { card, how, to: Dest::At(l), force: 1 });
                }
            }
        }
    }
}

pub(super) fn seats(state: &State, side: Side, Breadth { sure, .. }: Breadth, out: &mut Vec<Action>) {
    for &card in &state.player(side).table {
        if let Some(At::Aboard { slot: current, .. }) = state.card(card).at {
            if state.def(card).is(CardType::Character) {
                for slot in [Slot::Pilot, Slot::Passenger, Slot::Driver] {
                    if slot != current && (!sure || check_seat(state, side, card, slot).is_ok()) {
                        out.push(Action::Seat { card, slot });
                    }
                }
            }
        }
    }
}

/// Move phase, unlimited: embarking, disembarking, changing slots.
pub(super) fn unlimited(state: &State, side: Side, Breadth { near, sure }: Breadth, out: &mut Vec<Action>) {
    let crafts = Crafts::new(state, side);
    let embark = |card, host, slot| {
        (!sure || check_embark(state, side, card, host, slot).is_ok()).then_some(Action::Embark { card, host, slot })
    };
    for &card in &state.player(side).table {
        let def = state.def(card);
        match state.card(card).at {
            Some(At::Location(l)) => {
                for host in crafts.at(state, l) {
                    if host == card {
                        continue;
                    }
                    if def.is(CardType::Character) {
                        out.extend(
                            character_slots(state, card, host).iter().filter_map(|&slot| embark(card, host, slot)),
                        );
                    } else if is_starfighter(def) && is_capital(state.def(host)) {
                        out.extend(embark(card, host, Slot::Cargo));
                    }
                }
            }
            Some(At::Aboard { host: inside, .. }) => {
                if !sure || check_disembark(state, side, card).is_ok() {
                    out.push(Action::Disembark { card });
                }
                if def.is(CardType::Character) {
                    for &host in &crafts.all {
                        let related = state.card(inside).at == Some(At::Aboard { host, slot: Slot::Cargo })
                            || state.card(host).at == Some(At::Aboard { host: inside, slot: Slot::Cargo });
                        if related || (near && host != inside) {
                            out.extend(
                                character_slots(state, card, host).iter().filter_map(|&slot| embark(card, host, slot)),
                            );
                        }
                    }
                }
            }
            _ => {}
        }
    }
    seats(state, side, Breadth { near, sure }, out);
}
