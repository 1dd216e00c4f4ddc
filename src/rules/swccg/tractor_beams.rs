//! Tractor Beams ([`Ability::TractorBeam`]): "At the end of a battle at same system or sector,
//! may target an opponent's starship present (except Mon Calamari Star Cruiser) using 2 Force.
//! Draw destiny. Target captured if destiny > defense value" (Tractor Beam, on a Star Destroyer);
//! "At the end of a battle at Death Star system, … Draw two destiny. Target captured if total
//! destiny > defense value" (Death Star Tractor Beam, on Docking Bay 327). GEMP
//! `UseTractorBeamEffect`, `CaptureStarshipEffect`: a captured starship is attached under the
//! card the beam is on (docs/rules-notes.md "Captives"). Captain Lennox's "When on a Star
//! Destroyer, may use its tractor beam once during each of your control phases" uses a beam with
//! no battle ([`Ability::UsesTractorBeamAboard`]; `orders`).
//!
//! A captured starship is `At::On` that card, listed in `State::captured_ships`: with what is
//! aboard it, it takes no part in battles, adds no presence, and does not move on its own (it goes
//! where its holder goes). It is the Light Side's still; what is aboard may be captured (We Have A
//! Prisoner), or released to a docking bay (Alternatives To Fighting).

use crate::engine::Common;
use crate::engine::{CardId, Rejected, Table};
use crate::rules::swccg::force::{available, text_destiny, use_force};
use crate::rules::swccg::landing::{is_docking_bay, is_system, system_of};
use crate::rules::swccg::model::action::Action;
use crate::rules::swccg::model::def::{Ability, CardType, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, Moment, Phase, PickTo, Prompt, State};
use crate::rules::swccg::sections::card_text;
use crate::rules::swccg::sections::SwccgRule;
use crate::rules::swccg::stats::defense_value;

type Checked = Result<(), Rejected<Reason>>;

/// `card`'s tractor beam text: the Force it uses, the destinies it draws, the starships it may not
/// target.
fn beam_text(state: &State, card: CardId) -> Option<(u8, u8, &'static str)> {
    state.def(card).abilities().find_map(|a| match a {
        Ability::TractorBeam { force, destinies, except } => Some((*force, *destinies, except.as_ref())),
        _ => None,
    })
}

/// The system whose battles `beam` answers: on a starship, the system it is at ("same system or
/// sector"); on a site, the system the site is related to ("a battle at Death Star system").
pub(crate) fn beam_system(state: &State, beam: CardId) -> Option<CardId> {
    let Some(At::On(host)) = state.card(beam).at else { return None };
    let system = if state.is_location(host) { system_of(state, host)? } else { state.location_of(host)? };
    is_system(state, system).then_some(system)
}

/// Whether `card` is a captured starship (`State::captured_ships`).
pub(crate) fn is_captured_ship(state: &State, card: CardId) -> bool {
    state.captured_ships.iter().any(|&[_, s]| s == card)
}

/// Whether `card` is a captured starship or aboard (or on) one: out of battles, presence and
/// moves.
pub(crate) fn in_captured_ship(state: &State, card: CardId) -> bool {
    holder_of(state, card).is_some()
}

/// The starships `beam` may target now, at `system`: the opponent's, on their own there
/// ("present"), not captured, not of the model it excepts.
fn targets(state: &State, side: Side, beam: CardId, system: CardId) -> Vec<CardId> {
    let Some((_, _, except)) = beam_text(state, beam) else { return Vec::new() };
    state
        .top_level_at(side.opponent(), system)
        .into_iter()
        .filter(|&c| {
            let def = state.def(c);
            def.is(CardType::Starship)
                && !is_captured_ship(state, c)
                && !def.model.as_deref().is_some_and(|m| m.eq_ignore_ascii_case(except))
        })
        .collect()
}

/// The tractor beam uses `side` may make answering `to`: at the end of a battle at a beam's
/// system, each target, when it has the Force (GEMP: the Dark Side's optional trigger on
/// `battleEnding`; here its respond window on the battle just finished).
pub(crate) fn uses(state: &State, side: Side, to: Moment) -> Vec<Action> {
    let Moment::BattleFinished { location } = to else { return Vec::new() };
    let mut out = Vec::new();
    for &beam in &state.player(side).table {
        let Some((force, _, _)) = beam_text(state, beam) else { continue };
        if beam_system(state, beam) != Some(location) || available(state, side) < force {
            continue;
        }
        out.extend(
            targets(state, side, beam, location).into_iter().map(|target| Action::TractorBeam { card: beam, target }),
        );
    }
    out
}

