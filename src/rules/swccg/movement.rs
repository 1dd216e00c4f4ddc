//! Regular moves (research §2, "Moves per turn"): "Landspeed, docking bay transit, shuttling,
//! hyperspeed, landing and taking off are all regular moves. Each card makes only one regular
//! move per turn." Landing and taking off are [S13]–[S15] (`landing.rs`); embarking and
//! disembarking, the unlimited moves, are [V5] (`vehicles.rs`).

use crate::engine::Common;
use crate::engine::Table;
use crate::engine::{CardId, Rejected};
use crate::rules::swccg::deploy::{at_of, check_interior_mobile, check_one_per_location, dest_location};
use crate::rules::swccg::force::{check_force, use_force};
use crate::rules::swccg::here::{
    at_planet_adds, control_phase_move, hyperspeed_from_here, moves_anywhere_to, moves_free_here,
    shuttles_free_to_site, takes_off_free, transit_to_here,
};
use crate::rules::swccg::holosite::check_not_holosite;
use crate::rules::swccg::landing::{
    check_land, check_take_off, is_docking_bay, is_exterior, is_landed, is_site, is_system, landing_cost, planet_of,
    system_of,
};
use crate::rules::swccg::mobile_system::parsec as parsec_of;
use crate::rules::swccg::model::action::{Dest, Movement};
use crate::rules::swccg::model::def::{Ability, CardDef, CardType, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, Phase, State};
use crate::rules::swccg::occupants::{has_nav_computer_aboard, is_craft, is_piloted};
use crate::rules::swccg::sections::{card_text, SwccgRule};
use crate::rules::swccg::shield;
use crate::rules::swccg::starship::{check_fits, has_hyperdrive, hyperspeed, is_capital};
use crate::rules::swccg::stats::landspeed;
use crate::rules::swccg::this_turn::held_from_moving;
use crate::rules::swccg::trench::{at_trench, check_not_trench};
use crate::rules::swccg::vehicle_sites::enter_exit_cost;
use crate::rules::swccg::vehicles::would_leave_empty;

type Checked = Result<(), Rejected<Reason>>;

/// "usually 1 Force" for a regular move.
pub(crate) const MOVE_COST: u8 = 1;

/// The sites of a planet in table order (but the Trench, apart from the others: `trench.rs`).
pub(crate) fn sites<'a>(state: &'a State, planet: Option<&'a str>) -> impl Iterator<Item = CardId> + 'a {
    state
        .locations
        .iter()
        .copied()
        .filter(move |&l| is_site(state, l) && planet_of(state, l) == planet && !at_trench(state, l))
}

/// "Same or adjacent site": `a` is `b`, or a site next to it.
pub(crate) fn same_or_adjacent(state: &State, a: CardId, b: CardId) -> bool {
    a == b || site_distance(state, a, b) == Some(1)
}

/// How many sites apart two sites of one planet are (adjacent sites are 1 apart).
pub(crate) fn site_distance(state: &State, from: CardId, to: CardId) -> Option<u8> {
    let planet = planet_of(state, from);
    // 'Trench Rules': no site is any distance from the Trench (`trench.rs`).
    if planet.is_none() || planet_of(state, to) != planet || at_trench(state, from) || at_trench(state, to) {
        return None;
    }
    // Where each stands among the planet's sites, in one pass and without a list of them.
    let (mut a, mut b) = (None, None);
    for (i, site) in sites(state, planet).enumerate() {
        if site == from {
            a.get_or_insert(i);
        }
        if site == to {
            b.get_or_insert(i);
        }
    }
    debug_assert_eq!((a, b), {
        let sites: Vec<CardId> = sites(state, planet).collect();
        (sites.iter().position(|&s| s == from), sites.iter().position(|&s| s == to))
    });
    u8::try_from(a?.abs_diff(b?)).ok()
}

/// Where a card is on its own (not aboard), if it is.
fn top_level(state: &State, card: CardId) -> Option<CardId> {
    match state.card(card).at {
        Some(At::Location(l)) => Some(l),
        // Yerka Mig: "You may move Mig like a character" (an Effect on a site).
        Some(At::On(_)) => crate::rules::swccg::fugitives::moving_from(state, card),
        _ => None,
    }
}

