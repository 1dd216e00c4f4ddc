//! Weapons fired outside a battle ([`Ability::FiresOutsideBattle`]): "Once during your control
//! phase, warrior may fire an artillery weapon on same planet" (Artillery Remote, on its warrior);
//! "Once during each of your move phases, your Planet Defender Ion Cannon at same planet may fire"
//! (Evacuation Control, on a war room). GEMP `Card3_028`, `Card3_035`: a top-level action once in
//! its player's phase (`OncePerPhaseEffect`), `FireWeaponEffect` on one of the player's artillery
//! weapons on the card's planet.
//!
//! The shot is a weapon's shot as in a battle (`weapons.rs`: its Force, its destinies and what
//! adds to them, the "just targeted" answers — a re-target to a droid among them), aimed where the weapon's text aims it
//! from its own site instead of in a battle: at that site (or a site within its reach), or, for
//! a weapon that fires at its related system (Planet Defender Ion Cannon), at that system. A card
//! it hits is lost at once (GEMP `HitCardOutsideOfAttackOrBattleRule`; `shot_outcomes.rs` `hit`);
//! the weapon may fire again in a battle (`shoot`).

use crate::engine::{CardId, Rejected, Table};
use crate::rules::swccg::artillery::{artillery_site, artillery_user, fires_remotely, is_powered};
use crate::rules::swccg::force::check_force;
use crate::rules::swccg::landing::{planet_of, system_of};
use crate::rules::swccg::model::action::Action;
use crate::rules::swccg::model::def::{Ability, CardType, Side};
use crate::rules::swccg::model::event::Event;
use crate::rules::swccg::model::reason::Reason;
use crate::rules::swccg::model::state::{At, State};
use crate::rules::swccg::sections::{card_text, SwccgRule};
use crate::rules::swccg::tractor_beams::in_captured_ship;
use crate::rules::swccg::weapons::{check_target, fire, fire_cost, fires_at_related_system, weapon_text};

type Checked = Result<(), Rejected<Reason>>;

