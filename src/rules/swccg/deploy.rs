//! Deploying (research §2 "Deploying", §3 "Deploy"): where each kind of card may go, what it
//! costs, presence or Force icons, uniqueness, and where a location takes its place on the
//! table. Starfighters' own rules are in `starfighter_deploy.rs` ([S11], [S12]); deploying with
//! contents aboard is [V1] (`vehicles.rs`).

use crate::engine::Table;
use crate::engine::{CardId, Rejected};
use crate::rules::swccg::devices::{deploys_like_a_device, goes_on};
use crate::rules::swccg::force::{activate, check_force, use_force};
use crate::rules::swccg::here::{deploy_here, deploys_without_presence, spies_deploy_free};
use crate::rules::swccg::holosite::check_not_holosite;
use crate::rules::swccg::landing::{is_docking_bay, is_exterior, is_site, is_system, planet_of};
use crate::rules::swccg::model::action::Dest;
use crate::rules::swccg::model::def::{Ability, CardDef, CardType, Icon, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, Slot, State};
use crate::rules::swccg::mounts::{is_persona, weapon_goes_on, weapon_on_mobile_system};
use crate::rules::swccg::occupants::pilots;
use crate::rules::swccg::on_cards;
use crate::rules::swccg::presence::{has_presence, is_of_class};
use crate::rules::swccg::sections::{card_text, SwccgRule};
use crate::rules::swccg::shield;
use crate::rules::swccg::side_of_table::more_on_side;
use crate::rules::swccg::squadrons::replaces;
pub(crate) use crate::rules::swccg::squadrons::{check_replace, replace};
use crate::rules::swccg::starfighter_deploy;
use crate::rules::swccg::starship::{
    check_fits, check_fits_with, is_capital, is_imperial_capital, moves_like_a_starfighter,
};
use crate::rules::swccg::this_turn::{deploys_free, spend_free_deploy};
use crate::rules::swccg::trench::{check_not_trench, weapon_deploys_here};

type Checked = Result<(), Rejected<Reason>>;

/// The location a destination is at (a host's location, for aboard and on).
pub(crate) fn dest_location(state: &State, to: Dest) -> Option<CardId> {
    match to {
        Dest::At(location) => state.is_location(location).then_some(location),
        // An Effect deployed on a location (`DeploysOnLocation`).
        Dest::On(host) if state.is_location(host) => Some(host),
        Dest::Aboard { host, .. } | Dest::On(host) => state.card(host).at.and_then(|_| state.location_of(host)),
    }
}

/// An Effect that deploys on a location: "Deploy on any exterior planet site (except Hoth)";
/// "Use 1 Force to deploy at Massassi War Room or any docking bay".
pub(crate) fn deploys_on_location(def: &CardDef) -> bool {
    def.abilities().any(|a| matches!(a, Ability::DeploysOnLocation { .. }))
}

/// Whether such an Effect may go on `location`, by its text.
pub(crate) fn effect_goes_at(state: &State, side: Side, def: &CardDef, location: CardId) -> bool {
    state.is_location(location)
        && def.abilities().any(|a| match a {
            Ability::DeploysOnLocation { yours, .. } if *yours && state.owner(location) != side => false,
            Ability::DeploysOnLocation {
                exterior_planet_site,
                except_planet,
                docking_bay,
                titles,
                system,
                planet_system,
                planet_site,
                except_docking_bay,
                any_location,
                exterior,
                any_site,
                with_marker_site,
                outermost_marker,
                nighttime_site,
                ..
            } if !*with_marker_site || crate::rules::swccg::cold::marker_site_on_table(state) => {
                let planet = planet_of(state, location);
                let outdoor = *exterior_planet_site
                    && is_site(state, location)
                    && is_exterior(state, location)
                    && planet.is_some()
                    && except_planet.as_deref().is_none_or(|p| planet != Some(p));
                let bay = *docking_bay && is_docking_bay(state, location);
                *any_location
                    || (*any_site && is_site(state, location))
                    // Dark Hours: "Deploy on a site under 'nighttime conditions'".
                    || (*nighttime_site && crate::rules::swccg::here::under_nighttime(state, location))
                    || (*outermost_marker && crate::rules::swccg::storms::is_outermost_marker(state, location))
                    || outdoor
                    || bay
                    // "Deploy on any system (except Hoth)".
                    || (*system
                        && is_system(state, location)
                        && except_planet.as_deref().is_none_or(|p| planet != Some(p)))
                    || (*planet_system && is_system(state, location) && state.def(location).has_icon(Icon::Planet))
                    || titles.iter().any(|t| *t == state.def(location).title)
                    || planet_site.as_deref().is_some_and(|p| {
                        is_site(state, location)
                            && planet == Some(p)
                            && !(*except_docking_bay && is_docking_bay(state, location))
                            && (!*exterior || is_exterior(state, location))
                    })
            }
            _ => false,
        })
}