/// "Moves free if Luke aboard" (Luke's X-34 Landspeeder); "… if Jabba or any bounty hunter
/// aboard" (Mobquet A-1 Deluxe Floater).
fn moves_free(state: &State, card: CardId) -> bool {
    state.def(card).abilities().any(|a| match a {
        Ability::MovesFreeWith { title, who } => state.aboard(card).iter().any(|&(c, _)| {
            let def = state.def(c);
            def.title == *title || who.as_ref().is_some_and(|k| k.holds(def))
        }),
        _ => false,
    })
}

/// What the regular move costs, if the card may make it (the rule it breaks otherwise; a site
/// under an energy shield last, `shield.rs`; "Limit of one Advosze per location" for the card
/// moving and each card aboard it); nothing for a card an Effect at its planet lets "move for
/// free" (Evacuation Control, `here.rs`).
pub(crate) fn move_cost(
    state: &State,
    side: Side,
    card: CardId,
    how: Movement,
    to: Dest,
) -> Result<u8, Rejected<Reason>> {
    // An Undercover spy holds its site until it breaks cover (docs/rules-notes.md).
    if state.card(card).undercover {
        return Err(Rejected::new(Reason::Undercover, card_text("Undercover")));
    }
    // Rebel Barrier, Quite A Mercenary: "prevent … from moving"; Frozen Dinner: "may not move".
    if held_from_moving(state, card) {
        return Err(Reason::MayNotMove.by(SwccgRule::Move));
    }
    // Meteor Impact?: its target "may not leave planet or move away from Utinni Effect", nor be
    // carried so.
    crate::rules::swccg::utinni::check_stays_near(state, card, dest_location(state, to))?;
    let cost = printed_move_cost(state, side, card, how, to)?;
    shield::check_move(state, side, how, state.location_of(card), dest_location(state, to))?;
    // The Shield Doors Must Be Closed: no movement to or from its site at night (`cold.rs`).
    crate::rules::swccg::cold::check_doors(state, card, state.location_of(card), dest_location(state, to))?;
    // Collapsing Corridor: nothing moves to or from a 'collapsed' site (`collapse.rs`).
    crate::rules::swccg::collapse::check_not_collapsed(
        state,
        [state.location_of(card), dest_location(state, to)],
        SwccgRule::Move,
    )?;
    check_not_holosite(state, dest_location(state, to))?;
    check_not_trench(state, dest_location(state, to), false)?;
    check_interior_mobile(state, card, to)?;
    let location = dest_location(state, to);
    for c in std::iter::once(card).chain(state.attached_to(card)) {
        check_one_per_location(state, c, location)?;
    }
    Ok(if at_planet_adds(state, card).moves_free { 0 } else { cost })
}

