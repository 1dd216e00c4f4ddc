//! What the acting player is deciding now, as a message: the pending prompt's question, or, in
//! the action phase, the choice of an action.

use crate::engine::Table;
use crate::engine::{Arg, CardId, Message};
use crate::rules::swu::model::ability::{Effect, Replacement};
use crate::rules::swu::model::event::seat_say;
use crate::rules::swu::model::state::{Phase, Prompt, State};

/// The question for the acting seat; `None` once the game is over.
pub(crate) fn prompt(state: &State) -> Option<Message> {
    if state.outcome.is_some() {
        return None;
    }
    let title = |c: &CardId| Arg::Card(state.def(*c).title.to_string());
    let m = Message::new;
    let side = seat_say(state, state.acting());
    let Some(prompt) = &state.prompt else {
        let key = if state.phase == Phase::Action { "swu-prompt-action" } else { "swu-prompt-wait" };
        return Some(m(key).with("side", side));
    };
    Some(match prompt {
        Prompt::Initiative { .. } => m("swu-prompt-initiative").with("side", side),
        Prompt::Mulligan { .. } => m("swu-prompt-mulligan").with("side", side),
        Prompt::Resource { remaining, optional: false, .. } => {
            m("swu-prompt-resource").with("side", side).number("n", *remaining)
        }
        Prompt::Resource { optional: true, .. } => m("swu-prompt-resource-regroup").with("side", side),
        Prompt::Unique { card, .. } => m("swu-prompt-unique").with("side", side).with("card", title(card)),
        Prompt::Target { source, effect, .. } => target(effect).with("side", side).with("card", title(source)),
        Prompt::Ambush { unit, .. } => m("swu-prompt-ambush").with("side", side).with("card", title(unit)),
        Prompt::Attack { source, .. } => m("swu-prompt-attack-with").with("side", side).with("card", title(source)),
        Prompt::Instead { card, replacement: Replacement::MoveToGround, .. } => {
            m("swu-prompt-move-to-ground").with("side", side).with("card", title(card))
        }
        Prompt::Instead { card, replacement: Replacement::AttachToFriendlyVehicle, .. } => {
            m("swu-prompt-attach-instead").with("side", side).with("card", title(card))
        }
        Prompt::Optional { source, .. } => {
            m("swu-prompt-optional-exhaust").with("side", side).with("card", title(source))
        }
        Prompt::May {
            source, effect: crate::rules::swu::model::ability::Effect::UnlessPays { amount, .. }, ..
        } => m("swu-prompt-unless-pays").with("side", side).with("card", title(source)).number("n", *amount),
        Prompt::May { source, .. } => m("swu-prompt-may").with("side", side).with("card", title(source)),
        Prompt::UpTo { source, effect, .. } if crate::rules::swu::abilities::several::up_to_exactly(effect) => {
            m("swu-prompt-each-different").with("side", side).with("card", title(source))
        }
        Prompt::UpTo { source, .. } => m("swu-prompt-up-to").with("side", side).with("card", title(source)),
        Prompt::Divide { source, left, heal: true, .. } => {
            m("swu-prompt-divide-heal").with("side", side).with("card", title(source)).number("n", *left)
        }
        Prompt::Divide { source, left, .. } => {
            m("swu-prompt-divide").with("side", side).with("card", title(source)).number("n", *left)
        }
        Prompt::PlayFromDiscard { source, .. } => {
            m("swu-prompt-play-from-discard").with("side", side).with("card", title(source))
        }
        Prompt::PlayFromHand { source, .. } => {
            m("swu-prompt-play-from-hand").with("side", side).with("card", title(source))
        }
        Prompt::Name { source, options, .. } => m("swu-prompt-name")
            .with("side", side)
            .with("card", title(source))
            .with("options", crate::engine::Arg::List(options.iter().map(|o| o.say().into()).collect())),
        Prompt::Search { source, left, .. } => {
            m("swu-prompt-search").with("side", side).with("card", title(source)).number("n", *left)
        }
        Prompt::Again { by, uses, .. } => {
            let mut units: Vec<Arg> = Vec::new();
            for (source, _) in uses {
                if !units.contains(&title(source)) {
                    units.push(title(source));
                }
            }
            m("swu-prompt-again").with("side", side).with("card", title(by)).with("unit", Arg::List(units))
        }
        Prompt::Revealed { source, discard: 0, .. } => {
            m("swu-prompt-reveal-draw").with("side", side).with("card", title(source))
        }
        Prompt::Revealed { source, discard, .. } => {
            m("swu-prompt-reveal-discard").with("side", side).with("card", title(source)).number("n", *discard)
        }
        Prompt::Indirect(assigning) => m("swu-prompt-assign-indirect")
            .with("side", side)
            .with("card", title(&assigning.source))
            .number("n", assigning.left),
    })
}

fn target(effect: &Effect) -> Message {
    let m = Message::new;
    match effect {
        Effect::ExperienceToAnother => m("swu-prompt-experience"),
        Effect::ExhaustEnemy { .. } => m("swu-prompt-exhaust"),
        Effect::HealBase { amount } => m("swu-prompt-heal-base").number("n", *amount),
        Effect::DamageUnit { amount, .. } => m("swu-prompt-deal-damage").number("n", *amount),
        Effect::IndirectDamage { amount, .. } => m("swu-prompt-indirect").number("n", *amount),
        Effect::IfAttacked { then, .. } => target(then),
        Effect::OpponentDiscards { .. } | Effect::DiscardOne { .. } => m("swu-prompt-discard-from-hand"),
        Effect::PlayerDiscards { .. } => m("swu-prompt-player-discards"),
        Effect::DiscardEnemyEvent => m("swu-prompt-discard-enemy-event"),
        Effect::MoveUpgrade { .. } => m("swu-prompt-move-upgrade"),
        Effect::AttachItTo { .. } => m("swu-prompt-attach-it"),
        _ => m("swu-prompt-choose"),
    }
}
