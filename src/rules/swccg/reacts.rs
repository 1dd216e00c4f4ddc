//! 'Reacts' (research §3 "Battle": "The defender may react right after the battle starts"; the
//! GEMP reference opens the same window after a Force drain is initiated): when a player
//! initiates a battle or a Force drain, its opponent may move a card as a 'react' to that
//! location (a regular move within range, paid as one), move one away from it ("'react' from a
//! battle"), or deploy one there from hand — only what a card's text allows. A craft needs a
//! pilot (or driver) aboard to 'react' ([O2], [O5]). One 'react' per window (docs/rules-notes.md).
//! The window opens only when the opponent has a 'react' to make, so games without reacting
//! cards gain no pause.

use crate::engine::{CardId, Rejected, Table};
use crate::rules::swccg::battle::{end_battle, participants};
use crate::rules::swccg::deploy::{check_deploy_to, check_deploy_with_to, cost_to, cost_with, deploy, deploy_with};
use crate::rules::swccg::enclosed::is_present;
use crate::rules::swccg::force::{available, check_force};
use crate::rules::swccg::landing::{is_site, is_system, planet_of};
use crate::rules::swccg::model::action::{Action, Dest, Movement, ReactBy};
use crate::rules::swccg::model::def::{Ability, CardType, Class, Kinds, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, Boost, Moment, Prompt, Slot, State};
use crate::rules::swccg::movement::{is_movable, move_cost, movement_blocked, site_distance};
use crate::rules::swccg::occupants::needs_driver;
use crate::rules::swccg::sections::SwccgRule;
use crate::rules::swccg::vehicles::lose_from_table;

type Checked = Result<(), Rejected<Reason>>;

/// The open react window: who may react, where, and whether to a battle (else a Force drain).
#[derive(Clone, Copy)]
pub(crate) struct Window {
    pub(crate) side: Side,
    pub(crate) location: CardId,
    pub(crate) battle: bool,
}

/// The window the pending prompt opens, if it is the react window.
pub(crate) fn window(state: &State) -> Option<Window> {
    match state.prompt {
        Some(Prompt::React { chooser, location, drain }) => {
            Some(Window { side: chooser, location, battle: drain.is_none() })
        }
        _ => None,
    }
}

/// What a 'react' costs beside its move's or deploy's cost: free, or that many more Force.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Terms {
    free: bool,
    extra: u8,
}

impl Terms {
    const NORMAL: Terms = Terms { free: false, extra: 0 };

    fn cost(self, normal: u8) -> u8 {
        if self.free {
            0
        } else {
            normal.saturating_add(self.extra)
        }
    }

    /// The cheaper of two ways to react.
    fn best(a: Option<Terms>, b: Terms) -> Terms {
        match a {
            Some(a) if a.free || (!b.free && a.extra <= b.extra) => a,
            _ => b,
        }
    }
}

/// Whether one of `side`'s cards in the battle at `location` (its cards there) is of `kinds`.
fn has_there(state: &State, side: Side, location: CardId, kinds: &Kinds, battle: bool) -> bool {
    let there = if battle { participants(state, side) } else { state.cards_at(side, location) };
    there.into_iter().any(|c| kinds.holds(state.def(c)))
}

/// "Opponent may not 'react' to or from same location": a card of `side`'s opponent at
/// `location` says so.
fn forbidden_at(state: &State, side: Side, location: CardId) -> bool {
    state
        .cards_at(side.opponent(), location)
        .into_iter()
        .any(|c| state.def(c).abilities().any(|a| matches!(a, Ability::NoReactsHere)))
}

/// Silence Is Golden: "Neither player may move or deploy cards as a 'react' to a location where a
/// droid is present": whether such an Effect is on the table while a card of its kinds (either
/// side's) is present at `location`.
fn silenced(state: &State, location: CardId) -> bool {
    let all = || Side::BOTH.into_iter().flat_map(|s| state.player(s).table.iter().copied());
    all().filter(|&c| state.card(c).at.is_some()).flat_map(|c| state.def(c).abilities()).any(|a| match a {
        Ability::NoReactsToWherePresent { who } => {
            all().any(|c| state.location_of(c) == Some(location) && who.holds(state.def(c)) && is_present(state, c))
        }
        _ => false,
    })
}

