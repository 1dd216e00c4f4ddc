//! A compact, language-free notation for LCG actions, as chess has SAN: what tests, benchmark
//! logs and bug reports use to name an action. It names the kind of action, its cards by title
//! and its target; the payment, when there is one, comes last in brackets.
//!
//! | action | notation |
//! | --- | --- |
//! | play a unit | `unit Baron Fel [Death and Despayre, Defending the Trench]` |
//! | play a pilot | `pilot Baron Fel > 181st TIE Interceptor [Death and Despayre]` |
//! | play an enhancement | `enhance Heavy Blaster Emplacement [..]`, `enhance Trench Run > dial [..]`, `enhance Astromech Droid Upgrade > Y-Wing [..]` |
//! | play an event | `event Superlaser Blast > Ground Support [..]`, `event Twist of Fate [..]` |
//! | deploy a mission | `mission Ground Support [..]` |
//! | discard to reduce | `unit TIE Bomber discarding 1 for Kuat Reinforcements [..]` |
//! | an Action ability | `action Rogue Squadron X-Wing > Wedge Antilles`, `action Pilot Ready Room` |
//! | move a pilot | `move Wedge Antilles > Y-Wing by Training Procedures` |
//! | answers | `discard-pilot Wedge Antilles`, `trigger Hobbie`, `trigger Koiogran Turn [Draw Their Fire]` (an event played as an Interrupt), `put Baron Fel > TIE Fighter`, `choose Red Five`, `discard TIE Bomber` |
//! | the turn | `engage Ground Support`, `declare Red Five`, `edge Twist of Fate`, `strike Red Five`, `damage > TIE Fighter`, `focus > TIE Fighter`, `commit Red Five`, `balance > The Ultimate Power`, `protect 1 > Rebel Trooper`, `set-aside Hoth Operations`, `deck Light Side objective`, `mulligan`, `pass` |
//!
//! A payment is `[free]` when nothing is focused. [`matches`] compares a notation written
//! without a payment with any payment.

use crate::engine::CardId;
use crate::engine::Table;
use crate::rules::lcg::abilities::name_trait;
use crate::rules::lcg::model::action::{Action, Answer, Initiative, Payment};
use crate::rules::lcg::model::def::Enhance;
use crate::rules::lcg::model::def::Side;
use crate::rules::lcg::model::state::State;

/// The action in notation.
pub(crate) fn notation(state: &State, action: &Action) -> String {
    let t = |c: &CardId| state.def(*c).name.to_string();
    let on = |kind: &str, card: &CardId, target: Option<&CardId>| match target {
        Some(target) => format!("{kind} {} > {}", t(card), t(target)),
        None => format!("{kind} {}", t(card)),
    };
    let text = match action {
        Action::Initiative(action) => match action {
            Initiative::PlayUnit { card, .. } => on("unit", card, None),
            Initiative::PlayPilot { card, host, .. } => on("pilot", card, Some(host)),
            Initiative::PlayEnhancement { card, .. } if state.def(*card).enhance == Some(Enhance::DeathStarDial) => {
                format!("enhance {} > dial", t(card))
            }
            Initiative::PlayEnhancement { card, .. } => on("enhance", card, None),
            Initiative::AttachEnhancement { card, host, .. } => on("enhance", card, Some(host)),
            Initiative::PlayEvent { card, target, .. } => on("event", card, target.as_ref()),
            Initiative::DeployMission { card, .. } => on("mission", card, None),
            Initiative::PlayUnitDiscarding { card, source, discards, .. } => {
                format!("unit {} discarding {discards} for {}", t(card), t(source))
            }
            Initiative::UseAbility { card, target } => on("action", card, target.as_ref()),
            Initiative::MovePilot { source, pilot, host } => {
                format!("move {} > {} by {}", t(pilot), t(host), t(source))
            }
            Initiative::Engage { objective } => on("engage", objective, None),
            Initiative::Declare { unit } => on("declare", unit, None),
            Initiative::EdgeCard { card } => on("edge", card, None),
            Initiative::Strike { unit } => on("strike", unit, None),
            Initiative::Commit { unit } => on("commit", unit, None),
            Initiative::Pass => "pass".to_string(),
        },
        Action::Answer(action) => match action {
            Answer::DiscardPilot { pilot } => on("discard-pilot", pilot, None),
            Answer::Trigger { card, .. } => on("trigger", card, None),
            Answer::PutIntoPlay { card, host } => on("put", card, host.as_ref()),
            Answer::AssignDamage { unit } => format!("damage > {}", t(unit)),
            Answer::AssignFocus { unit } => format!("focus > {}", t(unit)),
            Answer::BalanceDamage { objective } => format!("balance > {}", t(objective)),
            Answer::Protect { protector, amount } => format!("protect {amount} > {}", t(protector)),
            Answer::DiscardFromHand { card } => on("discard", card, None),
            Answer::ChooseTarget { card } => on("choose", card, None),
            Answer::SetAsideObjective { objective } => on("set-aside", objective, None),
            Answer::Mulligan => "mulligan".to_string(),
            Answer::ChooseOption { index } => format!("option {}", index + 1),
            Answer::ChoosePlayer { side } => format!(
                "player {}",
                match side {
                    Side::Dark => "Dark Side",
                    Side::Light => "Light Side",
                }
            ),
            Answer::NameTrait { name } => format!("name {}", name_trait::name(*name).unwrap_or_default()),
            Answer::ChooseDeck { owner, objectives } => format!(
                "deck {} {}",
                match owner {
                    Side::Dark => "Dark Side",
                    Side::Light => "Light Side",
                },
                if *objectives { "objective" } else { "command" }
            ),
            Answer::Pass => "pass".to_string(),
        },
    };
    match action.payment() {
        Some(payment) => format!("{text} [{}]", paid(state, payment)),
        None => text,
    }
}

/// Whether `written` names `action`: exactly, or without its payment.
pub(crate) fn matches(state: &State, action: &Action, written: &str) -> bool {
    let full = notation(state, action);
    full == written || (action.payment().is_some() && full.rsplit_once(" [").is_some_and(|(bare, _)| bare == written))
}

fn paid(state: &State, payment: &Payment) -> String {
    if payment.cards().is_empty() {
        return "free".to_string();
    }
    payment.cards().iter().map(|&c| &*state.def(c).name).collect::<Vec<_>>().join(", ")
}
