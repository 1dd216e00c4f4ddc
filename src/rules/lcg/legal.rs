//! `legal_actions`: every action the acting side may take now, each with every choice inside.
//! Candidates are generated broadly and kept only if [`check`] accepts them.

use super::action::Action;
use super::check::check;
use super::def::CardType;
use super::payment::payments;
use super::pilot;
use super::state::{Phase, Prompt, State};
use crate::engine::CardId;

pub fn legal_actions(state: &State) -> Vec<Action> {
    candidates(state)
        .into_iter()
        .filter(|a| check(state, a).is_ok())
        .collect()
}

fn candidates(state: &State) -> Vec<Action> {
    if state.outcome.is_some() {
        return Vec::new();
    }
    if let Some(prompt) = &state.prompt {
        return match prompt {
            Prompt::DiscardPilot { host, .. } => pilot::counted_pilots(state, *host)
                .into_iter()
                .map(|pilot| Action::DiscardPilot { pilot })
                .collect(),
        };
    }
    let mut out = Vec::new();
    if state.phase == Phase::Deployment {
        deployment_plays(state, &mut out);
    }
    out.push(Action::Pass);
    out
}

fn deployment_plays(state: &State, out: &mut Vec<Action>) {
    let side = state.acting();
    let hosts: Vec<CardId> = state
        .player(side)
        .play
        .iter()
        .copied()
        .filter(|&c| pilot::is_vehicle_unit(state, c))
        .collect();
    for &card in &state.player(side).hand {
        let def = state.def(card);
        if def.card_type != CardType::Unit {
            continue;
        }
        for payment in payments(state, side, def.cost, def.affiliation) {
            out.push(Action::PlayUnit { card, payment });
        }
        if let Some(cost) = pilot::pilot_cost(state, card) {
            let options = payments(state, side, cost, def.affiliation);
            for &host in &hosts {
                for payment in &options {
                    out.push(Action::PlayPilot { card, host, payment: payment.clone() });
                }
            }
        }
    }
}