/// The terms on which `card` may move as a 'react' in `w`: by the texts of cards on the table
/// ([`own_move_terms`]), or, toward a battle, by an Interrupt in its player's hand
/// ([`granted_by_interrupt`]).
fn move_terms(state: &State, w: Window, card: CardId, away: bool) -> Option<Terms> {
    if movement_blocked(state, card).is_some() {
        return None;
    }
    let own = own_move_terms(state, w, card, away);
    if !away && granted_by_interrupt(state, w, card).is_some() {
        return Some(Terms::best(own, Terms::NORMAL));
    }
    own
}

/// Help Me Obi-Wan Kenobi: "One Rebel may move as a 'react' to an adjacent battle site" (GEMP
/// `Card1_086`: a battle the opponent initiated at a site; the player's Rebel at a site adjacent
/// to it): the Interrupt in `w.side`'s hand that lets `card` move to the battle as a 'react'.
fn granted_by_interrupt(state: &State, w: Window, card: CardId) -> Option<CardId> {
    let from = state.location_of(card)?;
    let adjacent = w.battle
        && state.owner(card) == w.side
        && is_site(state, w.location)
        && is_site(state, from)
        && site_distance(state, from, w.location) == Some(1);
    if !adjacent {
        return None;
    }
    state.player(w.side).hand.iter().copied().find(|&i| {
        state.def(i).is(CardType::Interrupt)
            && state
                .def(i)
                .abilities()
                .any(|a| matches!(a, Ability::GrantsReactToAdjacentBattle { who } if who.holds(state.def(card))))
    })
}

/// The terms on which `card` may move as a 'react' in `w` — toward the location, or `away` from
/// it — by its own text ("May move as a 'react'", "… for free", "… only to Hoth sites", "… from a
/// battle"), its location's ("Your starships may move here as a 'react'") or another card's
/// ("Imperial starships may move to the Death Star system as a 'react'").
fn own_move_terms(state: &State, w: Window, card: CardId, away: bool) -> Option<Terms> {
    // Full Scale Alert: a card whose movement is blocked does not 'react' by a move.
    if movement_blocked(state, card).is_some() {
        return None;
    }
    let def = state.def(card);
    let mut best = None;
    for a in def.abilities() {
        let Ability::MovesAsReact { free, extra, to_sites_of, to_battle_with, away: from_battle } = a else {
            continue;
        };
        let fits = if *from_battle {
            away && w.battle
        } else {
            !away
                && to_sites_of
                    .as_deref()
                    .is_none_or(|p| is_site(state, w.location) && planet_of(state, w.location) == Some(p))
                && to_battle_with.as_ref().is_none_or(|k| w.battle && has_there(state, w.side, w.location, k, true))
        };
        if fits {
            best = Some(Terms::best(best, Terms { free: *free, extra: *extra }));
        }
    }
    if away {
        return best;
    }
    // Solomahal: "Deploy on your warrior to give that warrior scout skill. That warrior may move
    // as a 'react.'"
    if crate::rules::swccg::skills::reacts_as_scout(state, card) {
        best = Some(Terms::best(best, Terms::NORMAL));
    }
    // The location's own half, and cards granting it for another location.
    let here = state
        .def(w.location)
        .abilities()
        .any(|a| matches!(a, Ability::MovesAsReactHere { side, who, to: None } if *side == w.side && who.holds(def)));
    let title = &state.def(w.location).title;
    let granted = state.player(w.side).table.iter().any(|&c| {
        state.def(c).abilities().any(|a| match a {
            Ability::MovesAsReactHere { who, to: Some(to), .. } => {
                to == title
                    && who.holds(def)
                    && state
                        .location_of(c)
                        .is_some_and(|l| is_site(state, l) && planet_of(state, l) == Some(to.as_ref()))
            }
            _ => false,
        })
    });
    if here || granted {
        best = Some(Terms::best(best, Terms::NORMAL));
    }
    best
}

