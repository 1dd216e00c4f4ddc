//! Utinni Effects (research §2, "Effects"; GEMP `AbstractUtinniEffect`): an Effect deployed on a
//! location that targets a card as it deploys, does something to that card while it targets it,
//! and is canceled when the target "reaches" it: when the target is at the Effect's location
//! (GEMP checks after every change to the table: `isAtLocation(self, sameLocation(target))`).
//! The Effect is lost by rule when its target leaves the table.
//!
//! Reading (docs/rules-notes.md): a card already at the Effect's location is not offered as its
//! target, since it would reach the Effect at once and cancel it.

use crate::engine::Table;
use crate::engine::{CardId, Rejected};
use crate::rules::swccg::battle::participants;
use crate::rules::swccg::deploy::{check_unique, effect_goes_at, to_used_pile};
use crate::rules::swccg::landing::{is_site, is_system, planet_of};
use crate::rules::swccg::mobile_system::{mobile_hyperspeed, parsec};
use crate::rules::swccg::model::action::Dest;
use crate::rules::swccg::model::def::{Ability, CardDef, CardType, Kinds, Side, Targeted};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::Moment;
use crate::rules::swccg::model::state::{At, Phase, Prompt, Slot, State, Targeting};
use crate::rules::swccg::movement::site_distance;
use crate::rules::swccg::sections::card_text;
use crate::rules::swccg::starship::is_starfighter;
use crate::rules::swccg::vehicles::lose_from_table;

type Checked = Result<(), Rejected<Reason>>;

/// The Utinni word of `def`: what it may target and what it does to its target.
struct Word<'a> {
    target: &'a Kinds,
    opponents: bool,
    on_craft: bool,
    does: &'a Targeted,
    forfeit_over: Option<u8>,
    or_opponents: Option<&'a Kinds>,
    reached_to_used_pile: bool,
    same_planet: bool,
    on: Option<&'a str>,
    sites_only: bool,
    in_battle: bool,
    yours: bool,
    not_on: Option<&'a str>,
    system: bool,
    systems_only: bool,
}

fn word(def: &CardDef) -> Option<Word<'_>> {
    def.abilities().find_map(|a| match a {
        Ability::Utinni {
            target,
            opponents,
            on_craft,
            does,
            forfeit_over,
            or_opponents,
            reached_to_used_pile,
            same_planet,
            on,
            sites_only,
            in_battle,
            yours,
            not_on,
            system,
            systems_only,
        } => Some(Word {
            target,
            opponents: *opponents,
            on_craft: *on_craft,
            does,
            forfeit_over: *forfeit_over,
            or_opponents: or_opponents.as_ref(),
            reached_to_used_pile: *reached_to_used_pile,
            same_planet: *same_planet,
            on: on.as_deref(),
            sites_only: *sites_only,
            in_battle: *in_battle,
            yours: *yours,
            not_on: not_on.as_deref(),
            system: *system,
            systems_only: *systems_only,
        }),
        _ => None,
    })
}

