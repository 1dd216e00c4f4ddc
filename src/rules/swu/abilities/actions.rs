//! The Action abilities a card uses on its own and the attacks an effect allows: "Attack with a
//! <which> unit" (each attacker and defender the attack rules allow, `attack.rs`), Ambush's "it may
//! ready and attack an enemy unit", and the first Action of a card that stands on its own or makes
//! an attack (of those `cost::actions_of` lists).

use crate::engine::Table;
use crate::engine::{CardId, Seat};
use crate::rules::swu::abilities::acts;
use crate::rules::swu::attack::{check_attack, defender_candidates};
use crate::rules::swu::cost::actions_of;
use crate::rules::swu::forms::is_unit;
use crate::rules::swu::model::ability::{Ability, Effect, Which};
use crate::rules::swu::model::state::State;

/// The attacks "Attack with a <which> unit" allows `chooser` (attacker and defender, in play order
/// and as `attack::defender_candidates` lists them): a unit of theirs `which` names, ready (or,
/// `even_exhausted`, exhausted too, and then no base), on each defender the attack rules allow.
pub(crate) fn attacks_with(
    state: &State,
    chooser: Seat,
    which: &Which,
    subject: Option<CardId>,
    even_exhausted: bool,
) -> Vec<(CardId, CardId)> {
    let mut out = Vec::new();
    for attacker in acts::named(state, chooser, which, subject) {
        if state.card(attacker).controller != chooser {
            continue;
        }
        for defender in defender_candidates(state, attacker) {
            if check_attack(state, chooser, attacker, defender, false, even_exhausted).is_ok() {
                out.push((attacker, defender));
            }
        }
    }
    out
}

/// The enemy units `unit` may attack with Ambush ("it may ready and attack an enemy unit").
pub(crate) fn ambush_targets(state: &State, unit: CardId) -> Vec<CardId> {
    if !is_unit(state, unit) {
        return Vec::new();
    }
    let seat = state.card(unit).controller;
    defender_candidates(state, unit)
        .into_iter()
        .filter(|&d| check_attack(state, seat, unit, d, false, true).is_ok())
        .collect()
}

/// The Action ability `card` uses on its own (not one that plays a card or makes an attack,
/// which are part of those actions), with the card it comes from.
pub(crate) fn own_action(state: &State, card: CardId) -> Option<(CardId, &'static Ability)> {
    own_action_among(actions_of(state, card))
}

/// The first Action among `actions` that stands on its own (as [`own_action`]).
pub(crate) fn own_action_among(
    mut actions: impl Iterator<Item = (CardId, &'static Ability)>,
) -> Option<(CardId, &'static Ability)> {
    actions.find(|(_, a)| {
        matches!(a, Ability::Action { then, .. } if !matches!(then, Effect::Play { .. } | Effect::AttackWith { .. }))
    })
}

/// The "Attack with …" Action `card` has, if any: its arena, power bonus and keyword.
pub(crate) fn attack_ability(state: &State, card: CardId) -> Option<&'static Ability> {
    attack_ability_among(actions_of(state, card))
}

/// The first "Attack with …" Action among `actions` (as [`attack_ability`]).
pub(crate) fn attack_ability_among(
    actions: impl Iterator<Item = (CardId, &'static Ability)>,
) -> Option<&'static Ability> {
    actions.map(|(_, a)| a).find(|a| matches!(a, Ability::Action { then: Effect::AttackWith { .. }, .. }))
}
