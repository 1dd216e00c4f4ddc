//! The basic rules for vehicles and starships ([V1]–[V6]): deploying with contents aboard (the
//! check is `deploy::check_deploy_with`), getting in and out, losing a vehicle with what it
//! carries, theft, embarking and disembarking, and cargo.

use crate::engine::Common;
use crate::engine::Table;
use crate::engine::{CardId, Rejected};
use crate::rules::swccg::landing::{is_site, is_system};
use crate::rules::swccg::model::action::Action;
use crate::rules::swccg::model::def::{Ability, CardType, Class, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, Phase, Slot, State};
use crate::rules::swccg::movement::check_not_blocked;
use crate::rules::swccg::occupants::{has_pilot_aboard, is_craft};
use crate::rules::swccg::sections::SwccgRule;
use crate::rules::swccg::starship::{check_fits, is_capital, is_starfighter};
use crate::rules::swccg::this_turn::held_from_moving;
use crate::rules::swccg::vehicle_sites::lose_sites_of;

type Checked = Result<(), Rejected<Reason>>;

/// [V3] Everything aboard or on `card`, and aboard or on those, depth first.
pub fn contents(state: &State, card: CardId) -> Vec<CardId> {
    let mut out = Vec::new();
    for c in state.attached_to(card) {
        out.push(c);
        out.extend(contents(state, c));
    }
    out
}

/// [V4] "A character (or permanent pilot) inside a vehicle protects it from being 'stolen' or
/// unwillingly 'bought'." No card of these decks steals; the rule is here for the cards that do.
pub fn may_be_stolen(state: &State, craft: CardId) -> bool {
    let def = state.def(craft);
    is_craft(def)
        && crate::rules::swccg::starship::permanent_pilot_aboard(state, craft).is_none()
        && !state.aboard(craft).iter().any(|&(c, _)| state.def(c).is(CardType::Character))
}

/// Chewbacca: "Your vehicles, starships and droids at same site go to Used Pile (rather than Lost
/// Pile) when they are 'hit.'"
fn goes_to_used_pile(state: &State, card: CardId) -> bool {
    let def = state.def(card);
    if !state.card(card).hit || !(is_craft(def) || def.is_droid()) {
        return false;
    }
    let Some(site) = state.location_of(card).filter(|&l| is_site(state, l)) else { return false };
    state
        .cards_at(state.owner(card), site)
        .into_iter()
        .any(|c| c != card && state.def(c).abilities().any(|a| matches!(a, Ability::HitToUsedPile)))
}

/// A card leaves the table for its owner's Lost Pile (forfeited, lost when hit, or lost with what
/// it was aboard): [V3] "When a vehicle is lost, every card inside is lost too. Exception: when a
/// transport creature is lost, the characters it carried may jump off and survive": onto the
/// site it stands at; a creature lost aboard something (a starship's hold) takes its riders
/// with it, there being no ground to jump to. A starship at a system that this leaves without a
/// pilot stays there, stranded.
///
/// Lost (not gone to the Used Pile), it is "just lost": the respond window may answer it
/// (`responses::just_lost`).
///
/// "About to be lost" (Escape Pod): when its player holds an answer, the loss waits on the queue
/// for the respond window (`responses::about_to_lose`).
pub fn lose_from_table(state: &mut State, card: CardId, events: &mut Vec<Event>) {
    if crate::rules::swccg::responses::about_to_lose(state, card, false) {
        return;
    }
    lose_now(state, card, false, events);
}

/// `card` is lost now (if still on the table), with no "about to be lost" window: it is "just
/// lost" (`forfeited`: "just forfeited" too).
pub(crate) fn lose_now(state: &mut State, card: CardId, forfeited: bool, events: &mut Vec<Event>) {
    if state.card(card).at.is_none() {
        return;
    }
    let location = state.location_of(card);
    if leave_for_pile(state, card, events) {
        crate::rules::swccg::responses::just_lost(state, card, location, forfeited);
    } else {
        crate::rules::swccg::losses::hit_to_used_pile(state, card, location);
    }
}