/// The terms on which `card` in hand may deploy as a 'react' in `w`, and whether it must deploy
/// with a pilot: its own "May deploy with a pilot as a 'react' to a battle where you have a TIE
/// (for free if TIE is Black 2 or 3)", the location's "Your Falcon … may deploy here as a
/// 'react'", or a card there (or near): "You may deploy cards to same system or sector as a
/// 'react'".
fn deploy_terms(state: &State, w: Window, card: CardId) -> Option<(Terms, bool)> {
    let def = state.def(card);
    let mut best: Option<(Terms, bool)> = None;
    for a in def.abilities() {
        let Ability::DeploysAsReact { with_pilot, to_battle_with, free_with } = a else { continue };
        if to_battle_with.as_ref().is_some_and(|k| !(w.battle && has_there(state, w.side, w.location, k, true))) {
            continue;
        }
        let free = free_with.as_ref().is_some_and(|k| has_there(state, w.side, w.location, k, w.battle));
        best = Some((Terms { free, extra: 0 }, *with_pilot));
    }
    if best.is_some() {
        return best;
    }
    let here = state
        .def(w.location)
        .abilities()
        .any(|a| matches!(a, Ability::DeploysAsReactHere { side, who } if *side == w.side && who.holds(def)));
    let granted = matches!(def.card_type, CardType::Character | CardType::Starship | CardType::Vehicle)
        && state.player(w.side).table.iter().any(|&c| grants_deploy_react(state, w, c));
    (here || granted).then_some((Terms::NORMAL, false))
}

/// Whether `card` of `w.side`'s on the table lets its side deploy cards as a 'react' in `w`, by
/// its text (TIE Vanguard, Rectenna, Comlink: [`Ability::DeploysCardsAsReactHere`]): it is at the
/// window's location ("same system or sector": a system, the pool holding no sector), or at a
/// site adjacent to it ("Comlink's location or an adjacent site"); "to a battle" only to one.
fn grants_deploy_react(state: &State, w: Window, card: CardId) -> bool {
    let Some(at) = state.location_of(card) else { return false };
    state.def(card).abilities().any(|a| {
        let Ability::DeploysCardsAsReactHere { battle, systems, adjacent_sites } = *a else { return false };
        let near =
            at == w.location || adjacent_sites && is_site(state, at) && site_distance(state, at, w.location) == Some(1);
        near && (!battle || w.battle) && (!systems || is_system(state, w.location))
    })
}

/// The 'reacts' `w.side` may make in the window, each naming its cost: the react window's
/// answers (with Pass). Empty when nothing may react: the window then stays closed.
pub(crate) fn reacts(state: &State, w: Window) -> Vec<Action> {
    let mut out = Vec::new();
    let force = available(state, w.side);
    let player = state.player(w.side);
    if !forbidden_at(state, w.side, w.location) {
        for &card in &player.table {
            let Some(At::Location(from)) = state.card(card).at else { continue };
            if !is_movable(state, card) {
                continue;
            }
            let away = from == w.location;
            if away && !w.battle {
                continue;
            }
            let Some(terms) = move_terms(state, w, card, away) else { continue };
            if !away && forbidden_at(state, w.side, from) {
                continue;
            }
            let places: Vec<CardId> = if away {
                state.locations.iter().copied().filter(|&l| l != w.location).collect()
            } else {
                vec![w.location]
            };
            for to in places.into_iter().filter(|&to| !silenced(state, to)) {
                for how in [Movement::Landspeed, Movement::Hyperspeed, Movement::Land, Movement::TakeOff] {
                    if let Ok(normal) = move_cost(state, w.side, card, how, Dest::At(to)) {
                        let cost = terms.cost(normal);
                        if cost <= force {
                            out.push(Action::React { card, by: ReactBy::Move(how), to: Dest::At(to), force: cost });
                        }
                    }
                }
            }
        }
    }
    if forbidden_at(state, w.side, w.location) || silenced(state, w.location) {
        return out;
    }
    let to = Dest::At(w.location);
    for &card in &player.hand {
        let Some((terms, with_pilot)) = deploy_terms(state, w, card) else { continue };
        if !with_pilot && check_deploy_to(state, w.side, card, to).is_ok() {
            let cost = terms.cost(cost_to(state, w.side, card, to));
            if cost <= force {
                out.push(Action::React { card, by: ReactBy::Deploy, to, force: cost });
            }
        }
        if !matches!(state.def(card).card_type, CardType::Starship | CardType::Vehicle) {
            continue;
        }
        let slots: &[Slot] = match (with_pilot, needs_driver(state.def(card))) {
            (true, true) => &[Slot::Driver],
            (true, false) => &[Slot::Pilot],
            (false, true) => &[Slot::Driver, Slot::Passenger],
            (false, false) => &[Slot::Pilot, Slot::Passenger],
        };
        for &rider in &player.hand {
            if rider == card || !state.def(rider).is(CardType::Character) {
                continue;
            }
            for &slot in slots {
                if check_deploy_with_to(state, w.side, card, to, rider, slot).is_ok() {
                    let cost = react_with_cost(state, w.side, card, to, rider, terms);
                    if cost <= force {
                        out.push(Action::React { card, by: ReactBy::DeployWith { rider, slot }, to, force: cost });
                    }
                }
            }
        }
    }
    out
}