/// [S8] "Deploy cost": the printed cost, less what the card's own text takes off where it goes
/// ("Deploys free to same site as one of your Imperials with ability > 2"; "Deploy -1 to same
/// system as any Imperial capital starship"; a weapon's "Use 1 Force to deploy …, free on
/// Falcon"), and what the location's text takes off ("Your capital starships deploy -2 here",
/// `here.rs`). Locations and Effects deploy free. `location` is where it goes, `host` what it
/// goes aboard or on.
pub fn deploy_cost(state: &State, side: Side, card: CardId, location: Option<CardId>, host: Option<CardId>) -> u8 {
    let def = state.def(card);
    let mut cost = def.deploy.unwrap_or(0);
    for ability in def.abilities() {
        match ability {
            Ability::DeploysFreeWith { class, ability_over } => {
                let with = location.filter(|&l| is_site(state, l)).is_some_and(|l| {
                    state.cards_at(side, l).into_iter().any(|c| {
                        c != card
                            && is_of_class(state, c, *class)
                            && crate::rules::swccg::stats::ability(state, c) > *ability_over
                    })
                });
                if with {
                    cost = 0;
                }
            }
            Ability::DeployMinusWithCapital { amount, characteristic } => {
                let near = location.filter(|&l| is_system(state, l)).is_some_and(|l| {
                    Side::BOTH
                        .into_iter()
                        .flat_map(|s| state.cards_at(s, l))
                        .any(|c| c != card && is_imperial_capital(state.def(c), characteristic))
                });
                if near {
                    cost = cost.saturating_sub(*amount);
                }
            }
            Ability::DeploysLessWithOnTable { amount, who, count } => {
                let on_table = Side::BOTH
                    .into_iter()
                    .flat_map(|s| state.player(s).table.iter().copied())
                    .filter(|&c| state.card(c).at.is_some() && who.holds(state.def(c)))
                    .count();
                if on_table >= usize::from(*count) {
                    cost = cost.saturating_sub(*amount);
                }
            }
            Ability::Device { deploy, .. } => cost = *deploy,
            Ability::DeploysOnLocation { force, .. } => cost = *force,
            // Program Trap: "Use 2 Force to deploy on an opponent's droid …, 1 on your droid".
            Ability::DeployCostByHost { theirs, yours, .. } => {
                cost = if host.is_some_and(|h| state.owner(h) != side) { *theirs } else { *yours }
            }
            Ability::Weapon { deploy, on, less, .. } => {
                let host_card = host;
                let host = host.map(|h| state.def(h));
                cost = match (less, host) {
                    (Some(x), Some(h)) => x.of(h),
                    _ => match on {
                        Some(persona) if host.is_some_and(|h| is_persona(persona, h)) => persona.deploy,
                        _ => *deploy,
                    },
                };
                cost = cost.saturating_sub(weapons_less_aboard(state, host_card));
            }
            _ => {}
        }
    }
    // It Can Wait: "On opponent's next turn, that card (or one card of same title) may deploy
    // for free".
    if deploys_free(state, side, card) {
        return 0;
    }
    // Sunsdown, Nightfall: "Spies deploy free to sites under 'nighttime conditions.'"
    if def.has_characteristic("spy") && location.is_some_and(|l| spies_deploy_free(state, l)) {
        return 0;
    }
    // Logistical Delay: "All opponent's TIEs are deploy +1".
    let cost = cost.saturating_add(more_on_side(state, side, def));
    // Echo Base Operations: "At every system location, your deploy is -1".
    let cost =
        cost.saturating_sub(location.map_or(0, |l| crate::rules::swccg::operations::deploy_less(state, side, l)));
    // Yavin Sentry: "Opponent's deploy +1" at its site and the adjacent sites (`sentries.rs`).
    let cost = cost.saturating_add(location.map_or(0, |l| crate::rules::swccg::sentries::deploy_more(state, side, l)));
    match location {
        Some(l) => deploy_here(state, side, def, l, cost),
        None => cost,
    }
}

