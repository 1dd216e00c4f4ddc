//! Each legal action in words-as-data: what the buttons, the action list and the screen reader
//! say. The payment is an argument of the play it pays for, so the suggested resources show.

use crate::engine::view::Way;
use crate::engine::Table;
use crate::engine::{Arg, CardId, Message};
use crate::rules::lcg::abilities::name_trait;
use crate::rules::lcg::abilities::one_of;
use crate::rules::lcg::abilities::resolution;
use crate::rules::lcg::cost::{on_host, play_cost, printed_cost, Mode};
use crate::rules::lcg::model::ability::CostPart;
use crate::rules::lcg::model::ability::Outcome;
use crate::rules::lcg::model::action::{Action, Answer, Initiative, Payment};
use crate::rules::lcg::model::def::Enhance;
use crate::rules::lcg::model::state::{Ask, EngagementStep, Prompt, State};
use crate::rules::lcg::present::card;

/// The action as the player reads it.
pub(crate) fn label(state: &State, action: &Action) -> Message {
    let title = |c: &CardId| Arg::Card(state.def(*c).name.to_string());
    let side = state.acting();
    let m = Message::new;
    let paid = |key: &'static str, card: &CardId, cost: u8, payment: &Payment| {
        m(key).with("card", title(card)).number("cost", cost).with("payment", pay(state, payment))
    };
    // A card chosen for an ability is a target only when the text says "target".
    match action {
        Action::Initiative(action) => match action {
            Initiative::PlayUnit { card, payment } => {
                paid("lcg-label-play-unit", card, play_cost(state, side, *card, Mode::Unit), payment)
            }
            Initiative::PlayPilot { card, host, payment } => {
                let cost = on_host(state, side, *host, play_cost(state, side, *card, Mode::Pilot));
                paid("lcg-label-play-pilot", card, cost, payment).with("host", title(host))
            }
            Initiative::PlayEnhancement { card, payment } => {
                let key = if state.def(*card).enhance == Some(Enhance::DeathStarDial) {
                    "lcg-label-play-enhancement-dial"
                } else {
                    "lcg-label-play-enhancement"
                };
                paid(key, card, printed_cost(state, side, *card), payment)
            }
            Initiative::PlayEvent { card, target: Some(t), payment } => {
                paid("lcg-label-play-event-on", card, printed_cost(state, side, *card), payment)
                    .with("target", title(t))
            }
            Initiative::PlayEvent { card, target: None, payment } => {
                paid("lcg-label-play-event", card, printed_cost(state, side, *card), payment)
            }
            Initiative::AttachEnhancement { card, host, payment } => {
                let cost = on_host(state, side, *host, printed_cost(state, side, *card));
                paid("lcg-label-attach-enhancement", card, cost, payment).with("host", title(host))
            }
            Initiative::DeployMission { card, payment } => {
                paid("lcg-label-deploy-mission", card, printed_cost(state, side, *card), payment)
                    .with("side", side.opponent().say())
            }
            Initiative::PlayUnitDiscarding { card, source, discards, payment } => paid(
                "lcg-label-play-unit-discarding",
                card,
                play_cost(state, side, *card, Mode::Unit).saturating_sub(*discards),
                payment,
            )
            .number("n", *discards)
            .with("source", title(source)),
            Initiative::UseAbility { card, target: Some(t) } => {
                m("lcg-label-use-ability-on").with("card", title(card)).with("target", title(t))
            }
            Initiative::UseAbility { card, target: None } => m("lcg-label-use-ability").with("card", title(card)),
            Initiative::MovePilot { source, pilot, host } => m("lcg-label-move-pilot")
                .with("card", title(pilot))
                .with("host", title(host))
                .with("source", title(source)),
            Initiative::Commit { unit } => m("lcg-label-commit").with("card", title(unit)),
            Initiative::Engage { objective } => m("lcg-label-engage").with("card", title(objective)),
            Initiative::Declare { unit } => match &state.engagement {
                Some(e) if e.step == EngagementStep::Attackers => m("lcg-label-attack").with("card", title(unit)),
                _ => m("lcg-label-defend").with("card", title(unit)),
            },
            Initiative::EdgeCard { card } => m("lcg-label-edge-card").with("card", title(card)),
            Initiative::Strike { unit } => m("lcg-label-strike").with("card", title(unit)),
            Initiative::Pass => m(pass_key(state)).with("phase", state.phase.say()),
        },
        Action::Answer(action) => match action {
            Answer::DiscardPilot { pilot } => m("lcg-label-discard").with("card", title(pilot)),
            Answer::Trigger { card, payment: None } => m("lcg-label-trigger").with("card", title(card)),
            Answer::Trigger { card, payment: Some(payment) } => {
                paid("lcg-label-trigger-play", card, printed_cost(state, side, *card), payment)
            }
            Answer::PutIntoPlay { card, host: Some(h) } => {
                m("lcg-label-put-into-play-pilot").with("card", title(card)).with("host", title(h))
            }
            Answer::PutIntoPlay { card, host: None } => m("lcg-label-put-into-play-unit").with("card", title(card)),
            Answer::AssignDamage { unit } => m("lcg-label-assign-damage").with("card", title(unit)),
            Answer::AssignFocus { unit } => m("lcg-label-assign-focus").with("card", title(unit)),
            Answer::BalanceDamage { objective } => m("lcg-label-balance-damage").with("card", title(objective)),
            Answer::SetAsideObjective { objective } => {
                m("lcg-label-set-aside-objective").with("card", title(objective))
            }
            Answer::Mulligan => m("lcg-label-mulligan"),
            Answer::ChoosePlayer { side } => m("lcg-label-choose-player").with("side", side.say()),
            Answer::ChooseOption { index } => option(state, *index),
            Answer::NameTrait { name } => m("lcg-label-name-trait")
                .with("trait", Arg::Printed(name_trait::name(*name).unwrap_or_default().to_string())),
            Answer::DiscardFromHand { card } => m("lcg-label-discard").with("card", title(card)),
            Answer::Protect { protector, amount } => {
                m("lcg-label-protect").number("n", *amount).with("card", title(protector))
            }
            Answer::ChooseTarget { card } => {
                let key = match &state.prompt {
                    Some(Prompt { kind: Ask::Shielding { .. }, .. }) => "lcg-label-shield",
                    Some(Prompt { kind: Ask::PayCost { part: CostPart::Sacrifice, .. }, .. }) => "lcg-label-sacrifice",
                    Some(Prompt { kind: Ask::PayCost { part: CostPart::Damage, .. }, .. }) => "lcg-label-damage",
                    Some(Prompt { kind: Ask::PayCost { part: CostPart::Focus, .. }, .. }) => "lcg-label-focus-cost",
                    Some(Prompt { kind: Ask::PayCost { part: CostPart::DiscardFromHand, .. }, .. }) => {
                        "lcg-label-discard"
                    }
                    Some(Prompt { kind: Ask::MoveDamageFrom { focus: true, .. }, .. }) => "lcg-label-move-focus-from",
                    Some(Prompt { kind: Ask::MoveDamageFrom { .. }, .. }) => "lcg-label-move-damage-from",
                    Some(Prompt { kind: Ask::SearchTop { .. }, .. }) => "lcg-label-take-into-hand",
                    Some(Prompt { kind: Ask::BlastDamage { .. }, .. }) => "lcg-label-blast-damage",
                    Some(Prompt { kind: Ask::LookedAtTop { .. }, .. }) => "lcg-label-place-on-bottom",
                    Some(Prompt { kind: Ask::DeckBottom { .. }, .. }) => "lcg-label-deck-bottom",
                    Some(Prompt { kind: Ask::MoveEnhancementTo { .. }, .. }) => "lcg-label-move-enhancement-to",
                    Some(Prompt { kind: Ask::Target { card: source, ability, .. }, .. })
                        if !resolution::asks_a_target(state, *source, *ability) =>
                    {
                        "lcg-label-choose"
                    }
                    _ => "lcg-label-target",
                };
                m(key).with("card", title(card))
            }
            Answer::ChooseDeck { owner, objectives } => m("lcg-label-choose-deck").with("side", owner.say()).with(
                "deck",
                Message::new(if *objectives { "lcg-zone-objective-deck" } else { "lcg-zone-command-deck" }),
            ),
            Answer::Pass => m(pass_key(state)).with("phase", state.phase.say()),
        },
    }
}

