//! Each legal action in words-as-data: what the buttons, the action list and the screen reader
//! say. A play's cost (after penalties and reductions) is an argument of its label.

use crate::engine::Table;
use crate::engine::{Arg, CardId, Message};
use crate::rules::swu::cost::{play_ability, play_cost, resources_to_pay, How};
use crate::rules::swu::model::ability::{Effect, Replacement};
use crate::rules::swu::model::action::Action;
use crate::rules::swu::model::event::seat_say;
use crate::rules::swu::model::state::{Prompt, State};

/// The action as the player reads it.
pub(crate) fn label(state: &State, action: &Action) -> Message {
    let title = |c: &CardId| Arg::Card(state.def(*c).title.to_string());
    let seat = state.acting();
    let m = Message::new;
    let cost = |card: CardId, how: How, via: Option<CardId>| {
        let extra =
            via.and_then(|v| play_ability(state, v)).map_or(0, |p| resources_to_pay(state, seat, p.cost.resources));
        // "It costs N less" of an event's play (They Hate That Ship).
        if let Some(prompt @ Prompt::PlayFromHand { .. }) = &state.prompt {
            return i64::from(crate::rules::swu::abilities::discard_play::cost_of(state, prompt, card).unwrap_or(0));
        }
        i64::from(play_cost(state, seat, card, how, via).unwrap_or(0)) + i64::from(extra)
    };
    match *action {
        Action::PlayUnit { card, via: None, .. } => {
            m("swu-label-play-unit").with("card", title(&card)).number("cost", cost(card, How::Unit, None))
        }
        Action::PlayUnit { card, via: Some(source), .. } => m("swu-label-play-unit-via")
            .with("card", title(&card))
            .number("cost", cost(card, How::Unit, Some(source)))
            .with("source", title(&source)),
        Action::PlayPilot { card, host, piloting, via: None, .. } => m("swu-label-play-pilot")
            .with("card", title(&card))
            .with("host", title(&host))
            .number("cost", cost(card, How::Pilot(piloting), None)),
        Action::PlayPilot { card, host, piloting, via: Some(source), .. } => m("swu-label-play-pilot-via")
            .with("card", title(&card))
            .with("host", title(&host))
            .number("cost", cost(card, How::Pilot(piloting), Some(source)))
            .with("source", title(&source)),
        Action::PlayUpgrade { card, host, via: None, .. } => m("swu-label-play-upgrade")
            .with("card", title(&card))
            .with("host", title(&host))
            .number("cost", cost(card, How::Upgrade, None)),
        Action::PlayUpgrade { card, host, via: Some(source), .. } => m("swu-label-play-upgrade-via")
            .with("card", title(&card))
            .with("host", title(&host))
            .number("cost", cost(card, How::Upgrade, Some(source)))
            .with("source", title(&source)),
        Action::PlayEvent { card, via: None, .. } => {
            m("swu-label-play-event").with("card", title(&card)).number("cost", cost(card, How::Event, None))
        }
        Action::PlayEvent { card, via: Some(source), .. } => m("swu-label-play-event-via")
            .with("card", title(&card))
            .number("cost", cost(card, How::Event, Some(source)))
            .with("source", title(&source)),
        Action::Attack { attacker, defender, via: None, .. } => {
            let key = if matches!(state.prompt, Some(Prompt::Ambush { .. })) {
                "swu-label-ambush"
            } else {
                "swu-label-attack"
            };
            m(key).with("card", title(&attacker)).with("target", title(&defender))
        }
        Action::Attack { attacker, defender, via: Some(source), payment } => m("swu-label-attack-via")
            .with("card", title(&attacker))
            .with("target", title(&defender))
            .with("source", title(&source))
            .with("cost", payment.len()),
        Action::UseAbility { card, target: Some(target), .. } => {
            m("swu-label-use-ability-on").with("card", title(&card)).with("target", title(&target))
        }
        Action::UseAbility { card, target: None, .. } => m("swu-label-use-ability").with("card", title(&card)),
        Action::Deploy { leader } => m("swu-label-deploy").with("card", title(&leader)),
        Action::DeployAsPilot { leader, host } => {
            m("swu-label-deploy-as-pilot").with("card", title(&leader)).with("host", title(&host))
        }
        Action::TakeInitiative => m("swu-label-take-initiative"),
        Action::ChooseInitiative { seat: chosen } => {
            m("swu-label-choose-initiative").with("side", seat_say(state, chosen))
        }
        Action::Mulligan => m("swu-label-mulligan"),
        Action::Resource { card } => m("swu-label-resource").with("card", title(&card)),
        Action::Accept => match &state.prompt {
            Some(Prompt::Instead { card, .. }) => m("swu-label-move-to-ground").with("card", title(card)),
            Some(Prompt::Optional { source, .. } | Prompt::Again { by: source, exhaust: true, .. }) => {
                m("swu-label-exhaust-leader").with("card", title(source))
            }
            _ => m("swu-label-accept"),
        },
        Action::Choose { card } => choose(state, card).with("card", title(&card)),
        Action::Name { value } => m("swu-label-name").with("value", value.say()),
        Action::Pass => m(match &state.prompt {
            None => "swu-label-pass",
            Some(Prompt::Mulligan { .. }) => "swu-label-keep-hand",
            Some(Prompt::Resource { .. }) => "swu-label-no-resource",
            Some(Prompt::Ambush { .. }) => "swu-label-no-ambush",
            Some(Prompt::Instead { .. }) => "swu-label-let-defeat",
            Some(Prompt::Divide { heal: true, .. }) => "swu-label-decline",
            Some(Prompt::Divide { .. }) => "swu-label-finish-dividing",
            Some(Prompt::UpTo { .. }) => "swu-label-finish-choosing",
            Some(Prompt::Search { .. }) => "swu-label-finish-search",
            Some(Prompt::PlayFromDiscard { .. }) => "swu-label-play-nothing",
            Some(_) => "swu-label-decline",
        }),
    }
}