/// "Target a weapon deployed on a starfighter or vehicle", "Target any Rebel", "Target a Rebel
/// with forfeit > 4 or an opponent's leader": the cards on the table the Utinni Effect `effect`
/// of `side` may target when deployed at `location` (none there already: see the module's
/// reading).
pub(crate) fn targets(state: &State, side: Side, effect: CardId, location: CardId) -> Vec<CardId> {
    let Some(w) = word(state.def(effect)) else { return Vec::new() };
    let sides: &[Side] = match (w.opponents, w.yours) {
        (true, _) => &[side.opponent()],
        (false, true) => &[side],
        (false, false) => &Side::BOTH,
    };
    let named = |c: CardId| {
        (w.target.holds(state.def(c)) || in_place_of(state.def(c), &state.def(effect).title))
            && (!w.on_craft || on_craft_host(state, c))
            && w.forfeit_over.is_none_or(|f| crate::rules::swccg::stats::forfeit(state, c) > f)
    };
    let or_theirs = |c: CardId| state.owner(c) != side && w.or_opponents.is_some_and(|k| k.holds(state.def(c)));
    // They're On Dantooine: "Target Death Star", a mobile system among the locations.
    let systems = state.locations.iter().copied().filter(|&l| w.system && mobile_hyperspeed(state.def(l)).is_some());
    Side::BOTH
        .iter()
        .flat_map(|&s| state.player(s).table.iter().copied())
        .chain(systems)
        .filter(|&c| c != effect && ((sides.contains(&state.owner(c)) && named(c)) || or_theirs(c)))
        .filter(|&c| state.location_of(c).is_some_and(|l| l != location))
        // A mobile system already at the Effect's system's parsec would reach it at once.
        .filter(|&c| !(w.system && state.is_location(c) && parsec(state, c) == parsec(state, location)))
        // Fire Extinguisher: "Any starship it is aboard is immune to Lateral Damage".
        .filter(|&c| !crate::rules::swccg::devices::immune_to(state, c, &state.def(effect).title))
        // Meteor Impact?: "Target a character on same planet".
        .filter(|&c| {
            !w.same_planet
                || state
                    .location_of(c)
                    .is_some_and(|l| planet_of(state, l).is_some() && planet_of(state, l) == planet_of(state, location))
        })
        // Send A Detachment Down: "Target any trooper on Death Star".
        .filter(|&c| w.on.is_none_or(|on| state.location_of(c).is_some_and(|l| planet_of(state, l) == Some(on))))
        // Tusken Breath Mask: "Target one of your characters not at Tatooine".
        .filter(|&c| w.not_on.is_none_or(|not| state.location_of(c).is_some_and(|l| planet_of(state, l) != Some(not))))
        // The First Transport Is Away!: "Target a Medium Transport at a Hoth site".
        .filter(|&c| !w.sites_only || state.location_of(c).is_some_and(|l| is_site(state, l)))
        // Kessel Run: "Target one of your smugglers at another system".
        .filter(|&c| !w.systems_only || state.location_of(c).is_some_and(|l| is_system(state, l)))
        // Tactical Re-Call: "Target a warrior involved in that battle" (GEMP
        // `participatingInBattle`).
        .filter(|&c| !w.in_battle || Side::BOTH.iter().any(|&s| participants(state, s).contains(&c)))
        // Spice Mines Of Kessel: "one trooper to escort captive": a trooper escorting a captive.
        .filter(|&c| *w.does != Targeted::DeliversCaptive || escorted(state, c).is_some())
        .collect()
}

/// BoShek: "May make a Kessel Run in place of a smuggler": whether `def` may be the target of
/// the Utinni Effect titled `title` whatever the kinds it targets.
fn in_place_of(def: &CardDef, title: &str) -> bool {
    def.abilities().any(|a| matches!(a, Ability::TargetedInPlaceOf { title: t } if t == title))
}

/// "Deployed on a starfighter or vehicle".
fn on_craft_host(state: &State, card: CardId) -> bool {
    match state.card(card).at {
        Some(At::On(host)) => is_starfighter(state.def(host)) || state.def(host).is(CardType::Vehicle),
        _ => false,
    }
}

/// A Utinni Effect deploys only with a card to target (GEMP: "need to also determine if valid
/// targets can be found").
pub(crate) fn check_has_target(state: &State, side: Side, effect: CardId, location: CardId) -> Checked {
    if word(state.def(effect)).is_some() && targets(state, side, effect, location).is_empty() {
        return Err(Rejected::new(Reason::NoUtinniTarget, card_text(&state.def(effect).title)));
    }
    Ok(())
}