/// A paid play as its play and its payment apart ("Play X as a unit (cost 3)", "focus A, B"):
/// the label without its payment, under its own key.
pub(crate) fn way(state: &State, action: &Action) -> Option<Way> {
    let label = label(state, action);
    let key = match label.key.as_ref() {
        "lcg-label-play-unit" => "lcg-play-unit",
        "lcg-label-play-pilot" => "lcg-play-pilot",
        "lcg-label-play-enhancement" => "lcg-play-enhancement",
        "lcg-label-play-enhancement-dial" => "lcg-play-enhancement-dial",
        "lcg-label-play-event-on" => "lcg-play-event-on",
        "lcg-label-play-event" => "lcg-play-event",
        "lcg-label-attach-enhancement" => "lcg-play-attach-enhancement",
        "lcg-label-deploy-mission" => "lcg-play-deploy-mission",
        "lcg-label-play-unit-discarding" => "lcg-play-unit-discarding",
        "lcg-label-trigger-play" => "lcg-play-trigger",
        _ => return None,
    };
    let (payment, args): (Vec<_>, Vec<_>) = label.args.into_iter().partition(|(name, _)| name == "payment");
    let payment = match payment.into_iter().next() {
        Some((_, Arg::Say(payment))) => *payment,
        _ => return None,
    };
    Some(Way { play: Message { args, ..Message::new(key) }, payment })
}

