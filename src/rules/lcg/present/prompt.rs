//! What the acting player is deciding now, as a message: the pending prompt's question, or the
//! step of the turn (engage or pass, declare attackers, the edge battle, strikes...).

use crate::engine::CardId;
use crate::engine::{Arg, Message};
use crate::rules::lcg::ability::CostPart;
use crate::rules::lcg::model::state::{EngagementStep, Phase, Prompt, State};

/// The question for the acting side; `None` once the game is over.
pub fn prompt(state: &State) -> Option<Message> {
    if state.outcome.is_some() {
        return None;
    }
    let title = |c: &CardId| Arg::Card(state.def(*c).name.clone());
    let m = Message::new;
    let Some(prompt) = state.prompt.as_ref() else { return Some(step(state)) };
    Some(match prompt {
        Prompt::DiscardPilot { host, chooser } => {
            m("lcg-prompt-discard-pilot").with("host", title(host)).with("side", chooser.say())
        }
        Prompt::Interrupt { card, chooser, .. } => {
            m("lcg-prompt-interrupt").with("card", title(card)).with("side", chooser.say())
        }
        Prompt::InterruptLeaving { source, card, chooser, .. } => m("lcg-prompt-interrupt-leaving")
            .with("card", title(card))
            .with("side", chooser.say())
            .with("source", title(source)),
        Prompt::Reaction { card, chooser } => {
            m("lcg-prompt-reaction").with("card", title(card)).with("side", chooser.say())
        }
        Prompt::PutIntoPlay { source, chooser, .. } => {
            m("lcg-prompt-put-into-play").with("card", title(source)).with("side", chooser.say())
        }
        Prompt::UnitDamage { striker, amount, chooser } => {
            m("lcg-prompt-unit-damage").with("card", title(striker)).with("side", chooser.say()).number("n", *amount)
        }
        Prompt::Tactics { striker, remaining, chooser } => {
            m("lcg-prompt-tactics").with("card", title(striker)).with("side", chooser.say()).number("n", *remaining)
        }
        Prompt::Protect { target, amount, chooser, .. } => {
            m("lcg-prompt-protect").with("card", title(target)).with("side", chooser.say()).number("n", *amount)
        }
        Prompt::DiscardFromHand { played, remaining, chooser } => m("lcg-prompt-discard-from-hand")
            .with("card", title(played))
            .with("side", chooser.say())
            .number("n", *remaining),
        Prompt::Shielding { unit, chooser } => {
            let defending = state.engagement.as_ref().is_some_and(|e| e.attacker != *chooser);
            m(if defending { "lcg-prompt-shielding-defending" } else { "lcg-prompt-shielding" })
                .with("card", title(unit))
                .with("side", chooser.say())
        }
        Prompt::Ability { card, chooser, .. } => {
            m("lcg-prompt-ability").with("card", title(card)).with("side", chooser.say())
        }
        Prompt::DeckBottom { source, chooser, .. } => {
            m("lcg-prompt-deck-bottom").with("card", title(source)).with("side", chooser.say())
        }
        Prompt::Redirect { card, target, by, chooser, .. } => m("lcg-prompt-redirect")
            .with("card", title(card))
            .with("target", title(target))
            .with("side", chooser.say())
            .with("by", title(by)),
        Prompt::Target { card, chooser, .. } => {
            m("lcg-prompt-target").with("card", title(card)).with("side", chooser.say())
        }
        Prompt::PayCost { card, chooser, part, .. } => m(match part {
            CostPart::Sacrifice => "lcg-prompt-pay-sacrifice",
            CostPart::Damage => "lcg-prompt-pay-damage",
        })
        .with("card", title(card))
        .with("side", chooser.say()),
        Prompt::BlastDamage { striker, amount, chooser } => {
            m("lcg-prompt-blast-damage").with("card", title(striker)).with("side", chooser.say()).number("n", *amount)
        }
        Prompt::LookAtDeck { card, chooser } => {
            m("lcg-prompt-look-at-deck").with("card", title(card)).with("side", chooser.say())
        }
        // Only the chooser is shown this prompt's answers; the card named is theirs to see.
        Prompt::LookedAtTop { card, chooser, .. } => {
            m("lcg-prompt-looked-at-top").with("card", title(card)).with("side", chooser.say())
        }
        Prompt::SearchTop { card, chooser, .. } => {
            m("lcg-prompt-search-top").with("card", title(card)).with("side", chooser.say())
        }
        Prompt::MoveDamageFrom { card, to, chooser, .. } => {
            m("lcg-prompt-move-damage-from").with("card", title(card)).with("side", chooser.say()).with("to", title(to))
        }
        Prompt::SetupObjectives { chooser } => m("lcg-prompt-setup-objectives").with("side", chooser.say()),
        Prompt::Mulligan { chooser } => m("lcg-prompt-mulligan").with("side", chooser.say()),
        Prompt::BalanceDamage { chooser } => m("lcg-prompt-balance-damage").with("side", chooser.say()),
    })
}

/// With no prompt pending: the step of the turn the acting side is in.
fn step(state: &State) -> Message {
    let side = state.acting().say();
    if let Some(e) = &state.engagement {
        let objective = Arg::Card(state.def(e.objective).name.clone());
        return Message::new(match e.step {
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
