//! What the acting player is deciding now, as a message: the pending prompt's question, or the
//! step of the turn (engage or pass, declare attackers, the edge battle, strikes...).

use crate::engine::CardId;
use crate::engine::Table;
use crate::engine::{Arg, Message};
use crate::rules::lcg::abilities::one_of;
use crate::rules::lcg::model::ability::{Ability, CostPart};
use crate::rules::lcg::model::state::{Ask, EngagementStep, Phase, State};
use crate::rules::lcg::pilot;

/// The question for the acting side; `None` once the game is over.
pub fn prompt(state: &State) -> Option<Message> {
    if state.outcome.is_some() {
        return None;
    }
    let title = |c: &CardId| Arg::Card(state.def(*c).name.to_string());
    let m = Message::new;
    let Some(prompt) = state.prompt.as_ref() else { return Some(step(state)) };
    let side = prompt.chooser.say();
    let message = match &prompt.kind {
        Ask::DiscardPilot { host } => m("lcg-prompt-discard-pilot").with("host", title(host)),
        Ask::Triggered { card, ability, context } => {
            let reaction = matches!(pilot::ability_at(state, *card, *ability), Some(Ability::Reaction(_)));
            let key = match (reaction, context.filter(|c| c != card)) {
                (true, None) => "lcg-prompt-reaction",
                (true, Some(_)) => "lcg-prompt-reaction-to",
                (false, None) => "lcg-prompt-interrupt",
                (false, Some(_)) => "lcg-prompt-interrupt-to",
            };
            let message = m(key).with("card", title(card));
            match context.filter(|c| c != card) {
                Some(about) => message.with("about", title(&about)),
                None => message,
            }
        }
        Ask::PutIntoPlay { source, .. } => m("lcg-prompt-put-into-play").with("card", title(source)),
        Ask::UnitDamage { striker, amount } => {
            m("lcg-prompt-unit-damage").with("card", title(striker)).number("n", *amount)
        }
        Ask::Tactics { striker, remaining } => {
            m("lcg-prompt-tactics").with("card", title(striker)).number("n", *remaining)
        }
        Ask::Protect { target, amount, .. } => m("lcg-prompt-protect").with("card", title(target)).number("n", *amount),
        Ask::DiscardFromHand { played, remaining } => {
            m("lcg-prompt-discard-from-hand").with("card", title(played)).number("n", *remaining)
        }
        Ask::Shielding { unit } => {
            let defending = state.engagement.as_ref().is_some_and(|e| e.attacker != prompt.chooser);
            m(if defending { "lcg-prompt-shielding-defending" } else { "lcg-prompt-shielding" })
                .with("card", title(unit))
        }
        Ask::DeckBottom { source, .. } => m("lcg-prompt-deck-bottom").with("card", title(source)),
        Ask::MoveEnhancementTo { card, enhancement } => {
            m("lcg-prompt-move-enhancement-to").with("card", title(card)).with("enhancement", title(enhancement))
        }
        Ask::Target { card, .. } => m("lcg-prompt-target").with("card", title(card)),
        Ask::PayCost { card, part, .. } => m(match part {
            CostPart::Sacrifice => "lcg-prompt-pay-sacrifice",
            CostPart::Damage => "lcg-prompt-pay-damage",
            CostPart::Focus => "lcg-prompt-pay-focus",
            CostPart::DiscardFromHand => "lcg-prompt-pay-discard",
        })
        .with("card", title(card)),
        Ask::BlastDamage { striker, amount } => {
            m("lcg-prompt-blast-damage").with("card", title(striker)).number("n", *amount)
        }
        Ask::LookAtDeck { card } => m("lcg-prompt-look-at-deck").with("card", title(card)),
        // Only the chooser is shown this prompt's answers; the card named is theirs to see.
        Ask::LookedAtTop { card, .. } => m("lcg-prompt-looked-at-top").with("card", title(card)),
        Ask::SearchTop { card, .. } => m("lcg-prompt-search-top").with("card", title(card)),
        Ask::MoveDamageFrom { card, to, focus, .. } => {
            m(if *focus { "lcg-prompt-move-focus-from" } else { "lcg-prompt-move-damage-from" })
                .with("card", title(card))
                .with("to", title(to))
        }
        Ask::SetupObjectives => m("lcg-prompt-setup-objectives"),
        Ask::Mulligan => m("lcg-prompt-mulligan"),
        Ask::NameTrait { card } => m("lcg-prompt-name-trait").with("card", title(card)),
        Ask::ChoosePlayer { card } => m("lcg-prompt-choose-player").with("card", title(card)),
        Ask::ChooseOption { card, target } => {
            let may = one_of::may_decline(state, prompt.chooser, *card, *target);
            m(if may { "lcg-prompt-choose-option" } else { "lcg-prompt-choose-option-must" })
                .with("card", title(card))
                .with("target", title(target))
        }
        Ask::DiscardThenDraw { card } => m("lcg-prompt-discard-then-draw").with("card", title(card)),
        Ask::BalanceDamage => m("lcg-prompt-balance-damage"),
    };
    Some(message.with("side", side))
}

/// With no prompt pending: the step of the turn the acting side is in.
fn step(state: &State) -> Message {
    let side = state.acting().say();
    if let Some(e) = &state.engagement {
        let objective = Arg::Card(state.def(e.objective).name.to_string());
        return Message::new(match e.step {
            // "Then press done" once there is a Done: after the first attacker.
            EngagementStep::Attackers if e.attackers.is_empty() => "lcg-step-first-attacker",
            EngagementStep::Attackers => "lcg-step-attackers",
            EngagementStep::Defenders => "lcg-step-defenders",
            EngagementStep::EdgeBattle => "lcg-step-edge-battle",
            EngagementStep::Strikes => "lcg-step-strikes",
        })
        .with("side", side)
        .with("card", objective);
    }
    if state.window.is_some() {
        return Message::new("lcg-step-window").with("side", side).with("phase", state.phase.say());
    }
    Message::new(match state.phase {
        Phase::Deployment => "lcg-step-deployment",
        Phase::Conflict => "lcg-step-conflict",
        Phase::Force => "lcg-step-force",
        Phase::Setup | Phase::Balance | Phase::Refresh | Phase::Draw => "lcg-step-phase",
    })
    .with("side", side)
    .with("phase", state.phase.say())
}