/// After `side` deployed `card`: a Utinni Effect asks for its target.
pub(crate) fn offer(state: &mut State, side: Side, card: CardId) {
    let Some(At::On(location)) = state.card(card).at else { return };
    if word(state.def(card)).is_none() || !state.is_location(location) {
        return;
    }
    let cards = targets(state, side, card, location);
    if !cards.is_empty() {
        state.prompt = Some(Prompt::Target { chooser: side, card, cards });
    }
}

/// The Utinni Effect `effect` of `side` targets `target`.
pub(crate) fn aim(state: &mut State, side: Side, effect: CardId, target: CardId, events: &mut Vec<Event>) {
    let run = word(state.def(effect)).filter(|w| matches!(w.does, Targeted::ParsecRun { .. }));
    let (from, x) = match run.and_then(|_| crate::rules::swccg::runs::first_leg(state, effect, target)) {
        Some((from, x)) => (Some(from), x),
        None => (None, 0),
    };
    // Spice Mines Of Kessel: the captive its trooper escorts is its second target.
    let delivers = word(state.def(effect)).is_some_and(|w| *w.does == Targeted::DeliversCaptive);
    let captive = if delivers { escorted(state, target) } else { None };
    state.utinni.push(Targeting { effect, target, reached: false, drew: false, from, x, captive });
    events.push(Event::UtinniTargets { side, effect, target });
}

/// The captive `escort` escorts, if any.
fn escorted(state: &State, escort: CardId) -> Option<CardId> {
    state.captives.iter().find(|&&[h, _]| h == escort).map(|&[_, c]| c)
}