/// A craft deploying as a 'react' with a rider: the craft's cost on the react's terms, the
/// rider's as usual ("for free" is the craft's: its pilot pays its own, docs/rules-notes.md).
fn react_with_cost(state: &State, side: Side, card: CardId, to: Dest, rider: CardId, terms: Terms) -> u8 {
    let craft = cost_to(state, side, card, to);
    let rider_cost = cost_with(state, side, card, to, rider).saturating_sub(craft);
    terms.cost(craft).saturating_add(rider_cost)
}

/// The react window: may `action` be made now? Refused with the rule it breaks.
pub(crate) fn check_react(state: &State, w: Window, action: &Action) -> Checked {
    let Action::React { card, by, to, force } = *action else {
        return Err(Reason::NotAReact.by(SwccgRule::Battle));
    };
    if reacts(state, w).contains(action) {
        return Ok(());
    }
    // Why not: the first rule the 'react' breaks.
    let Dest::At(destination) = to else { return Err(Reason::NotReachable.by(SwccgRule::Move)) };
    if forbidden_at(state, w.side, w.location)
        || state.location_of(card).is_some_and(|l| forbidden_at(state, w.side, l))
        || silenced(state, destination)
    {
        return Err(Reason::ReactForbidden.by(SwccgRule::Battle));
    }
    match by {
        ReactBy::Move(how) => {
            if state.owner(card) != w.side || state.card(card).at.is_none() {
                return Err(Reason::NotYourCard.by(SwccgRule::Move));
            }
            let away = state.card(card).at == Some(At::Location(w.location));
            let Some(terms) = move_terms(state, w, card, away) else {
                return Err(Reason::MayNotReact.by(SwccgRule::Battle));
            };
            if !away && to != Dest::At(w.location) || away && to == Dest::At(w.location) {
                return Err(Reason::NotReachable.by(SwccgRule::Move));
            }
            let normal = move_cost(state, w.side, card, how, to)?;
            check_force(state, w.side, terms.cost(normal), force, SwccgRule::Move)
        }
        ReactBy::Deploy | ReactBy::DeployWith { .. } => {
            let Some((terms, with_pilot)) = deploy_terms(state, w, card) else {
                return Err(Reason::MayNotReact.by(SwccgRule::Battle));
            };
            if to != Dest::At(w.location) {
                return Err(Reason::NotReachable.by(SwccgRule::Deploy));
            }
            let cost = match by {
                ReactBy::DeployWith { rider, slot } => {
                    if with_pilot && !matches!(slot, Slot::Pilot | Slot::Driver) {
                        return Err(Reason::MayNotReact.by(SwccgRule::Battle));
                    }
                    check_deploy_with_to(state, w.side, card, to, rider, slot)?;
                    react_with_cost(state, w.side, card, to, rider, terms)
                }
                _ => {
                    if with_pilot {
                        return Err(Reason::MayNotReact.by(SwccgRule::Battle));
                    }
                    check_deploy_to(state, w.side, card, to)?;
                    terms.cost(cost_to(state, w.side, card, to))
                }
            };
            check_force(state, w.side, cost, force, SwccgRule::Deploy)
        }
    }
}