/// The cost of deploying `card` to `to` as a single card.
pub(crate) fn cost_to(state: &State, side: Side, card: CardId, to: Dest) -> u8 {
    let host = match to {
        Dest::Aboard { host, .. } | Dest::On(host) => Some(host),
        Dest::At(_) => None,
    };
    deploy_cost(state, side, card, dest_location(state, to), host)
}

/// "Unique (•) cards are limited to one copy on table", one persona once (Commander Luke
/// Skywalker is Luke Skywalker; GEMP `Persona`): the refusal names the card on the table. A
/// restricted card (•• or •••) is limited to two or three copies on the table (GEMP
/// `isUniquenessOnTableLimitReached`: a location counts its owner's copies only).
pub(crate) fn check_unique(state: &State, card: CardId) -> Checked {
    let def = state.def(card);
    if let Some(most) = def.restricted {
        let owner = state.owner(card);
        let copy = |&c: &CardId| {
            c != card
                && state.on_table(c)
                && state.def(c).title == def.title
                && (!def.is(CardType::Location) || state.owner(c) == owner)
        };
        let copies = (0..state.cards.len() as u16).map(CardId).filter(copy).count();
        if copies >= usize::from(most) {
            return Err(Reason::RestrictedOnTable { title: def.title.to_string(), most }.by(SwccgRule::Deploy));
        }
    }
    if !def.unique {
        return Ok(());
    }
    let on_table = |&c: &CardId| c != card && state.on_table(c) && state.def(c).same_persona(def);
    if let Some(other) = (0..state.cards.len() as u16).map(CardId).find(on_table) {
        return Err(Reason::UniqueOnTable { title: state.def(other).title.to_string() }.by(SwccgRule::Deploy));
    }
    Ok(())
}

/// A card and everything aboard or on it leave the table for their owner's Used Pile.
pub(crate) fn to_used_pile(state: &mut State, card: CardId, events: &mut Vec<Event>) {
    for inside in state.attached_to(card) {
        to_used_pile(state, inside, events);
    }
    crate::rules::swccg::stacks::lose_stacked(state, card, events);
    let owner = state.owner(card);
    state.card_mut(card).leave_table();
    state.player_mut(owner).table.retain(|&c| c != card);
    // A stolen card goes to its own player's pile (`leave_table`).
    let player = state.player_mut(state.owner(card));
    player.used_pile.push(card);
    events.push(Event::ToUsedPile { card });
}

/// What `card`'s own text says of where it deploys: "Deploys only to a Tatooine site", "Deploy
/// only on Hoth" (`check_deploys_only_to`); "Limit of one Advosze per location".
pub(crate) fn check_deploys_there(state: &State, card: CardId, to: Dest) -> Checked {
    check_deploys_only_to(state, card, to)?;
    check_one_per_location(state, card, dest_location(state, to))
}

/// "Limit of one Advosze per location" (the card's text; GEMP: it may not deploy to, nor be at, a
/// location with another Advosze): `card` may not go to `location` while another card of its
/// title is there.
pub(crate) fn check_one_per_location(state: &State, card: CardId, location: Option<CardId>) -> Checked {
    let def = state.def(card);
    let (Some(location), true) = (location, def.abilities().any(|a| matches!(a, Ability::OnePerLocation))) else {
        return Ok(());
    };
    let another = Side::BOTH
        .into_iter()
        .flat_map(|s| state.cards_at(s, location))
        .any(|c| c != card && state.def(c).title == def.title);
    if another {
        return Err(Rejected::new(Reason::OnePerLocation { title: def.title.to_string() }, card_text(&def.title)));
    }
    Ok(())
}

/// Advosze: "Whenever you deploy a weapon or device from hand at same location, activate 1 Force
/// as a 'kickback'" (the card's text; GEMP: a required trigger, when Force can be activated):
/// after `side` deploys `card` from hand, each of its cards at the same location whose word names
/// `card`'s kind activates its Force, as much as the Reserve Deck holds.
fn kickback(state: &mut State, side: Side, card: CardId, events: &mut Vec<Event>) {
    let Some(location) = state.location_of(card) else { return };
    let def = state.def(card);
    let owed = state
        .cards_at(side, location)
        .into_iter()
        .filter(|&c| c != card)
        .flat_map(|c| state.def(c).abilities())
        .map(|a| match a {
            Ability::Kickback { force, who } if who.holds(def) => *force,
            _ => 0,
        })
        .fold(0, u8::saturating_add);
    let n = owed.min(u8::try_from(state.player(side).reserve.len()).unwrap_or(u8::MAX));
    if n > 0 {
        activate(state, side, n, events);
    }
}