/// After every change to the table: a Utinni Effect whose target reached it is canceled (lost);
/// one whose target left the table is lost by rule; "If Rebel's forfeit reaches zero, Rebel is
/// lost".
pub(crate) fn settle(state: &mut State, events: &mut Vec<Event>) {
    crate::rules::swccg::runs::settle(state, events);
    delivered(state, events);
    if state.utinni.is_empty() {
        return;
    }
    let mut i = 0;
    while i < state.utinni.len() {
        let Targeting { effect, target, .. } = state.utinni[i];
        if state.card(effect).at.is_none() {
            state.utinni.remove(i);
            continue;
        }
        let reached = reaches(state, effect, target);
        // Send A Detachment Down: reaching it is what makes it work; it stays.
        let stays = word(state.def(effect)).is_some_and(|w| matches!(w.does, Targeted::AttritionWhileThere { .. }));
        // Lateral Damage: reaching it draws a destiny, which may cancel it.
        let destiny = word(state.def(effect)).and_then(|w| match w.does {
            Targeted::ZeroedUntilDestiny { over } => Some(*over),
            _ => None,
        });
        if let (Some(over), Some(_)) = (destiny, state.card(target).at) {
            if !reached {
                state.utinni[i].reached = false;
            } else if !state.utinni[i].reached {
                state.utinni[i].reached = true;
                if draws_to_cancel(state, i, over, events) {
                    continue;
                }
            }
            i += 1;
            continue;
        }
        // Kessel Run: reaching it is the run's first leg; it is over back at the first system.
        let run = word(state.def(effect)).and_then(|w| match w.does {
            Targeted::ParsecRun { lost_on } => Some(*lost_on),
            _ => None,
        });
        if let (Some(lost_on), Some(_)) = (run, state.card(target).at) {
            // Its starship lost with the target aboard, the next pass loses the Effect.
            if !crate::rules::swccg::runs::go_on(state, i, lost_on, events) && state.card(target).at.is_some() {
                i += 1;
            }
            continue;
        }
        let reached = reached && !stays;
        // Spice Mines Of Kessel: both targets reaching it, the captive is delivered; its trooper
        // lost en route, the captive is released; the captive no longer one, it is lost.
        if let Some(captive) = state.utinni[i].captive {
            let held = crate::rules::swccg::captives::is_captive(state, captive);
            let here = crate::rules::swccg::captives::captive_location(state, captive) == state.location_of(effect);
            let delivered = reached && held && here;
            let lost_en_route = !state.on_table(target);
            if held && !delivered && !lost_en_route {
                i += 1;
                continue;
            }
            state.utinni.remove(i);
            if delivered {
                events.push(Event::UtinniReached { effect, target });
                crate::rules::swccg::captives::deliver(state, effect, captive, events);
            } else if held {
                crate::rules::swccg::captives::release(state, captive, events);
            }
            lose_from_table(state, effect, events);
            continue;
        }
        // The First Transport Is Away!: reached, it does its work and stays, targeting no more.
        if reached {
            if let Some(Targeted::Evacuates { per_passenger, to, .. }) = word(state.def(effect)).map(|w| w.does.clone())
            {
                state.utinni.remove(i);
                events.push(Event::UtinniReached { effect, target });
                evacuated(state, effect, target, per_passenger, &to, events);
                continue;
            }
        }
        // Tusken Breath Mask: "Upon reaching, target takes mask" (GEMP: the Effect is attached
        // to its target and stays there).
        // Death Star Plans: "When target reaches Utinni Effect, 'steal' plans" (GEMP: attached to
        // its target as well).
        let taken = |w: Word<'_>| matches!(w.does, Targeted::TakenOnReach | Targeted::StolenToRetrieve { .. });
        if reached && word(state.def(effect)).is_some_and(taken) {
            state.utinni.remove(i);
            events.push(Event::UtinniReached { effect, target });
            state.card_mut(effect).at = Some(At::On(target));
            events.push(Event::Relocated { card: effect, to: target });
            continue;
        }
        if !state.on_table(target) || reached {
            state.utinni.remove(i);
            if reached {
                events.push(Event::UtinniReached { effect, target });
                // Cell 2187: "draw destiny. Release that many captives from the Detention Block
                // Corridor", then the Effect is lost.
                if let Some(Targeted::ReleasesCaptives { prison }) = word(state.def(effect)).map(|w| w.does.clone()) {
                    crate::rules::swccg::captives::release_from(state, effect, &prison, events);
                }
            }
            lose_from_table(state, effect, events);
            // Death Mark: "Utinni Effect canceled when reached by target (target goes to Used
            // Pile)".
            if reached
                && word(state.def(effect)).is_some_and(|w| w.reached_to_used_pile)
                && state.card(target).at.is_some()
            {
                to_used_pile(state, target, events);
            }
            continue;
        }
        let weakened = matches!(word(state.def(effect)), Some(Word { does: Targeted::Weakens { .. }, .. }));
        if weakened && crate::rules::swccg::stats::forfeit(state, target) == 0 {
            lose_from_table(state, target, events);
            // The next pass loses the Effect: its target left the table.
            continue;
        }
        i += 1;
    }
}

/// Whether `target` has reached the Utinni Effect `effect`: it is at the Effect's location; a
/// mobile system targeted ("Target Death Star … until target reaches Dantooine") is at the parsec
/// of the system the Effect is on (GEMP `isOrbitedBy`: it may orbit that system there).
fn reaches(state: &State, effect: CardId, target: CardId) -> bool {
    let Some(here) = state.location_of(effect) else { return false };
    if state.is_location(target) && word(state.def(effect)).is_some_and(|w| w.system) {
        return target != here && is_system(state, here) && parsec(state, target) == parsec(state, here);
    }
    state.location_of(target) == Some(here)
}

/// "Relocate Utinni Effect to Hoth system" (The First Transport Is Away!, reached): whether the
/// Utinni Effect `effect` is where its text relocates it, `location` (its deploy text does not
/// allow it there: "Deploy on any system (except Hoth)").
pub(crate) fn relocated_to(state: &State, effect: CardId, location: CardId) -> bool {
    matches!(word(state.def(effect)).map(|w| w.does.clone()), Some(Targeted::Evacuates { to, .. })
        if state.def(location).title == *to && is_system(state, location))
}

