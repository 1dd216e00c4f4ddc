//! Vehicle sites (Sandcrawler: Droid Junkheap, Sandcrawler: Loading Bay): a site deployed "on
//! your sandcrawler" ([`Ability::VehicleSite`]) is that vehicle's site, not a planet's. GEMP's
//! `AbstractNonuniqueVehicleSite`, read for the facts: it is related to the vehicle it was
//! deployed on; it belongs to no system, so no other site is next to it; a character moves in
//! ("enter") from the site the vehicle is present at, and out ("exit") to it, as a regular move
//! of its move phase (`Movement::EnterExit`; free unless the site's text says "Your characters
//! may enter/exit here for N Force each", GEMP `EnterExitCostForCharactersModifier`); and when the
//! vehicle leaves the table its non-unique sites leave with it, with every card at them
//! (`CardsLeavePlayUtils`).

use crate::engine::Common;
use crate::engine::Table;
use crate::engine::{CardId, Rejected};
use crate::rules::swccg::deploy::to_used_pile;
use crate::rules::swccg::enclosed::is_present;
use crate::rules::swccg::force::text_destiny;
use crate::rules::swccg::landing::is_site;
use crate::rules::swccg::model::action::{Action, Dest};
use crate::rules::swccg::model::def::{Ability, CardDef, CardType, Icon, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, Phase, State};
use crate::rules::swccg::movement::movement_blocked;
use crate::rules::swccg::sections::{card_text, SwccgRule};
use crate::rules::swccg::vehicles::{lose_from_table, strand_if_empty};

type Checked = Result<(), Rejected<Reason>>;

/// "Deploy on your sandcrawler": the characteristic of the vehicle the site `def` deploys on,
/// when it is a vehicle site.
pub(crate) fn vehicle_word(def: &CardDef) -> Option<&str> {
    def.abilities().find_map(|a| match a {
        Ability::VehicleSite { vehicle } => Some(vehicle.as_ref()),
        _ => None,
    })
}

/// Whether the location `def` is a vehicle site.
pub(crate) fn is_vehicle_site(def: &CardDef) -> bool {
    vehicle_word(def).is_some()
}

/// The vehicle a vehicle site on the table was deployed on.
pub(crate) fn vehicle_of(state: &State, site: CardId) -> Option<CardId> {
    state.vehicle_sites.iter().find(|&&[s, _]| s == site).map(|&[_, v]| v)
}

/// The site a vehicle is present at (on its own at a site), if it is.
fn vehicle_at(state: &State, vehicle: CardId) -> Option<CardId> {
    match state.card(vehicle).at {
        Some(At::Location(l)) if is_site(state, l) => Some(l),
        _ => None,
    }
}

/// "Deploy on your sandcrawler": `side`'s vehicles on the table that the vehicle site `card`
/// may deploy on.
pub(crate) fn hosts(state: &State, side: Side, card: CardId) -> Vec<CardId> {
    let Some(vehicle) = vehicle_word(state.def(card)) else { return Vec::new() };
    state
        .player(side)
        .table
        .iter()
        .copied()
        .filter(|&v| {
            let def = state.def(v);
            def.is(CardType::Vehicle) && def.has_characteristic(vehicle) && state.owner(v) == side
        })
        .collect()
}

/// Deploy phase: the vehicle site `card` from `side`'s hand on `vehicle` ("Locations cost
/// nothing": `force` 0), by its text "Deploy on your sandcrawler".
pub(crate) fn check_deploy(state: &State, side: Side, card: CardId, vehicle: CardId, force: u8) -> Checked {
    if !state.in_hand(side, card) {
        return Err(Reason::NotInHand.by(SwccgRule::Deploy));
    }
    if force != 0 {
        return Err(Reason::LocationsDeployFree.by(SwccgRule::Deploy));
    }
    check_on_vehicle(state, side, card, Some(vehicle))
}