/// "Characters, vehicles and starships may deploy only where you have presence (total ability
/// ≥ 1) or a Force icon on your side" ([V1] for a starship or vehicle with contents aboard), or
/// where the location says "You may deploy here without presence", or where `side` has an
/// Undercover spy (its ruling: it "allows the owner to deploy to same site even without presence
/// or Force icons").
pub(crate) fn check_presence_or_icons(state: &State, side: Side, location: CardId) -> Checked {
    let icons = crate::rules::swccg::collapse::icons(state, location, side);
    if icons > 0
        || has_presence(state, side, location)
        || deploys_without_presence(state, side, location)
        || crate::rules::swccg::undercover::spies_at(state, side, location).next().is_some()
    {
        Ok(())
    } else {
        Err(Reason::NoPresenceOrIcons.by(SwccgRule::Deploy))
    }
}

/// "Deploy -1 for starship weapons of any starship he pilots": what the pilots of `host`, a
/// starship, take from a weapon's cost deploying on it.
fn weapons_less_aboard(state: &State, host: Option<CardId>) -> u8 {
    let Some(host) = host.filter(|&h| state.def(h).is(CardType::Starship)) else { return 0 };
    pilots(state, host)
        .into_iter()
        .flat_map(|p| state.def(p).abilities())
        .map(|a| match a {
            Ability::WeaponsDeployLessAboard { amount } => *amount,
            _ => 0,
        })
        .fold(0, u8::saturating_add)
}

/// A starship's "May be deployed even without presence or Force icons" (Tantive IV).
pub(crate) fn deploys_without_presence_or_icons(def: &CardDef) -> bool {
    def.abilities().any(|a| matches!(a, Ability::DeploysWithoutPresenceOrIcons))
}

/// Your starship or vehicle on the table, to deploy or move aboard.
fn check_host(state: &State, side: Side, host: CardId) -> Checked {
    if state.card(host).at.is_none() {
        return Err(Reason::NotOnTable.by(SwccgRule::S8));
    }
    // Nothing deploys aboard or on a captured starship (`tractor_beams.rs`).
    if crate::rules::swccg::tractor_beams::in_captured_ship(state, host) {
        return Err(Reason::NotYourHost.by(SwccgRule::S8));
    }
    if state.owner(host) != side {
        return Err(Reason::NotYourHost.by(SwccgRule::S8));
    }
    Ok(())
}

