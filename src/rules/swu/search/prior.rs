//! SWU's prior for the playout policy ([`Searchable::prior`](crate::ai::Searchable::prior)): a score
//! per kind of action, read off the action and the state without applying it. Deploying the
//! leader and playing cards are good (more for costlier ones), attacks are good (the base when
//! nothing is in the way, a unit the attacker can defeat and survive better still), and passing
//! is what is left.

use crate::engine::Table;
use crate::engine::{CardId, Seat};
use crate::rules::swu::cost::{play_cost, How};
use crate::rules::swu::model::ability::{Act, Effect};
use crate::rules::swu::model::action::Action;
use crate::rules::swu::model::state::{other, Prompt, State};
use crate::rules::swu::stats::{power, remaining_hp};

/// How promising `action` looks for `seat`, without applying it.
pub(crate) fn prior(state: &State, seat: Seat, action: &Action) -> f64 {
    let cost = |card: CardId| f64::from(state.def(card).cost);
    let mine = |card: CardId| state.card(card).controller == seat;
    match *action {
        Action::PlayUnit { card, via, .. } => {
            let paid = play_cost(state, seat, card, How::Unit, via).unwrap_or(0);
            3.0 + cost(card) + if via.is_some() { 0.5 } else { 0.0 } - 0.2 * f64::from(paid)
        }
        Action::PlayPilot { card, host, piloting, via, .. } => {
            let paid = play_cost(state, seat, card, How::Pilot(piloting), via).unwrap_or(0);
            let ready = !state.card(host).exhausted;
            3.5 + f64::from(state.def(card).upgrade_power.unwrap_or(0).max(0)) + if ready { 1.0 } else { 0.0 }
                - 0.2 * f64::from(paid)
        }
        Action::PlayUpgrade { card, host, .. } => {
            if mine(host) {
                2.5 + cost(card)
            } else {
                -3.0
            }
        }
        // An event: worth about what it costs.
        Action::PlayEvent { card, .. } => 2.5 + cost(card),
        Action::Attack { attacker, defender, .. } => {
            let base = state.player(other(seat)).base;
            let dealt = f64::from(power(state, attacker));
            if defender == base {
                3.0 + dealt
            } else {
                let kills = power(state, attacker) >= remaining_hp(state, defender);
                let survives = power(state, defender) < remaining_hp(state, attacker);
                2.0 + if kills { 2.0 + cost(defender) } else { 0.0 } + if survives { 1.5 } else { -1.0 }
            }
        }
        Action::UseAbility { target, .. } => match target {
            Some(t) if !mine(t) => 3.0,
            Some(_) => -2.0,
            None => 3.0,
        },
        Action::Deploy { .. } => 6.0,
        Action::DeployAsPilot { host, .. } => 6.5 + if state.card(host).exhausted { 0.0 } else { 1.0 },
        Action::TakeInitiative => 0.6,
        Action::Pass => match state.prompt {
            Some(Prompt::Mulligan { .. }) => 1.0,
            Some(_) => 0.2,
            None => 0.0,
        },
        Action::ChooseInitiative { seat: chosen } => {
            if chosen == seat {
                1.0
            } else {
                0.0
            }
        }
        Action::Mulligan => 0.0,
        // Resource the costliest card first (the cheap ones are played soon).
        Action::Resource { card } => 1.0 + 0.1 * cost(card),
        Action::Choose { card } => match &state.prompt {
            // The unique rule: keep the copy that is worth more where it is.
            Some(Prompt::Unique { .. }) => 1.0 - 0.1 * f64::from(state.card(card).damage),
            // An Experience token: for one of your own units.
            Some(Prompt::Target { effect: Effect::ExperienceToAnother, .. }) => {
                if mine(card) {
                    2.0 + 0.1 * cost(card)
                } else {
                    -1.0
                }
            }
            // A heal divided among units: for one's own.
            Some(Prompt::Divide { heal: true, .. }) => {
                if mine(card) {
                    2.0 + 0.1 * cost(card)
                } else {
                    -1.0
                }
            }
            // Damage, exhaust, defeat: for an enemy's card; heal, ready, tokens: for one's own.
            Some(
                Prompt::Target { effect: Effect::OnOne { does, .. }, .. }
                | Prompt::UpTo { effect: Effect::OnUpTo { does, .. }, .. },
            ) => {
                let harms = does.iter().any(|a| {
                    matches!(
                        a,
                        Act::Damage { .. }
                            | Act::DamageAllButOne
                            | Act::DamageEqual { .. }
                            | Act::Exhaust
                            | Act::Defeat
                            | Act::ReturnToHand
                            | Act::DefeatShields
                            | Act::TakeControl
                    ) || matches!(a, Act::ForPhase { power, hp, .. } if *power < 0 || *hp < 0)
                });
                if harms != mine(card) {
                    2.0 + 0.1 * cost(card)
                } else {
                    -1.0
                }
            }
            _ if state.def(card).card_type == crate::rules::swu::model::def::CardType::Base => {
                if mine(card) {
                    2.0
                } else {
                    0.0
                }
            }
            _ if mine(card) => 1.0 + 0.1 * cost(card),
            _ => 1.5 + 0.1 * cost(card),
        },
        Action::Accept => 3.0,
        // Every value alike: the search tries each.
        Action::Name { .. } => 1.0,
    }
}
