//! Triggered abilities: which ones fire when a card is played, attaches or is deployed. Each
//! fired ability becomes a [`Step::Resolve`] (or the Ambush offer), queued in the order the card
//! prints them; a player's simultaneous triggers resolve in that order (docs/rules-notes.md).

use crate::engine::Table;
use crate::engine::{CardId, Seat};
use crate::rules::swu::keywords::has_keyword;
use crate::rules::swu::model::ability::{Ability, Effect, Form};
use crate::rules::swu::model::def::Keyword;
use crate::rules::swu::model::state::{other, Phase, State, Step};

/// How an upgrade came to be attached.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum How {
    /// Played from hand (Piloting, or an upgrade card).
    Played,
    /// A leader deployed as a Pilot.
    Deployed,
    /// An ability attached it (L3-37).
    Ability,
}

/// A unit was just played as a unit: Shielded ("When this unit is played, give a Shield token to
/// it"), its "When Played" abilities, then Ambush ("After you play this unit, it may ready and
/// attack an enemy unit").
pub(crate) fn played_as_unit(state: &State, card: CardId) -> Vec<Step> {
    let controller = state.card(card).controller;
    let mut steps = Vec::new();
    if has_keyword(state, card, Keyword::Shielded) {
        steps.push(Step::Resolve { source: card, effect: Effect::ShieldAttached, subject: Some(card), controller });
    }
    for ability in state.def(card).abilities(Form::Unit) {
        if let Ability::WhenPlayed { then } = ability {
            steps.push(Step::Resolve { source: card, effect: then.clone(), subject: Some(card), controller });
        }
    }
    if has_keyword(state, card, Keyword::Ambush) {
        steps.push(Step::Ambush { unit: card });
    }
    steps
}

/// `card` just attached to `host` as an upgrade: its own "When played as an upgrade" (if it was
/// played), "When deployed as an upgrade" (if it was deployed) and "When this upgrade attaches
/// to a unit" abilities, then, for a Pilot, the host's "When a Pilot upgrade attaches to this
/// unit", then, for a card its host's controller played, the host's "When you play an upgrade on
/// this unit".
pub(crate) fn attached(state: &State, card: CardId, host: CardId, how: How) -> Vec<Step> {
    let controller = state.card(card).controller;
    let mut steps = Vec::new();
    for ability in state.def(card).abilities(Form::Upgrade) {
        let then = match ability {
            Ability::WhenPlayed { then } if how == How::Played => then,
            Ability::WhenDeployed { then } if how == How::Deployed => then,
            Ability::WhenAttached { then } => then,
            _ => continue,
        };
        steps.push(Step::Resolve { source: card, effect: then.clone(), subject: Some(host), controller });
    }
    if state.def(card).is_pilot() {
        let host_controller = state.card(host).controller;
        for ability in crate::rules::swu::forms::own_abilities(state, host) {
            if let Ability::WhenPilotAttaches { then } = ability {
                steps.push(Step::Resolve {
                    source: host,
                    effect: then.clone(),
                    subject: Some(host),
                    controller: host_controller,
                });
            }
        }
    }
    // "When you play an upgrade on this unit" (Black Squadron Scout Wing): played by its controller.
    let host_controller = state.card(host).controller;
    if how == How::Played && controller == host_controller {
        for ability in crate::rules::swu::forms::own_abilities(state, host) {
            if let Ability::WhenUpgradePlayed { then } = ability {
                let effect = then.clone();
                steps.push(Step::Resolve { source: host, effect, subject: Some(host), controller: host_controller });
            }
        }
    }
    steps
}

/// The attack of `attacker` is over (base game "Attack": its last step): "When this unit completes
/// an attack (and survives)" of the attacker, and its upgrades' "When attached unit completes an
/// attack", if it is still a unit in play; each for its card's controller, in play order.
pub(crate) fn attack_completed(state: &State, attacker: CardId) -> Vec<Step> {
    if !crate::rules::swu::forms::is_unit(state, attacker) {
        return Vec::new();
    }
    let mut steps = Vec::new();
    for (source, ability) in crate::rules::swu::forms::abilities_on(state, attacker) {
        if let Ability::WhenAttackCompletes { then } = ability {
            let controller = state.card(source).controller;
            steps.push(Step::Resolve { source, effect: then.clone(), subject: Some(attacker), controller });
        }
    }
    steps
}

/// `card`, an upgrade, just detached from `from` (moved to another unit, or defeated while `from`
/// stays in play): its "When this upgrade detaches from a unit" abilities, about `from`.
pub(crate) fn detached(state: &State, card: CardId, from: CardId) -> Vec<Step> {
    let controller = state.card(card).controller;
    let mut steps = Vec::new();
    for ability in state.def(card).abilities(Form::Upgrade) {
        if let Ability::WhenDetached { then } = ability {
            steps.push(Step::Resolve { source: card, effect: then.clone(), subject: Some(from), controller });
        }
    }
    steps
}

/// `seat` drew 1 or more cards: "When an opponent draws 1 or more cards during the action
/// phase:" of each unit of the other player (Seasoned Fleet Admiral), in play order.
pub(crate) fn drew(state: &State, seat: Seat) -> Vec<Step> {
    if state.phase != Phase::Action {
        return Vec::new();
    }
    let controller = other(seat);
    let mut steps = Vec::new();
    for unit in state.units_of(controller) {
        for (source, ability) in crate::rules::swu::forms::abilities_on(state, unit) {
            if let Ability::WhenOpponentDraws { then } = ability {
                steps.push(Step::Resolve { source, effect: then.clone(), subject: Some(unit), controller });
            }
        }
    }
    steps
}

/// `unit` went from exhausted to ready: "When attached unit readies:" of its upgrades (and "When
/// this unit readies:" of its own), each for the controller of the card it is on, in order.
pub(crate) fn readied(state: &State, unit: CardId) -> Vec<Step> {
    let mut steps = Vec::new();
    for (source, ability) in crate::rules::swu::forms::abilities_on(state, unit) {
        if let Ability::WhenReadies { then } = ability {
            let controller = state.card(source).controller;
            steps.push(Step::Resolve { source, effect: then.clone(), subject: Some(unit), controller });
        }
    }
    steps
}

/// `seat` deployed its leader: "When you deploy a leader:" of each unit `seat` controls (the leader
/// unit itself included), in play order.
pub(crate) fn deployed(state: &State, seat: Seat) -> Vec<Step> {
    let mut steps = Vec::new();
    for unit in state.units_of(seat) {
        for (source, ability) in crate::rules::swu::forms::abilities_on(state, unit) {
            if let Ability::WhenYouDeploy { then } = ability {
                steps.push(Step::Resolve { source, effect: then.clone(), subject: Some(unit), controller: seat });
            }
        }
    }
    steps
}