/// Refuses a vehicle site `card` deployed anywhere but on one of `side`'s vehicles its text names
/// (`vehicle`: the card it would go on; none for a location deployed on its own).
pub(crate) fn check_on_vehicle(state: &State, side: Side, card: CardId, vehicle: Option<CardId>) -> Checked {
    let def = state.def(card);
    let Some(word) = vehicle_word(def) else { return Ok(()) };
    if vehicle.is_some_and(|v| hosts(state, side, card).contains(&v)) {
        return Ok(());
    }
    Err(Rejected::new(
        Reason::DeploysOnVehicle { title: def.title.to_string(), vehicle: word.to_string() },
        card_text(&def.title),
    ))
}

/// Puts the vehicle site `card` from `side`'s hand on the table, related to `vehicle` (at the end
/// of table order: it is no planet's site).
pub(crate) fn deploy(state: &mut State, side: Side, card: CardId, vehicle: CardId, events: &mut Vec<Event>) {
    state.player_mut(side).hand.retain(|&c| c != card);
    state.locations.push(card);
    state.vehicle_sites.push([card, vehicle]);
    events.push(Event::DeployedLocation { card });
}

/// Where `card` (a character on its own at a site) may enter or exit a vehicle site: each vehicle
/// site whose vehicle is present at its site ("enter"), or, at a vehicle site, the site its
/// vehicle is present at ("exit").
pub(crate) fn enter_exit_targets(state: &State, card: CardId) -> Vec<CardId> {
    if !state.def(card).is(CardType::Character) {
        return Vec::new();
    }
    let Some(At::Location(here)) = state.card(card).at else { return Vec::new() };
    if let Some(vehicle) = vehicle_of(state, here) {
        return vehicle_at(state, vehicle).into_iter().collect();
    }
    state.vehicle_sites.iter().filter(|&&[_, v]| vehicle_at(state, v) == Some(here)).map(|&[s, _]| s).collect()
}

/// The Force an enter or exit costs `side`'s `card` moving to `to`: nothing, or what the vehicle
/// site's half facing `side` says ("Your characters may enter/exit here for 1 Force each").
pub(crate) fn enter_exit_cost(state: &State, side: Side, card: CardId, to: Dest) -> Result<u8, Rejected<Reason>> {
    let (Dest::At(to), Some(At::Location(from))) = (to, state.card(card).at) else {
        return Err(Reason::NotReachable.by(SwccgRule::Move));
    };
    if !enter_exit_targets(state, card).contains(&to) {
        return Err(Reason::NotReachable.by(SwccgRule::Move));
    }
    let site = if vehicle_of(state, to).is_some() { to } else { from };
    Ok(state
        .def(site)
        .abilities()
        .find_map(|a| match a {
            Ability::EnterExitHere { side: s, force } if *s == side => Some(*force),
            _ => None,
        })
        .unwrap_or(0))
}

/// A vehicle leaving the table takes its vehicle sites with it, to their owner's Lost Pile, and
/// every card at them (either side's) is lost first (GEMP `CardsLeavePlayUtils`).
pub(crate) fn lose_sites_of(state: &mut State, vehicle: CardId, events: &mut Vec<Event>) {
    let sites: Vec<CardId> = state.vehicle_sites.iter().filter(|&&[_, v]| v == vehicle).map(|&[s, _]| s).collect();
    for site in sites {
        for side in Side::BOTH {
            let there: Vec<CardId> = state
                .player(side)
                .table
                .iter()
                .copied()
                .filter(|&c| matches!(state.card(c).at, Some(At::Location(l) | At::On(l)) if l == site))
                .collect();
            for c in there {
                if state.card(c).at.is_some() {
                    lose_from_table(state, c, events);
                }
            }
        }
        state.locations.retain(|&l| l != site);
        state.vehicle_sites.retain(|&[s, _]| s != site);
        let owner = state.owner(site);
        state.player_mut(owner).lost_pile.push(site);
        events.push(Event::Lost { card: site });
    }
}