/// What the regular move costs by the rules of each way of moving and the cards' own and
/// locations' text.
fn printed_move_cost(state: &State, side: Side, card: CardId, how: Movement, to: Dest) -> Result<u8, Rejected<Reason>> {
    let def = state.def(card);
    match how {
        Movement::Landspeed => {
            let Some(from) = top_level(state, card).filter(|&l| is_site(state, l)) else {
                return Err(Reason::CannotMoveThisWay.by(SwccgRule::Move));
            };
            if is_landed(state, card) {
                return Err(Reason::LandedHasNoLandspeed.by(SwccgRule::S16));
            }
            if def.is(CardType::Vehicle) && !is_piloted(state, card) && !moves_without_presence(def) {
                return Err(Reason::Unpiloted.by(SwccgRule::O2));
            }
            let Dest::At(site) = to else { return Err(Reason::NotReachable.by(SwccgRule::Move)) };
            let distance = site_distance(state, from, site).filter(|&d| d > 0);
            let control = control_move(state, side, card, to);
            let anywhere = control || (site != from && moves_anywhere_to(state, card, from, site));
            if !anywhere && distance.is_none_or(|d| d > landspeed(state, card)) {
                return Err(Reason::NotReachable.by(SwccgRule::Move));
            }
            let free = moves_free(state, card) || moves_free_here(state, card, from, site) || control;
            Ok(if free { 0 } else { MOVE_COST })
        }
        Movement::Hyperspeed => {
            let Some(from) = top_level(state, card).filter(|&l| is_system(state, l)) else {
                return Err(Reason::CannotMoveThisWay.by(SwccgRule::S5));
            };
            if !def.is(CardType::Starship) {
                return Err(Reason::CannotMoveThisWay.by(SwccgRule::S5));
            }
            if !is_piloted(state, card) {
                return Err(Reason::Unpiloted.by(SwccgRule::O2));
            }
            if !has_hyperdrive(def) || !has_nav_computer_aboard(state, card) {
                return Err(Reason::NoHyperdrive.by(SwccgRule::S5));
            }
            let Dest::At(system) = to else { return Err(Reason::NotReachable.by(SwccgRule::S5)) };
            if !is_system(state, system) || system == from {
                return Err(Reason::NotReachable.by(SwccgRule::S5));
            }
            let parsec = |l: CardId| parsec_of(state, l).unwrap_or(0);
            let parsecs = parsec(from).abs_diff(parsec(system));
            let speed = hyperspeed(state, card).saturating_add(hyperspeed_from_here(state, side, from));
            if parsecs > speed {
                return Err(Reason::TooFar { parsecs, hyperspeed: speed }.by(SwccgRule::S5));
            }
            Ok(if moves_free_here(state, card, from, system) { 0 } else { MOVE_COST })
        }
        Movement::Land => {
            let Dest::At(site) = to else { return Err(Reason::NotRelated.by(SwccgRule::S13)) };
            check_land(state, card, site)?;
            let free = top_level(state, card).is_some_and(|system| moves_free_here(state, card, system, site));
            Ok(if free { 0 } else { landing_cost(state, site) })
        }
        Movement::TakeOff => {
            let Dest::At(system) = to else { return Err(Reason::NotRelated.by(SwccgRule::S13)) };
            check_take_off(state, card, system)?;
            let free = |site: CardId| takes_off_free(state, side, site) || moves_free_here(state, card, site, system);
            Ok(top_level(state, card).map_or(MOVE_COST, |site| if free(site) { 0 } else { landing_cost(state, site) }))
        }
        Movement::Transit => {
            // "you may move any or all of your characters and vehicles as a group from one
            // docking bay to another. The Force cost is printed on the departure bay."
            if !matches!(def.card_type, CardType::Character | CardType::Vehicle) {
                return Err(Reason::CannotMoveThisWay.by(SwccgRule::Move));
            }
            let Some(from) = top_level(state, card).filter(|&l| is_docking_bay(state, l)) else {
                return Err(Reason::NotADockingBay.by(SwccgRule::Move));
            };
            let Dest::At(bay) = to else { return Err(Reason::NotADockingBay.by(SwccgRule::Move)) };
            if !is_docking_bay(state, bay) || bay == from {
                return Err(Reason::NotADockingBay.by(SwccgRule::Move));
            }
            Ok(transit_cost(state, side, from).saturating_add(transit_to_here(state, side, bay)))
        }
        Movement::Shuttle => {
            // "A character or vehicle moves between an exterior site and a capital starship at
            // the related system, in either direction, for 1 Force."
            if !matches!(def.card_type, CardType::Character | CardType::Vehicle) {
                return Err(Reason::NotShuttle.by(SwccgRule::Move));
            }
            match (state.card(card).at, to) {
                (Some(At::Location(site)), Dest::Aboard { host, slot }) if is_exterior(state, site) => {
                    let capital_there = is_capital(state.def(host))
                        && state.owner(host) == side
                        && system_of(state, site).is_some_and(|s| top_level(state, host) == Some(s));
                    if !capital_there {
                        return Err(Reason::NotShuttle.by(SwccgRule::Move));
                    }
                    check_fits(state, card, host, slot)?;
                }
                (Some(At::Aboard { host, .. }), Dest::At(site)) if is_capital(state.def(host)) => {
                    let related = top_level(state, host).is_some_and(|s| is_system(state, s))
                        && is_exterior(state, site)
                        && system_of(state, site) == top_level(state, host);
                    if !related {
                        return Err(Reason::NotShuttle.by(SwccgRule::Move));
                    }
                    if would_leave_empty(state, host, card) {
                        return Err(Reason::WouldLeaveEmpty.by(SwccgRule::S12));
                    }
                    if top_level(state, host).is_some_and(|system| shuttles_free_to_site(state, card, system)) {
                        return Ok(0);
                    }
                }
                _ => return Err(Reason::NotShuttle.by(SwccgRule::Move)),
            }
            Ok(if free_shuttle(state, side, card, to).is_some() { 0 } else { MOVE_COST })
        }
        Movement::EnterExit => enter_exit_cost(state, side, card, to),
        Movement::Transfer => {
            // "Any number of characters and vehicles may move from one starship to another at the
            // same system, for 1 Force. At least one of the two ships must be piloted, and one must
            // have ship-docking capability."
            let (Some(At::Aboard { host: from, .. }), Dest::Aboard { host, slot }) = (state.card(card).at, to) else {
                return Err(Reason::CannotMoveThisWay.by(SwccgRule::Move));
            };
            let system = top_level(state, from).filter(|&l| is_system(state, l));
            let starships = state.def(from).is(CardType::Starship) && state.def(host).is(CardType::Starship);
            if !def.is(CardType::Character) || !starships || system.is_none() || top_level(state, host) != system {
                return Err(Reason::CannotMoveThisWay.by(SwccgRule::Move));
            }
            if host == from || state.owner(host) != side {
                return Err(Reason::NotYourHost.by(SwccgRule::Move));
            }
            let piloted = is_piloted(state, from) || is_piloted(state, host);
            let docking = state.def(from).ship_docking || state.def(host).ship_docking;
            if !piloted || !docking {
                return Err(Reason::NoDocking.by(SwccgRule::Move));
            }
            check_fits(state, card, host, slot)?;
            if would_leave_empty(state, from, card) {
                return Err(Reason::WouldLeaveEmpty.by(SwccgRule::S12));
            }
            Ok(MOVE_COST)
        }
    }
}