/// The words of the Utinni Effects targeting `card` now.
fn targeted(state: &State, card: CardId) -> impl Iterator<Item = &Targeted> {
    state.utinni.iter().filter(move |t| t.target == card).filter_map(|t| word(state.def(t.effect)).map(|w| w.does))
}

/// "That weapon cannot be fired."
pub(crate) fn may_not_fire(state: &State, weapon: CardId) -> bool {
    state.utinni.iter().any(|t| t.target == weapon) && targeted(state, weapon).any(|d| *d == Targeted::MayNotFire)
}

/// "Target is power and forfeit -1 (-3 if target is Luke)": what the Utinni Effects targeting
/// `card` take off its power and forfeit.
pub(crate) fn weakening(state: &State, card: CardId) -> u8 {
    if state.utinni.is_empty() {
        return 0;
    }
    let title = &state.def(card).title;
    targeted(state, card)
        .map(|d| match d {
            Targeted::Weakens { amount, title: named, more }
            | Targeted::LessPowerAndForfeit { amount, title: named, more }
                if named == title =>
            {
                *more
            }
            Targeted::Weakens { amount, .. } | Targeted::LessPowerAndForfeit { amount, .. } => *amount,
            _ => 0,
        })
        .fold(0, u8::saturating_add)
}

/// Responsibility Of Command: "Opponent may not initiate a battle or a Force drain at same
/// location as target": the Effect (of `side`'s opponent) that keeps `side` from initiating a
/// battle or a Force drain at `location`, if any.
pub(crate) fn forbids_battle_or_drain(state: &State, side: Side, location: CardId) -> Option<CardId> {
    state
        .utinni
        .iter()
        .filter(|t| state.owner(t.effect) != side && state.location_of(t.target) == Some(location))
        .find(|t| word(state.def(t.effect)).is_some_and(|w| *w.does == Targeted::NoBattleOrDrainHere))
        .map(|t| t.effect)
}

/// Refuses `side`'s battle or Force drain at `location` while a Utinni Effect's target is there
/// (Responsibility Of Command), citing the Effect.
pub(crate) fn check_battle_or_drain(state: &State, side: Side, location: CardId) -> Checked {
    match forbids_battle_or_drain(state, side, location) {
        Some(e) => Err(Rejected::new(Reason::UtinniNoBattleOrDrain, card_text(&state.def(e).title))),
        None => Ok(()),
    }
}

/// Death Mark: "Each turn opponent must lose 1 Force at beginning of opponent's control phase":
/// as the active player's control phase begins, what the Utinni Effects of its opponent make it
/// lose (it chooses where from).
pub(crate) fn control_phase_began(state: &mut State) {
    let side = state.active;
    let owed = state
        .utinni
        .iter()
        .filter(|t| state.owner(t.effect) != side)
        .filter_map(|t| match word(state.def(t.effect))?.does {
            Targeted::LosesForceEachControlPhase { force } => Some(u16::from(*force)),
            _ => None,
        })
        .fold(0, u16::saturating_add);
    if owed > 0 && state.prompt.is_none() && crate::rules::swccg::force::can_lose(state, side) {
        state.prompt = Some(Prompt::LoseForce { chooser: side, amount: owed });
    }
}