/// [`lose_from_table`]'s work, the respond window left to the caller: whether `card` went to the
/// Lost Pile (rather than the Used Pile).
pub(crate) fn leave_for_pile(state: &mut State, card: CardId, events: &mut Vec<Event>) -> bool {
    let was_aboard = match state.card(card).at {
        Some(At::Aboard { host, .. }) => Some(host),
        _ => None,
    };
    let location = match state.card(card).at {
        Some(At::Location(l)) if is_site(state, l) => Some(l),
        _ => None,
    };
    let creature = state.def(card).is_class(Class::Creature);
    // "Released when its escort is lost" (`captives.rs`).
    crate::rules::swccg::captives::release_escorted(state, card, events);
    for inside in state.attached_to(card) {
        if creature && state.def(inside).is(CardType::Character) {
            if let Some(location) = location {
                state.card_mut(inside).at = Some(At::Location(location));
                continue;
            }
        }
        lose_from_table(state, inside, events);
    }
    // A vehicle's sites leave with it (`vehicle_sites.rs`).
    lose_sites_of(state, card, events);
    // The cards stacked on it are lost (`stacks.rs`).
    crate::rules::swccg::stacks::lose_stacked(state, card, events);
    let to_used = goes_to_used_pile(state, card);
    let owner = state.owner(card);
    state.card_mut(card).leave_table();
    state.player_mut(owner).table.retain(|&c| c != card);
    // A stolen card goes to its own player's pile (`leave_table`).
    let player = state.player_mut(state.owner(card));
    if to_used {
        player.used_pile.push(card);
        events.push(Event::ToUsedPile { card });
    } else {
        player.lost_pile.push(card);
        events.push(Event::Lost { card });
    }
    state.boosts.retain(|b| b.card != card);
    state.left.retain(|&(c, _)| c != card);
    if let Some(host) = was_aboard {
        strand_if_empty(state, host);
    }
    !to_used
}

/// A starship on its own at a system with no pilot aboard is marked stranded (only a loss leaves
/// one so; validate.rs holds every other one to having a pilot).
pub(crate) fn strand_if_empty(state: &mut State, craft: CardId) {
    let at_system = matches!(state.card(craft).at, Some(At::Location(l)) if is_system(state, l));
    if at_system && state.def(craft).is(CardType::Starship) && !has_pilot_aboard(state, craft) {
        state.card_mut(craft).stranded = true;
    }
}

/// Whether taking `leaving` out of `craft` would leave a starship on its own at a system with no
/// pilot aboard ([S12]: never empty at a system; only a loss may leave one so).
pub(crate) fn would_leave_empty(state: &State, craft: CardId, leaving: CardId) -> bool {
    let def = state.def(craft);
    let at_system = matches!(state.card(craft).at, Some(At::Location(l)) if is_system(state, l));
    if !at_system
        || !def.is(CardType::Starship)
        || crate::rules::swccg::starship::permanent_pilot_aboard(state, craft).is_some()
    {
        return false;
    }
    let piloted_before = has_pilot_aboard(state, craft);
    let still = state.aboard(craft).iter().any(|&(c, s)| c != leaving && s == Slot::Pilot);
    piloted_before && !still
}

/// [V5] "Embarking and disembarking is free and unlimited, and may happen at any time during your
/// move phase."
fn check_move_phase(state: &State) -> Checked {
    if state.phase != Phase::Move {
        return Err(Reason::Common(Common::WrongPhase { phase: Phase::Move }).by(SwccgRule::V5));
    }
    Ok(())
}

/// Whether `action`, an unlimited move (embarking, disembarking, changing seats), takes its card
/// back to a place an unlimited move took it from this phase. [V5] allows it ("free and
/// unlimited"); `legal_actions` lists such returns after every other action (saves written
/// before they were allowed keep their indices), and the computer player does not take them
/// (whatever position a return reaches, the phase reaches without one: docs/rules-notes.md).
pub fn is_return(state: &State, action: &Action) -> bool {
    let back_to = |card: CardId, to: At| state.left.contains(&(card, to));
    match *action {
        Action::Embark { card, host, slot } => back_to(card, At::Aboard { host, slot }),
        Action::Disembark { card } => disembark_to(state, card).is_ok_and(|l| back_to(card, At::Location(l))),
        Action::Seat { card, slot } => match state.card(card).at {
            Some(At::Aboard { host, .. }) => back_to(card, At::Aboard { host, slot }),
            _ => false,
        },
        _ => false,
    }
}

fn check_yours_on_table(state: &State, side: Side, card: CardId) -> Checked {
    if state.card(card).at.is_none() {
        return Err(Reason::NotOnTable.by(SwccgRule::V2));
    }
    if state.owner(card) != side {
        return Err(Reason::NotYourCard.by(SwccgRule::V2));
    }
    Ok(())
}