/// The shuttle vehicle that lets `card` shuttle for free to or from its site (`to` or where it is):
/// "OR up to 3 characters may shuttle to or from same site for free" — one of `side`'s, at that
/// exterior site, not moved this turn, with a free shuttle left.
pub(crate) fn free_shuttle(state: &State, side: Side, card: CardId, to: Dest) -> Option<CardId> {
    if !state.def(card).is(CardType::Character) {
        return None;
    }
    let site = match (state.card(card).at, to) {
        (Some(At::Location(site)), Dest::Aboard { .. }) | (Some(At::Aboard { .. }), Dest::At(site)) => site,
        _ => return None,
    };
    state.top_level_at(side, site).into_iter().find(|&v| {
        let used = state.shuttled.iter().filter(|&&s| s == v).count();
        (!state.card(v).moved || used > 0)
            && state
                .def(v)
                .abilities()
                .any(|a| matches!(a, Ability::ShuttlesFree { characters } if used < usize::from(*characters)))
    })
}

/// A docking bay's "Your docking bay transit from here requires N Force", for `side`.
pub(crate) fn transit_cost(state: &State, side: Side, bay: CardId) -> u8 {
    state
        .def(bay)
        .abilities()
        .find_map(|a| match a {
            Ability::DockingBayTransit { dark, light, .. } => Some(if side == Side::Dark { *dark } else { *light }),
            _ => None,
        })
        .unwrap_or(MOVE_COST)
}

/// Full Scale Alert: "all opponent's movement is blocked for the remainder of this turn (except
/// for smugglers and the starships they are aboard)": whether `card` may not move now, by an
/// interrupt of its opponent's played this turn; or by a Restraining Bolt on it ("Droid cannot
/// move").
pub(crate) fn movement_blocked(state: &State, card: CardId) -> Option<CardId> {
    // Restraining Bolt: "Droid cannot move".
    if let Some(bolt) = crate::rules::swccg::devices::restrained_by(state, card) {
        return Some(bolt);
    }
    // A captured starship, and what is aboard it, goes only where its holder goes.
    if let Some(holder) = crate::rules::swccg::tractor_beams::holder_of(state, card) {
        return Some(holder);
    }
    let def = state.def(card);
    state.blocking.iter().copied().find(|&b| {
        state.owner(b) != state.owner(card)
            && state.def(b).abilities().any(|a| match a {
                Ability::BlocksMovement { except, .. } => {
                    let aboard = def.is(CardType::Starship)
                        && state.attached_to(card).iter().any(|&c| except.holds(state.def(c)));
                    !except.holds(def) && !aboard
                }
                _ => false,
            })
    })
}