/// Meteor Impact?: "Character may not leave planet or move away from Utinni Effect" (GEMP
/// `MayNotMoveAwayFromLocationModifier` on the target and whatever carries it; rulings: it may not
/// move or be carried to a location that is not a site of that planet, the related system
/// included, nor to a site farther from the Effect than the one it is at): refuses a move of
/// `card` (the target, or a craft with the target aboard) to `to`, citing the Effect.
pub(crate) fn check_stays_near(state: &State, card: CardId, to: Option<CardId>) -> Checked {
    if state.utinni.is_empty() {
        return Ok(());
    }
    let mut carried = vec![card];
    let mut i = 0;
    while i < carried.len() {
        carried.extend(state.attached_to(carried[i]));
        i += 1;
    }
    for t in state.utinni.iter().filter(|t| carried.contains(&t.target)) {
        if !word(state.def(t.effect)).is_some_and(|w| *w.does == Targeted::StaysNear) {
            continue;
        }
        let Some(effect_at) = state.location_of(t.effect) else { continue };
        let from = state.location_of(t.target);
        let near = to.is_some_and(|to| {
            let on_planet = is_site(state, to)
                && planet_of(state, to).is_some()
                && planet_of(state, to) == planet_of(state, effect_at);
            let nearer =
                match (from.and_then(|f| site_distance(state, effect_at, f)), site_distance(state, effect_at, to)) {
                    (Some(now), Some(then)) => then <= now,
                    (None, Some(_)) => true,
                    _ => false,
                };
            on_planet && nearer
        });
        if !near {
            return Err(Rejected::new(Reason::UtinniMayNotMoveAway, card_text(&state.def(t.effect).title)));
        }
    }
    Ok(())
}

/// Send A Detachment Down: "attrition +1 against opponent in all Tatooine battles as long as
/// target remains at same site as Utinni Effect": what the Utinni Effects of `side`'s opponent
/// add to the attrition against `side` in a battle at `location`.
pub(crate) fn attrition_against(state: &State, side: Side, location: CardId) -> u16 {
    if state.utinni.is_empty() {
        return 0;
    }
    let planet = planet_of(state, location);
    state
        .utinni
        .iter()
        .filter(|t| state.owner(t.effect) != side)
        .filter(|t| {
            let at = state.location_of(t.effect);
            at.is_some_and(|a| is_site(state, a)) && state.location_of(t.target) == at
        })
        .filter_map(|t| match word(state.def(t.effect))?.does {
            Targeted::AttritionWhileThere { amount, planet: p } if planet == Some(&**p) => Some(u16::from(*amount)),
            _ => None,
        })
        .fold(0, u16::saturating_add)
}

/// Lateral Damage: "When target reaches Utinni Effect, target draws one destiny. Utinni Effect
/// canceled if destiny > 2": the target's owner draws one destiny for the Effect at `i`
/// (once in a move phase); whether it was canceled (lost, and no longer targeting).
fn draws_to_cancel(state: &mut State, i: usize, over: u8, events: &mut Vec<Event>) -> bool {
    let Targeting { effect, target, .. } = state.utinni[i];
    state.utinni[i].drew = state.phase == Phase::Move;
    let drawn = crate::rules::swccg::force::text_destiny(state, state.owner(target), effect, 0, events);
    if drawn.is_some_and(|d| d > over) {
        state.utinni.remove(i);
        lose_from_table(state, effect, events);
        return true;
    }
    false
}

/// Lateral Damage: "Otherwise, draw again next move phase, etc.": as each move phase (either
/// player's) ends, a target still at the Effect it reached, that drew no destiny for it in this
/// move phase, draws one (GEMP: at the end of each move phase, once per move phase).
pub(crate) fn move_phase_ended(state: &mut State, events: &mut Vec<Event>) {
    let mut i = 0;
    while i < state.utinni.len() {
        let t = state.utinni[i];
        let over = word(state.def(t.effect)).and_then(|w| match w.does {
            Targeted::ZeroedUntilDestiny { over } => Some(*over),
            _ => None,
        });
        let there = state.location_of(t.target).is_some_and(|l| state.location_of(t.effect) == Some(l));
        if let Some(over) = over.filter(|_| t.reached && there && !t.drew) {
            if draws_to_cancel(state, i, over, events) {
                continue;
            }
        }
        state.utinni[i].drew = false;
        i += 1;
    }
}

/// Lateral Damage: "Target's power and forfeit = 0".
pub(crate) fn zeroed(state: &State, card: CardId) -> bool {
    !state.utinni.is_empty() && targeted(state, card).any(|d| matches!(d, Targeted::ZeroedUntilDestiny { .. }))
}