/// [V2] "characters may get in and out of a vehicle (and stay inside) without moving it"; [V5]
/// "your characters embark on … your vehicles and starfighters. Likewise your starfighters may
/// embark on … your capital starships that have docking capacity"; [V6] "Those inside vehicles and
/// starfighters may transfer to the capital starship and back."
pub(crate) fn check_embark(state: &State, side: Side, card: CardId, host: CardId, slot: Slot) -> Checked {
    check_move_phase(state)?;
    check_yours_on_table(state, side, card)?;
    check_yours_on_table(state, side, host)?;
    check_not_held(state, card)?;
    check_not_blocked(state, card)?;
    if !is_craft(state.def(host)) || host == card {
        return Err(Reason::NotAStarshipOrVehicle.by(SwccgRule::V2));
    }
    let def = state.def(card);
    let from = state.card(card).at;
    match from {
        Some(At::Location(l)) => {
            if state.card(host).at != Some(At::Location(l)) {
                return Err(Reason::NotSameLocation.by(SwccgRule::V2));
            }
            let character_at_site = def.is(CardType::Character) && is_site(state, l);
            let fighter_at_system = is_starfighter(def) && is_system(state, l) && is_capital(state.def(host));
            if !character_at_site && !fighter_at_system {
                return Err(Reason::CannotMoveThisWay.by(SwccgRule::V5));
            }
        }
        Some(At::Aboard { host: inside, .. }) => {
            // [V6]: from a craft in the hold into the capital starship, or from it into one in its hold.
            let into_capital = state.card(inside).at == Some(At::Aboard { host, slot: Slot::Cargo });
            let into_cargo = state.card(host).at == Some(At::Aboard { host: inside, slot: Slot::Cargo });
            if !def.is(CardType::Character) || !(into_capital || into_cargo) {
                return Err(Reason::CannotMoveThisWay.by(SwccgRule::V6));
            }
            if would_leave_empty(state, inside, card) {
                return Err(Reason::WouldLeaveEmpty.by(SwccgRule::S12));
            }
        }
        Some(At::On(_) | At::Side(_)) | None => return Err(Reason::CannotMoveThisWay.by(SwccgRule::V2)),
    }
    check_fits(state, card, host, slot)
}

/// Where `card` goes when it disembarks: a character off a vehicle or landed starship to its
/// site; a starfighter out of a capital starship's hold to its system.
pub(crate) fn disembark_to(state: &State, card: CardId) -> Result<CardId, Rejected<Reason>> {
    let Some(At::Aboard { host, slot }) = state.card(card).at else {
        return Err(Reason::NotAboard.by(SwccgRule::V2));
    };
    let def = state.def(card);
    match state.card(host).at {
        Some(At::Location(l)) if def.is(CardType::Character) && is_site(state, l) => Ok(l),
        Some(At::Location(l)) if def.is(CardType::Character) && is_system(state, l) => {
            Err(Reason::CharactersNotAtSystems.by(SwccgRule::Deploy))
        }
        Some(At::Location(l)) if slot == Slot::Cargo && is_starfighter(def) && is_system(state, l) => {
            // [O2]: it flies out only with a pilot aboard (and [S12]: never empty at a system).
            if has_pilot_aboard(state, card) {
                Ok(l)
            } else {
                Err(Reason::Unpiloted.by(SwccgRule::O2))
            }
        }
        _ => Err(Reason::CannotMoveThisWay.by(SwccgRule::V5)),
    }
}

pub(crate) fn check_disembark(state: &State, side: Side, card: CardId) -> Checked {
    check_move_phase(state)?;
    check_yours_on_table(state, side, card)?;
    check_not_held(state, card)?;
    check_not_blocked(state, card)?;
    disembark_to(state, card).map(|_| ())
}

/// Rebel Barrier, Quite A Mercenary: a card "prevented from moving" does not embark or
/// disembark either (GEMP's "may not move" holds every movement).
fn check_not_held(state: &State, card: CardId) -> Checked {
    if held_from_moving(state, card) {
        return Err(Reason::MayNotMove.by(SwccgRule::Move));
    }
    Ok(())
}

/// [O4] "You may choose which characters are piloting at any time during your deploy or move
/// phase"; [O5] "If more than one character is inside, you must choose which one drives; you may
/// choose at any time during your deploy or move phase."
pub(crate) fn check_seat(state: &State, side: Side, card: CardId, slot: Slot) -> Checked {
    if !matches!(state.phase, Phase::Deploy | Phase::Move) {
        return Err(Reason::Common(Common::WrongPhase { phase: Phase::Move }).by(SwccgRule::O4));
    }
    check_yours_on_table(state, side, card)?;
    let Some(At::Aboard { host, slot: current }) = state.card(card).at else {
        return Err(Reason::NotAboard.by(SwccgRule::O4));
    };
    if !state.def(card).is(CardType::Character) {
        return Err(Reason::NotACharacter.by(SwccgRule::O4));
    }
    if current == slot {
        return Err(Reason::SameSlot.by(SwccgRule::O4));
    }
    check_fits(state, card, host, slot)?;
    if current == Slot::Pilot && would_leave_empty(state, host, card) {
        return Err(Reason::WouldLeaveEmpty.by(SwccgRule::S12));
    }
    Ok(())
}

/// Moves `card` to `to` by an unlimited move, noting where it left (once: a card may leave a
/// place many times in a phase).
pub(crate) fn unlimited_move(state: &mut State, card: CardId, to: At) {
    if let Some(from) = state.card(card).at.filter(|&from| !state.left.contains(&(card, from))) {
        state.left.push((card, from));
    }
    state.card_mut(card).at = Some(to);
}