/// Opens the react window for `side` when its opponent has just initiated a battle (`drain`
/// none) or a Force drain of `drain` at `location`, if `side` has a 'react' to make; otherwise
/// the drain's loss follows at once.
pub(crate) fn open(state: &mut State, side: Side, location: CardId, drain: Option<u16>) {
    let w = Window { side, location, battle: drain.is_none() };
    if !reacts(state, w).is_empty() {
        state.prompt = Some(Prompt::React { chooser: side, location, drain });
    } else {
        close(state, w, drain);
    }
}

/// The window is over (a 'react' made, or passed): a Force drain's loss follows.
fn close(state: &mut State, w: Window, drain: Option<u16>) {
    if let Some(amount) = drain {
        // The respond window follows the react window (`responses.rs`), then the loss.
        crate::rules::swccg::responses::open(state, w.side, Moment::Drain { location: w.location, amount });
    }
}

/// Answers the react window: the 'react', or Pass; then the window closes.
pub(crate) fn answer(state: &mut State, w: Window, drain: Option<u16>, action: &Action, events: &mut Vec<Event>) {
    if let Action::React { card, by, to, force } = *action {
        // Help Me Obi-Wan Kenobi: a 'react' only its Interrupt allows plays the Interrupt.
        if matches!(by, ReactBy::Move(_))
            && to == Dest::At(w.location)
            && own_move_terms(state, w, card, false).is_none()
        {
            if let Some(interrupt) = granted_by_interrupt(state, w, card) {
                let lost = state.def(interrupt).is_class(Class::Lost);
                let player = state.player_mut(w.side);
                player.hand.retain(|&c| c != interrupt);
                if lost {
                    player.lost_pile.push(interrupt);
                } else {
                    player.used_pile.push(interrupt);
                }
                events.push(Event::InterruptPlayed { card: interrupt, target: Some(card) });
            }
        }
        match by {
            ReactBy::Move(how) => crate::rules::swccg::movement::perform(state, w.side, card, how, to, force, events),
            ReactBy::Deploy => deploy(state, w.side, card, to, force, events),
            ReactBy::DeployWith { rider, slot } => deploy_with(state, w.side, (card, to), (rider, slot), force, events),
        }
        events.push(Event::Reacted { card, location: w.location });
        // Solomahal: "When that scout 'reacts,' it is power +2 for remainder of turn."
        for (source, power) in crate::rules::swccg::skills::react_powers(state, card) {
            state.boosts.push(Boost {
                card,
                source,
                maneuver: 0,
                power,
                hyperspeed: 0,
                weapon_destiny: 0,
                less_maneuver: 0,
                shielded: false,
            });
        }
        if to == Dest::At(w.location) {
            lost_to_react(state, w, events);
            // Ng'ok: "If opponent just 'reacted' to a battle, cancel the battle"; ComScan
            // Detection: "If opponent just moved a character, vehicle or starship as a 'react' to
            // a location": the initiator's respond window, before a drain's own.
            let moved = matches!(by, ReactBy::Move(_));
            let just = |drain| Moment::Reacted { card, location: w.location, moved, drain };
            if w.battle && state.battle.is_some() {
                crate::rules::swccg::responses::queue(state, w.side.opponent(), just(None));
            } else if drain.is_some() {
                crate::rules::swccg::responses::open(state, w.side.opponent(), just(drain));
                return;
            }
        } else if w.battle && participants(state, w.side).is_empty() {
            // Research §3 "Battle": "if one side loses all presence before this segment, the
            // battle ends" — a 'react' away took the last of the defender's cards.
            end_battle(state, events);
        }
    }
    close(state, w, drain);
}

/// "Lost if Vader on table and opponent 'reacts' to same location as Ozzel": the reacting side's
/// opponent's cards at the location that say so.
fn lost_to_react(state: &mut State, w: Window, events: &mut Vec<Event>) {
    let on_table = |state: &State, title: &str| {
        (0..state.cards.len() as u16).map(CardId).any(|c| state.on_table(c) && state.def(c).title == title)
    };
    let lost: Vec<CardId> = state
        .cards_at(w.side.opponent(), w.location)
        .into_iter()
        .filter(|&c| {
            state
                .def(c)
                .abilities()
                .any(|a| matches!(a, Ability::LostIfOpponentReacts { with_on_table } if on_table(state, with_on_table)))
        })
        .collect();
    for card in lost {
        if state.card(card).at.is_some() {
            lose_from_table(state, card, events);
        }
    }
}