/// Where a card from hand may go, by its kind: characters to a site or aboard; vehicles to an
/// exterior site or into a capital starship's hold; capital starships to a system ([S1]);
/// starfighters as [S11] and [S12] say; Effects on a character, weapons on what their text
/// names. `with_pilot`: a pilot deploys aboard it in the same action ([S12]).
pub(crate) fn check_destination(state: &State, side: Side, card: CardId, to: Dest, with_pilot: bool) -> Checked {
    let def = state.def(card);
    if let Dest::Aboard { host, .. } | Dest::On(host) = to {
        let on_location = deploys_on_location(def)
            || weapon_on_mobile_system(def, state.def(host))
            || weapon_deploys_here(state, side, def, host)
            || crate::rules::swccg::artillery::artillery_goes_at(def, state.def(host))
            || (def.is(CardType::Device) && goes_on(state, card, host));
        if !(state.is_location(host) && on_location) && on_cards::deploys_on_any(def).is_none() {
            check_host(state, side, host)?;
        }
    }
    check_deploys_there(state, card, to)?;
    crate::rules::swccg::once_per_game::check(state, card)?;
    shield::check_deploy(state, side, card, dest_location(state, to))?;
    // Collapsing Corridor: nothing deploys to a 'collapsed' site (`collapse.rs`).
    crate::rules::swccg::collapse::check_not_collapsed(state, [dest_location(state, to), None], SwccgRule::Deploy)?;
    check_not_holosite(state, dest_location(state, to))?;
    let granted = matches!(to, Dest::On(host) if weapon_deploys_here(state, side, def, host)
        || crate::rules::swccg::trench::effect_named_here(state, def, host));
    check_not_trench(state, dest_location(state, to), granted)?;
    if replaces(def).is_some() {
        return Err(Rejected::new(Reason::ReplacesOnly { title: def.title.to_string() }, card_text(&def.title)));
    }
    match def.card_type {
        CardType::Character => match to {
            Dest::At(l) if is_site(state, l) => Ok(()),
            Dest::At(l) if is_system(state, l) => Err(Reason::CharacterAtSystem.by(SwccgRule::Deploy)),
            Dest::At(_) | Dest::On(_) => Err(Reason::NotALocationTarget.by(SwccgRule::Deploy)),
            // [S8] "You may deploy a card directly aboard a starship if the starship can carry it."
            Dest::Aboard { host, slot } => check_fits(state, card, host, slot),
        },
        CardType::Vehicle if only_at_interior_mobile_sites(def) => check_interior_mobile(state, card, to),
        CardType::Vehicle => match to {
            Dest::At(l) if is_exterior(state, l) => Ok(()),
            Dest::At(_) | Dest::On(_) => Err(Reason::VehicleNotAtExteriorSite.by(SwccgRule::Deploy)),
            Dest::Aboard { host, slot } => check_fits(state, card, host, slot),
        },
        CardType::Starship if moves_like_a_starfighter(def) => {
            starfighter_deploy::check_destination(state, card, to, with_pilot)?;
            match to {
                Dest::Aboard { host, slot } => check_fits(state, card, host, slot),
                _ => Ok(()),
            }
        }
        CardType::Starship => match to {
            // [S1] "Starships can usually be deployed only at system locations."
            Dest::At(l) if is_system(state, l) && is_capital(def) => Ok(()),
            _ => Err(Reason::StarshipNotAtSystem.by(SwccgRule::S1)),
        },
        CardType::Effect if deploys_on_location(def) => match to {
            Dest::On(location) if effect_goes_at(state, side, def, location) => {
                crate::rules::swccg::activation::check_generating_more(state, side, def)?;
                crate::rules::swccg::operations::check_occupies(state, side, def)?;
                crate::rules::swccg::utinni::check_has_target(state, side, card, location)
            }
            _ => Err(Rejected::new(Reason::NotALocationTarget, card_text(&def.title))),
        },
        // "Deploy on any capital starship": either side's (`on_cards.rs`).
        CardType::Effect if on_cards::deploys_on_any(def).is_some() => match to {
            Dest::On(host) if on_cards::may_deploy_on(state, card, host) => Ok(()),
            _ => Err(Rejected::new(Reason::WeaponMount { title: def.title.to_string() }, card_text(&def.title))),
        },
        CardType::Effect if deploys_like_a_device(def) => match to {
            Dest::On(host) if goes_on(state, card, host) => Ok(()),
            _ => Err(Rejected::new(Reason::WeaponMount { title: def.title.to_string() }, card_text(&def.title))),
        },
        CardType::Effect => match to {
            Dest::On(host) if state.def(host).is(CardType::Character) => {
                if state.def(host).is_droid() {
                    Err(Reason::NotOnADroid.by(SwccgRule::Interrupts))
                } else {
                    Ok(())
                }
            }
            _ => Err(Reason::EffectGoesOnACharacter.by(SwccgRule::Interrupts)),
        },
        CardType::Weapon => {
            let Dest::On(host) = to else {
                return Err(Reason::WeaponMount { title: def.title.to_string() }.by(SwccgRule::Weapons));
            };
            // Disarmed: "may no longer carry weapons".
            if let Some(effect) = on_cards::may_not_carry_weapons(state, host) {
                let cited = card_text(&state.def(effect).title);
                return Err(Rejected::new(Reason::WeaponMount { title: def.title.to_string() }, cited));
            }
            if weapon_goes_on(def, state.def(host)) || weapon_deploys_here(state, side, def, host) {
                crate::rules::swccg::mobile_system::check_at_parsec(state, card, host)
            } else {
                Err(Rejected::new(Reason::WeaponMount { title: def.title.to_string() }, card_text(&def.title)))
            }
        }
        // "Deploy on any droid at any site": either side's (`on_cards.rs`).
        CardType::Device if on_cards::deploys_on_any(def).is_some() => match to {
            Dest::On(host) if on_cards::goes_on_any(state, card, host) => Ok(()),
            _ => Err(Rejected::new(Reason::WeaponMount { title: def.title.to_string() }, card_text(&def.title))),
        },
        CardType::Device => match to {
            Dest::On(host) if goes_on(state, card, host) => Ok(()),
            _ => Err(Rejected::new(Reason::WeaponMount { title: def.title.to_string() }, card_text(&def.title))),
        },
        CardType::Location => Err(Reason::LocationsDeployFree.by(SwccgRule::Deploy)),
        CardType::Interrupt => Err(Reason::InterruptsArePlayed.by(SwccgRule::Interrupts)),
    }
}

