//! The one legality check. `legal_actions` lists candidates that pass it and `apply` refuses
//! whatever fails it, so the two can never disagree (DESIGN.md invariant 2).

use super::action::Action;
use super::def::{CardType, Side};
use super::payment::check_payment;
use super::pilot;
use super::reason::Reason;
use super::state::{Phase, Prompt, State};
use crate::engine::rule::LcgRule;
use crate::engine::{CardId, Rejected, Rule};

fn reject<T>(reason: Reason, rule: LcgRule) -> Result<T, Rejected<Reason>> {
    Err(Rejected::new(reason, Rule::Lcg(rule)))
}

/// Is `action` legal for the side that must act now?
pub fn check(state: &State, action: &Action) -> Result<(), Rejected<Reason>> {
    if state.outcome.is_some() {
        return reject(Reason::GameOver, LcgRule::TurnSequence);
    }
    let side = state.acting();
    if let Some(prompt) = &state.prompt {
        return check_answer(state, prompt, action);
    }
    match action {
        Action::Pass => Ok(()),
        Action::DiscardPilot { .. } => reject(Reason::NotAnAnswer, LcgRule::PendingChoice),
        Action::PlayUnit { card, payment } => {
            check_deployment_play(state, side, *card)?;
            check_payment(state, side, state.def(*card).cost, state.def(*card).affiliation, payment)
        }
        Action::PlayPilot { card, host, payment } => {
            check_deployment_play(state, side, *card)?;
            pilot::check_pilot_host(state, side, *card, *host)?;
            let cost = pilot::pilot_cost(state, *card).unwrap_or_default();
            check_payment(state, side, cost, state.def(*card).affiliation, payment)
        }
    }
}

/// Deployment phase: the active player plays units from hand; a unique card may not be played
/// while its controller already controls a copy.
fn check_deployment_play(state: &State, side: Side, card: CardId) -> Result<(), Rejected<Reason>> {
    if state.phase != Phase::Deployment {
        return reject(Reason::WrongPhase { phase: Phase::Deployment.name() }, LcgRule::Deployment);
    }
    if !state.in_hand(side, card) {
        return reject(Reason::NotInHand, LcgRule::Deployment);
    }
    let def = state.def(card);
    if def.card_type != CardType::Unit {
        return reject(Reason::NotAUnit, LcgRule::Deployment);
    }
    if def.unique && controls_copy(state, side, card) {
        return reject(Reason::UniqueInPlay { name: def.name.clone() }, LcgRule::Deployment);
    }
    Ok(())
}

fn controls_copy(state: &State, side: Side, card: CardId) -> bool {
    let name = &state.def(card).name;
    state
        .player(side)
        .play
        .iter()
        .any(|&c| state.card(c).controller == side && &state.def(c).name == name)
}

fn check_answer(state: &State, prompt: &Prompt, action: &Action) -> Result<(), Rejected<Reason>> {
    match (prompt, action) {
        (Prompt::DiscardPilot { host, .. }, Action::DiscardPilot { pilot: chosen }) => {
            if pilot::counted_pilots(state, *host).contains(chosen) {
                Ok(())
            } else {
                reject(Reason::NotAnAnswer, LcgRule::PilotingLimit)
            }
        }
        (Prompt::DiscardPilot { .. }, _) => reject(Reason::ChoicePending, LcgRule::PilotingLimit),
    }
}