/// Whether `side` may use `beam` on `target` now, answering `to`.
pub(crate) fn check_use(state: &State, side: Side, to: Moment, beam: CardId, target: CardId) -> Checked {
    if uses(state, side, to).contains(&Action::TractorBeam { card: beam, target }) {
        Ok(())
    } else {
        Err(Rejected::new(Reason::Common(Common::NotAnAnswer), card_text(&state.def(beam).title)))
    }
}

/// `side` uses `beam` on `target`: its Force, its destinies; "Target captured if (total) destiny
/// > defense value". A failed draw counts 0.
pub(crate) fn use_beam(state: &mut State, side: Side, beam: CardId, target: CardId, events: &mut Vec<Event>) {
    let Some((force, destinies, _)) = beam_text(state, beam) else { return };
    let Some(At::On(holder)) = state.card(beam).at else { return };
    use_force(state, side, force);
    // Tyrant: "When using Tractor Beam, adds 1 to destiny draw" (GEMP `Card3_153`), the holder's.
    let plus: u8 = crate::rules::swccg::canceled_text::text_of(state, holder)
        .map(|a| match a {
            Ability::TractorBeamPlus { amount } => *amount,
            _ => 0,
        })
        .sum();
    let mut total: u8 = 0;
    for _ in 0..destinies {
        total = total.saturating_add(text_destiny(state, side, beam, plus, events).unwrap_or(0));
    }
    if total > defense_value(state, target) && state.card(target).at.is_some() {
        state.card_mut(target).at = Some(At::On(holder));
        state.captured_ships.push([holder, target]);
        events.push(Event::StarshipCaptured { card: target, by: holder });
    }
}

/// Captain Lennox: "When on a Star Destroyer, may use its tractor beam once during each of your
/// control phases" (GEMP `Card3_084`: a top-level action once in its player's control phase,
/// while aboard a Star Destroyer with a tractor beam on it; `UseTractorBeamEffect`, no battle
/// needed): `side`'s card with the word ([`Ability::UsesTractorBeamAboard`]) aboard the starship
/// `beam` is on, that starship of the model it names, in `side`'s control phase with no battle
/// under way, not used yet this turn.
fn orderer(state: &State, side: Side, beam: CardId) -> Option<CardId> {
    if state.active != side || state.phase != Phase::Control || state.battle.is_some() || state.owner(beam) != side {
        return None;
    }
    let Some(At::On(ship)) = state.card(beam).at else { return None };
    if !state.def(ship).is(CardType::Starship) || beam_text(state, beam).is_none() {
        return None;
    }
    let model = state.def(ship).model.as_deref().unwrap_or_default();
    state.aboard(ship).into_iter().map(|(c, _)| c).find(|&c| {
        state.owner(c) == side
            && !state.used_this_turn.contains(&c)
            && crate::rules::swccg::canceled_text::text_of(state, c).any(|a| match a {
                Ability::UsesTractorBeamAboard { aboard } => model.contains(aboard.as_ref()),
                _ => false,
            })
    })
}

/// The tractor beam uses `side` may order now in its control phase: each of its beams a card
/// aboard may order ([`orderer`]), at each target at the starship's system, when it has the Force.
pub(crate) fn orders(state: &State, side: Side) -> Vec<Action> {
    let mut out = Vec::new();
    for &beam in &state.player(side).table {
        let Some((force, _, _)) = beam_text(state, beam) else { continue };
        let Some(system) = beam_system(state, beam) else { continue };
        if orderer(state, side, beam).is_none() || available(state, side) < force {
            continue;
        }
        out.extend(
            targets(state, side, beam, system).into_iter().map(|target| Action::TractorBeam { card: beam, target }),
        );
    }
    out
}

/// Whether `side` may order `beam` used on `target` now, in its control phase.
pub(crate) fn check_order(state: &State, side: Side, beam: CardId, target: CardId) -> Checked {
    if orders(state, side).contains(&Action::TractorBeam { card: beam, target }) {
        return Ok(());
    }
    let aboard = match state.card(beam).at {
        Some(At::On(ship)) if !state.is_location(ship) => state.aboard(ship),
        _ => Vec::new(),
    };
    let says = |c: CardId| state.def(c).abilities().any(|a| matches!(a, Ability::UsesTractorBeamAboard { .. }));
    match aboard.into_iter().map(|(c, _)| c).find(|&c| state.owner(c) == side && says(c)) {
        Some(c) => Err(Rejected::new(
            Reason::NoTractorBeamOrder { title: state.def(c).title.to_string() },
            card_text(&state.def(c).title),
        )),
        None => Err(Reason::Common(Common::NotAnAnswer).by(SwccgRule::PendingChoice)),
    }
}