/// The First Transport Is Away!: "Retrieve X Force, where X = twice the number of passengers.
/// Relocate Utinni Effect to Hoth system" (GEMP: the passengers aboard the target as it reaches
/// the Effect; retrieved Force is the top cards of the Lost Pile, to the Used Pile; no Hoth system
/// on the table, the Effect stays where it is).
fn evacuated(state: &mut State, effect: CardId, target: CardId, per: u8, to: &str, events: &mut Vec<Event>) {
    let side = state.owner(effect);
    let passengers = state.aboard(target).iter().filter(|&&(_, slot)| slot == Slot::Passenger).count();
    retrieve_top(state, side, passengers.saturating_mul(usize::from(per)), events);
    let system = state.locations.iter().copied().find(|&l| is_system(state, l) && state.def(l).title == to);
    if let Some(system) = system {
        state.card_mut(effect).at = Some(At::On(system));
        events.push(Event::Relocated { card: effect, to: system });
    }
}

/// "Retrieve X Force" (The First Transport Is Away!, Death Star Plans): `side` takes the top `x`
/// cards of its Lost Pile to its Used Pile (GEMP `RetrieveForceEffect`), as many as there are.
pub(crate) fn retrieve_top(state: &mut State, side: Side, x: usize, events: &mut Vec<Event>) {
    for _ in 0..x {
        let player = state.player_mut(side);
        let Some(card) = player.lost_pile.pop() else { break };
        player.used_pile.push(card);
        events.push(Event::ToUsedPile { card });
    }
}

/// Death Star Plans: "If target then moves to any Yavin 4 site, draw 3 destiny. Retrieve that
/// much lost Force. Lose Utinni Effect" (GEMP `Card1_046`: once stolen, when the card carrying
/// it moves to such a site): after every change to the table, each such Effect on a card (not a
/// location) now at a site of the planet its text names is carried out and lost.
fn delivered(state: &mut State, events: &mut Vec<Event>) {
    let stolen: Vec<(CardId, CardId, String, u8)> = Side::BOTH
        .iter()
        .flat_map(|&s| state.player(s).table.iter().copied())
        .filter_map(|c| match (state.card(c).at, word(state.def(c))?.does) {
            (Some(At::On(carrier)), Targeted::StolenToRetrieve { planet, destinies })
                if !state.is_location(carrier) =>
            {
                Some((c, carrier, planet.to_string(), *destinies))
            }
            _ => None,
        })
        .collect();
    for (effect, carrier, planet, destinies) in stolen {
        let there = state
            .location_of(carrier)
            .is_some_and(|l| is_site(state, l) && planet_of(state, l) == Some(planet.as_str()));
        if !there {
            continue;
        }
        let side = state.owner(effect);
        let mut total: usize = 0;
        for _ in 0..destinies {
            let drawn = crate::rules::swccg::force::text_destiny(state, side, effect, 0, events);
            total = total.saturating_add(usize::from(drawn.unwrap_or(0)));
        }
        retrieve_top(state, side, total, events);
        lose_from_table(state, effect, events);
    }
}

/// The First Transport Is Away!: "Your total power is +2 in battles at Hoth sites": what `side`'s
/// Effects that went to that planet's system add to its total power at `location`.
pub(crate) fn power_in_battles(state: &State, side: Side, location: CardId) -> u16 {
    if !is_site(state, location) {
        return 0;
    }
    let planet = planet_of(state, location);
    state
        .player(side)
        .table
        .iter()
        .copied()
        .filter_map(|c| match (state.card(c).at, word(state.def(c))?.does) {
            (Some(At::On(system)), Targeted::Evacuates { to, power, .. })
                if state.def(system).title == *to && is_system(state, system) && planet == Some(&**to) =>
            {
                Some(u16::from(*power))
            }
            _ => None,
        })
        .fold(0, u16::saturating_add)
}