/// `card`'s word, its text not canceled: the phase it names and the weapons (none: any artillery
/// weapon).
fn word(
    state: &State,
    card: CardId,
) -> Option<(crate::rules::swccg::model::state::Phase, &[std::borrow::Cow<'static, str>])> {
    crate::rules::swccg::canceled_text::text_of(state, card).find_map(|a| match a {
        Ability::FiresOutsideBattle { phase, names } => Some((*phase, &names[..])),
        _ => None,
    })
}

/// `side`'s cards whose word lets its artillery weapon `weapon` fire: on the table, active, on
/// the weapon's planet, naming it (or any artillery weapon), and, on a device, carried by a
/// warrior that fires the weapon from where it is (Artillery Remote's "warrior may fire").
fn granters(state: &State, side: Side, weapon: CardId) -> Vec<CardId> {
    let Some(site) = artillery_site(state, weapon).filter(|_| state.owner(weapon) == side) else {
        return Vec::new();
    };
    let Some(planet) = planet_of(state, site) else { return Vec::new() };
    let title: &str = &state.def(weapon).title;
    state
        .player(side)
        .table
        .iter()
        .copied()
        .filter(|&g| {
            let Some((_, names)) = word(state, g) else { return false };
            let carried_by = match state.card(g).at {
                Some(At::On(host)) if !state.is_location(host) => Some(host),
                _ => None,
            };
            !state.under_cover(g)
                && !state.in_missing(g)
                && (names.is_empty() || names.iter().any(|n| n.as_ref() == title))
                && state.location_of(g).and_then(|l| planet_of(state, l)) == Some(planet)
                && carried_by.is_none_or(|w| fires_remotely(state, w, site))
        })
        .collect()
}

/// The card of `side`'s that lets `weapon` fire now, outside a battle: one of its [`granters`],
/// in `side`'s own phase that it names, not used yet this turn (each phase comes once a turn).
pub(crate) fn granter(state: &State, side: Side, weapon: CardId) -> Option<CardId> {
    if state.battle.is_some() || state.active != side {
        return None;
    }
    granters(state, side, weapon)
        .into_iter()
        .find(|&g| word(state, g).is_some_and(|(phase, _)| phase == state.phase) && !state.used_this_turn.contains(&g))
}

/// Where `weapon` aims outside a battle: the related system of its site for one that fires into
/// a battle there ("During a battle at related system"), else its site.
pub(crate) fn aimed_at(state: &State, weapon: CardId) -> Option<CardId> {
    let site = artillery_site(state, weapon)?;
    if fires_at_related_system(state, weapon) {
        system_of(state, site)
    } else {
        Some(site)
    }
}

/// A card in the fight at `location` were one fought there: a character, starship or vehicle of
/// the opponent's there, active, not held in a captured starship.
pub(crate) fn in_fight_at(state: &State, location: CardId, card: CardId) -> bool {
    let def = state.def(card);
    matches!(def.card_type, CardType::Character | CardType::Starship | CardType::Vehicle)
        && state.cards_at(state.owner(card), location).contains(&card)
        && !in_captured_ship(state, card)
}

/// No battle under way: may `side` fire `weapon` at `target`, using `force`? A card's word must
/// let it fire now (else "That is done in a battle"); the weapon fires as in a battle — used by
/// its warrior (or its site, for one that fires at its related system), powered, not barred by a
/// Utinni Effect — at a target its text names, where it aims (`aimed_at`).
pub(crate) fn check_fire_outside(state: &State, side: Side, weapon: CardId, target: CardId, force: u8) -> Checked {
    let title: &str = &state.def(weapon).title;
    if granter(state, side, weapon).is_none() {
        // A card that would let it fire, but not in this phase or not again this turn.
        return match granters(state, side, weapon).first() {
            Some(&g) if state.active == side && state.battle.is_none() => Err(Rejected::new(
                Reason::FiresOutsideBattleOnce { title: state.def(g).title.to_string() },
                card_text(&state.def(g).title),
            )),
            _ => Err(Reason::NoBattle.by(SwccgRule::Weapons)),
        };
    }
    if !fires_at_related_system(state, weapon) && artillery_user(state, weapon).is_none() {
        return Err(Rejected::new(Reason::NoWarriorPresent, card_text(title)));
    }
    if !is_powered(state, weapon) {
        return Err(Reason::Unpowered.by(SwccgRule::Weapons));
    }
    let (Some(text), Some(at)) = (weapon_text(state, weapon), aimed_at(state, weapon)) else {
        return Err(Reason::NotOnTable.by(SwccgRule::Weapons));
    };
    // "That weapon cannot be fired" (Weapon Malfunction, a Utinni Effect).
    if crate::rules::swccg::utinni::may_not_fire(state, weapon) {
        return Err(Rejected::new(Reason::UtinniMayNotFire, card_text(title)));
    }
    let Some(cost) = fire_cost(state, weapon) else { return Err(Reason::AlreadyFired.by(SwccgRule::Weapons)) };
    if text.thrown {
        return Err(Rejected::new(Reason::NotATarget, card_text(title)));
    }
    check_target(state, side, weapon, &text, target, at, |c| in_fight_at(state, at, c))?;
    check_force(state, side, cost, force, SwccgRule::Weapons)
}

/// The shots `side` may take now outside a battle (for `legal_actions`): each weapon a card's
/// word lets fire, at each of the opponent's cards where it aims or within its reach, and, for a
/// weapon that "may target up to two", at each pair of them; `sure` keeps only those `check`
/// passes.
pub(crate) fn shots(state: &State, side: Side, sure: bool) -> Vec<Action> {
    let mut out = Vec::new();
    if state.battle.is_some() || state.active != side {
        return out;
    }
    for &weapon in &state.player(side).table {
        if !state.def(weapon).is(CardType::Weapon) || granter(state, side, weapon).is_none() {
            continue;
        }
        let (Some(text), Some(at), Some(cost)) =
            (weapon_text(state, weapon), aimed_at(state, weapon), fire_cost(state, weapon))
        else {
            continue;
        };
        let mut targets = state.cards_at(side.opponent(), at);
        targets.extend(crate::rules::swccg::weapons::within_reach(state, side.opponent(), at, text.reach));
        for &target in &targets {
            if !sure || check_fire_outside(state, side, weapon, target, cost).is_ok() {
                out.push(Action::Fire { weapon, target, force: cost });
            }
        }
        if text.two_targets {
            for (i, &a) in targets.iter().enumerate() {
                for &b in &targets[i + 1..] {
                    let pair = [a, b];
                    let ok = crate::rules::swccg::artillery::check_fire_at_two(state, side, weapon, pair, cost);
                    if !sure || ok.is_ok() {
                        out.push(Action::FireAtTwo { weapon, targets: pair, force: cost });
                    }
                }
            }
        }
    }
    out
}

/// The shot is taken (`Action::Fire` or `Action::FireAtTwo`, checked): the card whose word
/// allowed it is used for this turn, the weapon fires, and its firing does not count for the
/// next battle ("fired in this battle" is a battle's count).
pub(crate) fn shoot(state: &mut State, side: Side, action: &Action, events: &mut Vec<Event>) {
    let weapon = match *action {
        Action::Fire { weapon, target, force } => {
            use_granter(state, side, weapon);
            fire(state, side, weapon, target, force, events);
            weapon
        }
        Action::FireAtTwo { weapon, targets, force } => {
            use_granter(state, side, weapon);
            crate::rules::swccg::artillery::fire_at_two(state, side, weapon, targets, force, events);
            weapon
        }
        _ => return,
    };
    state.card_mut(weapon).fired = 0;
}

/// The card of `side`'s whose word lets `weapon` fire now is used for this turn.
fn use_granter(state: &mut State, side: Side, weapon: CardId) {
    if let Some(g) = granter(state, side, weapon) {
        state.used_this_turn.push(g);
    }
}
