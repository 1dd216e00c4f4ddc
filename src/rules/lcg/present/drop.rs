//! Drag and drop: "dropping on B submits the action that matches (A, B), or shows the reason the
//! engine gives for (A, B)" (DESIGN.md, One engine, three rulesets). The matching is the
//! engine's ([`Ruleset::drop`](crate::engine::Ruleset::drop)); this is the reason.

use crate::engine::SeatZone;
use crate::engine::Table;
use crate::engine::{CardId, Rejected, Rule, Target};
use crate::rules::lcg::flow::check::check;
use crate::rules::lcg::model::action::{Action, Answer, Initiative, Payment};
use crate::rules::lcg::model::def::CardType;
use crate::rules::lcg::model::reason::Reason;
use crate::rules::lcg::model::state::State;
use crate::rules::lcg::model::zone::Zone;
use crate::rules::lcg::sections::LcgRule;

/// Why no legal action drops `source` on `target`: the check of the play or move the pair
/// would most naturally mean, or, when only its payment was left open, that no payment works.
pub(crate) fn why_not(state: &State, source: CardId, target: Target) -> Rejected<Reason> {
    match natural(state, source, target).map(|candidate| check(state, &candidate)) {
        Err(rejected) | Ok(Err(rejected)) => rejected,
        Ok(Ok(())) => Rejected::new(Reason::NoSuchPlay, Rule::from(LcgRule::Deployment)),
    }
}

/// The play that dropping `source` on `target` would most naturally mean, or the refusal the pair
/// earns before any play is tried.
fn natural(state: &State, source: CardId, target: Target) -> Result<Action, Rejected<Reason>> {
    let acting = state.acting();
    let refuse = |reason, rule| Err(Rejected::new(reason, Rule::from(rule)));
    let zone = match target {
        Target::Zone(id) => {
            Some(Zone::of(id).ok_or(Rejected::new(Reason::OffTheTable, Rule::from(LcgRule::Deployment)))?)
        }
        Target::Card(_) => None,
    };
    let own_area = zone == Some((acting, Zone::PlayArea));
    let payment = Payment::default();
    let candidate = match (state.def(source).card_type, target) {
        (_, _) if state.prompt.is_some() => {
            Action::Answer(Answer::PutIntoPlay { card: source, host: target_card(target) })
        }
        (_, _) if matches!(zone, Some((_, Zone::Edge))) => Action::Initiative(Initiative::EdgeCard { card: source }),
        (CardType::Unit, Target::Card(_)) if state.engagement.is_some() && state.in_play(source) => {
            Action::Initiative(Initiative::Declare { unit: source })
        }
        (CardType::Unit, Target::Card(host)) => {
            Action::Initiative(Initiative::PlayPilot { card: source, host, payment })
        }
        (CardType::Unit, _) if own_area => Action::Initiative(Initiative::PlayUnit { card: source, payment }),
        (CardType::Enhancement, Target::Card(host)) => {
            Action::Initiative(Initiative::AttachEnhancement { card: source, host, payment })
        }
        (CardType::Enhancement, _) if own_area => {
            Action::Initiative(Initiative::PlayEnhancement { card: source, payment })
        }
        (CardType::Enhancement, _) => return refuse(Reason::EnhancementGoesToPlayArea, LcgRule::Deployment),
        (CardType::Event, _) => {
            Action::Initiative(Initiative::PlayEvent { card: source, target: target_card(target), payment })
        }
        (CardType::Mission, _) if zone == Some((acting.opponent(), Zone::PlayArea)) => {
            Action::Initiative(Initiative::DeployMission { card: source, payment })
        }
        (CardType::Mission, _) => return refuse(Reason::MissionGoesToOpponent, LcgRule::Mission),
        (CardType::Unit, _) if matches!(zone, Some((_, Zone::PlayArea))) => {
            return refuse(Reason::OpponentsPlayArea, LcgRule::Deployment)
        }
        _ => return refuse(Reason::NoSuchPlay, LcgRule::Deployment),
    };
    Ok(candidate)
}

fn target_card(target: Target) -> Option<CardId> {
    match target {
        Target::Card(c) => Some(c),
        Target::Zone(_) => None,
    }
}