/// Magnetic Suction Tube: "Once during each of your control phases, may target one character
/// present. Draw destiny. If destiny > character's ability, 'suck up' character (relocate to
/// related interior Sandcrawler site or owner's Used Pile)" (the card's text; GEMP
/// `UseMagneticSuctionTubeEffect`: any character present with the vehicle the device is on, either
/// side's; a site of that vehicle with the interior icon; the ruling "May not relocate a character
/// that cannot move"). May `side` use `card` on `target`, sending it to `to` (none: its owner's
/// Used Pile) if the destiny succeeds?
pub(crate) fn check_suck_up(state: &State, side: Side, card: CardId, target: CardId, to: Option<CardId>) -> Checked {
    let refused = || Err(Rejected::new(Reason::NotATarget, card_text(&state.def(card).title)));
    if state.phase != Phase::Control {
        return Err(Reason::Common(Common::WrongPhase { phase: Phase::Control }).by(SwccgRule::Control));
    }
    if state.owner(card) != side {
        return Err(Reason::NotYourCard.by(SwccgRule::Control));
    }
    let Some(At::On(vehicle)) = state.card(card).at else { return refused() };
    if !state.def(card).abilities().any(|a| matches!(a, Ability::SucksUp)) || state.used_this_turn.contains(&card) {
        return refused();
    }
    let Some(site) = vehicle_at(state, vehicle) else { return refused() };
    let present = state.def(target).is(CardType::Character)
        && state.card(target).at.is_some()
        && state.location_of(target) == Some(site)
        && is_present(state, target)
        && movement_blocked(state, target).is_none();
    let place = to.is_none_or(|s| vehicle_of(state, s) == Some(vehicle) && state.def(s).has_icon(Icon::Interior));
    if present && place {
        Ok(())
    } else {
        refused()
    }
}

/// The 'suck ups' `side` may make now: each of its devices saying so, on each character present
/// with its vehicle, to each interior site of that vehicle and to the Used Pile.
pub(crate) fn suck_ups(state: &State, side: Side) -> Vec<Action> {
    let mut out = Vec::new();
    for &card in &state.player(side).table {
        let Some(At::On(vehicle)) = state.card(card).at else { continue };
        let Some(site) = vehicle_at(state, vehicle) else { continue };
        let sites: Vec<Option<CardId>> = std::iter::once(None)
            .chain(state.vehicle_sites.iter().filter(|&&[_, v]| v == vehicle).map(|&[s, _]| Some(s)))
            .collect();
        for target in Side::BOTH.into_iter().flat_map(|s| state.cards_at(s, site)) {
            for &to in &sites {
                if check_suck_up(state, side, card, target, to).is_ok() {
                    out.push(Action::SuckUp { card, target, to });
                }
            }
        }
    }
    out
}

/// Uses it: once this turn; a destiny; over the target's ability, the target (and what is aboard
/// or on it) is relocated to `to` (off any craft, stranded if left without a pilot) or goes to its
/// owner's Used Pile.
pub(crate) fn suck_up(
    state: &mut State,
    side: Side,
    card: CardId,
    target: CardId,
    to: Option<CardId>,
    events: &mut Vec<Event>,
) {
    state.used_this_turn.push(card);
    let Some(destiny) = text_destiny(state, side, card, 0, events) else { return };
    if destiny <= crate::rules::swccg::stats::ability(state, target) || state.card(target).at.is_none() {
        return;
    }
    match to {
        Some(site) => {
            let host = match state.card(target).at {
                Some(At::Aboard { host, .. }) => Some(host),
                _ => None,
            };
            state.card_mut(target).at = Some(At::Location(site));
            events.push(Event::Relocated { card: target, to: site });
            if let Some(host) = host {
                strand_if_empty(state, host);
            }
        }
        None => to_used_pile(state, target, events),
    }
}