/// The words of passing depend on what is passed up.
fn pass_key(state: &State) -> &'static str {
    match (&state.prompt, &state.engagement) {
        (Some(Prompt { kind: Ask::Protect { .. }, .. }), _) => "lcg-label-pass-protect",
        (Some(Prompt { kind: Ask::Mulligan, .. }), _) => "lcg-label-pass-mulligan",
        (Some(Prompt { kind: Ask::SearchTop { .. }, .. }), _) => "lcg-label-pass-search",
        (Some(Prompt { kind: Ask::LookedAtTop { .. }, .. }), _) => "lcg-label-pass-looked-at-top",
        (Some(_), _) => "lcg-label-decline",
        (None, Some(e)) => match e.step {
            EngagementStep::Attackers => "lcg-label-pass-attackers",
            EngagementStep::Defenders => "lcg-label-pass-defenders",
            EngagementStep::EdgeBattle => "lcg-label-pass-edge",
            EngagementStep::Strikes => "lcg-label-pass-strikes",
        },
        (None, None) if state.window.is_some() => "lcg-label-pass-window",
        (None, None) => "lcg-label-end-phase",
    }
}

/// "free", or the cards focused to pay.
fn pay(state: &State, payment: &Payment) -> Message {
    if payment.cards().is_empty() {
        return Message::new("lcg-payment-free");
    }
    let cards = payment.cards().iter().map(|&c| Arg::Card(state.def(c).name.to_string())).collect();
    Message::new("lcg-payment-focus").with("cards", Arg::List(cards))
}

/// An option of a "one of" ability: the icon a unit loses (Tactical Planning) or gains (Nebulon-B2
/// Frigate), or its place in
/// the printed text.
fn option(state: &State, index: u8) -> Message {
    let chosen = match &state.prompt {
        Some(Prompt { kind: Ask::ChooseOption { card, .. }, .. }) => one_of::outcome_of(state, *card),
        _ => None,
    };
    match chosen {
        Some(Outcome::OneOf { outcomes, .. }) => match outcomes.get(usize::from(index)) {
            Some(Outcome::LoseIconsThisEngagement { icons, edge_enabled, .. }) => {
                let key = if *edge_enabled { "lcg-label-lose-edge-icon" } else { "lcg-label-lose-icon" };
                Message::new(key).with("icons", card::icons(*icons))
            }
            Some(Outcome::RemoveFocus { .. }) => Message::new("lcg-label-remove-focus"),
            Some(Outcome::RemoveDamage { .. }) => Message::new("lcg-label-remove-damage"),
            Some(Outcome::RemoveShield { .. }) => Message::new("lcg-label-remove-shield"),
            Some(Outcome::GainIconOfAnotherThisStrike { icons, edge_enabled, .. }) => {
                let key = if *edge_enabled { "lcg-label-gain-edge-icon" } else { "lcg-label-gain-icon" };
                Message::new(key).with("icons", card::icons(*icons))
            }
            _ => Message::new("lcg-label-choose-option").number("n", i64::from(index) + 1),
        },
        _ => Message::new("lcg-label-choose-option").number("n", i64::from(index) + 1),
    }
}