/// "Deploy and move only at interior mobile sites" (the Lift Tube; GEMP: it "may not exist" at
/// any other target).
pub(crate) fn only_at_interior_mobile_sites(def: &CardDef) -> bool {
    def.abilities().any(|a| matches!(a, Ability::OnlyAtInteriorMobileSites))
}

/// The card's text: "Deploy and move only at interior mobile sites": `to` is a site with the
/// interior and mobile icons (not aboard anything), when the card says so.
pub(crate) fn check_interior_mobile(state: &State, card: CardId, to: Dest) -> Checked {
    let def = state.def(card);
    if !only_at_interior_mobile_sites(def) {
        return Ok(());
    }
    match to {
        Dest::At(l)
            if is_site(state, l) && state.def(l).has_icon(Icon::Interior) && state.def(l).has_icon(Icon::Mobile) =>
        {
            Ok(())
        }
        _ => Err(Rejected::new(
            Reason::OnlyAtInteriorMobileSites { title: def.title.to_string() },
            card_text(&def.title),
        )),
    }
}

/// The card's text: "Deploys only to a Tatooine site" (`DeploysOnlyTo`): `to` is a site related
/// to that planet, or aboard a card at one (GEMP reads it as the site "and cards at" it).
fn check_deploys_only_to(state: &State, card: CardId, to: Dest) -> Checked {
    let def = state.def(card);
    for ability in def.abilities() {
        let Ability::DeploysOnlyTo { planet } = ability else { continue };
        let there =
            dest_location(state, to).is_some_and(|l| is_site(state, l) && planet_of(state, l) == Some(&**planet));
        if !there {
            let reason = Reason::DeploysOnlyTo { title: def.title.to_string(), planet: planet.to_string() };
            return Err(Rejected::new(reason, card_text(&def.title)));
        }
    }
    Ok(())
}

/// Deploy phase: `card` from `side`'s hand to `to`, using `force` (its cost). The phase and turn
/// are the flow's to check.
pub(crate) fn check_deploy(state: &State, side: Side, card: CardId, to: Dest, force: u8) -> Checked {
    check_deploy_to(state, side, card, to)?;
    check_force(state, side, cost_to(state, side, card, to), force, SwccgRule::S8)
}

/// [`check_deploy`] but for its cost: may `card` go from `side`'s hand to `to` (a 'react' names
/// its own cost, `reacts.rs`)?
pub(crate) fn check_deploy_to(state: &State, side: Side, card: CardId, to: Dest) -> Checked {
    if !state.in_hand(side, card) {
        return Err(Reason::NotInHand.by(SwccgRule::Deploy));
    }
    check_destination(state, side, card, to, false)?;
    check_unique(state, card)?;
    let location = dest_location(state, to).ok_or_else(|| Reason::NotOnTable.by(SwccgRule::Deploy))?;
    if matches!(state.def(card).card_type, CardType::Character | CardType::Vehicle | CardType::Starship)
        && !deploys_without_presence_or_icons(state.def(card))
    {
        check_presence_or_icons(state, side, location)?;
    }
    Ok(())
}

/// [S12] "at any of those three places simultaneously with a pilot, paying the normal Force cost
/// (this counts as one action)"; [V1] "you may deploy your vehicles and starships with their
/// contents aboard directly to a location where you have presence or Force icons, provided the
/// vehicle or starship has enough free capacity."
pub(crate) fn check_deploy_with(
    state: &State,
    side: Side,
    card: CardId,
    to: Dest,
    rider: CardId,
    slot: Slot,
    force: u8,
) -> Checked {
    check_deploy_with_to(state, side, card, to, rider, slot)?;
    check_force(state, side, cost_with(state, side, card, to, rider), force, SwccgRule::S12)
}

