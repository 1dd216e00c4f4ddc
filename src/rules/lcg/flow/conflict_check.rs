//! Legality inside the conflict phase: engaging, declaring, the edge battle and strikes.

use crate::engine::Common;
use crate::engine::{Rejected, Rule};
use crate::rules::lcg::flow::conflict::{declarable, engage_targets, strikers};
use crate::rules::lcg::model::action::Initiative;
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::reason::Reason;
use crate::rules::lcg::model::state::{EngagementStep, Phase, State};
use crate::rules::lcg::sections::LcgRule;

fn reject(reason: Reason) -> Result<(), Rejected<Reason>> {
    Err(Rejected::new(reason, Rule::from(LcgRule::Conflict)))
}

/// Checks `action` by `side` in the conflict phase (with or without an engagement under way).
pub(crate) fn check(state: &State, side: Side, action: &Initiative) -> Result<(), Rejected<Reason>> {
    let Some(e) = &state.engagement else {
        return match action {
            Initiative::Engage { objective } if state.phase == Phase::Conflict && side == state.active => {
                if engage_targets(state).contains(objective) {
                    Ok(())
                } else {
                    reject(Reason::NotATarget)
                }
            }
            _ => reject(Reason::Common(Common::WrongPhase { phase: Phase::Conflict })),
        };
    };
    match (e.step, action) {
        // At least one attacker, while a unit can be declared; with none left to declare (a
        // Reaction to the engagement took them), passing ends it (`conflict::pass`).
        (EngagementStep::Attackers, Initiative::Pass)
            if e.attackers.is_empty() && !declarable(state, e, side).is_empty() =>
        {
            reject(Reason::NeedAnAttacker)
        }
        (_, Initiative::Pass) => Ok(()),
        (EngagementStep::Attackers | EngagementStep::Defenders, Initiative::Declare { unit }) => {
            if declarable(state, e, side).contains(unit) {
                Ok(())
            } else {
                reject(Reason::NotReady)
            }
        }
        (EngagementStep::EdgeBattle, Initiative::EdgeCard { card }) => {
            if state.in_hand(side, *card) {
                Ok(())
            } else {
                reject(Reason::NotInHand)
            }
        }
        (EngagementStep::Strikes, Initiative::Strike { unit }) => {
            if strikers(state, e, side).contains(unit) {
                Ok(())
            } else {
                reject(Reason::NotReady)
            }
        }
        _ => reject(Reason::EngagementUnderWay),
    }
}