/// The words of choosing a card, by what the prompt asks it for.
fn choose(state: &State, _card: CardId) -> Message {
    let m = Message::new;
    match &state.prompt {
        Some(Prompt::Unique { .. }) => m("swu-label-defeat-copy"),
        Some(Prompt::Instead { replacement: Replacement::AttachToFriendlyVehicle, card, .. }) => {
            m("swu-label-attach-instead").with("pilot", Arg::Card(state.def(*card).title.to_string()))
        }
        Some(Prompt::Target { effect, .. }) => target_words(effect),
        Some(Prompt::Divide { heal: true, .. }) => m("swu-label-assign-heal"),
        Some(Prompt::Divide { .. } | Prompt::Indirect(_)) => m("swu-label-assign-damage"),
        Some(Prompt::Search { .. }) => m("swu-label-search-draw"),
        _ => m("swu-label-choose"),
    }
}

fn target_words(effect: &Effect) -> Message {
    let m = Message::new;
    match effect {
        Effect::ExperienceToAnother => m("swu-label-give-experience"),
        Effect::ExhaustEnemy { .. } => m("swu-label-exhaust"),
        Effect::HealBase { amount } => m("swu-label-heal-base").number("n", *amount),
        Effect::DamageUnit { amount, .. } => m("swu-label-deal-damage").number("n", *amount),
        Effect::IndirectDamage { amount, .. } => m("swu-label-indirect").number("n", *amount),
        Effect::IfAttacked { then, .. } => target_words(then),
        Effect::OpponentDiscards { .. } | Effect::DiscardEnemyEvent | Effect::DiscardOne { .. } => {
            m("swu-label-discard")
        }
        Effect::PlayerDiscards { .. } => m("swu-label-player-discards"),
        _ => m("swu-label-choose"),
    }
}