/// [`check_deploy_with`] but for its cost (a 'react' names its own, `reacts.rs`).
pub(crate) fn check_deploy_with_to(
    state: &State,
    side: Side,
    card: CardId,
    to: Dest,
    rider: CardId,
    slot: Slot,
) -> Checked {
    if !state.in_hand(side, card) || !state.in_hand(side, rider) {
        return Err(Reason::NotInHand.by(SwccgRule::Deploy));
    }
    let def = state.def(card);
    if !matches!(def.card_type, CardType::Starship | CardType::Vehicle) {
        return Err(Reason::NotAStarshipOrVehicle.by(SwccgRule::V1));
    }
    if !state.def(rider).is(CardType::Character) || rider == card {
        return Err(Reason::RiderNotACharacter.by(SwccgRule::V1));
    }
    check_destination(state, side, card, to, slot == Slot::Pilot)?;
    check_fits_with(state, rider, card, &[], slot)?;
    check_unique(state, card)?;
    check_unique(state, rider)?;
    check_deploys_there(state, rider, to)?;
    if def.unique && state.def(rider).title == def.title {
        return Err(Reason::UniqueOnTable { title: def.title.to_string() }.by(SwccgRule::Deploy));
    }
    let location = dest_location(state, to).ok_or_else(|| Reason::NotOnTable.by(SwccgRule::Deploy))?;
    if !deploys_without_presence_or_icons(def) {
        check_presence_or_icons(state, side, location)?;
    }
    Ok(())
}

/// [S12] "paying the normal Force cost": a starship or vehicle deploying to `to` with `rider`
/// aboard costs both cards' costs, the rider's as if it deployed aboard where the craft goes.
pub(crate) fn cost_with(state: &State, side: Side, card: CardId, to: Dest, rider: CardId) -> u8 {
    let craft = cost_to(state, side, card, to);
    craft.saturating_add(deploy_cost(state, side, rider, dest_location(state, to), Some(card)))
}

/// Puts `card` from `side`'s hand on the table at `at`.
pub(crate) fn from_hand_to(state: &mut State, side: Side, card: CardId, at: At) {
    let player = state.player_mut(side);
    player.hand.retain(|&c| c != card);
    player.table.push(card);
    state.card_mut(card).at = Some(at);
}

/// The place a destination names.
pub(crate) fn at_of(to: Dest) -> At {
    match to {
        Dest::At(l) => At::Location(l),
        Dest::Aboard { host, slot } => At::Aboard { host, slot },
        Dest::On(host) => At::On(host),
    }
}

pub(crate) fn deploy(state: &mut State, side: Side, card: CardId, to: Dest, force: u8, events: &mut Vec<Event>) {
    use_force(state, side, force);
    spend_free_deploy(state, side, card);
    from_hand_to(state, side, card, at_of(to));
    events.push(Event::Deployed { card, to, force });
    record_deployed(state, &[card]);
    crate::rules::swccg::once_per_game::record(state, card);
    kickback(state, side, card, events);
}

/// Ng'ok: "… deployed four or more characters to same location this turn": the turn's record of
/// where each card deployed went (`State::deployed_to`), kept only in a game holding a card that
/// reads it (so a game without one, and the moves of older saves, keep the states they had).
fn record_deployed(state: &mut State, cards: &[CardId]) {
    let read = (0..state.cards.len() as u16)
        .map(CardId)
        .any(|c| state.def(c).abilities().any(|a| matches!(a, Ability::PreventsBattlingAfterDeploys { .. })));
    if !read {
        return;
    }
    for &card in cards {
        if let Some(location) = state.location_of(card) {
            state.deployed_to.push([card, location]);
        }
    }
}

pub(crate) fn deploy_with(
    state: &mut State,
    side: Side,
    (card, to): (CardId, Dest),
    (rider, slot): (CardId, Slot),
    force: u8,
    events: &mut Vec<Event>,
) {
    use_force(state, side, force);
    spend_free_deploy(state, side, card);
    spend_free_deploy(state, side, rider);
    from_hand_to(state, side, card, at_of(to));
    from_hand_to(state, side, rider, At::Aboard { host: card, slot });
    events.push(Event::DeployedWith { card, to, rider, slot, force });
    record_deployed(state, &[card, rider]);
}
