//! Drag and drop: "dropping on B submits the action that matches (A, B), or shows the reason the
//! engine gives for (A, B)" (DESIGN.md, One engine, three rulesets).

use super::action::{side_of, Action, Payment};
use super::check::check;
use super::legal::legal_actions;
use super::reason::Reason;
use super::state::State;
use crate::engine::rule::LcgRule;
use crate::engine::{CardId, Rejected, Rule, Target};

/// The legal action that drops `source` on `target` (the engine's suggested payment first),
/// or the reason no such action is legal.
pub fn resolve_drop(state: &State, source: CardId, target: Target) -> Result<Action, Rejected<Reason>> {
    let acting = state.acting();
    if let Some(action) = legal_actions(state)
        .into_iter()
        .find(|a| a.source() == Some(source) && a.target(acting) == Some(target))
    {
        return Ok(action);
    }
    let candidate = match target {
        Target::Card(host) => Action::PlayPilot { card: source, host, payment: Payment::default() },
        Target::PlayArea(seat) if side_of(seat) == Some(acting) => {
            Action::PlayUnit { card: source, payment: Payment::default() }
        }
        Target::PlayArea(_) => {
            return Err(Rejected::new(Reason::OpponentsPlayArea, Rule::Lcg(LcgRule::Deployment)))
        }
        Target::Table => return Err(Rejected::new(Reason::OffTheTable, Rule::Lcg(LcgRule::Deployment))),
    };
    match check(state, &candidate) {
        Err(rejected) => Err(rejected),
        // Only the payment was left open, and no payment works.
        Ok(()) => Err(Rejected::new(Reason::NoSuchPlay, Rule::Lcg(LcgRule::Deployment))),
    }
}