/// The order carried out: the card that gave it is used for this turn, and the beam is used
/// (`use_beam`).
pub(crate) fn order(state: &mut State, side: Side, beam: CardId, target: CardId, events: &mut Vec<Event>) {
    let Some(card) = orderer(state, side, beam) else { return };
    state.used_this_turn.push(card);
    use_beam(state, side, beam, target, events);
}

/// After every effect: a captured starship no longer on the table is no longer listed.
pub(crate) fn settle(state: &mut State) {
    let kept: Vec<[CardId; 2]> =
        state.captured_ships.iter().copied().filter(|&[h, s]| state.card(s).at == Some(At::On(h))).collect();
    state.captured_ships = kept;
}

/// The holder of the captured starship `card` is, or is aboard (or on): what it goes with.
pub(crate) fn holder_of(state: &State, card: CardId) -> Option<CardId> {
    if state.captured_ships.is_empty() {
        return None;
    }
    let mut current = card;
    for _ in 0..8 {
        if let Some(&[holder, _]) = state.captured_ships.iter().find(|&&[_, s]| s == current) {
            return Some(holder);
        }
        match state.card(current).at {
            Some(At::Aboard { host, .. } | At::On(host)) if !state.is_location(host) => current = host,
            _ => return None,
        }
    }
    None
}

/// `side`'s characters aboard the captured starship `ship`: those a release moves.
fn releasable(state: &State, side: Side, ship: CardId) -> Vec<CardId> {
    if !is_captured_ship(state, ship) {
        return Vec::new();
    }
    state
        .aboard(ship)
        .into_iter()
        .map(|(c, _)| c)
        .filter(|&c| state.owner(c) == side && state.def(c).is(CardType::Character))
        .collect()
}

/// The docking bay sites on the table: where a release may go ("any docking bay site").
fn docking_bays(state: &State) -> Vec<CardId> {
    state.locations.iter().copied().filter(|&l| is_docking_bay(state, l)).collect()
}

/// "Release (move for free) all your characters from a captured starship to your side of any
/// docking bay site" (Alternatives To Fighting; GEMP `Card2_044`: a captured starship with one's
/// characters aboard, and a docking bay on the table): `ship` is such a starship.
fn may_release(state: &State, side: Side, ship: CardId) -> bool {
    !releasable(state, side, ship).is_empty() && !docking_bays(state).is_empty()
}

/// Whether `side` may play the release on `target` now: a captured starship [`may_release`]
/// from; no target, or another, is refused.
pub(crate) fn check_release(state: &State, side: Side, target: Option<CardId>) -> Checked {
    match target {
        None => Err(Reason::NotATarget.by(SwccgRule::Interrupts)),
        Some(ship) => crate::rules::swccg::interrupts::option_holds(may_release(state, side, ship)),
    }
}

/// The Interrupt `card` played on `target`: its player picks the docking bay
/// ([`PickTo::Release`]).
pub(crate) fn offer_release(state: &mut State, side: Side, card: CardId, target: Option<CardId>) {
    let Some(ship) = target.filter(|&ship| may_release(state, side, ship)) else { return };
    let cards = docking_bays(state);
    let to = PickTo::Release { from: ship };
    state.prompt = Some(Prompt::Pick { chooser: side, card, shown: Vec::new(), cards, left: 1, to, shuffle: None });
}

/// The answer to the pick: a docking bay picked, all of `side`'s characters aboard the captured
/// starship `ship` are relocated to it, for free (GEMP `RelocateBetweenLocationsEffect`); the
/// starship stays captured. Passing releases none.
pub(crate) fn release(state: &mut State, side: Side, ship: CardId, bay: Option<CardId>, events: &mut Vec<Event>) {
    let Some(bay) = bay.filter(|&b| docking_bays(state).contains(&b)) else { return };
    for c in releasable(state, side, ship) {
        state.card_mut(c).at = Some(At::Location(bay));
        events.push(Event::Relocated { card: c, to: bay });
    }
}