/// Refuses a move of `card` while its movement is blocked (Full Scale Alert), citing that card.
pub(crate) fn check_not_blocked(state: &State, card: CardId) -> Checked {
    match movement_blocked(state, card) {
        Some(b) => Err(Rejected::new(Reason::MovementBlocked, card_text(&state.def(b).title))),
        None => Ok(()),
    }
}

/// Move phase: may `side` make this regular move now, using `force`?
pub(crate) fn check_move(state: &State, side: Side, card: CardId, how: Movement, to: Dest, force: u8) -> Checked {
    // "During your control phase, you may move free from here directly to Cantina".
    let control = state.phase == Phase::Control && how == Movement::Landspeed && control_move(state, side, card, to);
    if state.phase != Phase::Move && !control {
        return Err(Reason::Common(Common::WrongPhase { phase: Phase::Move }).by(SwccgRule::Move));
    }
    if state.card(card).at.is_none() || !is_movable(state, card) {
        return Err(Reason::NotOnTable.by(SwccgRule::Move));
    }
    if state.owner(card) != side {
        return Err(Reason::NotYourCard.by(SwccgRule::Move));
    }
    if state.card(card).moved {
        return Err(Reason::AlreadyMoved.by(SwccgRule::Move));
    }
    check_not_blocked(state, card)?;
    let cost = move_cost(state, side, card, how, to)?;
    check_force(state, side, cost, force, SwccgRule::Move)
}

/// Whether `card` on its own at a site may move to `to` by a location's "During your control
/// phase, you may move free from here directly to Cantina (or vice versa)".
fn control_move(state: &State, side: Side, card: CardId, to: Dest) -> bool {
    match (top_level(state, card), to) {
        (Some(from), Dest::At(site)) => control_phase_move(state, side, from, site),
        _ => false,
    }
}

/// The card's text: "May move without presence aboard" (the Lift Tube): a vehicle that moves, at
/// its landspeed, with no driver or pilot aboard.
pub(crate) fn moves_without_presence(def: &CardDef) -> bool {
    def.abilities().any(|a| matches!(a, Ability::MovesWithoutPresence))
}

/// Characters, starships and vehicles move; Effects and weapons go with what they are on, but
/// an Effect that moves like a character (Yerka Mig).
pub(crate) fn is_movable(state: &State, card: CardId) -> bool {
    let def = state.def(card);
    def.is(CardType::Character) || is_craft(def) || crate::rules::swccg::fugitives::moves_like_a_character(def)
}

pub(crate) fn perform(
    state: &mut State,
    side: Side,
    card: CardId,
    how: Movement,
    to: Dest,
    force: u8,
    events: &mut Vec<Event>,
) {
    if how == Movement::Shuttle && force == 0 {
        // The shuttle vehicle's free shuttle: it counts, and the vehicle stays put this turn.
        if let Some(vehicle) = free_shuttle(state, side, card, to) {
            state.shuttled.push(vehicle);
            state.card_mut(vehicle).moved = true;
        }
    }
    use_force(state, side, force);
    // Maneuver Check: "… for starfighters leaving the trench" (`trench.rs`), as it moves.
    let from = state.location_of(card);
    let lost = crate::rules::swccg::trench::maneuver_check(state, card, from, events);
    let at = match to {
        Dest::At(site) => crate::rules::swccg::fugitives::moved_to(state, card, site).unwrap_or(at_of(to)),
        _ => at_of(to),
    };
    let cs = state.card_mut(card);
    cs.at = Some(at);
    cs.moved = true;
    events.push(Event::Moved { card, how, to, force });
    if lost {
        crate::rules::swccg::vehicles::lose_from_table(state, card, events);
    }
}