/// Tactical Re-Call: "Deploy on any Yavin 4 site immediately after winning a battle elsewhere";
/// Tusken Breath Mask: "Deploy on any Tatooine site where you have just won a battle": whether
/// `card` deploys after a battle won, and whether on the battle's own location (`Some(true)`) or
/// elsewhere (`Some(false)`).
pub(crate) fn deploys_after_win(def: &CardDef) -> Option<bool> {
    def.abilities().find_map(|a| match a {
        Ability::DeploysAfterWinElsewhere => Some(false),
        Ability::DeploysWhereWon => Some(true),
        _ => None,
    })
}

/// May `side` deploy `card` to `to` for `force`, answering `moment` in its respond window? Only on
/// a battle it just won ([`Moment::Won`]), on a location its text names other than the battle's
/// (Tactical Re-Call) or the battle's own (Tusken Breath Mask), or on a card of the kinds its text
/// names just lost ([`Moment::Lost`]), on the location it was lost from (Plastoid Armor), free,
/// with a card to target (GEMP
/// `Card1_231`: an optional after-action on `wonBattle`, deploy target `Yavin_4_site` and
/// `not(battleLocation)`; `Card1_067`: `wonBattleAt(Tatooine_site)`, deploy target
/// `battleLocation`).
pub(crate) fn check_deploy_after_win(
    state: &State,
    side: Side,
    moment: Moment,
    card: CardId,
    to: Dest,
    force: u8,
) -> Checked {
    let def = state.def(card);
    let refused = || Rejected::new(Reason::NotALocationTarget, card_text(&def.title));
    if !state.in_hand(side, card) {
        return Err(Reason::NotInHand.by(crate::rules::swccg::sections::SwccgRule::Deploy));
    }
    let Dest::On(site) = to else { return Err(refused()) };
    let fits = match moment {
        Moment::Won { location: battle } => deploys_after_win(def).is_some_and(|here| (site == battle) == here),
        // Plastoid Armor (GEMP `Card1_059`: `justLostFromLocation(stormtrooper, Death_Star_site)`,
        // deploy target the location it was lost from).
        Moment::Lost { card: lost, location: Some(from), .. } => {
            deploys_where_lost(def).is_some_and(|who| who.holds(state.def(lost))) && site == from
        }
        _ => false,
    };
    if !fits || !effect_goes_at(state, side, def, site) || force != 0 {
        return Err(refused());
    }
    check_unique(state, card)?;
    check_has_target(state, side, card, site)
}

/// Plastoid Armor: "Deploy on a Death Star site where a stormtrooper was just lost": the cards
/// whose loss `card` deploys after, if it says so.
fn deploys_where_lost(def: &CardDef) -> Option<&Kinds> {
    def.abilities().find_map(|a| match a {
        Ability::DeploysWhereLost { who } => Some(who),
        _ => None,
    })
}

/// Whether `card` deploys only in its player's respond window, answering a battle won or a card
/// just lost (Tactical Re-Call, Tusken Breath Mask, Plastoid Armor).
pub(crate) fn deploys_in_window(def: &CardDef) -> bool {
    deploys_after_win(def).is_some() || deploys_where_lost(def).is_some()
}

/// The deploys answering `moment` that `side` may make now (Tactical Re-Call, Tusken Breath
/// Mask, Plastoid Armor).
pub(crate) fn deploys_after_win_now(state: &State, side: Side, moment: Moment) -> Vec<(CardId, Dest)> {
    let mut out = Vec::new();
    for &card in &state.player(side).hand {
        if !deploys_in_window(state.def(card)) {
            continue;
        }
        for &l in &state.locations {
            if check_deploy_after_win(state, side, moment, card, Dest::On(l), 0).is_ok() {
                out.push((card, Dest::On(l)));
            }
        }
    }
    out
}
